"""CCFolia pieces: the clipboard JSON that キャラクター保管所 and いあきゃら export and CCFolia
pastes as a character (contracts/ccfolia.md). :func:`read_piece` makes a CoC sheet of one,
refusing a bad piece whole with the reason; :func:`read_pieces` reads every piece of a text
(one, a list, or one a line as export-ccfolia writes them) so that a bad one never costs the
others; :func:`make_piece` gives one back for a combatant, its weapons in words that bring
them back as they were (:mod:`.ccfolia_lines`)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from tracker.model.errors import RulesError
from tracker.model.input_text import ascii_forms

from .ccfolia_lines import (
    Note,
    is_san_roll,
    norm,
    number,
    read_commands,
    skill_id,
    weapon_words,
)
from .derived import damage_bonus, hp_max
from .firearms import MAX_SHOTS
from .names import ALL_SKILLS, TERMS
from .sheet import MAX_SAN, CocSheet, new_sheet
from .weapons import WEAPON_CLASSES

__all__ = ["MAX_PIECE", "WARNINGS", "Piece", "link_weapon", "make_piece", "parse_piece",
           "pieces_text", "read_piece", "read_piece_file", "read_pieces"]

MAX_PIECE = 1 << 20
#: the most rounds a gun holds that the preview offers (a drum magazine: 100)
MAX_CAPACITY = 100
MAX_NAME = 200
#: digits of the longest number a piece may hold (Python refuses to read 4,301 and more)
MAX_DIGITS = 30

PARAM_LABELS = {"str": ("STR", "筋力"), "con": ("CON", "体力"), "pow": ("POW", "精神力"),
                "dex": ("DEX", "敏捷性"), "app": ("APP", "外見"), "siz": ("SIZ", "体格"),
                "int": ("INT", "知性"), "edu": ("EDU", "教育")}
STATUS_LABELS = {"hp": ("HP", "耐久力"), "mp": ("MP", "マジック・ポイント"), "san": ("SAN", "正気度")}
DB_LABELS = ("DB", "ダメージボーナス")
#: params only 7th-edition sheets have (move rate, build)
_SEVENTH_PARAMS = frozenset({"mov", "bld", "移動率", "ビルド"})


#: what the importer warns about -> English text (the UI translates it in "CcfoliaImport")
WARNINGS = {
    "hp_max": "HP max {value} differs from {derived} = (CON {con} + SIZ {siz}) ÷ 2 rounded up: "
              "kept as an override",
    "mp_max": "MP max {value} differs from {derived} = POW: kept as an override",
    "san_max": "SAN max {value} differs from {derived} = 99 − {mythos} (Cthulhu Mythos): kept as "
               "an override",
    "db": "DB {value} differs from {derived} (STR+SIZ = {total}): kept as an override",
    "own_skill": "{value} is not a 6th-edition skill: kept as a skill of its own",
    "budo_guess": "{value} does not say its style: read as {skill} (a guess: check it in the "
                  "sheet editor)",
    "no_value": "{value}: a {{…}} in it names no param or status of the piece: skipped",
    "weapon_skill": "{value}: the skill this weapon is rolled with is not known: set its skill "
                    "and class (until then: no skill, blunt)",
    "gun_shots": "{value}: the piece does not say how many shots a round it fires or how "
                 "many rounds it holds: set them here (until then: 1 a round, rounds not "
                 "counted; a gun of 2 or more gets its round-start place, C12)",
    "generic_damage": "{value}: a damage line of no weapon: skipped",
    "bad_damage": "{value}: not a damage expression ({reason}): skipped",
    "seventh": "7th-edition piece: characteristics divided by 5 to the 6th-edition scale "
               "({value})",
    "seventh_pools": "7th-edition piece: HP, MP and DB recomputed on the 6th-edition scale: "
                     "HP max {hp} (the piece: {piece_hp}), MP max {mp} (the piece: "
                     "{piece_mp}), DB {db} (the piece: {piece_db}); damage taken is kept",
}


@dataclass(slots=True)
class Piece:
    name: str
    sheet: CocSheet
    #: (key of :data:`WARNINGS`, its arguments)
    notes: list[Note] = field(default_factory=list)
    memo: str = ""

    @property
    def warnings(self) -> list[str]:
        return [WARNINGS[key].format(**args) for key, args in self.notes]

    @property
    def unlinked(self) -> list[int]:
        """Indexes of the weapons whose skill and class the keeper is asked to set."""
        return [args["weapon"] for key, args in self.notes if key == "weapon_skill"]

    @property
    def shots_unknown(self) -> list[int]:
        """Indexes of the guns whose shots a round the piece does not give."""
        return [args["weapon"] for key, args in self.notes if key == "gun_shots"]

    def to_line(self, file: str) -> dict[str, Any]:
        return {"file": file, "name": self.name, "sheet": self.sheet.to_dict(),
                "warnings": list(self.warnings)}


def link_weapon(piece: Piece, index: int, *, skill: str | None = None, cls: str | None = None,
                shots: int | None = None, capacity: int | None = None) -> Piece:
    """``piece`` with weapon ``index`` rolled with ``skill`` (a skill id, "" for none) as a
    weapon of class ``cls`` firing ``shots`` a round and holding ``capacity`` rounds, loaded
    (0: rounds not counted; None: as it is): what the keeper set in the preview, before the
    import. The warnings it answers are gone."""
    if not 0 <= index < len(piece.sheet.weapons):
        raise RulesError("bad_weapon", f"{piece.name} has no weapon {index}")
    if cls is not None and cls not in WEAPON_CLASSES:
        raise RulesError("bad_weapon_class", f"unknown weapon class {cls!r}")
    known = set(ALL_SKILLS) | set(piece.sheet.skills or {})
    if skill and skill not in known:
        raise RulesError("bad_skill", f"{piece.name} has no skill {skill!r}")
    if shots is not None and not 1 <= shots <= MAX_SHOTS:
        raise RulesError("bad_shots", f"a gun fires 1 to {MAX_SHOTS} shots a round, got {shots}")
    if capacity is not None and not 0 <= capacity <= MAX_CAPACITY:
        raise RulesError("bad_capacity", f"a gun holds 0 to {MAX_CAPACITY} rounds, got "
                                         f"{capacity}")
    changes: dict[str, Any] = {k: v for k, v in (("skill", skill), ("cls", cls),
                                                  ("shots", shots)) if v is not None}
    if capacity is not None:  # loaded in full; 0: the keeper does not count its rounds
        changes["capacity"] = changes["rounds"] = capacity or None
    sheet = piece.sheet.copy()
    sheet.weapons[index] = sheet.weapons[index].replace(**changes)
    answered = {"weapon_skill"} if skill is not None or cls is not None else set()
    answered |= {"gun_shots"} if shots is not None else set()
    notes = [(k, a) for k, a in piece.notes if not (k in answered and a["weapon"] == index)]
    return Piece(piece.name, sheet, notes, piece.memo)


# -- reading ------------------------------------------------------------------------------------
def _json_int(text: str) -> int:
    # before int(): Python refuses to convert 4,301 digits or more (and would take long below)
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise RulesError("number_too_long", f"a number of {len(text.lstrip('-'))} digits (at "
                         f"most {MAX_DIGITS})", limit=MAX_DIGITS)
    return int(text)


_DECODER = json.JSONDecoder(parse_int=_json_int)


def _decode(text: str) -> Any:
    """One JSON value; RulesError (not JSON, or a number too long to read) naming why."""
    try:
        return _DECODER.decode(text)
    except json.JSONDecodeError as exc:
        raise RulesError("not_json", f"not JSON: {exc.msg} at line {exc.lineno} column "
                                     f"{exc.colno}") from None
    except RecursionError:
        raise RulesError("not_json", "not JSON: nested too deeply") from None


def _check_size(text: str) -> None:
    if not isinstance(text, str) or not text.strip():
        raise RulesError("bad_piece", "the piece is empty")
    if len(text) > MAX_PIECE:
        raise RulesError("bad_piece", f"the piece is longer than {MAX_PIECE} characters")


def _data(piece: Any) -> dict[str, Any]:
    """The ``data`` of a decoded piece; RulesError naming why it is no character."""
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


def parse_piece(text: str) -> dict[str, Any]:
    """The piece's ``data`` object; RulesError naming why ``text`` is not a character."""
    _check_size(text)
    return _data(_decode(text))


