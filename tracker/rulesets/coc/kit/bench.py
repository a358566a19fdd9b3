"""The Call of Cthulhu figures of the GM-window benchmark (``python -m tracker.ui.bench``,
which finds this module through the kit's ``bench``): an attack (attack roll, dodge, damage,
death-clock bookkeeping) until every view is updated, the CoC kit's own included (figures,
keeper dock, roster columns), at 2 and 200 combatants."""

from __future__ import annotations

import os
import statistics
import tempfile

from tracker.ui.bench import views_latency


def attack_latency(n: int, attacks: int = 40, journal_dir: str | None = None) -> float:
    """A CoC attack applied (one undoable command) until every view is updated."""
    from tracker.model import operations as ops
    from tracker.rulesets.coc.rules.actions.attack import attack
    from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest, Defense
    from tracker.rulesets.coc.rules.sheet import CocSheet

    enc = ops.new_encounter("coc", f"bench coc {n}")
    enc.dice.__init__(n)
    for i in range(n):
        sheet = CocSheet(stats={"str": 12, "con": 12, "siz": 12, "dex": 5 + i % 14,
                                "app": 10, "pow": 10, "int": 10, "edu": 10},
                         max_hp_override=9_999)
        ops.add_combatant(enc, f"Foe {i + 1}", "pc" if i % 2 else "enemy", sheet,
                          mid_fight=False)
    ops.start_combat(enc)
    ids = [c.id for c in enc.ordered()]
    requests = [AttackRequest(ids[(k * 7) % len(ids)], ids[(k * 7 + 1) % len(ids)], "fist",
                              roll=30, defense=Defense("dodge", 70) if k % 2 else
                              Defense(), w_faces=(2,)) for k in range(attacks)]
    # a new turn every other attack (untimed): dodges within one round lose value until the
    # rules forbid them (C4), and a refused dodge is not the update this times
    return views_latency(enc, lambda doc, k: doc.run("attack", attack, requests[k]),
                         attacks, journal_dir,
                         between=lambda doc, k: k % 2 == 0 and k and doc.run(
                             "next", ops.next_turn))


def report() -> None:
    small, large = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(3):
            small.append(attack_latency(2, journal_dir=os.path.join(tmp, f"c{i}")))
            large.append(attack_latency(200, journal_dir=os.path.join(tmp, f"d{i}")))
    small, large = statistics.median(small), statistics.median(large)
    print(f"CoC attack → views updated, median:   2 combatants {small * 1000:7.2f} ms")
    print(f"CoC attack → views updated, median: 200 combatants {large * 1000:7.2f} ms"
          f"   (target ≤ 10 ms: {'OK' if large <= 0.010 else 'MISSED'})")
