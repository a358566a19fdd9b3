"""The headless commands (no Qt): one module per command, one table of them.

``python -m tracker NAME ARGS`` looks NAME up in :data:`COMMANDS` and runs
``tracker.cli.<module>.main(argv, prog=...)``; the module is imported only then, so a command
loads nothing of the others (nor of Qt). A new command is a module with a ``main`` and a row
here: the usage text and the dispatch follow from the table.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Command:
    module: str  # under tracker.cli
    args: str  # as the usage shows them
    about: str


COMMANDS: dict[str, Command] = {
    "resolve": Command("resolve", "[--seed N]", "resolve JSON hit requests, one per line (stdin)"),
    "check": Command("check", "FILE...", "validate encounter files (exit 1 if any is bad)"),
    "tohit": Command("tohit", "[--seed N]", "GURPS attack rolls from JSON requests, one per line"),
    "campaign": Command("campaign", "", "V4-V8 campaign rules as JSON requests (stdin)"),
    "import-gcs": Command("import_gcs", "FILE...",
                          "GCS character files as resolve targets (JSON lines)"),
    "coc": Command("coc", "[--seed N]", "Call of Cthulhu rules over JSON lines (stdin)"),
    "roll": Command("roll", "[--seed N]",
                    "BCDice commands (CCB<=60, RES(12-10), 2D6+1) and pasted results (stdin)"),
    "import-ccfolia": Command("import_ccfolia", "FILE...",
                              "CCFolia character pieces as CoC sheets (JSON lines; - is stdin)"),
    "export-ccfolia": Command("export_ccfolia", "ENCOUNTER [NAME...]",
                              "CCFolia character pieces of a CoC encounter's combatants"),
    "session": Command("session", "[--seed N] [FILE]",
                       "a whole encounter driven by JSON lines of GM actions (stdin)"),
    "serve": Command("serve", "FILE [OPTIONS]",
                     "players' page of a saved encounter on the LAN (--host, --port, --token)"),
    "odds": Command("odds", "", "exact odds of a hit before it is rolled (JSON lines)"),
    "library": Command("library", "[--db PATH]",
                       "the library of combatants in SQLite (JSON lines: add, search, import…)"),
}


def run(name: str, argv: list[str], prog: str) -> int:
    """Run the command ``name`` (a key of :data:`COMMANDS`) with its arguments."""
    module = importlib.import_module(f"{__name__}.{COMMANDS[name].module}")
    return module.main(argv, prog=prog)
