"""The 武道 techniques (C11: Salto, Tackle, Rush, Feint): whether an attacker may use one with
this attack on this target, and the value a feint's target sees through it with."""

from __future__ import annotations

from tracker.model.combatant import Combatant
from tracker.model.explain import ExplainLine

from ..martial import SALTO, TACKLE, TECHNIQUES, TechniqueCheck, technique_allowed
from ..sheet import HUMAN
from ..weapons import UNARMED, Weapon
from .attack_request import AttackRequest
from .turn import refuse


def see_through(c: Combatant) -> int:
    """The value a feint's target rolls to see through it: its 武道 (striking) or MA."""
    best = max(c.sheet.skill("budo_strike"), c.sheet.skill("martial_arts"))
    return best if best > 1 else 0


def technique_check(att: Combatant, tgt: Combatant, w: Weapon, technique: str,
                    knockout: bool = False, humanoid: bool = False) -> TechniqueCheck:
    """Whether ``att`` may use ``technique`` with ``w`` on ``tgt`` (C11)."""
    chk = technique_allowed(technique, att.sheet.skills or {}, attack_skill=w.skill,
                            target_human=tgt.sheet.kind == HUMAN, target_humanoid=humanoid,
                            target_siz=tgt.sheet.stat("siz"), knockout_only=knockout)
    need = {SALTO: "grapple", TACKLE: "headbutt"}.get(technique)
    if need is not None and (w.skill != need or w.cls != UNARMED):
        line = ExplainLine("coc.tech.skill", "C11", {"technique": technique,
                                                     "skill": w.skill or "-"})
        return TechniqueCheck(technique, False, (*chk.reasons, f"with {need} only"),
                              (*[x for x in chk.explain if x.key != "coc.tech.allowed"], line))
    return chk


def check_technique(att: Combatant, tgt: Combatant, w: Weapon, req: AttackRequest) -> None:
    if req.technique not in TECHNIQUES:
        raise refuse("bad_technique", f"unknown technique '{req.technique}'")
    chk = technique_check(att, tgt, w, req.technique, req.knockout, req.humanoid)
    if not chk.allowed:
        raise refuse("bad_technique", f"{req.technique}: {'; '.join(chk.reasons)} (C11)",
                     technique=req.technique)
