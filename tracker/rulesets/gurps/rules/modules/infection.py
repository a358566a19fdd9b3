"""V7 infection of a bleeding wound: the HT roll after the hit, the 3d table of where the wound
festers, and the course of the disease on the campaign calendar (fever 24 hours later, then a
loss each day by location) until it is cured.

The course is a pure step: a state, the minutes the calendar advanced, the combatant's HT
(not counting what this infection took) and dice in; the new state and the events out, each a
change to the combatant (negative = lost) with its explain trace."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine
from tracker.model.options import Option
from tracker.model.validation import got

from ..checks import success_roll
from .clock import MINUTES_PER_DAY, MINUTES_PER_HOUR
from .fields import (
    DiceSource,
    Fields,
    Problem,
    Saved,
    need_3d,
    need_bool,
    need_choice,
    need_die,
    need_int,
    raise_problems,
)
from .texts import verdict

ID = "gurps.infection"
VERSION = 1
OPTIONS = (
    Option("ordinary_ht_per_day", "int", 1,
           "HT lost a day to an infection of the torso or a limb (an ordinary disease)",
           rules=("V7",), minimum=0, maximum=4),
)
ENVIRONMENTS = {"normal": 0, "special": -2, "filth": -3}
#: First Aid/Physician of whoever disinfected: the best tier reached counts
SKILL_TIERS = ((20, 4), (15, 2), (12, 1))
DISINFECTED, MEDICAL_KIT, RAPID_HEALING = 3, 2, 5
ONSET_HOURS = 24
ONSET = ONSET_HOURS * MINUTES_PER_HOUR
STAGES = ("incubating", "fever", "festering", "cured")
LOCATIONS = ("skull", "face", "arm_right", "arm_left", "hand_right", "hand_left", "torso",
             "leg_right", "leg_left", "foot_right", "foot_left", "vitals", "groin")
#: where a crippled part may be lost for good to the infection (an HT roll decides)
LOSABLE = frozenset(LOCATIONS) - {"skull", "torso", "vitals"}
#: HT and FP lost each day by location; the rest follow the ordinary-disease option
_DAILY = {"skull": (4, "1d"), "vitals": (3, 2)}
#: damage types that bleed when they penetrate
BLEEDING_TYPES = frozenset({"cut", "imp", "pi-", "pi", "pi+", "pi++"})
FEVER_PENALTY, FESTERING_PENALTY, VITALS_DAILY_PENALTY = -2, -4, -2
FESTERING_AT = 2  # HT lost to the infection


def bleeds(damage_type: str, penetrating: int, no_blood: bool = False) -> bool:
    """Whether a hit calls for the infection roll: cut, imp or pi that got through DR."""
    return damage_type in BLEEDING_TYPES and penetrating > 0 and not no_blood


# -- the roll after the hit ----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class InfectionCheck:
    immune: bool
    modifier: int
    target: int
    infected: bool
    onset_hours: int | None
    explain: tuple[ExplainLine, ...]


def infection_check(ht: int, roll: int | None = None, environment: str = "normal",
                    disinfected: bool = False, treater_skill: int | None = None,
                    medical_kit: bool = False, st: int = 10,
                    sterilize: bool = False, penalty: int = 0) -> InfectionCheck:
    """The HT roll after a bleeding wound. ``penalty``: what the bearer's running infections
    take from every roll (−2 fever, −4 festering; V7: this roll too)."""
    need_int(ht, "ht", 1, 50)
    need_int(penalty, "penalty", -50, 0)
    need_choice(environment, "environment", tuple(ENVIRONMENTS))
    for key, v in (("disinfected", disinfected), ("medical_kit", medical_kit),
                   ("sterilize", sterilize)):
        need_bool(v, key)
    if treater_skill is not None:
        need_int(treater_skill, "treater_skill", 0, 50)
    need_int(st, "st", 1, 100)
    lines: list[ExplainLine] = []
    modifier = ENVIRONMENTS[environment]
    if modifier:
        lines.append(ExplainLine("inf.environment", "V7", {"environment": environment,
                                                           "modifier": modifier}))
    if disinfected:
        modifier += DISINFECTED
        lines.append(ExplainLine("inf.disinfected", "V7", {"modifier": DISINFECTED}))
        bonus = next((b for level, b in SKILL_TIERS if (treater_skill or 0) >= level), 0)
        if bonus:
            modifier += bonus
            lines.append(ExplainLine("inf.skill", "V7", {"skill": treater_skill,
                                                         "modifier": bonus}))
    elif treater_skill is not None:
        lines.append(ExplainLine("inf.skill_not_disinfected", "V7", {"skill": treater_skill}))
    if medical_kit:
        modifier += MEDICAL_KIT
        lines.append(ExplainLine("inf.kit", "V7", {"modifier": MEDICAL_KIT}))
    st_bonus = 2 if st >= 13 else 1 if st == 12 else 0
    if st_bonus:
        modifier += st_bonus
        lines.append(ExplainLine("inf.st", "V7", {"st": st, "modifier": st_bonus}))
    if penalty:
        modifier += penalty
        lines.append(ExplainLine("inf.running", "V7", {"modifier": penalty}))
    target = ht + modifier
    if sterilize:
        lines.append(ExplainLine("inf.sterilize", "V7", {}))
        return InfectionCheck(True, modifier, target, False, None, tuple(lines))
    if roll is None:
        raise RulesError("need_roll", "'roll' (3d) is needed unless the wound is sterilized")
    need_3d(roll, "roll")
    result = success_roll(target, roll)
    lines.append(ExplainLine("inf.roll", "V7", {"roll": roll, "target": target,
                                                "result": verdict(result)}))
    if result.success:
        return InfectionCheck(False, modifier, target, False, None, tuple(lines))
    lines.append(ExplainLine("inf.infected", "V7", {"hours": ONSET_HOURS}))
    return InfectionCheck(False, modifier, target, True, ONSET_HOURS, tuple(lines))


# -- where it festers ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class InfectionLocation:
    location: str
    explain: tuple[ExplainLine, ...]


def infection_location(roll: int, side_roll: int | None = None, dominant: str = "right",
                       female: bool = False) -> InfectionLocation:
    """The 3d table of V7, with the dominant side for arms and legs."""
    need_3d(roll, "roll")
    need_choice(dominant, "dominant", ("right", "left"))
    need_bool(female, "female")
    off = "left" if dominant == "right" else "right"
    if roll in (7, 15, 16):
        if side_roll is None:
            raise RulesError("need_side_roll", f"'side_roll' (1d) is needed for a roll of {roll}")
        need_die(side_roll, "side_roll")
    table = {3: "skull", 4: "skull", 5: "face", 6: f"arm_{dominant}", 8: f"arm_{off}",
             9: "torso", 10: "torso", 11: "torso", 12: f"leg_{dominant}", 13: f"leg_{off}",
             14: f"leg_{off}", 17: "vitals", 18: "face" if female else "groin"}
    if roll == 7:
        loc = f"hand_{dominant if side_roll % 2 else off}"
    elif roll in (15, 16):
        loc = f"foot_{'right' if side_roll % 2 else 'left'}"
    else:
        loc = table[roll]
    lines = [ExplainLine("inf.location", "V7", {"roll": roll, "location": loc})]
    if roll in (7, 15, 16):
        lines.append(ExplainLine("inf.side", "V7", {"side_roll": side_roll, "location": loc}))
    elif roll == 18 and female:
        lines.append(ExplainLine("inf.female", "V7", {}))
    return InfectionLocation(loc, tuple(lines))


# -- the course ----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class InfectionState(Saved):
    """One infected wound of a combatant."""

    what = "the infection"
    sparse = ("at",)

    location: str
    #: campaign minute of the failed roll; the fever comes 24 hours later
    infected_at: int
    #: minutes of the course run so far
    elapsed: int = 0
    stage: str = "incubating"
    #: daily losses since the fever
    days: int = 0
    ht_lost: int = 0
    #: FP lost to the daily course, which rest does not give back until cured
    fp_held: int = 0
    iq_lost: int = 0
    st_lost: int = 0
    impotent: bool = False
    appearance: int = 0
    #: the HT roll for a crippled part: None (not rolled), "kept" or "lost" (for good)
    part: str | None = None
    cured_at: int | None = None
    #: the body plan's own id of the wound's location, when it is not the table's
    #: ``location`` (a GCS plan, a beast: issue 44 m6); the course still follows ``location``
    at: str | None = None

    @staticmethod
    def problems(d: Any, path: str = "wound") -> list[Problem]:
        f = Fields(d, path, InfectionState.__slots__)
        f.required("location", "infected_at")
        f.choice("location", LOCATIONS)
        f.choice("stage", STAGES)
        for key in ("infected_at", "elapsed", "days", "ht_lost", "fp_held"):
            f.int_(key, 0, 10**9)
        f.int_("iq_lost", 0, 1)
        f.int_("st_lost", 0, 1)
        f.bool_("impotent")
        f.int_("appearance", -1, 0)
        f.choice("part", ("kept", "lost"), null=True)
        f.int_("cured_at", 0, 10**9, null=True)
        at = f.d.get("at") if isinstance(d, dict) else None
        if at is not None and (not isinstance(at, str) or not at or len(at) > 100):
            f.bad(f"{path}.at", "must be a location id (text) or null", "not_type",
                  expected="text", null=True, **got(at))
        if not f.problems and isinstance(d, dict):
            stage = d.get("stage", "incubating")
            if stage == "incubating" and (d.get("elapsed", 0) >= ONSET or d.get("ht_lost", 0)
                                          or d.get("days", 0)):
                f.bad(f"{path}.stage", "is 'incubating' but the fever has come "
                                       "(elapsed ≥ 24 hours, days or HT lost)",
                      "incubating_with_fever")
            if (stage == "cured") != (d.get("cured_at") is not None):
                f.bad(f"{path}.cured_at", "must be set exactly when the stage is 'cured'",
                      "cured_at_without_cure")
        return f.problems

    @property
    def where(self) -> str:
        """Where the wound is on its bearer's own body plan."""
        return self.at or self.location

    @property
    def active(self) -> bool:
        return self.stage in ("fever", "festering")

    @property
    def roll_penalty(self) -> int:
        """To all rolls while the disease runs (V7)."""
        if not self.active:
            return 0
        base = FESTERING_PENALTY if self.stage == "festering" else FEVER_PENALTY
        extra = VITALS_DAILY_PENALTY * self.days if self.location == "vitals" else 0
        return base + extra

    @property
    def stunned(self) -> bool:
        """An infected head keeps the combatant physically stunned while the disease runs."""
        return self.active and self.location == "skull"

    @property
    def fp_kept(self) -> int:
        """FP rest cannot give back now (released by the cure)."""
        return self.fp_held if self.active else 0


