"""A seat's page in a real browser at phone size (390×844, headless Chromium), in Japanese and
English: "You are Aiko" with its own numbers, the your-turn banner, a declaration sent from
the form, the GM accepting it in the session, the phone showing the result; the defense
prompt answered with a tap. Screenshots go to $TRACKER_SHOTS (default: the test's folder)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from tests.seats.conftest import Table

from .webdriver import Browser, find

FOUND = find()
pytestmark = pytest.mark.skipif(
    FOUND is None, reason="no browser: install Debian's chromium and chromium-driver "
    "(apt-get install -y chromium chromium-driver) to run the real-browser test")


@pytest.fixture(scope="module")
def browser():
    b = Browser(*FOUND)
    yield b
    b.close()


def _shots(tmp_path: Path) -> Path:
    d = Path(os.environ.get("TRACKER_SHOTS") or tmp_path)
    d.mkdir(parents=True, exist_ok=True)
    return d


def _status(browser, rid_index: int) -> str:
    return browser.js("const li = document.querySelectorAll('#seatRequests li');"
                      f"return li.length > {rid_index} ? li[li.length - 1 - {rid_index}]"
                      ".dataset.status : ''")


@pytest.mark.parametrize("lang, you_are, accepted, maneuver", [
    ("ja", "あなたはAikoです", "承認", "行動"), ("en", "You are Aiko", "Accepted", "Maneuver")])
def test_a_player_declares_the_gm_accepts_the_phone_shows_it(browser, tmp_path, lang,
                                                             you_are, accepted, maneuver):
    table = Table(seed=4)
    try:
        table({"op": "new", "ruleset": "gurps"})
        table({"op": "add", "name": "Aiko", "side": "pc",
               "sheet": {"max_hp": 12, "ht": 12, "dx": 12, "dodge": 9}})
        table({"op": "add", "name": "Brute", "side": "enemy",
               "sheet": {"max_hp": 14, "ht": 11, "dx": 11, "dodge": 8}})
        table({"op": "start_combat"})
        table({"op": "share"})
        link = table({"op": "seat", "name": "Aiko"})["url"]
        browser.get(f"{link}&lang={lang}")
        assert browser.wait_for("return document.body.dataset.seat === '1'")
        assert browser.js("return document.querySelector('.seat-me h2').textContent") == you_are
        assert browser.js("return document.querySelector('.seat-numbers').textContent") \
            .startswith("HP 12/12")
        assert browser.js("return !document.getElementById('seatTurn').hidden")
        # one hand at 390 px: nothing wider than the screen
        assert browser.js("return document.documentElement.scrollWidth") <= 390
        # the maneuver's field is named by GURPS's own words (labels rulesets.gurps.seat)
        assert browser.js("return document.querySelector('#seatDeclare select[name=maneuver]')"
                          ".parentElement.firstChild.textContent") == maneuver
        browser.js("const m = document.querySelector('#seatDeclare select[name=maneuver]');"
                   "m.value = 'attack';")
        browser.js("document.querySelector('#seatDeclare .declare-send').click()")
        listed = None
        for _ in range(200):
            listed = table({"op": "requests"})["requests"]
            if listed:
                break
            browser.wait_for("return false", 0.02)
        assert [(r["type"], r["maneuver"], r["attack"]) for r in listed] == [
            ("declare", "attack", {"target": "Brute"})]
        assert browser.wait_for("return document.querySelector('#seatRequests li')"
                                "?.dataset.status === 'pending'")
        browser.screenshot(str(_shots(tmp_path) / f"seat_{lang}_declared.png"))
        # skill 13, roll 10 ≤ 13: a hit; Brute's Dodge 8 against 12 fails; 6 cut ×1.5 = 9
        table({"op": "accept", "id": listed[0]["id"], "skill": 13, "roll": 10,
               "defense": {"kind": "dodge", "roll": 12}, "damage": 6, "type": "cut"})
        assert browser.wait_for("return document.querySelector('#seatRequests li')"
                                "?.dataset.status === 'accepted'")
        assert browser.js("return document.querySelector('#seatRequests li .status')"
                          ".textContent") == accepted
        # Brute's turn: the GM asks Aiko to defend; she taps Dodge
        table({"op": "next_turn"})
        table({"op": "attack", "attacker": "Brute", "target": "Aiko", "skill": 12, "roll": 5,
               "location": "torso", "damage": 5, "type": "cr", "defense": {"ask": True}})
        assert browser.wait_for("return !!document.querySelector('#seatPrompt .defense-dodge')")
        browser.screenshot(str(_shots(tmp_path) / f"seat_{lang}_defend.png"))
        browser.js("document.querySelector('#seatPrompt .defense-dodge').click()")
        for _ in range(200):
            listed = [r for r in table({"op": "requests"})["requests"]
                      if r["status"] == "pending"]
            if listed:
                break
            browser.wait_for("return false", 0.02)
        answer = table({"op": "accept", "id": listed[0]["id"]})
        # G10: Brute's shock −4 (9 injury, at most 4): 12 − 4 = 8, 5 ≤ 8 hits; Aiko's Dodge 9
        assert answer["tohit"]["effective_skill"] == 8 and answer["defense"]["target"] == 9
        assert browser.wait_for("const li = document.querySelectorAll('#seatRequests li');"
                                "return li[0]?.dataset.status === 'accepted'"
                                " && document.getElementById('seatPrompt') === null")
        browser.screenshot(str(_shots(tmp_path) / f"seat_{lang}_answered.png"))
        assert _status(browser, 1) == "accepted"
    finally:
        table.close()


def test_a_coc_seat_declares_martial_arts_and_parries_with_its_weapon(browser, tmp_path):
    table = Table(seed=4)
    bat = {"name": "Bat", "skill": "club", "damage": "1d8", "class": "blunt", "durability": 20}
    try:
        table({"op": "new", "ruleset": "coc"})
        # C0: HP (10 + 8) / 2 = 9; STR 14 + SIZ 8 = 22: no damage bonus
        table({"op": "add", "name": "Sato", "side": "pc",
               "sheet": {"dex": 14, "con": 10, "siz": 8, "str": 14,
                         "skills": {"dodge": 50, "fist": 70, "martial_arts": 65, "club": 55},
                         "weapons": [bat]}})
        table({"op": "add", "name": "Ghoul", "sheet": {"kind": "mythos", "dex": 12,
                                                       "skills": {"claw": 60}}})
        table({"op": "start_combat"})
        table({"op": "share"})
        browser.get(table({"op": "seat", "name": "Sato"})["url"] + "&lang=ja")
        assert browser.wait_for("return !!document.querySelector('#seatDeclare')")
        browser.js("const d = document.querySelector('#seatDeclare');"
                   "d.querySelector('select[name=weapon]').value = 'fist';"
                   "d.querySelector('select[name=combine]').value = 'ma';"
                   "d.querySelector('.declare-send').click()")
        listed = []
        for _ in range(200):
            listed = table({"op": "requests"})["requests"]
            if listed:
                break
            browser.wait_for("return false", 0.02)
        assert listed[0]["attack"] == {"target": "Ghoul", "weapon": "fist", "combine": "ma"}
        answer = table({"op": "accept", "id": listed[0]["id"], "roll": 20,
                        "dice": {"w": [2, 3], "db": []}})
        # C11: 20 ≤ fist 70 and ≤ martial arts 65: the fist's 1d3 doubled, 2d3 = 2 + 3 = 5
        assert (answer["outcome"]["formula"], answer["outcome"]["damage"]) == ("2d3", 5)
        assert browser.wait_for("return document.querySelector('#seatRequests li')"
                                "?.dataset.status === 'accepted'")
        browser.screenshot(str(_shots(tmp_path) / "seat_coc_ja.png"))
    finally:
        table.close()


def test_what_the_player_typed_survives_a_new_view(browser):
    table = Table(seed=4)
    try:
        table({"op": "new", "ruleset": "gurps"})
        # Basic Speed (DX + HT) / 4: Aiko 6 acts before Brute 5.5
        table({"op": "add", "name": "Aiko", "side": "pc",
               "sheet": {"max_hp": 12, "dx": 12, "ht": 12}})
        table({"op": "add", "name": "Brute", "side": "enemy",
               "sheet": {"max_hp": 14, "dx": 11, "ht": 11}})
        table({"op": "start_combat"})
        table({"op": "share"})
        browser.get(table({"op": "seat", "name": "Aiko"})["url"] + "&lang=en")
        assert browser.wait_for("return !!document.querySelector('#seatDeclare')")
        browser.js("document.querySelector('.seat-dice input').value = '3d+2'")
        table({"op": "hit", "target": "Aiko", "location": "torso", "damage": 3, "type": "cr"})
        # G3: cr ×1 on the torso, 3 injury: HP 12 − 3 = 9 reaches the phone, the text stays
        assert browser.wait_for("return document.querySelector('.seat-numbers')"
                                ".textContent.startsWith('HP 9/12')")
        assert browser.js("return document.querySelector('.seat-dice input').value") == "3d+2"
    finally:
        table.close()


def _pending(table: Table) -> list[dict]:
    for _ in range(250):
        listed = [r for r in table({"op": "requests"})["requests"] if r["status"] == "pending"]
        if listed:
            return listed
        time.sleep(0.02)
    return []


def _fields(browser, section: str) -> list[str]:
    """The labels of a section's fields and the texts of its buttons, in order."""
    return browser.js(f"return Array.from(document.querySelectorAll('{section} label > span,"
                      f" {section} button')).map((e) => e.textContent)")


