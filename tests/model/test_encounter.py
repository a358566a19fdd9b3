"""Encounter operations: turns, checks, G7 end of combat, campaign time, exact undo."""

import pytest

from tracker.model import operations as ops
from tracker.model.encounter import Encounter
from tracker.model.errors import RulesError
from tracker.rulesets.gurps.rules.checks import PendingCheck
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.ruleset import medical_modifier
from tracker.rulesets.gurps.rules.sheet import GurpsSheet


def make(seed=7, *sheets):
    enc = Encounter(in_combat=True)  # a fight in progress (as the demo)
    enc.dice.__init__(seed)
    h = ops.History(enc)
    sheets = sheets or (GurpsSheet(max_hp=10, ht=10, basic_speed=6),
                        GurpsSheet(max_hp=12, ht=11, basic_speed=5))
    for i, s in enumerate(sheets):
        h.push(ops.add_combatant(enc, f"C{i + 1}", "pc" if i == 0 else "enemy", s,
                                 mid_fight=False))
    return enc, h


def test_turn_order_speed_then_dx():
    enc, _ = make(1, GurpsSheet(basic_speed=5, dx=12), GurpsSheet(basic_speed=6, dx=10),
                  GurpsSheet(basic_speed=5, dx=14))
    # those added during C1's turn joined after it (issue #24 item 12); a new fight sorts
    assert [c.name for c in enc.ordered()] == ["C1", "C2", "C3"]
    ops.start_combat(enc)
    assert [c.name for c in enc.ordered()] == ["C2", "C3", "C1"]


def test_duplicate_is_numbered():
    enc, h = make()
    h.push(ops.duplicate_combatant(enc, "c2"))
    h.push(ops.duplicate_combatant(enc, "c2"))
    assert sorted(c.name for c in enc.combatants.values()) == ["C1", "C2", "C2 2", "C2 3"]


@pytest.mark.parametrize(("names", "copies"), [
    (["Goblin"], ["Goblin 2", "Goblin 3"]),
    (["Goblin 2"], ["Goblin 3", "Goblin 4"]),
    (["Orc 9"], ["Orc 2", "Orc 3"]),  # the lowest free number
    (["C2"], ["C2 2", "C2 3"]),  # letters and a digit are a name, not a number
    (["ゴブリン"], ["ゴブリン 2", "ゴブリン 3"]),
    (["ゴブリン２"], ["ゴブリン３", "ゴブリン４"]),  # numbered on in the GM's own style
    (["ゴブリン2"], ["ゴブリン3", "ゴブリン4"]),
    (["オーク\u30001"], ["オーク\u30002", "オーク\u30003"]),
    (["ゴブリン", "ゴブリン２"], ["ゴブリン 2", "ゴブリン 3"]),  # ２ and 2 are one number
])
def test_duplicate_numbering_styles(names, copies):
    enc = Encounter()
    for n in names:
        ops.add_combatant(enc, n, "enemy", GurpsSheet(), mid_fight=False)
    first = next(c.id for c in enc.combatants.values() if c.name == names[0])
    made = [enc.combatants[ops.duplicate_combatant(enc, first).result].name for _ in copies]
    assert made == copies


def test_undo_of_hit_restores_everything_exactly():
    enc, h = make()
    before = enc.to_dict()
    h.push(ops.apply_hit(enc, "c2", Hit(9, "cut", "arm_right")))
    assert enc.combatants["c2"].sheet.parts["arm_right"].status == "crippled"
    assert enc.combatants["c2"].has("shock")
    assert enc.checks and enc.checks[0].kind == "knockdown"
    after = enc.to_dict()
    h.undo()
    assert enc.to_dict() == before
    h.redo()
    assert enc.to_dict() == after


def test_failed_operation_changes_nothing():
    enc, h = make()
    before = enc.to_dict()
    with pytest.raises(RulesError):
        ops.apply_hit(enc, "c1", Hit(5, "cr", "eye_left"))
    assert enc.to_dict() == before


def test_shock_ends_after_victims_next_turn():
    """G10: shock applies on the victim's next turn and then ends."""
    enc, h = make()
    assert enc.current.id == "c1"
    h.push(ops.apply_hit(enc, "c2", Hit(3, "cr", "torso")))
    assert enc.combatants["c2"].conditions["shock"].value == -3
    h.push(ops.next_turn(enc))  # c2's turn starts: shock still applies
    assert enc.current.id == "c2" and enc.combatants["c2"].has("shock")
    h.push(ops.next_turn(enc))  # c2's turn ended
    assert not enc.combatants["c2"].has("shock")
    assert enc.round == 2


def test_shock_from_several_hits_totals_at_most_4():
    enc, h = make()
    h.push(ops.apply_hit(enc, "c2", Hit(3, "cr", "torso")))
    h.push(ops.apply_hit(enc, "c2", Hit(3, "cr", "torso")))
    assert enc.combatants["c2"].conditions["shock"].value == -4


