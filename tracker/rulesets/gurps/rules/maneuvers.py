"""Maneuvers and posture (RULES M: Basic Set B363–B367, B551) as data and pure rules.

A GURPS combatant in combat has the maneuver it chose at the start of its turn (until the
start of its next) and always a posture. Both live on the sheet (``GurpsSheet.maneuver``, a
plain dict, and ``GurpsSheet.posture``); lying down is the ``prone`` condition, so a
knockdown (G9) or a crippled leg (G6) lays its victim down without asking this module.
``GurpsSheet.focus`` keeps what an Aim, Evaluate or Feint prepared for the next attack after
the maneuver itself has ended.

Nothing here changes an encounter: :mod:`.maneuver_ops` does, as undoable actions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tracker.model.combatant import Combatant
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine

MANEUVERS = ("do_nothing", "move", "change_posture", "aim", "evaluate", "attack", "feint",
             "all_out_attack", "move_and_attack", "all_out_defense", "concentrate", "ready",
             "wait")
#: the options a maneuver must be given (the first is the usual one)
OPTIONS: dict[str, tuple[str, ...]] = {
    "all_out_attack": ("determined", "strong", "double", "feint"),
    "all_out_defense": ("increased_dodge", "increased_parry", "increased_block", "double"),
}
#: maneuvers aimed at one foe (the request names it)
TARGETED = frozenset({"aim", "evaluate", "feint"})
#: maneuvers that attack (an attack during the combatant's own turn needs one of these)
ATTACKING = frozenset({"attack", "all_out_attack", "move_and_attack"})
#: how many attacks an attacking maneuver allows on the combatant's own turn (rapid fire is
#: one attack: one roll); the sheet's Extra Attack adds its levels
ATTACKS = {"attack": 1, "move_and_attack": 1, "all_out_attack": 1}
AOA_DOUBLE_ATTACKS = 2
#: maneuvers after which an Aim's or an Evaluate's bonus waits for the attack
KEEPS_FOCUS = ATTACKING
#: the posture ids, and (melee attack, active defense, ranged attacks against it) (B551)
POSTURES: dict[str, tuple[int, int, int]] = {
    "standing": (0, 0, 0), "crouching": (-2, 0, -2), "kneeling": (-2, -2, -2),
    "sitting": (-2, -2, -2), "crawling": (-4, -3, -2), "lying": (-4, -3, -2),
}
#: with V1/V3 on: the shooter's posture in V1's table, the target's in V3's
V1_POSTURE = {"crouching": "crouching", "kneeling": "kneeling", "sitting": "sitting",
              "crawling": "prone", "lying": "prone"}
V3_SITUATION = {"crouching": "crouching", "kneeling": "crouching", "sitting": "crouching",
                "crawling": "prone", "lying": "prone"}
#: Change Posture: where one step leads from lying (any other posture changes in one step)
FROM_LYING = frozenset({"kneeling", "crawling", "lying"})
AOA_DETERMINED = {"melee": 4, "ranged": 1}
MOVE_AND_ATTACK_MELEE = -4
MOVE_AND_ATTACK_CAP = 9
MOVE_AND_ATTACK_RANGED = -2
ALL_OUT_DEFENSE_BONUS = 2
EVALUATE_MAX = 3
STRONG_MIN = 2
MAX_ACC = 20
MAX_MARGIN = 30


@dataclass(frozen=True, slots=True)
class Focus:
    """What an Aim or Evaluate has built up on one foe (``turns`` in a row), or a Feint's
    margin against it: the next attack on that foe gets it."""

    id: str  # aim | evaluate | feint
    target: str | None = None
    turns: int = 1
    acc: int = 0
    braced: bool = False
    margin: int = 0

    def bonus(self, ranged: bool) -> int:
        """The attack bonus it gives a ranged (Aim) or melee (Evaluate) attack."""
        if self.id == "aim" and ranged:
            return self.acc + min(max(self.turns - 1, 0), 2) + (1 if self.braced else 0)
        if self.id == "evaluate" and not ranged:
            return min(self.turns, EVALUATE_MAX)
        return 0

    @classmethod
    def from_dict(cls, d: dict[str, Any] | None) -> Focus | None:
        if not d:
            return None
        return cls(str(d["id"]), d.get("target"), int(d.get("turns", 1)), int(d.get("acc", 0)),
                   bool(d.get("braced", False)), int(d.get("margin", 0)))


def posture_of(c: Combatant) -> str:
    """The combatant's posture: lying while it has the ``prone`` condition."""
    if c.has("prone"):
        return "lying"
    return getattr(c.sheet, "posture", "standing") or "standing"


def maneuver_of(c: Combatant) -> dict[str, Any] | None:
    return getattr(c.sheet, "maneuver", None)


def maneuver_id(c: Combatant) -> str | None:
    m = maneuver_of(c)
    return m["id"] if m else None


def option_of(c: Combatant) -> str | None:
    m = maneuver_of(c)
    return m.get("option") if m else None