GURPS_DEFENSE = {"ja": ["後退", "二つ目の防御（全力防御）", "使うもの", "または自分で振った出目を入力",
                        "よけ", "受け", "防御しない"],
                 "en": ["Retreat", "Second defense (All-Out Defense)", "With",
                        "Or type your own dice", "Dodge", "Parry", "No defense"]}
# the GM window's words, as the seeds have them: GURPS よけ/受け/止め, CoC 回避/受け流し
COC_DEFENSE = {"ja": ["使うもの", "かばう人", "または自分で振った出目を入力", "回避", "受け流し",
                      "かばう", "防御しない"],
               "en": ["With", "Cover by", "Or type your own dice", "Dodge", "Parry", "Cover",
                      "No defense"]}
SWORD = {"name": "Broadsword", "usage": "Swung", "damage": "2d+1", "type": "cut",
         "skill": 14, "parry": 10, "reach": "1"}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_gurps_defense_form_is_its_own_and_sends_retreat_and_its_weapon(browser, lang):
    """The prompt's fields come from GURPS's figure.js, worded by its words file; the body
    is the contract's (kind, retreat, with, roll)."""
    table = Table(seed=4)
    try:
        table({"op": "new", "ruleset": "gurps"})
        table({"op": "add", "name": "Aiko", "side": "pc",
               "sheet": {"max_hp": 12, "ht": 12, "dx": 12, "weapons": [SWORD]}})
        table({"op": "add", "name": "Brute", "side": "enemy", "sheet": {"max_hp": 14}})
        table({"op": "start_combat"})
        table({"op": "next_turn"})
        table({"op": "share"})
        browser.get(table({"op": "seat", "name": "Aiko"})["url"] + f"&lang={lang}")
        table({"op": "attack", "attacker": "Brute", "target": "Aiko", "skill": 12, "roll": 7,
               "damage": 5, "type": "cr", "defense": {"ask": True}})
        assert browser.wait_for("return !!document.querySelector('#seatPrompt .defense-parry')")
        assert _fields(browser, "#seatPrompt") == GURPS_DEFENSE[lang]
        assert browser.js("return document.querySelector('#seatPrompt input:not([type=checkbox])').placeholder") \
            == "3–18"
        assert browser.js("return document.querySelector('.seat-dice input').placeholder") \
            == "3d"
        browser.js("const p = document.querySelector('#seatPrompt');"
                   "p.querySelector('input[type=checkbox]').checked = true;"
                   "p.querySelector('select[name=with]').value = 'Broadsword (Swung)';"
                   "p.querySelector('input:not([type=checkbox])').value = '9';"
                   "p.querySelector('.defense-parry').click()")
        listed = _pending(table)
        assert [{k: v for k, v in r.items() if k in ("type", "kind", "retreat", "with", "roll",
                                                      "second")} for r in listed] == [
            {"type": "defense", "kind": "parry", "retreat": True, "with": "Broadsword (Swung)",
             "roll": "9"}]
    finally:
        table.close()


