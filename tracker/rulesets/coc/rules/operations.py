"""The keeper's actions in a CoC fight under one name, as the session, the kit's dialogs and
the tests call them (``co.attack``, ``co.first_aid`` …): each lives in its module of
:mod:`.actions`, one module a kind of action."""

from __future__ import annotations

from .actions.aid import first_aid
from .actions.arms import (
    BARE_HANDS,
    COMBINE_SKILLS,
    skill_value,
    weapon_label,
    weapon_of,
    weapons_of,
)
from .actions.attack import attack
from .actions.attack_plan import damage_trace, may_defend, plan_attack, preview_attack
from .actions.attack_request import DEFENSES, AttackOutcome, AttackRequest, Defense
from .actions.counter import counter_refusal
from .actions.damage import AttackDamage, Damage, damage_now, land_damage, preview_damage
from .actions.defend import (
    cover_refusal_before_roll,
    dodge_refusal_before_roll,
    parry_refusal_before_roll,
)
from .actions.guns import break_away, close_in, declare_rapid_fire, gun_in_hand, reload
from .actions.recover import get_up, pick_up
from .actions.sanity import san_check, san_hour
from .actions.secret import secret
from .actions.techniques import technique_check
from .actions.turn import can_act
from .checks import SUCCESSES

__all__ = ["BARE_HANDS", "COMBINE_SKILLS", "DEFENSES", "SUCCESSES", "AttackDamage",
           "AttackOutcome", "AttackRequest", "Damage", "Defense", "attack", "break_away",
           "can_act", "close_in", "counter_refusal", "cover_refusal_before_roll",
           "damage_now", "damage_trace", "declare_rapid_fire", "dodge_refusal_before_roll",
           "first_aid", "get_up", "gun_in_hand", "land_damage", "may_defend",
           "parry_refusal_before_roll", "pick_up", "plan_attack", "preview_attack",
           "preview_damage", "reload", "san_check",
           "san_hour", "secret", "skill_value", "technique_check", "weapon_label", "weapon_of",
           "weapons_of"]
