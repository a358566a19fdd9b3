"""V4 in an encounter: the moon phase as world state, its drift at each midnight the calendar
crosses, and the half-werewolf flag per combatant (with what the phase does to them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tracker.model.options import Option
from tracker.model.ruleset import BaseModule, ModuleInfo

from . import moon, shared
from .clock import is_daytime
from .fields import report
from .moon import ID, MoonEffects, MoonState, MoonTraits

if TYPE_CHECKING:
    from tracker.model.calendar import Calendar
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter
    from tracker.model.validation import Checker

PUBLIC = Option("public_moon", "bool", True, "The players' screen shows the moon phase",
                rules=("V4",))
OPTIONS = (*moon.OPTIONS, PUBLIC)
_AUTO_DRIFT = moon.OPTIONS[0]


class MoonModule(BaseModule):
    info = ModuleInfo(ID, moon.VERSION, "Vampire hunters: moon phase and half-werewolves",
                      OPTIONS, rules=("V4",))

    # -- data -------------------------------------------------------------------------------
    def validate_state(self, v: Checker, state: dict[str, Any], path: str) -> None:
        """Empty until the GM rolls or sets the moon."""
        report(v, MoonState.problems(state, path))

    def validate_ext(self, v: Checker, ext: Any, path: str) -> None:
        report(v, MoonTraits.problems(ext, path))

    # -- queries ----------------------------------------------------------------------------
    @staticmethod
    def moon(enc: Encounter) -> MoonState | None:
        """Today's moon, or None before the GM rolled or set it."""
        st = enc.modules.get(ID, {}).get("state", {})
        return MoonState.from_dict(st) if "phase" in st else None

    @staticmethod
    def traits(c: Combatant) -> MoonTraits:
        return MoonTraits.from_dict(c.ext.get(ID, {}))

    def effects(self, enc: Encounter, c: Combatant) -> MoonEffects | None:
        """What the moon does to ``c`` now (None: not a half-werewolf, or no moon yet)."""
        m = self.moon(enc)
        if m is None or ID not in enc.modules or not self.traits(c).half_werewolf:
            return None
        return moon.moon_effects(m.phase, night=not is_daytime(shared.now(enc)))

    # -- hooks ------------------------------------------------------------------------------
    def fine_time(self, enc: Encounter) -> bool:
        """A half-werewolf turns at nightfall and dawn: those come in their half hour."""
        return any(self.traits(c).half_werewolf for c in enc.ordered())

    def advance_time(self, enc: Encounter, start: Calendar, hours: float) -> None:
        before = self.moon(enc)
        if before is None:
            return
        night_before = not is_daytime(start.total_minutes)
        days = enc.calendar.day - start.day
        if days and shared.option(enc, ID, _AUTO_DRIFT):
            step = moon.moon_after_midnights(before, days)
            enc.modules[ID]["state"] = step.state.to_dict()
            enc.add_log("moon_drift", None, step.explain, before=before.phase,
                        after=step.phase, direction=moon.direction_word(step.waxing))
        now = self.moon(enc)
        assert now is not None
        was_animal = before.phase == moon.FULL and night_before
        for c in enc.ordered():
            if not self.traits(c).half_werewolf:
                continue
            fx = self.effects(enc, c)
            assert fx is not None
            if fx.animal and not was_animal:
                enc.add_log("werewolf_animal", c.id, fx.explain, name=c.name)
            elif was_animal and not fx.animal:
                enc.add_log("werewolf_human", c.id, fx.explain, name=c.name)


MODULE = MoonModule()