def read_piece(text: str) -> Piece:
    """A CoC sheet from a CCFolia piece; RulesError (the reason) and nothing made when the
    piece is bad."""
    return _read(parse_piece(text))


def read_pieces(text: str) -> list[Piece | RulesError]:
    """Every piece of ``text``: one piece, a JSON list of pieces, or pieces one a line (as
    export-ccfolia writes them). A bad piece is its RulesError, naming which it is; the
    others are read all the same."""
    _check_size(text)
    try:
        value = _decode(text)
    except RulesError as whole:
        lines = [ln for ln in text.splitlines() if ln.strip()]
        if len(lines) < 2 or not all(ln.lstrip().startswith("{") for ln in lines):
            raise whole from None
        return _each([_line_value(ln) for ln in lines], "line")
    if isinstance(value, list) and value:
        return _each(value, "piece")
    return [_read(_data(value))]


def _line_value(line: str) -> Any:
    try:
        return _decode(line)
    except RulesError as exc:
        return exc


def _each(values: list[Any], what: str) -> list[Piece | RulesError]:
    out: list[Piece | RulesError] = []
    for i, value in enumerate(values, 1):
        try:
            if isinstance(value, RulesError):
                raise value
            out.append(_read(_data(value)))
        except RulesError as exc:
            data = value.get("data") if isinstance(value, dict) else None
            name = data.get("name") if isinstance(data, dict) else None
            named = f" ({name[:MAX_NAME]})" if isinstance(name, str) and name.strip() else ""
            out.append(RulesError(exc.code, f"{what} {i} of {len(values)}{named}: "
                                            f"{exc.message}"))
    return out


