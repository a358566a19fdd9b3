"""The roll line's and the pasted results' problems as sentences in the UI language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..model.errors import TrackerError


def roll_error_text(err: TrackerError, command: str = "") -> str:
    # the dice-command parser loads with the first line rolled, not with the window
    from ..model.rolls import MAX_DICE, MAX_LENGTH, MAX_SIDES

    code = getattr(err, "code", "")
    if code == "not_a_command":
        return QCoreApplication.translate("Rolls", "'{0}' is not a dice command (like CCB<=60, RES(12-10), "
                           "CBR(50,70), 2D6+1 or 3d6).").format(command.split(None, 1)[0]
                                                             if command.strip() else "")
    if code == "too_many_dice":
        return QCoreApplication.translate("Rolls", "At most {0} dice at once.").format(MAX_DICE)
    if code == "bad_die":
        return QCoreApplication.translate("Rolls", "A die has 1 to {0} sides.").format(MAX_SIDES)
    if code == "too_long":
        return QCoreApplication.translate("Rolls", "A command is at most {0} characters.").format(MAX_LENGTH)
    if code == "no_result":
        return QCoreApplication.translate("Rolls", "No dice result in the pasted text (like "
                           "'(1D100<=60) ＞ 23 ＞ 成功').")
    return str(err)
