"""Log entries as text in the current UI language.

The model stores each log line as a key with arguments (``tracker.model.log.LOG_TEMPLATES``);
this module translates the template in the "Log" context and names the ids among the
arguments: the core's (options, rule modules, conditions, check results) here, a ruleset's
own (hit locations, damage types, skills, its check kinds) by its kit
(:class:`tracker.ui.kit.BaseKit`: ``log_args``, ``condition_names``, ``check_names``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..model.encounter import Encounter
from ..model.log import LOG_TEMPLATES, LogEntry
from ..model.operations import declared_options
from . import explain_text as et
from .explain_text import condition_name
from .kit import kit_for

if TYPE_CHECKING:
    from .kit import Kit

# -- strings for pyside6-lupdate -------------------------------------------------------------
# Keep this block equal to the core's LOG_TEMPLATES (tests/ui/docks/test_docks.py checks it); each
# ruleset's kit keeps a block of its own (tracker/rulesets/gurps/kit/texts.py, tracker/rulesets/coc/kit/texts.py).
_LOG_TEMPLATE_SOURCES = (
    QT_TRANSLATE_NOOP("Log", "Round {round}: {name}'s turn."),
    QT_TRANSLATE_NOOP("Log", "Round {round} begins."),
    QT_TRANSLATE_NOOP("Log", "{name}: {check} roll {roll} vs {target} — {result}."),
    QT_TRANSLATE_NOOP("Log", "{name}: {condition}."),
    QT_TRANSLATE_NOOP("Log", "{name}: {condition} ends."),
    QT_TRANSLATE_NOOP("Log", "{name} joins the fight."),
    QT_TRANSLATE_NOOP("Log", "{name} leaves the fight."),
    QT_TRANSLATE_NOOP("Log", "{name}: saved to the library."),
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
)

#: check result id -> English name (translated in context "Log")
RESULT_NAMES: dict[str, str] = {
    "success": QT_TRANSLATE_NOOP("Log", "success"),
    "failure": QT_TRANSLATE_NOOP("Log", "failure"),
    "critical success": QT_TRANSLATE_NOOP("Log", "critical success"),
    "critical failure": QT_TRANSLATE_NOOP("Log", "critical failure"),
}

ON_OFF = {True: QT_TRANSLATE_NOOP("Log", "on"), False: QT_TRANSLATE_NOOP("Log", "off")}

#: the English source strings of the templates above, in CORE_TEMPLATES order
LOG_TEMPLATE_SOURCES: tuple[str, ...] = _LOG_TEMPLATE_SOURCES


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def check_name(kind: str, kit: Kit | None = None) -> str:
    """A check kind as the ruleset's words file names it, else its kit (context "Log")."""
    named = et.worded(kit, "checks", kind)
    if named:
        return named
    own = getattr(kit, "check_names", None) or {}
    return _tr("Log", own.get(kind, kind))


def result_name(result: str) -> str:
    return _tr("Log", RESULT_NAMES.get(result, result))


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
    kit = kit_for(enc)
    c = enc.combatants.get(entry.combatant) if entry.combatant else None
    args = kit.log_args(entry.key, dict(entry.args), c)  # the ruleset names its own ids
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
    if "condition" in args:
        args["condition"] = condition_name(str(args["condition"]), kit)
    if "check" in args:
        args["check"] = check_name(str(args["check"]), kit)
    if entry.key == "check":
        args["result"] = result_name(str(args.get("result", "")))
    # a ruleset's words file may word its own lines (a plugin's Japanese), else the catalogue
    template = kit.words().log.get(entry.key) or _tr("Log", english)
    text = _format(template, english, args)
    via = entry.args.get("via")
    if via:  # a player's request the GM accepted (contracts/seats.md)
        text += " " + QCoreApplication.translate("Log", "(from {0}'s device)").format(via)
    return text


def render_explain(entry: LogEntry, enc: Encounter) -> list[str]:
    """The entry's explain trace, one string per rules step."""
    if not entry.explain:
        return []
    c = enc.combatants.get(entry.combatant) if entry.combatant else None
    name_of = et.namer_for(kit_for(enc), c)  # loading the kit registers its templates
    out = []
    for line in entry.explain:
        try:
            out.append(et.render_line(line, name_of))
        except Exception:  # never let a bad line break the log
            out.append(line.render())
    return out


def entry_plain_text(entry: LogEntry, enc: Encounter, explain: bool = True,
                     hidden_marker: str = "", tag: str | None = None) -> str:
    """The entry for the clipboard: "R3  text" (``tag``: what stands for "R3", the log's
    round tag) and its explain lines indented below."""
    head = f"{tag or f'R{entry.round}'}  {hidden_marker}{render_entry(entry, enc)}"
    if not explain or not entry.explain:
        return head
    return "\n".join([head] + [f"      {line}" for line in render_explain(entry, enc)])
