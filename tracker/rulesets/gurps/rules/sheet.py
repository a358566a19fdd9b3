"""A GURPS combatant's stats and wound state, and how a resolved hit changes it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tracker.model.errors import RulesError
from tracker.model.validation import got

from .bodyplan import BodyPlan, body_plan
from .resolver import MAX_BRAINLESS_HEADS, Outcome, Target, expand_traits
from .weapons import Weapon

PART_STATUSES = ("ok", "crippled", "severed", "destroyed")
#: the active defenses a sheet may carry (B374–B376)
DEFENSES = ("dodge", "parry", "block")
#: the most levels of Extra Attack a sheet may carry (B53)
MAX_EXTRA_ATTACKS = 20



def _refused(code: str, message: str, field_name: str, problem: str, **values: Any) -> RulesError:
    """A sheet refused for one value: the refusal's ``code`` and English ``message``, the
    ``field`` it names, and the problem's code and values (``problem_code``,
    ``problem_args``) for a UI that words it in its own language (tracker.ui.file_errors)."""
    return RulesError(code, message, field=field_name, problem_code=problem,
                      problem_args=values)

@dataclass(slots=True)
class Part:
    """Wound state of one location (only locations that were ever hurt are stored)."""

    injury: int = 0  # accumulated over the fight
    status: str = "ok"  # ok | crippled | severed | destroyed
    effect: str | None = None  # G6 effect id while crippled
    #: G7 duration once judged: temporary | lasting | permanent
    duration: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"injury": self.injury, "status": self.status, "effect": self.effect,
                "duration": self.duration}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Part:
        status = d.get("status", "ok")
        if status not in PART_STATUSES:
            raise RulesError("bad_value", f"unknown part status '{status}'")
        return cls(int(d.get("injury", 0)), status, d.get("effect"), d.get("duration"))


@dataclass(slots=True)
class GurpsSheet:
    """A combatant's GURPS numbers: HP, FP, HT, DX, Basic Speed, the body plan and its limbs,
    DR, traits, active defenses, and the current HP, FP and wounds of each part."""

    max_hp: int = 10
    max_fp: int = 10
    ht: int = 10
    dx: int = 10
    basic_speed: float = 5.0
    #: a bundled plan's id, or the combatant's own plan object (kept as it is: immutable)
    body: str | dict[str, Any] = "humanoid"
    dr: int | dict[str, int] = 0
    traits: list[str] = field(default_factory=list)
    arms: int | None = None
    legs: int | None = None
    #: TL of the medical care this combatant gets (G7 lasting crippling), None = none
    medical_tl: int | None = None
    #: heads with a brain (Extra Head, G8)
    heads: int = 1
    #: the weapon skill last used in an attack roll (remembered for the next one)
    weapon_skill: int | None = None
    #: brainless extra heads (G8): extremities, locations head_extra_1 … of their own
    brainless_heads: int = 0
    #: active defenses (B374–B376) as on the character sheet; None: has none / not given
    dodge: int | None = None
    parry: int | None = None
    block: int | None = None
    #: levels of Extra Attack (B53): attacks a turn beyond what the maneuver allows (RULES M)
    extra_attacks: int = 0
    hp: int | None = None
    fp: int | None = None
    parts: dict[str, Part] = field(default_factory=dict)
    #: RULES M: the posture (lying down is the ``prone`` condition, never stored here), the
    #: maneuver of this turn ({"id", "option", "target", "turns", ...}, None: none chosen)
    #: and what an Aim, Evaluate or Feint prepared for the next attack (see maneuvers.py)
    posture: str = "standing"
    maneuver: dict[str, Any] | None = None
    focus: dict[str, Any] | None = None
    #: the campaign minute this combatant's rest began (End combat, the last injury out of
    #: combat; R17: the natural recovery roll comes after each full 24 hours of it); None:
    #: not known yet (rest begins when time next passes out of combat)
    rest_from: int | None = None
    #: W3: Size Modifier (B19), what a ranged attack on it adds with V1 off (B550)
    size_modifier: int = 0
    #: W5 (B378): ST (None: its max HP stands in) and the Acrobatics and Judo levels its
    #: roll against a knockback fall may use (None: not known)
    st: int | None = None
    acrobatics: int | None = None
    judo: int | None = None
    #: the weapons on the character sheet (W1), in the sheet's order
    weapons: list[Weapon] = field(default_factory=list)
    #: B376: parries made with each weapon (by its name: every mode of it is the same
    #: weapon) since this combatant's last turn
    parries: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.hp is None:
            self.hp = self.max_hp
        if self.fp is None:
            self.fp = self.max_fp

    # -- queries ----------------------------------------------------------------------------
    @property
    def plan(self) -> BodyPlan:
        return body_plan(self.body, self.brainless_heads)

    def part(self, loc_id: str) -> Part:
        return self.parts.get(loc_id) or Part()

    def status_of(self, loc_id: str) -> str:
        p = self.parts.get(loc_id)
        return p.status if p else "ok"

    def missing(self) -> frozenset[str]:
        """Severed parts and everything hanging from them."""
        plan = self.plan
        gone: set[str] = set()
        for loc_id, p in self.parts.items():
            if p.status == "severed":
                gone.add(loc_id)
                gone.update(plan.attached(loc_id))
        return frozenset(gone)

    def target(self, unconscious: bool = False) -> Target:
        """What the resolver needs; ``unconscious``: the combatant already is (G9, G11)."""
        return Target(
            max_hp=self.max_hp, ht=self.ht, current_hp=self.hp, body=self.body,
            dr=self.dr, traits=frozenset(self.traits), arms=self.arms, legs=self.legs,
            max_fp=self.max_fp, current_fp=self.fp, missing=self.missing(), heads=self.heads,
            crippled=frozenset(k for k, p in self.parts.items() if p.status != "ok"),
            brainless_heads=self.brainless_heads, unconscious=unconscious,
        )

    # -- validation -------------------------------------------------------------------------
    def validate(self) -> None:
        """Raise RulesError naming the first impossible value."""
        for name in ("max_hp", "max_fp", "ht", "dx"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, int):
                raise _refused("bad_number", f"{name} must be a whole number", name, "not_type",
                               expected="int", **got(v))
        if self.max_hp < 1:
            raise _refused("too_small", "max HP must be at least 1", "max_hp", "too_small", lo=1,
                           **got(self.max_hp))
        if self.max_fp < 1:
            raise _refused("too_small", "max FP must be at least 1", "max_fp", "too_small", lo=1,
                           **got(self.max_fp))
        if self.ht < 1 or self.dx < 1:
            low = "ht" if self.ht < 1 else "dx"
            raise _refused("too_small", "HT and DX must be at least 1", low, "too_small", lo=1,
                           **got(getattr(self, low)))
        if not isinstance(self.basic_speed, int | float) or self.basic_speed < 0:
            raise _refused("bad_number", "Basic Speed must be 0 or more", "basic_speed",
                           "too_small", lo=0, **got(self.basic_speed))
        b = self.brainless_heads
        if isinstance(b, bool) or not isinstance(b, int) or not 0 <= b <= MAX_BRAINLESS_HEADS:
            raise _refused("bad_number", f"brainless heads must be 0 to {MAX_BRAINLESS_HEADS}",
                           "brainless_heads", "out_of_range", lo=0, hi=MAX_BRAINLESS_HEADS,
                           **got(b))
        plan = self.plan
        if isinstance(self.dr, Mapping):
            for k, v in self.dr.items():
                if k not in plan.by_id:
                    raise RulesError("unknown_location",
                                     f"DR names '{k}', which body plan '{plan.id}' lacks",
                                     field="dr", location=k, problem_code="unknown_location",
                                     problem_args={"plan": plan.id, **got(k)})
                if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                    raise _refused("bad_number", f"DR of {k} must be 0 or more", "dr",
                                   "too_small", lo=0, **got(v))
        elif isinstance(self.dr, bool) or not isinstance(self.dr, int) or self.dr < 0:
            raise _refused("bad_number", "DR must be 0 or more", "dr", "not_dr", **got(self.dr))
        expand_traits(frozenset(self.traits))
        if isinstance(self.heads, bool) or not isinstance(self.heads, int) or self.heads < 1:
            raise _refused("too_small", "heads must be at least 1", "heads", "too_small", lo=1,
                           **got(self.heads))
        for name in ("arms", "legs"):
            v = getattr(self, name)
            if v is not None and (isinstance(v, bool) or not isinstance(v, int) or v < 0):
                raise _refused("bad_number", f"{name} must be 0 or more", name, "too_small",
                               lo=0, **got(v))
        ws = self.weapon_skill
        if ws is not None and (isinstance(ws, bool) or not isinstance(ws, int)
                               or not 0 <= ws <= 100):
            raise _refused("bad_number", "weapon skill must be a whole number from 0 to 100",
                           "weapon_skill", "out_of_range", lo=0, hi=100, **got(ws))
        for name in DEFENSES:
            d = getattr(self, name)
            if d is not None and (isinstance(d, bool) or not isinstance(d, int)
                                  or not 0 <= d <= 100):
                raise _refused("bad_number", f"{name} must be a whole number from 0 to 100",
                               name, "out_of_range", lo=0, hi=100, **got(d))
        xa = self.extra_attacks
        if isinstance(xa, bool) or not isinstance(xa, int) or not 0 <= xa <= MAX_EXTRA_ATTACKS:
            raise _refused("bad_number", "Extra Attack must be a whole number from 0 to "
                           f"{MAX_EXTRA_ATTACKS}", "extra_attacks", "out_of_range", lo=0,
                           hi=MAX_EXTRA_ATTACKS, **got(xa))
        _validate_stance(self)
        _validate_weapons(self)
        for name in ("st", "acrobatics", "judo"):
            v = getattr(self, name)
            if v is not None and (isinstance(v, bool) or not isinstance(v, int)
                                  or not 0 <= v <= 1000):
                raise _refused("bad_number", f"{name} must be a whole number from 0 to 1000",
                               name, "out_of_range", lo=0, hi=1000, **got(v))
        sm = self.size_modifier
        if isinstance(sm, bool) or not isinstance(sm, int) or not -30 <= sm <= 30:
            raise _refused("bad_number", "Size Modifier must be a whole number from -30 to 30",
                           "size_modifier", "out_of_range", lo=-30, hi=30, **got(sm))
        for loc_id in self.parts:
            if loc_id not in plan.by_id:
                raise RulesError("unknown_location",
                                 f"part '{loc_id}' is not in body plan '{plan.id}'",
                                 field="parts", location=loc_id,
                                 problem_code="unknown_location",
                                 problem_args={"plan": plan.id, **got(loc_id)})

    # -- changes ----------------------------------------------------------------------------
    def apply(self, outcome: Outcome) -> None:
        """Take a resolved hit: HP, FP, the part's state and lost parts."""
        self.hp = outcome.hp_after
        self.fp = outcome.fp_after
        loc = outcome.location
        if loc is None:
            return
        part = self.parts.setdefault(loc, Part())
        part.injury += outcome.injury
        if outcome.dismemberment:
            part.status = outcome.dismemberment
        elif outcome.crippled and part.status == "ok":
            part.status = "crippled"
        for loc_id, effect in outcome.effects:
            self.parts.setdefault(loc_id, Part()).effect = effect
        for eye in outcome.blinded_eyes:
            p = self.parts.setdefault(eye, Part())
            if p.status == "ok":
                p.status = "crippled"
                p.effect = "eye"

    def to_dict(self) -> dict[str, Any]:
        d = {
            "max_hp": self.max_hp, "max_fp": self.max_fp, "ht": self.ht, "dx": self.dx,
            "basic_speed": self.basic_speed, "body": self.body,
            "dr": dict(self.dr) if isinstance(self.dr, Mapping) else self.dr,
            "traits": list(self.traits), "arms": self.arms, "legs": self.legs,
            "medical_tl": self.medical_tl, "heads": self.heads, "hp": self.hp, "fp": self.fp,
            "parts": {k: p.to_dict() for k, p in self.parts.items()},
        }
        if self.weapon_skill is not None:  # written only when set: most sheets never attack
            d["weapon_skill"] = self.weapon_skill
        if self.brainless_heads:  # written only when set: older readers still open the file
            d["brainless_heads"] = self.brainless_heads
        if self.extra_attacks:  # written only when set, as brainless_heads
            d["extra_attacks"] = self.extra_attacks
        if self.rest_from is not None:  # written only when set, as weapon_skill
            d["rest_from"] = self.rest_from
        for name in DEFENSES:  # written only when set, as weapon_skill
            if getattr(self, name) is not None:
                d[name] = getattr(self, name)
        if self.posture != "standing":  # RULES M, written only when set as well
            d["posture"] = self.posture
        for name in ("maneuver", "focus"):
            if getattr(self, name) is not None:
                d[name] = dict(getattr(self, name))
        if self.size_modifier:  # W3, written only when set
            d["size_modifier"] = self.size_modifier
        for name in ("st", "acrobatics", "judo"):  # W5, written only when set
            if getattr(self, name) is not None:
                d[name] = getattr(self, name)
        if self.weapons:  # W1, written only when set: older files have none and open
            d["weapons"] = [w.to_dict() for w in self.weapons]
        if self.parries:
            d["parries"] = dict(self.parries)
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> GurpsSheet:
        dr = d.get("dr", 0)
        sheet = cls(
            max_hp=d.get("max_hp", 10), max_fp=d.get("max_fp", 10), ht=d.get("ht", 10),
            dx=d.get("dx", 10), basic_speed=d.get("basic_speed", 5.0),
            body=d.get("body", "humanoid"),
            dr=dict(dr) if isinstance(dr, Mapping) else dr,
            traits=list(d.get("traits", [])), arms=d.get("arms"), legs=d.get("legs"),
            medical_tl=d.get("medical_tl"), heads=d.get("heads", 1), hp=d.get("hp"),
            fp=d.get("fp"), weapon_skill=d.get("weapon_skill"),
            brainless_heads=d.get("brainless_heads", 0),
            dodge=d.get("dodge"), parry=d.get("parry"), block=d.get("block"),
            extra_attacks=d.get("extra_attacks", 0),
            parts={str(k): Part.from_dict(v) for k, v in d.get("parts", {}).items()},
            posture=d.get("posture", "standing"),
            maneuver=dict(d["maneuver"]) if d.get("maneuver") is not None else None,
            focus=dict(d["focus"]) if d.get("focus") is not None else None,
            rest_from=d.get("rest_from"),
            size_modifier=d.get("size_modifier", 0),
            st=d.get("st"), acrobatics=d.get("acrobatics"), judo=d.get("judo"),
            weapons=[Weapon.from_dict(w) for w in d.get("weapons", ())],
            parries={str(k): int(v) for k, v in d.get("parries", {}).items()},
        )
        return sheet

    def copy(self) -> GurpsSheet:
        return GurpsSheet.from_dict(self.to_dict())


