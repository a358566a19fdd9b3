"""The attacks a combatant can make: the sheet's weapons and a human's bare hands, looked up by
key ("w0" … or a skill id), their skill values, and whether a weapon can be used (dropped, C3;
broken, C5)."""

from __future__ import annotations

from tracker.model.combatant import Combatant

from .. import harm
from ..sheet import HUMAN
from ..weapons import UNARMED, Weapon
from .turn import refuse

#: the bare-handed attacks every human has (6th-edition damage), by skill id
BARE_HANDS: dict[str, Weapon] = {
    "fist": Weapon("1d3", UNARMED, skill="fist"),
    "kick": Weapon("1d6", UNARMED, skill="kick"),
    "headbutt": Weapon("1d4", UNARMED, skill="headbutt"),
    # grappling holds the target; its 1d6 (+DB) counts when it knocks out (C7) or throws
    "grapple": Weapon("1d6", UNARMED, skill="grapple"),
}
#: the skill id of each martial-arts kind (C11)
COMBINE_SKILLS = {"ma": "martial_arts", "budo_strike": "budo_strike",
                  "budo_grapple": "budo_grapple"}


def weapons_of(c: Combatant) -> list[tuple[str, Weapon]]:
    """(key, weapon) of every attack ``c`` can make: the sheet's weapons ("w0", "w1" …), then
    for a human the bare-handed attacks its sheet does not list."""
    out = [(f"w{i}", w) for i, w in enumerate(c.sheet.weapons)]
    if c.sheet.kind == HUMAN:
        listed = {w.skill for w in c.sheet.weapons}
        out += [(sid, w) for sid, w in BARE_HANDS.items() if sid not in listed]
    return out


def weapon_of(c: Combatant, key: str) -> Weapon:
    for k, w in weapons_of(c):
        if k == key:
            return w
    raise refuse("unknown_weapon", f"{c.name} has no weapon or attack '{key}'",
                 name=c.name)


def weapon_label(c: Combatant, key: str) -> str:
    """The weapon's name as the sheet gives it, else its skill id (the views name it)."""
    w = weapon_of(c, key)
    return w.name or w.skill or key


def skill_value(c: Combatant, w: Weapon) -> int:
    return c.sheet.skill(w.skill) if w.skill else 0


def require_usable(c: Combatant, key: str, w: Weapon) -> None:
    """RulesError when ``w`` is the dropped weapon (C3) or broken (durability 0, C5)."""
    if w.cls != UNARMED and w.durability == 0:
        raise refuse("broken_weapon", f"{c.name}'s {w.name or w.skill} is broken "
                                      "(durability 0)", name=c.name)
    keys = harm.dropped_keys(c)
    if w.cls != UNARMED and (keys is None or key in keys):
        raise refuse("weapon_dropped", f"{c.name} dropped the weapon (C3): bare hands only",
                     name=c.name)
