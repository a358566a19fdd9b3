"""GURPS texts of the log and the explain traces: keys -> English templates.

The model never pre-formats prose; the UI translates these templates ("Log", "Explain" and
"Effect" contexts) and the CLI renders them in English."""

from __future__ import annotations

from tracker.model import explain, log

from .defense_texts import LOG_TEMPLATES as DEFENSE_LOG
from .defense_texts import TEMPLATES as DEFENSE_TEMPLATES
from .maneuver_texts import LOG_TEMPLATES as MANEUVER_LOG
from .maneuver_texts import NAMED_ARGS as MANEUVER_NAMED_ARGS
from .maneuver_texts import TEMPLATES as MANEUVER_TEMPLATES
from .tohit_texts import TEMPLATES as TOHIT_TEMPLATES
from .weapon_texts import LOG_TEMPLATES as WEAPON_LOG
from .weapon_texts import TEMPLATES as WEAPON_TEMPLATES

#: GURPS log keys -> English templates
LOG_TEMPLATES: dict[str, str] = {
    "hit": "{name}: {damage} {type} to {location} → {injury} injury (HP {hp_before} → {hp_after}).",
    "hit_counts_as": "{name}: {damage} {type} to {aimed}, which counts as {location} → {injury} injury (HP {hp_before} → {hp_after}).",
    "hit_fat": "{name}: {damage} fatigue damage → FP {fp_before} → {fp_after}.",
    "hit_fat_hp": "{name}: {damage} fatigue damage → FP {fp_before} → {fp_after}, "
                  "HP {hp_before} → {hp_after}.",
    "duration": "{name}: {location} — G7 roll {roll} vs HT {target}: {kind}.",
    "duration_lasting": "{name}: {location} — G7 roll {roll} vs HT {target}: lasting, 1d {die} "
                        "− {care} (medical care), at least 1: {months} month(s).",
    "dismembered": "{name}: {location} is lost for good (no roll).",
    "heal": "{name}: natural recovery roll {roll} vs HT {target}: HP {before} → {after}.",
    "recovered": "{name}: {location} has recovered.",
    "no_combat_effects": "{name}: out of combat — no shock and no knockdown roll.",
    "no_shock_out_of_combat": "{name}: out of combat — no shock (there is no next turn).",
    "death_check_owed": "{name}: HP {hp}/{max_hp} reaches −{n}×HP: HT roll or die.",
    "death_check_dropped": "{name}: HP {hp}/{max_hp} is above −{n}×HP: that death check no "
                           "longer applies.",
    "collapse_dropped": "{name}: HP {hp}/{max_hp} is above 0: no roll to stay conscious.",
    "attack": "{name} attacks {target} ({location}): 3d {roll} vs {effective} "
              "(skill {skill} {modifier:+d}) — {result}.",
    "attack_burst": "{name} fires {shots} shots at {target} ({location}): 3d {roll} vs "
                    "{effective} (skill {skill} {modifier:+d}) — {result}, {hits} hit(s).",
    "wakes": "{name} wakes up (G14).",
    "stun_ends": "{name}: stun ends at second {second} of the time advanced — HT roll {roll} "
                 "vs {target} succeeded ({rolls} rolls, one a second).",
    "stun_holds": "{name}: still stunned — {rolls} HT rolls failed (one a second of the time "
                  "advanced).",
    "stun_ended": "{name}: the fight is over — the stun ends without a roll (R22).",
    "fight_roll_unmade": "{name}: the {check} roll was not made before the fight ended; it "
                         "no longer applies.",
}

