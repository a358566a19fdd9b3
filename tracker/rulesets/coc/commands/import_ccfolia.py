"""``python -m tracker import-ccfolia FILE...``: investigators from CCFolia pieces, headless
(contracts/ccfolia.md). One JSON line per piece, in order: ``{"file", "name", "sheet",
"warnings"}`` or ``{"file", "error"}``; a file may hold several pieces (a list, or one a line
as export-ccfolia writes them) and a bad one never stops the others. ``-`` reads standard
input (the clipboard). Exits 0 when every piece was read, 1 if any failed, 2 on a usage
error."""

from __future__ import annotations

from tracker.cli.jsonl import FilesCommand, dumps
from tracker.model.errors import TrackerError
from tracker.rulesets.coc.rules.ccfolia import read_piece_file


def _import(name: str) -> tuple[list[str], bool]:
    try:
        pieces = read_piece_file(name)
    except TrackerError as exc:
        return [dumps({"file": name, "error": str(exc)})], False
    lines = [dumps({"file": name, "error": str(p)} if isinstance(p, TrackerError)
                   else p.to_line(name)) for p in pieces]
    return lines, not any(isinstance(p, TrackerError) for p in pieces)


main = FilesCommand("import-ccfolia", _import).main
