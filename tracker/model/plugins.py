"""Rulesets are found, not named: each one declares itself in its package's metadata under the
entry-point group :data:`GROUP` (``[project.entry-points."combat_tracker.rulesets"]`` in a
``pyproject.toml``), ``id = "module:MANIFEST"``. The bundled GURPS and Call of Cthulhu do it in
this project's own ``pyproject.toml``; a ruleset from another pip package does it in its own, and
the tracker finds it without a line of this project changing.

A :class:`Manifest` names everything of the ruleset by module or resource, so nothing of it is
imported before it is used: its rules, its Qt kit, its headless commands, its schema fragment,
its translations and the script that draws its figure on the players' page.

Why not ``importlib.metadata``: importing it costs ~15 ms (email, csv, zipfile …), a tenth of
the GM window's whole start-up budget. The entry points are read straight from the
``entry_points.txt`` of each ``*.dist-info`` folder on ``sys.path``, the first distribution of
a name winning, as ``importlib.metadata`` does; a frozen bundle carries the same folders.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

GROUP = "combat_tracker.rulesets"

#: the major version of the seam (the manifest, :class:`~tracker.model.ruleset.Ruleset`, the
#: kit) this tracker speaks: a plugin written for another major version is refused, by name
API_MAJOR = 1


@dataclass(frozen=True)
class CommandDecl:
    """A headless subcommand a ruleset brings: ``python -m tracker NAME ARGS``."""

    name: str
    module: str  # a module with ``main(argv, prog=...)``
    args: str
    about: str


@dataclass(frozen=True)
class Manifest:
    """What a ruleset is made of; every member is a module or resource name, loaded on use."""

    id: str
    #: the English name (the kit translates it); shown where rulesets are listed
    label: str
    #: the module whose ``RULESET`` is the rules (Qt-free)
    rules: str
    #: the module whose ``KIT`` draws and edits the ruleset's own things (Qt); "" for none
    kit: str = ""
    #: where lists of rulesets put it (lowest first); the first is the default ruleset
    order: int = 100
    commands: tuple[CommandDecl, ...] = ()
    #: ``package:file.json``, the JSON Schema of a combatant's ``sheet`` (and the ruleset's
    #: own parts of an encounter), composed into the encounter schema
    schema: str = ""
    #: ``package``, a folder with the ruleset's ``<catalogue>_<lang>.qm`` catalogues
    translations: str = ""
    catalogue: str = ""
    #: ``package:file.js``, the script that draws a combatant of this ruleset on the page
    web_figure: str = ""
    #: files written before encounters named their ruleset are this ruleset's
    legacy_files: bool = False
    #: ``package:words_{lang}.json``, the ruleset's display vocabulary, one file per language
    #: (:mod:`tracker.model.words`); the English one is the fallback of the others
    words: str = ""
    #: the seam's version the ruleset was written for, "MAJOR.MINOR"; another major than
    #: :data:`API_MAJOR` is refused
    api_version: str = "1.0"
    extra: dict[str, str] = field(default_factory=dict)


def api_problem(man: Manifest, source: str = "") -> str | None:
    """Why the tracker cannot use ``man`` for its seam version (None: it can). ``source``
    names where it came from (its entry point)."""
    major = str(man.api_version).split(".", 1)[0].strip()
    if major == str(API_MAJOR):
        return None
    where = f" ({source})" if source else ""
    return (f"the ruleset '{man.id}'{where} is written for version {man.api_version} of the "
            f"tracker's ruleset API; this tracker speaks version {API_MAJOR}.x")


_NAME = re.compile(r"[-_.]+")


def _normal(name: str) -> str:
    return _NAME.sub("_", name).lower()


def _section(text: str, group: str) -> list[tuple[str, str]]:
    """The ``name = value`` lines of ``[group]`` in an ``entry_points.txt``."""
    out: list[tuple[str, str]] = []
    inside = False
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("["):
            inside = line == f"[{group}]"
            continue
        if inside and "=" in line:
            name, _, value = line.partition("=")
            out.append((name.strip(), value.strip()))
    return out


def entry_points(group: str = GROUP) -> list[tuple[str, str]]:
    """``(name, "module:attr")`` of every installed distribution's entry points in ``group``."""
    seen: set[str] = set()
    out: list[tuple[str, str]] = []
    for folder in sys.path:
        try:
            entries = sorted(os.scandir(folder or "."), key=lambda e: e.name)
        except OSError:
            continue
        for entry in entries:
            if not entry.name.endswith((".dist-info", ".egg-info")):
                continue
            dist = _normal(entry.name.rsplit(".", 1)[0].split("-", 1)[0])
            if dist in seen:
                continue
            seen.add(dist)
            try:
                with open(os.path.join(entry.path, "entry_points.txt"), encoding="utf-8") as f:
                    text = f.read(1 << 20)
            except OSError:
                continue
            if f"[{group}]" in text:
                out.extend(_section(text, group))
    return out


