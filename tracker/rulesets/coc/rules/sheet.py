"""A CoC combatant's sheet: characteristics, HP/MP/SAN, armor, skills, weapons and the wounds
first aid may treat, with its JSON form and a validator that reports every problem with its
JSON path."""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from tracker.model.dice import parse_formula
from tracker.model.errors import RulesError

from .derived import damage_bonus, hp_max, parse_db
from .injury import WOUND_SOURCES, Wound
from .names import ALL_SKILLS, base_skills
from .weapons import WEAPON_CLASSES, Weapon

HUMAN, MYTHOS = "human", "mythos"
#: kind of being: a human (investigator or NPC) or a Mythos creature (parry rules, C5)
KINDS = (HUMAN, MYTHOS)
#: characteristics in sheet order; the JSON keys are these names
CHARACTERISTICS = ("str", "con", "siz", "dex", "app", "pow", "int", "edu")
MAX_STAT = 999
MAX_SKILL = 999
MAX_POOL = 9999
MAX_SAN = 99
_SKILL_ID = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
_KEYS = SHEET_KEYS = frozenset({"kind", *CHARACTERISTICS, "hp", "max_hp", "mp", "max_mp",
                                "san", "max_san", "db", "armor", "skills", "weapons",
                                "wounds", "special", "skill_names", "san_lost", "piece"})
MAX_SKILL_NAME = 100
_WEAPON_KEYS = frozenset({"name", "skill", "damage", "class", "db", "small", "durability",
                          "shots", "rounds", "capacity", "magic"})
#: a monster's special armor, applied in the damage step: firearms do half of the rolled
#: damage (a ghoul), impaling weapons their minimum, ordinary weapons nothing
FIREARMS_HALF, IMPALING_MIN, MAGIC_ONLY = "firearms_half", "impaling_min", "magic_only"
SPECIAL_ARMOR = (FIREARMS_HALF, IMPALING_MIN, MAGIC_ONLY)
_WOUND_KEYS = frozenset({"amount", "source", "treated"})
_SAN_LOST_KEYS = frozenset({"at", "loss", "san"})
#: the most SAN losses a sheet keeps (older ones count toward no game hour any more)
MAX_SAN_LOST = 200
#: what a CCFolia piece brought that the sheet has no place for, given back on export
_PIECE_KEYS = frozenset({"url", "lines", "edition", "params"})
MAX_PIECE_LINES = 300
MAX_PIECE_TEXT = 2000

Problem = tuple[str, str]


