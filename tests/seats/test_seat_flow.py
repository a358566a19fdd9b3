"""A whole fight in each ruleset where the players' parts come from their phones: each phone
posts over loopback HTTP with its seat's token, the GM lists, accepts and undoes through the
headless session, and each phone reads the result on its private stream. Every number is
worked out by hand from the rules (comments)."""

from __future__ import annotations


def _status(phone, rid: str, status: str):
    return phone.wait(lambda v: any(r["id"] == rid and r["status"] == status
                                    for r in v.get("requests", [])))


def _mine(view, rid):
    return next(r for r in view["requests"] if r["id"] == rid)


def test_gurps_fight_from_aikos_phone(table):
    table({"op": "new", "ruleset": "gurps"})
    table({"op": "add", "name": "Aiko", "side": "pc",
           "sheet": {"max_hp": 12, "ht": 12, "dx": 12, "dodge": 9}})
    table({"op": "add", "name": "Brute", "side": "enemy",
           "sheet": {"max_hp": 14, "ht": 11, "dx": 11, "dodge": 8}})
    table({"op": "start_combat"})
    share = table({"op": "share"})
    assert share["url"].startswith("http://127.0.0.1:") and share["token"] in share["url"]
    aiko = table.phone("Aiko")
    first = aiko.wait(lambda v: "seat" in v)
    assert first["seat"]["name"] == "Aiko" and first["turn"] is True
    assert (first["seat"]["own"]["hp"], first["seat"]["own"]["max_hp"]) == (12, 12)
    assert first["targets"] == ["Brute"]

    # Aiko declares an Attack on Brute's torso; nothing changes until the GM accepts
    status, body = aiko.post({"id": "r1", "type": "declare", "maneuver": "attack",
                              "attack": {"target": "Brute", "location": "torso"}})
    assert (status, body) == (202, {"id": "r1", "status": "pending"})
    listed = table({"op": "requests"})["requests"]
    assert [(r["id"], r["name"], r["type"], r["status"]) for r in listed] == [
        ("r1", "Aiko", "declare", "pending")]
    steps = len(table.s.history.done)
    # the GM completes what only he knows: the skill, his roll, Brute's dodge, the damage
    answer = table({"op": "accept", "id": "r1", "skill": 13, "roll": 10,
                    "defense": {"kind": "dodge", "roll": 9}, "damage": 6, "type": "cut"})
    assert len(table.s.history.done) == steps + 1                     # one undo step
    # skill 13, Attack maneuver +0, torso +0: 10 ≤ 13 hits; Brute's Dodge 8, 9 > 8 fails
    assert (answer["tohit"]["effective_skill"], answer["tohit"]["hit"]) == (13, True)
    assert answer["defense"] == {"kind": "dodge", "target": 8, "roll": 9, "success": False,
                                 "stopped": 0}
    # G3: cut ×1.5 on the torso: 6 × 1.5 = 9 injury; HP 14 − 9 = 5; G10 shock −4
    brute = next(c for c in answer["state"]["combatants"] if c["name"] == "Brute")
    assert (brute["hp"], brute["shock"]) == (5, -4)
    assert {e.key for e in table.s.enc.log if e.args.get("via") == "Aiko"} >= {
        "maneuver", "attack", "defense", "hit"}
    view = _status(aiko, "r1", "accepted")
    assert _mine(view, "r1")["result"] == {"roll": 10, "hit": True}

    # G9: 9 injury is over HP/2 = 7, a major wound: HT 11, the GM rolls 9 (no knockdown)
    table({"op": "check", "who": "Brute", "kind": "knockdown", "roll": 9})
    table({"op": "next_turn"})
    view = aiko.wait(lambda v: v["turn"] is False)
    pending = table({"op": "attack", "attacker": "Brute", "target": "Aiko", "skill": 12,
                     "roll": 7, "location": "torso", "damage": 5, "type": "cr",
                     "defense": {"ask": True}})
    assert pending["pending"] == "defense"
    assert len(table.s.history.done) == steps + 3                     # the ask is no step
    # Aiko's sheet has a Dodge (9) and no Parry or Block
    prompt = aiko.wait(lambda v: v["prompt"] is not None)["prompt"]
    assert prompt == {"kind": "defense", "attacker": "Brute", "choices": ["dodge", "none"]}
    assert aiko.post({"id": "d1", "type": "defense", "kind": "dodge", "retreat": True,
                      "roll": 11})[0] == 202
    answer = table({"op": "accept", "id": "d1"})
    # G10: Brute's own shock −4 on his attack: 12 − 4 = 8, 7 ≤ 8 hits; R27: retreat +3 to
    # Dodge: 9 + 3 = 12, Aiko's 11 ≤ 12 dodges, no damage
    assert (answer["tohit"]["effective_skill"], answer["tohit"]["hit"]) == (8, True)
    assert answer["defense"]["target"] == 12 and answer["defense"]["success"] is True
    assert answer["outcomes"] == []
    view = _status(aiko, "d1", "accepted")
    assert _mine(view, "d1")["result"] == {"kind": "dodge", "roll": 11, "success": True}
    assert view["prompt"] is None and view["seat"]["own"]["hp"] == 12

    # undo of the accepted defense undoes the attack; the phone shows it undone, redo back
    table({"op": "undo"})
    _status(aiko, "d1", "undone")
    table({"op": "redo"})
    _status(aiko, "d1", "accepted")

    # a roll the player asks for is rolled by the GM app's dice when accepted
    assert aiko.post({"id": "x1", "type": "roll", "command": "3d"})[0] == 202
    rolled = table({"op": "accept", "id": "x1"})
    assert len(rolled["rolls"]) == 3 and all(1 <= f <= 6 for f in rolled["rolls"])
    assert rolled["text"].endswith(f"＞ {sum(rolled['rolls'])}")
    last = table.s.enc.log[-1]
    assert (last.key, last.args["via"], last.args["line"]) == ("bcdice", "Aiko", "3d")
    view = _status(aiko, "x1", "accepted")
    assert _mine(view, "x1")["result"] == {"text": rolled["text"]}

    # a refusal reaches Aiko's seat with its reason
    assert aiko.post({"id": "x2", "type": "roll", "command": "1d", "secret": True})[0] == 202
    table({"op": "refuse", "id": "x2", "reason": "later"})
    view = _status(aiko, "x2", "refused")
    assert _mine(view, "x2")["reason"] == "later"


