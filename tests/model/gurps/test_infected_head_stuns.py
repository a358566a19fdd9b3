"""V7: "Head: … always physically stunned" while the disease runs. The infection dock said so,
but the roster, the players' screen and the defense step did not: the GM had to remember the
−4. It is now a status that follows from the disease (no recovery roll ends it; the cure
does), and the defenses take it."""

from __future__ import annotations

from tracker.model import operations as ops
from tracker.model.dice import Dice
from tracker.model.encounter import Encounter
from tracker.model.public import project
from tracker.rulesets.gurps.rules.modules import operations as mops
from tracker.rulesets.gurps.rules.modules.infection_module import MODULE as INFECTION
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.ruleset import GURPS
from tracker.rulesets.gurps.rules.sheet import GurpsSheet


def _infected(location_roll: int):
    enc = Encounter(dice=Dice(7))
    ops.add_combatant(enc, "Aiko", "pc", GurpsSheet(max_hp=12, max_fp=12, ht=12))
    ops.set_modules(enc, {"gurps.infection": {}})
    ops.apply_hit(enc, "c1", Hit(3, "cut", "torso"))
    chk = next(k for k in enc.checks if k.source == "gurps.infection")
    mops.set_infection_modifiers(enc, chk.id, location_roll=location_roll)
    ops.resolve_check(enc, chk.id, 17)  # failed: the disease
    return enc


def test_an_infected_head_stuns_from_the_fever_until_the_cure():
    enc = _infected(3)  # 3: the head
    c = enc.combatants["c1"]
    assert not GURPS.stunned(c)  # incubating: nothing yet
    ops.advance_time(enc, 25)  # the fever, 24 h after the failed roll
    assert INFECTION.infections(c).stunned
    assert ("stunned", 0) in GURPS.statuses(c) and GURPS.stunned(c)
    assert "stunned" not in c.conditions  # derived: no stun recovery roll is owed for it
    ops.start_combat(enc)
    assert not any(k.kind == "stun_recovery" for k in enc.checks)
    assert "stunned" in [p for p in project(enc).combatants[0].conditions]
    ops.end_combat(enc)  # End combat clears stun conditions, not the disease's
    assert GURPS.stunned(c)
    mops.cure_infection(enc, "c1", 0, "gm")
    assert not GURPS.stunned(c)


def test_an_infected_arm_does_not_stun():
    enc = _infected(9)  # 9: the torso
    ops.advance_time(enc, 25)
    assert not GURPS.stunned(enc.combatants["c1"])


def test_a_stun_condition_is_listed_once():
    enc = _infected(3)
    ops.advance_time(enc, 25)
    ops.set_condition(enc, "c1", "stunned", True)
    assert [n for n, _v in GURPS.statuses(enc.combatants["c1"])].count("stunned") == 1

