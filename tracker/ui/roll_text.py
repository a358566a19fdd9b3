"""The roll line's and the pasted results' problems as sentences in the UI language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..model.errors import TrackerError


def roll_error_text(err: TrackerError, command: str = "") -> str:
    # the dice-command parser loads with the first line rolled, not with the window
    from ..model.rolls import MAX_LENGTH, MAX_ROLLS

    code = getattr(err, "code", "")
    if code == "not_a_command":
        return QCoreApplication.translate("Rolls", "'{0}' is not a dice command (like CCB<=60, RES(12-10), "
                           "CBR(50,70), 2D6+1, 4D6KH3, 3B6>=4, C(10/2) or choice[A,B]).").format(command.split(None, 1)[0]
                                                             if command.strip() else "")
    if code == "too_many_dice":
        return QCoreApplication.translate("Rolls", "A command rolls at most {0} dice in all.").format(MAX_ROLLS)
    if code == "too_long":
        return QCoreApplication.translate("Rolls", "A command is at most {0} characters.").format(MAX_LENGTH)
    if code == "unknown_ref":
        args = getattr(err, "args_", {}) or {}
        return QCoreApplication.translate("Rolls", "{{{0}}} names nothing on {1}'s sheet (a "
                                          "characteristic, HP, MP, SAN, DB or a skill).").format(
            args.get("ref", ""), args.get("name", ""))
    if code == "no_sheet":
        return QCoreApplication.translate("Rolls", "Choose a combatant: its sheet fills the "
                                          "{…} references.")
    if code == "no_result":
        return QCoreApplication.translate("Rolls", "No dice result in the pasted text (like "
                           "'(1D100<=60) ＞ 23 ＞ 成功').")
    return str(err)
