"""Issue 35 item 1 on the players' own screens: with hidden combatants anywhere in the turn
order, the players' window draws and the page receives the same sequence of states, with the
same number of events, as at a table without them (tests/model/hidden_turns.py plays both)."""

from __future__ import annotations

import json
import socket

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.model.hidden_turns import Table, build, play, tables
from tests.model.test_hidden_turns import shown_sequence
from tracker.ui.document import EncounterDocument
from tracker.ui.player_view import PlayerView
from tracker.ui.share import Sharing

from .test_player_view import card_text

EXAMPLES = settings(max_examples=12, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow,
                                           HealthCheck.function_scoped_fixture])


def window_sequence(table: Table, with_hidden: bool) -> list[tuple]:
    """What the players' window draws, each time it draws something new."""
    doc = EncounterDocument(build(table, with_hidden))
    pv = PlayerView(doc)
    try:
        drawn: list[tuple] = []

        def look() -> None:
            # in the order drawn (ids are the GM's: one who joins later has another id at
            # the table with hidden combatants)
            cards = tuple((card_text(pv, cid), pv.cards[cid]._state.get("current"))
                          for cid in pv._visible)
            now = (pv.round_label.text(), pv.now_label.text(), pv.next_label.text(), cards)
            if not drawn or drawn[-1] != now:
                drawn.append(now)

        def run(op, enc, *args):
            doc.run("step", op, *args)
            look()

        look()
        play(table, with_hidden, run, doc.encounter)
        return drawn
    finally:
        pv.close()
        pv.deleteLater()


@pytest.mark.parametrize("ruleset", ["gurps", "coc"])
@EXAMPLES
@given(data=st.data())
def test_the_window_draws_the_same_with_hidden_combatants(qtbot, ruleset, data):
    table = data.draw(tables(ruleset, max_actions=14))
    assert window_sequence(table, True) == window_sequence(table, False)


class Events:
    """One event stream of the page, read on a raw socket."""

    def __init__(self, port: int, token: str) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.sock.sendall(f"GET /api/events?t={token} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                          "\r\n".encode())
        self.file = self.sock.makefile("rb")
        assert b" 200 " in self.file.readline()
        while self.file.readline().strip():
            pass

    def until_end(self) -> list[str]:
        """Every data event up to the end event."""
        out, name, data = [], "message", None
        while True:
            line = self.file.readline()
            assert line, "the stream ended without the end event"
            text = line.decode().rstrip("\r\n")
            if text.startswith("event: "):
                name = text[7:]
            elif text.startswith("data: "):
                data = text[6:]
            elif text == "" and data is not None:
                if name == "end":
                    return out
                out.append(data)
                name, data = "message", None

    def close(self) -> None:
        self.file.close()
        self.sock.close()


def page_sequence(table: Table, with_hidden: bool, qtbot) -> list[dict]:
    """Every event the page receives from the start of sharing to its end."""
    doc = EncounterDocument(build(table, with_hidden))
    sharing = Sharing(doc)
    sharing.start("127.0.0.1", 0)
    server = sharing.server
    stream = Events(server.port, server.token)
    try:
        qtbot.waitUntil(lambda: server.stream_count == 1, timeout=5000)
        play(table, with_hidden, lambda op, enc, *args: doc.run("step", op, *args),
             doc.encounter)
        sharing.stop()
        return [json.loads(d) for d in stream.until_end()]
    finally:
        stream.close()
        sharing.stop()


@pytest.mark.parametrize("ruleset", ["gurps", "coc"])
@EXAMPLES
@given(data=st.data())
def test_the_page_receives_the_same_events_with_hidden_combatants(qtbot, ruleset, data):
    table = data.draw(tables(ruleset, max_actions=14))
    seen = page_sequence(table, True, qtbot)
    assert seen == page_sequence(table, False, qtbot)
    # and those are the states the players' window is handed, one event each
    assert seen == shown_sequence(table, False)


def test_the_window_draws_nothing_during_a_hidden_turn(qtbot, monkeypatch):
    """Issue 39: the players' window redrew on every change of a hidden turn (the same
    cards, but a redraw players could notice); now only a view that changed is drawn."""
    from tracker.model import operations as ops
    from tracker.rulesets.gurps.rules.resolver import Hit

    table = Table("gurps", (("pc", "exact"), ("pc", "exact")), (1,), ())
    doc = EncounterDocument(build(table, True))
    doc.run("start", ops.start_combat)
    pv = PlayerView(doc)
    qtbot.addWidget(pv)
    doc.run("next", ops.next_turn)
    assert doc.encounter.current.name == "H0"
    drawn: list[str] = []
    monkeypatch.setattr(pv, "_show_cards", lambda *_a: drawn.append("cards"))
    monkeypatch.setattr(pv, "_update_header", lambda *_a: drawn.append("header"))
    doc.run("hit", ops.apply_hit, "c3", Hit(5, "cr", "torso"))
    doc.run("prone", ops.set_condition, "c3", "prone", True)
    doc.undo_stack.undo()
    assert drawn == []
    doc.run("next", ops.next_turn)  # V1's turn: drawn
    assert drawn == ["header", "cards"]
