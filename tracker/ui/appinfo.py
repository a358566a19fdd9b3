"""Who the application is to the desktop: names, ids and the icon."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QIcon

from ..resources import folder as data_folder

ORG = "combat-tracker"
# the organisation name before 0.3 (when the app named one ruleset): its settings are copied
# and its data folder moved on the first start (tracker/model/library/place.py)
OLD_ORGS = ("gurps-combat-tracker",)
# Qt's application name: it names the data folder (``…/combat-tracker/combat-tracker/``
# with the recovery journals and the library in it), so it has no space
APP_ID = "combat-tracker"
# the application name before 0.2; its recovery folder is still searched (and emptied)
OLD_APP_NAMES = ("Combat Tracker",)
# the settings keep the file they always had, so nobody loses language, windows, recent files
SETTINGS_NAME = "Combat Tracker"
# the desktop entry, AppStream component and icon name (packaging/linux/)
DESKTOP_ID = "io.github.combat_tracker.CombatTracker"
# the desktop ids before the rename: packaging/linux/install.sh removes the files it installed
# under them (the AppStream metadata says the new id replaces them)
OLD_DESKTOP_IDS = ("io.github.gurps_combat_tracker.CombatTracker",)
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def app_settings() -> QSettings:
    """The user's settings; on the first start after the rename, a copy of those kept under
    the old organisation name (which stay as they were: an older copy still reads them)."""
    settings = QSettings(ORG, SETTINGS_NAME)
    if settings.allKeys():
        return settings
    for org in OLD_ORGS:
        old = QSettings(org, SETTINGS_NAME)
        keys = old.allKeys()
        if keys:
            for key in keys:
                settings.setValue(key, old.value(key))
            settings.sync()
            break
    return settings


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
