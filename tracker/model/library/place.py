"""Where the user's library lives by default: ``library.sqlite3`` in the app's data folder,
the folder Qt's ``QStandardPaths.AppDataLocation`` names (found here without Qt, so that the
headless command and the window open the same file; tests/ui checks the two agree)."""

from __future__ import annotations

import os
import sys

DEFAULT_NAME = "library.sqlite3"
#: the organisation and application names the window gives Qt (tracker/ui/appinfo.py)
ORG, APP = "gurps-combat-tracker", "combat-tracker"


def data_folder() -> str:
    if sys.platform == "win32":
        base = os.environ.get("APPDATA") or os.path.join(os.path.expanduser("~"), "AppData",
                                                          "Roaming")
    elif sys.platform == "darwin":
        base = os.path.join(os.path.expanduser("~"), "Library", "Application Support")
    else:
        base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"),
                                                                ".local", "share")
    return os.path.join(base, ORG, APP)


def default_path() -> str:
    return os.path.join(data_folder(), DEFAULT_NAME)
