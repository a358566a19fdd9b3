"""English templates of the W rules' explain and log lines (weapons, B550, bleeding; an attack or a defense with
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

#: W4 bleeding (B420) and First Aid (B424)
TEMPLATES.update({
    "bleed.roll": "Bleeding: HT {ht} {modifier:+d} (−1 per 5 HP of bleeding wounds) = "
                  "{target}, 3d rolled {roll}.",
    "bleed.critical_success": "A critical success: the bleeding stops.",
    "bleed.success": "A success ({streak} in a row): no blood lost this minute.",
    "bleed.stops_streak": "A third success in a row: the bleeding stops.",
    "bleed.failure": "A failure: {hp} HP lost to bleeding.",
})
LOG_TEMPLATES.update({
    "bleeding_starts": "{name} bleeds: {injury} HP of bleeding wounds, roll at "
                       "{modifier:+d} (W4).",
    "bleeding_due": "{name}: a bleeding roll is owed (HT {modifier:+d}).",
    "bleeding_loss": "{name}: bleeding roll {roll} vs {target}: {hp} HP lost "
                     "(HP {hp_before} → {hp_after}).",
    "bleeding_held": "{name}: bleeding roll {roll} vs {target}: no blood lost this minute.",
    "bleeding_stops": "{name}: bleeding roll {roll} vs {target}: the bleeding stops.",
    "bleeding_over": "{name}: no longer bleeding; the roll is dropped.",
    "first_aid": "{name}: First Aid {roll} vs {target}: bandaged (HP {hp_before} → "
                 "{hp_after}).",
    "first_aid_fails": "{name}: First Aid {roll} vs {target} fails.",
})

#: W5 knockback (B378)
TEMPLATES.update({
    "kb.yards": "Knockback: {damage} basic damage ÷ (ST − 2 = {per_yard}) = {yards} yd; "
                "the roll to stay standing {modifier:+d}.",
})
LOG_TEMPLATES.update({
    "knockback": "{name} is knocked back {yards} yd.",
    "knockback_stands": "{name}: roll to stay standing {roll} vs {target}: stays up.",
    "knockback_falls": "{name}: roll to stay standing {roll} vs {target}: falls down.",
})
