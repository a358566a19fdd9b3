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
#: a problem with its code and args (the codes of tracker.model.validation.Checker where it is
#: one of its kinds), for a UI that words it in its own language
Coded = tuple[str, str, str, dict[str, Any]]


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
        problems = coded_problems(self.to_dict())
        for cur, mx in (("hp", self.max_hp), ("mp", self.max_mp), ("san", self.max_san)):
            value = getattr(self, cur)
            if not problems and value is not None and value > mx:
                _bad(problems, f"sheet.{cur}", f"must be at most {mx}, got {value}",
                     "above_max", max_field=f"max_{cur}", hi=mx, got=value)
        if problems:
            raise refusal(problems)

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
        problems = coded_problems(d, path)
        if problems:
            raise refusal(problems, more=True)
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


def _got(v: Any) -> dict[str, Any]:
    """A wrong value for a problem's args (as :func:`tracker.model.validation.got`)."""
    kind = {dict: "object", list: "list"}.get(type(v), "")
    if not kind and type(v) not in (str, int, float, bool, type(None)):
        kind = "other"
    return {"got": _desc(v), "got_kind": kind}


def _bad(out: list[Coded], path: str, message: str, code: str, **args: Any) -> None:
    """One problem: its path, the English message and, for a UI that words it in its own
    language, its code and values (the codes of :class:`tracker.model.validation.Checker`
    where the problem is one of its kinds)."""
    out.append((path, message, code, args))


def _int(out: list[Coded], v: Any, path: str, lo: int, hi: int, null: bool = False) -> bool:
    if v is None and null:
        return False
    if type(v) is not int:
        _bad(out, path, f"must be a whole number{' or null' if null else ''}, got {_desc(v)}",
             "not_type", expected="int", null=null, **_got(v))
        return False
    if not lo <= v <= hi:
        _bad(out, path, f"must be from {lo} to {hi}, got {v}", "out_of_range", lo=lo, hi=hi,
             **_got(v))
        return False
    return True


def _expr(out: list[Coded], v: Any, path: str, what: str, nonneg: bool,
          bonus: bool = False) -> None:
    code = "not_bonus" if bonus else "not_dice"
    if type(v) is not str:
        _bad(out, path, f"must be {what}, got {_desc(v)}", code, **_got(v))
        return
    try:
        expr = parse_db(v) if bonus else parse_formula(v)
    except RulesError as exc:
        _bad(out, path, exc.message, code, **_got(v))
        return
    if nonneg and expr.minimum < 0:
        _bad(out, path, f"{v!r} could come out below 0", "below_zero", **_got(v))


def _unknown(out: list[Coded], d: dict[str, Any], keys: frozenset[str], path: str) -> None:
    for k in sorted(set(d) - keys):
        _bad(out, f"{path}.{k}", "unknown field", "unknown_field", field=k)


def _object(out: list[Coded], v: Any, path: str) -> bool:
    if type(v) is not dict:
        _bad(out, path, f"must be an object, got {_desc(v)}", "not_type", expected="object",
             **_got(v))
        return False
    return True


def _list(out: list[Coded], v: Any, path: str) -> bool:
    if type(v) is not list:
        _bad(out, path, f"must be a list, got {_desc(v)}", "not_type", expected="list",
             **_got(v))
        return False
    return True


def _bool(out: list[Coded], d: dict[str, Any], key: str, path: str) -> None:
    if key in d and type(d[key]) is not bool:
        _bad(out, f"{path}.{key}", f"must be true or false, got {_desc(d[key])}", "not_type",
             expected="bool", **_got(d[key]))


def _choice(out: list[Coded], v: Any, path: str, known: tuple[str, ...], what: str) -> None:
    if v not in known:
        _bad(out, path, f"unknown {what} {_desc(v)} (known: {', '.join(known)})",
             "unknown_choice", what=what, known=list(known), **_got(v))


def _skill_id(out: list[Coded], sid: str, path: str) -> bool:
    if _SKILL_ID.match(sid):
        return True
    _bad(out, path, "a skill id is lower-case ASCII letters, digits and _", "bad_skill_id",
         id=sid[:40])
    return False


