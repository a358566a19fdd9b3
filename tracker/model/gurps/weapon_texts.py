"""English templates of the weapons' explain and log lines (W1: an attack or a defense with
a weapon of the sheet); the UI translates them in the "Explain" and "Log" contexts."""

from __future__ import annotations

TEMPLATES: dict[str, str] = {
    "tohit.weapon": "With {weapon}: skill {skill}.",
    "def.weapon": "With {weapon}.",
    "def.repeated_parry": "Parried with this weapon already this turn: {modifier:+d}.",
    "def.feverish": "Feverish Defense: {modifier:+d} (costs 1 FP).",
}

LOG_TEMPLATES: dict[str, str] = {
    "feverish_defense": "{name}: Feverish Defense costs {fp} FP (FP {fp_before} → {fp_after}).",
}

TEMPLATES.update({
    "tohit.b550_size": "The target's Size Modifier (B550): {value:+d}.",
    "tohit.b550_range": "Range {range} m and speed {speed} m/s: {total} on the speed/range "
                        "table (B550): {value:+d}.",
})
