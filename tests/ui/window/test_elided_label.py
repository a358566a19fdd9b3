"""The turn line never widens the GM window (issue 43): a long name's turn is drawn elided
in the middle, whole in its tooltip, and asks for a few characters' width only."""

from PySide6.QtCore import Qt

from tracker.ui.elided_label import ElidedLabel

LONG = "第1ラウンド — ハーヴェイ・ウォルターズ・ジュニア・アーカム大学教授の手番"


def test_a_long_text_asks_little_room_and_is_elided_with_its_tooltip(qtbot):
    label = ElidedLabel()
    qtbot.addWidget(label)
    label.setText(LONG)
    full = label.fontMetrics().horizontalAdvance(LONG)
    assert label.minimumSizeHint().width() < full / 3
    assert label.sizeHint().width() >= full  # it would take the whole text where it can
    label.resize(200, label.sizeHint().height())
    label.show()
    shown = label.shown_text()
    assert shown != LONG and "\u2026" in shown
    assert shown.startswith("第1ラウンド") and shown.endswith("の手番")  # elided in the middle
    assert label.text() == LONG and label.toolTip() == LONG
    label.resize(full + 40, label.height())
    assert label.shown_text() == LONG and label.toolTip() == ""


def test_its_text_is_plain(qtbot):
    label = ElidedLabel()
    qtbot.addWidget(label)
    label.setText("<b>Bram</b>")
    assert label.textFormat() == Qt.TextFormat.PlainText  # a name is shown as typed
    label.resize(label.sizeHint())
    assert label.shown_text() == "<b>Bram</b>"
