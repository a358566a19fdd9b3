"""CCFolia pieces: the clipboard JSON that キャラクター保管所 and いあきゃら export and CCFolia
pastes as a character (contracts/ccfolia.md). :func:`read_piece` makes a CoC sheet of one,
refusing a bad piece whole with the reason; :func:`make_piece` gives one back for a
combatant."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from ..errors import RulesError
from ..input_text import ascii_forms
from .derived import damage_bonus, hp_max
from .names import ALL_SKILLS
from .sheet import MAX_SAN, CocSheet, new_sheet
from .skill_list import ALIASES
from .weapons import BLUNT, EDGED, FIREARM, UNARMED, Weapon

MAX_PIECE = 1 << 20
MAX_NAME = 200

PARAM_LABELS = {"str": ("STR", "筋力"), "con": ("CON", "体力"), "pow": ("POW", "精神力"),
                "dex": ("DEX", "敏捷性"), "app": ("APP", "外見"), "siz": ("SIZ", "体格"),
                "int": ("INT", "知性"), "edu": ("EDU", "教育")}
STATUS_LABELS = {"hp": ("HP", "耐久力"), "mp": ("MP", "マジック・ポイント"), "san": ("SAN", "正気度")}
DB_LABELS = ("DB", "ダメージボーナス")
_CHECK_LINE = re.compile(r"^S?(?:CCB?|1D100)\s*<=\s*(?P<value>\S+)\s*(?P<rest>.*)$", re.I)
_DAMAGE_LINE = re.compile(r"^S?(?P<expr>\d*D\d+(?:\s*[+-]\s*(?:\d*D\d+|\d+|\{[^}]*\}))*)"
                          r"\s+(?P<rest>.*)$", re.I)
_LABEL = re.compile(r"【(?P<label>[^】]+)】")
_REF = re.compile(r"\{([^}]*)\}")
#: rolls that are no skill: on a characteristic, or SAN (ignored even with a number)
_NOT_SKILLS = frozenset({"アイデア", "幸運", "知識", "sanチェック", "正気度ロール", "正気度", "san",
                         "idea", "luck", "know", "knowledge", "sancheck"})
_DAMAGE_WORD = re.compile(r"\s*(ダメージ|damage)\s*", re.I)
#: the class of a weapon made from a damage line, by its skill
_CLASSES = {"fist": UNARMED, "kick": UNARMED, "headbutt": UNARMED, "grapple": UNARMED,
            "martial_arts": UNARMED, "club": BLUNT, "throw": BLUNT, "knife": EDGED,
            "axe": EDGED, "handgun": FIREARM, "rifle": FIREARM, "shotgun": FIREARM,
            "smg": FIREARM, "machine_gun": FIREARM}


#: what the importer warns about -> English text (the UI translates it in "CcfoliaImport")
WARNINGS = {
    "hp_max": "HP max {value} differs from (CON+SIZ)/2: kept as an override",
    "mp_max": "MP max {value} differs from POW: kept as an override",
    "san_max": "SAN max {value} differs from 99 − Cthulhu Mythos: kept as an override",
    "db": "DB {value} differs from STR+SIZ ({derived}): kept as an override",
    "own_skill": "{value} is not a 6th-edition skill: kept as a skill of its own",
}


@dataclass(slots=True)
class Piece:
    name: str
    sheet: CocSheet
    #: (key of :data:`WARNINGS`, its arguments)
    notes: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    memo: str = ""

    @property
    def warnings(self) -> list[str]:
        return [WARNINGS[key].format(**args) for key, args in self.notes]

    def to_line(self, file: str) -> dict[str, Any]:
        return {"file": file, "name": self.name, "sheet": self.sheet.to_dict(),
                "warnings": list(self.warnings)}


def _norm(text: str) -> str:
    return "".join(ascii_forms(text).lower().split())


def _skill_index() -> dict[str, str]:
    index: dict[str, str] = {}
    for sid, (ja, en, _base) in ALL_SKILLS.items():
        index[_norm(ja)] = sid
        index[_norm(en)] = sid
        index[sid] = sid
    index.update({_norm(k): v for k, v in ALIASES.items()})
    return index


_INDEX = _skill_index()


def skill_id(name: str) -> str | None:
    """The 6th-edition skill a name on a sheet means (None: a skill of its own). A
    specialty in parentheses falls back to its skill ("芸術（絵画）" is Art)."""
    key = _norm(name)
    if key in _INDEX:
        return _INDEX[key]
    if re.fullmatch(r"[a-z][a-z0-9_]{0,39}", name.strip()):
        return name.strip()  # the keeper's own id as the tracker exports it ("claw")
    head = key.split("(", 1)[0]
    return _INDEX.get(head) if head != key else None


def _number(value: Any, what: str) -> int:
    if type(value) is int:
        return value
    if type(value) is float and value.is_integer():
        return int(value)
    if isinstance(value, str):
        text = ascii_forms(value).strip()
        if re.fullmatch(r"[+-]?\d{1,9}", text):
            return int(text)
    raise RulesError("bad_piece", f"{what} is not a number: {json.dumps(value, ensure_ascii=False)[:40]}")


def _entries(data: dict[str, Any], key: str) -> list[dict[str, Any]]:
    items = data.get(key) or []
    if not isinstance(items, list) or not all(isinstance(x, dict) for x in items):
        raise RulesError("bad_piece", f"'{key}' must be a list of {{label, value}} objects")
    return items


def _label_of(item: dict[str, Any]) -> str:
    label = item.get("label")
    return _norm(label) if isinstance(label, str) else ""


def _find(items: list[dict[str, Any]], labels: tuple[str, ...]) -> dict[str, Any] | None:
    wanted = {_norm(x) for x in labels}
    return next((x for x in items if _label_of(x) in wanted), None)


def parse_piece(text: str) -> dict[str, Any]:
    """The piece's ``data`` object; RulesError naming why ``text`` is not a character."""
    if not isinstance(text, str) or not text.strip():
        raise RulesError("bad_piece", "the piece is empty")
    if len(text) > MAX_PIECE:
        raise RulesError("bad_piece", f"the piece is longer than {MAX_PIECE} characters")
    try:
        piece = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RulesError("not_json", f"not JSON: {exc.msg} at line {exc.lineno} column "
                                     f"{exc.colno}") from None
    except RecursionError:
        raise RulesError("not_json", "not JSON: nested too deeply") from None
    if not isinstance(piece, dict) or piece.get("kind") != "character" \
            or not isinstance(piece.get("data"), dict):
        raise RulesError("not_character", "not a CCFolia character piece ({\"kind\": "
                                          "\"character\", \"data\": {…}})")
    data = piece["data"]
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise RulesError("no_name", "the character has no name")
    if len(name) > MAX_NAME:
        raise RulesError("bad_piece", f"the name is longer than {MAX_NAME} characters")
    return data


