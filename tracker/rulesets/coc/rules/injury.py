"""Taking damage (C0, C7, C8, C10, R5, R7): knockout, HP loss with its states, shock, and the
wounds first aid can treat (C9, R11)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tracker.model.dice import Dice, DiceSum
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine

from .checks import (
    AUTO_SUCCESS,
    DEFAULT_OPTIONS,
    SUCCESS,
    SUCCESSES,
    Options,
    check_line,
    classify_plain,
    d100,
    line_new,
    resistance_outcome,
    resistance_target,
    roll_sum,
)
from .death import DeathClock
from .weapons import KNOCKOUT_CLASSES

_ZERO = ExplainLine("coc.dmg.zero", "C10")
UNCONSCIOUS, DYING, DEAD, PRONE = "unconscious", "dying", "dead", "prone"
WEAPON_DROPPED = "weapon_dropped"
STATES = (UNCONSCIOUS, DYING, DEAD, PRONE, WEAPON_DROPPED)
#: at or below this HP a combatant is unconscious (C8)
UNCONSCIOUS_HP = 2
NORMAL, FROM_FUMBLE, EXTRA = "normal", "fumble", "extra"
WOUND_SOURCES = (NORMAL, FROM_FUMBLE, EXTRA)

# -- knockout ---------------------------------------------------------------------------------


@dataclass(slots=True)
class KnockoutResult:
    allowed: bool
    res_target: int | None
    roll: int | None
    outcome: str | None
    damage: int
    states: tuple[str, ...]
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {"allowed": self.allowed, "res_target": self.res_target, "roll": self.roll,
                "outcome": self.outcome, "damage": self.damage, "states": list(self.states)}


def resolve_knockout(weapon_class: str, damage: int, target_hp: int, *,
                     declared_before_roll: bool = True, roll: int | None = None,
                     dice: Dice | None = None) -> KnockoutResult:
    """A knockout attack that hit (C7, R5): ``damage`` after armor against the target's HP
    before the attack on the resistance table; a win deals a third and knocks out."""
    if weapon_class not in KNOCKOUT_CLASSES:
        return KnockoutResult(False, None, None, None, damage, (), (
            ExplainLine("coc.ko.weapon", "C7", {"cls": weapon_class}),))
    if not declared_before_roll:
        return KnockoutResult(False, None, None, None, damage, (), (
            ExplainLine("coc.ko.declare", "C7", {}),))
    target = resistance_target(damage, target_hp)
    lines = [ExplainLine("coc.ko.resist", "R5", {"damage": damage, "hp": target_hp,
                                             "target": target})]
    if 0 < target < 100:
        roll = d100(roll, dice)
    elif roll is not None:
        roll = d100(roll, None)
    outcome = resistance_outcome(target, roll)
    lines.append(ExplainLine("coc.ko.outcome", "C0", {"roll": roll if roll is not None else "-",
                                                 "target": target, "outcome": outcome}))
    if outcome in (SUCCESS, AUTO_SUCCESS):
        third = damage // 3
        lines.append(ExplainLine("coc.ko.success", "R5", {"damage": damage, "third": third}))
        return KnockoutResult(True, target, roll, outcome, third, (UNCONSCIOUS,), tuple(lines))
    lines.append(ExplainLine("coc.ko.failure", "C7", {"damage": damage}))
    return KnockoutResult(True, target, roll, outcome, damage, (), tuple(lines))


# -- damage -----------------------------------------------------------------------------------


def hp_states(hp: int) -> tuple[str, ...]:
    """The states HP alone implies (C8, C10)."""
    if hp <= 0:
        return (UNCONSCIOUS, DYING)
    if hp <= UNCONSCIOUS_HP:
        return (UNCONSCIOUS,)
    return ()


@dataclass(slots=True)
class DamageResult:
    hp_before: int
    hp: int
    #: HP lost (the wound's amount)
    lost: int
    overflow: int
    states: tuple[str, ...]
    #: the CON×5 target of a shock roll, or None
    shock_check: int | None
    death_clock: DeathClock | None
    #: an NPC/monster without a death clock died at once (R7)
    dead: bool
    #: a PC dropped to 0 outside combat: dies once everyone able to give first aid has acted
    death_outside_combat: bool
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {"hp": self.hp, "overflow": self.overflow, "states": list(self.states),
                "shock_check": None if self.shock_check is None
                else {"target": self.shock_check},
                "death_clock": None if self.death_clock is None else self.death_clock.to_dict(),
                "dead": self.dead, "death_outside_combat": self.death_outside_combat,
                "lost": self.lost}


def apply_damage(victim: str, hp: int, con: int, damage: int, *, pc: bool = True,
                 in_combat: bool = True, round: int = 1, by: str | None = None,
                 order: Sequence[str] = (), options: Options = DEFAULT_OPTIONS) -> DamageResult:
    """HP after ``damage`` (armor already off): never below 0, the excess logged (C0);
    unconscious at HP ≤ 2, dying at 0 (C8, C10). A PC dropped to 0 in combat by the action
    at order position ``by`` in ``round`` starts a death clock (R7); NPCs die at once unless
    ``options.npc_clock``. Shock (C0 option): a wound of half the HP before it or more."""
    if damage < 0:
        raise RulesError("bad_damage", f"damage cannot be negative, got {damage}")
    if hp < 0:
        raise RulesError("bad_hp", f"HP never goes below 0, got {hp}")
    after = hp - damage if damage < hp else 0
    overflow = damage - hp if damage > hp else 0
    lost = hp - after
    lines = [line_new(ExplainLine, ("coc.dmg.hp", "C0", {"before": hp, "damage": damage,
                                                     "after": after}))]
    if overflow:
        lines.append(ExplainLine("coc.dmg.overflow", "C0", {"overflow": overflow}))
    states = hp_states(after)
    shock = None
    if after > UNCONSCIOUS_HP:
        if options.shock and damage > 0 and 2 * damage >= hp:
            shock = con * 5
            lines.append(ExplainLine("coc.dmg.shock", "C0", {"damage": damage, "hp": hp,
                                                         "target": shock}))
    elif hp > UNCONSCIOUS_HP:
        lines.append(line_new(ExplainLine, ("coc.dmg.unconscious", "C8", {"hp": after})))
    clock = None
    dead = outside = False
    if after == 0 and hp > 0:
        lines.append(_ZERO)
        if not pc and not options.npc_clock:
            dead = True
            states = states + (DEAD,)
            lines.append(ExplainLine("coc.dmg.npc_dies", "R7", {}))
        elif not in_combat:
            outside = True
            lines.append(ExplainLine("coc.dmg.outside_combat", "C10", {}))
        else:
            if by is None or by not in order:
                raise RulesError("bad_order", f"the death clock needs the order position "
                                              f"whose action did it ('by' {by!r} is not in "
                                              "the order)")
            clock = DeathClock(victim, round + 1, by)
            lines.append(ExplainLine("coc.dmg.clock", "R7", {"victim": victim, "round": round + 1,
                                                         "after": by}))
    elif after == 0 and damage > 0:
        lines.append(ExplainLine("coc.dmg.already_zero", "C10", {}))
    return DamageResult(hp, after, lost, overflow, states, shock, clock, dead, outside,
                        tuple(lines))


def resolve_shock(con: int, *, roll: int | None = None, dice: Dice | None = None,
                  options: Options = DEFAULT_OPTIONS) -> tuple[bool, int, str, ExplainLine]:
    """The shock roll (C0): CON×5; failure → unconscious. Returns (unconscious, roll,
    outcome, line)."""
    roll = d100(roll, dice)
    outcome = classify_plain(roll, con * 5, options.critical)
    return outcome not in SUCCESSES, roll, outcome, check_line("shock", roll, con * 5, outcome)


# -- wounds and first aid ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Wound:
    """One wound for first aid (C9): HP it took, where it came from, treated yet."""

    amount: int
    source: str = NORMAL
    treated: bool = False

    def __post_init__(self) -> None:
        if self.source not in WOUND_SOURCES:
            raise RulesError("bad_wound", f"unknown wound source {self.source!r} "
                                          f"(known: {', '.join(WOUND_SOURCES)})")
        if self.amount < 0:
            raise RulesError("bad_wound", f"a wound's amount cannot be negative ({self.amount})")

    def to_dict(self) -> dict[str, Any]:
        return {"amount": self.amount, "source": self.source, "treated": self.treated}


FIRST_AID_DICE = DiceSum(((1, 3),), 0)


@dataclass(slots=True)
class FirstAidResult:
    allowed: bool
    roll: int | None
    outcome: str | None
    healed: int
    hp: int
    wound_treated: bool
    clock_cleared: bool
    faces: tuple[int, ...] = ()
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {"allowed": self.allowed, "roll": self.roll, "outcome": self.outcome,
                "healed": self.healed, "hp": self.hp, "wound_treated": self.wound_treated,
                "clock_cleared": self.clock_cleared, "dice": list(self.faces)}


def first_aid(skill: int, wound: Wound, hp: int, max_hp: int, *, roll: int | None = None,
              faces: Sequence[int] | None = None, dice: Dice | None = None,
              options: Options = DEFAULT_OPTIONS) -> FirstAidResult:
    """First Aid (or Medicine) on one wound (C9, R11): 1d3, never more than the wound took
    nor above max HP. Anyone may try, once per wound: any attempt, failed too, treats it (R11).
    Wounds from a fumble and additional damage are not treatable. ``clock_cleared``: the
    patient is at HP 1 or more afterwards, so no death clock runs for them (R7)."""
    if wound.treated:
        return FirstAidResult(False, None, None, 0, hp, True, hp >= 1, (),
                              (ExplainLine("coc.aid.treated", "C9", {}),))
    if wound.source != NORMAL:
        return FirstAidResult(False, None, None, 0, hp, False, hp >= 1, (),
                              (ExplainLine("coc.aid.not_a_wound", "R11",
                                           {"source": wound.source}),))
    roll = d100(roll, dice)
    outcome = classify_plain(roll, skill, options.critical)
    lines = [check_line("first_aid", roll, skill, outcome)]
    if outcome not in SUCCESSES:
        if faces is not None:
            FIRST_AID_DICE.check_faces(faces, "dice")
        lines.append(ExplainLine("coc.aid.failed", "R11", {}))
        # R11: one attempt per wound, so a failed or fumbled one uses the wound up too
        return FirstAidResult(True, roll, outcome, 0, hp, True, hp >= 1, (), tuple(lines))
    rolled, used = roll_sum(FIRST_AID_DICE, faces, dice, "dice")
    healed = max(0, min(rolled, wound.amount, max_hp - hp))
    after = hp + healed
    lines.append(ExplainLine("coc.aid.healed", "C0", {"rolled": rolled, "amount": wound.amount,
                                                  "healed": healed, "before": hp,
                                                  "after": after}))
    lines.append(ExplainLine("coc.aid.done", "C9", {}))
    if hp <= 0 < after:
        lines.append(ExplainLine("coc.aid.clock", "R7", {}))
    return FirstAidResult(True, roll, outcome, healed, after, True, after >= 1, used,
                          tuple(lines))