COC_KNIFE = {"name": "Knife", "skill": "knife", "damage": "1d4+2", "class": "edged",
             "small": True, "durability": 15}
BAT = {"name": "Bat", "skill": "club", "damage": "1d8", "class": "blunt", "durability": 20}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_coc_defense_form_is_its_own_and_parries_with_its_weapon(browser, tmp_path, lang):
    table = Table(seed=4)
    try:
        table({"op": "new", "ruleset": "coc"})
        table({"op": "add", "name": "Sato", "side": "pc",
               "sheet": {"dex": 14, "con": 10, "siz": 8, "str": 14,
                         "skills": {"dodge": 50, "club": 55}, "weapons": [BAT]}})
        table({"op": "add", "name": "Cultist",
               "sheet": {"dex": 13, "str": 12, "siz": 12, "skills": {"knife": 50},
                         "weapons": [COC_KNIFE]}})
        table({"op": "share"})
        browser.get(table({"op": "seat", "name": "Sato"})["url"] + f"&lang={lang}")
        assert browser.wait_for("return document.body.dataset.seat === '1'")
        assert browser.js("return document.querySelector('.seat-dice input').placeholder") \
            == "CCB<=50"
        table({"op": "attack", "attacker": "Cultist", "target": "Sato", "weapon": "Knife",
               "roll": 16, "dice": {"w": [4], "db": []}, "defense": {"ask": True}})
        assert browser.wait_for("return !!document.querySelector('#seatPrompt .defense-parry')")
        assert _fields(browser, "#seatPrompt") == COC_DEFENSE[lang]
        browser.screenshot(str(_shots(tmp_path) / f"seat_coc_{lang}_defend.png"))
        assert browser.js("return document.querySelector('#seatPrompt input:not([type=checkbox])').placeholder") \
            == "1–100"
        browser.js("const p = document.querySelector('#seatPrompt');"
                   "p.querySelector('select[name=with]').value = 'Bat';"
                   "p.querySelector('.defense-parry').click()")
        listed = _pending(table)
        assert [{k: v for k, v in r.items() if k in ("type", "kind", "with", "by", "roll",
                                                      "retreat")} for r in listed] == [
            {"type": "defense", "kind": "parry", "with": "Bat"}]
    finally:
        table.close()
