"""Issue 44 section 3: the defects the fifth GURPS play-test found, each through
``python -m tracker session`` (tests/session_script.py) where the session is concerned. Every
number is worked out by hand from RULES.md in the comment beside it."""

from __future__ import annotations

from tests.session_script import combatant, run

TABLE = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "add", "name": "Aiko", "side": "pc", "sheet": {
        "max_hp": 12, "ht": 12, "dx": 12, "basic_speed": 6.0}},
    {"op": "add", "name": "Brute", "side": "enemy", "sheet": {
        "max_hp": 12, "max_fp": 12, "ht": 11, "dx": 11, "dodge": 8, "basic_speed": 5.0}},
]


def _attack(**kw) -> dict:
    """Aiko's attack on Brute, skill 14, roll 10 (a hit at every modifier below −4)."""
    return {"op": "attack", "attacker": "Aiko", "target": "Brute", "skill": 14,
            "location": "torso", "roll": 10, "damage": 0, "type": "cr", **kw}


# -- D1 (G11, R25): a reeling or very tired defender's Dodge is halved -------------------------
def test_a_reeling_defenders_dodge_is_halved_before_the_roll():
    answers = run(TABLE + [
        {"op": "edit", "name": "Brute", "sheet": {"hp": 3}},     # 3 × 3 = 9 < 12: reeling
        {"op": "start_combat"},
        _attack(defense={"kind": "dodge", "roll": 5}),
    ])
    d = answers[-1]["defense"]
    assert d["target"] == 4              # ⌈8 / 2⌉ = 4 (gave 8)
    assert d["success"] is False         # 5 > 4: the hit lands (against 8 it was stopped)
    assert d["stopped"] == 0


def test_a_very_tired_defenders_dodge_is_halved():
    answers = run(TABLE + [
        {"op": "edit", "name": "Brute", "sheet": {"fp": 3}},     # 3 × 3 = 9 < 12: very tired
        {"op": "start_combat"},
        _attack(defense={"kind": "dodge", "roll": 9}),
    ])
    assert answers[-1]["defense"]["target"] == 4                 # ⌈8 / 2⌉ = 4


def test_halving_comes_before_stunned_and_lying():
    answers = run(TABLE + [
        {"op": "edit", "name": "Brute", "sheet": {"hp": 3}},
        {"op": "posture", "name": "Brute", "posture": "lying"},
        {"op": "start_combat"},
        {"op": "condition", "name": "Brute", "condition": "stunned"},
        _attack(defense={"kind": "dodge", "roll": 9}),
    ])
    d = answers[-1]["defense"]
    assert d["target"] == -3             # ⌈8 / 2⌉ − 4 (stunned) − 3 (lying) = −3 (gave 1)


def test_a_third_of_hp_exactly_is_not_reeling():
    answers = run(TABLE + [
        {"op": "edit", "name": "Brute", "sheet": {"hp": 4}},     # 3 × 4 = 12: not below
        {"op": "start_combat"},
        _attack(defense={"kind": "dodge", "roll": 9}),
    ])
    assert answers[-1]["defense"]["target"] == 8


# -- D2 (G2, R26): chinks in armor and the Wound in the attack roll ----------------------------
def _parts(answer: dict) -> list[tuple[str, str, int]]:
    return [(p["rule"], p["what"], p["value"]) for p in answer["tohit"]["parts"]]


def test_chinks_in_the_torso_take_the_chinks_penalty_in_the_roll_and_a_miss_lands_nothing():
    answers = run(TABLE + [
        {"op": "start_combat"},
        _attack(chinks=True, damage=6),
    ])
    a = answers[-1]
    assert _parts(a) == [("G2", "chinks", -8)]       # torso chinks −8 instead of torso 0
    assert a["tohit"]["effective_skill"] == 6         # 14 − 8 = 6 (gave 14)
    assert a["tohit"]["hit"] is False                 # 10 > 6: a miss
    assert a["outcomes"] == []
    assert combatant(answers[-1], "Brute")["hp"] == 12  # nothing landed (a miss landed 6)


