"""The players' page on the screens it is shown on (issue 34), in headless Chromium: a
1920×1080 TV shows a 12-combatant fight whole (a TV cannot scroll), a tablet from 780 px
wide has two columns or more, a phone one; the theme follows the device until the player
chooses one. Screenshots go to $TRACKER_SHOTS (default: the test's temporary folder)."""

from __future__ import annotations

import pytest

from tracker.model import operations as ops
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.web.page import page_html
from tracker.web.server import ShareServer
from tracker.web.state import state_text

from .test_browser import shots_dir
from .webdriver import Browser, find

FOUND = find()
pytestmark = pytest.mark.skipif(
    FOUND is None, reason="no browser: install Debian's chromium and chromium-driver "
    "(apt-get install -y chromium chromium-driver) to run the real-browser test")


def twelve() -> ShareServer:
    """The GURPS demo (5 combatants) and 7 copies of its first: 12 cards, all shown."""
    enc = demo_encounter(lang="en")
    first = next(iter(enc.combatants))
    for _ in range(7):
        ops.duplicate_combatant(enc, first)
    for cid in enc.combatants:
        ops.set_visibility(enc, cid, shown=True)
    ops.start_combat(enc)
    assert len(enc.order) == 12
    server = ShareServer(page_html, state_text(enc), host="127.0.0.1", port=0)
    server.start()
    return server


@pytest.fixture(scope="module")
def page():
    """(a browser of that width × height, made once per size; the page's server)."""
    browsers: dict[tuple[int, int], Browser] = {}
    server = twelve()
    yield browsers, server
    server.stop()
    for b in browsers.values():
        b.close()


def _cdp(browser: Browser, cmd: str, **params) -> None:
    browser._s("POST", "/goog/cdp/execute", {"cmd": cmd, "params": params})


def _open(page, width: int, height: int, lang: str = "en") -> Browser:
    browsers, server = page
    if (width, height) not in browsers:
        browsers[width, height] = Browser(*FOUND, width=width, height=height)
    browser = browsers[width, height]
    browser.get(f"http://127.0.0.1:{server.port}/?t={server.token}&lang={lang}")
    assert browser.wait_for("return document.body.dataset.ready === '1'")
    assert browser.js("return [innerWidth, innerHeight]") == [width, height]
    return browser


CARDS = "return [...document.querySelectorAll('main .card')]"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_tv_shows_the_whole_fight_without_scrolling(page, tmp_path, lang):
    b = _open(page, 1920, 1080, lang)
    assert b.js(CARDS + ".length") == 12
    assert b.js("return document.documentElement.scrollHeight") <= 1080
    # every card whole on the screen (its bottom above the TV's edge)
    bottoms = b.js(CARDS + ".map(c => c.getBoundingClientRect().bottom)")
    assert max(bottoms) <= 1080
    # and not a tiny page in a corner: the fit is the largest that fits, so the cards fill
    # at least half the height
    assert max(bottoms) >= 540
    b.screenshot(str(shots_dir(tmp_path) / f"page_tv_{lang}.png"))


#: the smallest text of the cards (px): every element with its own text
SMALLEST_TEXT = ("return Math.min(...[...document.querySelectorAll('main .card *')]"
                 ".filter(e => [...e.childNodes].some(n => n.nodeType === 3 && n.data.trim()))"
                 ".map(e => parseFloat(getComputedStyle(e).fontSize)))")


# a 4K TV at 100 %, a 1080p TV and an iPad on its side: the 12-combatant fight whole, no
# scrolling, and large: the fit goes up as well as down (issue 43: on 4K one row at the top)
@pytest.mark.parametrize("size", [(3840, 2160), (1920, 1080), (1180, 820)],
                         ids=["4k", "1080p", "ipad-landscape"])
def test_a_landscape_screen_shows_the_whole_fight_as_large_as_fits(page, tmp_path, size):
    width, height = size
    b = _open(page, width, height)
    assert b.js("return document.documentElement.scrollHeight") <= height
    rects = b.js(CARDS + ".map(c => { const r = c.getBoundingClientRect();"
                 " return [r.left, r.top, r.right, r.bottom]; })")
    assert len(rects) == 12
    assert all(0 <= x0 and 0 <= y0 and x1 <= width and y1 <= height for x0, y0, x1, y1 in rects)
    # filled: the cards reach past two thirds of the height or of the width
    assert max(r[3] for r in rects) >= height * 2 / 3 or max(r[2] for r in rects) >= width * 2 / 3
    if width >= 3840:  # read from a sofa: no text under 24 px on a 4K TV
        assert b.js(SMALLEST_TEXT) >= 24
    b.screenshot(str(shots_dir(tmp_path) / f"page_{width}x{height}.png"))


@pytest.mark.parametrize("width", [780, 820])
def test_a_tablet_has_two_columns_or_more(page, tmp_path, width):
    b = _open(page, width, 1180)
    columns = b.js(CARDS + ".map(c => Math.round(c.getBoundingClientRect().left))")
    assert len(set(columns)) >= 2
    b.screenshot(str(shots_dir(tmp_path) / f"page_tablet_{width}.png"))


def test_a_phone_keeps_one_column_and_scrolls(page):
    b = _open(page, 390, 844)
    columns = b.js(CARDS + ".map(c => Math.round(c.getBoundingClientRect().left))")
    assert len(set(columns)) == 1
    assert b.js("return document.documentElement.scrollHeight") > 844


def test_the_theme_follows_the_device_until_the_player_chooses(page):
    b = _open(page, 390, 844)
    b.js("localStorage.clear()")
    light = "return document.body.classList.contains('light')"
    for scheme, is_light in (("light", True), ("dark", False)):
        _cdp(b, "Emulation.setEmulatedMedia",
             features=[{"name": "prefers-color-scheme", "value": scheme}])
        b.get(b.js("return location.href"))
        assert b.wait_for("return document.body.dataset.ready === '1'")
        assert b.js(light) is is_light
        # a visit stores nothing: the next one follows the device again
        assert b.js("return localStorage.getItem('tracker-theme')") is None
    # the device turns light while the page is open: it follows
    _cdp(b, "Emulation.setEmulatedMedia",
         features=[{"name": "prefers-color-scheme", "value": "light"}])
    assert b.wait_for(light, timeout=2.0)
    # the player chooses dark: kept, whatever the device does
    b.js("document.getElementById('theme').click()")
    assert b.js(light) is False
    assert b.js("return localStorage.getItem('tracker-theme')") == "dark"
    b.get(b.js("return location.href"))
    assert b.wait_for("return document.body.dataset.ready === '1'")
    assert b.js(light) is False
    b.js("localStorage.clear()")
    _cdp(b, "Emulation.setEmulatedMedia", features=[])