def test_shock_taken_in_own_turn_lasts_through_next_turn():
    enc, h = make()
    h.push(ops.apply_hit(enc, "c1", Hit(2, "cr", "torso")))  # c1 is acting
    h.push(ops.next_turn(enc))
    assert enc.combatants["c1"].has("shock")
    h.push(ops.next_turn(enc))  # c1's next turn starts
    assert enc.combatants["c1"].has("shock")
    h.push(ops.next_turn(enc))
    assert not enc.combatants["c1"].has("shock")


def test_knockdown_check_failure_stuns_and_by_5_knocks_out():
    enc, h = make()
    h.push(ops.apply_hit(enc, "c2", Hit(7, "cr", "torso")))  # major wound on HP 12
    chk = enc.checks[0]
    assert chk.kind == "knockdown" and chk.modifier == 0
    h.push(ops.resolve_check(enc, chk.id, 13))  # HT 11, fails by 2
    c = enc.combatants["c2"]
    assert c.has("stunned") and c.has("prone") and not c.has("unconscious")
    h.undo()
    h.push(ops.resolve_check(enc, chk.id, 16))  # fails by 5
    assert enc.combatants["c2"].has("unconscious")


def test_stunned_rolls_each_turn_to_recover():
    enc, h = make()
    h.push(ops.apply_hit(enc, "c2", Hit(7, "cr", "torso")))
    h.push(ops.resolve_check(enc, enc.checks[0].id, 13))
    h.push(ops.next_turn(enc))
    rec = [k for k in enc.checks if k.kind == "stun_recovery"]
    assert len(rec) == 1
    h.push(ops.resolve_check(enc, rec[0].id, 9))
    assert not enc.combatants["c2"].has("stunned")


def test_collapse_check_at_start_of_turn_below_zero():
    """G11: HP <= 0 → HT roll each turn, -1 per full multiple of HP below zero."""
    enc, h = make()
    h.push(ops.apply_hit(enc, "c2", Hit(24, "cr", "torso")))  # HP 12 -> -12
    kinds = [k.kind for k in enc.checks]
    assert kinds.count("death") == 1 and "knockdown" in kinds
    enc.checks.clear()
    h.push(ops.next_turn(enc))
    collapse = [k for k in enc.checks if k.kind == "collapse"]
    assert collapse and collapse[0].modifier == -1
    h.push(ops.resolve_check(enc, collapse[0].id, 15))
    assert enc.combatants["c2"].has("unconscious")


def test_death_check_failure_kills_and_dead_skip_turns():
    enc, h = make()
    h.push(ops.apply_hit(enc, "c2", Hit(40, "cr", "torso")))
    death = [k for k in enc.checks if k.kind == "death"]
    assert [k.threshold for k in death] == [1, 2]
    h.push(ops.resolve_check(enc, death[0].id, 15))
    assert enc.combatants["c2"].has("dead")
    h.push(ops.next_turn(enc))
    assert enc.current.id == "c1" and enc.round == 2


def test_minus_five_hp_is_dead():
    enc, h = make()
    h.push(ops.apply_hit(enc, "c2", Hit(72, "cr", "torso")))
    assert enc.combatants["c2"].has("dead")
    assert not [k for k in enc.checks if k.kind == "death"]


def test_g7_end_of_combat_durations():
    enc, h = make(3, GurpsSheet(max_hp=10, ht=10, medical_tl=8),
                  GurpsSheet(max_hp=10, ht=10))
    h.push(ops.apply_hit(enc, "c1", Hit(6, "cr", "arm_right")))  # crippled
    h.push(ops.apply_hit(enc, "c1", Hit(4, "cr", "hand_left")))  # crippled
    h.push(ops.apply_hit(enc, "c2", Hit(6, "cr", "leg_left")))  # crippled
    h.push(ops.apply_hit(enc, "c2", Hit(9, "cut", "arm_left")))  # severed
    h.push(ops.end_combat(enc, rolls={("c1", "arm_right"): 9, ("c1", "hand_left"): 12,
                                      ("c2", "leg_left"): 18},
                          months={("c1", "hand_left"): 2}))
    kinds = {(t.combatant, t.location): t for t in enc.timers}
    assert kinds[("c1", "arm_right")].kind == "temporary"
    lasting = kinds[("c1", "hand_left")]
    # 2 months - 3 (TL8 care) is never under 1 month
    assert lasting.kind == "lasting" and lasting.months == 1 and lasting.days_left == 30
    assert kinds[("c2", "leg_left")].kind == "permanent"  # critical failure
    assert kinds[("c2", "arm_left")].kind == "permanent" and kinds[("c2", "arm_left")].roll is None
    assert not enc.in_combat


def test_medical_modifiers():
    assert [medical_modifier(t) for t in (None, 4, 5, 6, 7, 10)] == [0, 0, 1, 2, 3, 3]


def test_advance_time_counts_down_lasting_and_heals():
    enc, h = make(5, GurpsSheet(max_hp=10, ht=10))
    h.push(ops.apply_hit(enc, "c1", Hit(6, "cr", "arm_right")))
    h.push(ops.end_combat(enc, rolls={("c1", "arm_right"): 12}, months={("c1", "arm_right"): 1}))
    timer = enc.timers[0]
    assert timer.kind == "lasting" and timer.days_left == 30
    h.push(ops.advance_time(enc, 24 * 10, heal_rolls={"c1": [10] * 3 + [11] * 7}))
    assert enc.timers[0].days_left == 20
    assert enc.combatants["c1"].sheet.hp == 4 + 3  # three successful HT rolls
    assert enc.calendar.day == 11
    h.push(ops.advance_time(enc, 24 * 20))
    assert not enc.timers
    assert "arm_right" not in enc.combatants["c1"].sheet.parts