def test_the_wound_on_an_arm_takes_its_penalty_on_top_of_the_arms():
    answers = run(TABLE + [
        {"op": "start_combat"},
        _attack(location="arm_right", targeting_wound=True, roll=5, damage=2),
    ])
    a = answers[-1]
    assert _parts(a) == [("G1", "arm_right", -2), ("G2", "wound", -7)]
    assert a["tohit"]["effective_skill"] == 5         # 14 − 2 − 7 = 5 (gave 12)
    assert a["tohit"]["hit"] is True                  # 5 ≤ 5
    # 2 cr ×1 on an arm, ×1.5 for the Wound (G2): 3 injury, HP 12 → 9
    assert a["outcomes"][0]["injury"] == 3
    assert combatant(a, "Brute")["hp"] == 9


def _tohit(*requests: dict) -> list[dict]:
    """``python -m tracker tohit`` on ``requests`` (one JSON line each)."""
    import io
    import json

    from tracker.rulesets.gurps.commands.tohit import main

    out = io.StringIO()
    main([], inp=[json.dumps(r) + "\n" for r in requests], out=out, err=io.StringIO())
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_tohit_takes_chinks_and_the_wound():
    chinks, wound, both, random = _tohit(
        {"skill": 14, "location": "torso", "chinks": True, "roll": 10},
        {"skill": 14, "location": "arm_left", "targeting_wound": True, "roll": 5},
        {"skill": 18, "location": "skull", "chinks": True, "targeting_wound": True, "roll": 3},
        {"skill": 14, "location": "random", "chinks": True, "roll": 10})
    assert chinks["parts"] == [{"rule": "G2", "what": "chinks", "value": -8}]
    assert (chinks["effective_skill"], chinks["hit"]) == (6, False)   # 14 − 8; 10 > 6
    assert (wound["effective_skill"], wound["hit"]) == (5, True)      # 14 − 2 − 7; 5 ≤ 5
    # skull chinks −10 replaces skull −7, the Wound −7 on top: 18 − 10 − 7 = 1; 3 always hits
    assert (both["modifier"], both["effective_skill"], both["critical"]) == (-17, 1, "hit")
    assert "error" in random and "location" in random["error"]        # nothing to aim at


# -- m1 (V8): a hot day's fight tires the enemies as the PCs, and neither rests it back -------
HOT = [
    {"op": "new", "ruleset": "gurps", "preset": "vampire_hunter"},
    {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12,
                                                          "max_fp": 12}},
    {"op": "add", "name": "Ghoul", "side": "enemy", "sheet": {"max_hp": 14, "ht": 11,
                                                             "max_fp": 11}},
    {"op": "world", "weather": "clear", "celsius": 35, "season": "summer"},
    {"op": "start_combat"},
    {"op": "end_combat"},       # a hot day (35 °C ≥ 25): the fight costs 1 FP more (V8)
]


def test_an_enemy_tired_by_a_hot_fight_does_not_rest_it_back_in_the_heat(tmp_path):
    path = tmp_path / "hot.json"
    answers = run(HOT + [
        # an hour at 35 °C: Aiko's heat roll at 8:30 (V8, HT 12 − 1 for 3 °C over 30)
        # succeeds; the one due at 9:00, the very end, waits for the GM
        {"op": "advance", "hours": 1, "rolls": [9, 9]},
        {"op": "save", "file": str(path)},
        {"op": "world", "celsius": 20, "season": "summer"},  # mild: the checks stop, rest gives back
        {"op": "advance", "minutes": 10},
    ])
    ended, hour, cool = answers[5], answers[6], answers[9]
    assert combatant(ended, "Ghoul")["tracks"]["fp"] == [10, 11]    # 11 − 1
    assert combatant(ended, "Aiko")["tracks"]["fp"] == [11, 12]     # 12 − 1
    # six ten-minute marks of rest: the Ghoul gave 1 FP back before (11 / 11), now held
    assert combatant(hour, "Ghoul")["tracks"]["fp"] == [10, 11]
    assert combatant(hour, "Aiko")["tracks"]["fp"] == [11, 12]
    assert hour["rolls"] == [9]                                      # only Aiko rolls the heat
    assert [(k["who"], k["kind"]) for k in hour["state"]["checks"]] == [("Aiko", "heat")]
    assert combatant(cool, "Ghoul")["tracks"]["fp"] == [11, 11]     # 10 minutes: 1 FP back
    reopened = run([{"op": "open", "file": str(path)}, {"op": "state"}])
    assert combatant(reopened[1], "Ghoul")["tracks"]["fp"] == [10, 11]


