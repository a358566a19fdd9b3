"""Chat-palette references on the roll line: ``CCB<={SAN} SANチェック``, ``{STR}*5``,
``CCB<={回避}`` filled from an investigator's sheet as CCFolia fills them from the piece's
params and status (contracts/ccfolia.md: {X} is the value labelled X)."""

from __future__ import annotations

import re

from tracker.model.errors import RulesError

from .ccfolia import DB_LABELS, PARAM_LABELS, STATUS_LABELS
from .ccfolia_lines import norm, skill_id
from .names import ALL_SKILLS
from .sheet import CocSheet

_REF = re.compile(r"\{([^{}]{1,40})\}")


def palette_values(sheet: CocSheet) -> dict[str, str]:
    """Every label a palette may name, normalised, with its value on ``sheet``: the
    characteristics (STR, 筋力 …), HP/MP/SAN now, DB, and each skill by its names."""
    values: dict[str, str] = {}
    for key, labels in PARAM_LABELS.items():
        values.update(dict.fromkeys((norm(x) for x in labels), str(sheet.stat(key))))
    for key, labels in STATUS_LABELS.items():
        values.update(dict.fromkeys((norm(x) for x in labels), str(getattr(sheet, key) or 0)))
    values.update(dict.fromkeys((norm(x) for x in DB_LABELS), sheet.db))
    for sid, value in (sheet.skills or {}).items():
        names = (sid, *ALL_SKILLS.get(sid, ())[:2], sheet.skill_names.get(sid, sid))
        values.update(dict.fromkeys((norm(x) for x in names), str(value)))
    return values


def fill_refs(line: str, sheet: CocSheet, name: str = "") -> str:
    """``line`` with each ``{X}`` replaced by the value X names on ``sheet`` (a skill by any
    of its spellings: {回避}, {こぶし}); RulesError naming a reference that names nothing."""
    values = palette_values(sheet)

    def value(m: re.Match[str]) -> str:
        key = norm(m[1])
        if key in values:
            return values[key]
        sid = skill_id(m[1])
        if sid is not None and (sid in ALL_SKILLS or sid in (sheet.skills or {})):
            return str(sheet.skill(sid))
        raise RulesError("unknown_ref", f"{{{m[1]}}} names nothing on {name or 'the'} sheet "
                                        "(a characteristic, HP, MP, SAN, DB or a skill)",
                         ref=m[1], name=name)

    return _REF.sub(value, line)
