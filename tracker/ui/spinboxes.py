"""Spin boxes that take numbers typed with a Japanese input method on.

Qt's own spin boxes refuse full-width digits ("１２"), so a GM who leaves the input method on
could not type a number at all; these read them as the ASCII digits they are."""

from __future__ import annotations

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QDoubleSpinBox, QSpinBox

from ..model.input_text import ascii_forms


class SpinBox(QSpinBox):
    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        return super().validate(ascii_forms(text), pos)


class DoubleSpinBox(QDoubleSpinBox):
    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        return super().validate(ascii_forms(text), pos)