def start_infection(location: str, at: int) -> InfectionState:
    """The failed infection roll at campaign minute ``at``."""
    need_choice(location, "location", LOCATIONS)
    need_int(at, "at", 0, 10**9)
    return InfectionState(location, at)


@dataclass(frozen=True, slots=True)
class InfectionEvent:
    """Something the disease did at campaign minute ``at``: changes to the combatant
    (negative = lost; HT lost is also counted in the state)."""

    at: int
    #: fever, festering, daily, stunned, appearance, impotent, iq_lost, st_lost,
    #: part_kept, part_lost or cured
    kind: str
    fp: int = 0
    ht: int = 0
    iq: int = 0
    st: int = 0
    explain: tuple[ExplainLine, ...] = ()


@dataclass(frozen=True, slots=True)
class InfectionStep:
    state: InfectionState
    events: tuple[InfectionEvent, ...]


def _ev(at: int, kind: str, key: str, args: dict[str, Any], **changes: int) -> InfectionEvent:
    return InfectionEvent(at, kind, explain=(ExplainLine(key, "V7", args),), **changes)


def _after_ht_loss(s: InfectionState, ht: int, at: int) -> tuple[InfectionState,
                                                                  list[InfectionEvent]]:
    """What losing HT leads to: festering, and the losses for good at HT 0 (head: IQ,
    vitals: ST) or after a third of HT (groin)."""
    out: list[InfectionEvent] = []
    if s.stage == "fever" and s.ht_lost >= FESTERING_AT:
        s = replace(s, stage="festering")
        out.append(_ev(at, "festering", "inf.festering",
                       {"ht_lost": s.ht_lost, "penalty": FESTERING_PENALTY}))
    left = ht - s.ht_lost
    if left <= 0 and s.location == "skull" and not s.iq_lost:
        s = replace(s, iq_lost=1)
        out.append(_ev(at, "iq_lost", "inf.iq_lost", {"ht": left}, iq=-1))
    if left <= 0 and s.location == "vitals" and not s.st_lost:
        s = replace(s, st_lost=1)
        out.append(_ev(at, "st_lost", "inf.st_lost", {"ht": left}, st=-1))
    third = math.ceil(ht / 3)
    if s.location == "groin" and s.ht_lost >= third and not s.impotent:
        s = replace(s, impotent=True)
        out.append(_ev(at, "impotent", "inf.impotent", {"ht_lost": s.ht_lost,
                                                        "third": third}))
    if left <= 0:  # R24: the disease takes no more; the GM decides from here
        out.append(_ev(at, "ht_zero", "inf.ht_zero", {"location": s.location}))
    return s, out


