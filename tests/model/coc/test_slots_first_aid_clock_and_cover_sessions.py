"""The keeper's play-test (issue #19, items 1–6) replayed through ``python -m tracker session``
as a keeper runs it: three investigators, a cultist with a .38 and a knife, a ghoul."""

from __future__ import annotations

from tests.session_script import combatant, run

REVOLVER = {"name": ".38", "skill": "handgun", "damage": "1d10", "class": "firearm",
            "db": False, "shots": 3}
KNIFE = {"name": "Knife", "skill": "knife", "damage": "1d4+2", "class": "edged",
         "small": True, "durability": 15}
CLAWS = {"name": "Claws", "skill": "claw", "damage": "1d6", "class": "edged"}
TABLE = [
    {"op": "new", "ruleset": "coc"},
    {"op": "add", "name": "Tanaka", "side": "pc",                     # DEX 16, a revolver
     "sheet": {"dex": 16, "con": 12, "siz": 12,
               "skills": {"dodge": 40, "handgun": 60, "first_aid": 40}, "weapons": [REVOLVER]}},
    {"op": "add", "name": "Sato", "side": "pc",
     "sheet": {"dex": 11, "con": 10, "siz": 8, "skills": {"dodge": 50, "first_aid": 60}}},
    {"op": "add", "name": "Mori", "side": "pc",
     "sheet": {"dex": 9, "con": 13, "siz": 13, "skills": {"dodge": 30, "first_aid": 70}}},
    {"op": "add", "name": "Cultist", "sheet": {"dex": 13, "str": 12, "siz": 12,
                                               "skills": {"handgun": 45, "knife": 50},
                                               "weapons": [REVOLVER, KNIFE]}},
    {"op": "add", "name": "Ghoul", "sheet": {"kind": "mythos", "dex": 17, "str": 16,
                                             "siz": 13, "con": 13,
                                             "skills": {"claw": 60, "dodge": 26},
                                             "weapons": [CLAWS]}},
    {"op": "start_combat"},       # Tanaka's and the Cultist's round-start shots, then by DEX:
]                                 # Ghoul, Tanaka, Cultist, Sato, Mori, Tanaka@half, Cultist@half


def test_item1_passing_the_round_start_shot_keeps_the_gunman_free_to_cover():
    """R14: Tanaka passes his round-start shot; on the Ghoul's action he covers Sato."""
    answers = run(TABLE + [
        {"op": "next_turn"},                       # Tanaka's round-start slot passed
        {"op": "state"},
        {"op": "next_turn"},                       # the Cultist's too: the Ghoul acts
        {"op": "attack", "attacker": "Ghoul", "target": "Sato", "weapon": "Claws", "roll": 20,
         "defense": {"kind": "cover", "by": "Tanaka", "roll": 30}, "dice": {"w": [5],
                                                                            "db": [2]}},
    ], seed=3)
    assert answers[len(TABLE) + 1]["state"]["slot"] == "start"
    assert combatant(answers[len(TABLE) + 1], "Tanaka")["acted"] is False
    cover = answers[-1]["outcome"]["defense"]
    assert cover["kind"] == "cover" and cover["allowed"] is True
    assert answers[-1]["outcome"]["damage_to"] == {"Sato": 0, "Tanaka": 7}
    assert combatant(answers[-1], "Tanaka")["acted"] is True


def test_item2_a_failed_first_aid_uses_the_wound_up():
    """R11: roll 50 fails (first aid 40); a second try on the same wound is refused. Tanaka
    gives it at DEX: his round-start place holds a shot only (R33)."""
    answers = run(TABLE + [
        {"op": "next_turn"}, {"op": "next_turn"}, {"op": "next_turn"},      # Tanaka at DEX
        {"op": "damage", "target": "Sato", "amount": 5},
        {"op": "first_aid", "healer": "Tanaka", "patient": "Sato", "wound": 0, "roll": 50},
        {"op": "first_aid", "healer": "Mori", "patient": "Sato", "wound": 0, "roll": 10,
         "dice": [3]},
    ], errors=True)
    failed = answers[-2]
    assert failed["outcome"]["outcome"] == "failure"
    assert failed["outcome"]["wound_treated"] is True
    assert combatant(failed, "Sato")["wounds"] == [{"amount": 5, "treated": True,
                                                    "source": "normal"}]
    assert "error" in answers[-1] and "first aid" in answers[-1]["error"]


def _dropped_sato(extra):
    """The Ghoul drops Sato (HP 9 → 0) on its action in round 1."""
    return run(TABLE + [
        {"op": "next_turn"}, {"op": "next_turn"},                             # Ghoul
        {"op": "damage", "target": "Sato", "amount": 9},
    ] + extra, errors=True, seed=2)


def test_item3_no_first_aid_once_the_clock_ran_out():
    """R12: the clock runs out after the Ghoul's action in round 2: first aid is refused and
    the confirmation leaves Sato dead at HP 0."""
    to_ghoul_round2 = [{"op": "next_turn"}] * 8  # Sato, unconscious, is passed over
    answers = _dropped_sato(to_ghoul_round2 + [
        {"op": "state"},
        {"op": "next_turn"},                                      # the Ghoul's action ends
        {"op": "first_aid", "healer": "Mori", "patient": "Sato", "wound": 0, "roll": 10,
         "dice": [2]},
        {"op": "check", "who": "Sato", "kind": "death"},
    ])
    before = answers[-4]
    assert (before["state"]["round"], before["state"]["turn"]) == (2, "Ghoul")
    assert combatant(before, "Sato")["death_clock"]["after"] == "Ghoul"
    ran_out = answers[-3]
    assert {"who": "Sato", "kind": "death", "target": None} in ran_out["state"]["checks"]
    assert "error" in answers[-2] and "R12" in answers[-2]["error"]
    sato = combatant(answers[-1], "Sato")
    assert sato["hp"] == 0 and "dead" in sato["conditions"]


