"""The app's data files: icons, translations, the players' page and the schema (a bundled
ruleset's own data is in its package, tracker/rulesets/<id>/).

:func:`folder` finds them beside this package's own file, where an installed wheel, an
editable checkout and the PyInstaller bundle all keep them; not through importlib.resources,
which with what it loads (tempfile, zipfile …) costs ≈ 6 ms of every start.
"""

from __future__ import annotations

from pathlib import Path

_HERE = Path(__file__).parent


def folder(*parts: str) -> Path:
    """The data file or folder at ``parts`` (e.g. ``folder("icons", "x.png")``)."""
    return _HERE.joinpath(*parts)