#: explain key -> English template (the UI translates them in the "Explain" context)
EXPLAIN_TEMPLATES: dict[str, str] = {
    "loc.aimed": "Aimed at {location}.",
    "loc.random": "Random location: 3d rolled {roll} → {location}.",
    "loc.subroll": "Sub-roll {subroll} on 1d{dice} → {location}.",
    "loc.from_behind": "From behind: a random face hit becomes the skull.",
    "loc.missing_to_torso": "{location} is missing: the hit goes to the torso.",
    "loc.counts_as": "{trait}: a hit to {location} counts as {as_location}.",
    "loc.fatigue": "Fatigue damage ignores hit location.",
    "dr.base": "DR {dr} at {location}.",
    "dr.natural": "Natural DR +{bonus} at {location}.",
    "dr.eye_unarmored": "Armor does not cover the eyes: DR 0.",
    "dr.divisor": "Armor divisor ({divisor}): DR {before} → {after}.",
    "dr.divisor_fractional": "Armor divisor ({divisor}) multiplies DR: {before} → {after}.",
    "dr.fractional_minimum": "Against a fractional armor divisor DR is at least 1: {before} → 1.",
    "dr.chinks": "Chinks in armor: DR halved, {before} → {after}.",
    "dr.effective": "Effective DR {dr}.",
    "pen.value": "Penetrating damage {damage} − {dr} = {penetrating}.",
    "pen.blunt_trauma": "Flexible armor stopped the hit: blunt trauma {injury}.",
    "mult.type": "{type}: wounding multiplier ×{mult}.",
    "mult.location": "{location}: {type} multiplier becomes ×{mult}.",
    "mult.unliving": "Unliving: {type} multiplier ×{mult}.",
    "mult.homogeneous": "Homogeneous: {type} multiplier ×{mult}; location multipliers ignored.",
    "mult.diffuse": "Diffuse: location multipliers ignored.",
    "mult.wound": "Targeting the Wounded disadvantage: ×1.5 injury (total ×{mult}).",
    "inj.value": "Injury {penetrating} × {mult} = {injury} (rounded down).",
    "inj.minimum": "Penetrating damage of 1 or more always does at least 1 injury.",
    "inj.diffuse_cap": "Diffuse: injury capped at {cap}.",
    "inj.none": "No penetrating damage: no injury.",
    "crip.brainless_head": "A brainless extra head is an extremity: crippled by injury over {formula}.",
    "crip.threshold": "{location} is crippled by injury over {threshold} (at least {minimum}).",
    "crip.crippled": "{injury} injury cripples {location}.",
    "crip.not": "{injury} injury does not cripple {location}.",
    "crip.cap": "Injury to a limb or extremity is capped at {cap}: {before} → {cap}.",
    "crip.eye_uncapped": "Eye injury is not capped.",
    "crip.immune": "Diffuse: immune to crippling.",
    "crip.eyes_one": "{location} stands for both eyes: a first crippling hit costs one eye.",
    "crip.eyes_both": "{location} stands for both eyes and one is lost: this hit costs the other.",
    "dism.severed": "Injury {injury} is at least twice {minimum}: {location} is severed.",
    "dism.destroyed": "Injury {injury} is at least twice {minimum}: {location} is destroyed.",
    "head.cap": "One of {heads} heads: injury to a head or neck from one attack is at most 2×HP/{heads} = {cap} ({before} → {cap}).",
    "major.yes": "Major wound: {injury} injury is over HP/2 ({half}).",
    "major.crippling": "A crippling injury is always a major wound.",
    "kd.required": "Knockdown and stun: HT roll at {modifier:+d}.",
    "kd.location": "{location}: knockdown modifier {modifier:+d}.",
    "kd.high_pain": "High Pain Threshold: +3 to knockdown.",
    "kd.low_pain": "Low Pain Threshold: −4 to knockdown.",
    "kd.head_shock": "Injury to {location} with a shock penalty calls for a knockdown roll.",
    "kd.unconscious": "Already unconscious: no knockdown roll.",
    "shock.per_k": "HP {hp} is 20 or more: −1 per full {k} injury ({injury} injury).",
    "shock.value": "Shock {shock} to DX and IQ on the next turn.",
    "shock.high_pain": "High Pain Threshold: no shock.",
    "shock.low_pain": "Low Pain Threshold: shock doubled.",
    "shock.groin": "Crushing to a male groin: shock doubled (max −8).",
    "hp.after": "HP {before} → {after}.",
    "fp.after": "FP {before} → {after}.",
    "fp.to_hp": "FP at 0 or below: {hp} FP lost also costs {hp} HP.",
    "hp.reeling": "Below HP/3: reeling (half Move and Dodge).",
    "hp.collapse": "HP 0 or below: HT roll each turn to stay conscious.",
    "hp.collapse_unconscious": "HP 0 or below, already unconscious: no roll to stay conscious.",
    "hp.death_check": "Reached −{n}×HP: HT roll or die.",
    "hp.dead": "Reached −5×HP: dead.",
    "hp.destroyed": "Reached −10×HP: body destroyed.",
    "effect.face_cor_eye": "Corrosion major wound to the face blinds {count} eye(s).",
    "effect.part": "{location}: {effect}",
    "wound.multiplier": "Unliving keeps the location multiplier ×{mult} at {location}.",
}


#: arguments holding ids that a renderer turns into display names
NAMED_ARGS = frozenset({"location", "as_location", "effect", "trait", "type"})

#: G6 part effects while crippled: effect id -> English text.
EFFECTS: dict[str, str] = {
    "hand": "drops what it held (two-handed grip: DX roll); can hold nothing; One Hand until healed",
    "arm": "holds nothing; a strapped shield stays but cannot block (DB −1); One Arm until healed",
    "arm_severed": "holds nothing; the shield is lost with the arm; One Arm until healed",
    "foot": "falls; cannot stand or walk without support; Lame (missing foot) until healed",
    "leg": "falls; fights sitting or lying; Lame (missing leg) until healed",
    "eye": "One Eye",
    "eye_last": "Blindness: no working eye left",
    "extra_arm": "one usable arm fewer (a real disadvantage only below 2)",
    "extra_leg": "one leg fewer (see Extra Legs)",
    "head": "loses the Extra Head benefits",
    "striker": "cannot attack with it",
    "tail": "its advantages stop working; DX −1 (−2 and half Move when swimming or flying)",
    "wing": "cannot fly; falls if airborne; cannot strike with it",
    "fin": "DX −3",
}



#: the attack roll's lines (tohit_texts) belong to GURPS's explain texts too
EXPLAIN_TEMPLATES.update(TOHIT_TEMPLATES)
#: and so do the active defense's (defense_texts), log lines included
EXPLAIN_TEMPLATES.update(DEFENSE_TEMPLATES)
LOG_TEMPLATES.update(DEFENSE_LOG)
#: and the maneuvers' and postures' (maneuver_texts, RULES M)
EXPLAIN_TEMPLATES.update(MANEUVER_TEMPLATES)
LOG_TEMPLATES.update(MANEUVER_LOG)
#: and the weapons' (weapon_texts, W1)
EXPLAIN_TEMPLATES.update(WEAPON_TEMPLATES)
LOG_TEMPLATES.update(WEAPON_LOG)

log.register(LOG_TEMPLATES)
explain.register(EXPLAIN_TEMPLATES, NAMED_ARGS | MANEUVER_NAMED_ARGS)