REVOLVER = {"name": ".38", "skill": "handgun", "damage": "1d10", "class": "firearm",
            "db": False, "shots": 3}
KNIFE = {"name": "Knife", "skill": "knife", "damage": "1d4+2", "class": "edged",
         "small": True, "durability": 15}


def test_coc_fight_from_tanakas_phone(table):
    table({"op": "new", "ruleset": "coc"})
    # C0: HP (12 + 12) / 2 = 12; Dodge 40 (given); CON×5 = 60
    table({"op": "add", "name": "Tanaka", "side": "pc",
           "sheet": {"dex": 16, "con": 12, "siz": 12,
                     "skills": {"dodge": 40, "handgun": 60, "first_aid": 40},
                     "weapons": [REVOLVER]}})
    # HP 11 (CON 10 by default, SIZ 12: 22 / 2), armor 1; STR 12 + SIZ 12 = 24: no DB
    table({"op": "add", "name": "Cultist",
           "sheet": {"dex": 13, "str": 12, "siz": 12, "armor": 1,
                     "skills": {"handgun": 45, "knife": 50, "dodge": 26},
                     "weapons": [REVOLVER, KNIFE]}})
    state = table({"op": "start_combat"})["state"]
    assert (state["turn"], state["slot"]) == ("Tanaka", "start")   # DEX 16: the first shot
    table({"op": "share"})
    tanaka = table.phone("Tanaka")
    first = tanaka.wait(lambda v: "seat" in v)
    assert first["turn"] is True and first["seat"]["own"]["hp"] == 12
    # own tracks exact although players do not see MP and SAN: POW 10 by default → MP 10,
    # SAN 10 × 5 = 50
    assert first["seat"]["own"]["tracks"] == {"mp": [10, 10], "san": [50, 99]}
    assert ".38" in first["seat"]["own"]["weapons"]

    assert tanaka.post({"id": "a1", "type": "declare",
                        "attack": {"target": "Cultist", "weapon": ".38"}})[0] == 202
    answer = table({"op": "accept", "id": "a1", "roll": 3, "dice": {"w": [4, 3], "db": []}})
    # C1: 3 ≤ 5 of 60 is a critical: the damage dice twice, 2d10 = 4 + 3 = 7, armor ignored
    assert (answer["outcome"]["outcome"], answer["outcome"]["damage"]) == ("critical", 7)
    cultist = next(c for c in answer["state"]["combatants"] if c["name"] == "Cultist")
    assert cultist["hp"] == 11 - 7
    view = _status(tanaka, "a1", "accepted")
    assert _mine(view, "a1")["result"] == {"roll": 3}
    # C0 shock: 7 ≥ 11 / 2: CON×5 = 50; the Keeper rolls 30 for him (passes)
    table({"op": "check", "who": "Cultist", "kind": "shock", "roll": 30})
    for _ in range(3):  # Cultist's first shot, Tanaka's own place, the Cultist's
        state = table({"op": "next_turn"})["state"]
    assert (state["turn"], state["slot"]) == ("Cultist", None)
    table({"op": "attack", "attacker": "Cultist", "target": "Tanaka", "weapon": "Knife",
           "roll": 30, "dice": {"w": [4], "db": []}, "defense": {"ask": True}})
    prompt = tanaka.wait(lambda v: v["prompt"] is not None)["prompt"]
    assert prompt["attacker"] == "Cultist" and "dodge" in prompt["choices"]
    # the player typed his own dice: "60" against Dodge 40 fails
    assert tanaka.post({"id": "d1", "type": "defense", "kind": "dodge", "roll": "60"})[0] == 202
    answer = table({"op": "accept", "id": "d1"})
    d = answer["outcome"]["defense"]
    assert (d["kind"], d["target"], d["roll"], d["outcome"]) == ("dodge", 40, 60, "failure")
    # knife 1d4+2 = 4 + 2 = 6, no DB; 12 − 6 = 6; 6 ≥ 12 / 2: a shock check, CON×5 = 60
    assert answer["state"]["checks"] == [{"who": "Tanaka", "kind": "shock", "target": 60}]
    view = tanaka.wait(lambda v: v["seat"]["own"]["checks"])
    assert view["seat"]["own"]["hp"] == 6
    assert view["seat"]["own"]["checks"] == [{"kind": "shock", "dice": "1d100", "target": 60}]
    assert _mine(view, "d1")["result"] == {"kind": "dodge", "roll": 60, "outcome": "failure"}

    # the owed check from the phone, with dice the player rolled himself: 25 ≤ 60 passes
    assert tanaka.post({"id": "c1", "type": "check", "kind": "shock", "roll": "25"})[0] == 202
    answer = table({"op": "accept", "id": "c1"})
    assert (answer["kind"], answer["roll"]) == ("shock", 25)
    me = next(c for c in answer["state"]["combatants"] if c["name"] == "Tanaka")
    assert "unconscious" not in me["conditions"] and answer["state"]["checks"] == []
    assert table.s.enc.log[-1].args["via"] == "Tanaka"
    view = _status(tanaka, "c1", "accepted")
    assert view["seat"]["own"]["checks"] == []
    # no check is owed any more: another is "not possible now"
    status, body = tanaka.post({"id": "c2", "type": "check", "kind": "shock"})
    assert (status, body) == (409, {"error": "Not possible now."})
