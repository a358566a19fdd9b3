"""What the campaign rule modules share once they run in an encounter: their state and
options there, the campaign minute of the calendar, who lives through campaign time with the
party, and FP and HP lost to the campaign's conditions (with GURPS's thresholds, G11)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tracker.model.explain import ExplainLine
from tracker.model.options import Option
from tracker.model.tracks import current

from ..resolver import _thresholds
from ..wounds import conditions_changed, hp_healed, hp_lost

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter

#: sides that live through campaign time with the party (meals, heat and cold, infection)
PARTY_SIDES = ("pc", "ally")


def enabled(enc: Encounter, mid: str) -> bool:
    return mid in enc.modules


def state(enc: Encounter, mid: str) -> dict[str, Any]:
    """The module's world state in ``enc`` (plain JSON, changed in place by its hooks)."""
    return enc.modules[mid].setdefault("state", {})


def option(enc: Encounter, mid: str, opt: Option) -> Any:
    """The module's option in ``enc``: the stored value when valid, else the default."""
    value = enc.modules.get(mid, {}).get("options", {}).get(opt.id, opt.default)
    return opt.default if opt.problem(value) else value


def now(enc: Encounter) -> int:
    """The campaign minute of the calendar (minutes since day 1, 00:00)."""
    return enc.calendar.total_minutes


def alive(c: Combatant) -> bool:
    return not (c.has("dead") or c.has("destroyed"))


def members(enc: Encounter, mid: str) -> list[Combatant]:
    """Who lives through campaign time for module ``mid``: the living PCs and allies, and
    anyone else the GM gave data of this module."""
    return [c for c in enc.ordered()
            if alive(c) and (c.side in PARTY_SIDES or mid in c.ext)]


def store(enc: Encounter, c: Combatant, mid: str, data: dict[str, Any]) -> None:
    """Put a module's data on ``c`` (touched first: undo restores it)."""
    enc.touch(c.id)
    if c.ext.get(mid) != data:
        c.ext[mid] = data


@dataclass(frozen=True, slots=True)
class Loss:
    """FP and HP before and after a loss, and its explain lines."""

    fp_before: int
    fp_after: int
    hp_before: int
    hp_after: int
    explain: tuple[ExplainLine, ...]

    def args(self) -> dict[str, int]:
        return {"fp_before": self.fp_before, "fp_after": self.fp_after,
                "hp_before": self.hp_before, "hp_after": self.hp_after}


def lose(enc: Encounter, c: Combatant, fp: int = 0, hp: int = 0) -> Loss:
    """``c`` loses ``fp`` FP and ``hp`` HP (≥ 0): FP lost at 0 FP or below cost HP too, and
    the HP thresholds of G11 follow (death checks, dead at −5×HP)."""
    enc.touch(c.id)
    s = c.sheet
    fp_before, hp_before = current(s, "fp"), current(s, "hp")
    fp_after = fp_before - fp
    lines: list[ExplainLine] = []
    if fp:
        lines.append(ExplainLine("fp.after", "G11", {"before": fp_before, "after": fp_after}))
    spill = min(fp, max(0, -fp_after))
    if spill:
        lines.append(ExplainLine("fp.to_hp", "G11", {"hp": spill}))
    hp_after = hp_before - hp - spill
    # the new HP first: what follows judges the state from them (G14: waking at 0 HP
    # is an hourly roll, no longer the short wait of 1 HP or more)
    s.fp, s.hp = fp_after, hp_after
    if hp_after != hp_before:
        lines.append(ExplainLine("hp.after", "G11", {"before": hp_before, "after": hp_after}))
        th = _thresholds(s.max_hp, hp_before, hp_after, lines)
        hp_lost(enc, c, hp_before, hp_after, th["dead"], th["destroyed"])
        conditions_changed(enc, c)
    return Loss(fp_before, fp_after, hp_before, hp_after, tuple(lines))


def regain(enc: Encounter, c: Combatant, fp: int = 0, hp: int = 0) -> Loss:
    """``c`` gets ``fp`` FP and ``hp`` HP back, never above its maximum."""
    enc.touch(c.id)
    s = c.sheet
    fp_before, hp_before = current(s, "fp"), current(s, "hp")
    s.fp = max(fp_before, min(s.max_fp, fp_before + fp))
    s.hp = max(hp_before, min(s.max_hp, hp_before + hp))
    lines = []
    if s.fp != fp_before:
        lines.append(ExplainLine("fp.after", "G11", {"before": fp_before, "after": s.fp}))
    if s.hp != hp_before:
        lines.append(ExplainLine("hp.after", "G11", {"before": hp_before, "after": s.hp}))
        hp_healed(enc, c, hp_before)
    return Loss(fp_before, s.fp, hp_before, s.hp, tuple(lines))


def explain(*parts: Iterable[ExplainLine]) -> tuple[ExplainLine, ...]:
    return tuple(line for part in parts for line in part)

