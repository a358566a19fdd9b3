"""The GURPS part of a headless session (``contracts/session.md``): the hit dialog's Apply,
the World dock, meals, End combat's G7 rolls, and the state keys only GURPS has."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tracker.model import operations as ops
from tracker.model.combatant import Combatant
from tracker.model.encounter import Encounter
from tracker.model.session.engine import Handler, Session
from tracker.model.session.request import Req, RequestError, is_int

from . import session_exchange as sx
from .modules import operations as mops
from .recovery import RecoveryTimer
from .resolver import Hit
from .texts import EFFECTS

_MINUTES_PER_DAY = 24 * 60


# -- state ------------------------------------------------------------------------------------
def combatant_state(enc: Encounter, c: Combatant) -> dict[str, Any]:
    shock = c.conditions.get("shock")
    parts = c.sheet.parts
    # a rule module's lasting status (an infected head stuns, V7) is as real as a stored one
    derived = set()
    for mid in c.ext:
        statuses = getattr(enc.ruleset.modules.get(mid), "statuses", None)
        if statuses is not None:
            derived.update(name for name, _v in statuses(c))
    return {
        "conditions": sorted(set(c.conditions) | derived),
        "shock": shock.value if shock is not None else 0,
        "crippled": sorted(k for k, p in parts.items() if p.status == "crippled"),
        "lost": sorted(k for k, p in parts.items() if p.status in ("severed", "destroyed")),
        "injured": {k: p.injury for k, p in sorted(parts.items()) if p.injury > 0},
        **sx.stance_state(enc, c),
    }


def timers(enc: Encounter) -> list[dict[str, Any]]:
    out = []
    for t in enc.timers:
        if t.combatant not in enc.combatants:
            continue
        left = (t.days_left * _MINUTES_PER_DAY if t.kind == "lasting"
                and t.days_left is not None else None)
        out.append({"who": enc.combatants[t.combatant].name, "what": t.location,
                    "kind": t.kind, "minutes_left": left})
    return out


# -- end of combat (G7) -----------------------------------------------------------------------
def _g7_roll(where: str, given: Any) -> tuple[int, int | None]:
    """One part's G7 entry: a 3d total, or {"roll": 3d total, "months": 1d} (the die of a
    lasting crippling's months, issue 44 m4)."""
    roll, months = given, None
    if type(given) is dict:
        unknown = set(given) - {"roll", "months"}
        if unknown or "roll" not in given:
            raise RequestError(f"'{where}' must be a 3d total or {{\"roll\": 3d total, "
                               "\"months\": 1d}")
        roll, months = given["roll"], given.get("months")
        if months is not None and (not is_int(months) or not 1 <= months <= 6):
            raise RequestError(f"'{where}.months' must be a 1d total 1..6")
    if not is_int(roll) or not 3 <= roll <= 18:
        raise RequestError(f"'{where}' must be a 3d total 3..18")
    return roll, months


def end_combat_rolls(s: Session, raw: Any) -> tuple[dict[str, Any], Callable[[Any], dict]]:
    """``rolls``: {name: {location id: 3d total, or {"roll": 3d total, "months": 1d}}} for the
    crippled parts' HT rolls (and a lasting one's months die); the answer echoes every G7 roll
    made, typed or rolled, in the plain shape, and ``months``: the months of each lasting
    crippling."""
    rolls: dict[tuple[str, str], int] = {}
    months: dict[tuple[str, str], int] = {}
    if raw is not None:
        if type(raw) is not dict:
            raise RequestError("'rolls' must be an object {name: {location id: 3d total}}")
        for name, by_loc in raw.items():
            c = s.named(name, f"rolls.{name}")
            if type(by_loc) is not dict:
                raise RequestError(f"'rolls.{name}' must be an object {{location id: 3d total}}")
            for loc, given in by_loc.items():
                roll, die = _g7_roll(f"rolls.{name}.{loc}", given)
                part = c.sheet.parts.get(loc)
                if part is None or part.status != "crippled" or part.duration is not None:
                    raise RequestError(f"'rolls.{name}.{loc}': {c.name} has no crippled "
                                       f"'{loc}' awaiting its G7 roll")
                rolls[(c.id, loc)] = roll
                if die is not None:
                    months[(c.id, loc)] = die

    def echo(made: list[RecoveryTimer]) -> dict[str, Any]:
        out: dict[str, dict[str, int]] = {}
        lasting: dict[str, dict[str, int]] = {}
        for t in made or []:
            name = s.enc.combatants[t.combatant].name
            if t.roll is not None:
                out.setdefault(name, {})[t.location] = t.roll
            if t.months is not None:
                lasting.setdefault(name, {})[t.location] = t.months
        return {"rolls": out, "months": lasting}

    return {"rolls": rolls or None, "months": months or None}, echo


