"""The attack roll: (attack, 3d roll) -> where and how often it hits, with an explain trace.

Pure, like the resolver: the skill, the location penalty from the target's body plan
(G1/G8), the vampire-hunter ranged modifiers (V1, V3, V2 from
:mod:`tracker.rulesets.gurps.rules.modules.ranged`) and the GM's own modifier make the effective
skill; the roll decides hit or miss with critical hits and misses (B348), a miss by exactly 1
aimed at a small vital target hits the torso (G2), and rapid fire hits more than once with
Recoil. The roll is given or comes from the injected :class:`~tracker.model.dice.Dice`."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine

from . import maneuvers as man
from . import range_table
from .bodyplan import body_plan
from .damage import WOUND_PENALTY
from .maneuvers import Focus
from .modules import ranged as v

RANDOM = "random"
#: location kinds where a miss by exactly 1 hits the torso instead (G2)
TORSO_ON_MISS_BY_ONE = frozenset({"eye", "skull", "face", "neck", "vitals", "groin"})
SKILL_RANGE = (0, 100)
OTHER_RANGE = (-100, 100)
MAX_SHOTS = 100_000
MAX_RECOIL = 100
MAX_BEHIND = 100


class Modifier(NamedTuple):
    rule: str  # "G1", "V1", "V2", "V3", "M", "G10" or "GM"
    what: str
    value: int

    def to_dict(self) -> dict[str, Any]:
        return {"rule": self.rule, "what": self.what, "value": self.value}


@dataclass(frozen=True, slots=True)
class Attack:
    """One attack as the GM describes it before the roll."""

    skill: int
    body: str = "humanoid"
    #: the location aimed at, or RANDOM (no penalty; the hit's location is rolled later)
    location: str = "torso"
    #: None: a melee attack (no V1)
    ranged: v.Ranged | None = None
    #: V3 situation ids of the target
    situation: tuple[str, ...] = ()
    behind_characters: int = 0
    shots: int = 1
    #: the weapon's Recoil (None: not given; rapid fire then hits once)
    recoil: int | None = None
    other: int = 0
    #: RULES M: the attacker's maneuver this turn and its option, both postures, what an Aim
    #: or Evaluate built up on this target; G10: the attacker's own shock (0 or less)
    maneuver: str | None = None
    option: str | None = None
    posture: str = "standing"
    target_posture: str = "standing"
    focus: Focus | None = None
    shock: int = 0
    #: V7: what the attacker's running infection takes off every roll (fever −2, festering −4)
    ailment: int = 0
    #: the target's maneuver and option (its defenses), and a feint's margin against it
    target_maneuver: str | None = None
    target_option: str | None = None
    feint: int = 0
    #: G2 (R26): aimed at chinks in the armor (the chinks penalty replaces the location's)
    #: and at the Wounded disadvantage (−7 more); the hits then have the same flags
    chinks: bool = False
    targeting_wound: bool = False


@dataclass(frozen=True, slots=True)
class Modifiers:
    """Everything known before the roll."""

    parts: tuple[Modifier, ...]
    skill: int
    #: the target's active defense modifier from elevation (V1)
    defense: int
    explain: tuple[ExplainLine, ...]
    #: False when the target may make no active defense (after its All-Out Attack, M)
    defense_allowed: bool = True
    #: what the target's posture, its All-Out Defense (for the defense the option increases)
    #: and a feint against it add to its defense (M; the defense step works them out itself)
    defense_stance: int = 0

    @property
    def total(self) -> int:
        return sum(p.value for p in self.parts)

    @property
    def effective(self) -> int:
        return self.skill + self.total


@dataclass(frozen=True, slots=True)
class ToHit:
    parts: tuple[Modifier, ...]
    modifier: int
    effective_skill: int
    defense_modifier: int
    roll: int
    margin: int
    hit: bool
    critical: str | None  # "hit", "miss" or None
    #: where the attack lands: the aimed location, the torso after G2, or RANDOM
    location: str
    hits: int
    explain: tuple[ExplainLine, ...] = field(default=())
    defense_allowed: bool = True
    defense_stance: int = 0

    @property
    def torso_by_one(self) -> bool:
        """True when the hit is G2's miss by one."""
        return self.hit and self.margin == -1 and self.critical is None

    def to_dict(self) -> dict[str, Any]:
        return {
            "parts": [p.to_dict() for p in self.parts], "modifier": self.modifier,
            "effective_skill": self.effective_skill,
            "defense_modifier": self.defense_modifier + self.defense_stance,
            "roll": self.roll, "margin": self.margin, "hit": self.hit,
            "critical": self.critical, "location": self.location, "hits": self.hits,
            "defense_allowed": self.defense_allowed,
        }


