"""Where the user's library lives by default: ``library.sqlite3`` in the app's data folder,
the folder Qt's ``QStandardPaths.AppDataLocation`` names (found here without Qt, so that the
headless command and the window open the same file; tests/ui checks the two agree).

The data folder of the name the app had before (``…/gurps-combat-tracker/combat-tracker``,
with the library and the recovery journals in it) becomes the new one, whole, the first time
either the window or a headless command asks for it: nothing in it is lost."""

from __future__ import annotations

import os
import sys

DEFAULT_NAME = "library.sqlite3"
#: the organisation and application names the window gives Qt (tracker/ui/appinfo.py)
ORG, APP = "combat-tracker", "combat-tracker"
#: the organisation names of earlier versions, whose data folder moves to the new one
OLD_ORGS = ("gurps-combat-tracker",)


def data_folder() -> str:
    base = _base()
    return adopt_old_folder(base, os.path.join(base, ORG, APP))


def adopt_old_folder(base: str, folder: str) -> str:
    """The data folder to use: ``folder``, into which the data folder of an older name under
    ``base`` is moved first while ``folder`` does not exist yet (when both exist, both stay
    as they are); the old folder itself while it cannot be moved (in use), so that its
    library is still the one opened."""
    if os.path.lexists(folder):
        return folder
    for org in OLD_ORGS:
        old = os.path.join(base, org, APP)
        if not os.path.isdir(old):
            continue
        try:
            os.makedirs(os.path.dirname(folder), exist_ok=True)
            os.rename(old, folder)
        except OSError:
            return old
        try:
            os.rmdir(os.path.dirname(old))  # the old organisation's folder, if now empty
        except OSError:
            pass
        return folder
    return folder


def _base() -> str:
    if sys.platform == "win32":
        base = os.environ.get("APPDATA") or os.path.join(os.path.expanduser("~"), "AppData",
                                                          "Roaming")
    elif sys.platform == "darwin":
        base = os.path.join(os.path.expanduser("~"), "Library", "Application Support")
    else:
        base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"),
                                                                ".local", "share")
    return base


def default_path() -> str:
    return os.path.join(data_folder(), DEFAULT_NAME)
