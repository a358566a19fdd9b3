"""A CoC attack at the seam: planned once and that plan applied (its rolls are the
encounter's), and its damage landed through the core's land_hit so rule modules see it."""

from __future__ import annotations

from tracker.model.ruleset import BaseModule
from tracker.rulesets.coc.rules.actions import attack as attack_action
from tracker.rulesets.coc.rules.actions.attack import attack
from tracker.rulesets.coc.rules.actions.attack_plan import dice_copy, plan_attack, preview_attack
from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest
from tracker.rulesets.coc.rules.actions.damage import Damage
from tracker.rulesets.coc.rules.ruleset import COC

from .test_table import ids, table


def test_an_attack_is_planned_once_and_its_plan_applied(monkeypatch):
    enc, h = table()
    n = ids(enc)
    req = AttackRequest(n["A"], n["D"], "fist", roll=10)  # a hit; damage rolled by the app
    preview = preview_attack(enc, req)
    expected = dice_copy(enc.dice)
    plan_attack(enc, req, expected)  # the rolls one planning makes
    calls = []
    real = plan_attack

    def counted(*args, **kwargs):
        calls.append(args[1])
        return real(*args, **kwargs)

    # the attack looks its plan up in its own module, not in the operations facade
    monkeypatch.setattr(attack_action, "plan_attack", counted)
    out = h.push(attack(enc, req)).result
    assert calls == [req]
    # the plan's rolls are the ones applied, and the encounter's dice moved past them
    assert out.damage == preview.damage and out.damage[n["D"]] > 0
    assert enc.combatants[n["D"]].sheet.hp == 10 - out.damage[n["D"]]
    assert enc.dice.getstate() == expected.getstate()
    h.undo()
    assert enc.combatants[n["D"]].sheet.hp == 10


class _Watcher(BaseModule):
    """A rule module that records the hits it is told of."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, object]] = []

    def after_hit(self, enc, cid, outcome) -> None:
        self.seen.append((cid, outcome))


def test_an_attacks_damage_reaches_the_rule_modules(monkeypatch):
    watcher = _Watcher()
    monkeypatch.setattr(COC, "modules", {"test.watch": watcher})
    enc, h = table()
    enc.modules["test.watch"] = {"version": 1, "options": {}, "state": {}}
    n = ids(enc)
    out = h.push(attack(enc, AttackRequest(n["A"], n["D"], "fist", roll=10,
                                           w_faces=(3,)))).result
    assert watcher.seen == [(n["D"], out.results[n["D"]])]
    assert enc.combatants[n["D"]].sheet.hp == 10 - out.damage[n["D"]]
    # a miss lands nothing; damage the keeper enters lands as before
    h.push(attack(enc, AttackRequest(n["A"], n["D"], "fist", roll=80)))
    assert len(watcher.seen) == 1
    from tracker.model import operations as ops

    h.push(ops.apply_hit(enc, n["B"], Damage(2)))
    assert [cid for cid, _ in watcher.seen] == [n["D"], n["B"]]
