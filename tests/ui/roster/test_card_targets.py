"""Every part a GM clicks on a card is at least 12 px (issue 34; a part's size is the side of
the square of its box's area): a smaller one (an eye, a hand at a small scale) is not taken
for a hit on the card; the click shows it on the large figure of the detail pane instead,
where Enter opens the hit entry."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.ui.cards import MIN_TARGET


def _card(w, name):
    cid = next(c.id for c in w.doc.encounter.ordered() if c.name == name)
    return cid, w.cards.cards[cid]


def test_a_small_part_goes_to_the_large_figure(open_window, qtbot):
    w = open_window(demo_encounter(lang="en"))
    cid, card = _card(w, "Bram")  # a humanoid, not the one selected at first
    fig = card.silhouette
    assert fig.min_target == MIN_TARGET == 12
    eye = fig.location_rect("eye_right")
    assert (eye.width() * eye.height()) ** 0.5 < 12  # an eye on a card: a few pixels
    qtbot.mouseClick(fig, Qt.MouseButton.LeftButton,
                     pos=fig.location_center("eye_right").toPoint())
    assert w.dialog is None  # no hit entry on a guess
    assert w.selected == cid and w.detail.silhouette.focused_location() == "eye_right"
    big = w.detail.silhouette.location_rect("eye_right")
    assert big.width() > eye.width()  # larger there
    # and a fair target there: 12 px at least (issue 43: 10.7 px)
    assert (big.width() * big.height()) ** 0.5 >= MIN_TARGET


def test_a_part_large_enough_opens_the_hit_entry(open_window, qtbot):
    from tracker.rulesets.gurps.kit.hit_dialog import HitDialog

    w = open_window(demo_encounter(lang="en"))
    cid, card = _card(w, "Bram")
    fig = card.silhouette
    torso = fig.location_rect("torso")
    assert (torso.width() * torso.height()) ** 0.5 >= 12
    qtbot.mouseClick(fig, Qt.MouseButton.LeftButton,
                     pos=fig.location_center("torso").toPoint())
    assert isinstance(w.dialog, HitDialog) and w.dialog.cid == cid
    w.dialog.reject()