def test_temporary_crippling_ends_when_hp_full():
    enc, h = make(5, GurpsSheet(max_hp=10, ht=10))
    h.push(ops.apply_hit(enc, "c1", Hit(4, "cr", "hand_right")))  # HP 6, crippled
    h.push(ops.end_combat(enc, rolls={("c1", "hand_right"): 8}))
    assert enc.timers[0].kind == "temporary"
    h.push(ops.advance_time(enc, 24 * 3, heal_rolls={"c1": [3, 3, 3]}))
    assert enc.timers and enc.combatants["c1"].sheet.hp == 9
    h.push(ops.advance_time(enc, 24, heal_rolls={"c1": [3]}))
    assert not enc.timers and enc.combatants["c1"].sheet.hp == 10


def test_advance_time_rejects_nonsense():
    enc, _ = make()
    for bad in (0, -3, 1.5, "2"):
        with pytest.raises(RulesError):
            ops.advance_time(enc, bad)


def test_edit_keeps_damage_taken_and_validates():
    enc, h = make()
    h.push(ops.apply_hit(enc, "c2", Hit(4, "cr", "torso")))
    h.push(ops.edit_combatant(enc, "c2", sheet={"max_hp": 15}))
    assert enc.combatants["c2"].sheet.hp == 11
    with pytest.raises(RulesError):
        ops.edit_combatant(enc, "c2", sheet={"max_hp": 0})
    with pytest.raises(RulesError):
        ops.edit_combatant(enc, "c2", sheet={"dr": {"tentacle_9": 3}})
    with pytest.raises(RulesError):
        ops.edit_combatant(enc, "c2", name="  ")


def test_remove_and_undo_restores_position():
    enc, h = make(1, GurpsSheet(basic_speed=7), GurpsSheet(basic_speed=6),
                  GurpsSheet(basic_speed=5))
    order = list(enc.order)
    h.push(ops.remove_combatant(enc, "c2"))
    assert "c2" not in enc.combatants
    h.undo()
    assert enc.order == order and "c2" in enc.combatants


def _fight_state(enc, h, state):
    if state == "hit in round 1, first turn":
        h.push(ops.apply_hit(enc, "c2", Hit(2, "cr", "torso")))
    elif state == "second turn":
        h.push(ops.next_turn(enc))
    elif state == "round 2":
        h.push(ops.next_turn(enc))
        h.push(ops.next_turn(enc))
    elif state in ("ended", "second fight, first turn", "second fight, second turn"):
        h.push(ops.apply_hit(enc, "c2", Hit(2, "cr", "torso")))
        h.push(ops.next_turn(enc))
        h.push(ops.end_combat(enc))
        if state != "ended":
            h.push(ops.start_combat(enc))
        if state == "second fight, second turn":
            h.push(ops.next_turn(enc))
    elif state == "stepped back to the first turn":
        h.push(ops.next_turn(enc))
        h.push(ops.previous_turn(enc))


@pytest.mark.parametrize(("state", "hidden"), [
    ("hit in round 1, first turn", False),  # still setting up: nobody has acted yet
    ("second turn", True),
    ("round 2", True),
    ("ended", False),
    ("second fight, first turn", False),  # issue #15 item 8: the log's old hits do not count
    ("second fight, second turn", True),
    ("stepped back to the first turn", False),
])
def test_who_joins_a_fight_in_progress_is_hidden_add_and_duplicate_alike(state, hidden):
    """Issue #15 items 7 and 8: one rule from the encounter's own state."""
    enc, h = make()
    _fight_state(enc, h, state)
    new = enc.combatants[h.push(ops.add_combatant(enc, "Ambusher", "enemy")).result]
    copy = enc.combatants[h.push(ops.duplicate_combatant(enc, "c2")).result]
    pc = enc.combatants[h.push(ops.add_combatant(enc, "Friend", "pc", GurpsSheet())).result]
    assert new.visibility.shown is not hidden and new.visibility.hp == "band"
    assert copy.visibility.shown is not hidden
    assert pc.visibility.shown and pc.visibility.hp == "exact"


def test_duplicate_keeps_the_gms_hiding_and_hp_display():
    enc, h = make()
    h.push(ops.set_visibility(enc, "c2", shown=False, hp="hidden", alias="Shadow"))
    copy = enc.combatants[h.push(ops.duplicate_combatant(enc, "c2")).result]
    assert copy.visibility.to_dict() == {"shown": False, "hp": "hidden", "alias": "Shadow"}


