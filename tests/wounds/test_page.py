"""The wound-boxes game on the players' page in a real browser: its words come from its words
file through the page's labels (no catalogue of the tracker knows them), its figure from the
script its package ships."""

from __future__ import annotations

import json

import pytest
from tracker_wounds.ruleset import WoundsHit

from tracker.model import operations as ops
from tracker.model.ruleset import get_ruleset
from tracker.web.page import page_html
from tracker.web.server import ShareServer
from tracker.web.state import state_text

from ..web.webdriver import Browser, find

FOUND = find()


def _labels(lang: str) -> dict:
    html = page_html(lang)
    start = html.index('id="labels"')
    start = html.index(">", start) + 1
    return json.loads(html[start:html.index("</script>", start)])


def test_the_page_labels_carry_its_words_file():
    ja = _labels("ja")
    assert ja["rulesets"]["wounds"]["tracks"] == {"boxes": "傷の枠", "grit": "根性"}
    assert ja["rulesets"]["wounds"]["primary"] == "boxes"
    assert ja["rulesets"]["wounds"]["caption"] == "残りの枠"
    assert ja["conditions"]["shaken"] == "動揺"
    # the bundled rulesets keep their words (from their catalogues) and learn their primary
    assert ja["rulesets"]["gurps"]["primary"] == "hp" and ja["conditions"]["shock"] == "ショック"
    assert _labels("en")["rulesets"]["wounds"]["tracks"]["boxes"] == "Wound boxes"


@pytest.mark.skipif(FOUND is None, reason="no browser: install Debian's chromium and "
                    "chromium-driver to run the real-browser test")
def test_the_page_shows_its_words_not_ids_and_not_hp():
    enc = get_ruleset("wounds").demo_encounter()
    # Aki (a PC, exact): Toughness 6, damage 10 is 4 over → 1 of 3 boxes marked, shaken
    ops.apply_hit(enc, "c1", WoundsHit(10))
    server = ShareServer(page_html, state_text(enc), host="127.0.0.1", port=0)
    server.start()
    browser = Browser(*FOUND)
    try:
        browser.get(f"http://127.0.0.1:{server.port}/?t={server.token}&lang=ja")
        assert browser.wait_for("return document.body.dataset.ready === '1'")
        aki = browser.js("return document.querySelector('main article').innerText")
        assert "傷の枠 2/3" in aki and "動揺" in aki and "残りの枠" in aki
        assert "HP" not in aki and "shaken" not in aki and "BOXES" not in aki
        # her figure: 3 boxes, 2 of them left
        rects = browser.js("return Array.from(document.querySelectorAll("
                           "'main article')[0].querySelectorAll('svg rect'))"
                           ".map((r) => r.getAttribute('class'))")
        assert rects == ["ok", "ok", "lost"]
    finally:
        browser.close()
        server.stop()
