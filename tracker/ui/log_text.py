"""Log entries as text in the current UI language.

The model stores each log line as a key with arguments (:data:`LOG_TEMPLATES`); this module
translates the template in the "Log" context and turns the ids among the arguments (hit
locations, conditions, check kinds, results, timer kinds) into display names. Names shared
with the rest of the UI and explain lines come from :mod:`tracker.ui.explain_text`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..model.encounter import Encounter
from ..model.log import LOG_TEMPLATES, LogEntry
from ..model.operations import declared_options
from . import explain_text as et
from .explain_text import condition_name
from .kit import kit_for

# -- strings for pyside6-lupdate -------------------------------------------------------------
# Keep this block equal to LOG_TEMPLATES: the core's, then GURPS's, then the GURPS campaign
# modules' (tests/ui/test_docks.py checks it).
_LOG_TEMPLATE_SOURCES = (
    # the core's
    QT_TRANSLATE_NOOP("Log", "Round {round}: {name}'s turn."),
    QT_TRANSLATE_NOOP("Log", "Round {round} begins."),
    QT_TRANSLATE_NOOP("Log", "{name}: {check} roll {roll} vs {target} — {result}."),
    QT_TRANSLATE_NOOP("Log", "{name}: {condition}."),
    QT_TRANSLATE_NOOP("Log", "{name}: {condition} ends."),
    QT_TRANSLATE_NOOP("Log", "{name} joins the fight."),
    QT_TRANSLATE_NOOP("Log", "{name} leaves the fight."),
    QT_TRANSLATE_NOOP("Log", "{name}: stats changed."),
    QT_TRANSLATE_NOOP("Log", "Combat ends."),
    QT_TRANSLATE_NOOP("Log", "Time passes: {hours} h (day {day}, {hour}:00)."),
    QT_TRANSLATE_NOOP("Log", "Time passes: {hours} h {minutes} min (day {day}, {clock})."),
    QT_TRANSLATE_NOOP("Log", "Time passes: {days} d {hours} h {minutes} min (day {day}, {clock})."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "{name}: rolled {expr} = {total} ({faces})."),
    QT_TRANSLATE_NOOP("Log", "{name}: the {check} roll of an earlier turn was not made; this turn's roll replaces it."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "Option {option}: {value}."),
    QT_TRANSLATE_NOOP("Log", "Rules on: {module}."),
    QT_TRANSLATE_NOOP("Log", "Rules off: {module}."),
    QT_TRANSLATE_NOOP("Log", "{line} {text}"),
    # GURPS
    QT_TRANSLATE_NOOP("Log", "{name}: {damage} {type} to {location} → {injury} injury (HP {hp_before} → {hp_after})."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "{name}: {damage} fatigue damage → FP {fp_before} → {fp_after}."),
    QT_TRANSLATE_NOOP("Log", "{name}: {damage} fatigue damage → FP {fp_before} → {fp_after}, HP {hp_before} → {hp_after}."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "{name}: {location} — G7 roll {roll} vs HT {target}: {kind}."),
    QT_TRANSLATE_NOOP("Log", "{name}: {location} is lost for good (no roll)."),
    QT_TRANSLATE_NOOP("Log", "{name}: natural recovery roll {roll} vs HT {target}: HP {before} → {after}."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "{name}: {location} has recovered."),
    QT_TRANSLATE_NOOP("Log", "{name}: out of combat — no shock and no knockdown roll."),
    QT_TRANSLATE_NOOP("Log", "{name}: HP {hp}/{max_hp} reaches −{n}×HP: HT roll or die."),
    QT_TRANSLATE_NOOP("Log", "{name}: HP {hp}/{max_hp} is above −{n}×HP: that death check no longer applies."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "{name}: HP {hp}/{max_hp} is above 0: no roll to stay conscious."),
    QT_TRANSLATE_NOOP("Log", "{name} attacks {target} ({location}): 3d {roll} vs {effective} (skill {skill} {modifier:+d}) — {result}."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "{name} fires {shots} shots at {target} ({location}): 3d {roll} vs {effective} (skill {skill} {modifier:+d}) — {result}, {hits} hit(s)."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "{name} wakes up (G14)."),
    QT_TRANSLATE_NOOP("Log", "{name} defends ({defense}): 3d {roll} vs {effective} — {result}; {stopped} hit(s) stopped, {through} get through."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "{name} has no defense: {through} hit(s) get through."),
    QT_TRANSLATE_NOOP("Log", "{name}: critical table roll 3d {roll} — {text}"),
    # GURPS campaign modules (V4–V8)
    QT_TRANSLATE_NOOP("Log", "Moon (V4): phase {phase}, {direction}."),
    QT_TRANSLATE_NOOP("Log", "The GM sets the moon (V4): phase {phase}, {direction}."),
    QT_TRANSLATE_NOOP("Log", "The moon drifts (V4): phase {before} → {after}, {direction}."),
    QT_TRANSLATE_NOOP("Log", "{name} is a half-werewolf (V4)."),
    QT_TRANSLATE_NOOP("Log", "{name} is no longer a half-werewolf (V4)."),
    QT_TRANSLATE_NOOP("Log", "{name} turns into an animal under the full moon (V4)."),
    QT_TRANSLATE_NOOP("Log", "{name} is human again (V4)."),
    QT_TRANSLATE_NOOP("Log", "Weather (V5): {weather}."),
    QT_TRANSLATE_NOOP("Log", "The GM sets the weather (V5): {weather}."),
    QT_TRANSLATE_NOOP("Log", "Temperature (V8): {celsius} °C, {season}."),
    QT_TRANSLATE_NOOP("Log", "The GM sets the temperature (V8): {celsius} °C, {season}."),
    QT_TRANSLATE_NOOP("Log", "Meal times passed (V6): {count} meal(s) to mark eaten or missed."),
    QT_TRANSLATE_NOOP("Log", "{name} ate (V6): day {day}, meal {eaten} of 3."),
    QT_TRANSLATE_NOOP("Log", "{name} missed a meal (V6): day {day}, FP {fp_before} → {fp_after}, HP {hp_before} → {hp_after}."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "{name}: a full day of meals gives back what hunger took (V6): FP {fp_before} → {fp_after}, HP {hp_before} → {hp_after}."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "{name}: a bleeding wound ({location}) — infection roll due (V7)."),
    QT_TRANSLATE_NOOP("Log", "{name}: infection roll modifiers set to {modifier:+d} (V7)."),
    QT_TRANSLATE_NOOP("Log", "{name}: infection roll (V7) 3d {roll} vs {target} — {result}."),
    QT_TRANSLATE_NOOP("Log", "{name}: Sterilize — the wound cannot be infected (V7)."),
    QT_TRANSLATE_NOOP("Log", "{name}: the wound is infected ({location}); fever in 24 hours (V7)."),
    QT_TRANSLATE_NOOP("Log", "{name}: infected {location} — {event} (V7)."),
    QT_TRANSLATE_NOOP("Log", "{name}: infected {location} — {event} (V7): FP {fp_before} → {fp_after}, HT {ht_before} → {ht_after}."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "{name}: crippled {location} under infection (V7) — 3d {roll} vs {target}: {event}."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "{name}: the infected {location} is cured ({how}) (V7)."),
    QT_TRANSLATE_NOOP("Log", "{name}: the cured infection gives back 1 HT (V7): HT {ht_before} → {ht_after}."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "{name}: infection details changed (V7)."),
    QT_TRANSLATE_NOOP("Log", "Heat and cold (V8): {count} roll(s) due."),
    QT_TRANSLATE_NOOP("Log", "{name}: {kind} roll (V8) 3d {roll} vs {target} — {result}: FP {fp_before} → {fp_after}, HP {hp_before} → {hp_after}."),  # noqa: E501
    QT_TRANSLATE_NOOP("Log", "{name}: albino in the sun (V8) — HP {hp_before} → {hp_after}."),
    QT_TRANSLATE_NOOP("Log", "{name}: heat and cold details changed (V8)."),
    QT_TRANSLATE_NOOP("Log", "Investigation action (V8): {count} heat or cold roll(s) due."),
    QT_TRANSLATE_NOOP("Log", "{name}: a hot day — the fight costs 1 FP more (V8): FP {fp_before} → {fp_after}, HP {hp_before} → {hp_after}."),  # noqa: E501
)

#: check kind id -> English name (translated in context "Log")
CHECK_NAMES: dict[str, str] = {
    "knockdown": QT_TRANSLATE_NOOP("Log", "knockdown"),
    "stun_recovery": QT_TRANSLATE_NOOP("Log", "stun recovery"),
    "collapse": QT_TRANSLATE_NOOP("Log", "collapse"),
    "death": QT_TRANSLATE_NOOP("Log", "death"),
    "wake": QT_TRANSLATE_NOOP("Log", "waking"),
    # the GURPS campaign modules' checks (V7, V8)
    "infection": QT_TRANSLATE_NOOP("Log", "infection"),
    "part_loss": QT_TRANSLATE_NOOP("Log", "infected part"),
    "heat": QT_TRANSLATE_NOOP("Log", "heat"),
    "cold": QT_TRANSLATE_NOOP("Log", "cold"),
    "albino_sun": QT_TRANSLATE_NOOP("Log", "albino in the sun"),
    # Call of Cthulhu
    "shock": QT_TRANSLATE_NOOP("Log", "shock (CON×5)"),
    "san_loss": QT_TRANSLATE_NOOP("Log", "SAN loss (1d3)"),
}

#: check result id -> English name (translated in context "Log")
RESULT_NAMES: dict[str, str] = {
    "success": QT_TRANSLATE_NOOP("Log", "success"),
    "failure": QT_TRANSLATE_NOOP("Log", "failure"),
    "critical success": QT_TRANSLATE_NOOP("Log", "critical success"),
    "critical failure": QT_TRANSLATE_NOOP("Log", "critical failure"),
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
#: active defense id / defense result -> English words (translated in context "Log")
DEFENSE_NAMES: dict[str, str] = {
    "dodge": QT_TRANSLATE_NOOP("Log", "Dodge"),
    "parry": QT_TRANSLATE_NOOP("Log", "Parry"),
    "block": QT_TRANSLATE_NOOP("Log", "Block"),
    "success": QT_TRANSLATE_NOOP("Log", "success"),
    "failure": QT_TRANSLATE_NOOP("Log", "failure"),
}
#: the aimed location of an attack at a random location
RANDOM_LOCATION = QT_TRANSLATE_NOOP("Log", "random location")
ON_OFF = {True: QT_TRANSLATE_NOOP("Log", "on"), False: QT_TRANSLATE_NOOP("Log", "off")}

#: the English source strings of the templates above, in LOG_TEMPLATES order
LOG_TEMPLATE_SOURCES: tuple[str, ...] = _LOG_TEMPLATE_SOURCES


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def check_name(kind: str) -> str:
    return _tr("Log", CHECK_NAMES.get(kind, kind))


def result_name(result: str) -> str:
    return _tr("Log", RESULT_NAMES.get(result, result))


def timer_kind_name(kind: str) -> str:
    return _tr("Log", TIMER_KIND_NAMES.get(kind, kind))


def _plan_of(enc: Encounter, cid: str | None):
    c = enc.combatants.get(cid) if cid else None
    if c is None:
        return None
    try:
        return c.sheet.plan
    except Exception:  # unknown body plan id: show raw ids
        return None


def location_name(enc: Encounter, cid: str | None, loc: str | None) -> str:
    """A location id of combatant ``cid`` as a name in the current language (from any
    bundled plan that knows the id when the combatant is gone)."""
    return "" if loc is None else et.location_name(str(loc), _plan_of(enc, cid))


def _format(template: str, fallback: str, args: dict[str, Any]) -> str:
    for tpl in (template, fallback):
        try:
            return tpl.format(**args)
        except (KeyError, IndexError, ValueError, AttributeError, TypeError):
            continue
    return " ".join([fallback] + [f"{k}={v}" for k, v in args.items()])


def render_entry(entry: LogEntry, enc: Encounter) -> str:
    """The entry's line in the current language."""
    english = LOG_TEMPLATES.get(entry.key)
    if english is None:
        return " ".join([entry.key] + [f"{k}={v}" for k, v in entry.args.items()])
    args = dict(entry.args)
    own = getattr(kit_for(enc), "log_args", None)  # the ruleset names its own ids
    if own is not None:
        args = own(entry.key, args)
    if entry.key in ("attack", "attack_burst"):
        args["result"] = _tr("Log", ATTACK_RESULT_NAMES.get(str(args.get("result")),
                                                           str(args.get("result"))))
        if args.get("location") == "random":
            args["location"] = _tr("Log", RANDOM_LOCATION)
    if entry.key == "defense":
        for key in ("defense", "result"):
            args[key] = _tr("Log", DEFENSE_NAMES.get(str(args.get(key)), str(args.get(key))))
    if entry.key == "option":
        label = next((o.label for o in declared_options(enc) if o.id == args.get("option")), None)
        if label is not None:
            args["option"] = _tr("Options", label)
        if isinstance(args.get("value"), bool):
            args["value"] = _tr("Log", ON_OFF[args["value"]])
    if entry.key in ("module_on", "module_off"):
        mod = enc.ruleset.modules.get(str(args.get("module")))
        if mod is not None:
            args["module"] = _tr("Options", mod.info.label)
    if "location" in args:
        args["location"] = location_name(enc, entry.combatant, args["location"])
    if "condition" in args:
        args["condition"] = condition_name(str(args["condition"]))
    if "type" in args:
        args["type"] = et.damage_type_short(str(args["type"]))
    if "check" in args:
        args["check"] = check_name(str(args["check"]))
    if entry.key == "check":
        args["result"] = result_name(str(args.get("result", "")))
    if entry.key == "duration" and "kind" in args:
        args["kind"] = timer_kind_name(str(args["kind"]))
    return _format(_tr("Log", english), english, args)


def render_explain(entry: LogEntry, enc: Encounter) -> list[str]:
    """The entry's explain trace, one string per rules step."""
    if not entry.explain:
        return []
    kit_for(enc)  # its explain names are known once the ruleset's kit is loaded
    plan = _plan_of(enc, entry.combatant)
    out = []
    for line in entry.explain:
        try:
            out.append(et.render_line(line, plan))
        except Exception:  # never let a bad line break the log
            out.append(line.render())
    return out


def entry_plain_text(entry: LogEntry, enc: Encounter, explain: bool = True,
                     hidden_marker: str = "") -> str:
    """The entry for the clipboard: "R3  text" and its explain lines indented below."""
    head = f"R{entry.round}  {hidden_marker}{render_entry(entry, enc)}"
    if not explain or not entry.explain:
        return head
    return "\n".join([head] + [f"      {line}" for line in render_explain(entry, enc)])
