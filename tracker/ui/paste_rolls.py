"""Pasting a result from the online table into any roll field.

A d100, 3d or dice field that receives a line copied from CCFolia (``佐藤 : CCB<=60 【こぶし】
(1D100<=60) ＞ 23 ＞ 成功``) takes its rolled number(s) instead of the text, and says where
they came from in its tooltip. :class:`~tracker.ui.spinboxes.SpinBox` does this for every
number field (its roll, or a sum's total); :func:`accept_pasted_rolls` wires a text field of
dice faces. What a pasted text holds is read by :func:`tracker.model.rolls.paste.pasted_value`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QLineEdit, QWidget

from ..model.rolls.paste import TAKE_D100, TAKE_FACES, TAKE_TOTAL, Pasted, pasted_value

__all__ = ["TAKE_D100", "TAKE_FACES", "TAKE_TOTAL", "PastedRolls", "accept_pasted_rolls",
           "take_paste"]


def took_text(value: str, pasted: Pasted) -> str:
    """The tooltip of a field that took ``value`` from a pasted result."""
    what = " ".join(x for x in (pasted.command, f"【{pasted.label}】" if pasted.label else None)
                    if x) or f"({pasted.expr})"
    return QCoreApplication.translate("Rolls", "Taken from the pasted result: {0} → {1}").format(
        what, value)


class PastedRolls(QValidator):
    """A line edit's validator that turns a pasted result into its faces (or total); any
    other text passes unchanged. ``taken`` tells what was taken from which result."""

    taken = Signal(str, object)  # the text taken, the Pasted

    def __init__(self, take: str = TAKE_FACES, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.take = take

    def validate(self, text: str, pos: int):
        found = pasted_value(text, self.take)
        if found is None:
            return QValidator.State.Acceptable, text, pos
        value, pasted = found
        self.taken.emit(value, pasted)
        return QValidator.State.Acceptable, value, len(value)


def accept_pasted_rolls(edit: QLineEdit, take: str = TAKE_FACES) -> PastedRolls:
    """Let ``edit`` take the faces (or total) of a pasted result; returns its validator."""
    v = PastedRolls(take, edit)
    v.taken.connect(lambda value, p: edit.setToolTip(took_text(value, p)))
    edit.setValidator(v)
    return v


def take_paste(widget: QWidget, text: str, take: str = TAKE_TOTAL) -> tuple[str, Pasted] | None:
    """For a field's own validation: what to hold instead of a pasted ``text`` (said in
    ``widget``'s tooltip), or None when ``text`` holds no result."""
    found = pasted_value(text, take)
    if found is not None:
        widget.setToolTip(took_text(*found))
    return found
