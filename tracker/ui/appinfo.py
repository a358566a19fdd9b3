"""Who the application is to the desktop: names, ids and the icon."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon

from ..resources import folder as data_folder

ORG = "gurps-combat-tracker"
# Qt's application name: it names the data folder (``…/gurps-combat-tracker/combat-tracker/``
# with the recovery journals in it), so it has no space
APP_ID = "combat-tracker"
# the application name before 0.2; its recovery folder is still searched (and emptied)
OLD_APP_NAMES = ("Combat Tracker",)
# the settings keep the file they always had, so nobody loses language, windows, recent files
SETTINGS_NAME = "Combat Tracker"
# the desktop entry, AppStream component and icon name (packaging/linux/)
DESKTOP_ID = "io.github.gurps_combat_tracker.CombatTracker"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def app_name() -> str:
    """The application's name in the UI language (window titles end in it)."""
    return QCoreApplication.translate("App", "Combat Tracker")


def app_icon() -> QIcon:
    """The application icon at every size rendered from its SVG (resources/icons/)."""
    icon = QIcon()
    folder = data_folder("icons")
    for size in ICON_SIZES:
        icon.addFile(str(folder.joinpath(f"combat-tracker-{size}.png")))
    return icon
