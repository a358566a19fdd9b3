"""``attack`` with ``defense: {"ask": true}`` (``contracts/seats.md``): the attack roll is made
first, with the encounter's seeded dice; a miss (or an attack that allows no defense) is the
attack at once, answered as ``attack`` answers, and prompts nobody; only a hit the defender
may answer prompts its seat, and ``accept`` of the defense completes that same attack with
that same roll, as one undo step. Every number is worked out by hand (comments); the seeded
rolls are checked first on a copy of the encounter's dice."""

from __future__ import annotations

from tracker.model.session import Session
from tracker.rulesets.coc.rules.actions.attack_plan import dice_copy


def _ok(s: Session, request: dict) -> dict:
    answer, ok = s.answer(request)
    assert ok, (request, answer)
    return answer


def _hp(answer: dict, name: str) -> int:
    return next(c["hp"] for c in answer["state"]["combatants"] if c["name"] == name)


def _gurps(seed: int) -> tuple[Session, str]:
    """Aiko (a seat, Dodge 9, HP 12) and Brute; combat started (it rolls nothing)."""
    s = Session(seed=seed)
    _ok(s, {"op": "new", "ruleset": "gurps"})
    _ok(s, {"op": "add", "name": "Aiko", "side": "pc",
            "sheet": {"max_hp": 12, "ht": 12, "dx": 12, "dodge": 9}})
    _ok(s, {"op": "add", "name": "Brute", "side": "enemy",
            "sheet": {"max_hp": 14, "ht": 11, "dx": 11, "dodge": 8}})
    _ok(s, {"op": "start_combat"})
    aiko = next(c for c in s.enc.combatants.values() if c.name == "Aiko")
    token = s.seats.open(aiko.id).token
    _ok(s, {"op": "state"})  # the seat's context worked out, as after every request
    return s, token


#: Brute attacks Aiko's torso with skill 10, out of his turn, 5 crushing
BRUTE = {"op": "attack", "attacker": "Brute", "target": "Aiko", "skill": 10,
         "location": "torso", "out_of_turn": True, "damage": 5, "type": "cr"}


def _next_3d(s: Session) -> int:
    """The 3d the encounter's dice roll next (a copy of them rolls it)."""
    return dice_copy(s.enc.dice).roll(3)


def _next_d100(s: Session) -> int:
    return dice_copy(s.enc.dice).d100()


def test_gurps_ask_a_miss_is_the_attack_at_once_and_prompts_nobody():
    s, token = _gurps(seed=5)
    before = len(s.history.done)
    assert _next_3d(s) == 15  # seed 5, after the setup's own rolls
    answer = _ok(s, {**BRUTE, "defense": {"ask": True}})
    # the app's 3d 15 against skill 10 (Attack +0, torso +0): a miss by 5
    assert "pending" not in answer
    assert (answer["tohit"]["roll"], answer["tohit"]["effective_skill"],
            answer["tohit"]["hit"]) == (15, 10, False)
    assert answer["defense"] == {"kind": "none", "why": "the attack missed"}
    assert answer["outcomes"] == [] and _hp(answer, "Aiko") == 12
    assert s.seats.prompts == {} and s.seats.feed.update(s.enc, s.seats)[token]["prompt"] is None
    assert len(s.history.done) == before + 1  # the attack itself: one step
    assert s.enc.log[-1].key == "attack"
    # exactly as `attack` answers the same roll, typed
    same, _ = _gurps(seed=5)
    direct = _ok(same, {**BRUTE, "roll": 15})
    assert answer == direct


