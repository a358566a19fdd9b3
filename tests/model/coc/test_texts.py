"""Explain lines: every key has an English template that formats with its arguments, every
rule id cited exists, and every rule id C0–C13, R1–R11 is cited by a table-driven test."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tracker.model.dice import Dice
from tracker.rulesets.coc.rules.attack import resolve_attack
from tracker.rulesets.coc.rules.death import DeathClock, end_action
from tracker.rulesets.coc.rules.defense import (
    ParriedAttack,
    resolve_cover,
    resolve_dodge,
    resolve_parry,
)
from tracker.rulesets.coc.rules.derived import derive
from tracker.rulesets.coc.rules.firearms import break_away, fire_plan
from tracker.rulesets.coc.rules.injury import Wound, apply_damage, first_aid, resolve_knockout
from tracker.rulesets.coc.rules.martial import Combine, feint, salto, tackle, technique_allowed
from tracker.rulesets.coc.rules.names import name
from tracker.rulesets.coc.rules.rounds import round_start
from tracker.rulesets.coc.rules.secret import notice, psychology, psychology_contest, surprise
from tracker.rulesets.coc.rules.texts import LOG_TEMPLATES, NAMED_ARGS, TEMPLATES, render
from tracker.rulesets.coc.rules.weapons import Weapon

PACKAGE = Path(__file__).resolve().parents[3] / "tracker" / "rulesets" / "coc" / "rules"
RULE_IDS = {f"C{i}" for i in range(14)} | {f"R{i}" for i in range(1, 17)} | {"R18"}
_KEY = re.compile(r"^coc\.[a-z_]+(\.[a-z_]+)?$")


def _source_keys() -> set[str]:
    keys = set()
    for path in PACKAGE.rglob("*.py"):  # the rule modules and the actions (actions/)
        if path.name in ("texts.py", "names.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and _KEY.match(node.value) and not node.value.startswith("dice."):
                keys.add(node.value)
    return keys


def test_every_key_in_the_sources_has_a_template_and_none_is_unused():
    keys = _source_keys()
    assert keys - set(TEMPLATES) - set(LOG_TEMPLATES) == set()
    assert set(TEMPLATES) - keys == set()
    assert set(LOG_TEMPLATES) - keys == set()
    assert not set(TEMPLATES) & set(LOG_TEMPLATES)


def _scenario_lines():
    d = Dice(11)
    kick = Weapon("1d6", "unarmed", skill="kick")
    for roll in (1, 8, 30, 70, 99):
        yield from resolve_attack(50, kick, "+1d4", roll=roll, dice=d, armor=2,
                                      combine=Combine("ma", 40)).explain
        yield from resolve_attack(50, Weapon("1d8", "edged"), "0", roll=roll, dice=d,
                                      armor="1d3", surprise=True).explain
        yield from resolve_dodge(60, [60, 30], "success", "edged", roll=roll).explain
        yield from resolve_parry(50, "budo_strike", ParriedAttack(
            "success", "edged", "1d4", "-1d4", small=True, combined="ma"), roll=roll,
            dice=d).explain
        yield from resolve_parry(50, "weapon", ParriedAttack(
            "success", "blunt", 4, 1), roll=roll, durability=3).explain
        yield from resolve_cover(12, 7, roll=roll).explain
        yield from resolve_knockout("blunt", 7, 9, roll=roll).explain
        yield from first_aid(30, Wound(4), 0, 10, roll=roll, dice=d).explain
        yield from round_start(2, 11, ["unconscious"], roll=roll, dice=d).explain
    hold = Weapon("0", "unarmed", db=False, skill="grapple")  # a grapple's hold (C7)
    yield from resolve_attack(50, hold, "0", roll=30,
                              combine=Combine("budo_grapple", 60)).explain
    yield from derive(13, 11, 14, 12, 10).explain
    yield from apply_damage("A", 12, 11, 13, round=1, by="B", order=["B", "A"]).explain
    yield from apply_damage("A", 12, 11, 7, round=1, by="B", order=["B", "A"]).explain
    yield from fire_plan(13, 40, 5, rapid_fire=True, point_blank=True).explain
    yield from end_action(2, "B", ["A", "B", "C"], frozenset({"C"}),
                              [DeathClock("A", 2, "C")], {}).explain
    yield from technique_allowed("rush", {"fist": 10}, attack_skill="kick",
                                     target_human=False, also="feint",
                                     knockout_only=True).explain
    yield from tackle(12, 10, 10, attack_outcome="special", wall=None, dice=d).explain
    yield from psychology_contest(80, 5, roll=3).explain
    yield from surprise(40, roll=80).roll.explain
    yield from surprise(40, roll=10).roll.explain
    yield from more_lines(d)
    yield from table_lines()


def table_lines():
    """The lines the ruleset and its actions add at the table (a scripted fight)."""
    from tests.model.coc.test_table import scripted_fight

    for entry in scripted_fight().log:
        yield from entry.explain


def more_lines(d):
    """Every other branch once, so that every template is formatted at least once."""
    from tracker.rulesets.coc.rules import checks, firearms, martial, secret

    atk = ParriedAttack
    for outcome, cls, kw in (("failure", "edged", {}), ("success", "edged", {"prone": True}),
                             ("success", "edged", {"undodgeable": True}),
                             ("critical", "edged", {}), ("success", "firearm", {})):
        yield from resolve_dodge(60, [], outcome, cls, roll=5, **kw).explain
    yield from resolve_dodge(10, [10, 5], "success", "edged", roll=5).explain
    yield from _out_cold_line()
    yield from resolve_dodge(60, [], "success", "edged", roll=99).explain
    for with_, attack, kw in (
            ("weapon", atk("failure", "edged", 3), {}),
            ("weapon", atk("success", "edged", 3), {"parried_this_round": True}),
            ("weapon", atk("success", "firearm", 3), {}),
            ("weapon", atk("critical", "edged", 3), {}),
            ("weapon", atk("success", "edged", 3), {"prone": True}),
            ("weapon", atk("success", "edged", 3), {"closed_in": True}),
            ("ma", atk("success", "unarmed", 3, by="mythos"), {}),
            ("ma", atk("success", "edged", 3), {}),
            ("budo_strike", atk("success", "unarmed", 3, combined="budo_grapple"), {}),
            ("unarmed", atk("success", "edged", 3, -1), {}),
            ("unarmed", atk("success", "edged", 3, 1), {}),
            ("ma", atk("success", "unarmed", 3, combined="budo_strike"), {})):
        yield from resolve_parry(50, with_, attack, roll=10, **kw).explain
    for kw in ({"pc": False}, {"acted": True}, {"prone": True}, {"dodge_fumbled": True}):
        yield from resolve_cover(12, 5, roll=10, **kw).explain
    for roll in (2, 30, 92, 97):
        yield from resolve_cover(12, 5, roll=roll).explain
    yield from resolve_knockout("edged", 5, 5).explain
    yield from resolve_knockout("blunt", 5, 5, declared_before_roll=False).explain
    yield from resolve_knockout("blunt", 5, 9, roll=90).explain
    yield from apply_damage("A", 5, 10, 8, pc=False).explain
    yield from apply_damage("A", 5, 10, 8, in_combat=False).explain
    yield from apply_damage("A", 0, 10, 2, round=1, by="B", order=["B"]).explain
    yield from apply_damage("A", 9, 10, 2).explain
    yield from first_aid(30, Wound(3, treated=True), 2, 9, roll=5).explain
    yield from first_aid(30, Wound(3, "fumble"), 2, 9, roll=5).explain
    yield from first_aid(30, Wound(3), 2, 9, roll=50).explain
    yield from round_start(5, 10, ["dead"]).explain
    yield from round_start(5, 10, ["unconscious"], roll=10).explain
    yield from round_start(2, 10, ["unconscious"], roll=99).explain
    yield from round_start(1, 10, [], dice=d).explain
    yield from fire_plan(13, 40, 3).explain
    yield firearms.close_in_line()
    yield from break_away(10, 12, roll=5).explain
    yield from end_action(2, "B", ["A", "B"], frozenset({"B"}),
                              [DeathClock("A", 2, "B")], {}).explain
    yield from end_action(2, "B@half", ["A", "B", "B@half"], frozenset(),
                              [DeathClock("A", 2, "B@half")], {}).explain
    yield from end_action(2, "B", ["A", "B"], frozenset(),
                              [DeathClock("A", 2, "B")], {"A": 2}).explain
    yield from technique_allowed("salto", {}, target_human=False).explain
    yield from technique_allowed("feint", {"kick": 60, "budo_strike": 60},
                                     attack_skill="kick").explain
    yield from technique_allowed("feint", {}, attack_skill="headbutt").explain
    yield from salto(10, con_roll=90, from_height="1d6").explain
    yield from tackle(12, 10, 10, attack_outcome="success", wall=True, dex_roll=90,
                          con_roll=90).explain
    yield from tackle(20, 10, 10, attack_outcome="success").explain
    yield from martial.rush().explain
    yield from feint(40, target_roll=10).explain
    yield from feint().explain
    yield from secret.secret_roll("listen", 40, roll=5, secret=False).explain
    yield from psychology(5, roll=90).explain
    yield from notice(40, 20, roll=5).explain
    yield from resolve_attack(50, Weapon("1d6", "unarmed"), "0", roll=20, dice=d,
                                  combine=Combine("ma", 40, hands_free=False)).explain
    yield from resolve_attack(50, Weapon("1d6", "edged"), "0", roll=99).explain
    yield from resolve_attack(50, Weapon("1d6", "unarmed"), "0", roll=99).explain
    yield checks.resistance_line(10, 12, 40, "failure")
    yield from resolve_attack(60, Weapon("1d6", "unarmed"), "0", roll=50, dice=d,
                                  combine=Combine("ma", 40)).explain
    yield from _table_lines()
    yield from round_start(2, 10, ("unconscious",), roll=5, roll_san=False).explain


def _table_lines():
    """Lines only the keeper's actions write (an encounter is needed)."""
    from tracker.model import operations as ops
    from tracker.rulesets.coc.rules.actions.attack import attack as coc_attack
    from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest, Defense
    from tracker.rulesets.coc.rules.actions.recover import pick_up
    from tracker.rulesets.coc.rules.sheet import new_sheet

    enc = ops.new_encounter("coc", "texts")
    for name_, side in (("A", "pc"), ("B", "enemy")):
        s = new_sheet("human", str=10, con=10, siz=10, dex=10, pow=10)
        s.weapons = [Weapon("1d6", "blunt", skill="club", name="Club")]
        ops.add_combatant(enc, name_, side, s, mid_fight=False)
    coc_attack(enc, AttackRequest("c1", "c2", "w0", roll=99))
    pick_up(enc, "c1")
    # a critical dodge (DEX 10 × 2 = 20, rolled 1) and its counterattack (R18)
    coc_attack(enc, AttackRequest("c2", "c1", "w0", roll=10, w_faces=(3,),
                                  defense=Defense("dodge", 1)))
    coc_attack(enc, AttackRequest("c1", "c2", "w0", roll=50, w_faces=(3,), counter=True))
    for entry in enc.log:
        yield from entry.explain
    yield from _feature_lines()


