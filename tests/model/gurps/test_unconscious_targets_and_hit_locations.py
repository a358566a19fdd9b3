"""Hits on an unconscious target and where a hit is recorded, through ``python -m tracker
session``: no knockdown or stay-conscious roll for the unconscious but death checks at new
thresholds (G9), the odds agreeing with resolve, G12 redirects recorded where they counted, and
a GCS plan's single "eyes" location as a pair (G6) — what the fourth GURPS play-test found
against RULES.md (issue 29). Every number is worked out by hand from RULES.md in a comment."""

from __future__ import annotations

from tests.session_script import combatant, holds, run
from tracker.model.session.engine import Session
from tracker.rulesets.gurps.commands.odds import answer as odds_answer
from tracker.rulesets.gurps.rules.texts import LOG_TEMPLATES


def _checks(answer):
    return [(k["who"], k["kind"], k["target"]) for k in answer["state"]["checks"]]


def _session(lines, seed=1):
    s = Session(seed=seed)
    answers = []
    for req in lines:
        answer, ok = s.answer(req)
        assert ok, answer
        answers.append(answer)
    return s, answers


# -- item 5: an unconscious target owes no knockdown or stay-conscious roll -----------------
KNOCKED_OUT = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "add", "name": "Brute", "side": "enemy", "sheet": {"max_hp": 10, "ht": 10}},
    {"op": "start_combat"},
    # skull: DR 0 + 2 natural → 4 − 2 = 2 penetrating × 4 = 8 injury, over 10/2: a major
    # wound; knockdown at −10 (G4/G9): HT 10 − 10 = 0; HP 10 → 2
    {"op": "hit", "target": "Brute", "location": "skull", "damage": 4},
    # 8 against 0 fails by 8 (5 or more): stunned, prone and unconscious (G9)
    {"op": "check", "who": "Brute", "kind": "knockdown", "roll": 8},
]


def test_an_unconscious_target_owes_no_knockdown_and_no_stay_conscious_roll():
    answers = run(KNOCKED_OUT + [
        # torso 6 cr: 6 injury, over 10/2 (a major wound: a knockdown roll if awake), and
        # HP 2 → −4 crosses 0 (a roll to stay conscious if awake); −4 is above −10: no death
        # check
        {"op": "hit", "target": "Brute", "location": "torso", "damage": 6},
        {"op": "next_turn"},
    ])
    assert "unconscious" in combatant(answers[4], "Brute")["conditions"]
    out = answers[5]["outcome"]
    assert holds(out, {"injury": 6, "major_wound": True, "hp_before": 2, "hp_after": -4,
                       "knockdown_check": None, "collapse_check": False, "death_checks": 0})
    assert "[G9] Already unconscious: no knockdown roll." in out["explain"]
    assert ("[G11] HP 0 or below, already unconscious: no roll to stay conscious."
            in out["explain"])
    # the session queues neither, before or after the turn goes round (G14: only the
    # conscious collapse); its waking (HP −4, from 0 to above −1×HP: an HT 10 roll each hour,
    # G14) is all it owes
    assert _checks(answers[5]) == [("Brute", "wake", 10)]
    assert _checks(answers[6]) == [("Brute", "wake", 10)]


def test_an_unconscious_target_still_owes_a_death_check_at_a_new_threshold():
    answers = run(KNOCKED_OUT + [
        # torso 12 cr: 12 injury (major); HP 2 → −10 reaches −1×HP: one death check (G11),
        # against HT 10; its waking becomes one roll after 12 hours (G14), also against 10
        {"op": "hit", "target": "Brute", "location": "torso", "damage": 12},
    ])
    assert holds(answers[-1]["outcome"], {"knockdown_check": None, "collapse_check": False,
                                          "death_checks": 1, "hp_after": -10})
    assert _checks(answers[-1]) == [("Brute", "death", 10), ("Brute", "wake", 10)]


def test_the_odds_agree_with_resolve_for_an_unconscious_target():
    """``odds`` over 2d to the torso of the unconscious Brute at HP 2: every total 2..12
    does injury (2d never rolls 0), every total ≥ 6 is a major wound (over 10/2); 2..12 all
    take HP 2 to 0 or below — yet 0 % for a knockdown roll and for a roll to stay conscious.
    Awake, the same hit owes the knockdown roll for a major wound (26/36: totals 6..12) and
    the roll to stay conscious for all 36/36."""
    target = {"hp": 10, "ht": 10, "current_hp": 2}
    asleep = odds_answer({"target": {**target, "unconscious": True}, "damage": "2d"})
    awake = odds_answer({"target": target, "damage": "2d"})
    # 2d totals 6..12: 5+6+5+4+3+2+1 = 26 of 36
    assert abs(asleep["p"]["major_wound"] - 26 / 36) < 1e-9
    assert asleep["p"]["knockdown"] == 0.0 and asleep["p"]["collapse"] == 0.0
    assert abs(awake["p"]["knockdown"] - 26 / 36) < 1e-9 and awake["p"]["collapse"] == 1.0
    # a death check at −1×HP: HP 2 − 12 = −10 only for a 12 (1/36)
    assert abs(asleep["p"]["death_check"] - 1 / 36) < 1e-9