def test_gurps_ask_a_hit_prompts_and_accept_completes_the_same_roll():
    s, token = _gurps(seed=6)
    before = len(s.history.done)
    rolls = dice_copy(s.enc.dice)
    assert (rolls.roll(3), rolls.roll(3)) == (8, 9)  # seed 6, after the setup's own rolls
    answer = _ok(s, {**BRUTE, "defense": {"ask": True}})
    # the app's 3d 8 ≤ 10: a hit, so Aiko is asked; nothing happened yet
    assert answer["pending"] == "defense" and "tohit" not in answer
    assert len(s.history.done) == before and _hp(answer, "Aiko") == 12
    assert s.seats.prompts[token].attack["roll"] == 8
    view = s.seats.feed.update(s.enc, s.seats)[token]
    assert view["prompt"] == {"kind": "defense", "attacker": "Brute", "choices": ["dodge", "none"]}
    # Aiko's phone: dodge, the app rolls its next 3d, 9 ≤ Dodge 9: dodged
    req = s.seats.submit(token, {"id": "d1", "type": "defense", "kind": "dodge"})
    done = _ok(s, {"op": "accept", "id": "d1"})
    assert (done["tohit"]["roll"], done["tohit"]["hit"]) == (8, True)  # no re-roll
    assert done["defense"] == {"kind": "dodge", "target": 9, "roll": 9, "success": True,
                               "stopped": 1}
    assert done["outcomes"] == [] and _hp(done, "Aiko") == 12
    assert len(s.history.done) == before + 1 and req.status == "accepted"
    assert s.seats.prompts == {}
    assert {e.args.get("via") for e in s.enc.log[-2:]} == {"Aiko"}
    # undo is one step: the attack and the defense both gone, the request shows undone
    undone = _ok(s, {"op": "undo"})
    assert len(s.history.done) == before and req.status == "undone"
    assert not any(e.key == "attack" for e in s.enc.log) and _hp(undone, "Aiko") == 12


def test_gurps_ask_a_failed_defense_lets_the_hit_land():
    s, token = _gurps(seed=6)
    assert _next_3d(s) == 8
    _ok(s, {**BRUTE, "defense": {"ask": True}})
    # Aiko typed 12 > Dodge 9: the hit (3d 8, from the ask) lands: 5 cr on the torso ×1
    s.seats.submit(token, {"id": "d1", "type": "defense", "kind": "dodge", "roll": 12})
    done = _ok(s, {"op": "accept", "id": "d1"})
    assert (done["tohit"]["roll"], done["defense"]["success"]) == (8, False)
    assert _hp(done, "Aiko") == 12 - 5


def test_gurps_ask_a_critical_hit_allows_no_defense_and_prompts_nobody():
    s, token = _gurps(seed=5)
    # a typed 4 against effective 10: a critical hit (B348), no active defense: the hit
    # lands at once, 5 cr, HP 12 − 5 = 7
    answer = _ok(s, {**BRUTE, "roll": 4, "defense": {"ask": True}})
    assert "pending" not in answer and answer["tohit"]["critical"] == "hit"
    assert _hp(answer, "Aiko") == 7 and s.seats.prompts == {}


def test_gurps_ask_after_the_targets_all_out_attack_prompts_nobody():
    s, token = _gurps(seed=6)
    # Aiko's own All-Out Attack this turn leaves her no defense (M): Brute's hit (3d 8 ≤ 10)
    # lands at once, 5 cr: HP 12 − 5 = 7
    _ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "all_out_attack",
            "option": "determined"})
    assert _next_3d(s) == 8
    answer = _ok(s, {**BRUTE, "defense": {"ask": True}})
    assert "pending" not in answer and answer["tohit"]["roll"] == 8
    assert answer["defense"]["kind"] == "none" and _hp(answer, "Aiko") == 7
    assert s.seats.prompts == {}


KNIFE = {"name": "Knife", "skill": "knife", "damage": "1d4+2", "class": "edged",
         "small": True, "durability": 15}


def _coc(seed: int) -> tuple[Session, str]:
    """Tanaka (a seat: HP 12, Dodge 40) and a Cultist with a knife (50 %), out of combat
    (nothing rolled before the attack)."""
    s = Session(seed=seed)
    _ok(s, {"op": "new", "ruleset": "coc"})
    _ok(s, {"op": "add", "name": "Tanaka", "side": "pc",
            "sheet": {"dex": 16, "con": 12, "siz": 12, "skills": {"dodge": 40}}})
    _ok(s, {"op": "add", "name": "Cultist",
            "sheet": {"dex": 13, "str": 12, "siz": 12, "skills": {"knife": 50},
                      "weapons": [KNIFE]}})
    tanaka = next(c for c in s.enc.combatants.values() if c.name == "Tanaka")
    token = s.seats.open(tanaka.id).token
    _ok(s, {"op": "state"})
    return s, token


#: the Cultist's knife on Tanaka, its damage dice typed (1d4 → 4; no DB)
CULTIST = {"op": "attack", "attacker": "Cultist", "target": "Tanaka", "weapon": "Knife",
           "dice": {"w": [4], "db": []}}


