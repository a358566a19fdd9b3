"""Benchmark of the GURPS hit resolver: ``python -m tracker.bench [--hits N] [--seed S]``.

Builds a mixed batch of hits across every bundled body plan (mostly random locations rolled by
a seeded :class:`~tracker.model.dice.Dice`, some aimed at skull/eyes/vitals/limbs; every damage
type; int and per-location DR; armor divisors incl. fractional ones; chinks; Injury Tolerance
and pain traits), builds all Target/Hit objects first, then times only the resolving and
prints resolutions per second. ``--profile`` prints the top of a cProfile run instead.
A second line times Call of Cthulhu attacks (attack + defense + damage) the same way
(:mod:`tracker.rulesets.coc.rules.bench`). A third times the exact odds of 6d on a random location
against the slowest bundled body plan (:mod:`tracker.rulesets.gurps.rules.odds_bench`).
"""

from __future__ import annotations

import argparse
import time
from fractions import Fraction

from tracker.rulesets.gurps.rules.bodyplan import body_plans
from tracker.rulesets.gurps.rules.damage import DAMAGE_TYPES, EYE_TYPES
from tracker.rulesets.gurps.rules.resolver import Hit, Options, Target, resolve

from .model.dice import Dice

TARGET_RATE = 50_000
DIVISORS = (1, 1, 1, 1, 2, 3, 5, 10, Fraction(3, 2), 0.5, 0.2)
TRAIT_SETS = (
    (), (), (), (), ("male",), ("male",), ("high_pain_threshold",), ("low_pain_threshold",),
    ("no_brain",), ("no_head",), ("no_neck",), ("no_vitals",), ("no_eyes",), ("unliving",),
    ("homogeneous",), ("diffuse",), ("unliving", "male"), ("homogeneous", "no_neck"),
)


def build_targets(seed: int, per_plan: int = 24) -> list[Target]:
    pick = Dice(seed)
    targets = []
    for plan in body_plans().values():
        ids = [loc.id for loc in plan.locations]
        for _ in range(per_plan):
            max_hp = 5 + pick.roll(3, 6) + (pick.die(6) - 1) * 5  # 8..48
            if pick.die(2) == 1:
                dr: int | dict[str, int] = pick.die(8) - 1
            else:
                dr = {lid: pick.die(8) - 1 for lid in ids if pick.die(3) == 1}
            missing = frozenset(
                {ids[pick.die(len(ids)) - 1]} - {"torso"} if pick.die(6) == 1 else ()
            )
            targets.append(Target(
                max_hp=max_hp, ht=9 + pick.die(4), body=plan.id, dr=dr,
                current_hp=max_hp - pick.die(max_hp + 10) + 1,
                traits=frozenset(TRAIT_SETS[pick.die(len(TRAIT_SETS)) - 1]),
                arms=(None, None, None, 4)[pick.die(4) - 1] if "arm" in plan.part_counts else None,
                missing=missing, flexible_armor=pick.die(2) == 1,
            ))
    return targets


def _aim(pick: Dice, target: Target, dtype: str) -> str:
    """A location the rules allow this type to aim at on this target, else 'random'."""
    plan = body_plans()[target.body]
    loc = plan.locations[pick.die(len(plan.locations)) - 1]
    if loc.id in target.missing or loc.attached_to in target.missing:
        return "random"
    traits = target.traits
    if loc.kind == "eye" and (dtype not in EYE_TYPES or "no_eyes" in traits
                              or "no_head" in traits):
        return "random"
    if loc.kind == "vitals" and dtype not in EYE_TYPES:
        return "random"
    if loc.part in ("skull", "brain", "face") and "no_head" in traits:
        return "random"
    if loc.kind == "neck" and "no_neck" in traits:
        return "random"
    return loc.id


def build_batch(count: int, seed: int) -> list[tuple[Target, Hit]]:
    targets = build_targets(seed)
    pick = Dice(seed + 1)
    batch = []
    for _ in range(count):
        target = targets[pick.die(len(targets)) - 1]
        dtype = DAMAGE_TYPES[pick.die(len(DAMAGE_TYPES)) - 1]
        location = "random" if pick.die(5) > 1 else _aim(pick, target, dtype)
        batch.append((target, Hit(
            damage=pick.roll(pick.die(4), 6) + pick.die(6) - 1,
            type=dtype,
            location=location,
            armor_divisor=DIVISORS[pick.die(len(DIVISORS)) - 1],
            chinks=pick.die(8) == 1,
            explosive=pick.die(10) == 1,
            targeting_wound=pick.die(20) == 1,
            from_behind=pick.die(6) == 1 and location == "random",
        )))
    return batch


def run(batch: list[tuple[Target, Hit]], seed: int, options: Options) -> tuple[float, float]:
    """Resolve the whole batch once; return (wall-clock, CPU) seconds."""
    dice = Dice(seed)
    cpu = time.process_time()
    start = time.perf_counter()
    for target, hit in batch:
        resolve(target, hit, options, dice)
    return time.perf_counter() - start, time.process_time() - cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tracker.bench", description=__doc__)
    parser.add_argument("--hits", type=int, default=100_000, help="batch size (100000)")
    parser.add_argument("--seed", type=int, default=20240601, help="dice seed")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs; the best counts")
    parser.add_argument("--profile", action="store_true", help="print a cProfile summary")
    args = parser.parse_args(argv)

    batch = build_batch(args.hits, args.seed)
    options = Options(blunt_trauma=True)
    plans = len({t.body for t, _ in batch})
    types = len({h.type for _, h in batch})
    print(f"batch: {len(batch):,} hits, {plans} body plans, {types} damage types "
          f"({sum(h.location == 'random' for _, h in batch):,} random locations)")
    if args.profile:
        import cProfile
        import pstats

        profiler = cProfile.Profile()
        profiler.runcall(run, batch, args.seed, options)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(20)
        return 0

    run(batch[: min(len(batch), 2000)], args.seed, options)  # warm caches
    runs = [run(batch, args.seed, options) for _ in range(max(1, args.repeat))]
    best, best_cpu = min(runs)
    rate = len(batch) / best
    print(f"batch time: {best:.3f} s wall, {best_cpu:.3f} s CPU (best of {len(runs)}: "
          + ", ".join(f"{wall:.3f}" for wall, _ in runs) + ")")
    print(f"resolutions per second: {rate:,.0f} "
          f"({'meets' if rate >= TARGET_RATE else 'BELOW'} the {TARGET_RATE:,}/s target; "
          f"{len(batch) / min(c for _, c in runs):,.0f}/s by CPU time)")
    from tracker.rulesets.coc.rules.bench import report
    from tracker.rulesets.gurps.rules.odds_bench import report as odds_report

    print(report(args.hits, args.seed, args.repeat))
    print(odds_report(args.repeat))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
