"""Model keys as translated text, for every ruleset: explain lines, the core's conditions,
sides and refusals.

The model never formats prose; it hands the UI keys and ids. This module renders them in the
current language: templates come from the model's registry (``tracker.model.explain``) and
are translated in the "Explain" context. What a ruleset's ids mean (hit locations, skills,
its conditions and refusals) its kit says (:class:`tracker.ui.kit.BaseKit`): callers pass
the kit, or its ``explain_name``, and this module names no ruleset.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..model import explain as explain_registry
from ..model.errors import TrackerError
from ..model.explain import ExplainLine
from ..model.input_text import ascii_forms

if TYPE_CHECKING:
    from ..model.combatant import Combatant


class Kit(Protocol):
    """What these words ask of a ruleset's kit (:class:`tracker.ui.kit.Kit` has it all; the
    kit module uses this one, so this one does not import it)."""

    condition_names: dict[str, str]

    def words(self) -> Any: ...

    def explain_name(self, arg: str, value: Any, c: Combatant | None = None) -> Any: ...
    def error_text(self, exc: Exception, c: Combatant | None = None) -> str: ...

#: the core's conditions (``tracker.model.combatant.OUT_CONDITIONS``) -> English name
#: (context "Condition"); a ruleset's kit names its own (``condition_names``)
CONDITION_NAMES: dict[str, str] = {
    "unconscious": QT_TRANSLATE_NOOP("Condition", "Unconscious"),
    "dead": QT_TRANSLATE_NOOP("Condition", "Dead"),
    "destroyed": QT_TRANSLATE_NOOP("Condition", "Destroyed"),
}

#: combatant side -> English name (context "Side")
SIDE_NAMES: dict[str, str] = {
    "pc": QT_TRANSLATE_NOOP("Side", "PC"),
    "ally": QT_TRANSLATE_NOOP("Side", "Ally"),
    "enemy": QT_TRANSLATE_NOOP("Side", "Enemy"),
    "neutral": QT_TRANSLATE_NOOP("Side", "Neutral"),
}


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def _condition_source(condition: str, kit: Kit | None) -> str | None:
    """The condition's English name: its ruleset's English words file's, its kit's own
    table's (a plugin that names it in its Qt catalogue), else the core's."""
    rid = getattr(kit, "ruleset_id", "")
    if rid:
        from ..model.words import words

        named = words(rid).conditions.get(condition)
        if named:
            return named
    own = getattr(kit, "condition_names", None) or {}
    return own.get(condition) or CONDITION_NAMES.get(condition)


def worded(kit: Any, section: str, key: str) -> str | None:
    """``key`` in ``section`` of the ruleset's words file (:mod:`tracker.model.words`) in the
    UI language; None when it has none (or ``kit`` is a word table that is not a kit)."""
    words = getattr(kit, "words", None)
    return getattr(words(), section).get(key) if words is not None else None


def condition_name(condition: str, kit: Kit | None = None) -> str:
    """A condition id as its translated name (the ruleset's words file's, else its kit's,
    else the core's); a GM's own condition names stay as typed."""
    own = worded(kit, "conditions", condition)
    if own:
        return own
    src = _condition_source(condition, kit)
    return _tr("Condition", src) if src else condition


def condition_label(condition: str, value: int = 0, kit: Kit | None = None) -> str:
    """A condition as a list shows it: the kit may add its value ("Shock −2")."""
    own = getattr(kit, "condition_label", None)
    return own(condition, value) if own is not None else condition_name(condition, kit)


def condition_id(typed: str, known: tuple[str, ...], kit: Kit | None = None) -> str:
    """The condition (of ``known``) a GM meant by ``typed``: its id, or its English or
    translated name, in any case or character width ("朦朧", "Prone", "ｄｅａｄ"). Anything
    else is a condition of the GM's own, kept as typed."""
    key = ascii_forms(typed).strip().casefold()
    for cid in known:
        src = _condition_source(cid, kit) or cid
        names = {cid, src.casefold(), _tr("Condition", src).casefold(),
                 (worded(kit, "conditions", cid) or cid).casefold()}
        if key in names:
            return cid
    return typed.strip()


def side_name(side: str) -> str:
    src = SIDE_NAMES.get(side)
    return _tr("Side", src) if src else side


# -- explain lines ----------------------------------------------------------------------------

#: ``name_of(arg, value)``: an id among a line's arguments as its display name
Namer = Callable[[str, Any], Any]


def namer_for(kit: Kit, c: Combatant | None = None) -> Namer:
    """The kit's ``explain_name`` for the lines of combatant ``c`` (None: of nobody)."""
    return lambda arg, value: kit.explain_name(arg, value, c)


def template_for(key: str) -> str:
    """The translated template of an explain key of any loaded ruleset (the key itself when
    unknown)."""
    src = explain_registry.TEMPLATES.get(key)
    return _tr("Explain", src) if src is not None else key


def render_line(line: ExplainLine, name_of: Namer | None = None) -> str:
    """One explain line in the current language, with the rule id in front ("[G6] ...")."""
    if line.key not in explain_registry.TEMPLATES:
        return line.render(None, name_of)
    return line.render(template_for(line.key), name_of)


def render_lines(lines: Iterable[ExplainLine], name_of: Namer | None = None) -> list[str]:
    return [render_line(line, name_of) for line in lines]


# -- errors -----------------------------------------------------------------------------------


def core_error_text(err: TrackerError) -> str | None:
    """A refusal of the core's operations as a translated sentence (None: not the core's)."""
    code = getattr(err, "code", "")
    args = getattr(err, "args_", {}) or {}
    if code.startswith("quick_change"):
        return _quick_change_text(code, args)
    if code == "bad_dice":
        return QCoreApplication.translate(
            "Error", "Not a number or a dice expression like 2d+1.")
    if code == "empty_name":
        return QCoreApplication.translate("Error", "A combatant needs a name.")
    if code == "first_turn":
        return QCoreApplication.translate("Error", "This is the first turn of the fight.")
    if code == "name_taken":
        return QCoreApplication.translate(
            "Error", "Another combatant is already called {name}.").format(
                name=args.get("name", ""))
    if code == "not_in_combat":
        return QCoreApplication.translate(
            "Error", "There are no turns out of combat: start combat first.")
    if args.get("problem_code"):  # a sheet refused for one of its values (any ruleset's)
        return _sheet_refusal(args, str(getattr(err, "message", err)))
    return None


def _sheet_refusal(args: dict, english: str) -> str:
    """A sheet refused (a library entry's, a request's, a sheet editor's): its first problem
    worded from its code as a file's problem is (tracker.ui.file_errors)."""
    from .file_errors import coded_words

    words = coded_words(args["problem_code"], args.get("problem_args"),
                        args.get("problem_message") or english)
    path = args.get("path") or ""
    return QCoreApplication.translate("FileErrors", "{0}: {1}").format(path, words) \
        if path else words


def _quick_change_text(code: str, args: dict) -> str:
    """The quick damage/heal entry's refusals (:mod:`tracker.model.quick_change`)."""
    if code == "quick_change_full":
        return QCoreApplication.translate("Error", "{name} already has full HP.").format(
            name=args.get("name", ""))
    return QCoreApplication.translate(
        "Error", "Type damage like -5 or 5, or healing like +3 or h3.")


def error_text(err: TrackerError, kit: Kit | None = None, c: Combatant | None = None) -> str:
    """A model error as a translated sentence where its code is known (by the kit of the
    ruleset that refused, or the core), else its English text."""
    if kit is not None:
        return kit.error_text(err, c)
    return core_error_text(err) or str(err)