def _whole(value: Any, name: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError("bad_number", f"{name} must be a whole number", field=name)
    if not low <= value <= high:
        raise RulesError("out_of_range", f"{name} must be between {low} and {high}, got {value}",
                         field=name)
    return value


def validate(attack: Attack) -> None:
    """Raise RulesError naming the first impossible value of ``attack``."""
    _whole(attack.skill, "skill", *SKILL_RANGE)
    _whole(attack.other, "other", *OTHER_RANGE)
    _whole(attack.shots, "shots", 1, MAX_SHOTS)
    _whole(attack.behind_characters, "behind_characters", 0, MAX_BEHIND)
    if attack.recoil is not None:
        _whole(attack.recoil, "recoil", 1, MAX_RECOIL)
    if attack.location != RANDOM:
        body_plan(attack.body).location(attack.location)
    elif attack.chinks or attack.targeting_wound:
        raise RulesError("random_aimed", "chinks in armor and the Wound are aimed at: choose "
                         "the location (G2)", field="location")
    if (attack.situation or attack.behind_characters) and attack.ranged is None:
        raise RulesError("melee_situation", "the target's situation (V3) is a table of the "
                         "ranged attack: a melee attack gets none of it", field="situation")
    if "head_only" in attack.situation and not _aims_at_head(attack):
        raise RulesError("head_only", "only the head shows: aim at the skull, the face or an "
                         "eye (with that location's own penalty)", field="location")
    seen: set[str] = set()
    for sid in attack.situation:
        if sid not in v.SITUATIONS:
            raise RulesError("bad_value", f"unknown situation '{sid}' (known: "
                             + ", ".join(v.SITUATIONS) + ")", field="situation")
        if sid in seen:
            raise RulesError("bad_value", f"situation '{sid}' is listed twice",
                             field="situation")
        seen.add(sid)
    _validate_stance(attack)
    r = attack.ranged
    if r is None:
        return
    if r.size not in v.SIZES:
        raise RulesError("bad_value", f"unknown size '{r.size}' (known: "
                         + " ".join(v.SIZES) + ")", field="size")
    if r.posture not in v.POSTURES:
        raise RulesError("bad_value", f"unknown posture '{r.posture}' (known: "
                         + ", ".join(v.POSTURES) + ")", field="posture")
    for name, value, low, high in (("range_m", r.range_m, 0, 10_000_000),
                                   ("target_speed_mps", r.target_speed_mps, 0, 10_000_000),
                                   ("elevation_m", r.elevation_m, -1_000_000, 1_000_000)):
        if isinstance(value, bool) or not isinstance(value, int | float) \
                or not low <= value <= high:  # also refuses NaN
            raise RulesError("out_of_range", f"{name} must be a number from {low} to {high}",
                             field=name)
    if r.bulk is not None:
        _whole(r.bulk, "moving_bulk", -20, 0)
    if r.target_sm is not None:
        _whole(r.target_sm, "target_sm", -30, 30)


def _validate_stance(attack: Attack) -> None:
    for name in ("maneuver", "target_maneuver"):
        value = getattr(attack, name)
        if value is not None and value not in man.MANEUVERS:
            raise RulesError("bad_value", f"unknown maneuver '{value}' (known: "
                             + ", ".join(man.MANEUVERS) + ")", field=name)
    for name in ("posture", "target_posture"):
        if getattr(attack, name) not in man.POSTURES:
            raise RulesError("bad_value", f"unknown posture '{getattr(attack, name)}' (known: "
                             + ", ".join(man.POSTURES) + ")", field=name)
    _whole(attack.shock, "shock", -8, 0)
    _whole(attack.feint, "feint", 0, man.MAX_MARGIN)


#: location kinds the shot may aim at while only the head shows (V3 reading)
HEAD_KINDS = frozenset({"skull", "face", "eye"})


def _aims_at_head(attack: Attack) -> bool:
    return (attack.location != RANDOM
            and body_plan(attack.body).location(attack.location).kind in HEAD_KINDS)


def modifiers(attack: Attack, simplified_ranged: bool = True) -> Modifiers:
    """The parts of the effective skill, in the order G1, V1, V3, V2, GM."""
    validate(attack)
    parts: list[Modifier] = []
    lines: list[ExplainLine] = [ExplainLine("tohit.skill", "", {"skill": attack.skill})]
    _location_parts(attack, parts, lines)
    defense = 0
    attack = _postures_for_v1(attack, simplified_ranged)
    if attack.ranged is not None and simplified_ranged:
        res = v.v1(attack.ranged)
        parts += [Modifier("V1", what, value) for what, value in res.parts]
        lines += res.explain
        defense = res.defense
    elif attack.ranged is not None:
        lines.append(ExplainLine("tohit.v1_off", "V1", {}))
        b550 = range_table.parts(attack.ranged.range_m, attack.ranged.target_speed_mps,
                                 attack.ranged.target_sm or 0)  # W3: B550's table instead
        parts += [Modifier("W3", what, value) for what, value in b550.parts]
        lines += b550.explain
    for sid in attack.situation:
        if sid == "head_only":  # V-reading: "as aiming at the head" is the location's penalty
            lines.append(ExplainLine("tohit.head_only", "V3", {"location": attack.location}))
            continue
        parts.append(Modifier("V3", sid, v.SITUATIONS[sid]))
        lines.append(ExplainLine(f"tohit.situation_{sid}", "V3", {"value": v.SITUATIONS[sid]}))
    if attack.behind_characters:
        value = v.BEHIND_CHARACTER * attack.behind_characters
        parts.append(Modifier("V3", "behind_characters", value))
        lines.append(ExplainLine("tohit.behind_characters", "V3",
                                 {"count": attack.behind_characters, "value": value}))
    if attack.shots >= 2:
        bonus = v.rapid_fire_bonus(attack.shots)
        if bonus:
            parts.append(Modifier("V2", "rapid_fire", bonus))
        lines.append(ExplainLine("tohit.rapid_fire", "V2",
                                 {"shots": attack.shots, "value": bonus}))
    ranged = attack.ranged is not None
    stance, stance_lines = man.attack_parts(
        ranged=ranged, simplified=simplified_ranged, maneuver=attack.maneuver,
        option=attack.option, posture=attack.posture, target_posture=attack.target_posture,
        focus=attack.focus, shock=attack.shock,
        bulk=attack.ranged.bulk if ranged else None,
        moving_v1=bool(ranged and attack.ranged.moving))
    parts += [Modifier(*p) for p in stance]
    lines += stance_lines
    if attack.ailment:
        parts.append(Modifier("V7", "ailment", attack.ailment))
        lines.append(ExplainLine("tohit.ailment", "V7", {"value": attack.ailment}))
    if attack.other:
        parts.append(Modifier("GM", "other", attack.other))
        lines.append(ExplainLine("tohit.other", "GM", {"value": attack.other}))
    if attack.maneuver == "move_and_attack" and not ranged:
        cap = man.move_and_attack_cap(attack.skill + sum(p.value for p in parts))
        if cap:
            parts.append(Modifier("M", "move_and_attack_cap", cap))
            lines.append(ExplainLine("man.move_and_attack_cap", "M", {
                "value": cap, "cap": man.MOVE_AND_ATTACK_CAP}))
    total = sum(p.value for p in parts)
    lines.append(ExplainLine("tohit.effective", "", {
        "skill": attack.skill, "modifier": total, "effective": attack.skill + total}))
    allowed, stance_defense = True, 0
    refused = man.defense_refusal(attack.target_maneuver)
    if refused is not None:
        allowed = False
        lines.append(refused)
    else:
        for rule, what, value in man.defense_parts(
                None, posture=attack.target_posture, maneuver=attack.target_maneuver,
                option=attack.target_option, feint=attack.feint):
            stance_defense += value
            key = ("man.defense_feint" if what == "feint" else "man.defense_aod"
                   if what.startswith("increased_") else "man.defense_posture")
            lines.append(ExplainLine(key, rule, {"value": value,
                                                 "posture": attack.target_posture}))
    return Modifiers(tuple(parts), attack.skill, defense, tuple(lines), allowed, stance_defense)


def _location_parts(attack: Attack, parts: list[Modifier], lines: list[ExplainLine]) -> None:
    """G1/G8 the location's penalty, or G2's chinks penalty instead of it; G2's −7 for the
    Wound on top (R26)."""
    if attack.location == RANDOM:
        lines.append(ExplainLine("tohit.random_location", "G13", {}))
        return
    loc = body_plan(attack.body).location(attack.location)
    if attack.chinks:
        parts.append(Modifier("G2", "chinks", loc.chinks_penalty))
        lines.append(ExplainLine("tohit.chinks", "G2", {"location": attack.location,
                                                        "value": loc.chinks_penalty}))
    else:
        if loc.hit_penalty:
            parts.append(Modifier("G1", attack.location, loc.hit_penalty))
        lines.append(ExplainLine("tohit.location", "G1",
                                 {"location": attack.location, "value": loc.hit_penalty}))
    if attack.targeting_wound:
        parts.append(Modifier("G2", "wound", WOUND_PENALTY))
        lines.append(ExplainLine("tohit.wound", "G2", {"value": WOUND_PENALTY}))


def _postures_for_v1(attack: Attack, simplified: bool) -> Attack:
    """RULES M: with V1/V3 on, a ranged attack takes the shooter's posture from V1's table
    and the target's from V3's (unless the GM set them there already)."""
    r = attack.ranged
    if r is None or not simplified:
        return attack
    if attack.posture in man.V1_POSTURE and r.posture == "standing":
        r = replace(r, posture=man.V1_POSTURE[attack.posture])
    situation = attack.situation
    lying_or_low = {"prone", "crouching", "prone_minimal_cover_head", "prone_behind_cover"}
    if attack.target_posture in man.V3_SITUATION and not lying_or_low & set(situation):
        situation = (*situation, man.V3_SITUATION[attack.target_posture])
    return replace(attack, ranged=r, situation=situation)


def critical(roll: int, effective: int) -> str | None:
    """B348: "hit", "miss" or None for an ordinary result."""
    if roll <= 4 or (roll == 5 and effective >= 15) or (roll == 6 and effective >= 16):
        return "hit"
    if roll == 18 or (roll == 17 and effective <= 15) or roll - effective >= 10:
        return "miss"
    return None


def hits_from(margin: int, shots: int, recoil: int | None) -> int:
    """Hits of a successful attack: rapid fire with Recoil hits once more per full Recoil of
    margin, never more often than shots were fired."""
    if shots >= 2 and recoil:
        return min(shots, 1 + max(margin, 0) // recoil)
    return 1


def roll_attack(attack: Attack, roll: int | None = None, dice: Dice | None = None,
                simplified_ranged: bool = True) -> ToHit:
    """Resolve the attack roll. ``roll`` is the 3d result (3–18); without it ``dice`` rolls."""
    mods = modifiers(attack, simplified_ranged)
    if roll is None:
        if dice is None:
            raise RulesError("needs_roll", "the attack needs a 3d roll")
        roll = dice.roll(3)
    _whole(roll, "roll", 3, 18)
    eff = mods.effective
    margin = eff - roll
    lines = list(mods.explain)
    lines.append(ExplainLine("tohit.roll", "", {"roll": roll, "effective": eff,
                                                  "margin": margin}))
    crit = critical(roll, eff)
    location = attack.location
    if crit == "hit":
        hit = True
        lines.append(ExplainLine("tohit.critical_hit", "B348", {"roll": roll, "effective": eff}))
    elif crit == "miss":
        hit = False
        lines.append(ExplainLine("tohit.critical_miss", "B348", {"roll": roll, "effective": eff}))
    else:
        hit = margin >= 0 and roll < 17
        if roll == 17:
            lines.append(ExplainLine("tohit.always_misses", "B348", {"roll": roll}))
        if hit:
            lines.append(ExplainLine("tohit.hit", "", {"margin": margin}))
        elif margin == -1 and location != RANDOM and body_plan(attack.body).location(
                location).kind in TORSO_ON_MISS_BY_ONE:
            hit = True
            lines.append(ExplainLine("tohit.miss_by_one", "G2", {"location": location}))
            location = "torso"
        else:
            lines.append(ExplainLine("tohit.miss", "", {"by": -margin}))
    hits = hits_from(margin, attack.shots, attack.recoil) if hit else 0
    if hit and attack.shots >= 2:
        if attack.recoil:
            lines.append(ExplainLine("tohit.hits", "V2", {
                "margin": max(margin, 0), "recoil": attack.recoil, "hits": hits,
                "shots": attack.shots}))
        else:
            lines.append(ExplainLine("tohit.hits_no_recoil", "V2", {"shots": attack.shots}))
    return ToHit(mods.parts, mods.total, eff, mods.defense, roll, margin, hit, crit, location,
                 hits, tuple(lines), mods.defense_allowed, mods.defense_stance)