@pytest.mark.parametrize(("names", "added"), [
    (["Goblin"], ["Goblin 2", "Goblin 3"]),
    (["ゴブリン２"], ["ゴブリン３", "ゴブリン４"]),  # the GM's own full-width digits
    (["ＯＲＣ"], ["ORC 2", "ORC 3"]),  # ＯＲＣ and ORC are one name: numbered as typed
])
def test_add_numbers_a_name_already_taken(names, added):
    """Issue #15 item 9: two combatants of one name cannot be told apart."""
    enc = Encounter()
    for n in names:
        ops.add_combatant(enc, n, "enemy")
    typed = "ORC" if names == ["ＯＲＣ"] else names[0]
    made = [enc.combatants[ops.add_combatant(enc, typed, "enemy").result].name
            for _ in added]
    assert made == added


def test_rename_to_a_taken_name_is_refused_and_changes_nothing():
    enc, h = make()
    before = enc.to_dict()
    with pytest.raises(RulesError) as err:
        ops.edit_combatant(enc, "c2", name="Ｃ１")
    assert err.value.code == "name_taken" and enc.to_dict() == before
    h.push(ops.edit_combatant(enc, "c2", name="Goblin chief"))
    h.push(ops.edit_combatant(enc, "c2", name="Goblin chief"))  # its own name is fine
    assert enc.combatants["c2"].name == "Goblin chief"


def test_twins_from_an_old_file_can_still_be_edited_and_renamed_apart():
    """A file from before names were kept apart may hold two of one name: their stats can
    still be changed mid-fight, and a rename to a free name tells them apart."""
    enc, h = make()
    enc.combatants["c2"].name = "C1"  # as an old file had it
    h.push(ops.edit_combatant(enc, "c2", name="C1", sheet={"hp": 3}))
    assert enc.combatants["c2"].sheet.hp == 3
    h.push(ops.edit_combatant(enc, "c2", name="C1 (left)"))
    assert enc.combatants["c2"].name == "C1 (left)"


def test_condition_countdown():
    enc, h = make()
    h.push(ops.set_condition(enc, "c1", "grappled", True, 2))
    h.push(ops.next_turn(enc))  # c1's turn ends: 1 left
    assert enc.combatants["c1"].conditions["grappled"].rounds == 1
    h.push(ops.next_turn(enc))
    h.push(ops.next_turn(enc))
    assert "grappled" not in enc.combatants["c1"].conditions


def test_encounter_round_trips_through_dict():
    enc, h = make()
    h.push(ops.apply_hit(enc, "c2", Hit(9, "cut", "arm_right")))
    h.push(ops.end_combat(enc))
    again = Encounter.from_dict(enc.to_dict())
    assert again.to_dict() == enc.to_dict()


def test_end_of_combat_keeps_pending_death_checks():
    """G11: at -1×HP it is HT roll or die. Ending the fight drops the checks of its turns
    (knockdown, stun, staying conscious) but never a death check."""
    enc, h = make()
    h.push(ops.apply_hit(enc, "c1", Hit(22, "cr", "torso")))  # 10 HP -> -12: past -1×HP
    assert {k.kind for k in enc.checks} >= {"knockdown", "death"}
    h.push(ops.end_combat(enc))
    assert [k.kind for k in enc.checks] == ["death"] and not enc.in_combat
    death = enc.checks[0].id
    h.push(ops.resolve_check(enc, death, roll=17))  # a failed HT roll after the fight
    assert enc.checks == [] and enc.combatants["c1"].has("dead")
    h.undo()
    h.undo()
    assert {k.kind for k in enc.checks} >= {"knockdown", "death"} and enc.in_combat


def test_per_turn_checks_pile_up():
    """G11 and R34: the roll to stay conscious is owed each turn. One the GM skipped is
    still owed beside this turn's (never replaced); each is rolled and logged on its own,
    and a failed one (unconscious) leaves the rest deciding nothing."""
    enc, h = make()
    h.push(ops.apply_hit(enc, "c1", Hit(13, "cr", "torso")))  # 10 HP -> -3
    for _ in range(6):  # two combatants: c1's turns of rounds 2, 3 and 4
        h.push(ops.next_turn(enc))
    collapse = [k for k in enc.checks if k.kind == "collapse"]
    assert len(collapse) == 3 and {k.combatant for k in collapse} == {"c1"}
    assert not [e for e in enc.log if e.key == "check_lapsed"]
    # HT 10, -3 HP is no full multiple of 10 below 0: no penalty; 3 succeeds
    h.push(ops.resolve_check(enc, collapse[1].id, roll=3))
    assert [k.id for k in enc.checks if k.kind == "collapse"] == [collapse[0].id,
                                                                   collapse[2].id]
    h.push(ops.resolve_check(enc, collapse[0].id, roll=17))  # failure: unconscious
    assert [e.args["roll"] for e in enc.log if e.key == "check"] == [3, 17]
    assert not [k for k in enc.checks if k.kind == "collapse"]
    assert enc.combatants["c1"].has("unconscious")


