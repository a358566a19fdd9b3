"""The d6 game's rules, Qt-free: HP and armor on the sheet; a hit does its damage less armor;
whoever falls to 0 HP or below owes a "stay up" roll (1d6 ≤ 3 stays up, else unconscious); at
−max HP a combatant is dead."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tracker.model import explain, log
from tracker.model.checks import PendingCheck
from tracker.model.combatant import Combatant, Condition
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine
from tracker.model.ruleset import BaseRuleset, CheckSpec, Track

if TYPE_CHECKING:
    from tracker.model.encounter import Encounter
    from tracker.model.validation import Checker

DOWN, DEAD = "unconscious", "dead"
STAY_UP = 3  # the highest 1d6 that stays up

log.register({
    "d6.hit": "{name} takes {injury} damage: HP {hp}.",
    "d6.stay_up": "{name} rolls {roll} to stay up: {result}.",
})
explain.register({
    "d6.armor": "Damage {damage} − armor {armor} = {injury}.",
    "d6.down": "At {hp} HP: a roll to stay up is owed.",
    "d6.dead": "At {hp} HP (−{max_hp} or less): dead.",
})


@dataclass
class D6Sheet:
    max_hp: int = 10
    hp: int | None = None  # None: full
    armor: int = 0

    @property
    def current(self) -> int:
        return self.max_hp if self.hp is None else self.hp

    def validate(self) -> None:
        if self.max_hp < 1:
            raise RulesError("bad_value", "max_hp must be at least 1", field="max_hp")
        if self.armor < 0:
            raise RulesError("bad_value", "armor must not be negative", field="armor")

    def to_dict(self) -> dict[str, Any]:
        return {"max_hp": self.max_hp, "hp": self.hp, "armor": self.armor}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> D6Sheet:
        return cls(int(d.get("max_hp", 10)), None if d.get("hp") is None else int(d["hp"]),
                   int(d.get("armor", 0)))

    def copy(self) -> D6Sheet:
        return D6Sheet(self.max_hp, self.hp, self.armor)


@dataclass(frozen=True)
class D6Hit:
    damage: int


@dataclass(frozen=True)
class D6Outcome:
    injury: int
    hp_before: int
    hp_after: int
    stay_up_check: bool
    dead: bool
    explain: tuple[ExplainLine, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"injury": self.injury, "hp_before": self.hp_before, "hp_after": self.hp_after,
                "stay_up_check": self.stay_up_check, "dead": self.dead}


class D6Ruleset(BaseRuleset):
    id = "d6"
    label = "d6 hit points"
    session_provider = "tracker_d6.session"
    conditions = (DOWN, DEAD)
    track_ids = ("hp",)
    track_visibility = {"hp": "exact"}
    check_kinds = ("stay_up",)

    # -- sheets -----------------------------------------------------------------------------
    def new_sheet(self, **kw: Any) -> D6Sheet:
        return D6Sheet(**kw)

    def sheet_from_dict(self, d: Mapping[str, Any]) -> D6Sheet:
        return D6Sheet.from_dict(d)

    def validate_sheet(self, v: Checker, d: Any, path: str) -> None:
        if not v.dict_(d, path):
            return
        for key in d:
            if key not in ("max_hp", "hp", "armor"):
                v.bad(f"{path}.{key}", "unknown field")
        v.int_(d.get("max_hp", 10), f"{path}.max_hp", 1, 1000)
        if d.get("hp") is not None:
            v.int_(d["hp"], f"{path}.hp", -100000, 1000)
        v.int_(d.get("armor", 0), f"{path}.armor", 0, 100)

    def fresh_sheet(self, sheet: D6Sheet) -> D6Sheet:
        return D6Sheet(sheet.max_hp, None, sheet.armor)

    # -- views ------------------------------------------------------------------------------
    def tracks(self, c: Combatant) -> list[Track]:
        s = c.sheet
        cur = s.current
        state = "out" if cur <= 0 else "ok" if cur >= s.max_hp else "hurt"
        return [Track("hp", cur, s.max_hp, state)]

    def statuses(self, c: Combatant) -> list[tuple[str, int]]:
        return [(name, 0) for name in c.conditions]

    def takes_turn(self, c: Combatant) -> bool:
        return not (c.has(DEAD) or c.has(DOWN))

    # -- hits and checks --------------------------------------------------------------------
    def preview(self, enc: Encounter, cid: str, hit: D6Hit) -> D6Outcome:
        s = enc.get(cid).sheet
        injury = max(0, hit.damage - s.armor)
        after = s.current - injury
        lines = [ExplainLine("d6.armor", "D1", {"damage": hit.damage, "armor": s.armor,
                                                "injury": injury})]
        dead = after <= -s.max_hp
        owed = after <= 0 < s.current and not dead
        if dead:
            lines.append(ExplainLine("d6.dead", "D2", {"hp": after, "max_hp": s.max_hp}))
        elif owed:
            lines.append(ExplainLine("d6.down", "D2", {"hp": after}))
        return D6Outcome(injury, s.current, after, owed, dead, tuple(lines))

    def apply_hit(self, enc: Encounter, cid: str, hit: D6Hit) -> D6Outcome:
        if hit.damage < 0:
            raise RulesError("bad_value", "damage must not be negative", field="damage")
        out = self.preview(enc, cid, hit)
        c = enc.get(cid)
        c.sheet.hp = out.hp_after
        enc.add_log("d6.hit", cid, out.explain, name=c.name, injury=out.injury,
                    hp=out.hp_after)
        if out.dead:
            c.conditions[DEAD] = Condition(DEAD)
            enc.checks[:] = [k for k in enc.checks if k.combatant != cid]
        elif out.stay_up_check:
            enc.checks.append(PendingCheck(enc.next_id("check"), cid, "stay_up"))
        return out

    def check_spec(self, enc: Encounter, chk: PendingCheck) -> CheckSpec:
        if chk.kind != "stay_up":
            return super().check_spec(enc, chk)
        return CheckSpec("1d6", STAY_UP, 1, 6, "stay up")

    def resolve_check(self, enc: Encounter, chk: PendingCheck, roll: int | None = None) -> str:
        if chk.kind != "stay_up":
            return super().resolve_check(enc, chk, roll)
        if roll is not None and not 1 <= roll <= 6:
            raise RulesError("roll_range", "a d6 roll must be between 1 and 6")
        c = enc.get(chk.combatant)
        enc.checks.remove(chk)
        rolled = enc.dice.roll(1) if roll is None else roll
        result = "stays up" if rolled <= STAY_UP else "down"
        if result == "down":
            c.conditions[DOWN] = Condition(DOWN)
        enc.add_log("d6.stay_up", c.id, name=c.name, roll=rolled, result=result)
        return result

    def demo_encounter(self, lang: str = "en") -> Encounter:
        from tracker.model import operations as ops

        enc = ops.new_encounter(self.id, "d6 demo")
        ops.add_combatant(enc, "Hero", "pc", D6Sheet(12, None, 1))
        ops.add_combatant(enc, "Rat", "enemy", D6Sheet(4, None, 0))
        enc.log.clear()
        return enc


RULESET = D6Ruleset()
