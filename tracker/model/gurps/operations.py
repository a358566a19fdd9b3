"""GURPS operations beyond the core's: an attack roll with the hits it landed (one undoable
action for a whole burst of rapid fire)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..encounter import Action, Encounter
from ..errors import RulesError
from ..operations import land_hit
from . import tohit
from .modules import ranged as ranged_rules
from .resolver import Hit
from .tohit import Attack


def apply_hits(enc: Encounter, cid: str, hits: Sequence[Hit],
               damage_rolls: Sequence[tuple[str, list[int]] | None] | None = None, *,
               attacker: str | None = None, attack: Attack | None = None,
               roll: int | None = None) -> Action:
    """One attack on ``cid`` as one undoable action: the attack roll that decided it (logged
    with its modifiers; the attacker's weapon skill is remembered for the next roll) and every
    hit it landed, in order (a burst of rapid fire is one action). Without ``attack`` it is
    just the hits. ``roll``: the 3d result of the attack roll (rolled when None).
    ``damage_rolls[i]``: the dice hit ``i``'s damage was rolled with, as for :func:`apply_hit`."""
    target = enc.get(cid)
    hits = list(hits)
    rolls = list(damage_rolls) if damage_rolls is not None else [None] * len(hits)
    if len(rolls) != len(hits):
        raise RulesError("bad_value", "one damage roll (or None) per hit")
    if attack is None:
        if not hits:
            raise RulesError("no_hits", "no hits to apply")
    else:
        if attacker is None:
            raise RulesError("bad_value", "an attack roll needs the attacker")
        shooter = enc.get(attacker)
        attack = replace(attack, body=target.sheet.body)
        tohit.validate(attack)
    ids = [cid] + ([attacker] if attacker is not None and attacker != cid else [])

    def run() -> list[Any]:
        if attack is not None:
            result = tohit.roll_attack(attack, roll, enc.dice, ranged_rules.simplified_ranged(enc))
            if len(hits) > result.hits:
                raise RulesError("too_many_hits",
                                 f"the attack landed {result.hits} hit(s), not {len(hits)}")
            shooter.sheet.weapon_skill = attack.skill
            key = "attack_burst" if attack.shots > 1 else "attack"
            enc.add_log(key, cid, result.explain, name=shooter.name, target=target.name,
                        location=result.location, skill=attack.skill, modifier=result.modifier,
                        effective=result.effective_skill, roll=result.roll,
                        result=attack_result(result), shots=attack.shots, hits=result.hits)
        return [land_hit(enc, cid, hit, damage_roll)
                for hit, damage_roll in zip(hits, rolls, strict=True)]

    return enc.perform("attack" if attack is not None else "hits", ids, run)


def attack_result(result: tohit.ToHit) -> str:
    """The log's word for an attack roll's result: critical_hit, critical_miss, torso (a miss
    by one that hits the torso, G2), hit or miss."""
    if result.critical is not None:
        return f"critical_{result.critical}"
    if result.torso_by_one:
        return "torso"
    return "hit" if result.hit else "miss"