def _feature_lines():
    """Special armor, rounds, Rush without its combined roll, SAN checks."""
    from tracker.rulesets.coc.rules.attack import damage_formula
    from tracker.rulesets.coc.rules.sanity import parse_san_loss, san_check
    from tracker.rulesets.coc.rules.special import special_damage

    for flag, w in (("magic_only", Weapon("1d6", "blunt")),
                    ("firearms_half", Weapon("1d10", "firearm")),
                    ("impaling_min", Weapon("1d8", "impaling"))):
        yield from special_damage([flag], w, 6, damage_formula(w.damage))[1]
    loss = parse_san_loss("1/1d10")
    yield from san_check(40, 10, loss, roll=90, faces=[9], idea_roll=10).explain
    yield from san_check(5, 10, loss, roll=90, faces=[6], idea_roll=90).explain
    from tracker.model import operations as ops
    from tracker.rulesets.coc.rules.actions.attack_plan import plan_attack
    from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest
    from tracker.rulesets.coc.rules.sheet import new_sheet

    enc = ops.new_encounter("coc", "features")
    for name_, side in (("A", "pc"), ("B", "enemy")):
        s = new_sheet("human", str=10, con=10, siz=10, dex=10, pow=10)
        s.skills.update({"fist": 80, "budo_strike": 80, "handgun": 50})
        s.weapons = [Weapon("1d8", "firearm", db=False, skill="handgun", capacity=6,
                                rounds=6)]
        ops.add_combatant(enc, name_, side, s, mid_fight=False)
    yield from plan_attack(enc, AttackRequest("c1", "c2", "w0", roll=10, w_faces=(3,)),
                           enc.dice).attack_lines
    yield from plan_attack(enc, AttackRequest("c1", "c2", "fist", roll=10, w_faces=(2,),
                                              technique="rush"), enc.dice).attack_lines