def test_checks_that_no_longer_decide_anything_are_dropped():
    """Dead: no check of that combatant is left, and a corpse rolls for nothing. Unconscious:
    only death checks are left. The same when the GM sets the condition by hand."""
    enc, h = make()
    h.push(ops.apply_hit(enc, "c1", Hit(22, "cr", "torso")))  # -12: death + knockdown
    h.push(ops.apply_hit(enc, "c2", Hit(9, "cr", "skull")))  # the other one's knockdown
    theirs = [k.kind for k in enc.checks if k.combatant == "c2"]
    death = next(k.id for k in enc.checks if k.kind == "death")
    h.push(ops.resolve_check(enc, death, roll=18))
    assert enc.combatants["c1"].has("dead")
    assert [k.combatant for k in enc.checks] == ["c2"] * len(theirs)  # c2's untouched
    h.push(ops.apply_hit(enc, "c1", Hit(12, "cr", "skull")))
    assert all(k.combatant == "c2" for k in enc.checks)

    enc, h = make()
    h.push(ops.apply_hit(enc, "c1", Hit(22, "cr", "torso")))
    kinds = {k.kind for k in enc.checks}
    assert kinds >= {"death", "knockdown"}
    h.push(ops.set_condition(enc, "c1", "unconscious"))
    assert [k.kind for k in enc.checks] == ["death", "wake"]  # G14: waking on the calendar
    h.push(ops.set_condition(enc, "c1", "dead"))
    assert enc.checks == []
    h.undo()
    h.undo()
    assert {k.kind for k in enc.checks} == kinds


def test_fatigue_below_zero_fp_costs_hp_and_counts_for_thresholds():
    """G11: at 0 FP or less each FP lost costs 1 HP; that HP loss crosses -1×HP like any
    other and calls for a death check; the log shows the HP."""
    enc, h = make(7, GurpsSheet(max_hp=10, max_fp=10, ht=10, basic_speed=6))
    h.push(ops.apply_hit(enc, "c1", Hit(10, "fat", "torso")))  # FP 10 -> 0
    c = enc.combatants["c1"]
    assert (c.sheet.fp, c.sheet.hp) == (0, 10) and enc.log[-1].key == "hit_fat"
    h.push(ops.apply_hit(enc, "c1", Hit(22, "fat", "torso")))  # FP 0 -> -22: 22 HP
    assert (c.sheet.fp, c.sheet.hp) == (-22, -12)
    entry = next(e for e in reversed(enc.log) if e.key.startswith("hit"))
    assert entry.key == "hit_fat_hp" and entry.args["hp_after"] == -12
    assert [k.kind for k in enc.checks] == ["death"]


def test_previous_then_next_turn_ticks_nothing_twice():
    """Previous turn only moves the pointer back; Next turn then moves it on without running
    the turn's effects again (countdowns, shock, per-turn checks) until it has caught up."""
    enc, h = make(7, GurpsSheet(max_hp=10, ht=10, basic_speed=6),
                  GurpsSheet(max_hp=12, ht=11, basic_speed=5),
                  GurpsSheet(max_hp=12, ht=11, basic_speed=4))
    h.push(ops.set_condition(enc, "c1", "grappled", True, 2))
    h.push(ops.apply_hit(enc, "c1", Hit(13, "cr", "torso")))  # HP -3: a roll each turn
    h.push(ops.next_turn(enc))  # c1's turn ends: 1 round left
    assert enc.combatants["c1"].conditions["grappled"].rounds == 1
    for _ in range(3):  # back into round 1 and forward again, three times
        h.push(ops.previous_turn(enc))
        assert (enc.round, enc.turn, enc.turns_back) == (1, 0, 1)
        h.push(ops.next_turn(enc))
        assert (enc.round, enc.turn, enc.turns_back) == (1, 1, 0)
        assert enc.combatants["c1"].conditions["grappled"].rounds == 1
    h.push(ops.next_turn(enc))
    h.push(ops.next_turn(enc))  # round 2, c1's turn: one roll to stay conscious
    assert [k.kind for k in enc.checks if k.combatant == "c1"].count("collapse") == 1
    h.push(ops.previous_turn(enc))  # across the round boundary
    assert (enc.round, enc.turn) == (1, 2)
    h.push(ops.next_turn(enc))
    assert [k.kind for k in enc.checks if k.combatant == "c1"].count("collapse") == 1
    assert not [e for e in enc.log if e.key == "check_lapsed"]
    h.push(ops.next_turn(enc))  # caught up: c1's turn really ends now
    assert "grappled" not in enc.combatants["c1"].conditions
    h.undo()
    assert enc.combatants["c1"].conditions["grappled"].rounds == 1


def _three():
    return make(7, GurpsSheet(max_hp=20, ht=12, basic_speed=6),
                GurpsSheet(max_hp=20, ht=12, basic_speed=5),
                GurpsSheet(max_hp=20, ht=12, basic_speed=4))


def _goto(enc, h, rnd, cid):
    while (enc.round, enc.current.id) != (rnd, cid):
        h.push(ops.next_turn(enc))


