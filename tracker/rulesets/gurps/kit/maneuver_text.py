"""The words of RULES M (maneuvers, their options, postures) and of their explain and log
lines, for the window, the players' screens and the log (contexts "Maneuver", "Explain",
"Log")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tracker.rulesets.gurps.rules.maneuvers import POSTURES

from .page_words import page_word, page_words

#: The names of maneuvers, of their options (short, inside a maneuver's label) and of
#: postures are the words file's ``page.maneuvers``, ``page.options`` and ``page.postures``:
#: one source for the window, the players' screens and the page.

#: an option's long name, for the maneuver dialog's choice, where it is longer than the
#: short name
OPTION_NAMES: dict[str, str] = {
    "determined": QT_TRANSLATE_NOOP("Maneuver", "Determined (+4 melee, +1 ranged)"),
    "strong": QT_TRANSLATE_NOOP("Maneuver", "Strong (melee damage +2 or +1 a die)"),
    "increased_dodge": QT_TRANSLATE_NOOP("Maneuver", "Increased Dodge (+2)"),
    "increased_parry": QT_TRANSLATE_NOOP("Maneuver", "Increased Parry (+2)"),
    "increased_block": QT_TRANSLATE_NOOP("Maneuver", "Increased Block (+2)"),
}
#: the attack roll's M and G10 parts that are a maneuver (with its option), by name
PART_MANEUVERS: dict[str, tuple[str, str | None]] = {
    "all_out_attack_determined": ("all_out_attack", "determined"),
    "move_and_attack": ("move_and_attack", None),
    "aim": ("aim", None),
    "evaluate": ("evaluate", None),
}
#: the attack roll's other M and G10 parts as words (context "Maneuver")
PART_NAMES: dict[str, str] = {
    "move_and_attack_cap": QT_TRANSLATE_NOOP("Maneuver", "Move and Attack: at most 9"),
    "shock": QT_TRANSLATE_NOOP("Maneuver", "the attacker's shock"),
    "posture": QT_TRANSLATE_NOOP("Maneuver", "attacking while {0}"),
    "target_posture": QT_TRANSLATE_NOOP("Maneuver", "target {0}"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Maneuver", text)


def with_option(name: str, option: str) -> str:
    """"All-Out Attack (Determined)": a name with an option's short name, as the page says it."""
    return str(page_words().get("with_option", "{0} ({1})")).format(name, option)


def maneuver_name(mid: str, option: str | None = None) -> str:
    """"All-Out Attack (Determined)": the maneuver with its option, in the UI language."""
    name = page_word("maneuvers", mid)
    return with_option(name, option_short(option)) if option else name


def option_short(option: str) -> str:
    return page_word("options", option)


def option_name(option: str) -> str:
    """An option's long name ("Determined (+4 melee, +1 ranged)"), else its short one."""
    src = OPTION_NAMES.get(option)
    return _tr(src) if src else option_short(option)


def posture_name(posture: str) -> str:
    return page_word("postures", posture)


def named(arg: str, value: Any) -> Any:
    """An explain or log argument that holds a maneuver or posture id, as words (None:
    not one of theirs)."""
    if not isinstance(value, str):
        return None
    if arg in ("posture", "before") and value in POSTURES:
        return posture_name(value)
    if arg == "maneuver":
        mid, _dot, option = value.partition(".")
        return maneuver_name(mid, option or None)
    return None


def part_name(what: str) -> str | None:
    """An attack-roll part of RULES M or G10 as words (None: not one of theirs)."""
    if what in PART_MANEUVERS:
        return maneuver_name(*PART_MANEUVERS[what])
    if what in PART_NAMES:
        return _tr(PART_NAMES[what])
    for prefix, key in (("target_posture_", "target_posture"), ("posture_", "posture")):
        if what.startswith(prefix) and what[len(prefix):] in POSTURES:
            return _tr(PART_NAMES[key]).format(posture_name(what[len(prefix):]))
    return None


def stance_text(stance: dict[str, Any]) -> str:
    """"All-Out Attack (Determined) · kneeling" for the players' screens and the cards."""
    parts = []
    if stance.get("maneuver"):
        parts.append(maneuver_name(stance["maneuver"], stance.get("option")))
    if stance.get("posture") and stance["posture"] != "standing":
        parts.append(posture_name(stance["posture"]))
    return " · ".join(parts)
