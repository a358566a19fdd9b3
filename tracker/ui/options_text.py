"""The words of the declared options in the UI language.

Rulesets and rule modules declare their options as data (``tracker.model.options.Option``):
labels, help texts and choice names in English. This module translates them in the context
"Options"; each kit's generated lupdate block (its ``texts`` module) repeats its ruleset's
texts for pyside6-lupdate (which only sees literals), and a test checks that it matches the
declarations.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..model.options import CORE_OPTIONS, Option
from ..model.plugins import bundled
from ..model.ruleset import Ruleset, get_ruleset

#: the core's own options (``CORE_OPTIONS``), for pyside6-lupdate (a test checks they match)
CORE_OPTION_SOURCES = (
    QT_TRANSLATE_NOOP("Options", "Accept owed rolls from seats automatically"),
    QT_TRANSLATE_NOOP("Options", "Checks and defenses the app rolls for a player's phone; "
                                 "never declarations, never dice a player typed"),
    QT_TRANSLATE_NOOP("Options", "Turn timer"),
    QT_TRANSLATE_NOOP("Options", "Shows how many seconds of real time the current turn has "
                                 "taken, on the GM's window and the players' screens, and each "
                                 "combatant's average turn in the log export. Game time never "
                                 "runs by it."),
)


def core_texts() -> list[str]:
    """Every English text the core's option declarations show."""
    return [t for o in CORE_OPTIONS for t in (o.label, o.help, *o.choice_labels) if t]


def tr(text: str) -> str:
    return QCoreApplication.translate("Options", text) if text else ""


def option_label(opt: Option) -> str:
    return tr(opt.label)


def choice_label(opt: Option, value: object) -> str:
    """A choice's name: its declared English label, translated, or the value itself."""
    names = dict(zip(opt.choices, opt.choice_labels, strict=False))
    return tr(names[value]) if value in names else str(value)


def ruleset_label(rs: Ruleset) -> str:
    """Its words file's name for it in the UI language, else its label translated."""
    from ..model.words import words
    from .i18n import language

    return words(rs.id, language()).label or tr(rs.label)


def declared_texts(rid: str | None = None) -> list[str]:
    """Every English text the declarations of ruleset ``rid`` (of every bundled ruleset when
    None) show, in a stable order. Each kit holds its own in its generated lupdate block, so
    that they are in its catalogue; a ruleset from another package translates its own."""
    out: list[str] = []

    def add(text: str) -> None:
        if text and text not in out:
            out.append(text)

    def add_options(options: tuple[Option, ...]) -> None:
        for o in options:
            add(o.label)
            add(o.help)
            for label in o.choice_labels:
                add(label)

    if rid is None:  # the encounter's own options, whatever the rules
        add_options(CORE_OPTIONS)
    for one in bundled() if rid is None else (rid,):
        rs = get_ruleset(one)
        add(rs.label)
        add_options(rs.options)
        for label, _modules in rs.presets.values():
            add(label)
        for mod in rs.modules.values():
            add(mod.info.label)
            add_options(mod.info.options)
    return out