@dataclass(slots=True)
class CocSheet:
    kind: str = HUMAN
    stats: dict[str, int | None] = field(default_factory=lambda: dict.fromkeys(CHARACTERISTICS, 10))
    #: overrides of the derived maxima (None: derived from the characteristics)
    max_hp_override: int | None = None
    max_mp_override: int | None = None
    max_san_override: int | None = None
    #: current values (None: at the maximum; SAN: POW×5)
    hp: int | None = None
    mp: int | None = None
    san: int | None = None
    #: damage bonus override ("+2d6" for a monster); None: from STR+SIZ
    db_override: str | None = None
    #: armor points: a number, or an expression rolled on each hit ("1d6")
    armor: int | str = 0
    #: skill id → value (None: the 6th-edition base values; a Mythos creature: Dodge only)
    skills: dict[str, int] | None = None
    weapons: list[Weapon] = field(default_factory=list)
    wounds: list[Wound] = field(default_factory=list)
    #: special armor flags (SPECIAL_ARMOR), in the order given
    special: list[str] = field(default_factory=list)
    #: skill id → its name as written, for skills of the sheet's own (not in the 6th-edition
    #: list: "クトゥルフ神話" is known, "ドイツ語会話" keeps its name here)
    skill_names: dict[str, str] = field(default_factory=dict)
    #: SAN lost, each with the game minute it was lost at and the SAN before it (R35): the
    #: losses within one game hour count toward indefinite insanity, across encounters
    san_lost: list[dict[str, int]] = field(default_factory=list)
    #: what the CCFolia piece it came from held beyond the sheet, to give it back on export:
    #: ``url`` (its externalUrl), ``lines`` (palette lines that are no skill: SAN, アイデア,
    #: 幸運, 知識, characteristic rolls), ``edition`` (7) and ``params`` (a 7th-edition
    #: piece's params as written)
    piece: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.skills is None:
            dex = self.stat("dex")
            self.skills = base_skills(dex) if self.kind == HUMAN else {"dodge": dex * 2}
        if self.hp is None:
            self.hp = self.max_hp
        if self.mp is None:
            self.mp = self.max_mp
        if self.san is None:
            self.san = min(self.stat("pow") * 5, self.max_san)

    # -- derived ------------------------------------------------------------------------------
    def stat(self, name: str) -> int:
        """A characteristic (0 when the being has none, as a monster's APP or EDU)."""
        return self.stats.get(name) or 0

    @property
    def max_hp(self) -> int:
        if self.max_hp_override is not None:
            return self.max_hp_override
        return max(1, hp_max(self.stat("con"), self.stat("siz")))

    @property
    def max_mp(self) -> int:
        return self.max_mp_override if self.max_mp_override is not None else self.stat("pow")

    @property
    def max_san(self) -> int:
        """99 − Cthulhu Mythos unless overridden; a Mythos creature has no SAN (0) unless the
        keeper gives it one."""
        if self.max_san_override is not None:
            return self.max_san_override
        if self.kind == MYTHOS:
            return 0
        return max(0, MAX_SAN - (self.skills or {}).get("cthulhu_mythos", 0))

    @property
    def db(self) -> str:
        if self.db_override is not None:
            return self.db_override
        return damage_bonus(self.stat("str"), self.stat("siz"))

    def skill(self, skill_id: str) -> int:
        """A skill's value; unknown skills at their base value (0 if none)."""
        assert self.skills is not None
        if skill_id in self.skills:
            return self.skills[skill_id]
        if skill_id == "dodge":
            return self.stat("dex") * 2
        if skill_id == "own_language":  # EDU×5, the one other derived base
            return self.stat("edu") * 5
        base = ALL_SKILLS.get(skill_id)
        return (base[2] or 0) if base else 0

    def validate(self) -> None:
        """RulesError naming the first problem (``field``: its path inside the sheet), as the
        core asks of every sheet before a combatant joins or changes."""
        problems = validate(self.to_dict())
        for cur, mx in (("hp", self.max_hp), ("mp", self.max_mp), ("san", self.max_san)):
            value = getattr(self, cur)
            if not problems and value is not None and value > mx:
                problems.append((f"sheet.{cur}", f"must be at most {mx}, got {value}"))
        if problems:
            where, what = problems[0]
            raise RulesError("bad_sheet", f"{where}: {what}", field=where.partition(".")[2],
                             problems=problems)

    # -- JSON ---------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        # written out key by key: the journal turns every sheet into JSON after each action
        st = self.stats.get
        d = {
            "kind": self.kind, "str": st("str"), "con": st("con"), "siz": st("siz"),
            "dex": st("dex"), "app": st("app"), "pow": st("pow"), "int": st("int"),
            "edu": st("edu"), "hp": self.hp, "max_hp": self.max_hp_override, "mp": self.mp,
            "max_mp": self.max_mp_override, "san": self.san, "max_san": self.max_san_override,
            "db": self.db_override, "armor": self.armor, "skills": dict(self.skills or {}),
            "weapons": [w.to_dict() for w in self.weapons] if self.weapons else [],
            "wounds": [{"amount": w.amount, "source": w.source, "treated": w.treated}
                       for w in self.wounds] if self.wounds else [],
        }
        if self.special:  # written only when set, as skill_names
            d["special"] = list(self.special)
        if self.skill_names:  # written only when there are some: most sheets have none
            d["skill_names"] = dict(self.skill_names)
        if self.san_lost:
            d["san_lost"] = [dict(x) for x in self.san_lost]
        if self.piece:
            d["piece"] = copy.deepcopy(self.piece)
        return d

    @classmethod
    def from_dict(cls, d: Any, path: str = "sheet") -> CocSheet:
        """Build from JSON; RulesError naming the first problem (see :func:`validate`)."""
        problems = validate(d, path)
        if problems:
            where, what = problems[0]
            more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
            raise RulesError("bad_sheet", f"{where}: {what}{more}", problems=problems)
        stats = dict.fromkeys(CHARACTERISTICS, 10)
        stats.update({k: d[k] for k in CHARACTERISTICS if k in d})
        max_san = d.get("max_san")
        if d.get("kind") == MYTHOS and max_san is None and (d.get("san") or 0) > 0:
            # saved when a creature's SAN was 99 − Cthulhu Mythos: it keeps the SAN it had
            max_san = max(d["san"], MAX_SAN - (d.get("skills") or {}).get("cthulhu_mythos", 0))
        return cls(
            kind=d.get("kind", HUMAN), stats=stats, max_hp_override=d.get("max_hp"),
            max_mp_override=d.get("max_mp"), max_san_override=max_san,
            hp=d.get("hp"), mp=d.get("mp"), san=d.get("san"), db_override=d.get("db"),
            armor=d.get("armor", 0),
            skills=dict(d["skills"]) if d.get("skills") is not None else None,
            weapons=[Weapon.from_dict(w) for w in d.get("weapons", [])],
            wounds=[Wound(w["amount"], w.get("source", "normal"), w.get("treated", False))
                    for w in d.get("wounds", [])],
            special=list(d.get("special", [])),
            skill_names=dict(d.get("skill_names") or {}),
            san_lost=[{"at": x["at"], "loss": x["loss"], "san": x["san"]}
                      for x in d.get("san_lost", [])],
            piece=copy.deepcopy(d.get("piece") or {}),
        )

    def copy(self) -> CocSheet:
        return CocSheet.from_dict(self.to_dict())


