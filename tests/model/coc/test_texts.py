"""Explain lines: every key has an English template that formats with its arguments, every
rule id cited exists, and every rule id C0–C13, R1–R11 is cited by a table-driven test."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import tracker.model.coc as coc
from tracker.model.coc.names import name
from tracker.model.coc.texts import NAMED_ARGS, TEMPLATES, render
from tracker.model.dice import Dice

PACKAGE = Path(coc.__file__).resolve().parent
RULE_IDS = {f"C{i}" for i in range(14)} | {f"R{i}" for i in range(1, 12)}
_KEY = re.compile(r"^[a-z]+\.[a-z_]+$")


def _source_keys() -> set[str]:
    keys = set()
    for path in PACKAGE.glob("*.py"):
        if path.name in ("texts.py", "names.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and _KEY.match(node.value) and not node.value.startswith("dice."):
                keys.add(node.value)
    return keys


def test_every_key_in_the_sources_has_a_template_and_none_is_unused():
    keys = _source_keys()
    assert keys - set(TEMPLATES) == set()
    assert set(TEMPLATES) - keys == set()


def _scenario_lines():
    d = Dice(11)
    kick = coc.Weapon("1d6", "unarmed", skill="kick")
    for roll in (1, 8, 30, 70, 99):
        yield from coc.resolve_attack(50, kick, "+1d4", roll=roll, dice=d, armor=2,
                                      combine=coc.Combine("ma", 40)).explain
        yield from coc.resolve_attack(50, coc.Weapon("1d8", "edged"), "0", roll=roll, dice=d,
                                      armor="1d3", surprise=True).explain
        yield from coc.resolve_dodge(60, [60, 30], "success", "edged", roll=roll).explain
        yield from coc.resolve_parry(50, "budo_strike", coc.ParriedAttack(
            "success", "edged", "1d4", "-1d4", small=True, combined="ma"), roll=roll,
            dice=d).explain
        yield from coc.resolve_parry(50, "weapon", coc.ParriedAttack(
            "success", "blunt", 4, 1), roll=roll, durability=3).explain
        yield from coc.resolve_cover(12, 7, roll=roll).explain
        yield from coc.resolve_knockout("blunt", 7, 9, roll=roll).explain
        yield from coc.first_aid(30, coc.Wound(4), 0, 10, roll=roll, dice=d).explain
        yield from coc.round_start(2, 11, ["unconscious"], roll=roll, dice=d).explain
    yield from coc.derive(13, 11, 14, 12, 10).explain
    yield from coc.apply_damage("A", 12, 11, 13, round=1, by="B", order=["B", "A"]).explain
    yield from coc.apply_damage("A", 12, 11, 7, round=1, by="B", order=["B", "A"]).explain
    yield from coc.fire_plan(13, 40, 5, rapid_fire=True, point_blank=True).explain
    yield from coc.end_action(2, "B", ["A", "B", "C"], frozenset({"C"}),
                              [coc.DeathClock("A", 2, "C")], {}).explain
    yield from coc.technique_allowed("rush", {"fist": 10}, attack_skill="kick",
                                     target_human=False, also="feint",
                                     knockout_only=True).explain
    yield from coc.tackle(12, 10, 10, attack_outcome="special", wall=None, dice=d).explain
    yield from coc.psychology_contest(80, 5, roll=3).explain
    yield from coc.surprise(40, roll=80).roll.explain


def test_lines_render_with_their_arguments():
    for line in _scenario_lines():
        assert line.rule in RULE_IDS, line
        TEMPLATES[line.key].format(**line.args)  # no missing argument
        text = render(line, lambda _a, v: name(v, "ja") if isinstance(v, str) else str(v))
        assert text.startswith(f"[{line.rule}] ") and line.key not in text


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
