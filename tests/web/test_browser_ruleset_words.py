"""The GURPS words page.js no longer knows: the shock's size, the stance, a half-werewolf's
looks and the world line (moon, weather, temperature) are worded by GURPS's own figure script
(its TrackerFigures extras) from its words in the labels, in a real browser."""

from __future__ import annotations

import json

import pytest

from tracker.web.page import page_html
from tracker.web.server import ShareServer

from .webdriver import Browser, find

FOUND = find()

STATE = {
    "ruleset": "gurps", "in_combat": True, "round": 2, "now": "Aiko", "now_slot": None,
    "now_index": 0, "upcoming": [],
    "world": {"moon": {"phase": 6, "waxing": True}, "weather": "rain", "celsius": 31,
              "season": "summer"},
    "combatants": [{
        "name": "Aiko", "side": "pc", "hp": 9, "max_hp": 12, "band": "wounded",
        "level": "unhurt", "tracks": {}, "conditions": ["shock"], "values": {"shock": -2},
        "out": False, "body": "humanoid", "crippled": [], "lost": [], "figure_conditions": [],
        "notes": [{"stance": {"maneuver": "all_out_attack", "option": "strong",
                              "posture": "kneeling"}},
                  {"werewolf": {"animal": False, "reaction": -2, "bestial": True}}]}],
}


@pytest.mark.skipif(FOUND is None, reason="no browser: install Debian's chromium and "
                    "chromium-driver to run the real-browser test")
def test_gurps_words_come_from_its_own_script():
    server = ShareServer(page_html, json.dumps(STATE), host="127.0.0.1", port=0)
    server.start()
    browser = Browser(*FOUND)
    try:
        browser.get(f"http://127.0.0.1:{server.port}/?t={server.token}&lang=en")
        assert browser.wait_for("return document.body.dataset.ready === '1'")
        card = browser.js("return document.querySelector('main article .cond').innerText")
        # the size of a condition, signed with a true minus; the stance "{0} ({1})" · posture;
        # the werewolf's "reaction %1" with −2, then Bestial
        assert card.split("\n") == ["Shock \u22122", "All-Out Attack (Strong) \u00b7 kneeling",
                                    "Half-werewolf: reaction \u22122 \u00b7 Bestial"]
        world = browser.js("return document.getElementById('world').textContent")
        assert world == ("Moon: full moon, waxing  \u00b7  Weather: rain, snow or thunderstorm"
                         "  \u00b7  31 \u00b0C, summer")
    finally:
        browser.close()
        server.stop()


@pytest.mark.skipif(FOUND is None, reason="no browser: install Debian's chromium and "
                    "chromium-driver to run the real-browser test")
def test_conditions_the_gm_shows_are_listed_as_typed_and_as_text():
    """Issue 43: a condition the GM typed and chose to show (``typed``) follows the ruleset's
    ones as plain text: markup in it stays text."""
    state = json.loads(json.dumps(STATE))
    one = state["combatants"][0]
    one["notes"] = []
    one["typed"] = ["祝福", "<b>bold</b>"]
    server = ShareServer(page_html, json.dumps(state), host="127.0.0.1", port=0)
    server.start()
    browser = Browser(*FOUND)
    try:
        browser.get(f"http://127.0.0.1:{server.port}/?t={server.token}&lang=en")
        assert browser.wait_for("return document.body.dataset.ready === '1'")
        card = browser.js("return document.querySelector('main article .cond').innerText")
        assert card.split("\n") == ["Shock \u22122", "祝福", "<b>bold</b>"]
        assert browser.js("return document.querySelectorAll('main article .cond b').length") == 0
    finally:
        browser.close()
        server.stop()


@pytest.mark.skipif(FOUND is None, reason="no browser: install Debian's chromium and "
                    "chromium-driver to run the real-browser test")
def test_the_turn_timer_counts_on_from_what_was_sent():
    """Issue 43: ``turn_seconds`` (sent only with the turn timer on) shows as "Turn m:ss"
    and the page counts on by itself; without it nothing shows."""
    state = json.loads(json.dumps(STATE))
    state["turn_seconds"] = 65  # 1 min 5 s
    server = ShareServer(page_html, json.dumps(state), host="127.0.0.1", port=0)
    server.start()
    browser = Browser(*FOUND)
    try:
        browser.get(f"http://127.0.0.1:{server.port}/?t={server.token}&lang=en")
        assert browser.wait_for("return document.body.dataset.ready === '1'")
        text = browser.js("return document.getElementById('turn').textContent")
        assert text in ("Turn 1:05", "Turn 1:06")  # a second may pass before it is read
        assert not browser.js("return document.getElementById('turn').hidden")
        server.publish(json.dumps(STATE))  # no turn_seconds: the timer is off
        assert browser.wait_for("return document.getElementById('turn').hidden === true")
    finally:
        browser.close()
        server.stop()
