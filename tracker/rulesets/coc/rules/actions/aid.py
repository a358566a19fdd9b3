"""First Aid and Medicine on one wound (C9, R11) as one action."""

from __future__ import annotations

from typing import Any

from tracker.model.encounter import Action, Encounter

from .. import harm
from ..checks import d100
from ..injury import DEAD, NORMAL
from ..injury import first_aid as resolve_first_aid
from .turn import (
    act,
    refuse,
    require_able,
    require_position_free,
    require_standing,
    require_turn_left,
)


def first_aid(enc: Encounter, healer: str, patient: str, wound: int, *,
              skill: str = "first_aid", roll: int | None = None,
              faces: tuple[int, ...] | None = None) -> Action:
    """First Aid or Medicine on one wound (C9, R11) as one action."""
    h, p = enc.get(healer), enc.get(patient)
    if skill not in ("first_aid", "medicine"):
        raise refuse("bad_skill", f"first aid is rolled with first_aid or medicine, not "
                                  f"'{skill}'")
    require_able(h)
    require_standing(h)
    require_turn_left(enc, h)
    if p.has(DEAD):
        raise refuse("dead_target", f"{p.name} is dead", name=p.name)
    if harm.clock_ran_out(enc, p.id):
        raise refuse("clock_ran_out", f"{p.name}'s death clock has run out: no healing "
                                      "saves them now (R12)", name=p.name)
    if not 0 <= wound < len(p.sheet.wounds):
        raise refuse("unknown_wound", f"{p.name} has no wound #{wound + 1}", name=p.name)
    w = p.sheet.wounds[wound]
    if w.treated:
        raise refuse("already_treated", "that wound has had its first aid (C9)")
    if w.source != NORMAL:
        raise refuse("not_treatable", "damage from a fumble or additional damage is not a "
                                      "wound first aid can treat (R11)")
    require_position_free(enc, h, "first_aid")
    if roll is not None:
        d100(roll, None)

    def run() -> Any:
        value = h.sheet.skill(skill)
        before = p.sheet.hp or 0
        res = resolve_first_aid(value, w, before, p.sheet.max_hp, roll=roll,
                                faces=faces, dice=enc.dice, options=harm.options(enc))
        p.sheet.hp = res.hp
        if res.wound_treated:
            p.sheet.wounds[wound] = type(w)(w.amount, w.source, True)
        enc.add_log("coc.aid", p.id, res.explain, name=p.name, healer=h.name, skill=skill,
                    roll=res.roll, value=value, outcome=res.outcome, hp_before=before,
                    hp_after=res.hp)
        act(enc, h, "first_aid")
        harm.heal(enc, p, before)
        return res

    return enc.perform("first_aid", list(dict.fromkeys([healer, patient])), run)
