"""The encounter file's JSON Schema, composed: the core's (``resources/encounter.schema.json``,
which names no ruleset) and each installed ruleset's fragment (``Manifest.schema``), joined as
``if ruleset == id then fragment`` with the fragment's ``$defs`` beside the core's.

The tracker validates files in code (:mod:`.validate`, which is stricter); the schema is for
other programs that read or write encounter files (``python -m tracker schema`` prints it)."""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

from ...resources import folder as data_folder
from ..errors import TrackerError
from ..plugins import manifests, read_resource


def core_schema() -> dict[str, Any]:
    return json.loads(data_folder("encounter.schema.json").read_text(encoding="utf-8"))


@cache
def _composed(rids: tuple[str, ...]) -> str:
    schema = core_schema()
    defs = schema["$defs"]
    enc = defs["encounter"]
    enc["properties"]["ruleset"] = {"enum": list(rids)}
    clauses = []
    for rid in rids:
        ref = manifests()[rid].schema
        if not ref:
            continue
        text = read_resource(ref)
        if text is None:
            raise TrackerError("schema_missing", f"the ruleset '{rid}' names its schema "
                               f"fragment {ref}, which is not installed")
        frag = json.loads(text)
        for name, body in frag.get("$defs", {}).items():
            if name in defs:
                raise TrackerError("schema_clash", f"the ruleset '{rid}' defines '{name}', "
                                   "which the schema already has")
            defs[name] = body
        clauses.append({"if": {"properties": {"ruleset": {"const": rid}}},
                        "then": frag.get("then", {})})
    if clauses:
        enc["allOf"] = clauses
    return json.dumps(schema, ensure_ascii=False)


def encounter_schema() -> dict[str, Any]:
    """The schema of an encounter file of any installed ruleset (a fresh copy each call)."""
    return copy.deepcopy(json.loads(_composed(tuple(manifests()))))
