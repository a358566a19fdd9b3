"""User text (names, aliases, notes, conditions, weapon and skill names, imported fields,
file names) in Qt widgets: always shown as plain text, never as HTML.

Qt guesses: a QLabel, a tooltip or a message box whose text *looks* like markup is rendered
as rich text, so a combatant named ``<img src='/dev/zero'>`` makes Qt read that file. Every
place that shows user text does one of three things:

* a label that never needs markup is made plain once (:func:`plain`);
* rich text that includes user text escapes that part (:func:`esc`);
* a tooltip or message text is passed through :func:`plain_tip` / :func:`plain_box`.
"""

from __future__ import annotations

from PySide6.QtGui import Qt  # QtGui's Qt namespace holds mightBeRichText
from PySide6.QtWidgets import QInputDialog, QLabel, QMessageBox

# what html.escape(…, quote=False) does, without loading html (and its entity table) at start
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})


def esc(text: object) -> str:
    """User text to put inside rich text: shown literally there."""
    return str(text).translate(_ESCAPES)


def plain(*labels: QLabel) -> QLabel:
    """Labels that show their text literally, whatever it holds; returns the first."""
    for label in labels:
        label.setTextFormat(Qt.TextFormat.PlainText)
    return labels[0]


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` literally (line breaks kept). Qt shows a tooltip that
    looks like markup as rich text; such a one is escaped and wrapped, the rest unchanged."""
    if not text or not Qt.mightBeRichText(text):
        return text
    return f"<p style='white-space:pre-wrap'>{esc(text)}</p>"


def plain_box(box: QMessageBox) -> QMessageBox:
    """A message box whose text and informative text are shown literally."""
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def message(parent, icon: QMessageBox.Icon, title: str, text: str,
            buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
            default: QMessageBox.StandardButton | None = None,
            name: str = "", texts: dict | None = None) -> QMessageBox.StandardButton:
    """QMessageBox.warning/critical/question/information with the text shown literally (a
    file name or an error quoting a combatant's name is user text). ``texts``: labels for
    some of the buttons. Tests answer it by replacing ``QMessageBox.exec``."""
    box = plain_box(QMessageBox(icon, title, text, buttons, parent))
    if name:
        box.setObjectName(name)
    if default is not None:
        box.setDefaultButton(default)
    for which, label in (texts or {}).items():  # buttons named for what they do
        box.button(which).setText(label)
    return QMessageBox.StandardButton(box.exec())


def choose_item(parent, title: str, label: str, items: list[str], current: int = 0,
                editable: bool = False) -> tuple[str, bool]:
    """QInputDialog.getItem with its label and items shown literally (the label often names
    a combatant). Tests answer it by replacing ``QInputDialog.exec``."""
    dlg = QInputDialog(parent)
    dlg.setWindowTitle(title)
    dlg.setLabelText(label)
    dlg.setComboBoxItems(items)
    dlg.setComboBoxEditable(editable)
    if items and 0 <= current < len(items):
        dlg.setTextValue(items[current])
    for lab in dlg.findChildren(QLabel):
        lab.setTextFormat(Qt.TextFormat.PlainText)
    ok = bool(dlg.exec())
    return dlg.textValue(), ok
