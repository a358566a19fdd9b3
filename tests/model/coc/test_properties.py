"""Properties over many random cases: damage is never negative, dodge values never rise
within a round, a death clock always names a living holder or has run out."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tracker.model.dice import Dice
from tracker.model.encounter import combatant_of
from tracker.rulesets.coc.rules.attack import resolve_attack
from tracker.rulesets.coc.rules.death import DeathClock, clock_holder, end_action
from tracker.rulesets.coc.rules.defense import (
    ParriedAttack,
    resolve_cover,
    resolve_dodge,
    resolve_parry,
)
from tracker.rulesets.coc.rules.injury import apply_damage, resolve_knockout
from tracker.rulesets.coc.rules.weapons import Weapon

OUTCOMES = st.sampled_from(["critical", "special", "success", "failure", "fumble"])
CLASSES = st.sampled_from(["unarmed", "blunt", "edged", "impaling", "firearm"])
DAMAGES = st.sampled_from(["1d3", "1d6", "1d4+2", "1d8+1d4", "2d3-1d3", "1d10", "3", "1d6-2"])
DBS = st.sampled_from(["0", "+1d4", "-1d4", "-1d6", "+2d6", "-1d3"])


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), skill=st.integers(0, 120), damage=DAMAGES, db=DBS,
       cls=CLASSES, armor=st.one_of(st.integers(0, 12), st.sampled_from(["1d3", "1d6+1"])),
       hp=st.integers(0, 30), con=st.integers(1, 18))
def test_damage_is_never_negative(seed, skill, damage, db, cls, armor, hp, con):
    dice = Dice(seed)
    a = resolve_attack(skill, Weapon(damage, cls), db, dice=dice, armor=armor)
    if a.hit:
        assert a.damage >= 0 and a.rolled >= 0 and a.damage <= a.rolled
    else:
        assert a.damage is None
    dealt = a.damage or 0
    k = resolve_knockout(cls, dealt, hp, dice=dice)
    assert 0 <= k.damage <= dealt
    r = apply_damage("V", hp, con, k.damage, round=1, by="X", order=["X", "V"])
    assert 0 <= r.hp <= hp and r.overflow >= 0 and r.hp + r.lost == hp
    assert r.lost + r.overflow == k.damage
    p = resolve_parry(skill, "unarmed", ParriedAttack("success", cls, damage, db), dice=dice)
    assert p.damage_to_defender >= 0 and (p.full_damage or 0) >= 0
    c = resolve_cover(10, dealt, dice=dice)
    assert c.coverer_damage >= 0 and c.covered_damage >= 0
    assert c.coverer_damage + c.covered_damage in (0, dealt)


@settings(max_examples=300, deadline=None)
@given(dodge=st.integers(0, 150),
       attacks=st.lists(st.tuples(OUTCOMES, CLASSES, st.integers(1, 100)), max_size=12))
def test_dodge_values_never_rise_within_a_round(dodge, attacks):
    tries: tuple[int, ...] = ()
    for outcome, cls, roll in attacks:
        r = resolve_dodge(dodge, tries, outcome, cls, roll=roll)
        assert r.tries[:len(tries)] == tries
        if r.allowed:
            assert r.target > 0 and len(r.tries) == len(tries) + 1
        else:
            assert r.tries == tries
        tries = r.tries
    assert all(a >= b for a, b in zip(tries, tries[1:], strict=False))
    assert all(t <= dodge for t in tries)


IDS = ["A", "B", "C", "D", "E", "F"]


@st.composite
def fights(draw):
    ids = draw(st.lists(st.sampled_from(IDS), min_size=2, max_size=6, unique=True))
    order: list[str] = []
    for cid in ids:
        order.append(cid)
        if draw(st.booleans()):
            order.append(f"{cid}@half")
    if draw(st.booleans()):
        order.insert(0, f"{ids[0]}@start")
    victim = draw(st.sampled_from(ids))
    by = draw(st.sampled_from(order))
    dead = frozenset(draw(st.lists(st.sampled_from(ids), max_size=len(ids))))
    deaths_at = draw(st.lists(st.tuples(st.sampled_from(ids), st.integers(0, 2 * len(order))),
                              max_size=4))
    return order, victim, by, dead - {victim}, deaths_at


@settings(max_examples=150, deadline=None)
@given(fights())
def test_death_clock_names_a_living_holder_or_has_run_out(fight):
    order, victim, by, dead, _ = fight
    clock = DeathClock(victim, 3, by)
    holder = clock_holder(clock, order, dead)
    if holder is not None:
        assert combatant_of(holder) not in dead
        assert holder == by or combatant_of(holder) != victim
        assert order.index(holder) <= order.index(by)
    else:
        assert combatant_of(by) in dead


@settings(max_examples=150, deadline=None)
@given(fights())
def test_an_unhealed_victim_dies_once_and_never_after_the_deadline(fight):
    """Walk the order from the drop to the end of the next round, killing others on the way:
    the clock runs out exactly once, no later than the original position one cycle on."""
    order, victim, by, _, deaths_at = fight
    dead: set[str] = set()
    clocks = [DeathClock(victim, 2, by)]
    start = order.index(by) + 1
    steps = [(1, i) for i in range(start, len(order))] + [(2, i) for i in range(len(order))]
    died_at = None
    for n, (rnd, i) in enumerate(steps):
        for cid, when in deaths_at:
            if when == n and cid != victim:
                dead.add(cid)
        r = end_action(rnd, order[i], order, frozenset(dead), clocks, {victim: 0})
        for c in r.clocks:
            holder = clock_holder(c, order, frozenset(dead))
            if holder is None:  # due with the last position of the drop round, not yet reached
                assert rnd == c.round - 1 and i < len(order) - 1
            else:
                assert combatant_of(holder) not in dead
        if r.deaths:
            assert r.deaths == (victim,) and died_at is None
            died_at = (rnd, i)
        clocks = list(r.clocks)
    assert died_at is not None and died_at <= (2, order.index(by))
