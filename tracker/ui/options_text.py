"""The words of the declared options in the UI language.

Rulesets and rule modules declare their options as data (``tracker.model.options.Option``):
labels, help texts and choice names in English. This module translates them in the context
"Options" and holds, for pyside6-lupdate, a generated block of every such text (lupdate only
sees literals). ``python -m tracker.ui.options_text`` prints the block; a test checks that it
matches the declarations of every ruleset.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..model.options import Option
from ..model.plugins import bundled
from ..model.ruleset import Ruleset, get_ruleset
from . import i18n


def tr(text: str) -> str:
    return QCoreApplication.translate("Options", text) if text else ""


def option_label(opt: Option) -> str:
    return tr(opt.label)


def choice_label(opt: Option, value: object) -> str:
    """A choice's name: its declared English label, translated, or the value itself."""
    names = dict(zip(opt.choices, opt.choice_labels, strict=False))
    return tr(names[value]) if value in names else str(value)


def ruleset_label(rs: Ruleset) -> str:
    return tr(rs.label)


def declared_texts() -> list[str]:
    """Every English text the declarations of the bundled rulesets show, in a stable order (a
    ruleset from another package translates its own in its catalogue)."""
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

    for rid in bundled():
        rs = get_ruleset(rid)
        add(rs.label)
        add_options(rs.options)
        for label, _modules in rs.presets.values():
            add(label)
        for mod in rs.modules.values():
            add(mod.info.label)
            add_options(mod.info.options)
    return out


def noop_block() -> str:
    return i18n.noop_block(__name__, ("_OPTION_SOURCES", "Options", declared_texts()))


BLOCK_BEGIN = i18n.block_begin(__name__)
BLOCK_END = i18n.BLOCK_END

# --- BEGIN GENERATED lupdate block (python -m tracker.ui.options_text) ---
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
    QT_TRANSLATE_NOOP("Options", "Call of Cthulhu 6th edition"),
    QT_TRANSLATE_NOOP("Options", "Criticals and fumbles"),
    QT_TRANSLATE_NOOP("Options", "01–05 critical, 96–00 fumble"),
    QT_TRANSLATE_NOOP("Options", "01 critical, 00 fumble only"),
    QT_TRANSLATE_NOOP("Options", "Shock: CON×5 after a wound of half the HP or more"),
    QT_TRANSLATE_NOOP("Options", "NPCs and monsters at HP 0 get a death clock"),
    QT_TRANSLATE_NOOP("Options", "Off: they die at once"),
)
# --- END GENERATED lupdate block ---

if __name__ == "__main__":
    import sys

    sys.stdout.write(noop_block())