def test_g10_shock_of_a_hit_entered_after_previous_turn_ends_after_the_next_turn():
    """Issue #15 item 5: step back to c2's turn, hit c2 (shock on its own turn: through its
    next turn) and c3 (through c3's next turn), go forward: each turn's end counts once."""
    enc, h = _three()
    _goto(enc, h, 2, "c1")
    h.push(ops.previous_turn(enc))
    h.push(ops.previous_turn(enc))
    assert (enc.round, enc.current.id, enc.turns_back) == (1, "c2", 2)
    h.push(ops.apply_hit(enc, "c2", Hit(2, "cr", "torso")))
    h.push(ops.apply_hit(enc, "c3", Hit(3, "cr", "torso")))
    h.push(ops.set_condition(enc, "c3", "grappled", True, 2))
    h.push(ops.next_turn(enc))  # c2's round-1 turn ends: its own-turn shock lives on
    assert enc.combatants["c2"].has("shock")
    h.push(ops.next_turn(enc))  # c3's round-1 turn ends: its shock goes, 1 round left
    assert not enc.combatants["c3"].has("shock")
    assert enc.combatants["c3"].conditions["grappled"].rounds == 1
    assert (enc.round, enc.current.id, enc.turns_back) == (2, "c1", 0)
    # back before the hits and forward again: nothing counts twice, nothing counts early
    h.push(ops.previous_turn(enc))
    h.push(ops.previous_turn(enc))
    h.push(ops.previous_turn(enc))
    assert (enc.round, enc.current.id) == (1, "c1")
    for _ in range(3):
        h.push(ops.next_turn(enc))
    assert enc.combatants["c2"].has("shock")
    assert enc.combatants["c3"].conditions["grappled"].rounds == 1
    _goto(enc, h, 2, "c3")  # c2's round-2 turn has ended: its shock is over
    assert not enc.combatants["c2"].has("shock")
    h.push(ops.next_turn(enc))
    assert "grappled" not in enc.combatants["c3"].conditions


def test_shock_hit_on_a_turn_already_played_ends_with_the_victims_next_turn():
    """Stepped back to c1's turn, c2 (whose turn came after) is hit: the shock ends with the
    replayed turn of c2, not a round later."""
    enc, h = _three()
    _goto(enc, h, 1, "c3")
    h.push(ops.previous_turn(enc))
    h.push(ops.previous_turn(enc))
    h.push(ops.apply_hit(enc, "c2", Hit(2, "cr", "torso")))
    h.push(ops.next_turn(enc))
    assert enc.combatants["c2"].has("shock")
    h.push(ops.next_turn(enc))
    assert not enc.combatants["c2"].has("shock")


def test_g11_unconscious_take_no_turns_but_keep_their_death_checks():
    """Issue #15 item 6: the unconscious are skipped like the dead; pending death checks
    stay, and no roll to stay conscious is asked of one already unconscious."""
    enc, h = _three()
    h.push(ops.apply_hit(enc, "c2", Hit(25, "cr", "torso")))  # HP 20 → -5
    h.push(ops.apply_hit(enc, "c2", Hit(20, "cr", "torso")))  # → -25: death check (−1×HP)
    h.push(ops.set_condition(enc, "c2", "unconscious"))
    assert [k.kind for k in enc.checks if k.combatant == "c2"] == ["death", "wake"]
    seen = []
    for _ in range(4):
        h.push(ops.next_turn(enc))
        seen.append(enc.current.id)
    assert seen == ["c3", "c1", "c3", "c1"]
    assert [k.kind for k in enc.checks if k.combatant == "c2"] == ["death", "wake"]
    h.push(ops.previous_turn(enc))
    assert enc.current.id == "c3"  # stepping back skips it too
    h.push(ops.set_condition(enc, "c2", "unconscious", False))  # comes round
    _goto(enc, h, enc.round + 1, "c2")
    assert "collapse" in [k.kind for k in enc.checks if k.combatant == "c2"]


def test_previous_turn_skips_the_dead_and_stops_at_the_first_turn():
    enc, h = make(7, GurpsSheet(basic_speed=6), GurpsSheet(basic_speed=5),
                  GurpsSheet(basic_speed=4))
    with pytest.raises(RulesError) as err:
        ops.previous_turn(enc)
    assert err.value.code == "first_turn" and not ops.can_step_back(enc)
    h.push(ops.next_turn(enc))
    h.push(ops.next_turn(enc))  # c3's turn
    h.push(ops.set_condition(enc, "c2", "dead"))
    h.push(ops.previous_turn(enc))
    # the furthest turn (c3's) lies two positions ahead: the dead c2's, passed over, and c3's
    assert enc.current.id == "c1" and enc.turns_back == 2
    h.push(ops.start_combat(enc))
    assert (enc.round, enc.turn, enc.turns_back) == (1, 0, 0)


def test_the_gms_own_turn_order_survives_edits_and_arrivals():
    """A combatant moved by hand stays where the GM put it when someone is edited or added;
    only a change of Basic Speed or DX moves the edited one, and an arrival goes right after
    the last one who acts before it."""
    enc, h = make(7, GurpsSheet(basic_speed=7), GurpsSheet(basic_speed=6),
                  GurpsSheet(basic_speed=5), GurpsSheet(basic_speed=4))
    assert enc.order == ["c1", "c2", "c3", "c4"]
    h.push(ops.move_combatant(enc, "c4", 0))  # the GM lets c4 act first
    h.push(ops.edit_combatant(enc, "c2", notes="wounded pride", sheet={"max_hp": 14}))
    assert enc.order == ["c4", "c1", "c2", "c3"]
    h.push(ops.add_combatant(enc, "New", "enemy", GurpsSheet(basic_speed=5.5)))
    assert enc.order == ["c4", "c1", "c2", "c5", "c3"]
    h.push(ops.add_combatant(enc, "Slow", "enemy", GurpsSheet(basic_speed=1)))
    assert enc.order[-1] == "c6"
    h.push(ops.edit_combatant(enc, "c3", sheet={"basic_speed": 8}))  # now the fastest
    assert enc.order == ["c3", "c4", "c1", "c2", "c5", "c6"]
    h.push(ops.start_combat(enc))  # a new fight: the rules' order again
    assert enc.order == ["c3", "c1", "c2", "c5", "c4", "c6"]


