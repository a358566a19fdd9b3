"""The GM window's theme: the system's (light or dark, and its changes), or the one the GM
chose in View → Theme (kept in the settings). The dark one is a palette of our own: Qt's
platform themes give one only on some desktops."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

CHOICES = ("system", "light", "dark")
SETTING = "window/theme"

_DARK = {
    QPalette.ColorRole.Window: "#2b2b2b", QPalette.ColorRole.WindowText: "#e8e8e8",
    QPalette.ColorRole.Base: "#1e1e1e", QPalette.ColorRole.AlternateBase: "#262626",
    QPalette.ColorRole.ToolTipBase: "#2b2b2b", QPalette.ColorRole.ToolTipText: "#e8e8e8",
    QPalette.ColorRole.Text: "#e8e8e8", QPalette.ColorRole.Button: "#353535",
    QPalette.ColorRole.ButtonText: "#e8e8e8", QPalette.ColorRole.BrightText: "#ff6161",
    QPalette.ColorRole.Link: "#6cb6ff", QPalette.ColorRole.Highlight: "#3d6fb4",
    QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.PlaceholderText: "#9a9a9a",
    QPalette.ColorRole.Light: "#505050", QPalette.ColorRole.Midlight: "#444444",
    QPalette.ColorRole.Mid: "#5a5a5a", QPalette.ColorRole.Dark: "#1a1a1a",
    QPalette.ColorRole.Shadow: "#000000",
}
_DARK_DISABLED = "#7a7a7a"

#: the palette the application started with (the light one, or the desktop's)
_original: QPalette | None = None
_choice = "system"


def dark_palette() -> QPalette:
    p = QPalette()
    for role, colour in _DARK.items():
        p.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText,
                 QPalette.ColorRole.WindowText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor(_DARK_DISABLED))
    return p


def wants_dark(choice: str, scheme: Qt.ColorScheme) -> bool:
    """Dark when chosen, or when the choice is the system's and the system is dark."""
    return choice == "dark" or (choice == "system" and scheme == Qt.ColorScheme.Dark)


def is_dark() -> bool:
    """The window is drawn dark now (its base colour is)."""
    return QGuiApplication.palette().color(QPalette.ColorRole.Base).lightness() < 128


def apply(choice: str) -> None:
    """The theme ``choice`` (one of :data:`CHOICES`; anything else is the system's)."""
    global _original, _choice
    app = QGuiApplication.instance()
    if app is None:
        return
    _choice = choice if choice in CHOICES else "system"
    hints = app.styleHints()
    if _original is None:
        _original = QPalette(app.palette())
        hints.colorSchemeChanged.connect(lambda _scheme: apply(_choice))
    app.setPalette(dark_palette() if wants_dark(_choice, hints.colorScheme())
                   else _original)


def current() -> str:
    return _choice


def side_colour(hex_colour: str) -> QColor:
    """A side's colour (the roster, the cards) readable on the window's base colour."""
    colour = QColor(hex_colour)
    return colour.lighter(170) if is_dark() else colour
