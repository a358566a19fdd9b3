"""The clickable body silhouette: shapes for every plan, hit-testing, states, keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor

from tracker.rulesets.gurps.kit.silhouette import SilhouetteWidget
from tracker.rulesets.gurps.kit.silhouette_shapes import BOX, shapes_for
from tracker.rulesets.gurps.rules.bodyplan import body_plan, body_plans
from tracker.rulesets.gurps.rules.sheet import GurpsSheet, Part

PLANS = list(body_plans())


@pytest.fixture(autouse=True)
def english(qapp):
    """Texts are checked in English whatever language an earlier test left installed."""
    from tracker.ui import i18n

    if i18n.language() != "en":
        i18n.install("en")


def make(qtbot, body: str = "humanoid", size: tuple[int, int] = (200, 280),
         sheet: GurpsSheet | None = None) -> SilhouetteWidget:
    w = SilhouetteWidget()
    qtbot.addWidget(w)
    w.resize(*size)
    w.set_sheet(sheet if sheet is not None else GurpsSheet(body=body))
    return w


def pixel(w: SilhouetteWidget, pt: QPointF) -> QColor:
    img = w.grab().toImage()
    ratio = img.devicePixelRatio()
    return img.pixelColor(round(pt.x() * ratio), round(pt.y() * ratio))


def test_twenty_plans_are_drawn():
    assert len(PLANS) == 20


@pytest.mark.parametrize("plan_id", PLANS)
def test_one_shape_per_location(plan_id):
    shapes = shapes_for(plan_id)
    ids = [k for k, _ in shapes]
    assert len(ids) == len(set(ids)), "a location is drawn twice"
    assert set(ids) == {loc.id for loc in body_plan(plan_id).locations}
    for loc_id, path in shapes:
        r = path.boundingRect()
        assert not path.isEmpty() and r.width() > 1 and r.height() > 1, loc_id
        assert BOX.contains(r), f"{loc_id} leaves the box: {r}"


def test_shapes_are_cached_but_not_shared():
    a = shapes_for("humanoid")
    b = shapes_for("humanoid")
    assert [k for k, _ in a] == [k for k, _ in b]
    a[0][1].addRect(0, 0, 50, 50)  # mutating a returned path must not change the cache
    assert shapes_for("humanoid")[0][1] == b[0][1]


@pytest.mark.parametrize("plan_id", PLANS)
def test_every_location_has_a_clickable_point(qtbot, plan_id):
    w = make(qtbot, plan_id)
    for loc in body_plan(plan_id).locations:
        c = w.location_center(loc.id)
        assert w.rect().contains(c.toPoint())
        assert w.location_at(c) == loc.id, loc.id
        assert w.location_at(QPointF(c.toPoint())) == loc.id, f"{loc.id} (rounded)"


@pytest.mark.parametrize("plan_id", ["humanoid", "octopod", "scorpion", "cancroid"])
def test_clickable_on_a_small_card(qtbot, plan_id):
    w = make(qtbot, plan_id, size=(80, 112))
    w.set_compact(True)
    for loc in body_plan(plan_id).locations:
        assert w.location_at(w.location_center(loc.id)) == loc.id, loc.id


def test_location_at_outside_and_empty(qtbot):
    w = make(qtbot)
    assert w.location_at(QPointF(1, 1)) is None
    w.set_sheet(None)
    assert w.location_at(QPointF(100, 140)) is None
    assert w.accessibleName() == ""
    w.grab()  # paints nothing, does not fail


def test_clicking_each_humanoid_part_emits_its_id(qtbot):
    w = make(qtbot)
    w.show()
    qtbot.waitExposed(w)
    for loc in body_plan("humanoid").locations:
        pos = w.location_center(loc.id).toPoint()
        with qtbot.waitSignal(w.locationClicked, timeout=1000) as blocker:
            qtbot.mouseClick(w, Qt.MouseButton.LeftButton, pos=pos)
        assert blocker.args == [loc.id]


def test_right_click_does_not_emit(qtbot):
    w = make(qtbot)
    with qtbot.assertNotEmitted(w.locationClicked):
        qtbot.mouseClick(w, Qt.MouseButton.RightButton,
                         pos=w.location_center("torso").toPoint())


def test_right_parts_are_on_the_viewers_left(qtbot):
    w = make(qtbot)
    for base in ("eye", "arm", "hand", "leg", "foot"):
        assert w.location_center(f"{base}_right").x() < w.location_center(f"{base}_left").x()


def test_severed_part_and_what_hangs_from_it_are_missing(qtbot):
    sheet = GurpsSheet()
    w = make(qtbot, sheet=sheet)
    arm = w.location_center("arm_right")
    hand = w.location_center("hand_right")
    sheet.parts["arm_right"] = Part(injury=12, status="severed")
    w.set_sheet(sheet)
    assert w.location_state("arm_right") == "severed"
    assert w.location_state("hand_right") == "missing"
    assert w.location_state("hand_left") == "ok"
    with qtbot.assertNotEmitted(w.locationClicked):
        qtbot.mouseClick(w, Qt.MouseButton.LeftButton, pos=arm.toPoint())
        qtbot.mouseClick(w, Qt.MouseButton.LeftButton, pos=hand.toPoint())
    # still hit-testable (for the tooltip) but no longer filled: the background shows
    assert w.location_at(hand) == "hand_right"
    assert "Lost with" in w.tooltip_text("hand_right")
    assert "Severed" in w.tooltip_text("arm_right")
    bg = pixel(w, QPointF(2, 2))
    assert pixel(w, hand) == bg
    # the other hand still works
    with qtbot.waitSignal(w.locationClicked, timeout=1000) as blocker:
        qtbot.mouseClick(w, Qt.MouseButton.LeftButton,
                         pos=w.location_center("hand_left").toPoint())
    assert blocker.args == ["hand_left"]


@pytest.mark.parametrize("status", ["crippled", "destroyed"])
def test_colour_follows_the_state(qtbot, status):
    sheet = GurpsSheet()
    w = make(qtbot, sheet=sheet)
    c = w.location_center("arm_left")
    unhurt = pixel(w, c)
    sheet.parts["arm_left"] = Part(injury=3)
    w.set_sheet(sheet)
    injured = pixel(w, c)
    assert injured != unhurt
    assert injured.red() > injured.blue()  # yellow-orange
    sheet.parts["arm_left"].status = status
    w.set_sheet(sheet)
    hurt = pixel(w, c)
    assert hurt != injured and hurt != unhurt
    # a part elsewhere kept its colour
    assert pixel(w, w.location_center("arm_right")) == unhurt


def test_injury_colour_deepens_with_injury(qtbot):
    sheet = GurpsSheet(max_hp=10)
    w = make(qtbot, sheet=sheet)
    c = w.location_center("leg_right")
    sheet.parts["leg_right"] = Part(injury=1)
    w.set_sheet(sheet)
    light = pixel(w, c)
    sheet.parts["leg_right"] = Part(injury=5)
    w.set_sheet(sheet)
    deep = pixel(w, c)
    assert deep.green() < light.green()  # yellow -> orange


def test_keyboard_enter_emits_focused_part(qtbot):
    w = make(qtbot)
    w.show()
    qtbot.waitExposed(w)
    w.setFocus()
    w.set_focused_location("torso")
    with qtbot.waitSignal(w.locationClicked, timeout=1000) as blocker:
        qtbot.keyClick(w, Qt.Key.Key_Return)
    assert blocker.args == ["torso"]
    qtbot.keyClick(w, Qt.Key.Key_Left)  # the figure's right side is on the viewer's left
    moved = w.focused_location()
    assert moved not in (None, "torso")
    assert w.location_center(moved).x() < w.location_center("torso").x()
    with qtbot.waitSignal(w.locationClicked, timeout=1000) as blocker:
        qtbot.keyClick(w, Qt.Key.Key_Space)
    assert blocker.args == [moved]


def test_page_down_walks_through_parts_and_skips_missing(qtbot):
    # (Tab leaves the figure: it is one stop of the window's Tab order, issue 43)
    sheet = GurpsSheet()
    sheet.parts["arm_right"] = Part(status="severed")
    w = make(qtbot, sheet=sheet)
    w.set_focused_location("eye_right")
    seen = ["eye_right"]
    for _ in range(len(body_plan("humanoid").locations) - 3):
        qtbot.keyClick(w, Qt.Key.Key_PageDown)
        seen.append(w.focused_location())
    assert "arm_right" not in seen and "hand_right" not in seen
    assert len(set(seen)) == len(seen)
    assert seen[-1] == "foot_left"
    qtbot.keyClick(w, Qt.Key.Key_PageUp)
    assert w.focused_location() == "foot_right"
    with qtbot.waitSignal(w.locationClicked, timeout=1000) as blocker:
        qtbot.keyClick(w, Qt.Key.Key_Enter)
    assert blocker.args == ["foot_right"]


def test_tooltip_names_penalties_and_injury(qtbot):
    sheet = GurpsSheet()
    sheet.parts["arm_right"] = Part(injury=3)
    w = make(qtbot, sheet=sheet)
    text = w.tooltip_text("arm_right")
    loc = body_plan("humanoid").location("arm_right")
    assert loc.name_en in text
    assert f"Hit penalty {loc.hit_penalty}" in text
    assert f"Chinks in armor {loc.chinks_penalty}" in text
    assert "Injury 3" in text
    assert "Unhurt" in w.tooltip_text("torso")
    assert "Hit penalty 0" in w.tooltip_text("torso")


def test_hover_sets_tooltip_and_signal(qtbot):
    w = make(qtbot)
    w.show()
    qtbot.waitExposed(w)
    pos = w.location_center("vitals").toPoint()
    with qtbot.waitSignal(w.locationHovered, timeout=1000) as blocker:
        qtbot.mouseMove(w, pos)
    assert blocker.args == ["vitals"]
    assert w.hovered_location() == "vitals"
    assert "Hit penalty -3" in w.toolTip()
    with qtbot.waitSignal(w.locationHovered, timeout=1000) as blocker:
        qtbot.mouseMove(w, QPoint(1, 1))
    assert blocker.args == [""]
    assert w.toolTip() == ""


def test_hover_highlight_changes_the_picture(qtbot):
    w = make(qtbot)
    before = w.grab().toImage()
    w._set_hover("torso")
    assert w.grab().toImage() != before


def test_accessible_name_and_size_hints(qtbot):
    w = make(qtbot, "centaur")
    assert w.accessibleName() == body_plan("centaur").name("en")
    assert w.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert w.sizeHint().width() >= 150
    assert w.minimumSizeHint().width() <= 80


def test_changing_plan_resets_hover_and_focus(qtbot):
    w = make(qtbot)
    w.set_focused_location("hand_left")
    w.set_sheet(GurpsSheet(body="octopod"))
    assert w.focused_location() is None
    assert w.location_at(w.location_center("arm_8")) == "arm_8"


def test_double_click_is_one_click(qtbot):
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    w = make(qtbot)
    pos = w.location_center("skull")
    got: list[str] = []
    w.locationClicked.connect(got.append)
    left = Qt.MouseButton.LeftButton
    # what a window system sends: press, release, double-click (the 2nd press), release
    qtbot.mousePress(w, left, pos=pos.toPoint())
    qtbot.mouseRelease(w, left, pos=pos.toPoint())
    dbl = QMouseEvent(QMouseEvent.Type.MouseButtonDblClick, pos, w.mapToGlobal(pos), left,
                      left, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(w, dbl)
    qtbot.mouseRelease(w, left, pos=pos.toPoint())
    assert got == ["skull"]


def test_press_and_release_on_different_parts_is_no_click(qtbot):
    w = make(qtbot)
    with qtbot.assertNotEmitted(w.locationClicked):
        qtbot.mousePress(w, Qt.MouseButton.LeftButton,
                         pos=w.location_center("hand_right").toPoint())
        qtbot.mouseRelease(w, Qt.MouseButton.LeftButton,
                           pos=w.location_center("foot_left").toPoint())


def test_every_plan_has_its_own_drawing():
    from tracker.rulesets.gurps.kit.silhouette_shapes import has_drawing

    assert all(has_drawing(p) for p in PLANS)


def test_plan_without_drawing_gets_tiles(qtbot, monkeypatch):
    from tracker.rulesets.gurps.kit import silhouette_shapes as ss

    monkeypatch.delitem(ss._BUILDERS, "octopod")
    ss._cached.cache_clear()
    try:
        ids = {k for k, _ in ss.shapes_for("octopod")}
        assert ids == {loc.id for loc in body_plan("octopod").locations}
    finally:
        monkeypatch.undo()
        ss._cached.cache_clear()
