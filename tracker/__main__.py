"""``python -m tracker`` starts the GM window; subcommands run headless."""

from __future__ import annotations

import os
import sys

#: Qt's own command-line options that take the next word as their value (the GUI passes
#: them on to Qt; that word is not a file to open)
_QT_VALUE_OPTIONS = frozenset({
    "-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-qwindowgeometry",
    "-qwindowicon", "-qwindowtitle", "-session", "-style", "-stylesheet", "-display",
    "-geometry", "-title",
})


#: the headless subcommands
SUBCOMMANDS = ("resolve", "check", "tohit", "campaign", "import-gcs", "coc")


def prog_name() -> str:
    """How the user started us: ``combat-tracker`` (the installed command) or
    ``python -m tracker``."""
    stem = (sys.argv[0] or "").replace("\\", "/").rsplit("/", 1)[-1]
    for suffix in (".exe", "-script.py"):  # Windows launchers of the installed command
        if stem.lower().endswith(suffix):
            stem = stem[: -len(suffix)]
    return "combat-tracker" if stem == "combat-tracker" else "python -m tracker"


def usage(prog: str) -> str:
    rows = (("[FILE]", "start the GM window (demo encounter if no FILE)"),
            ("resolve [--seed N]", "resolve JSON hit requests, one per line (stdin)"),
            ("check FILE...", "validate encounter files (exit 1 if any is bad)"),
            ("tohit [--seed N]", "GURPS attack rolls from JSON requests, one per line"),
            ("campaign", "V4-V8 campaign rules as JSON requests (stdin)"),
            ("import-gcs FILE...", "GCS character files as resolve targets (JSON lines)"),
            ("coc [--seed N]", "Call of Cthulhu rules over JSON lines (stdin)"),
            ("-h, --help", "show this help"))
    lines = [f"{'usage:' if i == 0 else '      '} {prog} {cmd:<20} {what}"
             for i, (cmd, what) in enumerate(rows)]
    return "\n".join(lines) + "\n"


def gui_file(args: list[str]) -> tuple[str | None, str | None]:
    """(the encounter file to open, None) or (None, the problem) for the GUI's arguments.

    A word that is neither a subcommand nor an existing file is a mistake (a misspelt
    subcommand must not open the window); options are Qt's."""
    files: list[str] = []
    skip = False
    for a in args:
        if skip:
            skip = False
        elif a.startswith("-"):
            skip = a in _QT_VALUE_OPTIONS
        elif os.path.isfile(a):
            files.append(a)
        else:
            return None, (f"'{a}' is neither a subcommand ({', '.join(SUBCOMMANDS)}) "
                          "nor a file")
    if len(files) > 1:
        return None, "give at most one FILE to open"
    return (files[0] if files else None), None


def main(argv: list[str] | None = None, prog: str | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    prog = prog or prog_name()
    if args[:1] == ["resolve"]:
        from .cli import cmd_resolve

        return cmd_resolve(args[1:], prog=prog)
    if args[:1] == ["check"]:
        from .check_cli import cmd_check

        return cmd_check(args[1:], prog=prog)
    if args[:1] == ["tohit"]:
        from .tohit_cli import cmd_tohit

        return cmd_tohit(args[1:], prog=prog)
    if args[:1] == ["campaign"]:
        from .campaign_cli import cmd_campaign

        return cmd_campaign(args[1:])
    if args[:1] == ["import-gcs"]:
        from .gcs_cli import cmd_import_gcs

        return cmd_import_gcs(args[1:])
    if args[:1] == ["coc"]:
        from .coc_cli import cmd_coc

        return cmd_coc(args[1:], prog=prog)
    if args[:1] in (["-h"], ["--help"]):
        sys.stdout.write(usage(prog))
        return 0
    path, problem = gui_file(args)
    if problem is not None:
        sys.stderr.write(f"{prog}: {problem}\n{usage(prog)}")
        return 2
    from .syslibs import check_or_exit

    check_or_exit()  # a missing system library: say which, before Qt aborts over it
    from .ui.app import run

    return run(args, path)


if __name__ == "__main__":
    sys.exit(main())