def read_piece(text: str) -> Piece:
    """A CoC sheet from a CCFolia piece; RulesError (the reason) and nothing made when the
    piece is bad."""
    data = parse_piece(text)
    warnings: list[tuple[str, dict[str, Any]]] = []
    params, status = _entries(data, "params"), _entries(data, "status")
    values: dict[str, int] = {}  # label -> number, for {X} in commands
    stats: dict[str, int] = {}
    for key, labels in PARAM_LABELS.items():
        item = _find(params, labels)
        if item is not None:
            stats[key] = _number(item.get("value"), labels[0])
            for label in labels:
                values[_norm(label)] = stats[key]
    for item in params + status:
        label = _label_of(item)
        if label and label not in values:
            try:
                values[label] = _number(item.get("value"), label)
            except RulesError:
                pass  # a text param (DB "+1d4") is no number for {X}
    sheet = new_sheet(**stats)
    pools: dict[str, tuple[int | None, int | None]] = {}
    for key, labels in STATUS_LABELS.items():
        item = _find(status, labels)
        if item is not None:
            cur = (_number(item.get("value"), labels[0])
                   if item.get("value") not in (None, "") else None)
            mx = _number(item["max"], f"{labels[0]} max") if item.get("max") not in (None, "") \
                else None
            pools[key] = (cur, mx)
    skills, names, weapons = _commands(data.get("commands"), values, warnings)
    sheet.skills.update(skills)
    sheet.skill_names = names
    sheet.weapons = weapons
    hp, max_hp = pools.get("hp", (None, None))
    if max_hp is not None and max_hp != max(1, hp_max(sheet.stat("con"), sheet.stat("siz"))):
        sheet.max_hp_override = max_hp
        warnings.append(("hp_max", {"value": max_hp}))
    mp, max_mp = pools.get("mp", (None, None))
    if max_mp is not None and max_mp != sheet.stat("pow"):
        sheet.max_mp_override = max_mp
        warnings.append(("mp_max", {"value": max_mp}))
    san, max_san = pools.get("san", (None, None))
    derived_san = max(0, MAX_SAN - sheet.skills.get("cthulhu_mythos", 0))
    if max_san is not None and max_san != derived_san:
        sheet.max_san_override = max_san
        warnings.append(("san_max", {"value": max_san}))
    sheet.hp = hp if hp is not None else sheet.max_hp
    sheet.mp = mp if mp is not None else sheet.max_mp
    sheet.san = san if san is not None else min(sheet.stat("pow") * 5, sheet.max_san)
    db_item = _find(params, DB_LABELS)
    if db_item is not None and db_item.get("value") not in (None, ""):
        db = ascii_forms(str(db_item["value"])).strip().replace(" ", "")
        derived = damage_bonus(sheet.stat("str"), sheet.stat("siz"))
        if _norm(db).lstrip("+") not in (_norm(derived).lstrip("+"),) \
                and not (db in ("0", "+0", "-0", "なし") and derived == "0"):
            sheet.db_override = db
            warnings.append(("db", {"value": db, "derived": derived}))
    try:
        sheet.validate()
    except RulesError as exc:
        raise RulesError("bad_piece", f"the piece does not make a valid sheet: {exc}") from None
    memo = data.get("memo") if isinstance(data.get("memo"), str) else ""
    return Piece(data["name"].strip(), sheet, warnings, memo)