def _fever(s: InfectionState, ht: int, dice: DiceSource) -> tuple[InfectionState,
                                                                  list[InfectionEvent]]:
    at = s.infected_at + ONSET
    fp = dice.roll(2)
    s = replace(s, stage="fever", ht_lost=s.ht_lost + 1)
    out = [_ev(at, "fever", "inf.fever", {"fp": fp, "penalty": FEVER_PENALTY}, fp=-fp, ht=-1)]
    if s.location == "skull":
        out.append(_ev(at, "stunned", "inf.stunned", {}))
    if s.location == "face":
        s = replace(s, appearance=-1)
        out.append(_ev(at, "appearance", "inf.appearance", {}))
    s, more = _after_ht_loss(s, ht, at)
    return s, out + more


def _day(s: InfectionState, ht: int, dice: DiceSource,
         ordinary_ht_per_day: int) -> tuple[InfectionState, list[InfectionEvent]]:
    s = replace(s, days=s.days + 1)
    at = s.infected_at + ONSET + s.days * MINUTES_PER_DAY
    ht_loss, fp_rule = _DAILY.get(s.location, (ordinary_ht_per_day, 0))
    ht_loss = min(ht_loss, max(0, ht - s.ht_lost))  # R24: HT stops at 0
    fp = dice.roll(1) if fp_rule == "1d" else fp_rule
    s = replace(s, ht_lost=s.ht_lost + ht_loss, fp_held=s.fp_held + fp)
    args = {"day": s.days, "ht": ht_loss, "fp": fp, "location": s.location}
    daily = _ev(at, "daily", "inf.daily", args, fp=-fp, ht=-ht_loss)
    s, more = _after_ht_loss(s, ht, at)
    if s.location == "vitals":  # the penalty after this day's festering, if any
        daily = replace(daily, explain=daily.explain + (ExplainLine(
            "inf.vitals_penalty", "V7", {"day": s.days, "penalty": s.roll_penalty}),))
    return s, [daily, *more]


