"""Validation of GURPS data in encounter files: sheets and G7 timers, with JSON paths."""

from __future__ import annotations

from typing import Any

from tracker.model.validation import MISSING, Checker, desc, got, key_path, report_said

from .bodyplan import BodyPlan, body_plan, body_plans, plan_problems, with_brainless_heads
from .errors import BodyPlanError
from .recovery import TIMER_KINDS
from .resolver import TRAITS
from .sheet import MAX_BRAINLESS_HEADS, MAX_EXTRA_ATTACKS, PART_STATUSES
from .weapons import MAX_WEAPONS, Weapon, validate_weapon

#: G7: medical care tech levels
MAX_TL = 12
SHEET_KEYS = frozenset({"max_hp", "max_fp", "ht", "dx", "basic_speed", "body", "dr", "traits",
                        "arms", "legs", "medical_tl", "hp", "fp", "parts"})
#: sheet fields added after format 1 was first written: optional, with a default
SHEET_OPTIONAL = frozenset({"heads", "weapon_skill", "brainless_heads", "dodge", "parry",
                            "block", "posture", "maneuver", "focus", "rest_from",
                            "extra_attacks", "weapons", "parries", "size_modifier", "st",
                            "acrobatics", "judo"})
#: RULES M on the sheet: the maneuver of this turn and the focus an Aim/Evaluate/Feint left
_MANEUVER_KEYS = frozenset({"id", "option", "target", "turns", "acc", "braced", "margin"})
_MANEUVER_OPTIONAL = frozenset({"spoiled", "attacks"})
_PART_KEYS = frozenset({"injury", "status", "effect", "duration"})
TIMER_KEYS = frozenset({"id", "combatant", "location", "kind", "days_left", "months",
                        "medical_tl", "started_day", "roll"})
_TRAITS = frozenset(TRAITS)


def validate_sheet(v: Checker, s: Any, path: str) -> BodyPlan | None:
    """Every problem of a GURPS sheet as saved (``GurpsSheet.to_dict``), in the order of its
    fields as they have always been reported."""
    if not v.obj(s, path, SHEET_KEYS, SHEET_OPTIONAL):
        return None
    _validate_optional_numbers(v, s, path)
    brainless = s.get("brainless_heads", 0)
    if "brainless_heads" in s and not v.int_(brainless, f"{path}.brainless_heads", 0,
                                             MAX_BRAINLESS_HEADS):
        brainless = 0
    _validate_numbers(v, s, path)
    plan = _sheet_plan(v, s.get("body", MISSING), path)
    if plan is not None and brainless:  # their locations (head_extra_1 …) may carry DR and wounds
        plan = with_brainless_heads(plan, brainless)
    _validate_dr(v, s.get("dr", MISSING), plan, path)
    _validate_traits(v, s.get("traits", MISSING), path)
    _validate_parts(v, s.get("parts", MISSING), plan, path)
    return plan


def _validate_optional_numbers(v: Checker, s: dict[str, Any], path: str) -> None:
    """The fields added after format 1 (heads, defenses, stance, weapons, W5's skills)."""
    if "heads" in s:
        v.int_(s["heads"], f"{path}.heads", 1, 1000)
    for name in ("weapon_skill", "dodge", "parry", "block"):
        if name in s:
            v.int_(s[name], f"{path}.{name}", 0, 100)
    if "extra_attacks" in s:
        v.int_(s["extra_attacks"], f"{path}.extra_attacks", 0, MAX_EXTRA_ATTACKS)
    _validate_stance(v, s, path)
    if "rest_from" in s:
        v.int_(s["rest_from"], f"{path}.rest_from", 0)
    _validate_weapons(v, s, path)
    if "size_modifier" in s:
        v.int_(s["size_modifier"], f"{path}.size_modifier", -30, 30)
    for name in ("st", "acrobatics", "judo"):  # W5
        if name in s:
            v.int_(s[name], f"{path}.{name}", 0, 1000)


