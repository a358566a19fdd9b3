"""The counterattack a critical dodge grants (C4, R18): whether it may be made now."""

from __future__ import annotations

from tracker.model.combatant import Combatant
from tracker.model.encounter import Encounter

from .. import state
from ..weapons import FIREARM, Weapon
from .turn import refuse


def counter_refusal(enc: Encounter, attacker: str, target: str) -> str | None:
    """Why ``attacker`` may not counterattack ``target`` now (R18), in English; None when
    the last action was a critical dodge of ``attacker`` against ``target``'s attack and
    nothing has happened since."""
    att, tgt = enc.get(attacker), enc.get(target)
    grant = state.counter_grant(enc)
    if grant is None or grant["by"] != att.id or grant["against"] != tgt.id:
        return (f"{att.name} has no counterattack against {tgt.name}: a counterattack "
                f"follows at once a critical dodge of {tgt.name}'s attack (C4, R18)")
    if grant["used"]:
        return (f"{att.name} has already counterattacked after this critical dodge: one "
                "counterattack a critical dodge (R18)")
    return None


def require_counter(enc: Encounter, att: Combatant, tgt: Combatant, w: Weapon) -> None:
    """RulesError unless ``att`` may counterattack ``tgt`` with ``w`` now (C4, R18): a melee
    attack, at once after its critical dodge of ``tgt``'s attack, once."""
    why = counter_refusal(enc, att.id, tgt.id)
    if why is not None:
        raise refuse("no_counter", why, name=att.name)
    if w.cls == FIREARM:
        raise refuse("counter_melee", f"a counterattack is a melee attack (C4, R18): not "
                                      f"with {w.name or w.skill}", name=att.name)
