"""What the views show of a CoC combatant: its HP, MP and SAN bars, its conditions, and what
the players may know of it (the kind of being, HP under the exact policy)."""

from __future__ import annotations

from tracker.model.bars import track_state
from tracker.model.combatant import Combatant
from tracker.model.ruleset import Track
from tracker.model.tracks import current

from .injury import UNCONSCIOUS_HP
from .sheet import CHARACTERISTICS, CocSheet


def tracks(c: Combatant) -> list[Track]:
    s = c.sheet
    hp, mp, san = current(s, "hp"), current(s, "mp"), current(s, "san")
    out = [Track("hp", hp, s.max_hp,
                 "out" if hp <= UNCONSCIOUS_HP else track_state(hp, s.max_hp)),
           Track("mp", mp, s.max_mp, track_state(mp, s.max_mp))]
    # SAN is hurt against where it started (POW×5), not against 99 − Cthulhu Mythos; a
    # creature without SAN has 0/0 (the views show —)
    start = min(s.stat("pow") * 5, s.max_san) or s.max_san
    out.append(Track("san", san, s.max_san, track_state(san, max(start, 1)), start or None))
    return out


def statuses(c: Combatant) -> list[tuple[str, int]]:
    """The conditions, without the round each began (a number for the rules, not the
    table)."""
    return [(name, 0) for name in c.conditions]


def public_sheet(c: Combatant) -> CocSheet:
    """What the players' figure may know: the kind of being and, under the exact HP policy,
    HP; no characteristics, skills, weapons, armor, MP, SAN or wounds."""
    s = c.sheet
    exact = c.visibility.hp == "exact"
    return CocSheet(kind=s.kind, stats=dict.fromkeys(CHARACTERISTICS, 0),
                    max_hp_override=s.max_hp, hp=s.hp if exact else s.max_hp,
                    max_mp_override=0, mp=0, max_san_override=0, san=0, skills={},
                    weapons=[], wounds=[])


def public_figure(c: Combatant) -> dict[str, str]:
    """The players' figure: a human or a Mythos creature (its state follows from the public
    conditions and HP)."""
    return {"figure": c.sheet.kind}
