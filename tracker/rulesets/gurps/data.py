"""GURPS's own data files, beside its manifest in this package: the body plans
(``bodyplans/*.json``) and the stored figures (``silhouette_shapes.bin``).

:func:`folder` finds them beside this module's own file, where an installed wheel, an editable
checkout and the PyInstaller bundle all keep them (as ``tracker.resources.folder`` does for the
app's own data; not through importlib.resources, which costs start-up time).
"""

from __future__ import annotations

from pathlib import Path

_HERE = Path(__file__).parent


def folder(*parts: str) -> Path:
    """The data file or folder at ``parts`` (e.g. ``folder("bodyplans", "humanoid.json")``)."""
    return _HERE.joinpath(*parts)