def test_coc_ask_a_miss_is_the_attack_at_once_and_prompts_nobody():
    s, token = _coc(seed=2)
    before = len(s.history.done)
    assert _next_d100(s) == 74  # seed 2, after the setup's own rolls
    answer = _ok(s, {**CULTIST, "defense": {"ask": True}})
    # the app's d100 74 > knife 50: a failure, nothing to dodge
    assert "pending" not in answer
    assert (answer["roll"], answer["outcome"]["outcome"]) == (74, "failure")
    assert answer["outcome"]["defense"] is None and _hp(answer, "Tanaka") == 12
    assert s.seats.prompts == {} and len(s.history.done) == before + 1
    same, _ = _coc(seed=2)
    assert answer == _ok(same, {**CULTIST, "roll": 74})


def test_coc_ask_a_hit_prompts_and_accept_completes_the_same_roll():
    s, token = _coc(seed=4)
    before = len(s.history.done)
    assert _next_d100(s) == 16  # seed 4, after the setup's own rolls
    answer = _ok(s, {**CULTIST, "defense": {"ask": True}})
    # the app's d100 16 ≤ 50: a hit (not a special: 50 / 5 = 10), so Tanaka is asked
    assert answer["pending"] == "defense" and len(s.history.done) == before
    assert s.seats.prompts[token].attack["roll"] == 16
    # Tanaka types 60 against Dodge 40: fails; knife 1d4+2 = 4 + 2 = 6; 12 − 6 = 6
    req = s.seats.submit(token, {"id": "d1", "type": "defense", "kind": "dodge", "roll": "60"})
    done = _ok(s, {"op": "accept", "id": "d1"})
    assert (done["roll"], done["outcome"]["outcome"]) == (16, "success")  # no re-roll
    d = done["outcome"]["defense"]
    assert (d["kind"], d["target"], d["roll"], d["outcome"]) == ("dodge", 40, 60, "failure")
    assert _hp(done, "Tanaka") == 6 and len(s.history.done) == before + 1
    assert req.status == "accepted" and s.seats.prompts == {}
    assert s.enc.log[-1].args.get("via") == "Tanaka"
    _ok(s, {"op": "undo"})
    assert len(s.history.done) == before and req.status == "undone"
    assert s.enc.combatants[s.named("Tanaka", "t").id].sheet.wounds == []


def test_gurps_ask_every_line_of_a_hit_that_got_through_is_from_the_seat():
    """Issue 41: the attack, the defense and the hit lines of an asked defense that failed all
    say they came from Aiko's device, and the GM's own attack after it does not."""
    s, token = _gurps(seed=6)
    assert _next_3d(s) == 8
    _ok(s, {**BRUTE, "defense": {"ask": True}})
    lines = len(s.enc.log)
    # Aiko typed 12 > Dodge 9: the 3d 8 hit lands, 5 cr on the torso: HP 12 − 5 = 7
    s.seats.submit(token, {"id": "d1", "type": "defense", "kind": "dodge", "roll": 12})
    done = _ok(s, {"op": "accept", "id": "d1"})
    assert _hp(done, "Aiko") == 7
    logged = s.enc.log[lines:]
    assert [e.key for e in logged] == ["attack", "defense", "hit"]
    assert [e.args.get("via") for e in logged] == ["Aiko"] * 3
    assert s.enc.log_via is None
    # the GM's own attack, typed 18 (a miss): his, from no device
    _ok(s, {**BRUTE, "roll": 18})
    assert s.enc.log[-1].key == "attack" and "via" not in s.enc.log[-1].args


def test_lines_from_marks_the_lines_written_inside_it_only():
    """The one model path the session's accept and the window (``run_from``) mark a seat's
    lines with."""
    s, _token = _gurps(seed=6)
    enc = s.enc
    with enc.lines_from("Aiko"):
        assert enc.add_log("note", text="a").args["via"] == "Aiko"
        with enc.lines_from(None):  # nothing named inside: the seat's all the same
            assert enc.add_log("note", text="b").args["via"] == "Aiko"
        assert enc.add_log("note", text="c").args["via"] == "Aiko"
    assert enc.log_via is None and "via" not in enc.add_log("note", text="d").args
    try:
        with enc.lines_from("Aiko"):
            raise ValueError("refused")
    except ValueError:
        pass
    assert enc.log_via is None  # a refusal leaves no seat behind
