"""``python -m tracker`` starts the GM window; subcommands run headless."""

from __future__ import annotations

import sys

USAGE = """usage: python -m tracker [FILE]          start the GM window (demo encounter if no FILE)
       python -m tracker resolve [--seed N]   resolve JSON hit requests, one per line (stdin)
       python -m tracker check FILE...        validate encounter files (exit 1 if any is bad)
       python -m tracker tohit [--seed N]     GURPS attack rolls from JSON requests, one per line
       python -m tracker campaign             V4-V8 campaign rules as JSON requests (stdin)
       python -m tracker import-gcs FILE...   GCS character files as resolve targets (JSON lines)
       python -m tracker coc [--seed N]       Call of Cthulhu rules over JSON lines (stdin)
"""


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["resolve"]:
        from .cli import cmd_resolve

        return cmd_resolve(args[1:])
    if args[:1] == ["check"]:
        from .check_cli import cmd_check

        return cmd_check(args[1:])
    if args[:1] == ["tohit"]:
        from .tohit_cli import cmd_tohit

        return cmd_tohit(args[1:])
    if args[:1] == ["campaign"]:
        from .campaign_cli import cmd_campaign

        return cmd_campaign(args[1:])
    if args[:1] == ["import-gcs"]:
        from .gcs_cli import cmd_import_gcs

        return cmd_import_gcs(args[1:])
    if args[:1] == ["coc"]:
        from .coc_cli import cmd_coc

        return cmd_coc(args[1:])
    if args[:1] in (["-h"], ["--help"]):
        sys.stdout.write(USAGE)
        return 0
    from .syslibs import check_or_exit

    check_or_exit()  # a missing system library: say which, before Qt aborts over it
    from .ui.app import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
