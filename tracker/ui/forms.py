"""Form rows whose label's mnemonic (Alt+letter) moves the focus to the field."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel, QLayout, QWidget


def labelled_row(form: QFormLayout, text: str, field: QWidget | QLayout,
                 buddy: QWidget | None = None) -> QLabel:
    """Add ``text`` / ``field`` to ``form``; the label's buddy is ``buddy``, or ``field``
    itself when it is a widget (a row of several widgets names the one to focus)."""
    label = QLabel(text)
    target = buddy if buddy is not None else field if isinstance(field, QWidget) else None
    if target is not None:
        label.setBuddy(target)
    form.addRow(label, field)
    return label
