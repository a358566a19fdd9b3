"""``python -m tracker import-ccfolia FILE...``: investigators from CCFolia pieces, headless
(contracts/ccfolia.md). One JSON line per piece, in order: ``{"file", "name", "sheet",
"warnings"}`` or ``{"file", "error"}``; ``-`` reads standard input (the clipboard). Exits 0
when every piece was read, 1 if any failed, 2 on a usage error."""

from __future__ import annotations

from ..model.coc.ccfolia import read_piece_file
from ..model.errors import TrackerError
from .jsonl import FilesCommand, dumps


def _import(name: str) -> tuple[list[str], bool]:
    try:
        return [dumps(read_piece_file(name).to_line(name))], True
    except TrackerError as exc:
        return [dumps({"file": name, "error": str(exc)})], False


main = FilesCommand("import-ccfolia", _import).main
