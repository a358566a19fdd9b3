"""The d6 game on the players' page in a real browser: drawn by the script its package ships
(its manifest's web_figure), which the page loads like the bundled rulesets' scripts."""

from __future__ import annotations

import pytest
from tracker_d6.ruleset import D6Hit

from tracker.model import operations as ops
from tracker.model.ruleset import get_ruleset
from tracker.web.page import figure_scripts, page_html
from tracker.web.server import ShareServer
from tracker.web.state import state_text

from ..web.webdriver import Browser, find

FOUND = find()


def test_its_figure_script_is_in_the_page():
    assert any('TrackerFigures.register("d6"' in js for js in figure_scripts())
    assert 'TrackerFigures.register("d6"' in page_html("en")


@pytest.mark.skipif(FOUND is None, reason="no browser: install Debian's chromium and "
                    "chromium-driver to run the real-browser test")
def test_the_page_draws_a_d6_fight_with_the_plugins_figure():
    enc = get_ruleset("d6").demo_encounter()
    # Rat: 4 HP − 2 = 2 left; players see an enemy's band only: 2 < 4 is "wounded" → 4 pips
    ops.apply_hit(enc, "c2", D6Hit(2))
    server = ShareServer(page_html, state_text(enc), host="127.0.0.1", port=0)
    server.start()
    browser = Browser(*FOUND)
    try:
        browser.get(f"http://127.0.0.1:{server.port}/?t={server.token}&lang=en")
        assert browser.wait_for("return document.body.dataset.ready === '1'")
        pips = browser.js("return Array.from(document.querySelectorAll('main svg.d6 rect'))"
                          ".map((r) => r.dataset.pips)")
        # Hero (a PC, exact HP) 12/12 → ceil(6 × 12 / 12) = 6 pips; Rat "wounded" → 4
        assert pips == ["6", "4"]
    finally:
        browser.close()
        server.stop()
