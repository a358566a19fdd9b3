"""The players' log holds every open roll of the table, as CCFolia's log does: attacks,
defenses and checks with their d100 (and BCDice lines); secret rolls, hidden combatants and
the numbers of hidden tracks (HP, SAN) stay out; an alias stands for the real name."""

from __future__ import annotations

from tracker.model import operations as ops
from tracker.model.log_export import player_entries
from tracker.model.rolls.operation import roll_line
from tracker.rulesets.coc.rules.actions.attack import attack as coc_attack
from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest, Defense
from tracker.rulesets.coc.rules.actions.damage import Damage
from tracker.rulesets.coc.rules.bcdice import roll
from tracker.rulesets.coc.rules.sheet import new_sheet
from tracker.rulesets.coc.rules.weapons import Weapon


def table():
    enc = ops.new_encounter("coc")
    knife = Weapon("1d4+2", "edged", skill="knife", name="ナイフ")
    a = ops.add_combatant(enc, "朝倉", "pc", new_sheet(dex=12, con=12, siz=12), mid_fight=False)
    b = ops.add_combatant(enc, "教団員", "enemy", new_sheet(dex=10, con=10, siz=10),
                          mid_fight=False)
    enc.combatants[b.result].sheet.skills["knife"] = 50
    enc.combatants[b.result].sheet.weapons = [knife]
    ops.start_combat(enc)
    return enc, a.result, b.result


def test_open_rolls_go_to_the_players_log_and_secret_ones_do_not():
    """The cultist's knife (50, rolled 30: a hit, 1d4+2 = 3 + 2 = 5) against 朝倉's dodge
    (24 = DEX 12 × 2, rolled 90: failed): HP 12 → 7, 5 < 12/2, no shock. 4 more: 7 → 3,
    4 ≥ 7/2: CON×5 = 60, rolled 20. Then an open and a secret BCDice roll."""
    enc, pc, cult = table()
    coc_attack(enc, AttackRequest(cult, pc, "w0", roll=30, w_faces=(3,),
                                 defense=Defense("dodge", 90)))
    ops.apply_hit(enc, pc, Damage(4))
    chk = next(k for k in enc.checks if k.kind == "shock")
    ops.resolve_check(enc, chk.id, 20)
    roll_line(enc, "CCB<=60 【目星】", roll)
    roll_line(enc, "SCCB<=50 【心理学】", roll)
    keys = [e.key for e in player_entries(enc)]
    assert {"coc.attack", "coc.defense", "coc.check_roll", "bcdice"} <= set(keys)
    assert keys.count("bcdice") == 1                                      # the secret one out
    assert "coc.damage" not in keys and "coc.hurt" not in keys            # HP numbers
    attack = next(e for e in player_entries(enc) if e.key == "coc.attack")
    assert (attack.args["roll"], attack.args["value"], attack.args["outcome"]) == (
        30, 50, "success")


def test_a_hidden_target_keeps_the_roll_out_and_an_alias_stands_in():
    enc, pc, cult = table()
    ops.set_visibility(enc, cult, shown=True, alias="黒い影")
    coc_attack(enc, AttackRequest(cult, pc, "w0", roll=95))
    attack = next(e for e in player_entries(enc) if e.key == "coc.attack")
    assert attack.args["name"] == "黒い影"
    coc_attack(enc, AttackRequest(pc, cult, "fist", roll=95))
    mine = [e for e in player_entries(enc) if e.key == "coc.attack"][-1]
    assert mine.args["target"] == "黒い影"
    ops.set_visibility(enc, cult, shown=False)
    assert not [e for e in player_entries(enc) if e.key == "coc.attack"]
