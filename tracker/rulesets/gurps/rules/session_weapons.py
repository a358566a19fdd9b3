"""The session's ``attack`` with a weapon of the sheet (W1, ``contracts/maneuvers.md``):
``weapon`` names the attacker's weapon (its skill, damage, type, armor divisor, RoF, Recoil,
Bulk and Acc unless the request gives them), ``defense.with`` the defender's weapon for a
parry or block (its best by default), ``defense.feverish`` Feverish Defense."""

from __future__ import annotations

from typing import Any

from tracker.model.combatant import Combatant
from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.model.session.request import Req, RequestError

from . import weapon_attack as wa
from .defense import Defense
from .resolver import Hit
from .weapons import Weapon


def attack_weapon(attacker: Combatant, req: Req, roll_keys: dict[str, Any]) -> Weapon | None:
    """The weapon ``weapon`` names, its skill put in ``roll_keys`` unless one was given."""
    name = req.str_("weapon")
    if name is None:
        return None
    try:
        weapon = wa.weapon_named(attacker.sheet, name)
    except RulesError as exc:
        raise RequestError(f"'weapon': {attacker.name}: {exc.message}") from None
    if weapon.skill is not None:
        roll_keys.setdefault("skill", weapon.skill)
    return weapon


def hit_keys(req: Req, weapon: Weapon | None,
             flags: tuple[str, ...]) -> tuple[str, float, dict[str, bool]]:
    """(type, armor divisor, the hit's flags): the request's, else the weapon's."""
    divisor = req.num("armor_divisor")
    if divisor is None:
        divisor = weapon.armor_divisor if weapon is not None else 1
    default = weapon.type if weapon is not None and weapon.type else "cr"
    return req.str_("type", default), divisor, {k: req.bool_(k, False) for k in flags}


def rolled_hits(req: Req, weapon: Weapon, shots: int, location: str, dice: Dice,
                rolled: list, flag_keys: tuple[str, ...]) -> list[Hit]:
    """One hit a shot, its damage rolled with the session's dice from the weapon's (W1);
    ``rolled`` gets each roll's (expression, faces)."""
    kind, divisor, flags = hit_keys(req, weapon, flag_keys)
    hits = []
    for _ in range(shots):
        try:
            total, faces = wa.roll_damage(weapon, dice)
        except RulesError as exc:
            raise RequestError(f"'damage': {exc.message}") from None
        hits.append(Hit(damage=total, type=kind, location=location, armor_divisor=divisor,
                        **flags))
        rolled.append(faces)
    return hits


def defense_keys(target: Combatant, dreq: Req, kind: str) -> tuple[Weapon | None, bool]:
    """(the weapon parrying or blocking, Feverish Defense) of a ``defense`` object."""
    name = dreq.str_("with")
    feverish = dreq.bool_("feverish", False)
    if kind not in ("parry", "block"):
        if name is not None:
            raise RequestError(f"'{dreq.name('with')}': only a parry or a block is made "
                               "with a weapon")
        return None, feverish
    try:
        return wa.defense_weapon(target.sheet, kind, name), feverish
    except RulesError as exc:
        raise RequestError(f"'{dreq.name('with')}': {target.name}: {exc.message}") from None


def with_weapon(target: Combatant, defense: Defense, weapon: Weapon | None) -> Defense:
    return wa.weapon_defense(target.sheet, defense, weapon)
