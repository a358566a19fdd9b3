"""``python -m tracker schema``: the encounter file's JSON Schema, with every installed ruleset."""

from __future__ import annotations

import json
import sys
from typing import TextIO


def main(argv: list[str], prog: str = "python -m tracker", out: TextIO | None = None,
         err: TextIO | None = None) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    if argv:
        err.write(f"usage: {prog} schema   (takes no arguments)\n")
        return 2
    from ..model.errors import TrackerError
    from ..model.files.schema import encounter_schema

    try:
        schema = encounter_schema()
    except TrackerError as exc:
        err.write(f"{prog} schema: {exc}\n")
        return 1
    out.write(json.dumps(schema, ensure_ascii=False, indent=2) + "\n")
    return 0
