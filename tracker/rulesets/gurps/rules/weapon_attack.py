"""An attack and a defense with a weapon of the sheet (docs/rules.md W1): what the attack
roll, the damage and the parry or block take from the weapon, and what a defense with a
weapon leaves behind (the repeated-parry count, Feverish Defense's FP).

The session's ``attack`` and the window's attack and defense dialogs call these, so a weapon
attacks and parries with the same numbers in both."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tracker.model.errors import RulesError

from .defense import Defense
from .weapons import (
    FEVERISH_FP,
    Weapon,
    best_block,
    find_weapon,
    repeated_parry_penalty,
)

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.dice import Dice
    from tracker.model.encounter import Encounter

    from .sheet import GurpsSheet
    from .tohit import Attack


def weapon_named(sheet: GurpsSheet, name: str) -> Weapon:
    """The sheet's weapon called ``name`` (its label, or a bare name only one weapon has)."""
    return find_weapon(sheet.weapons, name)


def checked_attack(attack: Attack, weapon: Weapon) -> Attack:
    """``attack`` as ``weapon`` makes it: a melee weapon is no ranged attack and a ranged one
    needs the ranged panel; more shots than its RoF are refused; its Recoil counts for rapid
    fire and its Bulk for shooting on the move (unless the request gave them)."""
    if weapon.ranged and attack.ranged is None:
        raise RulesError("weapon_kind", f"{weapon.label} is a ranged weapon: give 'ranged' "
                         "(the distance at least)", field="ranged")
    if not weapon.ranged and attack.ranged is not None:
        raise RulesError("weapon_kind", f"{weapon.label} is a melee weapon: leave out "
                         "'ranged'", field="ranged")
    most = weapon.max_shots
    if most is not None and attack.shots > most:
        raise RulesError("too_many_shots", f"{weapon.label} fires at most {most} shot(s) "
                         f"an attack (RoF {weapon.rof})", field="shots")
    if attack.recoil is None and attack.shots > 1 and weapon.recoil is not None:
        attack = replace(attack, recoil=weapon.recoil)
    if attack.ranged is not None and attack.ranged.bulk is None and weapon.bulk is not None:
        attack = replace(attack, ranged=replace(attack.ranged, bulk=weapon.bulk))
    return attack


def with_acc(attack: Attack, weapon: Weapon | None) -> Attack:
    """An Aim whose Acc nobody gave takes the weapon's (M: + Acc after one turn of Aim)."""
    focus = attack.focus
    if weapon is None or weapon.acc is None or focus is None or focus.id != "aim" \
            or focus.acc:
        return attack
    return replace(attack, focus=replace(focus, acc=max(0, weapon.acc)))


def damage_floor(dtype: str | None) -> int:
    """B378: a damage roll does at least 1 point, or 0 crushing."""
    return 0 if dtype == "cr" else 1


def roll_damage(weapon: Weapon, dice: Dice) -> tuple[int, tuple[str, list[int]]]:
    """One damage roll of ``weapon`` with ``dice``: (total, (expression, faces)), the total
    never below B378's minimum."""
    if weapon.damage is None:
        raise RulesError("no_damage", f"{weapon.label} does no damage the tracker can roll: "
                         "give 'damage'", field="damage")
    total, faces = dice.roll_expr(weapon.damage)
    return max(total, damage_floor(weapon.type)), (weapon.damage, faces)


def dice_count(weapon: Weapon | None) -> int | None:
    """How many dice the weapon's damage rolls (All-Out Attack (Strong): +1 a die)."""
    if weapon is None or weapon.damage is None:
        return None
    from tracker.model.dice import parse_dice

    return parse_dice(weapon.damage).count


# -- the defense ------------------------------------------------------------------------------
def defense_weapon(sheet: GurpsSheet, kind: str, name: str | None) -> Weapon | None:
    """The weapon a parry or block is made with: the one named, else the sheet's best for
    it now (a parry counts the weapon's repeated-parry penalty, W2); None when the sheet
    carries no weapon for it (its own Parry/Block numbers count)."""
    if kind not in ("parry", "block"):
        if name is not None:
            raise RulesError("bad_value", "a Dodge is made with no weapon", field="with")
        return None
    if name is not None:
        weapon = weapon_named(sheet, name)
        if getattr(weapon, kind) is None:
            raise RulesError("no_defense", f"{weapon.label} cannot {kind}", field="with")
        return weapon
    if kind == "block":
        return best_block(sheet.weapons)
    # the best parry as it stands now: a weapon that parried this turn counts its penalty
    # (W2), so after the axe parried once a fresh sword of the same Parry comes first
    able = [w for w in sheet.weapons if w.parry is not None]
    return max(able, key=lambda w: w.parry + repeated_parry_penalty(
        w, sheet.parries.get(w.name, 0)), default=None)


def weapon_defense(sheet: GurpsSheet, defense: Defense, weapon: Weapon | None) -> Defense:
    """``defense`` with the weapon's Parry or Block as its base and, for a parry, B376's
    penalty for the parries already made with that weapon since the defender's last turn."""
    if weapon is None:
        return defense
    base = weapon.parry if defense.kind == "parry" else weapon.block
    earlier = sheet.parries.get(weapon.name, 0) if defense.kind == "parry" else 0
    return replace(defense, base=base, weapon=weapon.label,
                   repeated=repeated_parry_penalty(weapon, earlier))


def defended(enc: Encounter, target: Combatant, defense: Defense) -> None:
    """Inside the attack's action: a parry with a weapon counts for the next one (B376),
    Feverish Defense costs its FP (B357)."""
    if defense.kind == "parry" and defense.weapon is not None and enc.in_combat:
        # counted by the weapon, not its mode: a sword swung or thrust is one sword
        name = weapon_named(target.sheet, defense.weapon).name
        parries = target.sheet.parries
        parries[name] = parries.get(name, 0) + 1
    if defense.feverish:
        from .modules.shared import lose

        loss = lose(enc, target, fp=FEVERISH_FP)
        enc.add_log("feverish_defense", target.id, loss.explain, name=target.name,
                    fp=FEVERISH_FP, **loss.args())