def _validate_numbers(v: Checker, s: dict[str, Any], path: str) -> None:
    """The attributes and pools every sheet has."""
    g = s.get
    v.int_(g("max_hp", MISSING), f"{path}.max_hp", 1)
    v.int_(g("max_fp", MISSING), f"{path}.max_fp", 1)
    v.int_(g("ht", MISSING), f"{path}.ht", 1)
    v.int_(g("dx", MISSING), f"{path}.dx", 1)
    v.num(g("basic_speed", MISSING), f"{path}.basic_speed", 0, 1000)
    v.int_(g("hp", MISSING), f"{path}.hp")
    v.int_(g("fp", MISSING), f"{path}.fp")
    v.int_(g("arms", MISSING), f"{path}.arms", 0, 1000, null=True)
    v.int_(g("legs", MISSING), f"{path}.legs", 0, 1000, null=True)
    v.int_(g("medical_tl", MISSING), f"{path}.medical_tl", 0, MAX_TL, null=True)


def _sheet_plan(v: Checker, body: Any, path: str) -> BodyPlan | None:
    """The sheet's body plan: a bundled one by its id, or a custom plan saved with the
    combatant (every problem with its path); None when it is unusable."""
    if type(body) is dict:  # a custom plan, saved with the combatant
        try:
            return body_plan(body)  # checked as it is built (or known from its cache)
        except BodyPlanError as exc:  # then every problem, with its path
            report_said(v, plan_problems(body, f"{path}.body")
                        or [(f"{path}.body", exc.message)], "bad_body_plan")
            return None
    if not v.str_(body, f"{path}.body"):
        return None
    plan = body_plans().get(body)
    if plan is None:
        v.bad(f"{path}.body", f"unknown body plan {desc(body)} (known: "
                              f"{', '.join(body_plans())}, or a plan object)", "unknown_choice",
              what="body plan", known=list(body_plans()), **got(body))
    return plan


def _validate_dr(v: Checker, dr: Any, plan: BodyPlan | None, path: str) -> None:
    """DR: one number, or {location: DR} over the plan's locations."""
    if type(dr) is dict:
        for k, val in dr.items():
            dp = key_path(f"{path}.dr", k)
            if plan is not None and k not in plan.by_id:
                v.bad(dp, f"unknown location {desc(k)}: body plan '{plan.id}' "
                          "has no such location", "unknown_location", plan=plan.id, **got(k))
            v.int_(val, dp, 0)
    elif dr is not MISSING and type(dr) is not int:
        v.bad(f"{path}.dr", f"must be a whole number or an object {{location: DR}}, "
                               f"got {desc(dr)}", "not_dr", **got(dr))
    else:
        v.int_(dr, f"{path}.dr", 0)


def _validate_traits(v: Checker, traits: Any, path: str) -> None:
    """Traits: a list of the resolver's known trait ids."""
    if v.list_(traits, f"{path}.traits"):
        for i, t in enumerate(traits):
            if type(t) is not str or t not in _TRAITS:
                v.bad(f"{path}.traits[{i}]", f"unknown trait {desc(t)} (known: "
                                                f"{', '.join(TRAITS)})", "unknown_choice",
                      what="trait", known=list(TRAITS), **got(t))


def _validate_parts(v: Checker, parts: Any, plan: BodyPlan | None, path: str) -> None:
    """Parts: {location: state} over the plan's locations, each state's four fields."""
    if parts is MISSING:
        return
    if type(parts) is not dict:
        v.bad(f"{path}.parts", f"must be an object {{location: state}}, "
                                  f"got {desc(parts)}", "not_type", expected="object",
              **got(parts))
        return
    for k, p in parts.items():
        pp = key_path(f"{path}.parts", k)
        if plan is not None and k not in plan.by_id:
            v.bad(pp, f"unknown location {desc(k)}: body plan '{plan.id}' "
                         "has no such location", "unknown_location", plan=plan.id, **got(k))
        if not v.obj(p, pp, _PART_KEYS):
            continue
        v.int_(p.get("injury", MISSING), f"{pp}.injury", 0)
        v.choice(p.get("status", MISSING), f"{pp}.status", PART_STATUSES,
                 "part status")
        v.str_(p.get("effect", MISSING), f"{pp}.effect", null=True,
               nonempty=True)
        v.choice(p.get("duration", MISSING), f"{pp}.duration", TIMER_KINDS,
                 "duration", null=True)


