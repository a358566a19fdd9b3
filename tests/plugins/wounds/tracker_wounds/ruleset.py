"""The wound-boxes game's rules, Qt-free.

A sheet has a Toughness, a number of wound boxes and grit (tokens). A hit's damage is compared
with the Toughness: below it, nothing; at it or up to 3 over, the target is shaken (already
shaken: one box is marked instead); every full 4 over marks one box per 4 and shakes. Boxes are
the primary track (boxes left of the boxes it has); grit is a second track, listed first. A
target with no box left that is marked again is bleeding out and owes a vigor roll: 1d6 ≤ 3
holds on (unconscious), else dead."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tracker.model import log
from tracker.model.checks import PendingCheck
from tracker.model.combatant import Combatant, Condition
from tracker.model.errors import RulesError
from tracker.model.ruleset import BaseRuleset, CheckSpec, Track

if TYPE_CHECKING:
    from tracker.model.encounter import Encounter
    from tracker.model.validation import Checker

SHAKEN, BLEEDING, DOWN, DEAD = "shaken", "bleeding_out", "unconscious", "dead"
HOLD_ON = 3  # the highest 1d6 of a vigor roll that holds on
RAISE = 4  # every full 4 over the Toughness marks a box

# the English log lines (the words files word them in each language)
log.register({
    "wounds.hit": "{name}: damage {damage} vs Toughness {toughness}: {marked} box(es) marked.",
    "wounds.vigor": "{name} rolls {roll} for vigor: {condition}.",
})


@dataclass
class WoundsSheet:
    toughness: int = 5
    boxes: int = 3
    marked: int = 0
    grit: int = 3

    def validate(self) -> None:
        if not 1 <= self.boxes <= 10:
            raise RulesError("bad_value", "boxes must be between 1 and 10", field="boxes")

    def to_dict(self) -> dict[str, Any]:
        return {"toughness": self.toughness, "boxes": self.boxes, "marked": self.marked,
                "grit": self.grit}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> WoundsSheet:
        return cls(int(d.get("toughness", 5)), int(d.get("boxes", 3)),
                   int(d.get("marked", 0)), int(d.get("grit", 3)))

    def copy(self) -> WoundsSheet:
        return WoundsSheet(self.toughness, self.boxes, self.marked, self.grit)


@dataclass(frozen=True)
class WoundsHit:
    damage: int


@dataclass(frozen=True)
class WoundsOutcome:
    marked: int
    shaken: bool
    bleeding_out: bool

    def to_dict(self) -> dict[str, Any]:
        return {"marked": self.marked, "shaken": self.shaken, "bleeding_out": self.bleeding_out}


class WoundsRuleset(BaseRuleset):
    id = "wounds"
    label = "Wound boxes"
    session_provider = "tracker_wounds.session"
    conditions = (SHAKEN, BLEEDING)
    # grit first: the primary track (its words file says "boxes") is not the first one
    track_ids = ("grit", "boxes")
    track_visibility = {"grit": "exact"}
    check_kinds = ("vigor",)

    def new_sheet(self, **kw: Any) -> WoundsSheet:
        return WoundsSheet(**kw)

    def sheet_from_dict(self, d: Mapping[str, Any]) -> WoundsSheet:
        return WoundsSheet.from_dict(d)

    def validate_sheet(self, v: Checker, d: Any, path: str) -> None:
        if not v.dict_(d, path):
            return
        for key in d:
            if key not in ("toughness", "boxes", "marked", "grit"):
                v.bad(f"{path}.{key}", "unknown field")
        v.int_(d.get("toughness", 5), f"{path}.toughness", 1, 30)
        v.int_(d.get("boxes", 3), f"{path}.boxes", 1, 10)
        v.int_(d.get("marked", 0), f"{path}.marked", 0, 10)
        v.int_(d.get("grit", 3), f"{path}.grit", 0, 5)

    def fresh_sheet(self, sheet: WoundsSheet) -> WoundsSheet:
        return WoundsSheet(sheet.toughness, sheet.boxes, 0, 3)

    def tracks(self, c: Combatant) -> list[Track]:
        s = c.sheet
        left = max(0, s.boxes - s.marked)
        state = "out" if left == 0 else "ok" if left == s.boxes else "hurt"
        return [Track("grit", s.grit, 3), Track("boxes", left, s.boxes, state)]

    def statuses(self, c: Combatant) -> list[tuple[str, int]]:
        return [(name, 0) for name in c.conditions]

    def takes_turn(self, c: Combatant) -> bool:
        return not (c.has(DEAD) or c.has(DOWN) or c.has(BLEEDING))

    def preview(self, enc: Encounter, cid: str, hit: WoundsHit) -> WoundsOutcome:
        c = enc.get(cid)
        over = hit.damage - c.sheet.toughness
        if over < 0:
            return WoundsOutcome(0, False, False)
        marked = over // RAISE or (1 if c.has(SHAKEN) else 0)
        bleeding = c.sheet.marked + marked > c.sheet.boxes
        return WoundsOutcome(marked, True, bleeding)

    def apply_hit(self, enc: Encounter, cid: str, hit: WoundsHit) -> WoundsOutcome:
        if hit.damage < 0:
            raise RulesError("bad_value", "damage must not be negative", field="damage")
        out = self.preview(enc, cid, hit)
        c = enc.get(cid)
        c.sheet.marked = min(c.sheet.boxes, c.sheet.marked + out.marked)
        if out.shaken:
            c.conditions[SHAKEN] = Condition(SHAKEN)
        if out.bleeding_out and not c.has(BLEEDING):
            c.conditions[BLEEDING] = Condition(BLEEDING)
            enc.checks.append(PendingCheck(enc.next_id("check"), cid, "vigor"))
        enc.add_log("wounds.hit", cid, name=c.name, damage=hit.damage,
                    toughness=c.sheet.toughness, marked=out.marked)
        return out

    def check_spec(self, enc: Encounter, chk: PendingCheck) -> CheckSpec:
        if chk.kind != "vigor":
            return super().check_spec(enc, chk)
        return CheckSpec("1d6", HOLD_ON, 1, 6, "VIG")

    def resolve_check(self, enc: Encounter, chk: PendingCheck, roll: int | None = None) -> str:
        if chk.kind != "vigor":
            return super().resolve_check(enc, chk, roll)
        if roll is not None and not 1 <= roll <= 6:
            raise RulesError("roll_range", "a d6 roll must be between 1 and 6")
        c = enc.get(chk.combatant)
        enc.checks.remove(chk)
        rolled = enc.dice.roll(1) if roll is None else roll
        result = DOWN if rolled <= HOLD_ON else DEAD
        c.conditions.pop(BLEEDING, None)
        c.conditions[result] = Condition(result)
        enc.add_log("wounds.vigor", c.id, name=c.name, roll=rolled, condition=result)
        return result

    def demo_encounter(self, lang: str = "en") -> Encounter:
        from tracker.model import operations as ops

        enc = ops.new_encounter(self.id, "wound boxes demo")
        ops.add_combatant(enc, "Aki", "pc", WoundsSheet(6, 3, 0, 3))
        ops.add_combatant(enc, "Oni", "enemy", WoundsSheet(5, 2, 0, 0))
        enc.log.clear()
        return enc


RULESET = WoundsRuleset()
