"""Japanese typography (issue 34): full-width brackets and 、 in Japanese text, English as it
was; no line break inside a stats item; a creature without SAN shows "—"."""

from __future__ import annotations

from tracker.model import operations as ops
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.ui import i18n
from tracker.ui.typography import keep_items, list_sep, paren, unbroken


def test_brackets_and_lists_by_language(japanese):
    assert paren("切断") == "（切断）" and list_sep() == "、"
    i18n.install("en")
    assert paren("cut off") == " (cut off)" and list_sep() == ", "


def test_the_parts_column_in_japanese(japanese):
    from tracker.rulesets.gurps.kit.kit import GurpsKit
    from tracker.rulesets.gurps.rules.demo import NAMES

    enc = demo_encounter(lang="ja")
    wolf_name = NAMES["ja"][NAMES["en"].index("Dire wolf")]
    wolf = next(c for c in enc.ordered() if c.name == wolf_name)
    # 7 cutting × 1.5 = 10 injury to a leg of a 14-HP wolf: over HP/2 = 7, cut off (G8)
    ops.apply_hit(enc, wolf.id, Hit(7, "cut", "leg_fore_right"))
    ops.apply_hit(enc, wolf.id, Hit(7, "cut", "leg_hind_left"))
    text = GurpsKit.parts_text(enc.get(wolf.id))
    assert "（" in text and "、" in text and " (" not in text and ", " not in text


def test_a_stats_item_is_never_broken(qtbot):
    from PySide6.QtGui import QTextDocument

    items = ["HP 10/14", "FP 12/12", "生命力 12", "敏捷力 12", "基本速度 6.0"]
    doc = QTextDocument()
    doc.setHtml(keep_items(" · ".join(items)))
    for width in (60, 90, 140, 200, 260):  # narrow to wide: the lines break between items
        doc.setTextWidth(width)
        block = doc.firstBlock()
        layout, text = block.layout(), block.text()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            shown = text[line.textStart():line.textStart() + line.textLength()]
            shown = shown.replace("\u2060", "").replace("\u00a0", " ").strip(" ·")
            # each line is whole items, never part of one ("基本速" / "度 6.0")
            assert all(part.strip() in items for part in shown.split(" · ")), (width, shown)
    assert unbroken("a &amp; b").count("&amp;") == 1  # an entity stays whole


def test_a_creature_without_san_shows_a_dash():
    from tracker.rulesets.coc.kit.kit import CocKit
    from tracker.rulesets.coc.rules.demo import demo_encounter as coc_demo

    enc = coc_demo(lang="en")
    ghoul = next(c for c in enc.ordered() if c.sheet.max_san <= 0)
    text = CocKit.detail_stats(ghoul)
    assert "SAN —" in text and "SAN 0/0" not in text
    investigator = next(c for c in enc.ordered() if c.sheet.max_san > 0)
    assert f"SAN {investigator.sheet.san}/{investigator.sheet.max_san}" in \
        CocKit.detail_stats(investigator)
