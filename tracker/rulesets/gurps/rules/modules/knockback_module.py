"""W5 in an encounter: knockback (B378) as an optional rule module, off unless the GM turns
it on. A crushing hit (or a cutting one DR stopped) that pushes the target back a yard or
more is logged with its yards, and the target owes a roll against the best of DX,
Acrobatics and Judo (a pending check, −1 per yard after the first); a failure leaves it
lying down (the ``prone`` condition, RULES M), as a knockdown does."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tracker.model.checks import PendingCheck
from tracker.model.errors import RulesError
from tracker.model.ruleset import BaseModule, CheckSpec, ModuleInfo

from .. import knockback as kb
from ..checks import success_roll
from ..conditions import fall
from ..modifiers import roll_modifier
from ..wounds import conditions_changed
from . import shared

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter

KIND = "knockback"


def balance(c: Combatant) -> tuple[int, str]:
    """The best of DX, Acrobatics and Judo, and which it is."""
    s = c.sheet
    options = [(s.dx, "DX")] + [(v, name) for v, name in ((s.acrobatics, "Acrobatics"),
                                                          (s.judo, "Judo")) if v is not None]
    return max(options, key=lambda o: o[0])


def st_of(c: Combatant) -> int:
    return c.sheet.st if c.sheet.st is not None else c.sheet.max_hp


class KnockbackModule(BaseModule):
    info = ModuleInfo(kb.ID, kb.VERSION, "Knockback (B378)", (), rules=("W5",))
    check_kinds = (KIND,)

    def after_hit(self, enc: Encounter, cid: str, outcome: Any) -> None:
        c = enc.get(cid)
        if not shared.alive(c):
            return
        push = kb.knockback(outcome.damage, outcome.type, outcome.penetrating, st_of(c))
        if push is None:
            return
        enc.add_log("knockback", cid, push.explain, name=c.name, yards=push.yards)
        if c.has("prone") or c.has("unconscious"):  # already down: nothing to keep
            return
        enc.checks.append(PendingCheck(enc.next_id("check"), cid, KIND, push.modifier, 0,
                                       kb.ID, {"yards": push.yards}))

    def end_combat(self, enc: Encounter) -> None:
        """A roll to stay standing is a matter of the fight: one not made is dropped (the
        log says so, as for the fight's other rolls)."""
        for k in [k for k in enc.checks if k.source == kb.ID]:
            enc.checks.remove(k)
            c = enc.combatants.get(k.combatant)
            if c is not None:
                enc.add_log("fight_roll_unmade", c.id, name=c.name, check=KIND)

    def check_spec(self, enc: Encounter, chk: PendingCheck) -> CheckSpec:
        c = enc.get(chk.combatant)
        level, name = balance(c)
        return CheckSpec("3d6", level + chk.modifier + roll_modifier(enc, c), 3, 18, name)

    def resolve_check(self, enc: Encounter, chk: PendingCheck, roll: int | None) -> Any:
        c = enc.get(chk.combatant)
        if roll is None:
            roll = enc.dice.roll(3)
        if not 3 <= roll <= 18:
            raise RulesError("roll_range", f"a 3d roll must be 3..18, got {roll}")
        enc.checks.remove(chk)
        target = self.check_spec(enc, chk).target
        r = success_roll(target, roll)
        enc.add_log("knockback_stands" if r.success else "knockback_falls", c.id,
                    name=c.name, roll=roll, target=target)
        if not r.success and not c.has("prone"):
            fall(enc, c)
            conditions_changed(enc, c)
        return r


MODULE = KnockbackModule()