def test_lines_render_with_their_arguments():
    for line in _scenario_lines():
        assert line.rule in RULE_IDS, line
        TEMPLATES[line.key].format(**line.args)  # no missing argument
        text = render(line, lambda _a, v: name(v, "ja") if isinstance(v, str) else str(v))
        assert text.startswith(f"[{line.rule}] ") and line.key not in text


def test_every_template_is_formatted_by_some_scenario():
    assert set(TEMPLATES) - {line.key for line in _scenario_lines()} == set()


def test_named_arguments_have_names():
    for line in _scenario_lines():
        for arg in NAMED_ARGS & set(line.args):
            value = line.args[arg]
            assert name(value, "ja") != value or not value.isascii() or value == "-", line


def test_every_rule_id_is_cited_by_a_test():
    here = Path(__file__).resolve().parent
    cited = set()
    for path in here.glob("test_*.py"):
        if path.name != Path(__file__).name:
            cited |= set(re.findall(r"[\"'](C\d{1,2}|R\d{1,2})[\" ]", path.read_text("utf-8")))
    assert RULE_IDS - cited == set()


def _out_cold_line():
    """C8: the dialog's reason an unconscious target answers nothing."""
    from tracker.model import operations as ops
    from tracker.rulesets.coc.rules.actions.defend import dodge_refusal_before_roll
    from tracker.rulesets.coc.rules.demo import demo_encounter

    enc = demo_encounter()
    tom, cult = (next(c.id for c in enc.combatants.values() if c.name == n)
                 for n in ("Tom Okafor", "Cultist"))
    ops.set_condition(enc, tom, "unconscious", True)
    yield dodge_refusal_before_roll(enc, cult, tom, "w1")