# -- item 7: G12 redirects are recorded where they counted; the log names the aimed place --
def test_a_no_vitals_vitals_hit_is_recorded_at_the_torso():
    s, answers = _session([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Golem", "side": "enemy",
         "sheet": {"max_hp": 30, "ht": 12, "traits": ["no_vitals"]}},
        {"op": "start_combat"},
        # No Vitals: the vitals count as torso (G12): 4 imp × 2 (torso, not ×3) = 8 injury
        {"op": "hit", "target": "Golem", "location": "vitals", "damage": 4, "type": "imp"},
    ])
    assert holds(answers[-1]["outcome"], {"location": "torso", "aimed": "vitals",
                                          "injury": 8, "hp_after": 22})
    assert combatant(answers[-1], "Golem")["injured"] == {"torso": 8}
    last = [e for e in s.enc.log if e.key.startswith("hit")][-1]
    assert last.key == "hit_counts_as"
    assert LOG_TEMPLATES[last.key].format(**last.args) == (
        "Golem: 4 imp to vitals, which counts as torso → 8 injury (HP 30 → 22).")


def test_a_no_brain_skull_hit_is_recorded_at_the_face():
    s, answers = _session([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Zombie", "side": "enemy",
         "sheet": {"max_hp": 12, "ht": 10, "traits": ["no_brain"]}},
        {"op": "start_combat"},
        # No Brain: the skull counts as face (G12): no natural DR +2, cr ×1 → 5 injury; not
        # over 12/2 but a face injury with shock: knockdown at −5 (G9): HT 10 − 5 = 5
        {"op": "hit", "target": "Zombie", "location": "skull", "damage": 5},
    ])
    assert holds(answers[-1]["outcome"], {"location": "face", "aimed": "skull", "injury": 5,
                                          "effective_dr": 0, "knockdown_check": -5})
    assert combatant(answers[-1], "Zombie")["injured"] == {"face": 5}
    assert _checks(answers[-1]) == [("Zombie", "knockdown", 5)]
    last = [e for e in s.enc.log if e.key.startswith("hit")][-1]
    assert (last.args["aimed"], last.args["location"]) == ("skull", "face")


def test_an_ordinary_hit_keeps_its_plain_log_line():
    s, answers = _session([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
        {"op": "hit", "target": "Aiko", "location": "skull", "damage": 3},  # (3 − 2) × 4 = 4
    ])
    assert holds(answers[-1]["outcome"], {"location": "skull", "aimed": "skull", "injury": 4})
    last = [e for e in s.enc.log if e.key.startswith("hit")][-1]
    assert last.key == "hit" and "aimed" not in last.args


# -- item 2: a GCS plan's single "eyes" location is a pair ----------------------------------
#: as GCS imports a humanoid sheet's body type: one "eyes" location for both eyes
EYES_PLAN = {
    "id": "gcs_humanoid", "name": {"en": "Humanoid"},
    "locations": [
        {"id": "eyes", "kind": "eye", "part": "eye", "name": {"en": "Eyes", "ja": "目"},
         "hit_penalty": -9, "chinks_penalty": -10},
        {"id": "skull", "kind": "skull", "name": {"en": "Skull", "ja": "頭蓋骨"},
         "hit_penalty": -7},
        {"id": "torso", "kind": "torso", "name": {"en": "Torso", "ja": "胴体"},
         "hit_penalty": 0}],
    "table": [{"roll": [3, 4], "location": "skull"}, {"roll": [5, 18], "location": "torso"}]}


def test_the_first_crippling_hit_on_a_single_eyes_location_costs_one_eye():
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Kenji", "side": "pc",
         "sheet": {"max_hp": 10, "ht": 10, "body": EYES_PLAN}},
        {"op": "start_combat"},
        # 1 imp × 4 (eye as skull, G4) = 4 injury, over 10/10: crippled (at least 2); the
        # other eye still works: One Eye, not Blindness
        {"op": "hit", "target": "Kenji", "location": "eyes", "damage": 1, "type": "imp"},
        {"op": "check", "who": "Kenji", "kind": "knockdown", "roll": 3},
        # a second crippling hit there costs the other: Blindness (HP 6 → 2)
        {"op": "hit", "target": "Kenji", "location": "eyes", "damage": 1, "type": "imp"},
    ])
    first, second = answers[3]["outcome"], answers[5]["outcome"]
    assert holds(first, {"injury": 4, "crippled": True, "hp_after": 6,
                         "effects": [{"location": "eyes", "effect": "eye"}]})
    assert ("[G6] Eyes stands for both eyes: a first crippling hit costs one eye."
            in first["explain"])
    assert holds(second, {"injury": 4, "crippled": True, "hp_after": 2,
                          "effects": [{"location": "eyes", "effect": "eye_last"}]})
    assert combatant(answers[5], "Kenji")["crippled"] == ["eyes"]


def test_a_humanoid_s_two_eyes_are_unchanged():
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 10, "ht": 10}},
        {"op": "hit", "target": "Aiko", "location": "eye_right", "damage": 1, "type": "imp"},
        {"op": "hit", "target": "Aiko", "location": "eye_left", "damage": 1, "type": "imp"},
    ])
    assert answers[2]["outcome"]["effects"] == [{"location": "eye_right", "effect": "eye"}]
    assert answers[3]["outcome"]["effects"] == [{"location": "eye_left", "effect": "eye_last"}]
