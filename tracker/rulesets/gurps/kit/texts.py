"""GURPS words in the UI language: traits, damage types, part statuses, hit locations and
body plans, part effects, its refusals, the words of its log lines' arguments, and the explain
lines of GURPS and its campaign modules (the "Explain", "Effect" and "Log" contexts). Its
tracks, conditions, check kinds and log templates are in its words files
(``tracker/rulesets/gurps/words_*.json``, :mod:`tracker.model.words`). The generic text modules
(:mod:`tracker.ui.explain_text`, :mod:`tracker.ui.log_text`) reach these through the GURPS kit.

The block at the end lists every GURPS explain template and part effect inside
``QT_TRANSLATE_NOOP`` so that ``pyside6-lupdate`` extracts them. It is generated: run
``python -m tracker.rulesets.gurps.kit.texts`` and paste the output over the block when the model's
templates change (a test checks that they stay in sync).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tracker.model.errors import TrackerError
from tracker.model.explain import ExplainLine
from tracker.rulesets.gurps.rules.modules.texts import LOG_TEMPLATES as CAMPAIGN_LOG_TEMPLATES
from tracker.rulesets.gurps.rules.modules.texts import TEMPLATES as CAMPAIGN_TEMPLATES
from tracker.rulesets.gurps.rules.texts import EFFECTS
from tracker.rulesets.gurps.rules.texts import EXPLAIN_TEMPLATES as GURPS_TEMPLATES
from tracker.rulesets.gurps.rules.texts import LOG_TEMPLATES as GURPS_LOG_TEMPLATES
from tracker.ui import explain_text as generic
from tracker.ui import i18n

from . import campaign_text, maneuver_text
from .page_words import defense_word

# body plans and damage types load with the first name asked of them, not with the window
if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter
    from tracker.rulesets.gurps.rules.bodyplan import BodyPlan

#: every explain template of GURPS and its campaign modules (V4–V8)
TEMPLATES: dict[str, str] = {**GURPS_TEMPLATES, **CAMPAIGN_TEMPLATES}
#: every log template of GURPS and its campaign modules, in the block's order
LOG_TEMPLATES: dict[str, str] = {**GURPS_LOG_TEMPLATES, **CAMPAIGN_LOG_TEMPLATES}

# -- display names ----------------------------------------------------------------------------

#: trait id -> English name (context "Trait")
TRAIT_NAMES: dict[str, str] = {
    "no_brain": QT_TRANSLATE_NOOP("Trait", "No Brain"),
    "no_head": QT_TRANSLATE_NOOP("Trait", "No Head"),
    "no_neck": QT_TRANSLATE_NOOP("Trait", "No Neck"),
    "no_vitals": QT_TRANSLATE_NOOP("Trait", "No Vitals"),
    "no_eyes": QT_TRANSLATE_NOOP("Trait", "No Eyes"),
    "unliving": QT_TRANSLATE_NOOP("Trait", "Unliving"),
    "homogeneous": QT_TRANSLATE_NOOP("Trait", "Homogeneous"),
    "diffuse": QT_TRANSLATE_NOOP("Trait", "Diffuse"),
    "male": QT_TRANSLATE_NOOP("Trait", "Male"),
    "high_pain_threshold": QT_TRANSLATE_NOOP("Trait", "High Pain Threshold"),
    "low_pain_threshold": QT_TRANSLATE_NOOP("Trait", "Low Pain Threshold"),
    "no_blood": QT_TRANSLATE_NOOP("Trait", "No Blood"),
}

#: damage type id -> English long name (context "DamageType")
DAMAGE_TYPE_NAMES: dict[str, str] = {
    "cr": QT_TRANSLATE_NOOP("DamageType", "crushing"),
    "cut": QT_TRANSLATE_NOOP("DamageType", "cutting"),
    "imp": QT_TRANSLATE_NOOP("DamageType", "impaling"),
    "pi-": QT_TRANSLATE_NOOP("DamageType", "small piercing"),
    "pi": QT_TRANSLATE_NOOP("DamageType", "piercing"),
    "pi+": QT_TRANSLATE_NOOP("DamageType", "large piercing"),
    "pi++": QT_TRANSLATE_NOOP("DamageType", "huge piercing"),
    "burn": QT_TRANSLATE_NOOP("DamageType", "burning"),
    "tbb": QT_TRANSLATE_NOOP("DamageType", "tight-beam burning"),
    "cor": QT_TRANSLATE_NOOP("DamageType", "corrosion"),
    "tox": QT_TRANSLATE_NOOP("DamageType", "toxic"),
    "fat": QT_TRANSLATE_NOOP("DamageType", "fatigue"),
}

#: conditions a GM may set by hand (shock has a size, the rest follow from numbers)
SETTABLE_CONDITIONS = ("stunned", "prone", "unconscious", "dead")

#: part status -> English name (context "PartStatus")
STATUS_NAMES: dict[str, str] = {
    "ok": QT_TRANSLATE_NOOP("PartStatus", "unhurt"),
    "crippled": QT_TRANSLATE_NOOP("PartStatus", "crippled"),
    "severed": QT_TRANSLATE_NOOP("PartStatus", "severed"),
    "destroyed": QT_TRANSLATE_NOOP("PartStatus", "destroyed"),
}

#: recovery timer kind -> English name (translated in context "Log")
TIMER_KIND_NAMES: dict[str, str] = {
    "temporary": QT_TRANSLATE_NOOP("Log", "temporary"),
    "lasting": QT_TRANSLATE_NOOP("Log", "lasting"),
    "permanent": QT_TRANSLATE_NOOP("Log", "permanent"),
}

#: attack roll result id -> English words (translated in context "Log")
ATTACK_RESULT_NAMES: dict[str, str] = {
    "hit": QT_TRANSLATE_NOOP("Log", "hit"),
    "miss": QT_TRANSLATE_NOOP("Log", "miss"),
    "critical_hit": QT_TRANSLATE_NOOP("Log", "critical hit"),
    "critical_miss": QT_TRANSLATE_NOOP("Log", "critical miss"),
    "torso": QT_TRANSLATE_NOOP("Log", "missed by 1, hits the torso"),
}
#: active defense id / defense result -> English words (translated in context "Log"); a
#: dodge, parry and block are named by the words file (``page.seat.defenses``, :mod:`.page_words`)
DEFENSE_NAMES: dict[str, str] = {
    "success": QT_TRANSLATE_NOOP("Log", "success"),
    "failure": QT_TRANSLATE_NOOP("Log", "failure"),
}
#: the aimed location of an attack at a random location
RANDOM_LOCATION = QT_TRANSLATE_NOOP("Log", "random location")


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def _named(table: dict[str, str], context: str, key: str) -> str:
    """``key``'s English name in ``table`` translated in ``context``; unknown keys as they are."""
    src = table.get(key)
    return _tr(context, src) if src else key


