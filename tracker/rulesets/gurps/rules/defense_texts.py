"""English templates of the active defense's explain lines (``def.*`` keys), and its log
lines; the UI translates them in the "Explain" and "Log" contexts."""

from __future__ import annotations

TEMPLATES: dict[str, str] = {
    "def.dodge": "Dodge {value}.",
    "def.parry": "Parry {value}.",
    "def.block": "Block {value}.",
    "def.halved": "Reeling or very tired (below HP/3 or FP/3): Dodge halved, {before} → "
                  "{after}.",
    "def.retreat": "Retreat: {modifier:+d}.",
    "def.stunned": "Stunned: {modifier:+d}.",
    "def.prone": "Prone: {modifier:+d}.",
    "def.attack": "The attack's modifier to the defense: {modifier:+d}.",
    "def.ailment": "A running infection: {modifier:+d} to every roll.",
    "def.other": "GM's modifier: {modifier:+d}.",
    "def.effective": "Effective defense {effective}.",
    "def.none": "No active defense.",
    "def.always": "A defense roll of {roll} always succeeds.",
    "def.never": "A defense roll of {roll} always fails.",
    "def.roll": "3d rolled {roll} against {effective}: margin {margin:+d}.",
    "def.rapid_fire": "A dodge against rapid fire stops 1 + {margin} = {stopped} of {hits} hits.",
    "def.through": "{stopped} hit(s) stopped, {through} got through.",
    "def.second": "All-Out Defense (Double): a second, different defense against the {hits} "
                  "hit(s) the first let through.",
}

LOG_TEMPLATES: dict[str, str] = {
    "defense": "{name} defends ({defense}): 3d {roll} vs {effective} — {result}; "
               "{stopped} hit(s) stopped, {through} got through.",
    "defense_second": "{name} defends again ({defense}, after a failed {first}; All-Out "
                      "Defense, Double): 3d {roll} vs {effective} — {result}; {stopped} hit(s) "
                      "stopped, {through} got through.",
    "defense_none": "{name} has no defense: {through} hit(s) got through.",
    "critical_table": "{name}: critical table roll 3d {roll} — {text}",
}