def _entries(data: dict[str, Any], key: str) -> list[dict[str, Any]]:
    items = data.get(key) or []
    if not isinstance(items, list) or not all(isinstance(x, dict) for x in items):
        raise RulesError("bad_piece", f"'{key}' must be a list of {{label, value}} objects")
    return items


def _label_of(item: dict[str, Any]) -> str:
    label = item.get("label")
    return norm(label) if isinstance(label, str) else ""


def _find(items: list[dict[str, Any]], labels: tuple[str, ...]) -> dict[str, Any] | None:
    wanted = {norm(x) for x in labels}
    return next((x for x in items if _label_of(x) in wanted), None)


def _given(item: dict[str, Any] | None, key: str) -> bool:
    return item is not None and item.get(key) not in (None, "")


def _read(data: dict[str, Any]) -> Piece:
    notes: list[Note] = []
    params, status = _entries(data, "params"), _entries(data, "status")
    values: dict[str, int] = {}  # label -> number, for {X} in commands
    stats: dict[str, int] = {}
    for key, labels in PARAM_LABELS.items():
        item = _find(params, labels)
        if _given(item, "value"):
            stats[key] = number(item["value"], labels[0])  # type: ignore[index]
            for label in labels:
                values[norm(label)] = stats[key]
    for item in params + status:
        label = _label_of(item)
        if label and label not in values:
            try:
                values[label] = number(item.get("value"), label)
            except RulesError:
                pass  # a text param (DB "+1d4") is no number for {X}
    seventh = bool(stats) and _seventh(params, stats)
    if seventh:
        notes.append(("seventh", {"value": ", ".join(
            f"{k.upper()} {v} → {(v + 2) // 5}" for k, v in stats.items())}))
        stats = {k: (v + 2) // 5 for k, v in stats.items()}  # 7th → 6th: ÷5, halves up
    sheet = new_sheet(**stats)
    pools: dict[str, tuple[int | None, int | None]] = {}
    for key, labels in STATUS_LABELS.items():
        # a pool in the status bar, or (some generators) a plain param without a maximum
        item = _find(status, labels) or _find(params, labels)
        if item is not None:
            cur = number(item["value"], labels[0]) if _given(item, "value") else None
            mx = number(item["max"], f"{labels[0]} max") if _given(item, "max") else None
            pools[key] = (cur, mx)
    db_item = _find(params, DB_LABELS)
    db_text = ascii_forms(str(db_item["value"])).strip().replace(" ", "") \
        if _given(db_item, "value") else ""
    derived_db = damage_bonus(sheet.stat("str"), sheet.stat("siz"))
    palette = read_commands(data.get("commands"), values, db_text or derived_db)
    notes.extend(palette.notes)
    sheet.skills.update(palette.skills)  # type: ignore[union-attr]
    sheet.skill_names = palette.names
    sheet.weapons = palette.weapons
    sheet.piece = _came_in(data, palette.kept, params if seventh else None)
    if seventh:
        _seventh_pools(sheet, pools, db_text, notes)
    else:
        _pools(sheet, pools, notes)
        _db(sheet, db_text, derived_db, notes)
    try:
        sheet.validate()
    except RulesError as exc:
        raise RulesError("bad_piece", f"the piece does not make a valid sheet: {exc}") from None
    memo = data.get("memo") if isinstance(data.get("memo"), str) else ""
    return Piece(data["name"].strip(), sheet, notes, memo)


def _seventh(params: list[dict[str, Any]], stats: dict[str, int]) -> bool:
    """A 7th-edition piece: its move rate or build is there, or its characteristics are on
    the ×5 scale (every one above the 6th edition's 3d6+3)."""
    if any(_label_of(x) in _SEVENTH_PARAMS for x in params):
        return True
    return len(stats) >= 5 and min(stats.values()) > 21


def _came_in(data: dict[str, Any], kept: list[str],
             seventh: list[dict[str, Any]] | None) -> dict[str, Any]:
    """What the piece holds that the sheet has no place for, to give back on export: its
    sheet URL, its palette lines that are no skill and, for a 7th-edition piece, the edition
    and its params as written."""
    out: dict[str, Any] = {}
    url = data.get("externalUrl")
    if isinstance(url, str) and url.strip():
        out["url"] = url.strip()[:2000]
    if kept:
        out["lines"] = [x[:2000] for x in kept[:300]]
    if seventh is not None:
        out["edition"] = 7
        out["params"] = [{"label": str(x.get("label", ""))[:2000],
                          "value": str(x.get("value", ""))[:2000]} for x in seventh[:300]]
    return out


def _db(sheet: CocSheet, db_text: str, derived_db: str, notes: list[Note]) -> None:
    """A DB param other than the derived one (C0) is kept as an override, with a warning."""
    if not db_text:
        return
    if norm(db_text).lstrip("+") not in (norm(derived_db).lstrip("+"),) \
            and not (db_text in ("0", "+0", "-0", "なし") and derived_db == "0"):
        sheet.db_override = db_text
        notes.append(("db", {"value": db_text, "derived": derived_db,
                             "total": sheet.stat("str") + sheet.stat("siz")}))


def _seventh_pools(sheet: CocSheet, pools: dict[str, tuple[int | None, int | None]],
                   db_text: str, notes: list[Note]) -> None:
    """R37: a 7th-edition piece's HP, MP and DB are of its own scale: they are recomputed on
    the 6th edition's (C0) from the characteristics ÷5, the damage already taken (the
    piece's maximum − current) is kept, and the warning names the piece's own values. SAN is
    on the same scale in both editions: as the piece has it."""
    _pools(sheet, {"san": pools.get("san", (None, None))}, notes)
    shown = {}
    for key, derived in (("hp", sheet.max_hp), ("mp", sheet.max_mp)):
        cur, mx = pools.get(key, (None, None))
        taken = max(0, mx - cur) if mx is not None and cur is not None else 0
        setattr(sheet, key, max(0, derived - taken))
        shown[key] = derived
        shown[f"piece_{key}"] = "—" if mx is None else (mx if cur is None else f"{cur}/{mx}")
    notes.append(("seventh_pools", {**shown, "db": sheet.db, "piece_db": db_text or "—"}))


def _pools(sheet: CocSheet, pools: dict[str, tuple[int | None, int | None]],
           notes: list[Note]) -> None:
    """HP, MP and SAN now and at most; a maximum other than the derived one (C0) is kept as
    an override, with the number it was expected to be."""
    hp, max_hp = pools.get("hp", (None, None))
    con, siz = sheet.stat("con"), sheet.stat("siz")
    derived = max(1, hp_max(con, siz))
    if max_hp is not None and max_hp != derived:
        sheet.max_hp_override = max_hp
        notes.append(("hp_max", {"value": max_hp, "derived": derived, "con": con, "siz": siz}))
    mp, max_mp = pools.get("mp", (None, None))
    if max_mp is not None and max_mp != sheet.stat("pow"):
        sheet.max_mp_override = max_mp
        notes.append(("mp_max", {"value": max_mp, "derived": sheet.stat("pow")}))
    san, max_san = pools.get("san", (None, None))
    mythos = (sheet.skills or {}).get("cthulhu_mythos", 0)
    derived_san = max(0, MAX_SAN - mythos)
    if max_san is not None and max_san != derived_san:
        sheet.max_san_override = max_san
        notes.append(("san_max", {"value": max_san, "derived": derived_san, "mythos": mythos}))
    sheet.hp = hp if hp is not None else sheet.max_hp
    sheet.mp = mp if mp is not None else sheet.max_mp
    sheet.san = san if san is not None else min(sheet.stat("pow") * 5, sheet.max_san)


# -- export -------------------------------------------------------------------------------------
def _label(sheet: CocSheet, sid: str, col: int) -> str:
    if sid in sheet.skill_names:
        return sheet.skill_names[sid]
    if sid in ALL_SKILLS:
        return ALL_SKILLS[sid][col]
    return TERMS[sid][col] if sid in TERMS else sid


def make_piece(name: str, sheet: CocSheet, memo: str = "", lang: str = "ja") -> dict[str, Any]:
    """A CCFolia piece for a combatant: status HP/MP/SAN, params, and commands with the
    sheet's skills (``CCB<=N 【name】``) and, for each weapon, its attack line
    (``CCB<={拳銃} 【M1911】``, the skill's value a param) and its damage line with the words
    that bring it back as it was (``1d10+2 【M1911 ダメージ】 銃器 発射数:3 装弾数:7/7``)."""
    col = 0 if lang == "ja" else 1
    came = sheet.piece
    status = [{"label": label, "value": getattr(sheet, key), "max": getattr(sheet, f"max_{key}")}
              for key, (label, _ja) in STATUS_LABELS.items()]
    if came.get("edition") == 7:  # R37: its own params again, so that it reads as it came
        params = [dict(x) for x in came.get("params", [])]
    else:
        params = [{"label": labels[0], "value": str(sheet.stat(key))}
                  for key, labels in PARAM_LABELS.items() if sheet.stats.get(key) is not None]
        params.append({"label": "DB", "value": sheet.db})
    kept = list(came.get("lines", []))
    lines = [] if any(_is_san_line(x) for x in kept) else [
        "CCB<={SAN} 【正気度ロール】" if lang == "ja" else "CCB<={SAN} 【SAN Check】"]
    lines += kept
    for sid, value in (sheet.skills or {}).items():
        lines.append(f"CCB<={value} 【{_label(sheet, sid, col)}】")
    used: list[str] = []
    for w in sheet.weapons:
        label = w.name or (_label(sheet, w.skill, col) if w.skill else TERMS[w.cls][col])
        if w.skill and _rolled_as(label, sheet) != w.skill:
            skill = _label(sheet, w.skill, col)
            lines.append(f"CCB<={{{skill}}} 【{label}】")
            if w.skill not in used:
                used.append(w.skill)
                params.append({"label": skill, "value": str(sheet.skill(w.skill))})
        db = "+{DB}" if w.db else ""
        word = "ダメージ" if lang == "ja" else "damage"
        lines.append(f"{w.damage}{db} 【{label} {word}】 {weapon_words(w, lang)}")
    return {"kind": "character", "data": {
        "name": name, "initiative": sheet.stat("dex"), "memo": memo,
        "externalUrl": came.get("url", ""),
        "status": status, "params": params, "commands": "\n".join(lines)}}


def _is_san_line(line: str) -> bool:
    """A kept palette line that is the piece's own SAN roll (the export writes no second)."""
    m = re.search(r"【([^】]+)】", line)
    return m is not None and is_san_roll(m[1])


def _rolled_as(label: str, sheet: CocSheet) -> str | None:
    """The skill a weapon named ``label`` is linked to on import without an attack line: a
    skill of the sheet's own by that name, else the 6th-edition skill the name means."""
    key = norm(label)
    own = next((s for s, n in sheet.skill_names.items() if norm(n) == key), None)
    return own or skill_id(label)


def pieces_text(piece: dict[str, Any]) -> str:
    return json.dumps(piece, ensure_ascii=False)


def read_piece_file(path: str) -> list[Piece | RulesError]:
    """:func:`read_pieces` of a file (``-``: standard input); FileError or RulesError when
    the file cannot be read or holds no piece at all."""
    import sys

    from tracker.model.files import read_text

    text = sys.stdin.read(MAX_PIECE + 1) if path == "-" else read_text(path, MAX_PIECE)
    return read_pieces(text)


def read_characters(path: str) -> list[Any]:
    """The library's reader of a piece file (``CocRuleset.character_files``): every good piece
    of it; the ones refused are named in the first one's warnings (a file of nothing but bad
    pieces is refused with the first one's reason)."""
    from tracker.model.ruleset import ImportedCharacter

    read = read_piece_file(path)
    good = [p for p in read if isinstance(p, Piece)]
    bad = [str(e) for e in read if not isinstance(e, Piece)]
    if not good:
        raise next(e for e in read if not isinstance(e, Piece))
    out = [ImportedCharacter(p.name, p.sheet, "ccfolia", p.memo, tuple(p.warnings))
           for p in good]
    if bad:
        first = out[0]
        out[0] = ImportedCharacter(first.name, first.sheet, first.kind, first.notes,
                                   (*first.warnings, *(f"refused: {b}" for b in bad)))
    return out
