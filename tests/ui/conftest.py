import pytest


@pytest.fixture(scope="session", autouse=True)
def _english_ui(qapp):
    """The UI tests start in English with its plural forms ("1 day", "60 days"); a test that
    switches the language switches it back."""
    from tracker.ui import i18n

    i18n.install("en")
    yield


@pytest.fixture
def open_window(qtbot, tmp_path):
    """A factory: ``open_window(encounter)`` shows the GM window on that encounter, with its
    settings in the test's own folder (never the user's), and closes it after the test
    without the unsaved-changes question."""
    from PySide6.QtCore import QSettings

    from tracker.ui.document import EncounterDocument
    from tracker.ui.main_window import MainWindow

    made = []

    def make(encounter):
        settings = QSettings(str(tmp_path / f"window{len(made)}.ini"),
                             QSettings.Format.IniFormat)
        w = MainWindow(EncounterDocument(encounter), settings)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w

    yield make
    for w in made:  # pytest-qt's own close would stop at the unsaved-changes prompt
        w.doc.undo_stack.setClean()
        w.close()
        w.deleteLater()


@pytest.fixture
def japanese(monkeypatch, qapp):
    """The UI in Japanese from the catalogue of the checkout under test (a worktree's own,
    not the one the editable install points at); English again after the test."""
    from pathlib import Path

    from tracker.ui import i18n

    root = Path(__file__).resolve().parents[2]
    monkeypatch.setattr(i18n, "data_folder", lambda *parts: root.joinpath("resources", *parts))
    assert i18n.install("ja")
    yield
    i18n.install("en")


def drag_and_drop(widget, mime) -> bool:
    """A drag of ``mime`` entering ``widget`` and dropped on its middle, as a real drag
    sends them; whether the widget took the drag."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    enter = QDragEnterEvent(widget.rect().center(), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, enter)
    drop = QDropEvent(QPointF(widget.rect().center()), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, drop)
    return enter.isAccepted()