def trait_name(trait_id: str) -> str:
    """"high_pain_threshold" -> "High Pain Threshold" (translated); unknown ids unchanged."""
    return _named(TRAIT_NAMES, "Trait", trait_id)


def damage_type_long_name(type_id: str) -> str:
    """"cr" -> "crushing" (translated)."""
    return _named(DAMAGE_TYPE_NAMES, "DamageType", type_id)


def damage_type_name(type_id: str) -> str:
    """"cr" -> "cr — crushing": the abbreviation GMs know plus the translated name."""
    src = DAMAGE_TYPE_NAMES.get(type_id)
    return f"{type_id} — {_tr('DamageType', src)}" if src else type_id


def weapon_damage_text(w: Any) -> str:
    """A weapon's damage as the GM reads it: its dice and divisor as the sheet writes them,
    its type in the UI's words ("1d+1 cut", 「1d+1 切り」); "" without damage."""
    text = w.damage_text or ""
    if w.type and text.endswith(" " + w.type):
        text = text[: -len(w.type)] + damage_type_short(w.type)
    return text


def damage_type_short(type_id: str) -> str:
    """How a damage type reads inside a sentence: the GURPS abbreviation in English
    ("cut"), the translated word where the language has its own (切り)."""
    if i18n.language() == "en":
        return type_id
    return damage_type_long_name(type_id)


def status_name(status: str) -> str:
    """Part status ("ok", "crippled", "severed", "destroyed") as translated text."""
    return _named(STATUS_NAMES, "PartStatus", status)


def side_name(side: str) -> str:
    return generic.side_name(side)


def effect_text(effect_id: str) -> str:
    """A G6 part effect id ("arm", "eye_last", ...) as translated text."""
    return _named(EFFECTS, "Effect", effect_id)


def location_name(location_id: str, plan: BodyPlan | None = None) -> str:
    """A location id as its name in the current language.

    Looks in ``plan`` first, then in any bundled plan that has the id (names of the same id
    agree across plans); an unknown id is shown as it is."""
    from tracker.rulesets.gurps.rules.bodyplan import body_plans, brainless_head_location

    lang = i18n.language()
    if plan is not None and location_id in plan.by_id:
        return plan.by_id[location_id].name(lang)
    for other in body_plans().values():
        loc = other.by_id.get(location_id)
        if loc is not None:
            return loc.name(lang)
    head = brainless_head_location(location_id)  # of a combatant no longer there
    return head.name(lang) if head is not None else location_id


def plan_name(body: Any) -> str:
    """A sheet's body (a bundled plan's id or a custom plan object) as its plan's name."""
    from tracker.rulesets.gurps.rules.bodyplan import body_plan

    try:
        return body_plan(body).name(i18n.language())
    except TrackerError:
        return str(body)


def plan_of(c: Combatant | None) -> BodyPlan | None:
    """The body plan of ``c``, to name its locations (None when gone or unknown)."""
    if c is None:
        return None
    try:
        return c.sheet.plan
    except Exception:  # unknown body plan id: show raw ids
        return None


def combatant_location_name(enc: Encounter, cid: str | None, loc: str | None) -> str:
    """A location id of combatant ``cid`` as a name in the current language (from any
    bundled plan that knows the id when the combatant is gone)."""
    if loc is None:
        return ""
    return location_name(str(loc), plan_of(enc.combatants.get(cid) if cid else None))


def defense_name(word: str) -> str:
    """An active defense or a defense's result ("parry", "success") in the log's words."""
    if word in ("dodge", "parry", "block"):
        return defense_word(word)
    return _tr("Log", DEFENSE_NAMES.get(word, word))


def timer_kind_name(kind: str) -> str:
    return _tr("Log", TIMER_KIND_NAMES.get(kind, kind))


# -- explain lines ----------------------------------------------------------------------------


