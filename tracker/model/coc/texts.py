"""English templates of the CoC explain lines (key → template, str.format with the line's
args), like :data:`tracker.model.explain.TEMPLATES` for GURPS. The UI translates these
templates; arguments named in :data:`NAMED_ARGS` hold ids that :mod:`.names` turns into
display names."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..explain import ExplainLine

TEMPLATES: dict[str, str] = {
    # C0 rolls and derived values
    "coc.check": "{what}: d100 {roll} against {value} → {outcome}.",
    "coc.resist": "Resistance {active} against {passive}: {target} → {outcome}.",
    "der.hp": "HP = (CON {con} + SIZ {siz}) / 2, rounded up = {hp}.",
    "der.mp": "MP = POW {pow} = {mp}.",
    "der.san": "Starting SAN = POW {pow} × 5 = {san}.",
    "der.db": "STR + SIZ = {total}: damage bonus {db}.",
    "der.dodge": "Dodge = DEX {dex} × 2 = {dodge}.",
    "state.prone": "Prone: no attack, dodge, parry or other action until someone spends a turn to get up.",
    # attack
    "atk.miss": "The attack misses.",
    "atk.fumble_dropped": "Fumble with a weapon: the weapon is dropped.",
    "atk.fumble_prone": "Fumble unarmed: the attacker falls prone.",
    "atk.critical": "Critical: an automatic hit; the damage dice are rolled once more (not the damage bonus) and armor is ignored.",
    "atk.undodgeable": "A critical attack cannot be dodged or parried (it can be covered).",
    "atk.critical_dice": "Critical damage: {formula}.",
    "atk.special": "Special success: armor is ignored; no extra damage.",
    "atk.surprise": "Surprise attack: this hit cannot be dodged.",
    "atk.damage": "Damage {formula} rolled {total}.",
    "atk.armor": "Armor {armor}: {before} → {after}.",
    "atk.armor_ignored": "Armor {armor} is ignored.",
    "ma.doubled": "{kind} succeeded too (roll {roll} against {value}): the attack's own damage is doubled, the damage bonus is not.",
    "ma.hands": "{kind} needs both hands and feet free: normal damage.",
    "ma.failed": "{kind} failed (roll {roll} against {value}): normal damage.",
    # dodge
    "dodge.value": "Dodge number {n} this round: {value} (Dodge {dodge}).",
    "dodge.no_hit": "The attack missed: nothing to dodge.",
    "dodge.critical": "A critical attack cannot be dodged.",
    "dodge.bullet": "Bullets cannot be dodged.",
    "dodge.surprise": "A successful surprise attack cannot be dodged.",
    "dodge.spent": "The next dodge value would be {value}: no dodge is possible.",
    "dodge.counter": "Critical dodge: a chance for a melee counterattack.",
    "dodge.fumble": "Fumbled dodge: normal damage, the defender falls prone and cannot be covered.",
    # parry
    "parry.no_hit": "The attack missed: nothing to parry.",
    "parry.once": "Already parried this round: one parry a round.",
    "parry.bullet": "Bullets cannot be parried.",
    "parry.critical": "A critical attack cannot be parried.",
    "parry.closed_in": "A shooter who closed in can dodge but not parry.",
    "parry.mythos": "Against a Mythos creature only weapon skills can parry, not {with}.",
    "parry.ma_small_only": "{with} parries unarmed attacks and small melee weapons of humans only.",
    "parry.ma_small": "{with} counts as armed: it can parry a small melee weapon of a human.",
    "parry.combined": "An attack combined with {kind} cannot be parried with {with}.",
    "parry.combined_full": "{with} can parry an attack combined with {kind}: {value}.",
    "parry.half": "{with} against an attack combined with {kind}: half value, {value}.",
    "parry.failed": "The parry failed: {damage} damage gets through (before armor).",
    "parry.done": "Parried: no damage.",
    "parry.unarmed_vs_weapon": "Parried a weapon bare-handed: the weapon's damage without the damage bonus still hits, {damage}.",
    "parry.unarmed_vs_weapon_neg_db": "Parried a weapon bare-handed: the weapon's damage with the negative damage bonus still hits, {damage}.",
    "parry.durability": "The parrying item takes {damage}: durability {before} → {after}.",
    # cover
    "cover.pc_only": "Only an investigator can cover someone.",
    "cover.acted": "Only someone who has not acted this round can cover.",
    "cover.dodge_fumbled": "After a fumbled dodge the attack cannot be covered.",
    "cover.critical": "Critical: neither takes any damage.",
    "cover.success": "Covered: the coverer takes all {damage}.",
    "cover.half": "Failed: the coverer takes {coverer}, the covered one {covered}.",
    "cover.failed": "Failed with 90 or more: no cover; the covered one takes all {damage}.",
    "cover.fumble": "Fumble: the covered one takes all {damage} and the coverer falls prone.",
    # knockout
    "ko.weapon": "Knockout needs fist, kick, grapple, head-butt or a blunt weapon, not {cls}.",
    "ko.declare": "Knockout must be declared before the attack roll: normal damage.",
    "ko.resist": "Knockout: damage {damage} against HP {hp} on the resistance table: {target}.",
    "ko.outcome": "Resistance roll {roll} against {target} → {outcome}.",
    "ko.success": "Knocked out: damage {damage} → a third, {third}; the target is unconscious.",
    "ko.failure": "No knockout: normal damage {damage}.",
    # damage
    "dmg.hp": "HP {before} − {damage} → {after}.",
    "dmg.overflow": "{overflow} damage beyond 0 HP.",
    "dmg.shock": "Shock: {damage} damage is at least half of HP {hp}: CON×5 ({target}) or unconscious.",
    "dmg.unconscious": "HP {hp}: unconscious (HP 2 or less).",
    "dmg.zero": "HP 0: dying.",
    "dmg.already_zero": "Already at HP 0.",
    "dmg.npc_dies": "An NPC or monster at HP 0 dies at once.",
    "dmg.outside_combat": "Outside combat: dies once everyone able to give first aid has taken one action, unless healed to 1 or more.",
    "dmg.clock": "Death clock: {victim} dies at the end of {after}'s action in round {round} unless healed to HP 1 or more.",
    # death clock
    "clock.healed": "{victim} is at HP 1 or more: the death clock stops.",
    "clock.passed": "{after} is dead: the deadline of {victim} passes to {holder}.",
    "clock.nobody_before": "{after} is dead and nobody before them is alive: the deadline of {victim} was the end of the previous round.",
    "clock.slot": "{holder} is a handgun shot's own place in the turn order.",
    "clock.out": "{victim} was not healed in time and dies.",
    # first aid
    "aid.treated": "This wound has had its first aid.",
    "aid.not_a_wound": "Damage from a {source} is not a wound first aid can treat.",
    "aid.failed": "First aid failed; someone may still try.",
    "aid.healed": "Healed {healed} (1d3 rolled {rolled}, at most the wound's {amount} and max HP): HP {before} → {after}.",
    "aid.done": "The wound is treated: it gets no more first aid.",
    "aid.clock": "HP 1 or more: the death clock stops.",
    # round start
    "rs.dead": "Dead.",
    "rs.still_out": "Still unconscious.",
    "rs.woke": "Wakes up and acts this round.",
    "rs.woke_low": "Wakes up at HP 2 or less and acts this round, losing 1d3 SAN.",
    "rs.awake_low": "Awake at HP {hp}: loses 1d3 SAN every round until HP is 3 or more.",
    "rs.san": "SAN −{loss}.",
    # handguns
    "gun.slots": "{shots} shot(s): at round start, at DEX and at DEX÷2, as many as the gun fires.",
    "gun.rapid": "Rapid fire: all {shots} shot(s) at DEX, +5% for each after the first, at most {cap}.",
    "gun.point_blank": "Point-blank: skill {value} × 2 = {target}.",
    "gun.max": "At most {max} shots a round ({shots} asked).",
    "gun.close_in": "Closing in spends the turn: point-blank from the next round; no parrying.",
    "gun.break_away": "DEX contest to break away ({target}) → {outcome}: free {free}.",
    # martial arts techniques
    "tech.allowed": "{technique} can be used.",
    "tech.minimum": "{technique} needs {skill} of {minimum}% or more (has {value}%).",
    "tech.skill": "{technique} cannot be combined with {skill}.",
    "tech.target_human": "{technique} works on humans only.",
    "tech.target_salto": "{technique} works on humans or two-legged humanoids of SIZ 18 or less.",
    "tech.exclusive": "{technique} cannot be used together with {other}.",
    "tech.no_knockout_only": "{technique} cannot be declared only to knock out.",
    "tech.salto": "Salto: 1d6 + damage bonus; the target falls prone and rolls CON×5 or is knocked out.",
    "tech.falling": "Thrown from a height: +{damage} falling damage.",
    "tech.tackle": "Tackle: 1d4 + damage bonus.",
    "tech.wall": "A hard wall within 3 m: +1d4.",
    "tech.wall_unclear": "A wall may be near and the roll was special or better: +1d4.",
    "tech.knockback": "SIZ {siz}: knocked back; DEX×5 or prone, then CON×5 or knocked out.",
    "tech.no_knockback": "SIZ {siz} is over 18: no knockback.",
    "tech.knocked_out": "Knocked out.",
    "tech.rush": "Rush: one more 武道 fist or kick at the end of the round.",
    "tech.feint": "Feint: the first attack misses but uses up the target's dodge or parry.",
    "tech.feint_works": "The second attack hits.",
    "tech.feint_seen": "Seen through: the target keeps its parry and the second attack fails.",
    # hidden rolls
    "secret.kept": "Rolled by the Keeper in secret.",
    "secret.open": "Rolled openly.",
    "secret.misleading": "Failed at the base value: the Keeper gives unrelated information.",
    "secret.psy_contest": "Psychology between investigators: {active} against {passive} on the resistance table ({target}) → {outcome}.",
    "secret.notice": "Noticing needs a roll of at most {hider_roll} (skill {value}).",
    "secret.surprise": "The surprise works: one attack that hits cannot be dodged.",
    "secret.surprise_noticed": "The defender notices the approach.",
}

#: arguments holding ids (outcomes, roll kinds, skills …) that a renderer names
NAMED_ARGS = frozenset({"what", "outcome", "kind", "with", "technique", "skill", "other",
                        "source", "cls", "free"})


def render(line: ExplainLine, name_of: Callable[[str, Any], str] | None = None) -> str:
    """One line in English (``name_of(arg, value)`` may name ids, e.g. :func:`.names.english`)."""
    tpl = TEMPLATES.get(line.key, line.key)
    args = line.args
    if name_of is not None:
        args = {k: name_of(k, v) if k in NAMED_ARGS else v for k, v in args.items()}
    try:
        text = tpl.format(**args)
    except (KeyError, IndexError, ValueError):
        text = f"{line.key} {dict(line.args)}"
    return f"[{line.rule}] {text}" if line.rule else text