# -- m4 (G7): the months of a lasting crippling are in the log; end_combat takes their die ----
def test_end_combat_takes_the_months_die_and_logs_the_months():
    from tracker.model.session.engine import Session

    s = Session(seed=4)
    for req in [
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 10, "ht": 10,
                                                              "medical_tl": 6}},
        {"op": "start_combat"},
        # 6 cut × 1.5 = 9 on the right arm, capped at 6 (over HP/2 = 5): crippled
        {"op": "hit", "target": "Aiko", "location": "arm_right", "damage": 6, "type": "cut"}]:
        answer, ok = s.answer(req)
        assert ok, answer
    ended, ok = s.answer({"op": "end_combat",
                          "rolls": {"Aiko": {"arm_right": {"roll": 14, "months": 5}}}})
    assert ok, ended
    # 14 > HT 10, not critical: lasting; 1d 5 − 2 (medical care at TL6) = 3 months = 90 days
    assert ended["rolls"] == {"Aiko": {"arm_right": 14}}
    assert ended["months"] == {"Aiko": {"arm_right": 3}}
    (timer,) = ended["state"]["timers"]
    assert (timer["kind"], timer["minutes_left"] // 1440) == ("lasting", 90)
    entry = next(e for e in s.enc.log if e.key == "duration_lasting")
    assert (entry.args["die"], entry.args["care"], entry.args["months"]) == (5, 2, 3)


def test_end_combat_refuses_a_months_die_out_of_range():
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 10, "ht": 10}},
        {"op": "start_combat"},
        {"op": "hit", "target": "Aiko", "location": "arm_right", "damage": 6, "type": "cut"},
        {"op": "end_combat", "rolls": {"Aiko": {"arm_right": {"roll": 14, "months": 7}}}},
        {"op": "state"},
    ], errors=True)
    assert "1..6" in answers[4]["error"]
    assert answers[5]["state"]["in_combat"] is True     # nothing changed


# -- m5 (G12, G9): a No Brain skull hit counted as face is traced as the face's ---------------
def test_a_no_brain_skull_hit_names_the_face_for_its_knockdown_modifier():
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Zombie", "sheet": {"max_hp": 10, "ht": 12,
                                                  "traits": ["no_brain"]}},
        {"op": "start_combat"},
        # 6 cr to the skull, counted as the face (G12): DR 0 (no skull DR), ×1: 6 > HP/2 = 5,
        # a major wound; the face's knockdown modifier −5 (not the skull's −10)
        {"op": "hit", "target": "Zombie", "location": "skull", "damage": 6, "type": "cr"},
    ])
    out = answers[-1]["outcome"]
    assert out["knockdown_check"] == -5
    assert "[G9] Face: knockdown modifier -5." in out["explain"]
    assert not any(line.startswith("[G9] Skull") for line in out["explain"])


# -- m6 (V7): an infection on a GCS plan is recorded at the plan's own location ids ------------
def _gcs_infected(file: str, location_roll: int, damage: int = 2):
    from tracker.model import operations as ops
    from tracker.model.dice import Dice
    from tracker.model.encounter import Encounter
    from tracker.rulesets.gurps.rules.gcs import import_file
    from tracker.rulesets.gurps.rules.modules import operations as mops
    from tracker.rulesets.gurps.rules.resolver import Hit

    enc = Encounter(dice=Dice(7))
    ch = import_file(f"tests/data/gcs/{file}")
    ops.add_combatant(enc, "Beast", "pc", ch.sheet() if callable(ch.sheet) else ch.sheet)
    ops.set_modules(enc, {"gurps.infection": {}})
    ops.apply_hit(enc, "c1", Hit(damage, "cut", "torso"))  # a bleeding wound (V7)
    chk = next(k for k in enc.checks if k.source == "gurps.infection")
    mops.set_infection_modifiers(enc, chk.id, location_roll=location_roll)
    ops.resolve_check(enc, chk.id, 18)  # 18 always fails: the disease
    return enc