def _validate_weapons(v: Checker, s: dict[str, Any], path: str) -> None:
    """W1: the sheet's weapons (each label once) and its parries this turn."""
    weapons = s.get("weapons")
    if weapons is not None and v.list_(weapons, f"{path}.weapons"):
        if len(weapons) > MAX_WEAPONS:
            v.bad(f"{path}.weapons", f"at most {MAX_WEAPONS} weapons", "too_long",
                  limit=MAX_WEAPONS)
        labels: set[str] = set()
        for i, w in enumerate(weapons[:MAX_WEAPONS]):
            validate_weapon(w, f"{path}.weapons[{i}]",
                            lambda where, text, code="bad_weapon", **args:
                            v.bad(where, text, code, **args))
            if isinstance(w, dict) and isinstance(w.get("name"), str):
                label = Weapon.from_dict(w).label
                if label in labels:
                    v.bad(f"{path}.weapons[{i}]", f"a second weapon called {desc(label)}",
                          "listed_twice", id=desc(label))
                labels.add(label)
    parries = s.get("parries")
    if parries is not None and type(parries) is not dict:
        v.bad(f"{path}.parries", "must be an object {weapon: parries this turn}", "not_type",
              expected="object", **got(parries))
    elif parries is not None:
        for k, n in parries.items():
            v.int_(n, key_path(f"{path}.parries", k), 0, 1000)


def _validate_stance(v: Checker, s: dict[str, Any], path: str) -> None:
    """RULES M: the posture (lying down is the prone condition), the maneuver and the focus
    (the maneuver's target is a combatant id; the core's check of ids does not reach here)."""
    from .maneuvers import MANEUVERS, OPTIONS, POSTURES

    if "posture" in s:
        v.choice(s["posture"], f"{path}.posture", tuple(p for p in POSTURES if p != "lying"),
                 "posture")
    for name, known in (("maneuver", MANEUVERS), ("focus", ("aim", "evaluate", "feint"))):
        m = s.get(name)
        if m is None or not v.obj(m, f"{path}.{name}", _MANEUVER_KEYS, _MANEUVER_OPTIONAL):
            continue
        mp = f"{path}.{name}"
        v.choice(m.get("id", MISSING), f"{mp}.id", known, name)
        opts = OPTIONS.get(m.get("id"), ())
        if opts:
            v.choice(m.get("option", MISSING), f"{mp}.option", opts, "option")
        elif m.get("option") is not None:
            v.bad(f"{mp}.option", f"{m.get('id')} takes no option", "no_option")
        v.str_(m.get("target", MISSING), f"{mp}.target", null=True, nonempty=True)
        v.int_(m.get("turns", MISSING), f"{mp}.turns", 1, 1000)
        v.int_(m.get("acc", MISSING), f"{mp}.acc", 0, 20)
        v.bool_(m.get("braced", MISSING), f"{mp}.braced")
        v.int_(m.get("margin", MISSING), f"{mp}.margin", 0, 30)
        if "spoiled" in m:
            v.bool_(m["spoiled"], f"{mp}.spoiled")
        if "attacks" in m:
            v.int_(m["attacks"], f"{mp}.attacks", 0, 1000)


def validate_timer(v: Checker, t: dict[str, Any], path: str) -> None:
    """A G7 recovery timer as saved (``RecoveryTimer.to_dict``); its id and combatant are
    the core's to check."""
    if not v.obj(t, path, TIMER_KEYS):
        return
    g = t.get
    v.str_(g("location", MISSING), f"{path}.location", nonempty=True)
    v.choice(g("kind", MISSING), f"{path}.kind", TIMER_KINDS, "timer kind")
    v.int_(g("days_left", MISSING), f"{path}.days_left", 0, null=True)
    v.int_(g("months", MISSING), f"{path}.months", 1, null=True)
    v.int_(g("medical_tl", MISSING), f"{path}.medical_tl", 0, MAX_TL, null=True)
    v.int_(g("started_day", MISSING), f"{path}.started_day", 1)
    v.int_(g("roll", MISSING), f"{path}.roll", 3, 18, null=True)
