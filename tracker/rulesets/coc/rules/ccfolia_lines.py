"""The chat palette of a CCFolia piece (its ``commands``, one a line), read into skills and
weapons (contracts/ccfolia.md), and the words the tracker writes after a weapon's damage line
so that the weapon comes back as it was.

A damage line is linked to the skill it is rolled with: by an attack line naming the skill
(``CCB<={拳銃} 【M1911】``), by a skill line of the same name (【X】 and 【X ダメージ】), by the
6th-edition weapon list (:mod:`.weapon_list`), or by its own name ("拳銃"); else it comes with
a warning and the keeper sets skill and class before the import."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from typing import Any

from tracker.model.dice import parse_formula
from tracker.model.errors import RulesError
from tracker.model.input_text import ascii_forms

from .budo import budo_skill
from .names import ALL_SKILLS, TERMS
from .skill_list import ALIASES
from .weapon_list import listed_weapon
from .weapons import BLUNT, EDGED, FIREARM, UNARMED, WEAPON_CLASSES, Weapon

Note = tuple[str, dict[str, Any]]

_CHECK_LINE = re.compile(r"^S?(?:CCB?|1D100)\s*<=\s*(?P<value>[^\s【]+)\s*(?P<rest>.*)$", re.I)
_DAMAGE_LINE = re.compile(r"^S?(?P<expr>\d*D\d+(?:\s*[+-]+\s*(?:\d*D\d+|\d+|\{[^}]*\}))*"
                          r"(?:\s*\{[^}]*\})?)\s*(?P<rest>【.*)$", re.I)
_LABEL = re.compile(r"【(?P<label>[^】]+)】")
_REF = re.compile(r"\{([^}]*)\}")
#: rolls that are no skill: on a characteristic, or SAN (ignored even with a number)
_NOT_SKILLS = frozenset({"アイデア", "幸運", "知識", "sanチェック", "正気度ロール", "正気度", "san",
                         "idea", "luck", "know", "knowledge", "sancheck", "sancheck(1d100)",
                         "san値チェック", "san値", "sanc", "san判定", "san値判定", "正気度チェック",
                         "正気度判定", "アイデアロール", "幸運ロール", "知識ロール", "idearoll",
                         "luckroll", "knowroll"})
#: a SAN roll however it is decorated ("SAN値チェック(1d100)", "SANc 0/1d3")
_SAN_ROLL = re.compile(r"^(san値?|正気度)(チェック|ロール|判定|check|c)(?![a-z])")
#: a characteristic's own roll ("【STR】" in a 7th-edition piece, "【STR × 5】" in a 6th)
_CHARACTERISTIC = re.compile(r"^(str|con|pow|dex|app|siz|int|edu|筋力|体力|精神力|敏捷性|外見|体格"
                             r"|知性|教育)([x×*]\d+)?$")
_DAMAGE_WORD = re.compile(r"\s*(ダメージ|damage)\s*", re.I)
#: the labels of the generic damage lines exporters write three of (1d3, 1d4, 1d6 + DB)
_GENERIC = frozenset({"ダメージ判定", "ダメージ", "damage", "ダメージロール", "damageroll"})
#: the unarmed attack a generic damage line is, by its die (6th edition: fist 1d3, head butt
#: 1d4, kick 1d6)
_GENERIC_DIE = {"1d3": "fist", "1d4": "headbutt", "1d6": "kick"}
#: the class of a weapon made from a damage line, by its skill
_CLASSES = {"fist": UNARMED, "kick": UNARMED, "headbutt": UNARMED, "grapple": UNARMED,
            "martial_arts": UNARMED, "budo_strike": UNARMED, "budo_grapple": UNARMED,
            "club": BLUNT, "throw": BLUNT, "knife": EDGED, "axe": EDGED, "handgun": FIREARM,
            "rifle": FIREARM, "shotgun": FIREARM, "smg": FIREARM, "machine_gun": FIREARM}
#: a creature's attacks: the names the tracker writes for them map back to their ids
_CREATURE_SKILLS = ("claw", "bite", "tentacle", "crush")


def is_san_roll(label: str) -> bool:
    """Whether a palette label is a SAN roll (SAN値チェック, SANc, 正気度ロール …)."""
    key = norm(label)
    return key in ("san", "正気度", "sancheck", "sancheck(1d100)") or bool(_SAN_ROLL.match(key))


def default_class(skill: str, current: str) -> str:
    """The class a weapon rolled with ``skill`` is (a handgun: firearm); ``current`` when the
    skill says nothing (a skill of the sheet's own)."""
    return _CLASSES.get(skill, current)


def norm(text: str) -> str:
    return "".join(ascii_forms(text).lower().split())


def _skill_index() -> dict[str, str]:
    index: dict[str, str] = {}
    for sid, (ja, en, _base) in ALL_SKILLS.items():
        index[norm(ja)] = sid
        index[norm(en)] = sid
        index[sid] = sid
    for sid in _CREATURE_SKILLS:
        index.update({norm(TERMS[sid][0]): sid, norm(TERMS[sid][1]): sid})
    index.update({norm(k): v for k, v in ALIASES.items()})
    return index


_INDEX = _skill_index()


def skill_id(name: str) -> str | None:
    """The 6th-edition skill a name on a sheet means (None: a skill of its own). A
    specialty in parentheses falls back to its skill ("芸術（絵画）" is Art)."""
    key = norm(name)
    if key in _INDEX:
        return _INDEX[key]
    budo = budo_skill(key)  # 武道：組技系, 武道（組み技系）, 武道（柔道） … (C11)
    if budo is not None:
        return budo[0]
    if re.fullmatch(r"[a-z][a-z0-9_]{0,39}", name.strip()):
        return name.strip()  # the keeper's own id as the tracker exports it ("claw")
    head = key.split("(", 1)[0]
    return _INDEX.get(head) if head != key else None


# -- the words after a weapon's damage line ------------------------------------------------------
#: (Japanese, English) of each word; a class is written as its name (names.TERMS)
_WORDS = {"shots": ("発射数", "shots"), "rounds": ("装弾数", "rounds"),
          "durability": ("耐久値", "durability"), "small": ("小型", "small"),
          "magic": ("魔術的", "magical"), "no_skill": ("技能なし", "no_skill")}
_CLASS_WORDS = {norm(TERMS[c][i]): c for c in WEAPON_CLASSES for i in (0, 1)}
_WORD_KEYS = {norm(w): k for k, pair in _WORDS.items() for w in pair}
_NUMBER_WORD = re.compile(r"^(?P<key>[^:=\d]+)[:=]?(?P<n>\d{1,5})(?:/(?P<of>\d{1,5}))?$")


@dataclass(slots=True)
class Tags:
    """What the words after a damage line say; ``cls`` None when there are none (a piece from
    elsewhere: the weapon list decides)."""

    cls: str | None = None
    shots: int = 1
    rounds: int | None = None
    capacity: int | None = None
    durability: int | None = None
    small: bool = False
    magic: bool = False
    no_skill: bool = False
    #: the shots a round were written (the tracker writes them only when not 1)
    shots_given: bool = False


#: how players write a gun's shots a round in a comment after the label ("1R2回", "攻撃回数2")
_PLAYER_SHOTS = re.compile(r"^(?:1r(?P<r>\d)回|攻撃回数[:=]?(?P<n>\d))$")


def read_tags(text: str) -> Tags:
    tags = Tags()
    keys = _WORD_KEYS
    for word in ascii_forms(text).replace("：", ":").split():
        key = norm(word)
        if (shots := _PLAYER_SHOTS.match(key)) is not None:
            tags.shots = int(shots["r"] or shots["n"])
            tags.shots_given = True
        elif key in _CLASS_WORDS:
            tags.cls = _CLASS_WORDS[key]
        elif keys.get(key) in ("small", "magic", "no_skill"):
            setattr(tags, keys[key], True)
        elif (m := _NUMBER_WORD.match(key)) is not None and m["key"] in keys:
            n, of = int(m["n"]), m["of"]
            what = keys[m["key"]]
            if what == "rounds":
                tags.capacity = int(of) if of is not None else n
                tags.rounds = n
            elif what in ("shots", "durability"):
                setattr(tags, what, n)
                tags.shots_given = tags.shots_given or what == "shots"
    return tags


def weapon_words(w: Weapon, lang: str) -> str:
    """The words :func:`read_tags` reads back into ``w``'s class and details."""
    col = 0 if lang == "ja" else 1
    words = [TERMS[w.cls][col]]
    if w.shots != 1:
        words.append(f"{_WORDS['shots'][col]}:{w.shots}")
    if w.capacity is not None:
        rounds = w.capacity if w.rounds is None else w.rounds
        words.append(f"{_WORDS['rounds'][col]}:{rounds}/{w.capacity}")
    if w.durability is not None:
        words.append(f"{_WORDS['durability'][col]}:{w.durability}")
    for flag in ("small", "magic"):
        if getattr(w, flag):
            words.append(_WORDS[flag][col])
    if not w.skill:
        words.append(_WORDS["no_skill"][col])
    return " ".join(words)


# -- reading ------------------------------------------------------------------------------------
def number(value: Any, what: str) -> int:
    """A whole number of a piece: a JSON number or a numeric string (full-width digits too)."""
    if type(value) is int:
        return value
    if type(value) is float and value.is_integer():
        return int(value)
    if isinstance(value, str):
        text = ascii_forms(value).strip()
        if re.fullmatch(r"[+-]?\d{1,9}", text):
            return int(text)
    shown = value if isinstance(value, str) else repr(value)
    raise RulesError("bad_piece", f"{what} is not a number: {shown[:40]!r}")


def _arith(text: str) -> int | None:
    """``text`` (digits, + - * / and brackets; / rounds down as BCDice does) as a number;
    None when it is anything else."""
    if len(text) > 60 or not re.fullmatch(r"[\d+\-*/() ]+", text):
        return None
    try:
        tree = ast.parse(text.replace("/", "//"), mode="eval").body
    except SyntaxError:
        return None

    def ev(node: ast.AST) -> int:
        if isinstance(node, ast.Constant) and type(node.value) is int and node.value < 10**9:
            return node.value
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            return -ev(node.operand) if isinstance(node.op, ast.USub) else ev(node.operand)
        if isinstance(node, ast.BinOp):
            a, b = ev(node.left), ev(node.right)
            if isinstance(node.op, ast.Add):
                return a + b
            if isinstance(node.op, ast.Sub):
                return a - b
            if isinstance(node.op, ast.Mult) and abs(a) < 10**6 and abs(b) < 10**6:
                return a * b
            if isinstance(node.op, ast.FloorDiv) and b != 0:
                return a // b
        raise ValueError(text)

    try:
        return ev(tree)
    except ValueError:
        return None


@dataclass(slots=True)
class _DamageLine:
    raw: str
    expr: str
    name: str
    tags: Tags
    #: the tracker's own words follow the line (its class): they say it all
    tagged: bool
    #: a generic line (【ダメージ判定】): no weapon's name
    generic: bool


@dataclass(slots=True)
class Palette:
    """What the commands gave: skills (id → value), names of the sheet's own skills, weapons,
    and the warnings (key of ccfolia.WARNINGS, its arguments)."""

    skills: dict[str, int] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    weapons: list[Weapon] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    #: lines that are no skill (SAN, アイデア, 幸運, 知識, characteristic rolls), as written
    kept: list[str] = field(default_factory=list)


def read_commands(commands: Any, values: dict[str, int], db: str) -> Palette:
    """Skills and weapons of a piece's ``commands``. ``values``: the piece's params and status
    by normalised label, for ``{X}``; ``db``: its damage bonus as written ("-1d4", "0")."""
    out = Palette()
    if commands is None:
        return out
    if not isinstance(commands, str):
        raise RulesError("bad_piece", "'commands' must be text, one command a line")
    checks: list[tuple[str, str, str]] = []  # (line as written, label, N)
    damage: list[_DamageLine] = []
    for raw in commands.splitlines():
        line = ascii_forms(raw).strip()
        label_m = _LABEL.search(raw)  # the name as written: full-width brackets stay
        if not line or label_m is None:
            continue
        label = label_m["label"].strip()
        if (m := _CHECK_LINE.match(line)) is not None:
            key = norm(label)
            if key in _NOT_SKILLS or _SAN_ROLL.match(key) or _CHARACTERISTIC.match(key) \
                    or "×" in label or "*" in label:
                out.kept.append(raw.strip())
            else:
                checks.append((raw.strip(), label, m["value"]))
        elif (d := _DAMAGE_LINE.match(line)) is not None:
            after = line[line.index("】", d.start("rest")) + 1:]
            tags = read_tags(after)
            name = "" if norm(label) in _GENERIC else _DAMAGE_WORD.sub(" ", label).strip()
            damage.append(_DamageLine(raw.strip(), d["expr"].replace(" ", ""), name or label,
                                      tags, tags.cls is not None, not name))
    weapon_names = {norm(x.name) for x in damage}
    attack_lines: dict[str, str] = {}  # weapon name → the skill it is rolled with
    own = 0
    for raw, label, text in checks:
        key = norm(label)
        ref = re.fullmatch(r"\{([^}]+)\}", text)
        if ref is not None and norm(ref[1]) != key and key in weapon_names:
            attack_lines[key] = ref[1]  # CCB<={拳銃} 【M1911】: the weapon's attack line
            continue
        value = _line_value(text, values)
        if value is None:  # a {X} of nothing is worth telling; other text is no skill line
            if any(norm(r) not in values for r in _REF.findall(text)):
                out.notes.append(("no_value", {"value": raw[:60]}))
            continue
        if not 0 <= value <= 999:
            raise RulesError("bad_piece", f"'{raw[:60]}': a skill is 0 to 999")
        sid = skill_id(label)
        _note_budo_guess(key, label, sid, out)
        if sid is None or sid in out.skills and sid not in out.names:
            if key in {norm(n) for n in out.names.values()}:
                continue
            own += 1
            sid = f"own_{own}"
            out.names[sid] = label
            out.notes.append(("own_skill", {"value": label}))
        out.skills[sid] = value
    for weapon_name, skill_name in attack_lines.items():
        sid = _skill_named(skill_name, out)
        if sid and sid not in out.skills and norm(skill_name) in values:
            out.skills[sid] = values[norm(skill_name)]
        attack_lines[weapon_name] = sid
    for line in damage:
        w = _weapon(line, out, attack_lines, db)
        if w is not None:
            out.weapons.append(w)
    return out


def _note_budo_guess(key: str, label: str, sid: str | None, out: Palette) -> None:
    """Warn when a 武道 label did not name its style (武道（柔道）, a bare 武道): C11 combines
    and parries by style, so the keeper checks the guess."""
    budo = budo_skill(key)
    if budo is not None and budo[1] and sid == budo[0] and sid not in out.skills:
        out.notes.append(("budo_guess", {"value": label, "skill": ALL_SKILLS[sid][0]}))


def _line_value(text: str, values: dict[str, int]) -> int | None:
    """N of ``CCB<=N``: a number, or ``{X}`` arithmetic over the piece's params and status
    (``{目星}``, ``{DEX}*2``); None when a ``{X}`` names nothing of the piece."""
    missing = False

    def sub(m: re.Match[str]) -> str:
        nonlocal missing
        key = norm(m[1])
        if key not in values:
            missing = True
            return "0"
        return f"({values[key]})"

    expr = _REF.sub(sub, text)
    return None if missing else _arith(expr)


def _skill_named(name: str, out: Palette) -> str:
    """The skill id a skill name means: a skill of the sheet's own by its name, else the
    6th-edition id."""
    key = norm(name)
    for sid, own in out.names.items():
        if norm(own) == key:
            return sid
    return skill_id(name) or ""


def _weapon(line: _DamageLine, out: Palette, attack_lines: dict[str, str],
            db: str) -> Weapon | None:
    expr, tags = line.expr, line.tags
    adds_db = bool(re.search(r"\{(DB|ダメージボーナス)\}", expr, re.I))
    damage = _REF.sub("", expr)
    damage = re.sub(r"[+-]+$", "", re.sub(r"[+-]{2,}", "+", damage)).lower()
    if not adds_db and not line.tagged:
        damage, adds_db = _strip_db(damage, db)
    try:
        parse_formula(damage)
    except RulesError as exc:
        out.notes.append(("bad_damage", {"value": line.raw[:60], "reason": exc.message}))
        return None
    if line.generic:
        return _generic(line, damage, out)
    name = line.name
    key = norm(name)
    listed = listed_weapon(name)
    if tags.no_skill:
        sid = ""
    elif key in attack_lines:
        sid = attack_lines[key]
    else:
        sid = _same_name(name, None if line.tagged else listed, out) or ""
    if not sid and listed is not None and listed[0] is not None and not tags.no_skill:
        sid = listed[0]
    if not sid and not tags.no_skill:
        sid = skill_id(name) or ""
        sid = sid if sid in out.skills or sid in ALL_SKILLS else ""
    cls = tags.cls or (listed[1] if listed else _CLASSES.get(sid))
    small = tags.small if line.tagged else bool(listed and listed[2])
    if not sid and not tags.no_skill or cls is None:
        out.notes.append(("weapon_skill", {"value": name, "weapon": len(out.weapons)}))
    if cls == FIREARM and not line.tagged and not tags.shots_given:
        out.notes.append(("gun_shots", {"value": name, "weapon": len(out.weapons)}))
    return Weapon(damage=damage, cls=cls or BLUNT, db=adds_db, small=small, skill=sid,
                  name=name, durability=tags.durability, shots=max(1, tags.shots),
                  rounds=tags.rounds, capacity=tags.capacity, magic=tags.magic)


def _same_name(name: str, listed: tuple[str | None, str, bool] | None,
               out: Palette) -> str | None:
    """The skill of the skill line named as the weapon (【X】 beside 【X ダメージ】). A line of
    a listed weapon (【.38リボルバー】 at 60) that made a skill of its own is the listed skill's
    value when the piece has no line for that skill: it becomes that skill."""
    key = norm(name)
    sid = next((s for s, own in out.names.items() if norm(own) == key), None)
    if sid is None:
        found = skill_id(name)
        return found if found in out.skills else None
    listed_sid = listed[0] if listed else None
    if listed_sid is None:
        return sid
    if listed_sid not in out.skills:
        out.skills[listed_sid] = out.skills.pop(sid)
    elif out.skills[listed_sid] != out.skills[sid]:
        return sid  # its own value beside the listed skill's: it is rolled at its own
    else:
        del out.skills[sid]
    del out.names[sid]
    out.notes[:] = [n for n in out.notes if n != ("own_skill", {"value": name})]
    return listed_sid


def _strip_db(damage: str, db: str) -> tuple[str, bool]:
    """A damage bonus written into the line ("1d3+1d4", "1d3-1d4", "1d3+0" beside DB +1d4,
    -1d4, 0) is the DB: the weapon adds it."""
    bonus = norm(db)
    if bonus in ("", "0", "+0", "-0", "なし", "none"):
        tails = ("+0", "-0")
    else:
        tails = (bonus if bonus[0] in "+-" else "+" + bonus,)
    for tail in tails:
        if damage.endswith(tail) and len(damage) > len(tail):
            return damage[:-len(tail)], True
    return damage, False


def _generic(line: _DamageLine, damage: str, out: Palette) -> Weapon | None:
    """A generic damage line (【ダメージ判定】): the unarmed attack of its die, once; any other
    is skipped with a warning."""
    # an unarmed attack always adds DB: a "+0" some generators write for any DB is its place
    damage = re.sub(r"[+-]0$", "", damage)
    sid = _GENERIC_DIE.get(damage)
    if sid is None:
        out.notes.append(("generic_damage", {"value": line.raw[:60]}))
        return None
    if any(w.skill == sid for w in out.weapons):
        return None
    return Weapon(damage=damage, cls=UNARMED, db=True, skill=sid, name=ALL_SKILLS[sid][0])
