"""The GURPS figures of the GM-window benchmark (``python -m tracker.ui.bench``, which finds
this module through the kit's ``bench``): a hit until every view is updated at 2 and 200
combatants, the players' window over 2,000 combatants, an update at 50 devices of the players'
page; with ``--heavy``, big files opened and Next turn with 1,500 heat rolls pending."""

from __future__ import annotations

import os
import statistics
import tempfile
import time

from tracker.ui.bench import next_turn_costs, open_time, views_latency


def hit_latency(n: int, hits: int = 40, journal_dir: str | None = None) -> float:
    """A hit (one undoable command) until every view of the window over ``n`` is updated."""
    from tracker.model import operations as ops
    from tracker.model.encounter import Encounter
    from tracker.rulesets.gurps.rules.bodyplan import body_plans
    from tracker.rulesets.gurps.rules.resolver import Hit
    from tracker.rulesets.gurps.rules.sheet import GurpsSheet

    enc = Encounter(name=f"bench {n}", in_combat=True)
    enc.dice.__init__(n)
    plans = list(body_plans())
    for i in range(n):
        ops.add_combatant(enc, f"Foe {i + 1}", "enemy",
                          GurpsSheet(max_hp=10_000, body=plans[i % len(plans)]), mid_fight=False)
    ids = list(enc.order)
    targets = [ids[(k * 7) % len(ids)] for k in range(hits)]
    return views_latency(enc, lambda doc, k: doc.run(
        "hit", ops.apply_hit, targets[k], Hit(3, "cr", "random", roll=10)), hits, journal_dir)


def share_latency(clients: int = 50, steps: int = 40) -> float:
    """Median time from a GM action (one undoable command on the document) until all
    ``clients`` event streams of the players' page over the loopback have its update."""
    from PySide6.QtWidgets import QApplication

    from tracker.model import operations as ops
    from tracker.rulesets.gurps.rules.demo import demo_encounter
    from tracker.rulesets.gurps.rules.resolver import Hit
    from tracker.ui.document import EncounterDocument
    from tracker.ui.share import Sharing
    from tracker.web.clients import Clients

    app = QApplication.instance() or QApplication([])
    enc = demo_encounter()
    for c in enc.ordered():  # every hit changes what the players see
        c.sheet.max_hp = c.sheet.hp = 10_000
        ops.set_visibility(enc, c.id, hp="exact")
    doc = EncounterDocument(enc)
    sharing = Sharing(doc)
    sharing.start("127.0.0.1", 0)
    server = sharing.server
    assert server is not None
    url = f"http://127.0.0.1:{server.port}/api/events?t={server.token}"
    ids = [c.id for c in enc.ordered()]
    times = []
    try:
        with Clients(url, clients) as cl:
            for k in range(steps):
                t0 = time.perf_counter()
                doc.run("hit", ops.apply_hit, ids[k % len(ids)], Hit(8, "cr", "torso"))
                app.processEvents()
                if not cl.wait_for(k + 2, timeout=30):
                    raise TimeoutError("an update did not reach every client")
                times.append(max(r[k + 1][2] for r in cl.received) - t0)
    finally:
        sharing.stop()
    return statistics.median(times)


def player_view_open(n: int = 2000) -> float:
    """Time to open the players' window over ``n`` combatants (shown, events processed; the
    cards beyond the first batch are built afterwards, a batch per event-loop turn)."""
    from PySide6.QtWidgets import QApplication

    from tracker.model import operations as ops
    from tracker.model.encounter import Encounter
    from tracker.rulesets.gurps.rules.sheet import GurpsSheet
    from tracker.ui.document import EncounterDocument
    from tracker.ui.player_view import PlayerView

    app = QApplication.instance() or QApplication([])
    enc = Encounter(name=f"bench {n}", in_combat=True)
    for i in range(n):
        ops.add_combatant(enc, f"Foe {i + 1}", "enemy", GurpsSheet(max_hp=10), mid_fight=False)
    doc = EncounterDocument(enc)
    t0 = time.perf_counter()
    view = PlayerView(doc)
    view.show()
    app.processEvents()
    took = time.perf_counter() - t0
    view.close()
    view.deleteLater()
    app.processEvents()
    return took


