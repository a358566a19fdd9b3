"""V8 in an encounter: the season and temperature as world state; the periodic heat, cold
and albino rolls as pending checks, every 30 minutes of campaign time or per investigation
action (the GM's option); what a failure costs; 1 FP more per fight on a hot day."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tracker.model.checks import PendingCheck
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine
from tracker.model.options import Option
from tracker.model.ruleset import BaseModule, CheckSpec, ModuleInfo
from tracker.model.tracks import current
from tracker.model.validation import MISSING

from . import climate, shared
from .climate import ID, KINDS, ClimateState, DueCheck, ExposureState
from .fields import report
from .weather_module import MODULE as WEATHER

if TYPE_CHECKING:
    from tracker.model.calendar import Calendar
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter
    from tracker.model.validation import Checker

PUBLIC = Option("public_temperature", "bool", True,
                "The players' screen shows the temperature", rules=("V8",))
OPTIONS = (*climate.OPTIONS, PUBLIC)
#: the most heat or cold rolls one Advance time of more than a day may make (≈ 0.7 s here,
#: some 2 MB of log); 52 days for two exposed hunters, 13 for eight
MAX_ADVANCE_ROLLS = 5000
_DICE, _PERIOD, _FP_1D = climate.OPTIONS


class ClimateModule(BaseModule):
    info = ModuleInfo(ID, climate.VERSION, "Vampire hunters: heat and cold", OPTIONS,
                      rules=("V8",))
    check_kinds = KINDS

    def default_state(self) -> dict[str, Any]:
        return ClimateState().to_dict()

    def validate_state(self, v: Checker, state: dict[str, Any], path: str) -> None:
        report(v, ClimateState.problems(state, path))

    def validate_ext(self, v: Checker, ext: Any, path: str) -> None:
        report(v, ExposureState.problems(ext, path))

    def validate_check(self, v: Checker, chk: dict[str, Any], path: str) -> None:
        """A heat, cold or sun roll's data: when it fell due, whether a roll is allowed,
        and its modifiers' explain lines."""
        data = chk.get("data", {})
        if type(data) is not dict:
            return  # the core reports it
        v.int_(data.get("at", MISSING), f"{path}.data.at", 0)
        v.bool_(data.get("roll_allowed", MISSING), f"{path}.data.roll_allowed")
        lines = data.get("explain", [])
        if not v.list_(lines, f"{path}.data.explain"):
            return
        for i, line in enumerate(lines):
            v.explain_line(line, f"{path}.data.explain[{i}]")

    # -- queries ----------------------------------------------------------------------------
    @staticmethod
    def climate(enc: Encounter) -> ClimateState:
        return ClimateState.from_dict(enc.modules.get(ID, {}).get("state", {}))

    @staticmethod
    def exposure(c: Combatant) -> ExposureState:
        return ExposureState.from_dict(c.ext.get(ID, {}))

    @staticmethod
    def sky(enc: Encounter) -> str | None:
        w = WEATHER.weather(enc)
        return None if w is None else w.weather

    def held(self, enc: Encounter, c: Combatant, track: str) -> int:
        """V8 reading: FP the heat or cold took do not come back by rest while the
        temperature still calls for the checks."""
        if track != "fp" or ID not in c.ext or not climate.calls_for_checks(
                self.climate(enc).celsius):
            return 0
        return self.exposure(c).fp_held

    def _hold(self, enc: Encounter, c: Combatant, fp: int) -> None:
        """``fp`` more FP lost to the heat or cold (held from rest, see :meth:`held`), for
        everyone who lost them: an enemy tired by a hot day's fight does not rest it back in
        the heat either (V8), and FP held alone do not make it roll the checks
        (:func:`_exposed`)."""
        if fp > 0:
            _put_held(enc, c, self.exposure(c).fp_held + fp)

    def per_action(self, enc: Encounter) -> bool:
        return shared.option(enc, ID, _PERIOD) == "action"

    # -- making the checks ------------------------------------------------------------------
    def _add(self, enc: Encounter, c: Combatant, due: DueCheck) -> PendingCheck:
        penalty = _infection_penalty(enc, c)
        lines = list(due.explain)
        if penalty:
            lines.append(ExplainLine("exposure.infection", "V7", {"modifier": penalty}))
        chk = PendingCheck(enc.next_id("check"), c.id, due.kind, due.modifier + penalty, 0, ID,
                           {"at": due.at, "roll_allowed": due.roll_allowed,
                            "explain": [x.to_dict() for x in lines]})
        enc.checks.append(chk)
        return chk

    def _keep(self, enc: Encounter, c: Combatant, old: ExposureState,
              new: ExposureState) -> None:
        if new != old or ID in c.ext:
            shared.store(enc, c, ID, new.to_dict())

    def _offer(self, enc: Encounter, step: Callable[..., tuple[ExposureState, list[DueCheck]]]
               ) -> int:
        """How many checks fell due for everyone exposed, made pending: ``step(state,
        celsius, sky)`` gives each one's new state and its checks."""
        celsius, sky = self.climate(enc).celsius, self.sky(enc)
        count = 0
        for c in _exposed(enc):
            old = self.exposure(c)
            new, due = step(old, celsius, sky)
            self._keep(enc, c, old, new)
            for d in due:
                self._add(enc, c, d)
            count += len(due)
        return count

    def advance_time(self, enc: Encounter, start: Calendar, hours: float) -> None:
        if not climate.calls_for_checks(self.climate(enc).celsius):
            # rest has given them back in this piece (V8 reading): nothing is held any more
            for c in [c for c in enc.ordered() if ID in c.ext and shared.alive(c)]:
                if self.exposure(c).fp_held:
                    _put_held(enc, c, 0)
        if self.per_action(enc):
            return
        at, span = start.total_minutes, enc.calendar.total_minutes - start.total_minutes
        count = self._offer(enc, lambda s, t, sky: climate.checks_due(s, at, span, t, sky))
        if count:
            enc.add_log("exposure_due", None, count=count)

    def next_event(self, enc: Encounter, now: int) -> int | None:
        """The minute the next heat or cold roll falls due: 30 minutes after the last."""
        if not self.fine_time(enc):
            return None
        return min((now - self.exposure(c).minutes + climate.PERIOD_MINUTES
                    for c in _exposed(enc)), default=None)

    def check_advance(self, enc: Encounter, minutes: int) -> None:
        """Refuse an advance of several days that would make more heat or cold rolls (V8,
        one per exposed combatant every half hour) than :data:`MAX_ADVANCE_ROLLS`: their
        log would balloon and the window freeze (a year at 35 °C: some 35,000 rolls a
        hunter); the GM advances it in pieces, or changes the weather. A day at a time is
        always allowed."""
        if minutes <= 24 * 60 or not self.fine_time(enc):
            return
        exposed = len(_exposed(enc))
        per_day = exposed * (24 * 60 // climate.PERIOD_MINUTES)
        rolls = exposed * -(-minutes // climate.PERIOD_MINUTES)
        if rolls <= MAX_ADVANCE_ROLLS:
            return
        days = max(1, MAX_ADVANCE_ROLLS // per_day)
        celsius = self.climate(enc).celsius
        raise RulesError(
            "advance_rolls", f"at {celsius} °C each of the {exposed} exposed rolls every half "
            f"hour (V8): this advance would make about {rolls} rolls; advance at most {days} "
            "day(s) at a time in this weather", celsius=celsius, exposed=exposed, rolls=rolls,
            days=days)

    def fine_time(self, enc: Encounter) -> bool:
        """Time must run in half hours while heat or cold rolls fall due (time in order)."""
        celsius = self.climate(enc).celsius
        return (celsius is not None and not self.per_action(enc)
                and (celsius >= climate.HEAT_FROM or celsius <= climate.COLD_AT)
                and bool(_exposed(enc)))

    def investigation(self, enc: Encounter) -> int:
        """One investigation action: a round of checks for everyone exposed."""
        now = shared.now(enc)
        count = self._offer(enc, lambda s, t, sky: climate.action_checks(s, now, t, sky))
        enc.add_log("investigation", None, count=count)
        return count

    # -- rolling them -----------------------------------------------------------------------
    def check_spec(self, enc: Encounter, chk: PendingCheck) -> CheckSpec:
        c = enc.get(chk.combatant)
        ht = _infected_ht(enc, c)
        against, base = self.exposure(c).roll_against(chk.kind, ht)
        parts = tuple(ExplainLine.from_dict(x) for x in chk.data.get("explain", []))
        return CheckSpec("3d6", base + chk.modifier, 3, 18, against, parts)

    def resolve_check(self, enc: Encounter, chk: PendingCheck, roll: int | None) -> Any:
        c = enc.get(chk.combatant)
        target = self.check_spec(enc, chk).target
        enc.checks.remove(chk)
        if chk.kind == "albino_sun":
            allowed = bool(chk.data.get("roll_allowed", True))
            if allowed and roll is None:
                roll = enc.dice.roll(3)
            res = climate.albino_sun_result(target, roll if allowed else None, enc.dice)
            loss = shared.lose(enc, c, hp=-res.hp)
            enc.add_log("albino_roll", c.id, shared.explain(res.explain, loss.explain),
                        name=c.name, hp_before=loss.hp_before, hp_after=loss.hp_after)
            return res
        if roll is None:
            roll = enc.dice.roll(3)
        fp_1d = self.per_action(enc) and bool(shared.option(enc, ID, _FP_1D))
        fp_now = current(c.sheet, "fp")
        res = climate.exposure_result(chk.kind, target, roll, fp_now, enc.dice, fp_1d)
        loss = shared.lose(enc, c, fp=-res.fp, hp=-res.hp)
        self._hold(enc, c, loss.fp_before - loss.fp_after)
        verdict = res.explain[0].args["result"]
        enc.add_log("exposure_roll", c.id, shared.explain(res.explain, loss.explain),
                    name=c.name, kind=chk.kind, roll=roll, target=target, result=verdict,
                    **loss.args())
        return res

    # -- the end of a fight -----------------------------------------------------------------
    def end_combat(self, enc: Encounter) -> None:
        cost = climate.fight_fp(self.climate(enc).celsius)
        if not cost.fp:
            return
        for c in enc.ordered():
            if shared.alive(c):
                loss = shared.lose(enc, c, fp=-cost.fp)
                self._hold(enc, c, loss.fp_before - loss.fp_after)
                enc.add_log("hot_fight", c.id, shared.explain(cost.explain, loss.explain),
                            name=c.name, **loss.args())


#: the data of one who keeps FP held from rest and nothing else (an enemy after a hot fight)
_HELD_ONLY = frozenset({"fp_held"})


def _exposed(enc: Encounter) -> list[Combatant]:
    """Who rolls the heat and cold checks: the living PCs and allies, and anyone else the GM
    gave heat and cold data (armor, clothes …); FP a hot fight took, held from rest, are no
    such data (an enemy keeps them without rolling)."""
    return [c for c in shared.members(enc, ID)
            if c.side in shared.PARTY_SIDES or set(c.ext.get(ID, {})) - _HELD_ONLY]


def _put_held(enc: Encounter, c: Combatant, fp_held: int) -> None:
    """``c``'s FP held from rest: in its whole state when it rolls the checks, else alone
    (so that keeping them does not make it roll)."""
    if c in _exposed(enc):
        state = ExposureState.from_dict(c.ext.get(ID, {}))
        shared.store(enc, c, ID, replace(state, fp_held=fp_held).to_dict())
    else:
        shared.store(enc, c, ID, {"fp_held": fp_held})


# the infection rules load only with a climate check, and only here: they stand beside this
# module, not under the modules' shared layer (which the infection module itself builds on)
def _infected_ht(enc: Encounter, c: Combatant) -> int:
    """HT for the climate's rolls: less what infections hold where that module is on."""
    from .infection_module import ID as INFECTION_ID
    from .infection_module import MODULE as INFECTION

    return INFECTION.effective_ht(c) if INFECTION_ID in enc.modules else c.sheet.ht


def _infection_penalty(enc: Encounter, c: Combatant) -> int:
    """The running infections' penalty to all of ``c``'s rolls (V7), 0 without."""
    from .infection_module import MODULE as INFECTION

    return INFECTION.roll_penalty(enc, c)


MODULE = ClimateModule()