# -- validation -------------------------------------------------------------------------------


def _desc(v: Any) -> str:
    if v is None:
        return "null"
    if type(v) is bool:
        return "true" if v else "false"
    if type(v) in (int, float):
        return repr(v)
    if type(v) is str:
        return repr(v[:40])
    return {dict: "an object", list: "a list"}.get(type(v), type(v).__name__)


def _int(out: list[Problem], v: Any, path: str, lo: int, hi: int, null: bool = False) -> bool:
    if v is None and null:
        return False
    if type(v) is not int:
        out.append((path, f"must be a whole number{' or null' if null else ''}, got {_desc(v)}"))
        return False
    if not lo <= v <= hi:
        out.append((path, f"must be from {lo} to {hi}, got {v}"))
        return False
    return True


def _expr(out: list[Problem], v: Any, path: str, what: str, nonneg: bool,
          bonus: bool = False) -> None:
    if type(v) is not str:
        out.append((path, f"must be {what}, got {_desc(v)}"))
        return
    try:
        expr = parse_db(v) if bonus else parse_formula(v)
    except RulesError as exc:
        out.append((path, exc.message))
        return
    if nonneg and expr.minimum < 0:
        out.append((path, f"{v!r} could come out below 0"))


def _unknown(out: list[Problem], d: dict[str, Any], keys: frozenset[str], path: str) -> None:
    for k in sorted(set(d) - keys):
        out.append((f"{path}.{k}", "unknown field"))