def _value(text: str, values: dict[str, int], line: str) -> int | None:
    """N of ``CCB<=N``: a number, or ``{X}`` arithmetic; None for a roll on a characteristic
    or SAN (not a skill)."""
    if _REF.search(text):
        return None
    try:
        return _number(text, f"'{line[:40]}'")
    except RulesError:
        return None


def _commands(commands: Any, values: dict[str, int], warnings: list[tuple[str, dict[str, Any]]]
              ) -> tuple[dict[str, int], dict[str, str], list[Weapon]]:
    if commands is None:
        return {}, {}, []
    if not isinstance(commands, str):
        raise RulesError("bad_piece", "'commands' must be text, one command a line")
    skills: dict[str, int] = {}
    names: dict[str, str] = {}
    weapons: list[Weapon] = []
    own = 0
    for raw in commands.splitlines():
        line = ascii_forms(raw).strip()
        label_m = _LABEL.search(raw)
        if not line or label_m is None:
            continue
        label = label_m["label"].strip()
        m = _CHECK_LINE.match(line)
        if m is not None:
            value = _value(m["value"], values, line)
            if value is None or _norm(label) in _NOT_SKILLS or "×" in label or "*" in label:
                continue
            if not 0 <= value <= 999:
                raise RulesError("bad_piece", f"'{raw.strip()[:60]}': a skill is 0 to 999")
            sid = skill_id(label)
            if sid is None or sid in skills and sid not in names:
                if _norm(label) in {_norm(n) for n in names.values()}:
                    continue
                own += 1
                sid = f"own_{own}"
                names[sid] = label
                warnings.append(("own_skill", {"value": label}))
            skills[sid] = value
            continue
        d = _DAMAGE_LINE.match(line)
        if d is not None:
            expr = d["expr"].replace(" ", "")
            adds_db = "{DB}" in expr.upper() or "{ダメージボーナス}" in expr
            damage = _REF.sub("", expr)
            damage = re.sub(r"[+-]+$", "", re.sub(r"[+-]{2,}", "+", damage)).lower()
            name = _DAMAGE_WORD.sub("", label).strip() or label
            sid = skill_id(name) or ""
            try:
                weapon = Weapon(damage=damage, cls=_CLASSES.get(sid, BLUNT), db=adds_db,
                                skill=sid if sid in skills or sid in ALL_SKILLS else "",
                                name=name)
            except RulesError:
                continue
            weapons.append(weapon)
    return skills, names, weapons


# -- export -------------------------------------------------------------------------------------
def make_piece(name: str, sheet: CocSheet, memo: str = "", lang: str = "ja") -> dict[str, Any]:
    """A CCFolia piece for a combatant: status HP/MP/SAN, params, and commands with the
    sheet's skills (``CCB<=N 【name】``) and weapons' damage."""
    col = 0 if lang == "ja" else 1
    status = [{"label": label, "value": getattr(sheet, key), "max": getattr(sheet, f"max_{key}")}
              for key, (label, _ja) in STATUS_LABELS.items()]
    params = [{"label": labels[0], "value": str(sheet.stat(key))}
              for key, labels in PARAM_LABELS.items() if sheet.stats.get(key) is not None]
    params.append({"label": "DB", "value": sheet.db})
    lines = ["CCB<={SAN} 【正気度ロール】" if lang == "ja" else "CCB<={SAN} 【SAN Check】"]
    for sid, value in (sheet.skills or {}).items():
        label = sheet.skill_names.get(sid) or (ALL_SKILLS[sid][col] if sid in ALL_SKILLS
                                               else sid)
        lines.append(f"CCB<={value} 【{label}】")
    for w in sheet.weapons:
        label = w.name or (ALL_SKILLS[w.skill][col] if w.skill in ALL_SKILLS else w.skill)
        db = "+{DB}" if w.db and sheet.db not in ("0", "+0") else ""
        lines.append(f"{w.damage}{db} 【{label} {'ダメージ' if lang == 'ja' else 'damage'}】")
    return {"kind": "character", "data": {
        "name": name, "initiative": sheet.stat("dex"), "memo": memo, "externalUrl": "",
        "status": status, "params": params, "commands": "\n".join(lines)}}


def pieces_text(piece: dict[str, Any]) -> str:
    return json.dumps(piece, ensure_ascii=False)


def read_piece_file(path: str) -> Piece:
    """:func:`read_piece` of a file (``-``: standard input); FileError or RulesError."""
    import sys

    from ..files import read_text

    text = sys.stdin.read(MAX_PIECE + 1) if path == "-" else read_text(path, MAX_PIECE)
    return read_piece(text)


def read_characters(path: str) -> list[Any]:
    """The library's reader of a piece file (``CocRuleset.character_files``)."""
    from ..ruleset import ImportedCharacter

    piece = read_piece_file(path)
    return [ImportedCharacter(piece.name, piece.sheet, "ccfolia", piece.memo,
                              tuple(piece.warnings))]
