"""Crash-test driver for the recovery journal (used by tests/model/test_journal.py).

``python tests/data/journal_driver.py DIR STEPS [COMPACT]`` starts the demo encounter,
journals it in DIR, then performs a long deterministic sequence of operations, calling
``Journal.record`` after each and printing ``DONE <n> <sha256 of the canonical state>`` once
the record returned. The test kills it with SIGKILL at random moments and checks that
``recover(DIR)`` gives exactly the state of the last (or the next) DONE line.
"""

from __future__ import annotations

import hashlib
import json
import sys

from tracker.model import operations as ops
from tracker.model.encounter import Encounter
from tracker.model.errors import TrackerError
from tracker.model.journal import Journal
from tracker.rulesets.gurps.rules.bodyplan import body_plans
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.sheet import GurpsSheet

TYPES = ("cr", "cut", "imp", "pi", "burn", "pi+", "cor")


def state_hash(enc: Encounter) -> str:
    text = json.dumps(enc.to_dict(), sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def step(enc: Encounter, history: ops.History, i: int) -> None:
    """Step ``i`` (1, 2, ...) of the deterministic script: hits with explicit rolls, turns,
    checks, conditions, undo/redo, end of combat, campaign time, arrivals and departures."""
    k = i % 40
    plans = sorted(body_plans())
    try:
        if k == 0:
            history.push(ops.start_combat(enc))
        elif k == 11 or k == 27:
            history.undo()
        elif k == 12:
            history.redo()
        elif k == 33:
            history.push(ops.end_combat(enc))
        elif k == 35:
            history.push(ops.advance_time(enc, 30 + i % 50))
        elif k == 37:
            gone = [c for c in enc.ordered() if c.has("dead") or c.has("destroyed")]
            if gone:
                history.push(ops.remove_combatant(enc, gone[0].id))
        elif k == 39 or (k == 38 and len(enc.order) < 4):
            sheet = GurpsSheet(max_hp=8 + i % 9, max_fp=10, ht=9 + i % 4, dx=10 + i % 3,
                               basic_speed=5.0 + (i % 4) * 0.25, body=plans[i % len(plans)],
                               dr=i % 3, traits=["male"] if i % 2 else [])
            history.push(ops.add_combatant(enc, f"Raider {i}", "enemy", sheet))
        elif enc.checks and k % 4 == 3:
            history.push(ops.resolve_check(enc, enc.checks[0].id, 3 + (i * 7) % 16))
        elif k % 4 == 1:
            targets = [c for c in enc.ordered() if not c.has("destroyed")]
            if targets:
                c = targets[i % len(targets)]
                history.push(ops.apply_hit(enc, c.id, Hit(2 + (i * 5) % 12, TYPES[i % 7],
                                                          "random", roll=3 + (i * 11) % 16)))
        elif k % 4 == 2 and enc.order:
            history.push(ops.next_turn(enc))
        elif k in (7, 23) and enc.order:
            cid = enc.order[i % len(enc.order)]
            history.push(ops.set_condition(enc, cid, "blessed", True, rounds=1 + i % 3))
        elif k == 15 and enc.order:
            cid = enc.order[i % len(enc.order)]
            history.push(ops.set_condition(enc, cid, "prone", i % 2 == 0))
        elif k == 31 and enc.order:
            cid = enc.order[i % len(enc.order)]
            history.push(ops.set_visibility(enc, cid, shown=i % 3 != 0, hp="band"))
        else:
            history.push(ops.roll_dice(enc, "3d"))
    except TrackerError:
        pass  # a refused operation changes nothing


def main(argv: list[str]) -> int:
    directory, steps = argv[0], int(argv[1])
    compact = int(argv[2]) if len(argv) > 2 else 25
    enc = demo_encounter()
    history = ops.History(enc)
    journal = Journal(directory, compact_records=compact)
    journal.start(enc)
    out = sys.stdout
    out.write(f"DONE 0 {state_hash(enc)}\n")
    out.flush()
    for i in range(1, steps + 1):
        step(enc, history, i)
        journal.record(enc)
        out.write(f"DONE {i} {state_hash(enc)}\n")
        out.flush()
    out.write("END\n")
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
