"""Which of a hit's shock and knockdown act: only in combat, and never on a corpse (G9, G10).

Shock is a penalty on the victim's next turn and the knockdown roll is owed on the fight's
turns: out of combat there is no next turn, so neither applies and the log says why the
preview's numbers are absent. A combatant dead or destroyed, also by this very hit (G11),
takes no shock and rolls for nothing. The hit's Apply (``GurpsRuleset.apply_hit``) and the hit
dialog's preview both ask :func:`combat_effects`, so the preview shows what Apply does."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..combatant import Combatant
    from .resolver import Outcome


@dataclass(frozen=True, slots=True)
class CombatEffects:
    #: the hit's shock is applied (G10)
    shock: bool
    #: the knockdown and stun roll is owed (G9)
    knockdown: bool
    #: out of combat, a shock or knockdown roll the hit would have caused is left out: the
    #: log and the preview say so
    out_of_combat: bool


def gone(c: Combatant, outcome: Outcome) -> bool:
    """``c`` is a corpse after ``outcome``: dead or destroyed before it, or by it (G11)."""
    return outcome.dead or outcome.destroyed or c.has("dead") or c.has("destroyed")


def combat_effects(outcome: Outcome, in_combat: bool, is_gone: bool) -> CombatEffects:
    """What of ``outcome``'s shock and knockdown acts, in or out of combat (``in_combat``), on
    a victim that is a corpse after the hit or not (``is_gone``, see :func:`gone`)."""
    wanted = bool(outcome.shock) or outcome.knockdown_check is not None
    acts = in_combat and not is_gone
    return CombatEffects(shock=acts and bool(outcome.shock),
                         knockdown=acts and outcome.knockdown_check is not None,
                         out_of_combat=not in_combat and not is_gone and wanted)
