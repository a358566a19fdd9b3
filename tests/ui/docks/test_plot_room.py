"""The HP plot readable on a laptop (issue 43: ~90 px tall at 1366×768, its axis title and
legend cut): its tab raised in the short strip at the bottom, the strip grows towards 280 px
(half the window at most); the log's tab raised again, the strip is as short as it was."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.ui.window_docks import PLOT_HEIGHT


def test_the_plot_takes_room_and_gives_it_back(open_window, qtbot):
    w = open_window(demo_encounter(lang="en"))
    w.resize(1366, 728)
    QApplication.processEvents()
    log, plot = w.docks["log"], w.docks["plot"]
    log.raise_()
    QApplication.processEvents()
    before = log.height()
    assert before < PLOT_HEIGHT  # the strip a laptop's window gives the log
    plot.raise_()
    # as much of the 280 px asked as the roster and the cards above leave: 240 at least
    # (a 1366×728 window), the axis title and five legend rows whole in it
    qtbot.waitUntil(lambda: plot.height() >= 240, timeout=2000)
    assert plot.height() <= PLOT_HEIGHT
    assert w.plot_view.height() >= 220
    log.raise_()
    # the strip goes back down (to the log's least if it was near it): the roster and the
    # cards have their room again
    qtbot.waitUntil(lambda: log.height() <= before + 2, timeout=2000)
