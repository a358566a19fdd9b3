"""Save/load timing of a big encounter: ``python -m tracker.bench_files``.

Builds 500 combatants (all body plans) and a log of 10,000 entries (hits with full explain
traces, turns, conditions), then times :func:`save_encounter` and :func:`load_encounter`
(the best of a few runs; the target is under 200 ms each)."""

from __future__ import annotations

import os
import sys
import tempfile
import time

from tracker.rulesets.gurps.rules.bodyplan import body_plans
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.sheet import GurpsSheet

from .model import operations as ops
from .model.encounter import Encounter
from .model.files import load_encounter, save_encounter

TYPES = ("cr", "cut", "imp", "pi", "pi+", "burn", "tox")


def big_encounter(combatants: int = 500, log_entries: int = 10_000,
                  seed: int = 1) -> Encounter:
    enc = Encounter(name="Benchmark", in_combat=True)
    enc.dice.__init__(seed)
    plans = list(body_plans().values())
    for i in range(combatants):
        plan = plans[i % len(plans)]
        locs = [loc.id for loc in plan.locations]
        dr: int | dict[str, int] = (i % 4 if i % 3 else
                                    {loc: (i + k) % 5 for k, loc in enumerate(locs[:6])})
        sheet = GurpsSheet(max_hp=10 + i % 40, max_fp=10 + i % 7, ht=9 + i % 6,
                           dx=9 + i % 7, basic_speed=5 + (i % 8) * 0.25, body=plan.id,
                           dr=dr, traits=["male"] if i % 2 else [])
        ops.add_combatant(enc, f"Fighter {i}", ("pc", "ally", "enemy", "neutral")[i % 4],
                          sheet, mid_fight=False)
    ids = list(enc.order)
    n = 0
    # A plausible mix: about 40% hits (with explain traces), 30% turns, checks, conditions.
    while len(enc.log) < log_entries:
        n += 1
        cid = ids[n * 7919 % len(ids)]
        c = enc.combatants[cid]
        due = ops.rollable_checks(enc)  # not a waking still to come on the calendar
        if due:
            ops.resolve_check(enc, due[0].id, 3 + n % 16)
        elif n % 3 == 0:
            ops.next_turn(enc)
        elif n % 10 == 1:
            ops.set_condition(enc, cid, f"cond{n % 13}", True, rounds=1 + n % 4)
        elif not c.has("destroyed"):
            if (c.sheet.hp or 0) < 0:  # keep the fight going
                c.sheet.hp = c.sheet.max_hp
            ops.apply_hit(enc, cid, Hit(3 + n % 9, TYPES[n % len(TYPES)], "random",
                                        roll=3 + n % 16))
    del enc.log[log_entries:]
    return enc


def run(repeat: int = 5) -> dict[str, float]:
    t0 = time.perf_counter()
    enc = big_encounter()
    built = time.perf_counter() - t0
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "big.json")
        saves, loads = [], []
        for _ in range(repeat):
            t = time.perf_counter()
            save_encounter(enc, path)
            saves.append(time.perf_counter() - t)
            t = time.perf_counter()
            loaded = load_encounter(path)
            loads.append(time.perf_counter() - t)
        size = os.path.getsize(path)
    assert loaded.to_dict() == enc.to_dict()
    explain = sum(len(e.explain) for e in enc.log)
    return {"combatants": len(enc.combatants), "log": len(enc.log), "explain": explain,
            "bytes": size, "build_s": built, "save_ms": min(saves) * 1000,
            "load_ms": min(loads) * 1000}


def main() -> int:
    r = run()
    print(f"{r['combatants']} combatants, {r['log']} log entries ({r['explain']} explain lines), "
          f"file {r['bytes'] / 1e6:.1f} MB")
    print(f"save: {r['save_ms']:.0f} ms   load: {r['load_ms']:.0f} ms   (target < 200 ms each)")
    return 0 if r["save_ms"] < 200 and r["load_ms"] < 200 else 1


if __name__ == "__main__":
    sys.exit(main())
