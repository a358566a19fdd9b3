"""W4 in an encounter: bleeding (B420) as an optional rule module, off unless the GM turns it
on. A bleeding wound makes an HT roll owed once a minute: out of a fight a pending check at
its game minute (Advance time rolls them in the order of game time, one minute after
another), in a fight a pending check at the start of every 60th round after the wound. The
session's ``first_aid`` (B424) stops it.

Readings (docs/rules.md W4): a fight's rounds do not move the calendar, so the minute of a
fight is counted in rounds; at End combat the count goes on in minutes from the fight's end
(the next roll one minute later); at Start combat a roll still to come on the calendar is
owed 60 rounds into the fight instead."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tracker.model.checks import PendingCheck
from tracker.model.errors import RulesError
from tracker.model.ruleset import BaseModule, CheckSpec, ModuleInfo

from .. import bleeding as b
from ..checks import success_roll
from ..modifiers import ht_target
from . import shared
from .fields import report

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter
    from tracker.model.validation import Checker

KIND = "bleeding"


class BleedingModule(BaseModule):
    info = ModuleInfo(b.ID, b.VERSION, "Bleeding (B420)", (), rules=("W4",))
    check_kinds = (KIND,)

    def validate_ext(self, v: Checker, ext: Any, path: str) -> None:
        report(v, b.Bleeding.problems(ext, path))

    @staticmethod
    def state(c: Combatant) -> b.Bleeding | None:
        d = c.ext.get(b.ID)
        return b.Bleeding.from_dict(d) if d is not None else None

    @staticmethod
    def _put(enc: Encounter, c: Combatant, s: b.Bleeding | None) -> None:
        enc.touch(c.id)
        if s is None:
            c.ext.pop(b.ID, None)
        else:
            c.ext[b.ID] = s.to_dict()

    @staticmethod
    def pending(enc: Encounter, c: Combatant) -> list[PendingCheck]:
        return [k for k in enc.checks if k.source == b.ID and k.combatant == c.id]

    def _owe(self, enc: Encounter, c: Combatant, at: int | None) -> None:
        """A roll owed: at calendar minute ``at``, or now (in a fight)."""
        s = self.state(c) or b.Bleeding()
        data = {"at": at} if at is not None else {}
        enc.checks.append(PendingCheck(enc.next_id("check"), c.id, KIND, s.modifier, 0,
                                       b.ID, data))
        if at is None:  # in a fight the GM is told; on the calendar Advance time rolls it
            enc.add_log("bleeding_due", c.id, name=c.name, modifier=s.modifier)

    # -- hooks ------------------------------------------------------------------------------
    def after_hit(self, enc: Encounter, cid: str, outcome: Any) -> None:
        c = enc.get(cid)
        if not shared.alive(c) or not b.bleeds(outcome.type, outcome.penetrating,
                                               outcome.injury, c.sheet.traits):
            return
        old = self.state(c)
        s = b.Bleeding(injury=(old.injury if old else 0) + outcome.injury)
        if enc.in_combat:  # a new wound keeps the minute already running
            due = old.due_round if old and old.due_round else enc.round + b.ROUNDS_PER_ROLL
            s = replace(s, due_round=due)
        self._put(enc, c, s)
        if not enc.in_combat and not self.pending(enc, c):  # one minute after the wound
            self._owe(enc, c, shared.now(enc) + 1)
        enc.add_log("bleeding_starts", cid, name=c.name, injury=s.injury,
                    modifier=s.modifier)

    def start_round(self, enc: Encounter) -> None:
        """In a fight: each bleeder whose minute (60 rounds) has come owes its roll."""
        for c in enc.ordered():
            s = self.state(c)
            if s is None or s.due_round is None or enc.round < s.due_round \
                    or not shared.alive(c):
                continue
            self._put(enc, c, replace(s, due_round=s.due_round + b.ROUNDS_PER_ROLL))
            self._owe(enc, c, None)

    def start_combat(self, enc: Encounter) -> None:
        """A roll still to come on the calendar is owed 60 rounds into the fight."""
        now = shared.now(enc)
        for c in enc.ordered():
            s = self.state(c)
            if s is None:
                continue
            later = [k for k in self.pending(enc, c) if k.data.get("at", now) > now]
            for k in later:
                enc.checks.remove(k)
            self._put(enc, c, replace(s, due_round=max(enc.round, 1) + b.ROUNDS_PER_ROLL))

    def end_combat(self, enc: Encounter) -> None:
        """The count goes on in minutes: the next roll one minute after the fight."""
        for c in enc.ordered():
            s = self.state(c)
            if s is None:
                continue
            self._put(enc, c, replace(s, due_round=None))
            if not self.pending(enc, c) and shared.alive(c):
                self._owe(enc, c, shared.now(enc) + 1)

    # -- the roll ---------------------------------------------------------------------------
    def check_spec(self, enc: Encounter, chk: PendingCheck) -> CheckSpec:
        c = enc.get(chk.combatant)
        s = self.state(c) or b.Bleeding()
        return CheckSpec("3d6", ht_target(enc, c) + s.modifier, 3, 18, "HT")

    def resolve_check(self, enc: Encounter, chk: PendingCheck, roll: int | None) -> Any:
        c = enc.get(chk.combatant)
        if roll is None:
            roll = enc.dice.roll(3)
        if not 3 <= roll <= 18:
            raise RulesError("roll_range", f"a 3d roll must be 3..18, got {roll}")
        enc.checks.remove(chk)
        s = self.state(c)
        if s is None or not shared.alive(c):  # First Aid came first, or death
            enc.add_log("bleeding_over", c.id, name=c.name)
            return None
        res = b.bleed_roll(ht_target(enc, c), s, roll)
        self._put(enc, c, None if res.stops else replace(s, streak=res.streak))
        if res.hp:
            loss = shared.lose(enc, c, hp=res.hp)
            enc.add_log("bleeding_loss", c.id, shared.explain(res.explain, loss.explain),
                        name=c.name, roll=roll, target=res.target, hp=res.hp, **loss.args())
        else:
            enc.add_log("bleeding_stops" if res.stops else "bleeding_held", c.id, res.explain,
                        name=c.name, roll=roll, target=res.target)
        if not res.stops and not enc.in_combat and shared.alive(c):
            at = chk.data.get("at")  # the next minute of game time, not of the GM's clock
            self._owe(enc, c, (at if isinstance(at, int) else shared.now(enc)) + 1)
        return res

    # -- First Aid (B424) -------------------------------------------------------------------
    def first_aid(self, enc: Encounter, c: Combatant, skill: int, roll: int,
                  hp: int = b.BANDAGE_HP) -> bool:
        """A First Aid roll on ``c``: success stops its bleeding and gives back ``hp``."""
        r = success_roll(skill, roll)
        if not r.success:
            enc.add_log("first_aid_fails", c.id, name=c.name, roll=roll, target=skill)
            return False
        for k in self.pending(enc, c):
            enc.checks.remove(k)
        was = self.state(c) is not None
        self._put(enc, c, None)
        back = shared.regain(enc, c, hp=hp)
        enc.add_log("first_aid", c.id, back.explain, name=c.name, roll=roll, target=skill,
                    stopped=was, **back.args())
        return True


MODULE = BleedingModule()


def first_aid(enc: Encounter, cid: str, skill: int, roll: int | None = None,
              hp: int = b.BANDAGE_HP) -> Any:
    """One undoable action: a First Aid roll on ``cid`` (B424; W4): success stops its
    bleeding and gives back ``hp`` (bandaging's 1, or the GM's roll on the First Aid
    table). ``roll`` None: the encounter's dice roll it."""
    if b.ID not in enc.modules:
        raise RulesError("module_off", "bleeding (W4) is not on in this encounter")
    c = enc.get(cid)
    for value, name, lo, hi in ((skill, "skill", 0, 50), (hp, "hp", 0, 100)):
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            raise RulesError("bad_number", f"{name} must be a whole number from {lo} to {hi}")
    if roll is not None and (isinstance(roll, bool) or not isinstance(roll, int)
                             or not 3 <= roll <= 18):
        raise RulesError("roll_range", "the First Aid roll must be 3..18")
    if not shared.alive(c):
        raise RulesError("dead", f"{c.name} is dead: First Aid comes too late")

    def run() -> bool:
        return MODULE.first_aid(enc, c, skill, roll if roll is not None else enc.dice.roll(3),
                                hp)

    return enc.perform("first_aid", [cid], run)