# -- ops --------------------------------------------------------------------------------------
def op_hit(s: Session, req: Req) -> dict[str, Any]:
    c = s.combatant(req, "target")
    divisor = req.num("armor_divisor")
    hit = Hit(
        damage=req.int_("damage", required=True, lo=0), type=req.str_("type", "cr"),
        location=req.str_("location", "torso"), roll=req.int_("roll", lo=3, hi=18),
        subroll=req.int_("subroll", lo=1), armor_divisor=1 if divisor is None else divisor,
        chinks=req.bool_("chinks", False), explosive=req.bool_("explosive", False),
        targeting_wound=req.bool_("targeting_wound", False),
        from_behind=req.bool_("from_behind", False))
    outcome = s.run(ops.apply_hit, c.id, hit)
    out = outcome.to_dict()
    plan = c.sheet.plan

    def name_of(arg: str, value: Any) -> str:
        if arg in ("location", "as_location") and isinstance(value, str) \
                and value in plan.by_id:
            return plan.by_id[value].name_en
        if arg == "effect":
            return EFFECTS.get(value, str(value))
        return str(value)

    out["explain"] = [line.render(name_of=name_of) for line in outcome.explain]
    return {"outcome": out, "roll": outcome.roll, "subroll": outcome.subroll}


def op_world(s: Session, req: Req) -> None:
    """What the World dock sets, as one undo step: modules first, then what they keep."""
    raw = req.get("modules")
    if type(raw) is list and all(type(m) is str for m in raw):
        modules: dict[str, Any] = {mid: {} for mid in raw}
    elif type(raw) is dict and all(o is None or type(o) is dict for o in raw.values()):
        modules = {mid: o or {} for mid, o in raw.items()}
    elif raw is None:
        modules = {}
    else:
        raise RequestError("'modules' must be a list of module ids or an object "
                           "{module id: options}")
    moon = req.obj("moon")
    phase = waxing = None
    if moon is not None:
        phase = moon.int_("phase", required=True)
        waxing = moon.bool_("waxing", True)
        moon.done()
    sky = req.str_("weather")
    rainy = req.bool_("rainy_season")
    celsius = req.num("celsius")
    season = req.str_("season")
    if (celsius is None) != (season is None):
        raise RequestError("'celsius' and 'season' are set together")
    if not (modules or moon or sky is not None or rainy is not None or celsius is not None):
        raise RequestError("nothing to set: give any of moon, weather, rainy_season, "
                           "celsius + season, modules")
    if modules:
        s.run(ops.set_modules, modules)
    if moon is not None:
        s.run(mops.set_moon, phase, waxing)
    if sky is not None or rainy is not None:
        s.run(mops.set_weather, sky, rainy)
    if celsius is not None:
        s.run(mops.set_temperature, celsius, season)


def op_meal(s: Session, req: Req) -> None:
    ate = req.bool_("ate", True)
    name = req.str_("name", required=True)
    if name == "all" and not any(c.name == "all" for c in s.enc.combatants.values()):
        s.run(mops.mark_all_meals, ate)
    else:
        s.run(mops.mark_meal, s.named(name, "name").id, ate)


def op_first_aid(s: Session, req: Req) -> None:
    """W4 (B424): a First Aid roll that stops bleeding (``skill``, ``roll``, ``hp``)."""
    from .modules.bleeding_module import first_aid

    c = s.combatant(req, "name")
    skill = req.int_("skill", required=True)
    roll = req.int_("roll", lo=3, hi=18)
    hp = req.int_("hp", 1, 0, 100)
    s.run(first_aid, c.id, skill, roll, hp)


OPS: dict[str, Handler] = {"hit": op_hit, "world": op_world, "meal": op_meal,
                           "maneuver": sx.op_maneuver, "posture": sx.op_posture,
                           "attack": sx.op_attack, "first_aid": op_first_aid}

#: ``attack`` asking the defender's seat (``contracts/seats.md``): the roll made first
attack_first = sx.attack_first