def test_an_infected_off_leg_on_a_gcs_plan_is_the_plans_own_left_leg():
    from tracker.model.files import dumps_encounter, loads_encounter
    from tracker.rulesets.gurps.rules.modules.infection_module import MODULE

    # torso DR 5: 8 cut gets 3 through; 13 on the V7 table: the off leg, the left
    enc = _gcs_infected("Dreugh__Land.gcs", 13, damage=8)
    beast = enc.combatants["c1"]
    (w,) = MODULE.infections(beast).wounds
    assert "leg_left" not in beast.sheet.plan.by_id            # its plan has four legs
    assert (w.location, w.where) == ("leg_left", "leg_fore_left")  # its first left leg
    caught = next(e for e in enc.log if e.key == "infection_caught")
    assert caught.args["location"] == "leg_fore_left"
    again = loads_encounter(dumps_encounter(enc))               # the file keeps it
    assert MODULE.infections(again.combatants["c1"]).wounds[0].where == "leg_fore_left"


def test_a_table_location_the_plan_has_keeps_its_id():
    from tracker.rulesets.gurps.rules.modules.infection_module import MODULE

    enc = _gcs_infected("Strix.gcs", 13)        # its GCS plan has a leg_left (DR 0)
    (w,) = MODULE.infections(enc.combatants["c1"]).wounds
    assert (w.location, w.where, w.at) == ("leg_left", "leg_left", None)


# -- m3: the GCS importer warns that Unhealing is not applied ----------------------------------
def test_the_gcs_importer_warns_of_unhealing():
    from tests.model.gurps.test_gcs_import import _with_traits, keys
    from tracker.rulesets.gurps.rules.gcs_messages import MESSAGES

    c = _with_traits([{"name": "Unhealing (Partial)"}, {"name": "High Pain Threshold"}])
    assert c.traits == ["high_pain_threshold"]              # nothing read from it
    assert "warn.unhealing" in keys(c)
    msg = next(w for w in c.warnings if w.key == "warn.unhealing")
    assert msg.text() == MESSAGES["warn.unhealing"].format(trait="Unhealing (Partial)")
    assert "heals by rest" in msg.text()


def test_a_disabled_unhealing_says_nothing():
    from tests.model.gurps.test_gcs_import import _with_traits, keys

    c = _with_traits([{"name": "Unhealing", "disabled": True}])
    assert "warn.unhealing" not in keys(c)


# -- D4 (M): the odds of a Strong hit add the bonus after the roll's minimum --------------------
def test_the_odds_add_strongs_bonus_after_the_rolls_minimum():
    import pytest

    from tracker.rulesets.gurps.rules.odds import odds
    from tracker.rulesets.gurps.rules.resolver import Hit, Target

    got = odds(Target(max_hp=10), Hit(0, "cut", "torso"), "1d-3", bonus=2)
    # 1d−3 with B378's minimum 1 (cutting): faces 1–4 → 1, 5 → 2, 6 → 3; +2 (Strong): 3, 4,
    # 5; cut ×1.5 rounded down: 4 (4 ways in 6), 6 and 7 (1 way each)
    assert got.injury_dist == pytest.approx({4: 4 / 6, 6: 1 / 6, 7: 1 / 6})
    # not the same as folding the bonus into the dice (1d−1: 1, 1, 2, 3, 4, 5 → ×1.5)
    assert odds(Target(max_hp=10), Hit(0, "cut", "torso"), "1d-1").injury_dist != \
        got.injury_dist
