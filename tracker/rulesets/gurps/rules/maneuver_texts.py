"""English templates of the maneuvers' and postures' explain and log lines (``man.*`` keys,
RULES M); the UI translates them in the "Explain" and "Log" contexts."""

from __future__ import annotations

TEMPLATES: dict[str, str] = {
    "man.aoa_determined_melee": "All-Out Attack (Determined), melee: {value:+d}.",
    "man.aoa_determined_ranged": "All-Out Attack (Determined), ranged: {value:+d}.",
    "man.move_and_attack_melee": "Move and Attack, melee: {value:+d}.",
    "man.move_and_attack_ranged": "Move and Attack, ranged (−2 or the weapon's Bulk, the worse): {value:+d}.",
    "man.move_and_attack_cap": "Move and Attack: effective skill at most {cap}: {value:+d}.",
    "man.aim": "Aim, {turns} turn(s) with Acc {acc}: {value:+d}.",
    "man.aim_braced": "Aim, {turns} turn(s) with Acc {acc}, braced: {value:+d}.",
    "man.evaluate": "Evaluate, {turns} turn(s): {value:+d}.",
    "man.posture_melee": "Attacking while {posture}: {value:+d}.",
    "man.target_posture": "Ranged attack at a target {posture}: {value:+d}.",
    "man.shock": "The attacker's own shock: {value:+d}.",
    "man.no_defense_aoa": "The target made an All-Out Attack: no active defense.",
    "man.defense_posture": "The defender is {posture}: defense {value:+d}.",
    "man.defense_aod": "All-Out Defense: defense {value:+d}.",
    "man.defense_feint": "A feint against the defender: defense {value:+d}.",
    "def.posture": "Defending while {posture}: {modifier:+d}.",
    "def.all_out_defense": "All-Out Defense: {modifier:+d}.",
    "def.feint": "Feinted: {modifier:+d}.",
}

LOG_TEMPLATES: dict[str, str] = {
    "maneuver": "{name} chooses {maneuver}.",
    "posture": "{name}: {before} → {posture}.",
    "strong": "{name}: All-Out Attack (Strong): damage {before} → {after}.",
}

#: arguments holding ids the renderer turns into names
NAMED_ARGS = frozenset({"posture", "before", "maneuver"})