def _validate_weapons(sheet: GurpsSheet) -> None:
    """W1: every weapon as a file would hold it, and no two of one label."""
    from .weapons import MAX_WEAPONS, validate_weapon

    #: (English words, problem code, its values)
    problems: list[tuple[str, str, dict[str, Any]]] = []
    if len(sheet.weapons) > MAX_WEAPONS:
        problems.append((f"at most {MAX_WEAPONS} weapons", "too_long", {"limit": MAX_WEAPONS}))
    for i, w in enumerate(sheet.weapons):
        validate_weapon(w.to_dict(), f"weapons[{i}]",
                        lambda path, text, code="bad_weapon", **args: problems.append(
                            (f"{path}: {text}", code, args)))
    labels = [w.label for w in sheet.weapons]
    if len(set(labels)) != len(labels):
        twice = next(x for x in labels if labels.count(x) > 1)
        problems.append(("two weapons have the same name and usage", "listed_twice",
                         {"id": twice}))
    if problems:
        text, code, args = problems[0]
        raise RulesError("bad_value", text, field="weapons", problem_code=code,
                         problem_args=args)


def _validate_stance(sheet: GurpsSheet) -> None:
    """RULES M: a known posture other than lying (that is the prone condition) and a
    maneuver and focus of known ids."""
    from .maneuvers import MANEUVERS, POSTURES

    if sheet.posture not in POSTURES or sheet.posture == "lying":
        raise _refused("bad_value", f"unknown posture '{sheet.posture}' (lying down is the "
                       "prone condition)", "posture", "unknown_choice",
                       known=[p for p in POSTURES if p != "lying"], **got(sheet.posture))
    for name, known in (("maneuver", MANEUVERS), ("focus", ("aim", "evaluate", "feint"))):
        m = getattr(sheet, name)
        if m is not None and (not isinstance(m, Mapping) or m.get("id") not in known):
            raise _refused("bad_value", f"{name} must name one of {', '.join(known)}", name,
                           "unknown_choice", known=list(known),
                           **got(m.get("id") if isinstance(m, Mapping) else m))
