"""Encounter files: save, load, validate and upgrade (Qt-free).

``io`` writes and reads (atomic writes, careful reads), ``migrate`` upgrades older formats,
``validate`` reports every problem with its JSON path; the ruleset and its rule modules check
their own parts. This package re-exports what callers need."""

from __future__ import annotations

from ..validation import MAX_DEPTH, MAX_PROBLEMS, Problem
from .io import (
    APP_ID,
    FORMAT_VERSION,
    MAX_FILE_BYTES,
    FileError,
    atomic_write,
    check_file,
    decode_bytes,
    dumps_document,
    dumps_encounter,
    encounter_document,
    file_stamp,
    fsync_directory,
    gc_paused,
    load_encounter,
    loads_encounter,
    os_args,
    parse_json,
    read_text,
    save_document,
    save_encounter,
)
from .migrate import MIGRATIONS, document_version
from .validate import document_to_encounter, prepare_document, validate_document


def problem_lines(name: str, problems: list[Problem]) -> list[str]:
    """``FILE: PATH: MESSAGE`` lines (``FILE: OK`` when there are none)."""
    if not problems:
        return [f"{name}: OK"]
    return [f"{name}: {p}" for p in problems]


__all__ = [
    "APP_ID", "FORMAT_VERSION", "MAX_DEPTH", "MAX_FILE_BYTES", "MAX_PROBLEMS", "MIGRATIONS",
    "FileError", "Problem", "atomic_write", "check_file", "decode_bytes", "document_to_encounter",
    "document_version", "dumps_document", "dumps_encounter", "encounter_document",
    "file_stamp", "fsync_directory", "gc_paused", "load_encounter", "loads_encounter", "os_args",
    "parse_json",
    "prepare_document", "problem_lines", "read_text", "save_document", "save_encounter",
    "validate_document",
]