def test_removing_the_one_whose_turn_it_is_passes_the_turn_on():
    enc, h = make(7, GurpsSheet(max_hp=10, basic_speed=7), GurpsSheet(basic_speed=6),
                  GurpsSheet(max_hp=10, ht=10, basic_speed=5))
    h.push(ops.apply_hit(enc, "c1", Hit(13, "cr", "torso")))  # c1 at -3 HP
    h.push(ops.next_turn(enc))
    h.push(ops.next_turn(enc))  # c3's turn, the last of round 1
    before = enc.to_dict()
    h.push(ops.remove_combatant(enc, "c3"))  # it flees
    # round 2 begins with c1, whose turn starts: a roll to stay conscious (G11)
    assert (enc.round, enc.current.id) == (2, "c1")
    assert [k.kind for k in enc.checks if k.combatant == "c1"].count("collapse") == 1
    assert [e.key for e in enc.log[-3:]] == ["removed", "round", "turn"]
    h.undo()
    assert enc.to_dict() == before
    h.push(ops.remove_combatant(enc, "c2"))  # not the current one: the turn stays
    assert (enc.round, enc.current.id) == (1, "c3")


def test_a_new_body_plan_takes_the_old_recovery_timers_with_it():
    enc, h = make()
    h.push(ops.apply_hit(enc, "c1", Hit(9, "cr", "leg_left")))
    h.push(ops.apply_hit(enc, "c2", Hit(9, "cr", "leg_left")))
    h.push(ops.end_combat(enc, rolls={("c1", "leg_left"): 15, ("c2", "leg_left"): 15}))
    assert {t.combatant for t in enc.timers} == {"c1", "c2"}
    h.push(ops.edit_combatant(enc, "c1", notes="limps"))  # the same body: timers stay
    assert {t.combatant for t in enc.timers} == {"c1", "c2"}
    h.push(ops.edit_combatant(enc, "c1", sheet={"body": "quadruped"}))
    assert [t.combatant for t in enc.timers] == ["c2"] and not enc.combatants["c1"].sheet.parts
    h.undo()
    assert {t.combatant for t in enc.timers} == {"c1", "c2"}


def test_a_removed_combatant_takes_its_timers_and_checks_along():
    enc, h = make()
    h.push(ops.apply_hit(enc, "c2", Hit(9, "cr", "leg_left")))
    h.push(ops.end_combat(enc, rolls={("c2", "leg_left"): 15}))
    h.push(ops.start_combat(enc))
    h.push(ops.apply_hit(enc, "c2", Hit(9, "cr", "skull")))
    assert enc.timers and enc.checks
    before = enc.to_dict()
    h.push(ops.remove_combatant(enc, "c2"))
    assert enc.timers == [] and enc.checks == []
    h.undo()
    assert enc.to_dict() == before


# -- issue #15 items 11-13: the dead, stat edits, wounds that go ---------------------------


def test_g7_the_dead_get_no_roll_and_no_timer():
    enc, h = make()
    h.push(ops.apply_hit(enc, "c2", Hit(8, "cut", "leg_right")))  # crippled (HP 12: over 6)
    h.push(ops.apply_hit(enc, "c1", Hit(9, "cut", "leg_right")))
    h.push(ops.end_combat(enc, rolls={("c1", "leg_right"): 10, ("c2", "leg_right"): 10}))
    assert {t.combatant for t in enc.timers} == {"c1", "c2"}
    h.undo()
    h.push(ops.set_condition(enc, "c2", "dead"))
    before = enc.combatants["c2"].sheet.to_dict()
    h.push(ops.end_combat(enc, rolls={("c1", "leg_right"): 10}))
    assert {t.combatant for t in enc.timers} == {"c1"}
    assert enc.combatants["c2"].sheet.to_dict() == before  # a corpse's wounds stay as they were
    assert not [e for e in enc.log if e.key.startswith("duration") and e.combatant == "c2"]


def test_a_timer_ends_when_its_bearer_dies():
    enc, h = make()
    h.push(ops.apply_hit(enc, "c2", Hit(8, "cut", "leg_right")))
    h.push(ops.end_combat(enc, rolls={("c2", "leg_right"): 10}))  # temporary: until HP full
    assert [t.kind for t in enc.timers] == ["temporary"]
    h.push(ops.set_condition(enc, "c2", "dead"))
    assert enc.timers == []
    h.undo()
    assert [t.kind for t in enc.timers] == ["temporary"]


def _at(enc, h, cid, hp, checks=()):
    """c at ``hp`` with these pending (kind, threshold) checks."""
    h.push(ops.edit_combatant(enc, cid, sheet={"hp": hp}))
    enc.checks[:] = [k for k in enc.checks if k.combatant != cid]
    for kind, n in checks:
        enc.checks.append(PendingCheck(enc.next_id("check"), cid, kind, 0, n))


