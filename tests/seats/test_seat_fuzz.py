"""Whatever a phone posts, the book answers a request or a refusal (never a crash), and a
stored request turns into session requests or a clear refusal at Accept."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tracker.model.errors import TrackerError
from tracker.model.seat_requests import Context, session_requests
from tracker.model.seats import SeatBook, SeatRefused

KEYS = ["id", "type", "command", "secret", "kind", "roll", "retreat", "with", "second", "by",
        "maneuver", "option", "target", "posture", "attack", "weapon", "location", "chinks",
        "wound", "shots", "combine", "knockout", "rapid_fire", "get_up", "close_in",
        "first_aid", "patient", "x"]
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-5, 200), st.floats(),
                    st.sampled_from(["roll", "check", "defense", "declare", "dodge", "parry",
                                     "cover", "none", "attack", "lying", "Brute", "Aiko", "3d",
                                     "CCB<=50", "knockdown", "00", "ma", "Knife", ""]),
                    st.text(max_size=8))
JSON = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(st.sampled_from(KEYS), inner, max_size=5)),
    max_leaves=12)
BODIES = st.one_of(JSON, st.dictionaries(st.sampled_from(KEYS), JSON, max_size=7))


@pytest.mark.parametrize("ruleset", ["gurps", "coc"])
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=BODIES, turn=st.booleans(), asked=st.booleans())
def test_any_post_is_a_request_or_a_refusal(ruleset, body, turn, asked):
    book = SeatBook(clock=lambda: 0.0)
    seat = book.open("c1")
    ctx = Context(turn=turn, owed=("knockdown", "shock"),
                  prompt=("dodge", "parry", "none") if asked else None,
                  names={"Aiko": "Aiko", "Brute": "Brute"}, own="Aiko")
    book.set_contexts({seat.token: ctx}, ruleset)
    try:
        req = book.submit(seat.token, body)
    except SeatRefused as exc:
        assert exc.status in (400, 409, 429) and str(exc)
        return
    try:
        steps = session_requests(req.body, ruleset, ctx)
    except TrackerError as exc:
        assert str(exc)
        return
    assert all(isinstance(s, dict) for s in steps)
