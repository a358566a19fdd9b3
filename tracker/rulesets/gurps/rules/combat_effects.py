"""Which of a hit's shock and knockdown act: shock only in combat, never on a corpse (G9, G10,
R21).

Shock is a penalty on the victim's next turn: out of combat there is no next turn, so it does
not apply and the log says why the preview's number is absent. The knockdown-and-stun roll of
a major wound is owed in and out of a fight (R21: a trap, a fall). A combatant dead or
destroyed, also by this very hit (G11), takes no shock and rolls for nothing. The hit's Apply
(``GurpsRuleset.apply_hit``) and the hit dialog's preview both ask :func:`combat_effects`, so
the preview shows what Apply does."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant

    from .resolver import Outcome


@dataclass(frozen=True, slots=True)
class CombatEffects:
    #: the hit's shock is applied (G10)
    shock: bool
    #: the knockdown and stun roll is owed (G9)
    knockdown: bool
    #: out of combat, the shock the hit would have caused is left out: the log and the
    #: preview say so
    out_of_combat: bool


def gone(c: Combatant, outcome: Outcome) -> bool:
    """``c`` is a corpse after ``outcome``: dead or destroyed before it, or by it (G11)."""
    return outcome.dead or outcome.destroyed or c.has("dead") or c.has("destroyed")


def combat_effects(outcome: Outcome, in_combat: bool, is_gone: bool) -> CombatEffects:
    """What of ``outcome``'s shock and knockdown acts, in or out of combat (``in_combat``), on
    a victim that is a corpse after the hit or not (``is_gone``, see :func:`gone`)."""
    shock = bool(outcome.shock) and not is_gone
    return CombatEffects(shock=shock and in_combat,
                         knockdown=not is_gone and outcome.knockdown_check is not None,
                         out_of_combat=shock and not in_combat)
