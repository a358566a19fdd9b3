"""Form rows whose label's mnemonic (Alt+letter) moves the focus to the field, and the
dialogs' accept/cancel button row."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QPushButton,
    QWidget,
)


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


def accept_cancel(accept: str, cancel: str) -> tuple[QDialogButtonBox, QPushButton, QPushButton]:
    """A dialog's button row: ``accept`` (the default button: Enter presses it) and
    ``cancel``, both texts already translated in the dialog's own context."""
    accept_button = QPushButton(accept)
    accept_button.setDefault(True)
    cancel_button = QPushButton(cancel)
    box = QDialogButtonBox()
    box.addButton(accept_button, QDialogButtonBox.ButtonRole.AcceptRole)
    box.addButton(cancel_button, QDialogButtonBox.ButtonRole.RejectRole)
    return box, accept_button, cancel_button