def _part_check(s: InfectionState, ht: int, at: int, dice: DiceSource,
                rapid_healing: bool, penalty: int | None = None
                ) -> tuple[InfectionState, InfectionEvent]:
    """``penalty``: to all the bearer's rolls (the worst of its running infections, V7);
    this infection's own when None."""
    bonus = RAPID_HEALING if rapid_healing else 0
    penalty = s.roll_penalty if penalty is None else penalty
    target = ht - s.ht_lost + penalty + bonus
    roll = dice.roll(3)
    result = success_roll(target, roll)
    s = replace(s, part="kept" if result.success else "lost")
    kind = "part_kept" if result.success else "part_lost"
    lines = (ExplainLine("inf.part_roll", "V7", {
                 "location": s.location, "ht": ht - s.ht_lost, "penalty": penalty,
                 "bonus": bonus, "target": target, "roll": roll, "result": verdict(result)}),
             ExplainLine("inf." + kind, "V7", {"location": s.location}))
    return s, InfectionEvent(at, kind, explain=lines)


def advance_infection(state: InfectionState, minutes: int, ht: int, dice: DiceSource,
                      crippled: bool = False, rapid_healing: bool = False,
                      ordinary_ht_per_day: int = 1) -> InfectionStep:
    """Run the course for ``minutes`` more. ``ht``: the combatant's HT before this infection
    took any; ``crippled``: the infected part is crippled now (then, once the disease has
    broken out, one HT roll decides whether it is lost for good). R24: the course stops
    once it has taken every point of ``ht`` (an ``ht_zero`` event says so, once)."""
    need_int(minutes, "minutes", 0, 10**9)
    need_int(ht, "ht", 1, 50)
    need_bool(crippled, "crippled")
    need_bool(rapid_healing, "rapid_healing")
    need_int(ordinary_ht_per_day, "ordinary_ht_per_day", 0, 4)
    s = state
    if s.stage == "cured":
        return InfectionStep(s, ())
    end = s.elapsed + minutes
    events: list[InfectionEvent] = []
    check_at = s.infected_at + s.elapsed
    if s.stage == "incubating" and end >= ONSET:
        s, out = _fever(s, ht, dice)
        events += out
        check_at = s.infected_at + ONSET
    if s.active and crippled and s.part is None and s.location in LOSABLE:
        s, ev = _part_check(s, ht, check_at, dice, rapid_healing)
        events.append(ev)
    while s.active and ht > s.ht_lost and ONSET + (s.days + 1) * MINUTES_PER_DAY <= end:
        s, out = _day(s, ht, dice, ordinary_ht_per_day)
        events += out
    return InfectionStep(replace(s, elapsed=end), tuple(events))


