"""The headless commands (no Qt): one module per command, one table of them.

``python -m tracker NAME ARGS`` looks NAME up in :func:`commands` and runs the command
module's ``main(argv, prog=...)``; the module is imported only then, so a command loads nothing
of the others (nor of Qt). A command of no ruleset is a module with a ``main`` and a row in
:data:`CORE`; a ruleset declares its own in its manifest (``Manifest.commands``). The usage text
and the dispatch follow from the table.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Command:
    module: str  # a module with ``main(argv, prog=...)``
    args: str  # as the usage shows them
    about: str


#: the commands of no ruleset; each ruleset's manifest brings its own (:func:`commands`)
CORE: dict[str, Command] = {
    "check": Command("tracker.cli.check", "FILE...", "validate encounter files (exit 1 if any is bad)"),
    "session": Command("tracker.cli.session", "[--seed N] [--library PATH] [FILE]",
                       "a whole encounter driven by JSON lines of GM actions (stdin)"),
    "serve": Command("tracker.cli.serve", "FILE [OPTIONS]",
                     "players' page of a saved encounter on the LAN (--host, --port, --token)"),
    "schema": Command("tracker.cli.schema", "",
                      "the encounter file's JSON Schema, with every installed ruleset's sheet"),
    "library": Command("tracker.cli.library", "[--db PATH]",
                       "the library of combatants in SQLite (JSON lines: add, search, import…)"),
}


def commands() -> dict[str, Command]:
    """Every command: the core's, then each installed ruleset's (a core name wins)."""
    from ..model.plugins import manifests

    out = dict(CORE)
    for man in manifests().values():
        for decl in man.commands:
            out.setdefault(decl.name, Command(decl.module, decl.args, decl.about))
    return out


def run(name: str, argv: list[str], prog: str) -> int:
    """Run the command ``name`` (a key of :func:`commands`) with its arguments."""
    module = importlib.import_module(commands()[name].module)
    return module.main(argv, prog=prog)
