"""The optional turn timer on screen and in the log export (issue 43), with the document's
clock stepped by hand: the GM's status bar, the player window (never a hidden turn's time),
each combatant's average in the export; off by default, and in the options dialog."""

from __future__ import annotations

from tracker.model import operations as ops
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.ui.log_export import export_log
from tracker.ui.player_view import PlayerView


class Clock:
    def __init__(self) -> None:
        self.t = 500.0

    def __call__(self) -> float:
        return self.t


def _fight():
    """A (speed 7), B (6, hidden from the players), C (5)."""
    enc = ops.new_encounter("gurps", "timer")
    ids = [ops.add_combatant(enc, n, "enemy", GurpsSheet(basic_speed=s), mid_fight=False).result
           for n, s in (("A", 7.0), ("B", 6.0), ("C", 5.0))]
    ops.set_visibility(enc, ids[1], shown=False)
    return enc, ids


def _window(open_window, qtbot):
    enc, ids = _fight()
    w = open_window(enc)
    clock = Clock()
    w.doc.turn_timer.clock = clock
    players = PlayerView(w.doc)
    qtbot.addWidget(players)
    return w, players, clock, ids


def test_off_by_default_nothing_shows(open_window, qtbot):
    w, players, clock, _ = _window(open_window, qtbot)
    w.doc.run("Start", ops.start_combat)
    clock.t += 12
    w.turn_clock.show_now()
    players.turn_clock.show_now()
    assert w.turn_clock.label.isHidden() and players.turn_clock_label.isHidden()


def test_the_gm_and_the_players_readings(open_window, qtbot):
    w, players, clock, _ = _window(open_window, qtbot)
    w.doc.run("Timer", ops.set_option, "turn_timer", True)
    w.doc.run("Start", ops.start_combat)  # A's turn
    clock.t += 65
    w.turn_clock.show_now()
    players.turn_clock.show_now()
    assert w.turn_clock.label.text() == "Turn 1:05"  # 65 s = 1 min 5 s
    assert players.turn_clock_label.text() == "Turn 1:05"
    assert w.turn_clock.ticker.isActive()  # ticks each second while a turn runs
    w.doc.run("Next", ops.next_turn)  # B, hidden: its time is the GM's only
    clock.t += 7
    w.turn_clock.show_now()
    players.turn_clock.show_now()
    assert w.turn_clock.label.text() == "Turn 0:07"
    # the players are still shown A's turn, from its start: 65 + 7 = 72 s = 1:12
    assert players.turn_clock_label.text() == "Turn 1:12"
    w.doc.run("End", ops.end_combat)
    assert w.turn_clock.label.isHidden() and not w.turn_clock.ticker.isActive()


def test_the_export_lists_each_average_and_the_players_see_only_the_visible(
        open_window, qtbot, tmp_path):
    w, _players, clock, _ = _window(open_window, qtbot)
    w.doc.run("Timer", ops.set_option, "turn_timer", True)
    w.doc.run("Start", ops.start_combat)
    for seconds in (30, 20, 10):  # A 30, B 20, C 10
        clock.t += seconds
        w.doc.run("Next", ops.next_turn)
    clock.t += 40  # A again in round 2, then the fight ends
    w.doc.run("End", ops.end_combat)
    gm, mine = tmp_path / "gm.txt", tmp_path / "players.txt"
    export_log(w.doc, str(gm), players=False, as_html=False)
    export_log(w.doc, str(mine), players=True, as_html=False)
    gm_text = gm.read_text(encoding="utf-8")
    # A: (30 + 40) / 2 = 35 s over 2 turns; B 20 s; C 10 s
    assert "Average turn time\nA: 0:35 (turns: 2)\nB: 0:20 (turns: 1)\nC: 0:10 (turns: 1)\n" \
        in gm_text
    players_text = mine.read_text(encoding="utf-8")
    assert "A: 0:35 (turns: 2)\nC: 0:10 (turns: 1)" in players_text
    assert "B: " not in players_text


def test_the_page_is_sent_the_players_reading_only_with_the_timer_on(open_window, qtbot):
    import json

    from tracker.model.public_feed import feed_for
    from tracker.ui.share import Sharing

    w, _players, clock, _ = _window(open_window, qtbot)
    sharing = Sharing(w.doc)
    w.doc.run("Start", ops.start_combat)
    clock.t += 9
    view = feed_for(w.doc.encounter).view
    assert "turn_seconds" not in json.loads(sharing.state_text(view))  # off by default
    w.doc.run("Timer", ops.set_option, "turn_timer", True)
    assert json.loads(sharing.state_text(view))["turn_seconds"] == 9
    w.doc.run("Next", ops.next_turn)  # B, hidden: the players' reading goes on from A's start
    clock.t += 4
    assert json.loads(sharing.state_text(feed_for(w.doc.encounter).view))["turn_seconds"] == 13
