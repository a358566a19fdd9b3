"""Spares the tracker's modules (and the standard library's) PySide6's source scan at import.

Once PySide6.QtCore is loaded, every module imported afterwards is read back from its source
file and searched for the word "PySide6", so that ``from __feature__ import snake_case`` could
switch that module's view of Qt (PySide's ``feature_imported``, about 0.15–0.2 ms a module:
some 20 ms over the ~130 modules the GM window loads). The tracker never uses ``__feature__``,
so its modules are entered up front with the value PySide itself gives a module it ignores
(-1), as are the standard library's, which never name PySide6 (the scan would give them -1):
Qt looks the same to every module. If a PySide6 version keeps this table elsewhere, nothing
is entered and the scan simply runs as before."""

from __future__ import annotations

import os
import sys

import PySide6.QtCore  # noqa: F401  (installs the hook and its table)

#: PySide's value for "ignore this module when switching features"
_IGNORE = -1


def _module_names(package: str, folder: str) -> list[str]:
    names = []
    with os.scandir(folder) as entries:
        for e in entries:
            if e.is_dir() and not e.name.startswith(("_", ".")):
                names += _module_names(f"{package}.{e.name}", e.path)
            elif e.name.endswith(".py"):
                stem = e.name[:-3]
                names.append(package if stem == "__init__" else f"{package}.{stem}")
    return names


def skip_source_scan() -> int:
    """Enter the tracker's and the standard library's modules in PySide's feature table; how
    many were entered."""
    feature = sys.modules.get("shibokensupport.feature")
    table = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return 0
    top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # .../tracker
    if not os.path.isdir(top):  # a bundle without source files: nothing to scan anyway
        return 0
    # the standard library never names PySide6: the scan would ignore its modules too
    stdlib = sys.stdlib_module_names
    # tracker.resources (the data files' package) lives outside tracker/ (pyproject's
    # package-dir)
    names = [*_module_names("tracker", top), "tracker.resources", *stdlib,
             *(n for n in list(sys.modules) if n.partition(".")[0] in stdlib)]
    count = 0
    for name in names:
        if name not in table:
            table[name] = _IGNORE
            count += 1
    return count
