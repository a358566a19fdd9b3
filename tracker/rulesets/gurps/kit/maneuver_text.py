"""The words of RULES M (maneuvers, their options, postures) and of their explain and log
lines, for the window, the players' screens and the log (contexts "Maneuver", "Explain",
"Log")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

#: maneuver ids (RULES M) -> English names
MANEUVER_NAMES: dict[str, str] = {
    "do_nothing": QT_TRANSLATE_NOOP("Maneuver", "Do Nothing"),
    "move": QT_TRANSLATE_NOOP("Maneuver", "Move"),
    "change_posture": QT_TRANSLATE_NOOP("Maneuver", "Change Posture"),
    "aim": QT_TRANSLATE_NOOP("Maneuver", "Aim"),
    "evaluate": QT_TRANSLATE_NOOP("Maneuver", "Evaluate"),
    "attack": QT_TRANSLATE_NOOP("Maneuver", "Attack"),
    "feint": QT_TRANSLATE_NOOP("Maneuver", "Feint"),
    "all_out_attack": QT_TRANSLATE_NOOP("Maneuver", "All-Out Attack"),
    "move_and_attack": QT_TRANSLATE_NOOP("Maneuver", "Move and Attack"),
    "all_out_defense": QT_TRANSLATE_NOOP("Maneuver", "All-Out Defense"),
    "concentrate": QT_TRANSLATE_NOOP("Maneuver", "Concentrate"),
    "ready": QT_TRANSLATE_NOOP("Maneuver", "Ready"),
    "wait": QT_TRANSLATE_NOOP("Maneuver", "Wait"),
}
OPTION_NAMES: dict[str, str] = {
    "determined": QT_TRANSLATE_NOOP("Maneuver", "Determined (+4 melee, +1 ranged)"),
    "strong": QT_TRANSLATE_NOOP("Maneuver", "Strong (melee damage +2 or +1 a die)"),
    "double": QT_TRANSLATE_NOOP("Maneuver", "Double"),
    "feint": QT_TRANSLATE_NOOP("Maneuver", "Feint"),
    "increased_dodge": QT_TRANSLATE_NOOP("Maneuver", "Increased Dodge (+2)"),
    "increased_parry": QT_TRANSLATE_NOOP("Maneuver", "Increased Parry (+2)"),
    "increased_block": QT_TRANSLATE_NOOP("Maneuver", "Increased Block (+2)"),
}
#: short option names inside a maneuver's label ("All-Out Attack (Determined)")
OPTION_SHORT: dict[str, str] = {
    "determined": QT_TRANSLATE_NOOP("Maneuver", "Determined"),
    "strong": QT_TRANSLATE_NOOP("Maneuver", "Strong"),
    "double": QT_TRANSLATE_NOOP("Maneuver", "Double"),
    "feint": QT_TRANSLATE_NOOP("Maneuver", "Feint"),
    "increased_dodge": QT_TRANSLATE_NOOP("Maneuver", "Dodge +2"),
    "increased_parry": QT_TRANSLATE_NOOP("Maneuver", "Parry +2"),
    "increased_block": QT_TRANSLATE_NOOP("Maneuver", "Block +2"),
}
POSTURE_NAMES: dict[str, str] = {
    "standing": QT_TRANSLATE_NOOP("Maneuver", "standing"),
    "crouching": QT_TRANSLATE_NOOP("Maneuver", "crouching"),
    "kneeling": QT_TRANSLATE_NOOP("Maneuver", "kneeling"),
    "sitting": QT_TRANSLATE_NOOP("Maneuver", "sitting"),
    "crawling": QT_TRANSLATE_NOOP("Maneuver", "crawling"),
    "lying": QT_TRANSLATE_NOOP("Maneuver", "lying down"),
}
#: the attack roll's M and G10 parts as words (context "Maneuver")
PART_NAMES: dict[str, str] = {
    "all_out_attack_determined": QT_TRANSLATE_NOOP("Maneuver", "All-Out Attack (Determined)"),
    "move_and_attack": QT_TRANSLATE_NOOP("Maneuver", "Move and Attack"),
    "move_and_attack_cap": QT_TRANSLATE_NOOP("Maneuver", "Move and Attack: at most 9"),
    "aim": QT_TRANSLATE_NOOP("Maneuver", "Aim"),
    "evaluate": QT_TRANSLATE_NOOP("Maneuver", "Evaluate"),
    "shock": QT_TRANSLATE_NOOP("Maneuver", "the attacker's shock"),
    "posture": QT_TRANSLATE_NOOP("Maneuver", "attacking while {0}"),
    "target_posture": QT_TRANSLATE_NOOP("Maneuver", "target {0}"),
}
def _tr(text: str) -> str:
    return QCoreApplication.translate("Maneuver", text)


def maneuver_name(mid: str, option: str | None = None) -> str:
    """"All-Out Attack (Determined)": the maneuver with its option, translated."""
    name = _tr(MANEUVER_NAMES.get(mid, mid))
    if option:
        return QCoreApplication.translate("Maneuver", "{0} ({1})").format(
            name, option_short(option))
    return name


def option_short(option: str) -> str:
    return _tr(OPTION_SHORT.get(option, option))


def option_name(option: str) -> str:
    return _tr(OPTION_NAMES.get(option, option))


def posture_name(posture: str) -> str:
    return _tr(POSTURE_NAMES.get(posture, posture))


def named(arg: str, value: Any) -> Any:
    """An explain or log argument that holds a maneuver or posture id, as words (None:
    not one of theirs)."""
    if not isinstance(value, str):
        return None
    if arg in ("posture", "before") and value in POSTURE_NAMES:
        return posture_name(value)
    if arg == "maneuver":
        mid, _dot, option = value.partition(".")
        return maneuver_name(mid, option or None)
    return None


def part_name(what: str) -> str | None:
    """An attack-roll part of RULES M or G10 as words (None: not one of theirs)."""
    if what in PART_NAMES:
        return _tr(PART_NAMES[what])
    for prefix, key in (("target_posture_", "target_posture"), ("posture_", "posture")):
        if what.startswith(prefix) and what[len(prefix):] in POSTURE_NAMES:
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