def test_item4_the_clock_moves_when_its_holder_dies():
    """R13: the Ghoul holds Sato's clock; killed, the clock names the Cultist's round-start
    shot (the living position before it) at once."""
    answers = _dropped_sato([
        {"op": "damage", "target": "Ghoul", "amount": 30},
    ])
    assert combatant(answers[-2], "Sato")["death_clock"] == {"round": 2, "after": "Ghoul",
                                                             "slot": None}
    assert "dead" in combatant(answers[-1], "Ghoul")["conditions"]
    assert combatant(answers[-1], "Sato")["death_clock"] == {"round": 2, "after": "Cultist",
                                                             "slot": "start"}


def test_item5_cover_after_a_failed_dodge():
    """R15: Sato's dodge fails (not a fumble); Mori, who has not acted, covers."""
    answers = run(TABLE + [
        {"op": "next_turn"}, {"op": "next_turn"},                             # Ghoul
        {"op": "attack", "attacker": "Ghoul", "target": "Sato", "weapon": "Claws", "roll": 20,
         "defense": {"kind": "dodge", "roll": 80, "cover": {"by": "Mori", "roll": 10}},
         "dice": {"w": [4], "db": [3]}},
    ], seed=3)
    out = answers[-1]["outcome"]
    assert out["defense"]["kind"] == "dodge" and out["defense"]["outcome"] == "failure"
    assert out["defense"]["cover"]["allowed"] is True
    assert out["damage_to"] == {"Sato": 0, "Mori": 7}
    assert combatant(answers[-1], "Mori")["acted"] is True


def test_item6_a_typed_100_is_used_not_rolled():
    """R16: the attack's 100 (typed "00") is a fumble the log shows; 0 is refused."""
    answers = run(TABLE + [
        {"op": "attack", "attacker": "Tanaka", "target": "Cultist", "weapon": ".38",
         "roll": 100},
        {"op": "attack", "attacker": "Tanaka", "target": "Cultist", "weapon": ".38",
         "roll": 0},
    ], errors=True, seed=3)
    assert answers[-2]["outcome"]["roll"] == 100
    assert answers[-2]["outcome"]["outcome"] == "fumble"
    assert "weapon_dropped" in combatant(answers[-2], "Tanaka")["conditions"]
    assert "error" in answers[-1]


def test_the_keepers_new_actions_in_a_session():
    """Techniques, SAN checks and counted rounds are session ops too."""
    gun = {**REVOLVER, "capacity": 6, "rounds": 1}
    answers = run([
        {"op": "new", "ruleset": "coc"},
        {"op": "add", "name": "Kan", "side": "pc",
         "sheet": {"dex": 12, "skills": {"grapple": 70, "budo_grapple": 70, "handgun": 50},
                   "weapons": [gun]}},
        {"op": "add", "name": "Cultist", "sheet": {"dex": 10, "con": 10}},
        {"op": "start_combat"},
        {"op": "next_turn"},              # Kan at DEX: the round-start place is a shot (R33)
        {"op": "attack", "attacker": "Kan", "target": "Cultist", "weapon": "grapple",
         "roll": 20, "technique": {"name": "salto", "roll": 90}, "dice": {"w": [3], "db": []}},
        {"op": "attack", "attacker": "Kan", "target": "Cultist", "weapon": ".38", "roll": 90},
        {"op": "attack", "attacker": "Kan", "target": "Cultist", "weapon": ".38", "roll": 90},
        {"op": "san_check", "name": "Kan", "loss": "1/1d10", "roll": 95, "dice": [6],
         "idea_roll": 10, "duration": 3},
    ], errors=True, seed=1)
    salto = answers[5]["outcome"]["technique"]
    assert salto["name"] == "salto" and "prone" in salto["states"]
    assert {"prone", "unconscious"} <= set(combatant(answers[5], "Cultist")["conditions"])
    assert "error" in answers[7] and "reload" in answers[7]["error"]
    san = answers[8]["outcome"]
    assert san["loss"] == 6 and san["temporary"] is True
    kan = combatant(answers[8], "Kan")
    assert "temporary_insanity" in kan["conditions"] and kan["tracks"]["san"][0] == 44


def test_the_1d3_san_loss_check_has_no_target():
    """The SAN lost on waking is an amount (1d3), not a roll against a number: STATE gives
    its target as null, as for a confirmation."""
    import tracker.rulesets.coc.rules.ruleset  # noqa: F401  (registers the ruleset)
    from tracker.model.checks import PendingCheck
    from tracker.model.ruleset import get_ruleset
    from tracker.model.session.state import _check

    enc = get_ruleset("coc").demo_encounter()
    cid = next(iter(enc.combatants))
    chk = PendingCheck(enc.next_id("check"), cid, "san_loss")
    enc.checks.append(chk)
    assert _check(enc, chk)["target"] is None
    spec = get_ruleset("coc").check_spec(enc, chk)
    assert spec.amount and spec.dice == "1d3"