def focus_on(c: Combatant, target: str) -> Focus | None:
    """The focus ``c`` holds on ``target`` (None: none, or on another foe)."""
    f = Focus.from_dict(getattr(c.sheet, "focus", None))
    return f if f is not None and f.target == target else None


# -- choosing ---------------------------------------------------------------------------------
def check_choice(mid: str, option: str | None, target: str | None, acc: int | None,
                 margin: int | None) -> None:
    """RulesError for a maneuver that is not one of M's or lacks what it needs."""
    if mid not in MANEUVERS:
        raise RulesError("bad_value", f"unknown maneuver '{mid}' (known: {', '.join(MANEUVERS)})",
                         field="maneuver")
    allowed = OPTIONS.get(mid, ())
    if allowed and option not in allowed:
        raise RulesError("bad_value", f"{mid} needs an option: one of {', '.join(allowed)} (M)",
                         field="option")
    if not allowed and option is not None:
        raise RulesError("bad_value", f"{mid} takes no option (M)", field="option")
    feinting = mid == "feint" or (mid == "all_out_attack" and option == "feint")
    if (mid in TARGETED or feinting) and target is None:
        raise RulesError("bad_value", f"{mid} needs its target: the foe it is aimed at (M)",
                         field="target")
    if acc is not None and (isinstance(acc, bool) or not isinstance(acc, int)
                            or not 0 <= acc <= MAX_ACC):
        raise RulesError("bad_number", f"acc must be a whole number from 0 to {MAX_ACC}",
                         field="acc")
    if feinting and (isinstance(margin, bool) or not isinstance(margin, int)
                     or not 0 <= margin <= MAX_MARGIN):
        raise RulesError("bad_number", "a feint needs the margin of the contest it won: a "
                         f"whole number from 0 to {MAX_MARGIN} (M)", field="margin")


def refusal(c: Combatant, mid: str, stunned: bool) -> str | None:
    """Why ``c`` may not choose ``mid`` now (None: it may)."""
    if c.is_out:
        return f"{c.name} is out of the fight ({_out_word(c)}): it chooses no maneuver (M)"
    if stunned and mid != "do_nothing":
        return f"{c.name} is stunned: the stunned can only Do Nothing (M, G9)"
    return None


def _out_word(c: Combatant) -> str:
    return next(n for n in ("destroyed", "dead", "unconscious") if c.has(n))


def posture_step_refusal(c: Combatant, old: str, new: str) -> str | None:
    """Change Posture moves one step a turn: from lying only to kneeling or crawling."""
    if old == "lying" and new not in FROM_LYING:
        return (f"{c.name} is lying down: one Change Posture gets it to kneeling or "
                f"crawling first, then to {new} on its next turn (M)")
    return None


# -- the attack roll --------------------------------------------------------------------------
def attack_parts(*, ranged: bool, simplified: bool, maneuver: str | None, option: str | None,
                 posture: str, target_posture: str, focus: Focus | None, shock: int,
                 bulk: int | None, moving_v1: bool
                 ) -> tuple[list[tuple[str, str, int]], list[ExplainLine]]:
    """(rule, what, value) modifiers of the attack roll from the maneuvers and postures,
    with their explain lines. With V1/V3 on a ranged attack takes both postures from those
    tables instead (``tohit`` fills them), so none comes from here then."""
    parts: list[tuple[str, str, int]] = []
    lines: list[ExplainLine] = []

    def add(rule: str, what: str, value: int, key: str, **args: Any) -> None:
        if value:
            parts.append((rule, what, value))
        lines.append(ExplainLine(key, rule, {"value": value, **args}))

    kind = "ranged" if ranged else "melee"
    if maneuver == "all_out_attack" and option == "determined":
        add("M", "all_out_attack_determined", AOA_DETERMINED[kind],
            f"man.aoa_determined_{kind}")
    if maneuver == "move_and_attack":
        if not ranged:
            add("M", "move_and_attack", MOVE_AND_ATTACK_MELEE, "man.move_and_attack_melee")
        elif not (simplified and moving_v1):  # V1's moving-and-firing already takes the Bulk
            value = min(MOVE_AND_ATTACK_RANGED, bulk if bulk is not None else 0)
            add("M", "move_and_attack", value, "man.move_and_attack_ranged")
    if focus is not None:
        bonus = focus.bonus(ranged)
        if focus.id == "aim" and ranged:
            add("M", "aim", bonus, "man.aim_braced" if focus.braced else "man.aim",
                turns=focus.turns, acc=focus.acc)
        elif focus.id == "evaluate" and not ranged:
            add("M", "evaluate", bonus, "man.evaluate", turns=focus.turns)
    if not ranged and POSTURES[posture][0]:
        add("M", f"posture_{posture}", POSTURES[posture][0], "man.posture_melee",
            posture=posture)
    if ranged and not simplified and POSTURES[target_posture][2]:
        add("M", f"target_posture_{target_posture}", POSTURES[target_posture][2],
            "man.target_posture", posture=target_posture)
    if shock:
        add("G10", "shock", shock, "man.shock")
    return parts, lines