def refusal(problems: list[Coded], more: bool = False) -> RulesError:
    """The refusal of a sheet with ``problems``: the first one's path and English words (and
    how many more, with ``more``); ``field`` its path inside the sheet, ``problems`` all of
    them as (path, words), ``problem_code``, ``problem_args`` and ``problem_message`` the
    first one's code, values and words, for a UI that words it in its own language
    (tracker.ui.file_errors)."""
    where, what, code, args = problems[0]
    extra = f" (and {len(problems) - 1} more)" if more and len(problems) > 1 else ""
    return RulesError("bad_sheet", f"{where}: {what}{extra}", field=where.partition(".")[2],
                      problems=[(p, m) for p, m, _, _ in problems], problem_code=code,
                      problem_args=dict(args), problem_message=what)


def validate(data: Any, path: str = "sheet") -> list[Problem]:
    """Every problem of a CoC sheet in JSON form, as (JSON path, message)."""
    return [(where, what) for where, what, _, _ in coded_problems(data, path)]


def coded_problems(data: Any, path: str = "sheet") -> list[Coded]:
    """Every problem of a CoC sheet in JSON form, as (JSON path, message, code, args)."""
    out: list[Coded] = []
    if not _object(out, data, path):
        return out
    _unknown(out, data, _KEYS, path)
    _choice(out, data.get("kind", HUMAN), f"{path}.kind", KINDS, "kind of being")
    _numbers(out, data, path)
    _skills(out, data, path)
    special = data.get("special", [])
    if _list(out, special, f"{path}.special"):
        for i, flag in enumerate(special):
            _choice(out, flag, f"{path}.special[{i}]", SPECIAL_ARMOR, "special armor")
    names = data.get("skill_names", {})
    if type(names) is not dict or not all(
            _SKILL_ID.match(k) and type(v) is str and 0 < len(v) <= MAX_SKILL_NAME
            for k, v in names.items()):
        _bad(out, f"{path}.skill_names", f"must be an object {{skill id: name of at most "
                                         f"{MAX_SKILL_NAME} characters}}", "bad_skill_names",
             limit=MAX_SKILL_NAME)
    _san_lost(out, data.get("san_lost", []), f"{path}.san_lost")
    _piece(out, data.get("piece", {}), f"{path}.piece")
    weapons = data.get("weapons", [])
    if _list(out, weapons, f"{path}.weapons"):
        for i, w in enumerate(weapons):
            _weapon(out, w, f"{path}.weapons[{i}]")
    wounds = data.get("wounds", [])
    if _list(out, wounds, f"{path}.wounds"):
        for i, w in enumerate(wounds):
            _wound(out, w, f"{path}.wounds[{i}]")
    return out


def _numbers(out: list[Coded], data: dict[str, Any], path: str) -> None:
    """The characteristics, the pools against their maxima, the damage bonus and armor."""
    for k in CHARACTERISTICS:
        if k in data:
            _int(out, data[k], f"{path}.{k}", 0, MAX_STAT, null=k in ("app", "edu", "int"))
    for cur, mx, hi in (("hp", "max_hp", MAX_POOL), ("mp", "max_mp", MAX_POOL),
                        ("san", "max_san", MAX_SAN)):
        mx_ok = mx in data and _int(out, data[mx], f"{path}.{mx}", 1 if mx == "max_hp" else 0,
                                    hi, null=True)
        if cur in data and _int(out, data[cur], f"{path}.{cur}", 0, hi, null=True) and mx_ok \
                and data[cur] > data[mx]:
            _bad(out, f"{path}.{cur}", f"must be at most {mx} ({data[mx]}), got {data[cur]}",
                 "above_max", max_field=mx, hi=data[mx], **_got(data[cur]))
    if data.get("db") is not None:
        _expr(out, data["db"], f"{path}.db", "a damage bonus like \"+1d4\", \"-1d3\" or \"0\"",
              False, bonus=True)
    armor = data.get("armor", 0)
    if type(armor) is int:
        _int(out, armor, f"{path}.armor", 0, MAX_POOL)
    else:
        _expr(out, armor, f"{path}.armor", "a number or a dice expression like 1d6", True)


def _skills(out: list[Coded], data: dict[str, Any], path: str) -> None:
    skills = data.get("skills", {})
    if type(skills) is not dict:
        _bad(out, f"{path}.skills", f"must be an object {{skill id: value}}, got "
                                    f"{_desc(skills)}", "not_type", expected="object",
             **_got(skills))
        return
    for sid, v in skills.items():
        if _skill_id(out, sid, f"{path}.skills[{sid[:40]!r}]"):
            _int(out, v, f"{path}.skills.{sid}", 0, MAX_SKILL)


