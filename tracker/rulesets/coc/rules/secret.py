"""Keeper's hidden rolls (C13): rolls the Keeper makes in secret, the Psychology contest
between investigators, noticing someone sneaking, hiding or concealing, and surprise."""

from __future__ import annotations

from dataclasses import dataclass, field

from tracker.model.dice import Dice
from tracker.model.explain import ExplainLine

from .checks import (
    AUTO_SUCCESS,
    DEFAULT_OPTIONS,
    SUCCESSES,
    Options,
    check_line,
    classify_plain,
    d100,
    resistance_outcome,
    resistance_target,
)

#: concealing something of this SIZ or more costs its SIZ off the skill
CONCEAL_SIZ = 10


@dataclass(slots=True)
class SecretRoll:
    """A roll the Keeper makes; ``secret`` rolls are kept from the players' view (the
    player view and the log shown to players leave them out)."""

    what: str
    value: int
    roll: int
    outcome: str
    secret: bool = True
    #: a Psychology roll failed at its base value: the Keeper gives unrelated information
    misleading: bool = False
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)

    @property
    def success(self) -> bool:
        return self.outcome in SUCCESSES


def secret_roll(what: str, value: int, *, roll: int | None = None, dice: Dice | None = None,
                secret: bool = True, options: Options = DEFAULT_OPTIONS) -> SecretRoll:
    roll = d100(roll, dice)
    outcome = classify_plain(roll, value, options.critical)
    lines = (check_line(what, roll, value, outcome),
             ExplainLine("coc.secret.kept" if secret else "coc.secret.open", "C13", {}))
    return SecretRoll(what, value, roll, outcome, secret, False, lines)


def psychology(value: int, *, base_value: int = 5, roll: int | None = None,
               dice: Dice | None = None, open_roll: bool = False,
               options: Options = DEFAULT_OPTIONS) -> SecretRoll:
    """Psychology, rolled by the Keeper in secret (openly during banter: ``open_roll``).
    Failing at the base value gives unrelated information."""
    r = secret_roll("psychology", value, roll=roll, dice=dice, secret=not open_roll,
                    options=options)
    if not r.success and value <= base_value:
        return SecretRoll(r.what, value, r.roll, r.outcome, r.secret, True,
                          r.explain + (ExplainLine("coc.secret.misleading", "C13", {}),))
    return r


@dataclass(slots=True)
class Contest:
    active: int
    passive: int
    target: int
    roll: int | None
    outcome: str
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)

    @property
    def won(self) -> bool:
        return self.outcome in SUCCESSES or self.outcome == AUTO_SUCCESS


def psychology_contest(own: int, other: int, *, roll: int | None = None,
                       dice: Dice | None = None) -> Contest:
    """Between investigators Psychology may be tried only after winning a resistance roll of
    own Psychology/10 against the other's /10 (rounded down): 80 vs 5 → 8 vs 0."""
    active, passive = own // 10, other // 10
    target = resistance_target(active, passive)
    if 0 < target < 100:
        roll = d100(roll, dice)
    outcome = resistance_outcome(target, roll)
    return Contest(active, passive, target, roll, outcome, (
        ExplainLine("coc.secret.psy_contest", "C13", {"own": own, "theirs": other,
                                                  "active": active, "passive": passive,
                                                  "target": target, "outcome": outcome}),))


def notice(skill: int, hider_roll: int, *, roll: int | None = None, dice: Dice | None = None,
           options: Options = DEFAULT_OPTIONS) -> SecretRoll:
    """The Keeper's Listen/Spot Hidden roll to notice someone who succeeded at Sneak, Hide or
    Conceal: a success that is also at or below the roll they succeeded with."""
    target = min(skill, hider_roll)
    r = secret_roll("notice", target, roll=roll, dice=dice, options=options)
    return SecretRoll(r.what, target, r.roll, r.outcome, True, False, r.explain + (
        ExplainLine("coc.secret.notice", "C13", {"value": skill, "hider_roll": hider_roll}),))


def conceal_value(skill: int, siz: int) -> int:
    """Conceal against something of ``siz``: SIZ 10 or more costs its SIZ."""
    return skill - siz if siz >= CONCEAL_SIZ else skill


@dataclass(slots=True)
class Surprise:
    #: the defender noticed the approach (the Keeper's roll succeeded)
    noticed: bool
    #: a successful attack this time cannot be dodged
    undodgeable: bool
    roll: SecretRoll


def surprise(defender_best: int, *, roll: int | None = None, dice: Dice | None = None,
             options: Options = DEFAULT_OPTIONS) -> Surprise:
    """A surprise attack: the Keeper secretly rolls the defender's better of Listen and Idea.
    Success: the defender is warned. Failure: one attack that hits cannot be dodged."""
    r = secret_roll("surprise", defender_best, roll=roll, dice=dice, options=options)
    noticed = r.success
    line = ExplainLine("coc.secret.surprise_noticed" if noticed else "coc.secret.surprise",
                       "C13")
    return Surprise(noticed, not noticed, SecretRoll(r.what, r.value, r.roll, r.outcome, True,
                                                     False, r.explain + (line,)))
