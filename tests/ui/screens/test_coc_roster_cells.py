"""Issue 42: the CoC keeper's roster in Japanese on a 1366×768 laptop and a 1920×1080 monitor
shows every cell whole — names and handgun-slot rows (「↳ 開始時：ハーヴェイ・ウォルターズ」),
状態, 死亡期限 (short in the cell, whole in its tooltip), the tracks and DEX. A 12-combatant
fight (tests/ui/screens/coc_roster_probe.py: the demo and seven more, six handguns, three death
clocks, conditions) in a child process per screen, on Qt's offscreen platform and under Xvfb;
each cell's needed width (its delegate's size hint in bold, with its icon and the style's
margins; a bar's number and inset) against its column's, on every turn of the round."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from .test_screens import _probe, _screen_config, _xvfb_prefix

SIZES = [(1366, 768), (1920, 1080)]


def _check(out: dict, width: int, height: int) -> None:
    assert out["avail"] == [width, height]
    # the window on the screen (the roster's room is not taken from beyond its edge)
    assert out["frame"][0] <= width and out["frame"][1] <= height
    # 12 combatants, 6 with a handgun: 12 + 2 × 6 = 24 rows; 3 at HP 0, 3 clocks
    assert (out["rows"], out["slots"], out["clocks"]) == (24, 12, 3)
    # the cells looked at: the long slot row, the short clocks, a condition pair
    assert "↳ 開始時：ハーヴェイ・ウォルターズ" in out["cells"]
    assert "☠ 第2R" in out["cells"] and "☠ ここで3人" in out["cells"]
    assert "転倒、武器落とし" in out["cells"]
    # on every turn the window stays on the screen: a cell never takes room from beyond
    # its edge (issue 43: the death clocks' turn widened it to 1426 px on a 1366 px laptop)
    for x, _, w, _ in out["frames"]:
        assert 0 <= x and x + w <= width, out["frames"]
    if width >= 1920:
        assert out["cut"] == []
    else:
        # at 1366 px, on the turns the three death clocks take their column's room, the
        # longest names are elided rather than widening the window (the rule:
        # never at 1920×1080); every other cell is whole
        assert [c for c in out["cut"] if not c.startswith("名前:")] == [], out["cut"]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_roster_cell_is_cut_offscreen(tmp_path, size):
    cfg = _screen_config(tmp_path, *size)
    out = _probe([str(tmp_path / "s.ini")], f"offscreen:configfile={cfg}",
                 module="tests.ui.screens.coc_roster_probe")
    _check(out, *size)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_roster_cell_is_cut_under_xvfb(tmp_path, size):
    out = _probe([str(tmp_path / "s.ini")], "xcb", _xvfb_prefix(*size),
                 module="tests.ui.screens.coc_roster_probe")
    _check(out, *size)


def test_the_short_death_clock_has_the_whole_lines_as_its_tooltip(open_window, japanese):
    """R7: each clock runs out at the end of 朝倉 美咲's round-start shot in round 2 (the
    three fell in round 1 while it was the first position, the clock's holder)."""
    from tracker.ui.roster_model import IdRole

    from .coc_roster_probe import fight

    w = open_window(fight())
    m = w.roster_model
    col = m.column_of("kit", "clock")
    cells = {(m.index(r, 0).data(IdRole), m.slot_at(r)): m.index(r, col)
             for r in range(m.rowCount())}
    ids = {c.name: c.id for c in w.doc.encounter.combatants.values()}
    holder = cells[(ids["朝倉 美咲"], "start")]
    # three clocks end after this row's action: the count in the cell, the three in full
    assert holder.data() == "☠ ここで3人"
    assert holder.data(Qt.ItemDataRole.ToolTipRole).splitlines() == [
        f"☠ {name}：ラウンド2、朝倉 美咲 — ラウンド開始時の射撃の終了まで"
        for name in ("エリザベス・ブラックウッド", "黒田 剛", "神宮寺 龍之介")]
    # the dying one's own row: the round in the cell, the whole line on hover
    victim = cells[(ids["黒田 剛"], "")]
    assert victim.data() == "☠ 第2R"
    assert victim.data(Qt.ItemDataRole.ToolTipRole) == \
        "☠ ラウンド2、朝倉 美咲 — ラウンド開始時の射撃の行動終了まで"
    # the gunman's own turn and his DEX÷2 shot hold no clock
    assert not cells[(ids["朝倉 美咲"], "")].data()
    assert not cells[(ids["朝倉 美咲"], "half")].data()


def test_the_side_column_shows_enemy_whole_in_english(open_window, qapp):
    """The CoC roster's narrow Side column (40 px, raised to its title "Side") read "En…" for
    every enemy in English at 1366×728 (issue 43): it is as wide as its words."""
    from tracker.rulesets.coc.rules.demo import demo_encounter
    from tracker.ui import i18n
    from tracker.ui.roster_layout import content_width

    assert i18n.install("en")
    w = open_window(demo_encounter(lang="en"))
    qapp.processEvents()
    m = w.roster_model
    col = m.column_of("side")
    assert "Enemy" in [m.index(r, col).data() for r in range(m.rowCount())]
    assert w.roster.horizontalHeader().sectionSize(col) >= content_width(w.roster, col)