@pytest.mark.parametrize(("hp", "checks", "edit", "expect_checks", "expect", "logged"), [
    # G11, issue #15 item 12: HP −12/10 with the −1×HP death check pending ...
    (-12, [("death", 1)], {"max_hp": 20}, [], set(), ["death_check_dropped"]),  # → −2/20
    (-12, [("death", 1)], {"max_hp": 2}, [], {"dead", "destroyed"}, []),  # → −20/2
    (-12, [("death", 1)], {"max_hp": 5, "hp": -12}, [("death", 1), ("death", 2)], set(),
     ["death_check_owed"]),
    (-12, [], {"max_hp": 5, "hp": -12}, [("death", 2)], set(), ["death_check_owed"]),  # −1×: rolled
    (-12, [("death", 1)], {"hp": -19}, [("death", 1)], set(), []),  # still only −1×HP
    (-12, [("death", 1)], {"hp": -40}, [("death", 1), ("death", 2), ("death", 3),
                                         ("death", 4)], set(), ["death_check_owed"] * 3),
    (-12, [("death", 1)], {"hp": -50}, [], {"dead"}, []),
    (-3, [("collapse", 0)], {"hp": 2}, [], set(), ["collapse_dropped"]),
    (-3, [("collapse", 0)], {"max_hp": 2, "hp": -3}, [("collapse", 0), ("death", 1)], set(),
     ["death_check_owed"]),
    (5, [], {"max_hp": 12}, [], set(), []),
])
def test_g11_thresholds_follow_an_edit_of_hp_or_max_hp(hp, checks, edit, expect_checks,
                                                        expect, logged):
    enc, h = make(7, GurpsSheet(max_hp=10, ht=10, basic_speed=6),
                  GurpsSheet(max_hp=12, ht=11, basic_speed=5))
    _at(enc, h, "c1", hp, checks)
    before = enc.to_dict()
    seq = enc.counters["log"]
    h.push(ops.edit_combatant(enc, "c1", sheet=edit))
    c = enc.combatants["c1"]
    got = sorted((k.kind, k.threshold) for k in enc.checks if k.combatant == "c1")
    assert got == sorted(expect_checks)
    assert {x for x in ("dead", "destroyed") if c.has(x)} == expect
    keys = [e.key for e in enc.log if e.seq > seq and e.key not in ("edited", "condition_on")]
    assert keys == logged
    if "collapse" in {k for k, _ in expect_checks}:
        collapse = next(k for k in enc.checks if k.kind == "collapse")
        assert collapse.modifier == -((-c.sheet.hp) // c.sheet.max_hp)
    h.undo()  # one command: undo gives everything back
    assert enc.to_dict() == before


def test_prone_from_a_crippled_leg_goes_with_the_wound():
    """Issue #15 item 13: a new body plan drops the leg's wound and the fall it caused; a
    fall of its own (a failed knockdown roll) stays."""
    enc, h = make()
    h.push(ops.apply_hit(enc, "c1", Hit(9, "cut", "leg_right")))  # crippled: falls
    assert enc.combatants["c1"].conditions["prone"].cause == "leg_right"
    before = enc.to_dict()
    h.push(ops.edit_combatant(enc, "c1", sheet={"body": "quadruped"}))
    c = enc.combatants["c1"]
    assert c.sheet.parts == {} and not c.has("prone")
    assert enc.log[-1].key == "condition_off" and enc.log[-1].args["condition"] == "prone"
    h.undo()
    assert enc.to_dict() == before
    knock = next(k for k in enc.checks if k.kind == "knockdown")
    h.push(ops.resolve_check(enc, knock.id, 17))  # fails: stunned and prone in its own right
    h.push(ops.edit_combatant(enc, "c1", sheet={"body": "quadruped"}))
    assert enc.combatants["c1"].has("prone")


def test_prone_stays_while_another_leg_is_crippled_and_goes_when_the_last_heals():
    enc, h = make()
    h.push(ops.apply_hit(enc, "c1", Hit(6, "cr", "leg_right")))  # crippled, not destroyed
    h.push(ops.apply_hit(enc, "c1", Hit(4, "cr", "foot_left")))
    assert {p.status for p in enc.combatants["c1"].sheet.parts.values()} == {"crippled"}
    for k in list(enc.checks):
        h.push(ops.resolve_check(enc, k.id, 3))
    c = enc.combatants["c1"]
    h.push(ops.edit_combatant(enc, "c1", sheet={"hp": 10}))
    h.push(ops.end_combat(enc, rolls={("c1", "leg_right"): 5, ("c1", "foot_left"): 14},
                          months={("c1", "foot_left"): 1}))
    c = enc.combatants["c1"]  # HP full: the temporary leg heals at once, the lasting foot not
    assert set(c.sheet.parts) == {"foot_left"} and c.conditions["prone"].cause == "foot_left"
    h.push(ops.advance_time(enc, 30 * 24))  # the foot's month: the fall goes with it
    c = enc.combatants["c1"]
    assert c.sheet.parts == {} and not c.has("prone")