def name_of(plan: BodyPlan | None):
    """The ``name_of(arg, value)`` callback of :meth:`ExplainLine.render` for ``plan``."""

    def _name(arg: str, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        if arg in ("location", "as_location"):
            return location_name(value, plan)
        if arg == "effect":
            return effect_text(value)
        if arg == "trait":
            return trait_name(value)
        if arg == "type":
            return damage_type_short(value)
        stance = maneuver_text.named(arg, value)
        if stance is not None:
            return stance
        named = campaign_text.explain_name(arg, value)
        return value if named is None else named

    return _name


def render_line(line: ExplainLine, plan: BodyPlan | None = None) -> str:
    """One GURPS explain line in the current language, its locations named by ``plan``."""
    return generic.render_line(line, name_of(plan))


def render_lines(lines, plan: BodyPlan | None = None) -> list[str]:
    return [render_line(line, plan) for line in lines]


# -- log lines --------------------------------------------------------------------------------


def log_args(key: str, args: dict[str, Any], c: Combatant | None = None) -> dict[str, Any]:
    """A GURPS log line's arguments with its ids as words (locations by ``c``'s plan)."""
    if key in CAMPAIGN_LOG_TEMPLATES:  # the campaign modules' ids (V4–V8)
        args = {k: campaign_text.name(k, v) if campaign_text.is_named(k, log=True) else v
                for k, v in args.items()}
    else:
        args = dict(args)
    if key in ("attack", "attack_burst"):
        args["result"] = _tr("Log", ATTACK_RESULT_NAMES.get(str(args.get("result")),
                                                           str(args.get("result"))))
        if args.get("location") == "random":
            args["location"] = _tr("Log", RANDOM_LOCATION)
    if key in ("maneuver", "posture"):  # RULES M ids
        args = {k: maneuver_text.named(k, v) or v for k, v in args.items()}
    if key in ("defense", "defense_second"):  # the second: All-Out Defense (Double), M
        for k in ("defense", "result", "first"):
            if k in args:
                args[k] = defense_name(str(args[k]))
    for k in ("location", "aimed"):
        if k in args and args[k] is not None:
            args[k] = location_name(str(args[k]), plan_of(c))
        elif k in args:
            args[k] = ""
    if "type" in args:
        args["type"] = damage_type_short(str(args["type"]))
    if key == "duration" and "kind" in args:
        args["kind"] = timer_kind_name(str(args["kind"]))
    return args


# -- errors -----------------------------------------------------------------------------------


#: the quick-hit line's refusals (RulesError "quick_hit", by its ``why``)
QUICK_HIT_ERRORS = {
    "empty": QT_TRANSLATE_NOOP("Error", "Type who is hit and the damage, e.g. Goblin 2d+1 cut."),
    "no_damage": QT_TRANSLATE_NOOP("Error", "No damage in the line: add a number or dice like 2d+1 after the name."),  # noqa: E501
    "nobody_selected": QT_TRANSLATE_NOOP("Error", "Nobody is selected."),
    "unknown_name": QT_TRANSLATE_NOOP("Error", "No combatant is called “{name}”."),
    "no_name": QT_TRANSLATE_NOOP("Error", "Name who is hit before the damage."),
    "no_location": QT_TRANSLATE_NOOP("Error", "{name} has no location “{where}”."),
}


def error_text(err: TrackerError, plan: BodyPlan | None = None) -> str:
    """A refusal in a GURPS encounter as a translated sentence where its code is known (the
    core's codes too), else its English text."""
    return gurps_error_text(err, plan) or generic.error_text(err)


def gurps_error_text(err: TrackerError, plan: BodyPlan | None = None) -> str | None:
    """GURPS's own refusals (hit locations, 3d rolls, divisors); None for another code."""
    code = getattr(err, "code", "")
    args = getattr(err, "args_", {}) or {}
    loc = args.get("location")
    loc_name = location_name(loc, plan) if isinstance(loc, str) else ""
    kind = None
    if plan is not None and isinstance(loc, str) and loc in plan.by_id:
        kind = plan.by_id[loc].kind
    if code == "quick_hit" and args.get("why") in QUICK_HIT_ERRORS:
        return QCoreApplication.translate("Error", QUICK_HIT_ERRORS[args["why"]]).format(
            name=args.get("name", ""), where=args.get("where", ""))
    if code == "advance_disease":
        return QCoreApplication.translate(
            "Error", "While a disease runs its course (V7), advance at most {days} days at a "
            "time.").format(days=args.get("days", 366))
    if code == "advance_rolls":
        days = args.get("days", 1)
        text = (QCoreApplication.translate(
            "Error", "At {celsius} °C everyone exposed ({exposed}) rolls for the heat or cold "
            "every half hour (V8): this advance would make about {rolls} rolls. Advance a day "
            "at a time in this weather.") if days == 1 else QCoreApplication.translate(
            "Error", "At {celsius} °C everyone exposed ({exposed}) rolls for the heat or cold "
            "every half hour (V8): this advance would make about {rolls} rolls. Advance at "
            "most {days} days at a time in this weather."))
        return text.format(celsius=args.get("celsius"), exposed=args.get("exposed"),
                           rolls=args.get("rolls"), days=days)
    if code == "type_not_allowed":
        dtype = str(args.get("type", ""))
        from tracker.rulesets.gurps.rules.damage import EYE_TYPES

        if kind == "eye" and dtype in EYE_TYPES:
            return QCoreApplication.translate(
                "Error", "An eye can only be targeted from the front.")
        text = QCoreApplication.translate(
            "Error", "A {type} attack cannot target {location}: only {types} can.")
        return text.format(type=damage_type_long_name(dtype), location=loc_name,
                           types="imp, pi-, pi, pi+, pi++, tbb")
    if code == "location_missing":
        trait = args.get("trait")
        if trait:
            text = QCoreApplication.translate(
                "Error", "{location} cannot be targeted: the target has {trait}.")
            return text.format(location=loc_name, trait=trait_name(str(trait)))
        text = QCoreApplication.translate("Error", "{location} cannot be targeted: it is gone.")
        return text.format(location=loc_name)
    if code == "unknown_location":
        text = QCoreApplication.translate("Error", "This body plan has no location {location}.")
        return text.format(location=loc_name or str(loc))
    if code == "roll_range":
        return QCoreApplication.translate("Error", "A 3d roll must be between 3 and 18.")
    if code == "subroll_range":
        return QCoreApplication.translate("Error", "The sub-roll is out of range.")
    if code == "needs_roll":
        return QCoreApplication.translate("Error", "A random location needs a 3d roll.")
    if code == "bad_divisor":
        return QCoreApplication.translate("Error", "The armor divisor must be a number above 0.")
    if code == "destroyed":
        return QCoreApplication.translate("Error", "This body is destroyed: it cannot be hit.")
    if code == "dead_meal":
        return QCoreApplication.translate(
            "Error", "{name} is dead: the dead eat no meals.").format(name=args.get("name", ""))
    return None


# -- lupdate block ----------------------------------------------------------------------------


def noop_block() -> str:
    """The generated source of the QT_TRANSLATE_NOOP block below (see the module docstring)."""
    from tracker.ui.options_text import declared_texts

    return i18n.noop_block(__name__, ("_EXPLAIN_SOURCES", "Explain", TEMPLATES.values()),
                           ("_EFFECT_SOURCES", "Effect", EFFECTS.values()),
                           ("_OPTION_SOURCES", "Options", declared_texts("gurps")))


BLOCK_BEGIN = i18n.block_begin(__name__)
BLOCK_END = i18n.BLOCK_END

# --- BEGIN GENERATED lupdate block (python -m tracker.rulesets.gurps.kit.texts) ---
_EXPLAIN_SOURCES = (
    QT_TRANSLATE_NOOP("Explain", "Aimed at {location}."),
    QT_TRANSLATE_NOOP("Explain", "Random location: 3d rolled {roll} → {location}."),
    QT_TRANSLATE_NOOP("Explain", "Sub-roll {subroll} on 1d{dice} → {location}."),
    QT_TRANSLATE_NOOP("Explain", "From behind: a random face hit becomes the skull."),
    QT_TRANSLATE_NOOP("Explain", "{location} is missing: the hit goes to the torso."),
    QT_TRANSLATE_NOOP("Explain", "{trait}: a hit to {location} counts as {as_location}."),
    QT_TRANSLATE_NOOP("Explain", "Fatigue damage ignores hit location."),
    QT_TRANSLATE_NOOP("Explain", "DR {dr} at {location}."),
    QT_TRANSLATE_NOOP("Explain", "Natural DR +{bonus} at {location}."),
    QT_TRANSLATE_NOOP("Explain", "Armor does not cover the eyes: DR 0."),
    QT_TRANSLATE_NOOP("Explain", "Armor divisor ({divisor}): DR {before} → {after}."),
    QT_TRANSLATE_NOOP("Explain", "Armor divisor ({divisor}) multiplies DR: {before} → {after}."),
    QT_TRANSLATE_NOOP("Explain", "Against a fractional armor divisor DR is at least 1: {before} → 1."),
    QT_TRANSLATE_NOOP("Explain", "Chinks in armor: DR halved, {before} → {after}."),
    QT_TRANSLATE_NOOP("Explain", "Effective DR {dr}."),
    QT_TRANSLATE_NOOP("Explain", "Penetrating damage {damage} − {dr} = {penetrating}."),
    QT_TRANSLATE_NOOP("Explain", "Flexible armor stopped the hit: blunt trauma {injury}."),
    QT_TRANSLATE_NOOP("Explain", "{type}: wounding multiplier ×{mult}."),
    QT_TRANSLATE_NOOP("Explain", "{location}: {type} multiplier becomes ×{mult}."),
    QT_TRANSLATE_NOOP("Explain", "Unliving: {type} multiplier ×{mult}."),
    QT_TRANSLATE_NOOP("Explain", "Homogeneous: {type} multiplier ×{mult}; location multipliers ignored."),
    QT_TRANSLATE_NOOP("Explain", "Diffuse: location multipliers ignored."),
    QT_TRANSLATE_NOOP("Explain", "Targeting the Wounded disadvantage: ×1.5 injury (total ×{mult})."),
    QT_TRANSLATE_NOOP("Explain", "Injury {penetrating} × {mult} = {injury} (rounded down)."),
    QT_TRANSLATE_NOOP("Explain", "Penetrating damage of 1 or more always does at least 1 injury."),
    QT_TRANSLATE_NOOP("Explain", "Diffuse: injury capped at {cap}."),
    QT_TRANSLATE_NOOP("Explain", "No penetrating damage: no injury."),
    QT_TRANSLATE_NOOP("Explain", "A brainless extra head is an extremity: crippled by injury over {formula}."),
    QT_TRANSLATE_NOOP("Explain", "{location} is crippled by injury over {threshold} (at least {minimum})."),
    QT_TRANSLATE_NOOP("Explain", "{injury} injury cripples {location}."),
    QT_TRANSLATE_NOOP("Explain", "{injury} injury does not cripple {location}."),
    QT_TRANSLATE_NOOP("Explain", "Injury to a limb or extremity is capped at {cap}: {before} → {cap}."),
    QT_TRANSLATE_NOOP("Explain", "Eye injury is not capped."),
    QT_TRANSLATE_NOOP("Explain", "Diffuse: immune to crippling."),
    QT_TRANSLATE_NOOP("Explain", "{location} stands for both eyes: a first crippling hit costs one eye."),
    QT_TRANSLATE_NOOP("Explain", "{location} stands for both eyes and one is lost: this hit costs the other."),
    QT_TRANSLATE_NOOP("Explain", "Injury {injury} is at least twice {minimum}: {location} is severed."),
    QT_TRANSLATE_NOOP("Explain", "Injury {injury} is at least twice {minimum}: {location} is destroyed."),
    QT_TRANSLATE_NOOP("Explain", "One of {heads} heads: injury to a head or neck from one attack is at most 2×HP/{heads} = {cap} ({before} → {cap})."),
    QT_TRANSLATE_NOOP("Explain", "Major wound: {injury} injury is over HP/2 ({half})."),
    QT_TRANSLATE_NOOP("Explain", "A crippling injury is always a major wound."),
    QT_TRANSLATE_NOOP("Explain", "Knockdown and stun: HT roll at {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "{location}: knockdown modifier {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "High Pain Threshold: +3 to knockdown."),
    QT_TRANSLATE_NOOP("Explain", "Low Pain Threshold: −4 to knockdown."),
    QT_TRANSLATE_NOOP("Explain", "Injury to {location} with a shock penalty calls for a knockdown roll."),
    QT_TRANSLATE_NOOP("Explain", "Already unconscious: no knockdown roll."),
    QT_TRANSLATE_NOOP("Explain", "HP {hp} is 20 or more: −1 per full {k} injury ({injury} injury)."),
    QT_TRANSLATE_NOOP("Explain", "Shock {shock} to DX and IQ on the next turn."),
    QT_TRANSLATE_NOOP("Explain", "High Pain Threshold: no shock."),
    QT_TRANSLATE_NOOP("Explain", "Low Pain Threshold: shock doubled."),
    QT_TRANSLATE_NOOP("Explain", "Crushing to a male groin: shock doubled (max −8)."),
    QT_TRANSLATE_NOOP("Explain", "HP {before} → {after}."),
    QT_TRANSLATE_NOOP("Explain", "FP {before} → {after}."),
    QT_TRANSLATE_NOOP("Explain", "FP at 0 or below: {hp} FP lost also costs {hp} HP."),
    QT_TRANSLATE_NOOP("Explain", "Below HP/3: reeling (half Move and Dodge)."),
    QT_TRANSLATE_NOOP("Explain", "HP 0 or below: HT roll each turn to stay conscious."),
    QT_TRANSLATE_NOOP("Explain", "HP 0 or below, already unconscious: no roll to stay conscious."),
    QT_TRANSLATE_NOOP("Explain", "Reached −{n}×HP: HT roll or die."),
    QT_TRANSLATE_NOOP("Explain", "Reached −5×HP: dead."),
    QT_TRANSLATE_NOOP("Explain", "Reached −10×HP: body destroyed."),
    QT_TRANSLATE_NOOP("Explain", "Corrosion major wound to the face blinds {count} eye(s)."),
    QT_TRANSLATE_NOOP("Explain", "{location}: {effect}"),
    QT_TRANSLATE_NOOP("Explain", "Unliving keeps the location multiplier ×{mult} at {location}."),
    QT_TRANSLATE_NOOP("Explain", "Weapon skill {skill}."),
    QT_TRANSLATE_NOOP("Explain", "Random location: no penalty to hit; the location is rolled with the hit."),
    QT_TRANSLATE_NOOP("Explain", "Aimed at {location}: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Aimed at chinks in the armor of {location}: {value:+d} instead of the location's penalty."),
    QT_TRANSLATE_NOOP("Explain", "Aimed at the Wound: {value:+d} more."),
    QT_TRANSLATE_NOOP("Explain", "Target size {size}: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Nearsighted: one range band farther."),
    QT_TRANSLATE_NOOP("Explain", "Shooting down from {elevation} m above: one range band nearer."),
    QT_TRANSLATE_NOOP("Explain", "Shooting up from {elevation} m below: one range band farther."),
    QT_TRANSLATE_NOOP("Explain", "Range {range} m, point-blank: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Range {range} m, near: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Range {range} m, normal: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Range {range} m, far: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Range {range} m, very far: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Range {range} m, extremely far: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Range {range} m, beyond extremely far: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Target speed {speed} m/s, normal: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Target speed {speed} m/s, fast: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Target speed {speed} m/s, very fast: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Target speed {speed} m/s, extremely fast: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Target speed {speed} m/s, tremendously fast: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Target speed {speed} m/s, absurdly fast: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "The shooter's clothes are on fire: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Shooting prone: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Shooting prone with a braced crossbow or rifle: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Shooting crouching: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Shooting kneeling: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Shooting sitting: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Step and fire: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Moving and firing, the weapon's Bulk {bulk}: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Moving and firing, no Bulk listed: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Gunfire within 1 m: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Shooter in poor visibility: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Poor visibility is cancelled by the Survival skill."),
    QT_TRANSLATE_NOOP("Explain", "Shot from {elevation} m of elevation: the target's active defense {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Simplified ranged modifiers are off: the GM adds the ranged modifiers as their own."),
    QT_TRANSLATE_NOOP("Explain", "Target behind light cover: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Only the target's head is visible (as aiming at the head): {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Only the target's head is visible: aimed at {location}, with its own penalty and nothing more."),
    QT_TRANSLATE_NOOP("Explain", "Only the target's head and shoulders are visible: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Only half of the target's body is visible: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Target prone or fallen: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Target crouching, kneeling or sitting: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Target prone behind minimal cover, head visible: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Target prone behind cover, barely visible: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Characters in the way: {count} × −4 = {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Rapid fire, {shots} shots: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "A running infection: {value:+d} to every roll."),
    QT_TRANSLATE_NOOP("Explain", "GM's modifier: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Effective skill {skill} {modifier:+d} = {effective}."),
    QT_TRANSLATE_NOOP("Explain", "3d rolled {roll} against {effective}: margin {margin:+d}."),
    QT_TRANSLATE_NOOP("Explain", "A roll of {roll} against effective skill {effective} is a critical hit."),
    QT_TRANSLATE_NOOP("Explain", "A roll of {roll} against effective skill {effective} is a critical miss."),
    QT_TRANSLATE_NOOP("Explain", "A roll of {roll} always misses."),
    QT_TRANSLATE_NOOP("Explain", "Hit, margin {margin}."),
    QT_TRANSLATE_NOOP("Explain", "Missed by {by}."),
    QT_TRANSLATE_NOOP("Explain", "Missed {location} by exactly 1: the attack hits the torso."),
    QT_TRANSLATE_NOOP("Explain", "Rapid fire: 1 + {margin} ÷ Recoil {recoil} (rounded down) = {hits} hit(s), at most {shots}."),
    QT_TRANSLATE_NOOP("Explain", "Rapid fire without a Recoil given: one hit of {shots} shots."),
    QT_TRANSLATE_NOOP("Explain", "Dodge {value}."),
    QT_TRANSLATE_NOOP("Explain", "Parry {value}."),
    QT_TRANSLATE_NOOP("Explain", "Block {value}."),
    QT_TRANSLATE_NOOP("Explain", "Reeling or very tired (below HP/3 or FP/3): Dodge halved, {before} → {after}."),
    QT_TRANSLATE_NOOP("Explain", "Retreat: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Stunned: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Prone: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "The attack's modifier to the defense: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "A running infection: {modifier:+d} to every roll."),
    QT_TRANSLATE_NOOP("Explain", "GM's modifier: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Effective defense {effective}."),
    QT_TRANSLATE_NOOP("Explain", "No active defense."),
    QT_TRANSLATE_NOOP("Explain", "A defense roll of {roll} always succeeds."),
    QT_TRANSLATE_NOOP("Explain", "A defense roll of {roll} always fails."),
    QT_TRANSLATE_NOOP("Explain", "3d rolled {roll} against {effective}: margin {margin:+d}."),
    QT_TRANSLATE_NOOP("Explain", "A dodge against rapid fire stops 1 + {margin} = {stopped} of {hits} hits."),
    QT_TRANSLATE_NOOP("Explain", "{stopped} hit(s) stopped, {through} got through."),
    QT_TRANSLATE_NOOP("Explain", "All-Out Defense (Double): a second, different defense against the {hits} hit(s) the first let through."),
    QT_TRANSLATE_NOOP("Explain", "All-Out Attack (Determined), melee: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "All-Out Attack (Determined), ranged: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Move and Attack, melee: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Move and Attack, ranged (−2 or the weapon's Bulk, the worse): {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Move and Attack: effective skill at most {cap}: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Aim, {turns} turn(s) with Acc {acc}: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Aim, {turns} turn(s) with Acc {acc}, braced: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Evaluate, {turns} turn(s): {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Attacking while {posture}: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Ranged attack at a target {posture}: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "The attacker's own shock: {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "The target made an All-Out Attack: no active defense."),
    QT_TRANSLATE_NOOP("Explain", "The defender is {posture}: defense {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "All-Out Defense: defense {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "A feint against the defender: defense {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Defending while {posture}: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "All-Out Defense: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Feinted: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "With {weapon}: skill {skill}."),
    QT_TRANSLATE_NOOP("Explain", "With {weapon}."),
    QT_TRANSLATE_NOOP("Explain", "Parried with this weapon already this turn: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Feverish Defense: {modifier:+d} (costs 1 FP)."),
    QT_TRANSLATE_NOOP("Explain", "The target's Size Modifier (B550): {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Range {range} m and speed {speed} m/s: {total} on the speed/range table (B550): {value:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Bleeding: HT {ht} {modifier:+d} (−1 per 5 HP of bleeding wounds) = {target}, 3d rolled {roll}."),
    QT_TRANSLATE_NOOP("Explain", "A critical success: the bleeding stops."),
    QT_TRANSLATE_NOOP("Explain", "A success ({streak} in a row): no blood lost this minute."),
    QT_TRANSLATE_NOOP("Explain", "A third success in a row: the bleeding stops."),
    QT_TRANSLATE_NOOP("Explain", "A failure: {hp} HP lost to bleeding."),
    QT_TRANSLATE_NOOP("Explain", "Knockback: {damage} basic damage ÷ (ST − 2 = {per_yard}) = {yards} yd; the roll to stay standing {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Moon: 1d rolled {roll} → phase {phase}, {direction}."),
    QT_TRANSLATE_NOOP("Explain", "The moon drifts a day: phase {before} → {after}, {direction}."),
    QT_TRANSLATE_NOOP("Explain", "{days} days pass: moon phase {before} → {after}, {direction}."),
    QT_TRANSLATE_NOOP("Explain", "Half-werewolf at phase {phase}: reaction {reaction:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Full moon by night: the half-werewolf has turned into an animal."),
    QT_TRANSLATE_NOOP("Explain", "Full moon: Bestial for the whole day."),
    QT_TRANSLATE_NOOP("Explain", "Weather: 1d rolled {roll} → {weather}."),
    QT_TRANSLATE_NOOP("Explain", "Rainy season: rain."),
    QT_TRANSLATE_NOOP("Explain", "Season: 1d rolled {roll} → {season}."),
    QT_TRANSLATE_NOOP("Explain", "Temperature: 15 °C, {season}: {dice}d = {sum} → {celsius} °C."),
    QT_TRANSLATE_NOOP("Explain", "{celsius} °C is {from} °C or more: heat rolls are due."),
    QT_TRANSLATE_NOOP("Explain", "{celsius} °C is below {from} °C: no heat rolls."),
    QT_TRANSLATE_NOOP("Explain", "Overweight, fat, albino or heavy armor: minus the lower of DR {armor_dr} and encumbrance {encumbrance} ({modifier:+d})."),
    QT_TRANSLATE_NOOP("Explain", "{celsius} °C: −1 per full 3 °C over 30 °C ({modifier:+d})."),
    QT_TRANSLATE_NOOP("Explain", "Hot day ({celsius} °C): the fight costs 1 FP more."),
    QT_TRANSLATE_NOOP("Explain", "{celsius} °C is {at} °C or less: cold rolls are due."),
    QT_TRANSLATE_NOOP("Explain", "{celsius} °C is above {at} °C: no cold rolls."),
    QT_TRANSLATE_NOOP("Explain", "{celsius} °C: −1 per full 3 °C below 0 °C ({modifier:+d})."),
    QT_TRANSLATE_NOOP("Explain", "{gear}: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "{clothes}: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Albino in the sun ({celsius} °C, {weather}): HT roll, 1 HP lost even on a success, 1d on a failure."),
    QT_TRANSLATE_NOOP("Explain", "No sun roll for the albino ({celsius} °C, {weather}, {time})."),
    QT_TRANSLATE_NOOP("Explain", "{celsius} °C: −2 per full 3 °C over 30 °C ({modifier:+d})."),
    QT_TRANSLATE_NOOP("Explain", "Out in the sun without protection: no roll."),
    QT_TRANSLATE_NOOP("Explain", "No roll allowed: as a failure."),
    QT_TRANSLATE_NOOP("Explain", "The sun costs {hp} HP."),
    QT_TRANSLATE_NOOP("Explain", "{kind}: 3d rolled {roll} against {target}: {result}."),
    QT_TRANSLATE_NOOP("Explain", "{kind}: the failure costs {fp} FP."),
    QT_TRANSLATE_NOOP("Explain", "FP {fp} is 3 or less: the heat costs 1 HP as well."),
    QT_TRANSLATE_NOOP("Explain", "FP {fp} is below 3: the cold costs 1 HP as well."),
    QT_TRANSLATE_NOOP("Explain", "A running infection: {modifier:+d} to all rolls."),
    QT_TRANSLATE_NOOP("Explain", "Missed meal ({row} in a row): {fp} FP."),
    QT_TRANSLATE_NOOP("Explain", "Missed meal {row} in a row (from the {from}th): 1 HP as well."),
    QT_TRANSLATE_NOOP("Explain", "Meal eaten ({eaten} of {of} today)."),
    QT_TRANSLATE_NOOP("Explain", "A full day of meals: hunger gives back {fp} FP and {hp} HP."),
    QT_TRANSLATE_NOOP("Explain", "{environment}: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Wound disinfected: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "First Aid/Physician {skill} of whoever disinfected: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "Skill {skill} does not count: the wound was not disinfected."),
    QT_TRANSLATE_NOOP("Explain", "Medical kit: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "ST {st}: {modifier:+d}."),
    QT_TRANSLATE_NOOP("Explain", "A running infection: {modifier:+d} to all rolls."),
    QT_TRANSLATE_NOOP("Explain", "Sterilize: the wound cannot be infected."),
    QT_TRANSLATE_NOOP("Explain", "Infection: HT roll 3d {roll} against {target}: {result}."),
    QT_TRANSLATE_NOOP("Explain", "The wound is infected: fever in {hours} hours."),
    QT_TRANSLATE_NOOP("Explain", "Infected wound: 3d rolled {roll} → {location}."),
    QT_TRANSLATE_NOOP("Explain", "Side: 1d rolled {side_roll} → {location}."),
    QT_TRANSLATE_NOOP("Explain", "18 on a woman: the face."),
    QT_TRANSLATE_NOOP("Explain", "Fever: {fp} FP at once, 1 HT lost, {penalty:+d} to all rolls."),
    QT_TRANSLATE_NOOP("Explain", "Infected head wound: physically stunned while it lasts."),
    QT_TRANSLATE_NOOP("Explain", "Infected face: Appearance one level lower."),
    QT_TRANSLATE_NOOP("Explain", "{ht_lost} HT lost: the wound festers, {penalty:+d} to all rolls."),
    QT_TRANSLATE_NOOP("Explain", "Day {day} of the disease ({location}): {ht} HT and {fp} FP lost."),
    QT_TRANSLATE_NOOP("Explain", "Infected vitals, day {day}: 2 more each day, {penalty:+d} to all rolls in all."),
    QT_TRANSLATE_NOOP("Explain", "HT {ht}: the infected head costs 1 IQ for good."),
    QT_TRANSLATE_NOOP("Explain", "HT 0: the infection ({location}) takes no more HT — the GM decides (R24)."),
    QT_TRANSLATE_NOOP("Explain", "HT {ht}: the infected vitals cost 1 ST for good."),
    QT_TRANSLATE_NOOP("Explain", "{ht_lost} HT lost (a third of HT is {third}): impotence."),
    QT_TRANSLATE_NOOP("Explain", "Crippled {location}: HT {ht}, {penalty:+d} for the disease, {bonus:+d} Rapid Healing = {target}; 3d rolled {roll}: {result}."),
    QT_TRANSLATE_NOOP("Explain", "{location} will heal."),
    QT_TRANSLATE_NOOP("Explain", "{location} is lost for good: necrosis, only Regeneration restores it."),
    QT_TRANSLATE_NOOP("Explain", "Cured ({how}): the disease ends."),
)
_EFFECT_SOURCES = (
    QT_TRANSLATE_NOOP("Effect", "drops what it held (two-handed grip: DX roll); can hold nothing; One Hand until healed"),
    QT_TRANSLATE_NOOP("Effect", "holds nothing; a strapped shield stays but cannot block (DB −1); One Arm until healed"),
    QT_TRANSLATE_NOOP("Effect", "holds nothing; the shield is lost with the arm; One Arm until healed"),
    QT_TRANSLATE_NOOP("Effect", "falls; cannot stand or walk without support; Lame (missing foot) until healed"),
    QT_TRANSLATE_NOOP("Effect", "falls; fights sitting or lying; Lame (missing leg) until healed"),
    QT_TRANSLATE_NOOP("Effect", "One Eye"),
    QT_TRANSLATE_NOOP("Effect", "Blindness: no working eye left"),
    QT_TRANSLATE_NOOP("Effect", "one usable arm fewer (a real disadvantage only below 2)"),
    QT_TRANSLATE_NOOP("Effect", "one leg fewer (see Extra Legs)"),
    QT_TRANSLATE_NOOP("Effect", "loses the Extra Head benefits"),
    QT_TRANSLATE_NOOP("Effect", "cannot attack with it"),
    QT_TRANSLATE_NOOP("Effect", "its advantages stop working; DX −1 (−2 and half Move when swimming or flying)"),
    QT_TRANSLATE_NOOP("Effect", "cannot fly; falls if airborne; cannot strike with it"),
    QT_TRANSLATE_NOOP("Effect", "DX −3"),
)
_OPTION_SOURCES = (
    QT_TRANSLATE_NOOP("Options", "GURPS 4th edition"),
    QT_TRANSLATE_NOOP("Options", "Blunt trauma through flexible armor"),
    QT_TRANSLATE_NOOP("Options", "Vampire hunters: every optional rule of the campaign (seed 003)"),
    QT_TRANSLATE_NOOP("Options", "Vampire hunters: simplified ranged modifiers and rapid fire"),
    QT_TRANSLATE_NOOP("Options", "Simplified ranged modifiers (V1)"),
    QT_TRANSLATE_NOOP("Options", "Vampire hunters: moon phase and half-werewolves"),
    QT_TRANSLATE_NOOP("Options", "The moon drifts one step at each midnight"),
    QT_TRANSLATE_NOOP("Options", "The players' screen shows the moon phase"),
    QT_TRANSLATE_NOOP("Options", "Vampire hunters: weather"),
    QT_TRANSLATE_NOOP("Options", "The players' screen shows the weather"),
    QT_TRANSLATE_NOOP("Options", "Vampire hunters: hunger"),
    QT_TRANSLATE_NOOP("Options", "Vampire hunters: infection of bleeding wounds"),
    QT_TRANSLATE_NOOP("Options", "HT lost a day to an infection of the torso or a limb (an ordinary disease)"),
    QT_TRANSLATE_NOOP("Options", "Offer the infection roll to enemies and neutrals as well"),
    QT_TRANSLATE_NOOP("Options", "Vampire hunters: heat and cold"),
    QT_TRANSLATE_NOOP("Options", "Dice for the temperature (more: hotter or colder)"),
    QT_TRANSLATE_NOOP("Options", "Heat and cold checks come"),
    QT_TRANSLATE_NOOP("Options", "every 30 minutes of campaign time, or once per investigation action"),
    QT_TRANSLATE_NOOP("Options", "every 30 minutes of campaign time"),
    QT_TRANSLATE_NOOP("Options", "once per investigation action"),
    QT_TRANSLATE_NOOP("Options", "Per investigation action a failure costs 1d FP"),
    QT_TRANSLATE_NOOP("Options", "The players' screen shows the temperature"),
    QT_TRANSLATE_NOOP("Options", "Bleeding (B420)"),
    QT_TRANSLATE_NOOP("Options", "Knockback (B378)"),
)
# --- END GENERATED lupdate block ---


if __name__ == "__main__":
    import sys

    sys.stdout.write(noop_block())