def validate(data: Any, path: str = "sheet") -> list[Problem]:
    """Every problem of a CoC sheet in JSON form, as (JSON path, message)."""
    out: list[Problem] = []
    if type(data) is not dict:
        return [(path, f"must be an object, got {_desc(data)}")]
    _unknown(out, data, _KEYS, path)
    kind = data.get("kind", HUMAN)
    if kind not in KINDS:
        out.append((f"{path}.kind", f"unknown kind of being {_desc(kind)} "
                                    f"(known: {', '.join(KINDS)})"))
    for k in CHARACTERISTICS:
        if k in data:
            _int(out, data[k], f"{path}.{k}", 0, MAX_STAT, null=k in ("app", "edu", "int"))
    for cur, mx, hi in (("hp", "max_hp", MAX_POOL), ("mp", "max_mp", MAX_POOL),
                        ("san", "max_san", MAX_SAN)):
        mx_ok = mx in data and _int(out, data[mx], f"{path}.{mx}", 1 if mx == "max_hp" else 0,
                                    hi, null=True)
        if cur in data and _int(out, data[cur], f"{path}.{cur}", 0, hi, null=True) and mx_ok \
                and data[cur] > data[mx]:
            out.append((f"{path}.{cur}", f"must be at most {mx} ({data[mx]}), got {data[cur]}"))
    if data.get("db") is not None:
        _expr(out, data["db"], f"{path}.db", "a damage bonus like \"+1d4\", \"-1d3\" or \"0\"",
              False, bonus=True)
    armor = data.get("armor", 0)
    if type(armor) is int:
        _int(out, armor, f"{path}.armor", 0, MAX_POOL)
    else:
        _expr(out, armor, f"{path}.armor", "a number or a dice expression like 1d6", True)
    skills = data.get("skills", {})
    if type(skills) is not dict:
        out.append((f"{path}.skills", f"must be an object {{skill id: value}}, got "
                                      f"{_desc(skills)}"))
    else:
        for sid, v in skills.items():
            if not _SKILL_ID.match(sid):
                out.append((f"{path}.skills[{sid[:40]!r}]", "a skill id is lower-case ASCII "
                                                            "letters, digits and _"))
                continue
            _int(out, v, f"{path}.skills.{sid}", 0, MAX_SKILL)
    special = data.get("special", [])
    if type(special) is not list:
        out.append((f"{path}.special", f"must be a list, got {_desc(special)}"))
    else:
        for i, flag in enumerate(special):
            if flag not in SPECIAL_ARMOR:
                out.append((f"{path}.special[{i}]", f"unknown special armor {_desc(flag)} "
                                                    f"(known: {', '.join(SPECIAL_ARMOR)})"))
    names = data.get("skill_names", {})
    if type(names) is not dict or not all(
            _SKILL_ID.match(k) and type(v) is str and 0 < len(v) <= MAX_SKILL_NAME
            for k, v in names.items()):
        out.append((f"{path}.skill_names", f"must be an object {{skill id: name of at most "
                                           f"{MAX_SKILL_NAME} characters}}"))
    _san_lost(out, data.get("san_lost", []), f"{path}.san_lost")
    _piece(out, data.get("piece", {}), f"{path}.piece")
    weapons = data.get("weapons", [])
    if type(weapons) is not list:
        out.append((f"{path}.weapons", f"must be a list, got {_desc(weapons)}"))
    else:
        for i, w in enumerate(weapons):
            _weapon(out, w, f"{path}.weapons[{i}]")
    wounds = data.get("wounds", [])
    if type(wounds) is not list:
        out.append((f"{path}.wounds", f"must be a list, got {_desc(wounds)}"))
    else:
        for i, w in enumerate(wounds):
            wp = f"{path}.wounds[{i}]"
            if type(w) is not dict:
                out.append((wp, f"must be an object, got {_desc(w)}"))
                continue
            _unknown(out, w, _WOUND_KEYS, wp)
            if "amount" not in w:
                out.append((wp, "missing field 'amount'"))
            else:
                _int(out, w["amount"], f"{wp}.amount", 0, MAX_POOL)
            if w.get("source", "normal") not in WOUND_SOURCES:
                out.append((f"{wp}.source", f"unknown wound source {_desc(w.get('source'))} "
                                            f"(known: {', '.join(WOUND_SOURCES)})"))
            if type(w.get("treated", False)) is not bool:
                out.append((f"{wp}.treated", f"must be true or false, got "
                                             f"{_desc(w.get('treated'))}"))
    return out


def _texts(v: Any) -> bool:
    return type(v) is list and len(v) <= MAX_PIECE_LINES and all(
        type(x) is str and len(x) <= MAX_PIECE_TEXT for x in v)