def _wound(out: list[Coded], w: Any, wp: str) -> None:
    if not _object(out, w, wp):
        return
    _unknown(out, w, _WOUND_KEYS, wp)
    if "amount" not in w:
        _bad(out, wp, "missing field 'amount'", "missing_field", field="amount")
    else:
        _int(out, w["amount"], f"{wp}.amount", 0, MAX_POOL)
    _choice(out, w.get("source", "normal"), f"{wp}.source", WOUND_SOURCES, "wound source")
    _bool(out, w, "treated", wp)


def _texts(v: Any) -> bool:
    return type(v) is list and len(v) <= MAX_PIECE_LINES and all(
        type(x) is str and len(x) <= MAX_PIECE_TEXT for x in v)


def _piece(out: list[Coded], piece: Any, path: str) -> None:
    """What a CCFolia piece brought beyond the sheet: {url, lines, edition, params}."""
    if type(piece) is not dict or not set(piece) <= _PIECE_KEYS:
        _bad(out, path, "must be an object {url, lines, edition, params}", "bad_piece")
        return
    url, edition, params = piece.get("url", ""), piece.get("edition", 6), piece.get("params", [])
    if type(url) is not str or len(url) > MAX_PIECE_TEXT or not _texts(piece.get("lines", [])):
        _bad(out, path, f"url and lines are texts of at most {MAX_PIECE_TEXT} characters",
             "bad_piece")
    if edition not in (6, 7):
        _bad(out, f"{path}.edition", f"must be 6 or 7, got {_desc(edition)}", "unknown_choice",
             what="edition", known=["6", "7"], **_got(edition))
    if type(params) is not list or len(params) > MAX_PIECE_LINES or not all(
            type(x) is dict and set(x) == {"label", "value"} and _texts(list(x.values()))
            for x in params):
        _bad(out, f"{path}.params", "must be a list of {label, value} texts", "bad_piece")


def _san_lost(out: list[Coded], lost: Any, path: str) -> None:
    """R35: a list of {"at": game minute, "loss": SAN lost, "san": SAN before it}."""
    if type(lost) is not list or len(lost) > MAX_SAN_LOST:
        _bad(out, path, f"must be a list of at most {MAX_SAN_LOST}, got {_desc(lost)}",
             "too_long", limit=MAX_SAN_LOST, **_got(lost))
        return
    for i, x in enumerate(lost):
        xp = f"{path}[{i}]"
        if type(x) is not dict or set(x) != _SAN_LOST_KEYS:
            _bad(out, xp, "must be an object {at, loss, san}", "bad_san_lost")
            continue
        _int(out, x["at"], f"{xp}.at", -(10 ** 9), 10 ** 9)
        _int(out, x["loss"], f"{xp}.loss", 1, MAX_POOL)
        _int(out, x["san"], f"{xp}.san", 0, MAX_POOL)


def _weapon(out: list[Coded], w: Any, wp: str) -> None:
    if not _object(out, w, wp):
        return
    _unknown(out, w, _WEAPON_KEYS, wp)
    for k in ("name", "skill"):
        if k in w and type(w[k]) is not str:
            _bad(out, f"{wp}.{k}", f"must be text, got {_desc(w[k])}", "not_type",
                 expected="text", **_got(w[k]))
    if type(w.get("skill")) is str and w["skill"]:
        _skill_id(out, w["skill"], f"{wp}.skill")
    if "damage" not in w:
        _bad(out, wp, "missing field 'damage'", "missing_field", field="damage")
    else:
        # "1d3-1d4" may roll below 0: the rolled damage is clamped at 0 (C0), never refused
        _expr(out, w["damage"], f"{wp}.damage", "a dice expression like 1d6+1", False)
    _choice(out, w.get("class", "unarmed"), f"{wp}.class", WEAPON_CLASSES, "weapon class")
    for k in ("db", "small", "magic"):
        _bool(out, w, k, wp)
    if "durability" in w:
        _int(out, w["durability"], f"{wp}.durability", 0, MAX_POOL, null=True)
    if "shots" in w:
        _int(out, w["shots"], f"{wp}.shots", 1, 100)
    cap = w.get("capacity")
    if cap is not None and _int(out, cap, f"{wp}.capacity", 1, MAX_POOL):
        if "rounds" in w:
            _int(out, w["rounds"], f"{wp}.rounds", 0, cap)
    elif w.get("rounds") is not None:
        _bad(out, f"{wp}.rounds", "rounds need the gun's capacity", "rounds_without_capacity")


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
