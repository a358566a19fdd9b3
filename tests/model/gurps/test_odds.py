"""The odds of a hit (contracts/odds.md) against brute force: every face of every damage die,
every 3d location roll and every sub-roll face, each answered by resolve itself."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from tracker.model.dice import parse_dice
from tracker.model.errors import RulesError
from tracker.rulesets.gurps.rules.bodyplan import body_plan
from tracker.rulesets.gurps.rules.odds import FLAGS, damage_distribution, odds
from tracker.rulesets.gurps.rules.resolver import Hit, Options, Target, resolve

_THREE_D = Counter(sum(f) for f in itertools.product(range(1, 7), repeat=3))


def _flags(o) -> dict[str, bool]:
    return {"injury": o.injury > 0, "crippled": o.crippled,
            "dismembered": o.dismemberment is not None, "major_wound": o.major_wound,
            "knockdown": o.knockdown_check is not None, "collapse": o.collapse_check,
            "death_check": o.death_checks > 0, "dead": o.dead, "destroyed": o.destroyed}


def brute_force(target: Target, hit: Hit, damage: str, options: Options | None = None):
    """Every outcome with its exact probability, the slow, obvious way."""
    options = options if options is not None else Options()
    expr = parse_dice(damage)
    floor = 0 if hit.type == "cr" else 1
    dmg = Counter(max(floor, sum(f) + expr.modifier)
                  for f in itertools.product(range(1, expr.sides + 1), repeat=expr.count))
    n_dmg = expr.sides ** expr.count
    if hit.location == "random":
        plan = body_plan(target.body)
        rolls = []
        for roll, ways in _THREE_D.items():
            entry = plan.by_roll[roll]
            if entry.subroll is None:
                rolls.append((roll, None, Fraction(ways, 216)))
            else:
                for face in range(1, entry.subroll.dice + 1):
                    rolls.append((roll, face, Fraction(ways, 216 * entry.subroll.dice)))
    else:
        rolls = [(None, None, Fraction(1))]
    p = dict.fromkeys(FLAGS, Fraction(0))
    injury: Counter = Counter()
    hp_after: Counter = Counter()
    where: Counter = Counter()
    for roll, sub, p_loc in rolls:
        for total, ways in dmg.items():
            h = Hit(total, hit.type, hit.location, roll, sub, hit.armor_divisor, hit.chinks,
                    hit.explosive, hit.targeting_wound, hit.from_behind)
            o = resolve(target, h, options)
            prob = p_loc * Fraction(ways, n_dmg)
            for k, v in _flags(o).items():
                if v:
                    p[k] += prob
            injury[o.injury] += prob
            hp_after[o.hp_after] += prob
            where[o.location] += prob
    return p, injury, hp_after, where


CASES = [
    ("humanoid random cut", Target(max_hp=12, dr=2), Hit(0, "cut", "random"), "2d+1"),
    ("humanoid random cr min 0", Target(max_hp=10, current_hp=3), Hit(0, "cr", "random"),
     "1d-3"),
    ("humanoid skull imp", Target(max_hp=11, dr={"skull": 2}), Hit(0, "imp", "skull"), "3d"),
    ("eye pi", Target(max_hp=10), Hit(0, "pi", "eye_right"), "1d+2"),
    ("quadruped random, missing leg", Target(max_hp=15, body="quadruped",
                                             missing=frozenset({"leg_right_front"})),
     Hit(0, "cut", "random"), "2d-1"),
    ("octopod random pi+", Target(max_hp=16, body="octopod", traits=frozenset({"male"})),
     Hit(0, "pi+", "random"), "2d"),
    ("scorpion random, from behind, explosive", Target(max_hp=20, body="scorpion", dr=3),
     Hit(0, "cr", "random", explosive=True, from_behind=True), "2d+2"),
    ("near death", Target(max_hp=10, current_hp=-38), Hit(0, "cut", "torso"), "3d+4"),
    ("fatigue", Target(max_hp=10, current_fp=2), Hit(0, "fat", "random"), "2d"),
    ("half DR", Target(max_hp=10, dr=6), Hit(0, "pi", "random", armor_divisor=2), "1d+3"),
    # G12: a redirect records the hit where it counted (issue 44: odds answered the landing)
    ("homogeneous random", Target(max_hp=12, traits=frozenset({"homogeneous"})),
     Hit(0, "imp", "random"), "2d"),
    ("no brain random eye", Target(max_hp=10, traits=frozenset({"no_brain"})),
     Hit(0, "imp", "random"), "1d"),
]


@pytest.mark.parametrize(("name", "target", "hit", "damage"), CASES, ids=[c[0] for c in CASES])
def test_odds_equal_the_sum_of_resolve_over_every_outcome(name, target, hit, damage):
    want_p, want_injury, want_hp, want_where = brute_force(target, hit, damage)
    got = odds(target, hit, damage)
    for flag in FLAGS:
        assert got.p[flag] == pytest.approx(float(want_p[flag]), abs=1e-9), flag
    assert got.injury_dist == pytest.approx({k: float(v) for k, v in want_injury.items() if v},
                                            abs=1e-9)
    assert got.hp_after_dist == pytest.approx({k: float(v) for k, v in want_hp.items() if v},
                                              abs=1e-9)
    mean = sum(k * v for k, v in want_injury.items())
    assert got.injury_mean == pytest.approx(float(mean), abs=1e-9)
    if hit.location == "random" and hit.type != "fat":
        assert got.locations == pytest.approx({k: float(v) for k, v in want_where.items()},
                                              abs=1e-9)
        assert sum(got.locations.values()) == pytest.approx(1.0, abs=1e-12)
    else:
        assert got.locations is None
    # the answer is not trivially all-or-nothing in these cases
    assert sum(got.injury_dist.values()) == pytest.approx(1.0, abs=1e-12)


def test_humanoid_locations_follow_the_3d_table():
    got = odds(Target(max_hp=10), Hit(0, "cut", "random"), "1d")
    assert got.locations["torso"] == pytest.approx(52 / 216)  # 9-10: 25 + 27 ways
    assert got.locations["skull"] == pytest.approx(4 / 216)  # 3-4
    assert "vitals" not in got.locations  # only ever aimed at on this table
    # a hand: roll 15 (sub-roll picks the side)
    assert got.locations["hand_right"] + got.locations["hand_left"] == pytest.approx(10 / 216)


def test_b378_minimum_damage_of_a_roll():
    dist, ways = damage_distribution(parse_dice("1d-3"), "cr")
    assert ways == 6 and dist == {0: 3, 1: 1, 2: 1, 3: 1}
    dist, _ = damage_distribution(parse_dice("1d-3"), "cut")
    assert dist == {1: 4, 2: 1, 3: 1}
    dist, ways = damage_distribution(parse_dice("7"), "cut")
    assert (dist, ways) == ({7: 1}, 1)


def test_certain_outcomes():
    # 3d+20 cut to the neck of a 10 HP target always cripples nothing but always injures
    got = odds(Target(max_hp=10), Hit(0, "cut", "neck"), "3d+20")
    assert got.p["injury"] == 1.0 and got.p["major_wound"] == 1.0
    assert got.p["crippled"] == 0.0
    # DR 30 stops every total of 1d
    got = odds(Target(max_hp=10, dr=30), Hit(0, "cut", "torso"), "1d")
    assert got.p["injury"] == 0.0 and got.injury_dist == {0: 1.0}
    assert got.hp_after_dist == {10: 1.0}


@pytest.mark.parametrize("damage", ["", "2x", "-3", "1d+", True, 2.5, None, "201d"])
def test_bad_damage_is_refused(damage):
    with pytest.raises(RulesError):
        odds(Target(max_hp=10), Hit(0, "cut", "torso"), damage)


def test_what_resolve_refuses_is_refused():
    with pytest.raises(RulesError) as err:
        odds(Target(max_hp=10), Hit(0, "cr", "eye_left"), "2d")
    assert err.value.code == "type_not_allowed"


def test_to_dict_follows_the_contract():
    d = odds(Target(max_hp=12), Hit(0, "cut", "random"), "2d+1").to_dict()
    assert set(d) == {"p", "injury", "hp_after", "locations"}
    assert list(d["p"]) == list(FLAGS)
    assert set(d["injury"]) == {"min", "max", "mean", "dist"}
    assert all(isinstance(k, str) for k in d["injury"]["dist"])
    assert d["injury"]["min"] == min(int(k) for k in d["injury"]["dist"])
    d = odds(Target(max_hp=12), Hit(0, "cut", "torso"), 5).to_dict()
    assert "locations" not in d and d["injury"]["dist"] == {"7": 1.0}


# -- the chance to hit (B348) -----------------------------------------------------------------

from tracker.rulesets.gurps.rules.hit_chance import hit_chance  # noqa: E402
from tracker.rulesets.gurps.rules.tohit import Attack  # noqa: E402


def test_hit_chance_skill_10_torso():
    c = hit_chance(Attack(10))
    assert c.hit == pytest.approx(108 / 216)  # 3..10
    assert c.critical_hit == pytest.approx(4 / 216)  # 3, 4
    assert c.critical_miss == pytest.approx(4 / 216)  # 17 (skill ≤ 15), 18
    assert c.torso == 0 and c.mean_hits == pytest.approx(c.hit)


def test_hit_chance_high_skill_and_its_criticals():
    c = hit_chance(Attack(16))
    assert c.hit == pytest.approx((216 - 3 - 1) / 216)  # 17 and 18 always miss
    assert c.critical_hit == pytest.approx((1 + 3 + 6 + 10) / 216)  # 3-6 at skill 16
    assert c.critical_miss == pytest.approx(1 / 216)  # only 18 at skill 16
    low = hit_chance(Attack(3))
    assert low.hit == pytest.approx(4 / 216)  # only the critical hits 3 and 4
    assert low.critical_miss == pytest.approx(56 / 216)  # 13+ (a miss by 10 or more)


def test_hit_chance_miss_by_one_at_the_skull_hits_the_torso():
    c = hit_chance(Attack(14, location="skull"))  # effective 7
    assert c.torso == pytest.approx(21 / 216)  # roll 8
    assert c.hit == pytest.approx((35 + 21) / 216)  # 3-7, and 8 on the torso


def test_hit_chance_rapid_fire_counts_the_hits():
    c = hit_chance(Attack(12, shots=10, recoil=2))  # +2 rapid fire: effective 14
    assert c.mean_hits > c.hit
    assert c.mean_hits == pytest.approx(sum(
        w * (1 + (14 - r) // 2) for r, w in {3: 1, 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25,
                                             10: 27, 11: 27, 12: 25, 13: 21, 14: 15}.items()
    ) / 216)


def test_a_homogeneous_target_counts_groin_as_torso_and_skull_as_face():
    """G12 (Homogeneous includes No Brain and No Vitals): a random 11 (groin) is recorded at
    the torso, 3–4 (skull) at the face; ``locations`` says where resolve records the hit."""
    got = odds(Target(max_hp=12, traits=frozenset({"homogeneous"})), Hit(0, "cr", "random"),
               "2d")
    assert "groin" not in got.locations and "skull" not in got.locations
    assert got.locations["torso"] == pytest.approx((25 + 27 + 27) / 216)  # 9, 10 and 11
    assert got.locations["face"] == pytest.approx((1 + 3 + 6) / 216)     # 3, 4 and 5
