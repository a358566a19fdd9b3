"""Weapons out of use in CoC: a dropped weapon blocks only itself and can be picked up (C3), a
broken one neither attacks nor parries; PCs do not cover foes — minor items of the keeper's
play-test of issue #19. Each test fails without its fix."""

from __future__ import annotations

import pytest

from tracker.model.errors import RulesError
from tracker.rulesets.coc.rules.actions.attack_plan import plan_attack
from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest, Defense
from tracker.rulesets.coc.rules.actions.recover import pick_up

from .test_table import CLUB, KNIFE, REVOLVER, hit, ids, keys, table, to

# -- minor items -----------------------------------------------------------------------------------


def test_a_dropped_weapon_blocks_only_itself_and_can_be_picked_up():
    """Item 11, C3: the cultist fumbles the revolver: the knife still works; the DEX÷2 shot
    is passed over with a log line; picking the gun up spends the turn."""
    enc, h = table()
    n = ids(enc)
    c = enc.combatants[n["C"]]
    c.sheet.weapons = [REVOLVER, KNIFE]
    hit(h, enc, n["C"], n["A"], "w0", roll=99)
    assert c.has("weapon_dropped")
    to(enc, h, n["C"])
    with pytest.raises(RulesError, match="dropped"):
        plan_attack(enc, AttackRequest(n["C"], n["A"], "w0", roll=10), enc.dice)
    out = hit(h, enc, n["C"], n["A"], "w1", roll=10, faces=(2,))
    assert out.attack.hit
    to(enc, h, n["C"], 2)  # D's turn ended: the DEX÷2 shot was passed over
    assert "coc.slot_passed" in keys(enc)
    h.push(pick_up(enc, n["C"]))
    assert not c.has("weapon_dropped") and n["C"] in enc.state["round"]["acted"]
    with pytest.raises(RulesError):
        pick_up(enc, n["C"])


def test_a_broken_weapon_neither_attacks_nor_parries_and_pcs_do_not_cover_foes():
    """Item 15."""
    enc, h = table()
    n = ids(enc)
    d = enc.combatants[n["D"]]
    d.sheet.weapons = [CLUB.__class__(CLUB.damage, CLUB.cls, CLUB.db, CLUB.small, CLUB.skill,
                                      CLUB.name, 0, CLUB.shots)]
    with pytest.raises(RulesError, match="broken"):
        plan_attack(enc, AttackRequest(n["D"], n["A"], "w0", roll=10), enc.dice)
    with pytest.raises(RulesError, match="broken"):
        plan_attack(enc, AttackRequest(n["A"], n["D"], "fist", roll=10, w_faces=(2,),
                                       defense=Defense("parry", 10, with_="w0")),
                       enc.dice)
    with pytest.raises(RulesError, match="foe") as err:
        plan_attack(enc, AttackRequest(n["B"], n["D"], "w0", roll=10, w_faces=(2,),
                                       defense=Defense("cover", 10, by=n["A"])), enc.dice)
    assert err.value.code == "cover_foe"