def move_and_attack_cap(effective: int) -> int:
    """The modifier that holds a Move and Attack's melee effective skill at 9 (0 below)."""
    return min(0, MOVE_AND_ATTACK_CAP - effective)


def attacks_allowed(maneuver: str, option: str | None, extra_attacks: int = 0) -> int:
    """How many attacks ``maneuver`` allows in the combatant's own turn: one (Attack, Move
    and Attack, All-Out Attack), two for All-Out Attack (Double), plus Extra Attack."""
    base = AOA_DOUBLE_ATTACKS if (maneuver, option) == ("all_out_attack", "double") \
        else ATTACKS.get(maneuver, 0)
    return base + max(extra_attacks, 0)


def attack_limit_refusal(name: str, maneuver: str, option: str | None, made: int,
                         extra_attacks: int = 0) -> str | None:
    """Why another attack in this turn is one too many (None: it is allowed)."""
    allowed = attacks_allowed(maneuver, option, extra_attacks)
    if made < allowed:
        return None
    chosen = f"{maneuver} ({option})" if option else maneuver
    extra = f" with Extra Attack {extra_attacks}" if extra_attacks else ""
    return (f"{name} has made {made} attack(s) this turn: {chosen}{extra} allows {allowed} "
            "(M); an attack out of turn (a Wait, a counter) must be marked out_of_turn")


# -- the defense ------------------------------------------------------------------------------
def defense_refusal(maneuver: str | None) -> ExplainLine | None:
    """Why the target has no active defense at all (None: it has one)."""
    if maneuver == "all_out_attack":
        return ExplainLine("man.no_defense_aoa", "M", {})
    return None


def second_defense_refusal(name: str, maneuver: str | None, option: str | None,
                           first_kind: str, first_success: bool, second_kind: str
                           ) -> str | None:
    """Why ``name`` may not try a second defense against the same attack (None: it may).
    Only All-Out Defense (Double) allows one: a different defense after a failed first."""
    if (maneuver, option) != ("all_out_defense", "double"):
        return (f"{name} has not chosen All-Out Defense (Double) this turn: one active "
                "defense against an attack (M)")
    if first_kind == "none":
        return (f"{name} made no first defense: the second defense of All-Out Defense "
                "(Double) follows a failed one (M)")
    if first_success:
        return (f"{name}'s first defense ({first_kind}) succeeded: All-Out Defense (Double) "
                "allows a second one only after a failed first (M)")
    if second_kind == first_kind:
        return (f"{name} tried {first_kind} first: the second defense of All-Out Defense "
                "(Double) must be a different one (M)")
    return None


def defense_parts(kind: str | None, *, posture: str, maneuver: str | None,
                  option: str | None, feint: int) -> list[tuple[str, str, int]]:
    """(rule, what, value) of the target's active defense from its posture, its All-Out
    Defense and a feint against it. ``kind`` None: the defense is not chosen yet (the AoD
    bonus counts for the defense its option increases)."""
    parts = []
    if POSTURES[posture][1]:
        parts.append(("M", f"posture_{posture}", POSTURES[posture][1]))
    if maneuver == "all_out_defense" and option and option.startswith("increased_") \
            and kind in (None, option.removeprefix("increased_")):
        parts.append(("M", option, ALL_OUT_DEFENSE_BONUS))
    if feint:
        parts.append(("M", "feint", -feint))
    return parts


def strong_bonus(dice: int | None) -> int:
    """All-Out Attack (Strong): melee damage +2 or +1 a die, the larger."""
    return max(STRONG_MIN, dice or 0)


def strong_hit(hit: Any, damage_roll: tuple[str, list[int]] | None,
               weapon_dice: int | None = None) -> Any:
    """``hit`` (a resolver Hit) with Strong's bonus on its damage: +1 a die it was rolled
    with (``damage_roll``: the expression and its faces; typed damage of a weapon: the
    weapon's ``weapon_dice``, W1), at least +2 (M). What Apply lands and what the hit entry
    previews, alike."""
    from dataclasses import replace

    dice = len(damage_roll[1]) if damage_roll is not None else weapon_dice
    return replace(hit, damage=hit.damage + strong_bonus(dice))


def strong_dice_bonus(expr: Any, weapon_dice: int | None = None) -> int:
    """Strong's bonus to a hit whose damage is the dice expression ``expr`` (a ``DiceExpr``;
    a plain number counts the weapon's ``weapon_dice``, W1, else +2), for the odds."""
    return strong_bonus(expr.count or weapon_dice)


# -- the players' screens ---------------------------------------------------------------------
def public_stance(c: Combatant, in_combat: bool) -> dict[str, Any]:
    """What the players see of a combatant's maneuver and posture (both are visible at the
    table): {"maneuver": id or None, "option": id or None, "posture": id}."""
    m = maneuver_of(c) if in_combat else None
    return {"maneuver": m["id"] if m else None, "option": m.get("option") if m else None,
            "posture": posture_of(c)}
