"""The cards give way to the roster and fill a large screen (issue 34): the scale the grid
picks for its area, and one frame style for every card."""

from __future__ import annotations

from tracker.model import operations as ops
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.ui.cards import CardGrid, card_size, fitting_scale, frame_style
from tracker.ui.document import EncounterDocument


def test_a_card_size_by_scale():
    # width 150 × scale, never below 150 × 0.8 = 120; height 100 of text + 150 × scale
    assert card_size(1.0).toTuple() == (150, 250)
    assert card_size(0.5).toTuple() == (120, 175)
    assert card_size(1.6).toTuple() == (240, 340)


def test_the_largest_scale_that_fits_the_area():
    # 5 cards in 700×250, spacing 6. One row needs 5 columns: 5w + 4·6 <= 700 → w <= 135;
    # scale 0.95 gives w = round(142.5) = 142 (4 columns, 2 rows: too tall); 0.9 gives
    # w = 135, (700 + 6) // 141 = 5 columns, one row of h = 100 + 135 = 235 <= 250
    assert fitting_scale(5, 700, 250, 6) == 0.9
    # a large area: 1.6 (240×340) fits 3 columns × 2 rows = 6 >= 5 cards in 1000×700
    # (3·246 - 6 = 732 <= 1000; 2·346 - 6 = 686 <= 700)
    assert fitting_scale(5, 1000, 700, 6) == 1.6
    # nothing fits (60 cards in 700×200): one row's height, (200 - 100) / 150 = 0.67 → 0.65
    assert fitting_scale(60, 700, 200, 6) == 0.65
    # never below 0.35 (a card's least: 100 + 0.35·150 = 152.5 px tall, below the 12 rows
    # of a 1366×768 laptop's roster, issue 43), even for a sliver of an area
    assert fitting_scale(60, 700, 80, 6) == 0.35


def test_the_grid_scales_its_cards_to_its_area(qtbot):
    grid = CardGrid(EncounterDocument(demo_encounter(lang="en")))
    qtbot.addWidget(grid)
    grid.resize(1000, 760)
    grid.show()
    qtbot.waitExposed(grid)
    big = grid.scale
    assert big > 1 and all(c.scale == big for c in grid.cards.values())
    grid.resize(1000, 220)  # one row of 5 cards: 100 + 150 × scale within ~200 px: < 1
    qtbot.waitUntil(lambda: grid.scale < 1)
    assert all(c.size() == card_size(grid.scale) for c in grid.cards.values())


def test_a_card_once_current_keeps_the_frame_of_the_others(qtbot):
    enc = demo_encounter(lang="en")
    doc = EncounterDocument(enc)
    grid = CardGrid(doc)
    qtbot.addWidget(grid)
    first, _second, third = (c.id for c in enc.ordered()[:3])
    doc.run("next", ops.next_turn)
    assert enc.current.id != first
    plain = frame_style(False, False)
    assert grid.cards[first].styleSheet() == plain == grid.cards[third].styleSheet()
    assert grid.cards[enc.current.id].styleSheet() == frame_style(True, False)