def _piece(out: list[Problem], piece: Any, path: str) -> None:
    """What a CCFolia piece brought beyond the sheet: {url, lines, edition, params}."""
    if type(piece) is not dict or not set(piece) <= _PIECE_KEYS:
        out.append((path, "must be an object {url, lines, edition, params}"))
        return
    url, edition, params = piece.get("url", ""), piece.get("edition", 6), piece.get("params", [])
    if type(url) is not str or len(url) > MAX_PIECE_TEXT or not _texts(piece.get("lines", [])):
        out.append((path, f"url and lines are texts of at most {MAX_PIECE_TEXT} characters"))
    if edition not in (6, 7):
        out.append((f"{path}.edition", f"must be 6 or 7, got {_desc(edition)}"))
    if type(params) is not list or len(params) > MAX_PIECE_LINES or not all(
            type(x) is dict and set(x) == {"label", "value"} and _texts(list(x.values()))
            for x in params):
        out.append((f"{path}.params", "must be a list of {label, value} texts"))


def _san_lost(out: list[Problem], lost: Any, path: str) -> None:
    """R35: a list of {"at": game minute, "loss": SAN lost, "san": SAN before it}."""
    if type(lost) is not list or len(lost) > MAX_SAN_LOST:
        out.append((path, f"must be a list of at most {MAX_SAN_LOST}, got {_desc(lost)}"))
        return
    for i, x in enumerate(lost):
        xp = f"{path}[{i}]"
        if type(x) is not dict or set(x) != _SAN_LOST_KEYS:
            out.append((xp, "must be an object {at, loss, san}"))
            continue
        _int(out, x["at"], f"{xp}.at", -(10 ** 9), 10 ** 9)
        _int(out, x["loss"], f"{xp}.loss", 1, MAX_POOL)
        _int(out, x["san"], f"{xp}.san", 0, MAX_POOL)


def _weapon(out: list[Problem], w: Any, wp: str) -> None:
    if type(w) is not dict:
        out.append((wp, f"must be an object, got {_desc(w)}"))
        return
    _unknown(out, w, _WEAPON_KEYS, wp)
    for k in ("name", "skill"):
        if k in w and type(w[k]) is not str:
            out.append((f"{wp}.{k}", f"must be text, got {_desc(w[k])}"))
    if type(w.get("skill")) is str and w["skill"] and not _SKILL_ID.match(w["skill"]):
        out.append((f"{wp}.skill", "a skill id is lower-case ASCII letters, digits and _"))
    if "damage" not in w:
        out.append((wp, "missing field 'damage'"))
    else:
        # "1d3-1d4" may roll below 0: the rolled damage is clamped at 0 (C0), never refused
        _expr(out, w["damage"], f"{wp}.damage", "a dice expression like 1d6+1", False)
    if w.get("class", "unarmed") not in WEAPON_CLASSES:
        out.append((f"{wp}.class", f"unknown weapon class {_desc(w.get('class'))} "
                                   f"(known: {', '.join(WEAPON_CLASSES)})"))
    for k in ("db", "small"):
        if k in w and type(w[k]) is not bool:
            out.append((f"{wp}.{k}", f"must be true or false, got {_desc(w[k])}"))
    if "durability" in w:
        _int(out, w["durability"], f"{wp}.durability", 0, MAX_POOL, null=True)
    if "shots" in w:
        _int(out, w["shots"], f"{wp}.shots", 1, 100)
    if "magic" in w and type(w["magic"]) is not bool:
        out.append((f"{wp}.magic", f"must be true or false, got {_desc(w['magic'])}"))
    cap = w.get("capacity")
    if cap is not None and _int(out, cap, f"{wp}.capacity", 1, MAX_POOL):
        if "rounds" in w:
            _int(out, w["rounds"], f"{wp}.rounds", 0, cap)
    elif w.get("rounds") is not None:
        out.append((f"{wp}.rounds", "rounds need the gun's capacity"))


def new_sheet(kind: str = HUMAN, **stats: int) -> CocSheet:
    """A sheet with these characteristics (others 10), base skills and derived pools."""
    if kind not in KINDS:
        raise RulesError("bad_kind", f"unknown kind of being {kind!r}")
    values = dict.fromkeys(CHARACTERISTICS, 10)
    for k, v in stats.items():
        if k not in values:
            raise RulesError("bad_stat", f"unknown characteristic {k!r}")
        values[k] = v
    return CocSheet(kind=kind, stats=values)
