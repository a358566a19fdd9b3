"""The players' page in a real browser shows every combatant's maneuver and posture (RULES M:
both are visible at the table), in Japanese and English, and follows a change of them."""

from __future__ import annotations

import json

import pytest

from tracker.model import operations as ops
from tracker.rulesets.gurps.rules import maneuver_ops as mo

from .test_browser import FOUND, browser, shots_dir  # noqa: F401 (the module's browser)

pytestmark = pytest.mark.skipif(FOUND is None, reason="no browser (chromium, chromium-driver)")

CONDS = ("return [...document.querySelectorAll('.card')].map(c => [c.querySelector('.name')"
         ".textContent, [...c.querySelectorAll('.cond span')].map(s => s.textContent)])")


def _cards(browser) -> dict[str, list[str]]:  # noqa: F811
    return dict(browser.js(CONDS))


def test_the_page_shows_maneuver_and_posture_and_follows_them(
        shared, browser, tmp_path):  # noqa: F811 (the browser fixture of test_browser)
    enc = shared.enc
    if not enc.in_combat:
        ops.start_combat(enc)
    first = enc.current
    other = next(c for c in enc.ordered() if c.id != first.id and c.visibility.shown)
    mo.set_maneuver(enc, first.id, "all_out_attack", "determined")
    mo.set_posture(enc, other.id, "kneeling")
    shared.publish()
    browser.get(shared.url("/", lang="ja"))
    assert browser.wait_for("return document.body.dataset.ready === '1'")
    browser.screenshot(str(shots_dir(tmp_path) / "page_maneuvers_ja.png"))
    cards = _cards(browser)
    assert "全力攻撃（命中重視）" in cards[first.visibility.alias or first.name]
    assert "膝つき" in cards[other.visibility.alias or other.name]
    browser.get(shared.url("/", lang="en"))
    assert browser.wait_for("return document.body.dataset.ready === '1'")
    browser.screenshot(str(shots_dir(tmp_path) / "page_maneuvers_en.png"))
    assert "All-Out Attack (Determined)" in _cards(browser)[first.visibility.alias or first.name]
    mo.set_posture(enc, other.id, "standing")  # back up: nothing to tell of it any more
    ops.next_turn(enc)
    shared.publish()
    name = json.dumps(other.visibility.alias or other.name)
    assert browser.wait_for(
        f"const c = [...document.querySelectorAll('.card')].find(c => c.querySelector('.name')"
        f".textContent === {name}); return c && ![...c.querySelectorAll('.cond span')]"
        ".some(s => s.textContent === 'kneeling')", timeout=3.0)
