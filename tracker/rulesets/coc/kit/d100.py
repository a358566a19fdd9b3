"""The d100 field of every CoC dialog: empty ("—") lets the app roll; "00" and "100" are 100
and "0" is refused with a message (R16), by the model's one reading of typed percentile
dice (:func:`tracker.rulesets.coc.rules.checks.parse_d100`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QValidator

from tracker.model.errors import RulesError
from tracker.rulesets.coc.rules.checks import parse_d100
from tracker.ui.spinboxes import SpinBox

_EMPTY = "—"


class D100SpinBox(SpinBox):
    """0 stands for "not typed" (shown as —); 1–100 is the roll."""

    def __init__(self, parent=None, *, empty_rolls: bool = True) -> None:
        """``empty_rolls`` False: a roll must be typed (1–100, no —; the Checks dock)."""
        super().__init__(parent)
        self.setRange(0 if empty_rolls else 1, 100)
        if empty_rolls:
            self.setSpecialValueText(_EMPTY)

    def _text(self, text: str) -> str:
        return text.strip().removeprefix(self.prefix()).removesuffix(self.suffix()).strip()

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        if "＞" in text:  # a result pasted from the online table gives its roll
            from tracker.ui.paste_rolls import take_paste

            found = take_paste(self, text)
            if found is not None:
                text, pos = found[0], len(found[0])
                self.pasted.emit(found[1])
        t = self._text(text)
        if t in ("", _EMPTY):
            state = (QValidator.State.Acceptable if self.minimum() == 0
                     else QValidator.State.Intermediate)
            return state, text, pos
        try:
            parse_d100(t)
        except RulesError:
            # "0" may still become "00" or "05"; anything else is no roll
            state = (QValidator.State.Intermediate if t.strip("0０") == ""
                     else QValidator.State.Invalid)
            return state, text, pos
        return QValidator.State.Acceptable, text, pos

    def valueFromText(self, text: str) -> int:  # noqa: N802
        t = self._text(text)
        if t in ("", _EMPTY):
            return 0
        try:
            return parse_d100(t) or 0
        except RulesError:
            return self.value()

    def roll(self) -> int | None:
        """The typed roll, or None: the app rolls it."""
        return self.value() or None

    def problem(self) -> str:
        """Why what is typed is no roll ("0", R16); "" when it is fine."""
        t = self._text(self.lineEdit().text())
        if t in ("", _EMPTY):
            return ""
        try:
            parse_d100(t)
        except RulesError:
            return QCoreApplication.translate(
                "D100", "{0} is not a d100 roll: type 1–100 (00 is 100), or leave it empty "
                        "to roll.").format(t)
        return ""


__all__ = ["D100SpinBox"]