def pending_checks_actions(combatants: int, actions: int, journal_dir: str):
    """A campaign fight with a heat roll pending for each combatant: (pending checks,
    median ms per Next turn until every view is updated, KB of memory kept per action as
    tracemalloc counts it, RSS growth in MB over all the actions)."""
    from tracker.bench_files import big_encounter
    from tracker.model import operations as ops
    from tracker.rulesets.gurps.rules.modules import operations as mops
    from tracker.rulesets.gurps.rules.ruleset import GurpsRuleset

    enc = big_encounter(combatants, 200)
    ops.set_modules(enc, GurpsRuleset.presets["vampire_hunter"][1])
    mops.set_temperature(enc, 40, "summer")
    ops.advance_time(enc, 1)
    if not enc.in_combat:
        ops.start_combat(enc)
    pending = len(enc.checks)
    return (pending, *next_turn_costs(enc, actions, journal_dir))


def report() -> None:
    # alternating rounds, median of their medians: a busy moment of a shared machine (or a
    # slow fsync) then weighs on both sizes alike instead of deciding the ratio
    small, large = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(3):
            small.append(hit_latency(2, journal_dir=os.path.join(tmp, f"a{i}")))
            large.append(hit_latency(200, journal_dir=os.path.join(tmp, f"b{i}")))
    small, large = statistics.median(small), statistics.median(large)
    print(f"hit → views updated, median:   2 combatants {small * 1000:7.2f} ms")
    print(f"hit → views updated, median: 200 combatants {large * 1000:7.2f} ms"
          f"   (target ≤ 10 ms: {'OK' if large <= 0.010 else 'MISSED'};"
          f" ratio {large / small:.2f}×, target ≤ 1.5×: {'OK' if large <= 1.5 * small else 'MISSED'})")
    pv = player_view_open()
    print(f"players' window over 2,000 combatants: open in      {pv * 1000:7.1f} ms")
    share = share_latency()
    print(f"GM action → update at 50 players' devices (loopback), median: {share * 1000:7.2f} ms"
          f"   (target ≤ 50 ms: {'OK' if share <= 0.050 else 'MISSED'})")


def heavy_report() -> None:
    """Heavy but valid input (issue #23): a 2,000-combatant file, 1,500 pending checks, a
    log near the 20 MB file limit. Targets: open ≤ 3 s, an action ≤ 50 ms, memory per
    action small and flat."""
    from tracker.bench_files import big_encounter
    from tracker.model.files import save_encounter

    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "crowd.ctenc")
        save_encounter(big_encounter(2000, 2000), path)
        size = os.path.getsize(path) / 1e6
        crowd = open_time(path)
        print(f"File → Open, 2,000 combatants ({size:.1f} MB):  {crowd:6.2f} s"
              f"   (target ≤ 3 s: {'OK' if crowd <= 3 else 'MISSED'})")
        path = os.path.join(tmp, "long.ctenc")
        save_encounter(big_encounter(200, 42_000), path)
        size = os.path.getsize(path) / 1e6
        long = open_time(path)
        print(f"File → Open, a long log ({size:.1f} MB):       {long:6.2f} s"
              f"   (target ≤ 3 s: {'OK' if long <= 3 else 'MISSED'})")
        # half the crowd feels the heat: 3,000 combatants, 1,500 heat rolls pending
        pending, ms, kept, rss = pending_checks_actions(3000, 60, os.path.join(tmp, "j"))
        print(f"Next turn with {pending} checks pending, median: {ms:6.1f} ms"
              f"   (target ≤ 50 ms: {'OK' if ms <= 50 else 'MISSED'})")
        print(f"memory kept per action: {kept:7.1f} KB (tracemalloc, the undo history"
              f" included); RSS growth over 60 actions {rss:.1f} MB")