def cure(state: InfectionState, at: int, how: str = "spell") -> InfectionStep:
    """A Cure spell or the hunters' hospital ends the disease; what it took for good stays,
    and the held FP come back with rest from now on."""
    need_choice(how, "how", ("spell", "hospital", "gm"))
    need_int(at, "at", 0, 10**9)
    if state.stage == "cured":
        raise RulesError("already_cured", "this infection is already cured")
    s = replace(state, stage="cured", cured_at=at)
    return InfectionStep(s, (_ev(at, "cured", "inf.cured", {
        "how": how, "ht_lost": state.ht_lost, "fp_held": state.fp_held}),))


# -- a combatant's wounds ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Infections:
    """Per combatant: every infected wound, in the order they were caught, and what about the
    combatant bears on the infection roll and the location table."""

    wounds: tuple[InfectionState, ...] = ()
    #: No Blood: no bleeding wound, so no infection roll
    no_blood: bool = False
    st: int = 10
    dominant: str = "right"
    female: bool = False
    rapid_healing: bool = False

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"wounds": [w.to_dict() for w in self.wounds]}
        for key, default in _PROFILE_DEFAULTS.items():
            if getattr(self, key) != default:  # written only when set
                d[key] = getattr(self, key)
        return d

    @classmethod
    def from_dict(cls, d: Any) -> Infections:
        raise_problems(cls.problems(d), "the infections")
        return cls(tuple(InfectionState.from_dict(w) for w in d.get("wounds", [])),
                   **{k: d[k] for k in _PROFILE_DEFAULTS if k in d})

    @staticmethod
    def problems(d: Any, path: str = "ext") -> list[Problem]:
        f = Fields(d, path, ("wounds", *_PROFILE_DEFAULTS))
        for key in ("no_blood", "female", "rapid_healing"):
            f.bool_(key)
        f.int_("st", 1, 100)
        f.choice("dominant", ("right", "left"))
        wounds = f.d.get("wounds", [])
        if not isinstance(wounds, list):
            f.bad(f"{path}.wounds", "must be a list", "not_type", expected="list",
                  **got(wounds))
            return f.problems
        for i, w in enumerate(wounds):
            f.problems += InfectionState.problems(w, f"{path}.wounds[{i}]")
        return f.problems

    @property
    def roll_penalty(self) -> int:
        """The worst running infection's penalty (they do not add up)."""
        return min((w.roll_penalty for w in self.wounds), default=0)

    @property
    def stunned(self) -> bool:
        return any(w.stunned for w in self.wounds)

    @property
    def fp_kept(self) -> int:
        return sum(w.fp_kept for w in self.wounds)

    @property
    def ht_lost(self) -> int:
        """HT the wounds have taken and not yet given back."""
        return sum(w.ht_lost for w in self.wounds)


_PROFILE_DEFAULTS: dict[str, Any] = {"no_blood": False, "st": 10, "dominant": "right",
                                     "female": False, "rapid_healing": False}
