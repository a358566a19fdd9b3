"""Issue 44 section 3: the defects the fifth GURPS play-test found, each through
``python -m tracker session`` (tests/session_script.py) where the session is concerned. Every
number is worked out by hand from RULES.md in the comment beside it."""

from __future__ import annotations

from tests.session_script import run

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
