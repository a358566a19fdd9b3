"""Issue #15: play it like a GM — long random sequences of what a GM does at the table
(turns forward and back, hits, rolls, stat edits, brainless heads, ending and starting fights,
arrivals and departures), with what must hold after every step:

* a refused action changes nothing; every done action is undone exactly (one step each),
  and redone exactly;
* the file of every state loads back to the same state;
* turns exist only in combat; the one whose turn it is takes turns (unless it fell during
  its own turn);
* the dead hold no checks and no timers; the unconscious only death checks (G11);
* a condition caused by a wound has the wound; names are unique; G11 death checks are owed.

Set GM_SEQUENCE_EXAMPLES for a longer hunt."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tracker.model import operations as ops
from tracker.model.errors import RulesError
from tracker.model.files import dumps_encounter, loads_encounter
from tracker.model.input_text import ascii_forms
from tracker.model.ruleset import ruleset_for
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit

EXAMPLES = int(os.environ.get("GM_SEQUENCE_EXAMPLES", "60"))

LOCATIONS = ("torso", "arm_right", "leg_left", "foot_right", "skull", "random", "head_extra_1",
             "head_extra_2", "leg_fore_left", "arm_3")
STEP = st.one_of(
    st.tuples(st.just("next")),
    st.tuples(st.just("prev")),
    st.tuples(st.just("hit"), st.integers(0, 9), st.integers(0, 30),
              st.sampled_from(("cr", "cut", "imp", "pi")), st.sampled_from(LOCATIONS),
              st.integers(3, 18)),
    st.tuples(st.just("check"), st.integers(0, 9), st.integers(3, 18)),
    st.tuples(st.just("edit_hp"), st.integers(0, 9), st.integers(-80, 25)),
    st.tuples(st.just("edit_max"), st.integers(0, 9), st.integers(1, 30)),
    st.tuples(st.just("heads"), st.integers(0, 9), st.integers(0, 4)),
    st.tuples(st.just("body"), st.integers(0, 9), st.sampled_from(("humanoid", "quadruped",
                                                                   "octopod"))),
    st.tuples(st.just("condition"), st.integers(0, 9),
              st.sampled_from(("unconscious", "prone", "grappled", "dead")), st.booleans(),
              st.sampled_from((None, 1, 2))),
    st.tuples(st.just("end"), st.integers(3, 18)),
    st.tuples(st.just("start")),
    st.tuples(st.just("add"), st.sampled_from(("Goblin", "Aiko", "ゴブリン２"))),
    st.tuples(st.just("duplicate"), st.integers(0, 9)),
    st.tuples(st.just("remove"), st.integers(0, 9)),
    st.tuples(st.just("move"), st.integers(0, 9), st.integers(0, 9)),
)


def _who(enc, i):
    ids = list(enc.order)
    return ids[i % len(ids)] if ids else "c1"


def _do(enc, step):
    kind, *a = step
    if kind == "next":
        return ops.next_turn(enc)
    if kind == "prev":
        return ops.previous_turn(enc)
    if kind == "hit":
        i, dmg, dtype, loc, roll = a
        return ops.apply_hit(enc, _who(enc, i), Hit(dmg, dtype, loc, roll=roll, subroll=1))
    if kind == "check":
        i, roll = a
        if not enc.checks:
            raise RulesError("unknown_check", "none")
        return ops.resolve_check(enc, enc.checks[i % len(enc.checks)].id, roll)
    if kind == "edit_hp":
        return ops.edit_combatant(enc, _who(enc, a[0]), sheet={"hp": a[1]})
    if kind == "edit_max":
        return ops.edit_combatant(enc, _who(enc, a[0]), sheet={"max_hp": a[1]})
    if kind == "heads":
        return ops.edit_combatant(enc, _who(enc, a[0]), sheet={"brainless_heads": a[1]})
    if kind == "body":
        return ops.edit_combatant(enc, _who(enc, a[0]), sheet={"body": a[1]})
    if kind == "condition":
        i, name, on, rounds = a
        return ops.set_condition(enc, _who(enc, i), name, on, rounds if on else None)
    if kind == "end":
        rolls = {(c.id, loc): a[0] for c in enc.ordered() for loc in c.sheet.parts}
        return ops.end_combat(enc, rolls=rolls, months={k: 2 for k in rolls})
    if kind == "start":
        return ops.start_combat(enc)
    if kind == "add":
        return ops.add_combatant(enc, a[0], "enemy")
    if kind == "duplicate":
        return ops.duplicate_combatant(enc, _who(enc, a[0]))
    if kind == "remove":
        if len(enc.order) <= 1:
            raise RulesError("empty", "keep one")
        return ops.remove_combatant(enc, _who(enc, a[0]))
    if kind == "move":
        return ops.move_combatant(enc, _who(enc, a[0]), a[1])
    raise AssertionError(kind)


def _invariants(enc, step, hp_before):
    rs = ruleset_for(enc)
    names = [ascii_forms(c.name.strip()) for c in enc.combatants.values()]
    assert len(names) == len(set(names)), names
    if enc.order:
        assert 0 <= enc.turn < len(enc.order)
    if not enc.in_combat:
        assert not ops.can_step_back(enc)
    for c in enc.combatants.values():
        mine = [k for k in enc.checks if k.combatant == c.id]
        if c.has("dead") or c.has("destroyed"):
            assert mine == [] and not [t for t in enc.timers if t.combatant == c.id]
        elif c.has("unconscious"):
            assert {k.kind for k in mine} <= {"death", "wake"}
        for cond in c.conditions.values():
            if cond.cause is not None:
                assert c.sheet.status_of(cond.cause) != "ok", (c.name, cond)
        hp, mx = c.sheet.hp, c.sheet.max_hp
        # a step that took HP to −5×HP or below kills (the GM may revive one by hand; an
        # edit that leaves HP as it was does not kill the revived again)
        if step[0] in ("hit", "edit_hp", "edit_max") and c.id == _who(enc, step[1]) \
                and hp <= -5 * mx and (step[0] != "edit_hp" or hp != hp_before.get(c.id)):
            assert c.has("dead"), (c.name, hp, mx)
        for k in mine:
            if k.kind == "death":
                assert hp <= -k.threshold * mx, (c.name, hp, mx, k)
            if k.kind == "collapse":
                assert hp <= 0
        c.sheet.validate()
    assert rs is not None


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(STEP, min_size=5, max_size=30))
def test_a_gm_session_always_undoes_redoes_and_saves_exactly(steps):
    enc = demo_encounter()
    history = ops.History(enc)
    states = [enc.to_dict()]
    for step in steps:
        before = enc.to_dict()
        hp_before = {cid: c.sheet.hp for cid, c in enc.combatants.items()}
        try:
            action = _do(enc, step)
        except RulesError:
            assert enc.to_dict() == before, step  # refused: nothing changed
            continue
        history.push(action)
        states.append(enc.to_dict())
        _invariants(enc, step, hp_before)
        again = loads_encounter(dumps_encounter(enc))
        assert again.to_dict() == states[-1], step
    for state in reversed(states[:-1]):
        assert history.undo()
        assert enc.to_dict() == state
    for state in states[1:]:
        assert history.redo()
        assert enc.to_dict() == state
