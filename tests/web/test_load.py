"""Load over the loopback: 50 event-stream clients each receive every update of a 200-step
scripted fight, in order, none lost (bounded: a few seconds)."""

from __future__ import annotations

import json

from tracker.model import operations as ops
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.web.clients import Clients

CLIENTS, STEPS = 50, 200


def scripted_step(enc, k: int) -> None:
    """Hits on the visible combatants (HP shown exact or as a band) and turns, in turn."""
    if k % 4 == 3:
        ops.next_turn(enc)
        return
    targets = [c.id for c in enc.ordered() if not c.is_out]
    ops.apply_hit(enc, targets[k % len(targets)], Hit(8, "cr", "torso"))


def test_fifty_clients_get_every_update_in_order(shared):
    for c in shared.enc.ordered():  # long enough to last 200 steps
        c.sheet.max_hp = c.sheet.hp = 10_000
        ops.set_visibility(shared.enc, c.id, hp="exact")
    first = shared.publish()
    with Clients(shared.url("/api/events"), CLIENTS) as clients:
        assert clients.statuses == [200] * CLIENTS
        sent = [first]
        for k in range(STEPS):
            scripted_step(shared.enc, k)
            text = shared.publish()
            if text != sent[-1]:
                sent.append(text)
        assert len(sent) == STEPS + 1  # every step changed what the players see
        assert clients.wait_for(len(sent), timeout=60), [len(r) for r in clients.received]
    for got in clients.received:
        assert [d for _, d, _ in got] == sent
        ids = [s for s, _, _ in got]
        assert ids == sorted(ids) and len(set(ids)) == len(ids)
    last = json.loads(sent[-1])
    assert last["round"] > 1 and any(c["hp"] < 10_000 for c in last["combatants"])


def test_the_bench_measures_action_to_event(qtbot):
    """python -m tracker.ui.bench: GM action (document command) → update at the clients."""
    from tracker.rulesets.gurps.kit.bench import share_latency

    assert 0 < share_latency(clients=3, steps=3) < 5
