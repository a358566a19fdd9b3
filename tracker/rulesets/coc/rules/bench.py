"""The CoC part of ``python -m tracker.bench``: attack + defense + damage resolutions a second.

A seeded mixed batch (fists, kicks with martial arts, clubs, knives, spears, handguns; DB from
−1d6 to +2d6; armor as numbers and dice; dodges deep into a round, parries with and without
an item, no defense) is built first; only the resolving is timed. Every roll comes from a
seeded :class:`~tracker.model.dice.Dice`, as in a real fight.
"""

from __future__ import annotations

import time
from typing import Any

from tracker.model.dice import Dice

from .attack import resolve_attack
from .defense import ParriedAttack, resolve_dodge, resolve_parry
from .injury import apply_damage
from .martial import Combine
from .weapons import Weapon

TARGET_RATE = 100_000
WEAPONS = (
    Weapon("1d3", "unarmed", skill="fist"), Weapon("1d6", "unarmed", skill="kick"),
    Weapon("1d4", "unarmed", skill="headbutt"), Weapon("1d6", "blunt", skill="club"),
    Weapon("1d4+2", "edged", small=True, skill="knife"), Weapon("1d8+1d4", "impaling"),
    Weapon("1d10", "firearm", db=False, skill="handgun"), Weapon("2d6", "blunt"),
)
DBS = ("0", "0", "+1d4", "+1d4", "-1d4", "+1d6", "-1d6", "+2d6")
ARMORS: tuple[int | str, ...] = (0, 0, 0, 1, 2, 4, "1d3", "1d6")
ORDER = ("A", "B", "C", "D")


def build_batch(count: int, seed: int) -> list[tuple[Any, ...]]:
    pick = Dice(seed)
    batch = []
    for _ in range(count):
        weapon = WEAPONS[pick.die(len(WEAPONS)) - 1]
        combine = (Combine("ma", pick.die(60)) if weapon.cls == "unarmed" and pick.die(3) == 1
                   else None)
        dodge = 10 + pick.die(60)
        tries = ((), (dodge,), (dodge, dodge // 2), (dodge, dodge // 2, dodge // 2 - 10))[
            pick.die(4) - 1]
        batch.append((
            10 + pick.die(80), weapon, DBS[pick.die(len(DBS)) - 1],
            ARMORS[pick.die(len(ARMORS)) - 1], combine,
            ("dodge", "dodge", "parry", "none")[pick.die(4) - 1], dodge, tuple(tries),
            ("weapon", "unarmed", "ma")[pick.die(3) - 1], 5 + pick.die(14), 3 + pick.die(15),
            pick.die(2) == 1,
        ))
    return batch


def run(batch: list[tuple[Any, ...]], seed: int) -> tuple[float, float]:
    """Resolve every attack with its defense and damage; (wall, CPU) seconds."""
    dice = Dice(seed)
    cpu = time.process_time()
    start = time.perf_counter()
    for skill, weapon, db, armor, combine, defense, dodge, tries, with_, hp, con, pc in batch:
        attack = resolve_attack(skill, weapon, db, dice=dice, armor=armor, combine=combine)
        if not attack.hit:
            continue
        damage = attack.damage
        if defense == "dodge":
            if resolve_dodge(dodge, tries, attack.outcome, weapon.cls, dice=dice).evaded:
                damage = 0
        elif defense == "parry":
            damage = resolve_parry(50, with_, ParriedAttack(
                attack.outcome, weapon.cls, damage, 0, weapon.small), dice=dice,
                durability=20).damage_to_defender
        apply_damage("B", hp, con, damage, pc=pc, round=2, by="A", order=ORDER)
    return time.perf_counter() - start, time.process_time() - cpu


def report(count: int, seed: int, repeat: int) -> str:
    batch = build_batch(count, seed)
    run(batch[: min(len(batch), 2000)], seed)  # warm caches
    runs = [run(batch, seed) for _ in range(max(1, repeat))]
    best, _ = min(runs)
    rate = len(batch) / best
    cpu_rate = len(batch) / min(c for _, c in runs)
    return (f"CoC attacks (attack + defense + damage) per second: {rate:,.0f} "
            f"({'meets' if rate >= TARGET_RATE else 'BELOW'} the {TARGET_RATE:,}/s target; "
            f"{cpu_rate:,.0f}/s by CPU time; {len(batch):,} attacks, best of {len(runs)})")
