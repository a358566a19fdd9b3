"""The page in a real browser (Debian's chromium + chromium-driver, headless): it draws the
state, follows a hit applied in the model within 1 s, shows names as plain text, says when the
GM stopped sharing; phone-size screenshots in Japanese and English are written to
$TRACKER_SHOTS (default: the test's temporary folder) for a person to look at."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from tracker.model import operations as ops
from tracker.rulesets.coc.rules.demo import demo_encounter as coc_demo
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.web.page import page_html
from tracker.web.server import ShareServer
from tracker.web.state import state_text

from .webdriver import Browser, find

FOUND = find()
pytestmark = pytest.mark.skipif(
    FOUND is None, reason="no browser: install Debian's chromium and chromium-driver "
    "(apt-get install -y chromium chromium-driver) to run the real-browser test")

EVIL = "<img src='/dev/zero' onerror='window.pwned=1'>Z"


@pytest.fixture(scope="module")
def browser():
    b = Browser(*FOUND)
    yield b
    b.close()


def shots_dir(tmp_path: Path) -> Path:
    d = Path(os.environ.get("TRACKER_SHOTS") or tmp_path)
    d.mkdir(parents=True, exist_ok=True)
    return d


def test_the_page_follows_a_hit_within_a_second(shared, browser, tmp_path):
    enc = shared.enc
    aiko = next(c for c in enc.ordered() if c.name == "Aiko")
    wolf = next(c for c in enc.ordered() if c.name == "Dire wolf")
    ops.edit_combatant(enc, aiko.id, name=EVIL)
    ops.apply_hit(enc, wolf.id, Hit(12, "cut", "leg_fore_right"))
    shared.publish()
    for lang in ("ja", "en"):
        browser.get(shared.url("/", lang=lang))
        assert browser.wait_for("return document.body.dataset.ready === '1'")
        browser.screenshot(str(shots_dir(tmp_path) / f"page_{lang}.png"))
    light = browser.js("return document.body.classList.contains('light')")
    browser.js("document.getElementById('theme').click()")
    assert browser.js("return document.body.classList.contains('light')") is not light
    browser.screenshot(str(shots_dir(tmp_path) / "page_en_other_theme.png"))
    # the name is text: no element was made of it, no script ran
    assert browser.js("return document.querySelectorAll('main img').length") == 0
    assert browser.js("return window.pwned === undefined")
    assert browser.js("return document.querySelector('.card .name').textContent") == EVIL
    assert browser.js("return document.querySelector('#now').textContent") == f"Now: {EVIL}"
    lost = browser.js("return [...document.querySelectorAll('path.lost')]"
                      ".map(p => p.dataset.part)")
    assert lost == ["leg_fore_right"]
    hp = "return document.querySelector('.card .hp').textContent"
    assert browser.js(hp) == "HP 12/12"
    ops.apply_hit(enc, aiko.id, Hit(9, "cr", "torso"))  # DR 4: 5 injury
    assert enc.get(aiko.id).sheet.hp == 7
    t0 = time.monotonic()
    shared.publish()
    assert browser.wait_for(f"return ({hp.removeprefix('return ')}) === 'HP 7/12'", timeout=1.0)
    assert time.monotonic() - t0 < 1.0
    # her torso is injured, coloured as the window's players' silhouette colours it: 5 injury
    # of 12 HP (a torso is never crippled) = 0.42 of the way from yellow (245, 216, 74) to
    # orange (240, 138, 36): 245 − 5 × .42 = 243, 216 − 78 × .42 = 183, 74 − 38 × .42 = 58
    assert browser.js("return [...document.querySelectorAll('path.injured')]"
                      ".map(p => [p.dataset.part, p.style.fill])") == [
        ["torso", "rgb(243, 183, 58)"]]
    # a lost connection: the page says so, reconnects by itself and follows again
    shared.server.drop_streams()
    assert browser.wait_for("return document.querySelector('#banner').textContent === "
                            "'Connection lost — reconnecting…'", timeout=3.0)
    ops.next_turn(enc)
    shared.publish()
    assert browser.wait_for("return document.querySelector('#now').textContent === "
                            "'Now: Centaur archer'", timeout=6.0)
    assert browser.js("return document.querySelector('#banner').hidden")
    shared.server.stop()
    assert browser.wait_for("return document.querySelector('#banner').textContent === "
                            "'The GM stopped sharing.'", timeout=3.0)


def test_a_plan_of_its_own_is_drawn_as_labelled_tiles(shared, browser):
    from tests.model.gurps.test_custom_plans import blob_plan
    from tracker.rulesets.gurps.rules.sheet import GurpsSheet

    enc = shared.enc
    ops.add_combatant(enc, "Blob", "enemy", GurpsSheet(max_hp=30, body=blob_plan()),
                      mid_fight=False)
    blob = f"c{enc.counters['combatant']}"
    ops.set_visibility(enc, blob, shown=True)
    ops.apply_hit(enc, blob, Hit(40, "cut", "pod_right"))  # cut off, and its claw with it
    shared.publish()
    browser.get(shared.url("/", lang="en"))
    assert browser.wait_for("return document.body.dataset.ready === '1'")
    tiles = browser.js("return [...document.querySelectorAll('rect[data-part]')]"
                       ".map(r => [r.dataset.part, r.getAttribute('class')])")
    assert dict(tiles) == {"skull": "ok", "torso": "ok", "pod_right": "lost",
                           "pod_left": "ok", "claw": "missing", "eye_1": "ok"}
    assert "Right pod" in browser.js("return [...document.querySelectorAll('.parts')]"
                                     ".map(e => e.textContent).join('|')")


def test_the_call_of_cthulhu_page(browser, tmp_path):
    enc = coc_demo()
    server = ShareServer(page_html, state_text(enc), host="127.0.0.1", port=0)
    server.start()
    try:
        for lang in ("ja", "en"):
            browser.get(f"http://127.0.0.1:{server.port}/?t={server.token}&lang={lang}")
            assert browser.wait_for("return document.body.dataset.ready === '1'")
            browser.screenshot(str(shots_dir(tmp_path) / f"page_coc_{lang}.png"))
        figures = browser.js("return document.querySelectorAll('main svg.fig').length")
        assert figures == len([c for c in enc.ordered() if c.visibility.shown])
        assert browser.js("return document.querySelector('#round').textContent") in (
            "Out of combat", "Round 1")
    finally:
        server.stop()


def test_the_page_says_whose_extra_shot_it_is(browser):
    """C12: a handgun's round-start shot reads as such ("Now: C — round-start shot"), in
    both languages, and C's own turn as his own."""
    from tests.model.coc.test_table import ids, table

    enc, h = table()
    server = ShareServer(page_html, state_text(enc), host="127.0.0.1", port=0)
    server.start()
    try:
        now = "return document.querySelector('#now').textContent"
        browser.get(f"http://127.0.0.1:{server.port}/?t={server.token}&lang=en")
        assert browser.wait_for("return document.body.dataset.ready === '1'")
        assert browser.js(now) == "Now: C — round-start shot"
        # C's own turn in Next is labelled, not "C" as if the same turn twice
        assert browser.js("return document.querySelector('#next').textContent") == \
            "Next: A  ›  C — own turn  ›  B"
        browser.get(f"http://127.0.0.1:{server.port}/?t={server.token}&lang=ja")
        assert browser.wait_for("return document.body.dataset.ready === '1'")
        assert "C — ラウンド開始時の射撃" in browser.js(now)
        while enc.position != ids(enc)["C"]:  # on to C's own turn
            h.push(ops.next_turn(enc))
        server.publish(state_text(enc))
        assert browser.wait_for(f"return ({now.removeprefix('return ')}) === '現在：C'",
                                timeout=3.0)
        # at D's turn, Next names C's coming shots (issue 43: it skipped them)
        while enc.position != ids(enc)["D"]:
            h.push(ops.next_turn(enc))
        server.publish(state_text(enc))
        nxt = "document.querySelector('#next').textContent"
        assert browser.wait_for(f"return {nxt}.includes('C — DEX÷2の射撃')", timeout=3.0)
        assert "C — ラウンド開始時の射撃" in browser.js(f"return {nxt}")
    finally:
        server.stop()


