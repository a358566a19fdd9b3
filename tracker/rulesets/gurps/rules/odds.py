"""The odds of a hit before it is rolled (contracts/odds.md): exact, no sampling.

Every damage total of the dice expression (with B378's minimum: 1, or 0 for crushing) and,
on a random location, every 3d roll and sub-roll of the body plan is weighed by its exact
probability; each is answered by :func:`~tracker.rulesets.gurps.rules.resolver.resolve` itself, so the
odds can never disagree with what Apply would do. ``resolve`` depends on the rolls only
through the location they land on, so it runs once per (location, damage total).

Probabilities are kept as integers over one common denominator until the end: the figures
are exact, then rounded once to float.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from tracker.model.dice import DiceExpr, parse_dice
from tracker.model.errors import RulesError

from .bodyplan import body_plan
from .resolver import Hit, Options, Outcome, Target, resolve

#: the flags of the answer, in order, and how each reads an outcome
FLAGS: tuple[str, ...] = ("injury", "crippled", "dismembered", "major_wound", "knockdown",
                          "collapse", "death_check", "dead", "destroyed")
#: more dice than this would make the exact answer slow (and no GURPS attack rolls them)
MAX_DICE = 200
#: 3d: how many of the 216 rolls give each total
_THREE_D = {t: c for t, c in enumerate(
    (0, 0, 0, 1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1))}


def _flags(o: Outcome) -> tuple[bool, ...]:
    return (o.injury > 0, o.crippled, o.dismemberment is not None, o.major_wound,
            o.knockdown_check is not None, o.collapse_check, o.death_checks > 0, o.dead,
            o.destroyed)


@dataclass(frozen=True, slots=True)
class Odds:
    #: flag -> exact probability
    p: dict[str, float]
    injury_dist: dict[int, float]
    injury_mean: float
    hp_after_dist: dict[int, float]
    #: final location id -> probability; None for an aimed (or fatigue) hit
    locations: dict[str, float] | None

    def to_dict(self) -> dict[str, Any]:
        injury = sorted(self.injury_dist)
        out: dict[str, Any] = {
            "p": dict(self.p),
            "injury": {"min": injury[0], "max": injury[-1], "mean": self.injury_mean,
                       "dist": {str(k): self.injury_dist[k] for k in injury}},
            "hp_after": {"dist": {str(k): self.hp_after_dist[k]
                                  for k in sorted(self.hp_after_dist)}},
        }
        if self.locations is not None:
            out["locations"] = dict(self.locations)
        return out


def damage_expr(damage: Any) -> DiceExpr:
    """A dice expression ("2d+1") or a whole number, checked for the odds."""
    if isinstance(damage, bool):
        raise RulesError("bad_dice", "damage must be dice like 2d+1 or a whole number")
    if isinstance(damage, int):
        if damage < 0:
            raise RulesError("bad_dice", f"damage cannot be negative, got {damage}")
        return DiceExpr(0, 6, damage)
    if not isinstance(damage, str):
        raise RulesError("bad_dice", "damage must be dice like 2d+1 or a whole number")
    expr = parse_dice(damage)
    if expr.count > MAX_DICE:
        raise RulesError("too_many_dice",
                         f"'{damage}': the odds take at most {MAX_DICE} dice")
    return expr


def damage_distribution(expr: DiceExpr, dtype: str) -> tuple[dict[int, int], int]:
    """{damage total: ways} and the number of ways in all (sides ** count).

    A rolled total below the minimum of B378 (0 for crushing, else 1) counts as the minimum;
    a plain number is not a roll and stays as it is."""
    if expr.count == 0:
        return {expr.modifier: 1}, 1
    ways = [1]
    for _ in range(expr.count):  # one die at a time: ways[s] = rolls summing to s
        nxt = [0] * (len(ways) + expr.sides - 1)
        for s, w in enumerate(ways):
            if w:
                for f in range(expr.sides):
                    nxt[s + f] += w
        ways = nxt
    floor = 0 if dtype == "cr" else 1
    out: dict[int, int] = {}
    low = expr.count + expr.modifier  # ways[0] is every die showing 1
    for i, w in enumerate(ways):
        total = max(floor, low + i)
        out[total] = out.get(total, 0) + w
    return out, expr.sides ** expr.count


def location_weights(target: Target, hit: Hit) -> tuple[list[tuple[int, int | None, int]], int]:
    """For a random location: (3d roll, sub-roll, ways) of one representative roll per table
    entry and sub-roll face, and the ways in all. A given ``roll`` (and ``subroll``) fixes
    what it gives."""
    plan = body_plan(target.body, target.brainless_heads)
    entries = []
    seen: set[int] = set()
    for roll in range(3, 19):
        if hit.roll is not None and roll != hit.roll:
            continue
        entry = plan.by_roll[roll]
        if entry is None or id(entry) in seen:
            continue
        seen.add(id(entry))
        ways = sum(_THREE_D[r] for r in range(entry.low, entry.high + 1)
                   if hit.roll is None or r == hit.roll)
        entries.append((roll, entry, ways))
    # one denominator for every entry: 216 × the lcm of the sub-roll dice
    sides = [e.subroll.dice for _, e, _ in entries if e.subroll and hit.subroll is None]
    per_roll = math.lcm(*sides) if sides else 1
    total = sum(w for _, _, w in entries) * per_roll
    out: list[tuple[int, int | None, int]] = []
    for roll, entry, ways in entries:
        if entry.subroll is None:
            out.append((roll, None, ways * per_roll))
        elif hit.subroll is not None:
            out.append((roll, hit.subroll, ways * per_roll))
        else:
            each = per_roll // entry.subroll.dice
            first: dict[str, int] = {}  # faces naming the same part share one resolve
            for face, loc_id in enumerate(entry.subroll.faces, start=1):
                first.setdefault(loc_id, face)
            for loc_id, face in first.items():
                n = entry.subroll.faces.count(loc_id)
                out.append((roll, face, ways * each * n))
    return out, total


def odds(target: Target, hit: Hit, damage: Any, options: Options | None = None,
         bonus: int = 0) -> Odds:
    """The exact odds of ``hit`` with ``damage`` (dice or a number) against ``target``.

    ``hit.damage`` is ignored. ``bonus``: added to every damage total after the roll's
    minimum (All-Out Attack (Strong), RULES M, as Apply adds it to the damage entered).
    Raises RulesError for whatever ``resolve`` would refuse."""
    options = options if options is not None else Options()
    expr = damage_expr(damage)
    totals, dmg_ways = damage_distribution(expr, hit.type)
    if bonus:
        totals = {t + bonus: w for t, w in totals.items()}
    random_loc = hit.location == "random" and hit.type != "fat"
    if random_loc:
        rolls, loc_ways = location_weights(target, hit)
    else:
        rolls, loc_ways = [(0, None, 1)], 1
    denominator = dmg_ways * loc_ways

    # group the rolls by where they land: resolve is the same for every roll that lands there
    first_total = min(totals)
    groups: dict[str | None, tuple[Hit, int]] = {}
    for roll, subroll, ways in rolls:
        h = replace(hit, damage=first_total, roll=roll, subroll=subroll) if random_loc \
            else replace(hit, damage=first_total)
        where = resolve(target, h, options).aimed  # where it lands (G12 may count it elsewhere)
        if where in groups:
            groups[where] = (groups[where][0], groups[where][1] + ways)
        else:
            groups[where] = (h, ways)

    # (flags, injury, HP after) -> ways: few distinct keys, expanded once at the end; where
    # each hit is recorded (G12 may count it elsewhere, and a No Brain eye hit that cripples
    # keeps the eye: it depends on the damage) -> ways, as resolve answers it
    seen: dict[tuple[tuple[bool, ...], int, int], int] = {}
    recorded: dict[str, int] = {}
    for h, ways in groups.values():
        fields = (h.type, h.location, h.roll, h.subroll, h.armor_divisor, h.chinks,
                  h.explosive, h.targeting_wound, h.from_behind)
        for total, w in totals.items():
            o = resolve(target, Hit(total, *fields), options)
            key = (_flags(o), o.injury, o.hp_after)
            seen[key] = seen.get(key, 0) + ways * w
            recorded[str(o.location)] = recorded.get(str(o.location), 0) + ways * w
    flag_ways = [0] * len(FLAGS)
    injury_ways: dict[int, int] = {}
    hp_ways: dict[int, int] = {}
    for (flags, injury, hp_after), n in seen.items():
        for i, flag in enumerate(flags):
            if flag:
                flag_ways[i] += n
        injury_ways[injury] = injury_ways.get(injury, 0) + n
        hp_ways[hp_after] = hp_ways.get(hp_after, 0) + n

    def p(n: int) -> float:
        return float(Fraction(n, denominator))

    mean = Fraction(sum(k * n for k, n in injury_ways.items()), denominator)
    locations = None
    if random_loc:  # where resolve records the hit, as the log and the figure show it
        locations = {loc: p(n) for loc, n in recorded.items()}
    return Odds(
        p={flag: p(n) for flag, n in zip(FLAGS, flag_ways, strict=True)},
        injury_dist={k: p(n) for k, n in injury_ways.items()},
        injury_mean=float(mean),
        hp_after_dist={k: p(n) for k, n in hp_ways.items()},
        locations=locations,
    )