_FOUND: dict[str, Manifest] | None = None
#: manifests offered at run time (a test, an embedding program), beside the installed ones
_EXTRA: dict[str, Manifest] = {}
#: entry points that could not be loaded: id -> the reason (shown by the views that list rulesets)
BROKEN: dict[str, str] = {}


def _load(value: str) -> Manifest:
    module, _, attr = value.partition(":")
    obj = importlib.import_module(module.strip())
    for part in (attr.strip() or "MANIFEST").split("."):
        obj = getattr(obj, part)
    if not isinstance(obj, Manifest):
        raise TypeError(f"{value} is not a Manifest")
    return obj


def _discover() -> dict[str, Manifest]:
    global _FOUND
    if _FOUND is None:
        found: dict[str, Manifest] = {}
        for name, value in entry_points():
            if name in found or name in BROKEN:
                continue
            try:
                man = _load(value)
            except Exception as exc:  # noqa: BLE001 (a broken plugin must not stop the app)
                BROKEN[name] = f"{type(exc).__name__}: {exc}"
                continue
            if man.id != name:
                BROKEN[name] = f"its manifest is for '{man.id}'"
                continue
            problem = api_problem(man, value)
            if problem is not None:
                BROKEN[name] = problem
                continue
            found[name] = man
        _FOUND = found
    return _FOUND


def manifests() -> dict[str, Manifest]:
    """Every ruleset's manifest, id -> manifest, in :attr:`Manifest.order`."""
    every = {**_discover(), **_EXTRA}
    return dict(sorted(every.items(), key=lambda kv: (kv[1].order, kv[0])))


def bundled() -> tuple[str, ...]:
    """The rulesets that ship inside the tracker's own package: the page's words and figure
    data files are made for these (``tools/make_web_assets.py``); another package's ruleset
    draws with its own script and data."""
    home = __name__.split(".", 1)[0] + "."
    return tuple(rid for rid, m in manifests().items() if m.rules.startswith(home))


def manifest(rid: str) -> Manifest | None:
    return _EXTRA.get(rid) or _discover().get(rid)


def resource_folder(package: str) -> Path | None:
    """The folder of ``package`` without running it (its parents are imported)."""
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def read_resource(ref: str) -> str | None:
    """The text of ``package:file`` (a manifest's schema or web figure); None if missing."""
    package, _, name = ref.partition(":")
    folder = resource_folder(package)
    if folder is None or not name or "/" in name or "\\" in name:
        return None
    try:
        return (folder / name).read_text(encoding="utf-8")
    except OSError:
        return None


def offer(man: Manifest) -> None:
    """Offer ``man`` as if it were installed (tests, a program embedding the tracker); one
    for another major version of the seam is refused (ValueError, saying why)."""
    problem = api_problem(man)
    if problem is not None:
        raise ValueError(problem)
    _EXTRA[man.id] = man


def rediscover() -> None:
    """Read the installed entry points again (after a ``pip install`` in the same process)."""
    global _FOUND
    _FOUND = None
    BROKEN.clear()
