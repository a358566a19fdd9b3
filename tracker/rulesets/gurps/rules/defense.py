"""The defender's active defense after an attack hits (B374–B377, B375 rapid fire).

Pure, like the attack roll: the defense from the sheet (Dodge, Parry or Block; a reeling or
very tired defender's Dodge halved first, G11/R25), retreat
(+3 Dodge, +1 Parry/Block), stunned (−4), the posture (RULES M: prone −3, kneeling −2 …),
All-Out Defense (+2 to the defense it increases), a feint's margin (shock never counts), the
attack's own defense modifier (V1 elevation; a deceptive attack's penalty) and the GM's, then
one 3d roll: 3–4 always succeeds, 17–18 always fails. A successful Dodge against rapid fire
stops one hit plus one per point it succeeded by (B375); a Parry or Block stops one. "No
defense" (a critical hit, an unaware target, the GM's choice) stops nothing. All-Out Defense
(Double, RULES M) allows a second, different defense after a failed first one, against the
hits still coming (:func:`defend_again`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine

from .maneuvers import ALL_OUT_DEFENSE_BONUS, POSTURES
from .weapons import FEVERISH_BONUS

KINDS = ("dodge", "parry", "block")
NONE = "none"
RETREAT = {"dodge": 3, "parry": 1, "block": 1}
STUNNED = -4
PRONE = -3
LIMIT = 100


@dataclass(frozen=True, slots=True)
class Defense:
    """The defense the defender tries, as the GM sets it up before the roll."""

    kind: str  # one of KINDS, or NONE
    base: int = 0  # the sheet's Dodge/Parry/Block
    retreat: bool = False
    stunned: bool = False
    prone: bool = False
    #: the attack's modifier to the defense: V1 elevation (−2 …), deceptive attack (−1 per −2)
    attack_modifier: int = 0
    #: the GM's own modifier
    other: int = 0
    #: RULES M: the defender's posture (``prone`` above counts as lying), its All-Out
    #: Defense option, a feint's margin against it, and no retreat after its Move and Attack
    posture: str = "standing"
    all_out_defense: str | None = None
    feint: int = 0
    no_retreat: bool = False
    #: V7: what the defender's running infection takes off every roll (fever −2, festering −4)
    ailment: int = 0
    #: G11, R25: the defender is reeling (HP below a third) or very tired (FP below a third):
    #: its Dodge is halved, rounded up, before any other modifier
    halved: bool = False
    #: W1: the weapon parrying or blocking (its label), B376's penalty for the parries
    #: already made with it this turn (0 or less), Feverish Defense (+2 for 1 FP)
    weapon: str | None = None
    repeated: int = 0
    feverish: bool = False


@dataclass(frozen=True, slots=True)
class DefenseResult:
    kind: str
    effective: int | None
    roll: int | None
    success: bool
    margin: int | None
    #: hits of the attack the defense stops (never more than it landed)
    stopped: int
    #: hits that get through
    through: int
    explain: tuple[ExplainLine, ...]

    def to_log(self) -> dict[str, Any]:
        return {"defense": self.kind, "effective": self.effective, "roll": self.roll,
                "result": "success" if self.success else "failure",
                "stopped": self.stopped, "through": self.through}


def _whole(value: Any, name: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RulesError("bad_number", f"{name} must be a whole number from {low} to {high}, "
                         f"got {value!r}", field=name)
    return value


def _posture_part(defense: Defense) -> tuple[str, str, dict[str, Any]] | None:
    if defense.prone and defense.posture in ("standing", "lying"):
        return "def.prone", "B551", {"modifier": PRONE}
    value = POSTURES[defense.posture][1]
    if value:
        return "def.posture", "M", {"modifier": value, "posture": defense.posture}
    return None


def _parts(defense: Defense) -> list[tuple[str, str, dict[str, Any]]]:
    """Every modifier after the sheet's number, in the order the trace shows them: each
    (key, rule, params) with the modifier in ``params["modifier"]``."""
    parts: list[tuple[str, str, dict[str, Any] | None]] = [
        ("def.retreat", "B377", {"modifier": RETREAT[defense.kind]} if defense.retreat
         else None),
        ("def.stunned", "B420", {"modifier": STUNNED} if defense.stunned else None),
        _posture_part(defense) or ("", "", None),
        ("def.all_out_defense", "M", {"modifier": ALL_OUT_DEFENSE_BONUS}
         if defense.all_out_defense == f"increased_{defense.kind}" else None),
        ("def.feint", "M", {"modifier": -defense.feint} if defense.feint else None),
        ("def.attack", "", {"modifier": defense.attack_modifier}
         if defense.attack_modifier else None),
        ("def.ailment", "V7", {"modifier": defense.ailment} if defense.ailment else None),
        ("def.other", "", {"modifier": defense.other} if defense.other else None),
    ]
    return [(key, rule, params) for key, rule, params in parts if params is not None]


def effective(defense: Defense) -> tuple[int, tuple[ExplainLine, ...]]:
    """The number the defense roll must not exceed, and how it was made."""
    if defense.kind not in KINDS:
        raise RulesError("bad_value", f"a defense is one of {', '.join(KINDS)}",
                         field="defense")
    base = _whole(defense.base, defense.kind, 0, LIMIT)
    _whole(defense.attack_modifier, "attack modifier", -LIMIT, LIMIT)
    _whole(defense.other, "modifier", -LIMIT, LIMIT)
    if defense.feint:
        _whole(defense.feint, "feint", 0, LIMIT)
    if defense.retreat and defense.no_retreat:
        raise RulesError("no_retreat", "no retreat: the defender made a Move and Attack this "
                         "turn (M)", field="retreat")
    lines = [ExplainLine(f"def.{defense.kind}", "B374", {"value": base})]
    total = base
    if defense.halved and defense.kind == "dodge":
        total = -(-base // 2)  # G11: round up, before every other modifier (R25)
        lines.append(ExplainLine("def.halved", "G11", {"before": base, "after": total}))
    weapon_total, weapon_lines = _weapon_parts(defense)
    total += weapon_total
    lines += weapon_lines
    for key, rule, params in _parts(defense):
        total += params["modifier"]
        lines.append(ExplainLine(key, rule, params))
    lines.append(ExplainLine("def.effective", "", {"effective": total}))
    return total, tuple(lines)


def _weapon_parts(defense: Defense) -> tuple[int, list[ExplainLine]]:
    """W1: the weapon defending, its repeated-parry penalty and Feverish Defense."""
    lines, total = [], 0
    if defense.weapon is not None:
        lines.append(ExplainLine("def.weapon", "W1", {"weapon": defense.weapon}))
    if defense.repeated:
        _whole(defense.repeated, "repeated parry", -LIMIT, 0)
        total += defense.repeated
        lines.append(ExplainLine("def.repeated_parry", "W2", {"modifier": defense.repeated}))
    if defense.feverish:
        total += FEVERISH_BONUS
        lines.append(ExplainLine("def.feverish", "W2", {"modifier": FEVERISH_BONUS}))
    return total, lines


#: 3d: how many of the 216 rolls give each total
_THREE_D = (0, 0, 0, 1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1)


def success_chance(defense: Defense) -> float:
    """The exact chance that the defense roll succeeds: 3d at most the effective defense,
    3–4 always, 17–18 never (B374)."""
    eff, _lines = effective(defense)
    return sum(n for total, n in enumerate(_THREE_D)
               if total <= 4 or (total <= 16 and total <= eff)) / 216


def defend(defense: Defense, hits: int, roll: int | None = None,
           dice: Dice | None = None) -> DefenseResult:
    """The defense against an attack that landed ``hits`` hits. ``roll``: the 3d result
    (rolled with ``dice`` when None). ``kind`` NONE needs no roll and stops nothing."""
    hits = _whole(hits, "hits", 1, 100_000)
    if defense.kind == NONE:
        return DefenseResult(NONE, None, None, False, None, 0, hits,
                             (ExplainLine("def.none", "B374"),))
    eff, lines = effective(defense)
    if roll is None:
        if dice is None:
            raise RulesError("needs_roll", "the defense needs a 3d roll")
        roll = dice.roll(3)
    _whole(roll, "roll", 3, 18)
    margin = eff - roll
    success = roll <= 4 or (roll <= 16 and margin >= 0)
    out = list(lines)
    if roll <= 4:
        out.append(ExplainLine("def.always", "B374", {"roll": roll}))
    elif roll >= 17:
        out.append(ExplainLine("def.never", "B374", {"roll": roll}))
    else:
        out.append(ExplainLine("def.roll", "", {"roll": roll, "effective": eff,
                                                "margin": margin}))
    stopped = 0
    if success:
        if defense.kind == "dodge" and hits > 1:
            stopped = min(hits, 1 + max(margin, 0))
            out.append(ExplainLine("def.rapid_fire", "B375", {
                "margin": max(margin, 0), "stopped": stopped, "hits": hits}))
        else:
            stopped = 1
    out.append(ExplainLine("def.through", "", {"stopped": stopped, "through": hits - stopped}))
    return DefenseResult(defense.kind, eff, roll, success, margin, stopped, hits - stopped,
                         tuple(out))


def defend_again(first: DefenseResult, second: Defense, roll: int | None = None,
                 dice: Dice | None = None) -> DefenseResult:
    """All-Out Defense (Double, RULES M): ``second`` against the hits that got through
    ``first`` (the caller checks that the rules allow it: ``maneuvers.second_defense_refusal``).
    Its ``through`` is what lands."""
    if second.kind not in KINDS:
        raise RulesError("bad_value", f"a second defense is one of {', '.join(KINDS)}",
                         field="defense")
    d = defend(second, first.through, roll, dice)
    head = ExplainLine("def.second", "M", {"hits": first.through})
    return DefenseResult(d.kind, d.effective, d.roll, d.success, d.margin, d.stopped,
                         d.through, (head, *d.explain))
