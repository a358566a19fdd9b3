"""Spin boxes that take numbers typed with a Japanese input method on.

Qt's own spin boxes refuse full-width digits ("１２"), so a GM who leaves the input method on
could not type a number at all; these read them as the ASCII digits they are. A result pasted
from the online table (``(1D100<=60) ＞ 23 ＞ 成功``) gives its roll or total
(:mod:`tracker.ui.paste_rolls`)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QDoubleSpinBox, QSpinBox

from ..model.input_text import ascii_forms


class SpinBox(QSpinBox):
    #: a pasted result was taken (a :class:`~tracker.model.rolls.Pasted`): a dialog may
    #: take more from it (who rolled, for what)
    pasted = Signal(object)

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        if "＞" in text:
            from .paste_rolls import take_paste

            found = take_paste(self, text)
            if found is not None:
                text, pos = found[0], len(found[0])
                self.pasted.emit(found[1])
        return super().validate(ascii_forms(text), pos)


class DoubleSpinBox(QDoubleSpinBox):
    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        return super().validate(ascii_forms(text), pos)
