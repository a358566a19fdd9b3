"""The log says which accepted requests came from a player's device, in the GM's language."""

from __future__ import annotations

from tracker.model.seats import SeatRequest
from tracker.model.session import Session
from tracker.ui.log_text import render_entry


def _accepted_roll():
    s = Session(seed=1)
    s.answer({"op": "new", "ruleset": "gurps"})
    s.answer({"op": "add", "name": "Aiko", "side": "pc"})
    seat = s.seats.open(next(iter(s.enc.combatants)))
    s.seats.changed()
    found = SeatRequest("r", seat.token, {"id": "r", "type": "roll", "command": "1d"}, 0.0)
    s.seats.requests[(seat.token, "r")] = found
    answer, ok = s.answer({"op": "accept", "id": "r"})
    assert ok, answer
    assert found.status == "accepted" and found.step is s.history.done[-1]
    return s


def test_an_accepted_roll_is_logged_from_the_seats_device():
    s = _accepted_roll()
    assert render_entry(s.enc.log[-1], s.enc).endswith(" (from Aiko's device)")


def test_in_japanese(japanese):
    s = _accepted_roll()
    assert render_entry(s.enc.log[-1], s.enc).endswith("（Aikoの端末から）")