def test_a_stopped_page_comes_back_and_a_revoked_link_says_so(browser):
    """Issue 35 item 3: a page stopped by the GM reconnects by itself when sharing starts
    again with the same link; after View → Share… → New link the old link's page says, in
    its language, that it is no longer valid and asks to scan again (and so does a page
    opened again with it), never a bare "403: Forbidden"."""
    import json

    from tracker.rulesets.gurps.rules.demo import demo_encounter
    from tracker.web.page import refused_html

    labels = json.loads((Path(__file__).resolve().parents[2] / "resources" / "web" /
                         "labels.json").read_text("utf-8"))
    ja = labels["ja"]["ui"]
    enc = demo_encounter()
    token = "same-link-for-this-file-0123"
    first = ShareServer(page_html, state_text(enc), host="127.0.0.1", port=0, token=token,
                        refused=refused_html)
    first.start()
    port = first.port
    url = f"http://127.0.0.1:{port}/?t={token}&lang=ja"
    banner = "return document.querySelector('#banner').textContent"
    browser.get(url)
    assert browser.wait_for("return document.body.dataset.ready === '1'")
    first.stop()
    assert browser.wait_for(f"return ({banner.removeprefix('return ')}) === {ja['stopped']!r}",
                            timeout=3.0)
    ops.start_combat(enc)
    again = ShareServer(page_html, state_text(enc), host="127.0.0.1", port=port, token=token,
                        refused=refused_html)
    again.start()  # the GM shares again: same file, same link
    try:
        assert browser.wait_for("return document.querySelector('#banner').hidden", timeout=12)
        assert browser.wait_for("return document.querySelector('#round').textContent "
                                "=== '第1ラウンド'", timeout=3.0)
        again.set_token("a-new-link-0123456789abcd")  # New link
        assert browser.wait_for(f"return ({banner.removeprefix('return ')}) === "
                                f"{ja['invalid_link']!r}", timeout=8.0)
        browser.get(url)  # opened again with the old link
        assert browser.wait_for("return document.getElementById('invalid') !== null")
        assert browser.js("return document.getElementById('invalid').textContent") == \
            ja["invalid_link"]
        assert "403" not in browser.js("return document.body.textContent")
    finally:
        again.stop()
