"""Values derived from the characteristics (C0): HP, MP, SAN, damage bonus, Dodge."""

from __future__ import annotations

from dataclasses import dataclass, field

from tracker.model.dice import DiceSum, parse_formula
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine

#: (highest STR+SIZ, damage bonus) of the table; beyond the last row +1d6 per further 16
_DB_TABLE = ((12, "-1d6"), (16, "-1d4"), (24, "0"), (32, "+1d4"), (40, "+1d6"), (56, "+2d6"),
             (72, "+3d6"), (88, "+4d6"))


def hp_max(con: int, siz: int) -> int:
    return -(-(con + siz) // 2)


def mp_max(pow_: int) -> int:
    return pow_


def san_start(pow_: int) -> int:
    return pow_ * 5


def dodge_base(dex: int) -> int:
    return dex * 2


def damage_bonus(str_: int, siz: int) -> str:
    """The DB as text: "-1d6", "-1d4", "0", "+1d4" … (+1d6 for each 16 past 88)."""
    total = str_ + siz
    for top, db in _DB_TABLE:
        if total <= top:
            return db
    return f"+{4 + -(-(total - 88) // 16)}d6"


def parse_db(text: str) -> DiceSum:
    """A damage bonus: "0", "+1d4", "-1d3", "+2d6" (a sum of dice with a sign)."""
    try:
        return parse_formula(text)
    except RulesError as exc:
        raise RulesError("bad_db", f"damage bonus {exc.message}") from None


def db_text(db: DiceSum) -> str:
    """The DB as the sheet writes it: "+1d4", "-1d3", "0"."""
    if not db.terms and not db.modifier:
        return "0"
    text = str(db)
    return text if text.startswith("-") else "+" + text


@dataclass(slots=True)
class Derived:
    hp: int
    mp: int
    san: int
    db: str
    dodge: int
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)

    def to_dict(self) -> dict[str, object]:
        return {"hp": self.hp, "mp": self.mp, "san": self.san, "db": self.db,
                "dodge": self.dodge}


def derive(str_: int, con: int, siz: int, dex: int, pow_: int) -> Derived:
    for name, v in (("STR", str_), ("CON", con), ("SIZ", siz), ("DEX", dex), ("POW", pow_)):
        if type(v) is not int or v < 0:
            raise RulesError("bad_number", f"{name} must be a whole number 0 or more, got {v!r}")
    hp, db = hp_max(con, siz), damage_bonus(str_, siz)
    return Derived(
        hp=hp, mp=mp_max(pow_), san=san_start(pow_), db=db, dodge=dodge_base(dex),
        explain=(
            ExplainLine("coc.der.hp", "C0", {"con": con, "siz": siz, "hp": hp}),
            ExplainLine("coc.der.mp", "C0", {"pow": pow_, "mp": pow_}),
            ExplainLine("coc.der.san", "C0", {"pow": pow_, "san": pow_ * 5}),
            ExplainLine("coc.der.db", "C0", {"total": str_ + siz, "db": db}),
            ExplainLine("coc.der.dodge", "C0", {"dex": dex, "dodge": dex * 2}),
        ))
