"""``python -m tracker import-gcs FILE...``: GCS character files as resolve targets, headless.

One JSON line per file, in order: ``{"file", "name", "dx", "basic_speed", "target",
"warnings", "weapons"}`` where ``target`` is a ``python -m tracker resolve`` target as it is
and ``weapons`` the weapons read (as a sheet saves them), or
``{"file", "error"}`` for a file that cannot be imported; the others are still read. Exits 0
when every file was imported, 1 if any failed, 2 on a usage error."""

from __future__ import annotations

from tracker.cli.jsonl import FilesCommand, dumps
from tracker.rulesets.gurps.rules.gcs import GcsError, import_file


def _import(name: str) -> tuple[list[str], bool]:
    try:
        return [dumps(import_file(name).to_line())], True
    except GcsError as exc:
        return [dumps({"file": name, "error": str(exc)})], False


main = FilesCommand("import-gcs", _import).main
