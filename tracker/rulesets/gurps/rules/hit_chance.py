"""The chance an attack roll hits, before it is rolled: every 3d result weighed by how many of
the 216 rolls give it, each judged by :func:`~tracker.rulesets.gurps.rules.tohit.roll_attack` itself
(B348 criticals, G2's miss by one, rapid fire's extra hits), so it always agrees with the roll."""

from __future__ import annotations

from dataclasses import dataclass

from .tohit import Attack, roll_attack

#: 3d: how many of the 216 rolls give each total
WAYS_3D = {3: 1, 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27, 11: 27, 12: 25, 13: 21,
           14: 15, 15: 10, 16: 6, 17: 3, 18: 1}


@dataclass(frozen=True, slots=True)
class HitChance:
    #: hits at all (critical hits and G2's torso hits included)
    hit: float
    critical_hit: float
    critical_miss: float
    #: a miss by 1 at a small target that hits the torso instead (G2)
    torso: float
    #: hits a burst lands on average (1 × hit for a single shot)
    mean_hits: float


def hit_chance(attack: Attack, simplified_ranged: bool = True) -> HitChance:
    """Raises what :func:`roll_attack` raises for an impossible attack."""
    hit = crit = fumble = torso = hits = 0
    for roll, ways in WAYS_3D.items():
        r = roll_attack(attack, roll, None, simplified_ranged)
        if r.hit:
            hit += ways
            hits += ways * r.hits
        if r.critical == "hit":
            crit += ways
        elif r.critical == "miss":
            fumble += ways
        if r.torso_by_one:
            torso += ways
    return HitChance(hit / 216, crit / 216, fumble / 216, torso / 216, hits / 216)
