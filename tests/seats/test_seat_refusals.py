"""Every refusal of a seat's post over loopback HTTP (``contracts/seats.md``): no or an
unknown or a revoked seat (403 and nothing else), a wrong content type, a body over 2 KiB
(refused before it is read), over the rate (5 in 10 s), over 20 pending, a name players
cannot see; the same id twice is one request; nothing reaches the encounter."""

from __future__ import annotations

import json
import socket
import time

import pytest

from tracker.model.operations import set_visibility


@pytest.fixture
def aiko(table):
    table({"op": "new", "ruleset": "gurps"})
    table({"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12}})
    table({"op": "add", "name": "Brute", "side": "enemy", "sheet": {"max_hp": 14}})
    table({"op": "add", "name": "Lurker", "side": "enemy", "sheet": {"max_hp": 10}})
    # as the Players menu hides it (the session has no op for it yet)
    lurker = table.s.named("Lurker", "name").id
    table.s.history.push(set_visibility(table.s.enc, lurker, shown=False))
    table({"op": "start_combat"})
    table({"op": "share"})
    return table.phone("Aiko")


ROLL = {"id": "r", "type": "roll", "command": "3d"}


def _state(table):
    return table({"op": "state"})["state"]


def test_no_unknown_or_revoked_seat_gets_403_and_nothing_else(table, aiko):
    before = _state(table)
    assert aiko.post(ROLL, seat=False) == (403, {"text": "403: Forbidden\n"})
    assert aiko.post(ROLL, seat="x" * 24) == (403, {"text": "403: Forbidden\n"})
    assert table({"op": "requests"})["requests"] == []
    table({"op": "revoke_seat", "name": "Aiko"})
    aiko.wait(lambda v: True)
    assert aiko.post(ROLL) == (403, {"text": "403: Forbidden\n"})
    assert aiko.listen() == 403                          # its stream is refused as well
    assert _state(table) == before


def test_revoking_ends_the_stream_and_drops_what_was_pending(table, aiko):
    assert aiko.post(ROLL)[0] == 202
    table({"op": "revoke_seat", "name": "Aiko"})
    listed = table({"op": "requests"})["requests"]
    assert [(r["id"], r["status"]) for r in listed] == [("r", "dropped")]
    deadline = time.monotonic() + 5
    while "revoked" not in aiko.events and time.monotonic() < deadline:
        time.sleep(0.01)
    assert aiko.events == ["revoked"]


def test_wrong_content_type_is_415(aiko):
    status, body = aiko.post(ROLL, content_type="text/plain", lang="ja")
    assert status == 415 and body == {"error": "申請はJSONで送ってください。"}
    status, _ = aiko.post(ROLL, content_type="application/x-www-form-urlencoded")
    assert status == 415


def test_over_2_kib_is_refused_before_the_body_is_read(table, aiko):
    # the head says 3000 bytes and only the head is sent: the answer comes at once
    with socket.create_connection((aiko.host, aiko.port), timeout=5) as sock:
        sock.sendall((f"POST /api/seat/request?t={aiko.token} HTTP/1.1\r\n"
                      f"Host: {aiko.host}:{aiko.port}\r\nX-Seat: {aiko.seat}\r\n"
                      "Content-Type: application/json\r\nContent-Length: 3000\r\n\r\n").encode())
        head = sock.recv(4096).decode()
    assert head.startswith("HTTP/1.1 413")
    status, _ = aiko.post(None, raw=json.dumps({**ROLL, "pad": "x" * 2100}).encode())
    assert status == 413
    assert table({"op": "requests"})["requests"] == []


def test_the_same_id_twice_is_one_request(table, aiko):
    assert aiko.post(ROLL) == (202, {"id": "r", "status": "pending"})
    assert aiko.post(ROLL) == (202, {"id": "r", "status": "pending"})
    assert len(table({"op": "requests"})["requests"]) == 1


def test_five_requests_in_ten_seconds_then_429(table, aiko):
    for i in range(5):
        assert aiko.post({**ROLL, "id": f"r{i}"})[0] == 202
    status, body = aiko.post({**ROLL, "id": "r5"})
    assert status == 429 and body == {"error": "Too many requests: wait a few seconds."}
    assert len(table({"op": "requests"})["requests"]) == 5


def test_twenty_pending_then_429(table, aiko):
    now = [0.0]
    table.s.seats.clock = lambda: now[0]
    for i in range(20):
        now[0] += 2.5  # 4 every 10 s: under the rate
        assert aiko.post({**ROLL, "id": f"r{i}"})[0] == 202
    now[0] += 10
    status, body = aiko.post({**ROLL, "id": "r20"}, lang="ja")
    assert status == 429 and body == {"error": "GMの確認待ちの申請が多すぎます。"}
    table({"op": "refuse", "id": "r0"})
    assert aiko.post({**ROLL, "id": "r20"})[0] == 202


def test_a_hidden_combatant_is_no_valid_target_and_the_refusal_says_no_more(table, aiko):
    view = aiko.wait(lambda v: "seat" in v)
    assert view["targets"] == ["Brute"]                   # Lurker is hidden
    declare = {"id": "a", "type": "declare", "attack": {"target": "Lurker"}}
    hidden = aiko.post(declare)
    nobody = aiko.post({**declare, "attack": {"target": "Nobody"}})
    assert hidden == nobody == (409, {"error": "Not possible now."})
    # a defense nobody asked for, a check not owed: the same words
    assert aiko.post({"id": "d", "type": "defense", "kind": "dodge"}) == hidden
    assert aiko.post({"id": "c", "type": "check", "kind": "knockdown"}) == hidden


def test_a_malformed_request_is_400(aiko):
    status, body = aiko.post(None, raw=b"{not json")
    assert status == 400 and "error" in body
    status, body = aiko.post({"id": "r", "type": "roll", "command": "CCB<=50 x"})
    assert status == 400
    status, body = aiko.post({"id": "r", "type": "shout"})
    assert status == 400
