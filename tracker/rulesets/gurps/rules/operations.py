"""GURPS operations beyond the core's: an attack roll with the hits it landed (one undoable
action for a whole burst of rapid fire)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from tracker.model.encounter import Action, Encounter
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine
from tracker.model.operations import land_hit

from . import maneuver_ops, tohit
from . import weapon_attack as wa
from .defense import Defense, DefenseResult, defend, defend_again
from .maneuvers import maneuver_of, second_defense_refusal, strong_hit
from .modules import ranged as ranged_rules
from .resolver import Hit
from .tohit import Attack
from .weapons import Weapon, repeated_parry_penalty


def apply_hits(enc: Encounter, cid: str, hits: Sequence[Hit],
               damage_rolls: Sequence[tuple[str, list[int]] | None] | None = None, *,
               attacker: str | None = None, attack: Attack | None = None,
               roll: int | None = None, defense: Defense | None = None,
               defense_roll: int | None = None, second_defense: Defense | None = None,
               second_defense_roll: int | None = None,
               critical_note: tuple[int, str] | None = None,
               out_of_turn: bool | None = None, as_many_as_land: bool = False,
               report: dict[str, Any] | None = None, weapon: Weapon | None = None) -> Action:
    """One attack on ``cid`` as one undoable action: the attack roll that decided it (logged
    with its modifiers; the attacker's weapon skill is remembered for the next roll) and every
    hit it landed, in order (a burst of rapid fire is one action). Without ``attack`` it is
    just the hits. ``roll``: the 3d result of the attack roll (rolled when None).
    ``damage_rolls[i]``: the dice hit ``i``'s damage was rolled with, as for :func:`apply_hit`.
    ``defense``: the target's active defense against an attack that hit (logged; ``hits``
    are then those that got through), ``defense_roll`` its 3d (rolled when None).
    ``second_defense``: the different defense All-Out Defense (Double) allows after a failed
    first one (RULES M; refused otherwise), against the hits still coming, with its 3d
    ``second_defense_roll``.
    ``critical_note``: (3d roll, the GM's line) from a critical table, logged as it is.
    ``weapon``: the attacker's weapon of its sheet (W1): its kind, RoF, Recoil, Bulk and
    Acc (for an Aim that gave none) count, and Strong adds +1 a die of its damage.

    In combat the encounter's state joins the attack and the defense (RULES M, G10: the
    maneuvers, postures, the attacker's shock; :mod:`.maneuver_ops`): a stunned attacker
    is refused, one that chose no maneuver on its turn makes the Attack maneuver, and one
    whose turn it is not is refused when ``out_of_turn`` is False; one attack too many in the
    attacker's own turn is refused unless ``out_of_turn`` is True (a Wait, a counter: not
    counted); None (the window) allows an attack out of turn and counts one on its turn.

    ``as_many_as_land``: ``hits`` are the hits ready for every shot (the headless exchange);
    as many as get through the attack roll and the defense are landed, where the attack
    landed (the torso after G2's miss by one). ``report`` gets the
    attack roll (``"tohit"``), the defense (``"defense"``, None without one) and the second
    defense (``"second_defense"``, None without one)."""
    target = enc.get(cid)
    hits = list(hits)
    rolls = _damage_rolls(hits, damage_rolls)
    shooter = None
    if attack is None:
        defense, second_defense = _defenses_without_attack(enc, target, hits, defense,
                                                           second_defense)
    else:
        shooter, attack, defense, second_defense = _attack_in_context(
            enc, target, attacker, attack, weapon, defense, second_defense)
    if second_defense is not None and defense is None:
        raise RulesError("no_second_defense", "a second defense follows a first one (M)")
    if second_defense is not None:  # what the rolls cannot change is refused before them
        _second_refusal(enc, target, defense.kind, False, second_defense.kind)
    second = (second_defense, second_defense_roll)
    _check_critical_note(critical_note, attack)
    ids = [cid] + ([attacker] if attacker is not None and attacker != cid else [])

    def run() -> list[Any]:
        landed = list(hits)
        if attack is not None:
            landed = _attack_roll(
                enc, cid, target, shooter, attack, hits, rolls, roll=roll, weapon=weapon,
                out_of_turn=out_of_turn, as_many_as_land=as_many_as_land, report=report,
                critical_note=critical_note, defense=defense, defense_roll=defense_roll,
                second=second)
        if attack is None and defense is not None:  # a hit entered without an attack roll
            _defend(enc, target, defense, 1, defense_roll, len(hits), second)
        return [land_hit(enc, cid, hit, damage_roll)
                for hit, damage_roll in zip(landed, rolls, strict=False)]

    return enc.perform("attack" if attack is not None else "hits", ids, run)


def attack_preview(enc: Encounter, cid: str, attacker: str, attack: Attack,
                   weapon: Weapon | None, roll: int) -> tohit.ToHit:
    """The attack roll ``roll`` of ``attacker`` on ``cid`` as :func:`apply_hits` would judge
    it now (the encounter's state joined in, RULES M, W1), changing nothing."""
    target = enc.get(cid)
    _shooter, attack, _d, _d2 = _attack_in_context(enc, target, attacker, attack, weapon,
                                                   None, None)
    return tohit.roll_attack(attack, roll, None, ranged_rules.simplified_ranged(enc))


def may_defend(enc: Encounter, cid: str, result: tohit.ToHit) -> bool:
    """Whether the target ``cid`` may answer the attack roll ``result`` with an active
    defense: it hit, not critically (B348), and the rules leave the target a defense
    (RULES M). A defender's phone is asked only then (``contracts/seats.md``)."""
    return (result.hit and result.critical != "hit" and result.defense_allowed
            and maneuver_ops.no_defense_reason(enc, enc.get(cid)) is None)


def _damage_rolls(hits: list[Hit], damage_rolls: Sequence[tuple[str, list[int]] | None] | None
                  ) -> list[tuple[str, list[int]] | None]:
    """One damage roll (or None: rolled when landed) per hit."""
    rolls = list(damage_rolls) if damage_rolls is not None else [None] * len(hits)
    if len(rolls) != len(hits):
        raise RulesError("bad_value", "one damage roll (or None) per hit")
    return rolls


def _defenses_without_attack(enc: Encounter, target: Any, hits: list[Hit],
                             defense: Defense | None, second_defense: Defense | None
                             ) -> tuple[Defense | None, Defense | None]:
    """Hits entered without an attack roll: a defense is against one hit, and the
    defender's posture and maneuver count (M)."""
    if not hits and defense is None:
        raise RulesError("no_hits", "no hits to apply")
    if len(hits) > 1 and defense is not None:
        raise RulesError("too_many_hits", "a defense without an attack roll is against "
                         "one hit")
    if defense is None:
        return defense, second_defense
    why = maneuver_ops.no_defense_reason(enc, target)
    if why is not None and defense.kind != "none":
        raise RulesError("no_defense", why)
    defense = maneuver_ops.defense_in_context(enc, target, None, defense)
    if second_defense is not None:
        second_defense = maneuver_ops.defense_in_context(enc, target, None, second_defense)
    return defense, second_defense


def _attack_in_context(enc: Encounter, target: Any, attacker: str | None, attack: Attack,
                       weapon: Weapon | None, defense: Defense | None,
                       second_defense: Defense | None
                       ) -> tuple[Any, Attack, Defense | None, Defense | None]:
    """The attack and the defenses as the encounter's state makes them (RULES M, W1):
    (the attacker, the attack, the defense, the second defense)."""
    if attacker is None:
        raise RulesError("bad_value", "an attack roll needs the attacker")
    shooter = enc.get(attacker)
    attack = maneuver_ops.attack_in_context(
        enc, shooter, target, replace(attack, body=target.sheet.body))
    if weapon is not None:  # W1
        attack = wa.checked_attack(wa.with_acc(attack, weapon), weapon)
    tohit.validate(attack)
    if defense is not None:
        defense = maneuver_ops.defense_in_context(enc, target, shooter, defense)
    if second_defense is not None:
        second_defense = maneuver_ops.defense_in_context(enc, target, shooter, second_defense)
    return shooter, attack, defense, second_defense


def _check_critical_note(critical_note: tuple[int, str] | None, attack: Attack | None) -> None:
    """A critical table's line needs the attack, a 3d roll and short text."""
    if critical_note is None:
        return
    if attack is None:
        raise RulesError("bad_value", "a critical table roll needs the attack")
    note_roll, note = critical_note
    if isinstance(note_roll, bool) or not isinstance(note_roll, int) \
            or not 3 <= note_roll <= 18:
        raise RulesError("roll_range", "the critical table roll must be 3..18")
    if not isinstance(note, str) or len(note) > MAX_NOTE:
        raise RulesError("bad_value", f"the critical table line must be text of at most "
                         f"{MAX_NOTE} characters")


def _attack_roll(enc: Encounter, cid: str, target: Any, shooter: Any, attack: Attack,
                 hits: list[Hit], rolls: list[tuple[str, list[int]] | None], *, roll: int | None,
                 weapon: Weapon | None, out_of_turn: bool | None, as_many_as_land: bool,
                 report: dict[str, Any] | None, critical_note: tuple[int, str] | None,
                 defense: Defense | None, defense_roll: int | None,
                 second: tuple[Defense | None, int | None]) -> list[Hit]:
    """Inside the action: the attack roll, logged, and the defense against what it landed;
    the hits still to land."""
    maneuver_ops.attack_made(enc, shooter, out_of_turn=out_of_turn)
    result = tohit.roll_attack(attack, roll, enc.dice, ranged_rules.simplified_ranged(enc))
    if weapon is not None:  # W1: the trace names the weapon
        result = replace(result, explain=(ExplainLine("tohit.weapon", "W1", {
            "weapon": weapon.label, "skill": attack.skill}), *result.explain))
    landed = list(hits)
    if as_many_as_land:  # ready for every shot: as many as landed, where they land
        landed = [replace(h, location=result.location) for h in landed[:result.hits]]
    elif len(hits) > result.hits:
        raise RulesError("too_many_hits",
                         f"the attack landed {result.hits} hit(s), not {len(hits)}")
    landed = [_aimed_as(attack, result, h) for h in landed]
    if report is not None:
        report.update(tohit=result, defense=None, second_defense=None)
    shooter.sheet.weapon_skill = attack.skill
    _log_attack(enc, cid, target, shooter, attack, result, critical_note)
    if defense is not None and result.hit:
        if result.critical == "hit" and defense.kind != "none":
            raise RulesError("no_defense", "a critical hit allows no active defense")
        why = maneuver_ops.no_defense_reason(enc, target)
        if why is not None and defense.kind != "none":
            raise RulesError("no_defense", why)
        d, d2 = _defend(enc, target, defense, result.hits, defense_roll,
                        None if as_many_as_land else len(hits), second)
        del landed[(d2 or d).through:]
        if report is not None:
            report.update(defense=d, second_defense=d2)
    if enc.in_combat:
        maneuver_ops.focus_spent(shooter)  # the next attack spends an Aim or a Feint
    if attack.maneuver == "all_out_attack" and attack.option == "strong" \
            and attack.ranged is None:
        landed = [_strong(enc, target, h, r, wa.dice_count(weapon)) for h, r in
                  zip(landed, rolls, strict=False)]  # rolls of the hits that landed
    return landed


def _log_attack(enc: Encounter, cid: str, target: Any, shooter: Any, attack: Attack,
                result: tohit.ToHit, critical_note: tuple[int, str] | None) -> None:
    """The attack roll's log line, and the critical table's line after a critical."""
    key = "attack_burst" if attack.shots > 1 else "attack"
    enc.add_log(key, cid, result.explain, name=shooter.name, target=target.name,
                location=result.location, skill=attack.skill, modifier=result.modifier,
                effective=result.effective_skill, roll=result.roll,
                result=attack_result(result), shots=attack.shots, hits=result.hits)
    if critical_note is not None and result.critical is not None:
        enc.add_log("critical_table", cid, (), name=shooter.name if
                    result.critical == "miss" else target.name,
                    roll=critical_note[0], text=critical_note[1].strip())


def _aimed_as(attack: Attack, result: tohit.ToHit, hit: Hit) -> Hit:
    """G2 (R26): a hit has the chinks and Wound of the attack roll that paid for them; one
    that reached the torso by a miss of one (G2) was not aimed there and has neither."""
    aimed = not result.torso_by_one
    return replace(hit, chinks=attack.chinks and aimed,
                   targeting_wound=attack.targeting_wound and aimed)


def _strong(enc: Encounter, target: Any, hit: Hit,
            damage_roll: tuple[str, list[int]] | None, weapon_dice: int | None = None) -> Hit:
    """All-Out Attack (Strong): the melee hit's damage +2 or +1 a die, the larger (M);
    typed damage of a weapon counts the weapon's dice (W1)."""
    stronger = strong_hit(hit, damage_roll, weapon_dice)
    enc.add_log("strong", target.id, name=target.name, before=hit.damage,
                after=stronger.damage)
    return stronger


def _defend(enc: Encounter, target: Any, defense: Defense, landed: int,
            roll: int | None, entered: int | None,
            second: tuple[Defense | None, int | None] = (None, None)
            ) -> tuple[DefenseResult, DefenseResult | None]:
    """Inside the attack's action: the defense against ``landed`` hits, logged, then the
    second defense (All-Out Defense (Double), RULES M) against the hits still coming, when
    given; ``entered`` hits may follow, no more than got through both. A defense spoils the
    defender's Aim (M)."""
    defense = _parry_count(target, defense)
    d = defend(defense, landed, roll, enc.dice)
    wa.defended(enc, target, defense)  # W1: the parry counts, Feverish Defense's FP
    if d.kind != "none" and enc.in_combat:
        maneuver_ops.defended(target)
    if d.kind == "none":
        enc.add_log("defense_none", target.id, d.explain, name=target.name, through=d.through)
    else:
        enc.add_log("defense", target.id, d.explain, name=target.name, **d.to_log())
    again, again_roll = second
    d2 = None
    if again is not None:
        _second_refusal(enc, target, d.kind, d.success, again.kind)
        again = _parry_count(target, again)
        d2 = defend_again(d, again, again_roll, enc.dice)
        wa.defended(enc, target, again)
        enc.add_log("defense_second", target.id, d2.explain, name=target.name,
                    first=d.kind, **d2.to_log())
    through = (d2 or d).through
    if entered is not None and entered > through:
        raise RulesError("too_many_hits", f"{through} hit(s) got through the defense, "
                         f"not {entered}")
    return d, d2


def _parry_count(target: Any, defense: Defense) -> Defense:
    """W1 (B376): a parry with a weapon of the sheet takes the penalty of the parries
    already made with it since the defender's last turn, counted here, inside the action."""
    if defense.kind != "parry" or defense.weapon is None:
        return defense
    weapon = wa.weapon_named(target.sheet, defense.weapon)
    return replace(defense, repeated=repeated_parry_penalty(
        weapon, target.sheet.parries.get(weapon.name, 0)))


def _second_refusal(enc: Encounter, target: Any, first_kind: str, first_success: bool,
                    second_kind: str) -> None:
    """RulesError when the rules allow ``target`` no second defense (RULES M)."""
    mv = maneuver_of(target) if enc.in_combat else None
    why = second_defense_refusal(target.name, mv["id"] if mv else None,
                                 mv.get("option") if mv else None, first_kind, first_success,
                                 second_kind)
    if why is not None:
        raise RulesError("no_second_defense", why)


#: the longest critical table line the GM may record
MAX_NOTE = 500


def attack_result(result: tohit.ToHit) -> str:
    """The log's word for an attack roll's result: critical_hit, critical_miss, torso (a miss
    by one that hits the torso, G2), hit or miss."""
    if result.critical is not None:
        return f"critical_{result.critical}"
    if result.torso_by_one:
        return "torso"
    return "hit" if result.hit else "miss"


