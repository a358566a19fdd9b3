"""The wound-boxes game's seat page in a real browser at phone size (390×844, headless
Chromium): a plugin that ships no seat forms (its figure.js registers none) still gets a
working phone from the generic seat.js: "You are Aki" with her own numbers in the game's
words (no "HP"), the rolls she owes with Roll and a field for her own dice, the dice command
and her requests; no declaration form, since the game has none for the server to read."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from tests.seats.conftest import Table

from ..web.webdriver import Browser, find

FOUND = find()
pytestmark = pytest.mark.skipif(
    FOUND is None, reason="no browser: install Debian's chromium and chromium-driver "
    "(apt-get install -y chromium chromium-driver) to run the real-browser test")


@pytest.fixture(scope="module")
def browser():
    b = Browser(*FOUND)
    yield b
    b.close()


def _pending(table: Table) -> list[dict]:
    """The requests waiting for the GM, once the phone's has come (or [] after 5 s)."""
    for _ in range(250):
        listed = [r for r in table({"op": "requests"})["requests"] if r["status"] == "pending"]
        if listed:
            return listed
        time.sleep(0.02)
    return []


WORDS = {
    "ja": {"you_are": "あなたはAkiです", "numbers": "傷の枠 0/2  根性 3/3",
           "conditions": "動揺、失血中", "check": "活力判定 ≤ 3", "accepted": "承認"},
    "en": {"you_are": "You are Aki", "numbers": "Wound boxes 0/2  Grit 3/3",
           "conditions": "Shaken, Bleeding out", "check": "Vigor ≤ 3", "accepted": "Accepted"},
}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_wounds_seat_rolls_its_owed_check_and_a_dice_command(browser, tmp_path, lang):
    w = WORDS[lang]
    table = Table(seed=4)
    try:
        table({"op": "new", "ruleset": "wounds"})
        table({"op": "add", "name": "Aki", "side": "pc", "sheet": {"toughness": 5, "boxes": 2}})
        table({"op": "add", "name": "Oni", "side": "enemy",
               "sheet": {"toughness": 5, "boxes": 2}})
        table({"op": "start_combat"})
        # 17 − Toughness 5 = 12 over → 3 boxes, more than her 2: bleeding out, vigor owed
        table({"op": "hit", "target": "Aki", "damage": 17})
        table({"op": "share"})
        browser.get(table({"op": "seat", "name": "Aki"})["url"] + f"&lang={lang}")
        assert browser.wait_for("return document.body.dataset.seat === '1'")
        seat = "document.getElementById('seat')"
        assert browser.js("return document.querySelector('.seat-me h2').textContent") \
            == w["you_are"]
        # her numbers and conditions in the game's words file's words, never "HP" or an id
        assert browser.js("return document.querySelector('.seat-numbers').textContent") \
            == w["numbers"]
        assert browser.js("return document.querySelector('.seat-conds').textContent") \
            == w["conditions"]
        text = browser.js(f"return {seat}.innerText")
        assert "HP" not in text and "vigor" not in text and "bleeding_out" not in text
        # her turn: the banner, but no declaration form (the game has no seat forms)
        assert browser.js("return !document.getElementById('seatTurn').hidden")
        assert browser.js("return document.getElementById('seatDeclare') === null")
        assert browser.js("return document.documentElement.scrollWidth") <= 390
        shots = Path(os.environ.get("TRACKER_SHOTS") or tmp_path)
        shots.mkdir(parents=True, exist_ok=True)
        browser.screenshot(str(shots / f"seat_wounds_{lang}.png"))
        # the owed vigor roll: its name, its target, the check's dice as the typed field's hint
        assert browser.js("return document.querySelector('.seat-checks .what').textContent") \
            == w["check"]
        assert browser.js("return document.querySelector('.seat-checks input').placeholder") \
            == "1d6"
        browser.js("document.querySelector('.seat-checks input').value = '2';"
                   "document.querySelector('.seat-checks .check-vigor').click()")
        listed = _pending(table)
        assert [(r["type"], r["kind"], r["roll"]) for r in listed] == [("check", "vigor", "2")]
        table({"op": "accept", "id": listed[0]["id"]})
        # vigor 2 ≤ 3 holds on: unconscious, no longer bleeding out; nothing is owed any more
        assert browser.wait_for("return document.querySelector('#seatRequests li')"
                                "?.dataset.status === 'accepted'"
                                " && document.querySelector('.seat-checks') === null")
        assert browser.js("return document.querySelector('#seatRequests li .status')"
                          ".textContent") == w["accepted"]
        assert "bleeding" not in browser.js("return document.querySelector('.seat-conds')"
                                            ".textContent").lower()
        # a dice command of the game's roller
        browser.js("const d = document.querySelector('.seat-dice');"
                   "d.querySelector('input').value = '2d6';"
                   "d.querySelector('.dice-send').click()")
        listed = _pending(table)
        assert [(r["type"], r["command"], r["secret"]) for r in listed] == [
            ("roll", "2d6", False)]
        table({"op": "accept", "id": listed[0]["id"]})
        assert browser.wait_for("const li = document.querySelectorAll('#seatRequests li');"
                                "return li.length === 2 && li[0].dataset.status === 'accepted'"
                                " && !!li[0].querySelector('.result')")
        assert "HP" not in browser.js(f"return {seat}.innerText")
    finally:
        table.close()
