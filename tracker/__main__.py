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


def subcommands() -> tuple[str, ...]:
    """The headless subcommands, from the one table of them."""
    from .cli import commands

    return tuple(commands())


def prog_name() -> str:
    """How the user started us: ``combat-tracker`` (the installed command) or
    ``python -m tracker``."""
    stem = (sys.argv[0] or "").replace("\\", "/").rsplit("/", 1)[-1]
    for suffix in (".exe", "-script.py"):  # Windows launchers of the installed command
        if stem.lower().endswith(suffix):
            stem = stem[: -len(suffix)]
    return "combat-tracker" if stem == "combat-tracker" else "python -m tracker"


def usage(prog: str) -> str:
    from .cli import commands

    rows = [("[FILE]", "start the GM window (demo encounter if no FILE)")]
    rows += [(f"{name} {c.args}".rstrip(), c.about) for name, c in commands().items()]
    rows.append(("-h, --help", "show this help"))
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
            return None, (f"'{a}' is neither a subcommand ({', '.join(subcommands())}) "
                          "nor a file")
    if len(files) > 1:
        return None, "give at most one FILE to open"
    return (files[0] if files else None), None


def main(argv: list[str] | None = None, prog: str | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    prog = prog or prog_name()
    if args:  # the GUI with no arguments (the usual start) does not load the command table
        from .cli import commands
        from .cli import run as run_command

        if args[0] in commands():
            return run_command(args[0], args[1:], prog)
    if args[:1] in (["-h"], ["--help"]):
        sys.stdout.write(usage(prog))
        return 0
    path, problem = gui_file(args)
    if problem is not None:
        sys.stderr.write(f"{prog}: {problem}\n{usage(prog)}")
        return 2
    import gc

    # The start allocates tens of thousands of objects that live as long as the app (modules,
    # classes, Qt enums, widgets): collecting along the way only walks them again and again
    # (≈ 4 ms). The window turns collection back on once it is shown (ui/app.py).
    gc.disable()
    try:
        from .syslibs import check_or_exit

        check_or_exit()  # a missing system library: say which, before Qt aborts over it
        from .ui.feature_hook import skip_source_scan

        skip_source_scan()  # before the window's modules load (tracker/ui/feature_hook.py)
        from .ui.app import run

        return run(args, path)
    finally:
        gc.enable()


if __name__ == "__main__":
    sys.exit(main())
