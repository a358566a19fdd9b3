"""A sheet from the file format's keys, as a request or a library entry gives them: absent
keys take the sheet's defaults, an absent current track (HP, FP, …) its maximum, and a sheet
the ruleset refuses is refused with the path of its first problem (``sheet.max_hp: …``)."""

from __future__ import annotations

from typing import Any

from .errors import RulesError, TrackerError
from .validation import Checker


def sheet_from_keys(rs: Any, given: Any, path: str) -> Any:
    """A sheet of the ruleset ``rs`` from the keys ``given``."""
    if type(given) is not dict:
        raise RulesError("bad_sheet", f"'{path}' must be an object of sheet keys")
    defaults = rs.new_sheet().to_dict()
    data = {k: v for k, v in defaults.items() if k not in rs.track_ids}
    data.update(given)
    try:
        first = rs.sheet_from_dict(data).to_dict()
    except (TrackerError, TypeError, ValueError, KeyError, AttributeError):
        first = defaults
    full = {**first, **given}
    refuse_bad_sheet(rs, full, path)
    return rs.sheet_from_dict(full)


def refuse_bad_sheet(rs: Any, data: dict[str, Any], path: str) -> None:
    v = Checker()
    rs.validate_sheet(v, data, path)
    if v.problems:
        first = v.problems[0]
        raise RulesError("bad_sheet", str(first), path=first.path, problem_code=first.code,
                         problem_args=dict(first.args), problem_message=first.message)
