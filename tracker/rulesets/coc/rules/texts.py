"""English templates of the CoC explain lines (key → template, str.format with the line's
args), like :data:`tracker.model.explain.TEMPLATES` for GURPS. Every key starts with "coc." so
the templates can share one registry with other rulesets. The UI translates these templates;
arguments named in :data:`NAMED_ARGS` hold ids that :mod:`.names` turns into display names."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tracker.model import explain, log
from tracker.model.explain import ExplainLine

TEMPLATES: dict[str, str] = {
    # C0 rolls and derived values
    "coc.check": "{what}: d100 {roll} against {value} → {outcome}.",
    "coc.resist": "Resistance {active} against {passive}: {target} → {outcome}.",
    "coc.der.hp": "HP = (CON {con} + SIZ {siz}) / 2, rounded up = {hp}.",
    "coc.der.mp": "MP = POW {pow} = {mp}.",
    "coc.der.san": "Starting SAN = POW {pow} × 5 = {san}.",
    "coc.der.db": "STR + SIZ = {total}: damage bonus {db}.",
    "coc.der.dodge": "Dodge = DEX {dex} × 2 = {dodge}.",
    "coc.state.prone": "Prone: no attack, dodge, parry or other action until someone spends a turn to get up.",
    "coc.state.out_cold": "Unconscious: no dodge, parry or other action.",
    # attack
    "coc.atk.miss": "The attack misses.",
    "coc.atk.fumble_dropped": "Fumble with a weapon: the weapon is dropped.",
    "coc.atk.fumble_prone": "Fumble unarmed: the attacker falls prone.",
    "coc.atk.critical": "Critical: an automatic hit; the damage dice are rolled once more (not the damage bonus) and armor is ignored.",
    "coc.atk.undodgeable": "A critical attack cannot be dodged or parried (it can be covered).",
    "coc.atk.critical_dice": "Critical damage: {formula}.",
    "coc.atk.special": "Special success: armor is ignored; no extra damage.",
    "coc.atk.surprise": "Surprise attack: this hit cannot be dodged.",
    "coc.atk.damage": "Damage {formula} rolled {total}.",
    "coc.atk.armor": "Armor {armor}: {before} → {after}.",
    "coc.atk.armor_ignored": "Armor {armor} is ignored.",
    "coc.ma.doubled": "{kind} succeeded too (roll {roll} against {value}): the attack's own damage is doubled, the damage bonus is not.",
    "coc.ma.hold": "{kind} succeeded too (roll {roll} against {value}): a hold does no damage to double.",
    "coc.atk.hold": "The grapple holds the target: no damage without a declared knockout.",
    "coc.ma.hands": "{kind} needs both hands and feet free: normal damage.",
    "coc.ma.failed": "{kind} failed (roll {roll} against {value}): normal damage.",
    # dodge
    "coc.dodge.value": "Dodge number {n} this round: {value} (Dodge {dodge}).",
    "coc.dodge.no_hit": "The attack missed: nothing to dodge.",
    "coc.dodge.critical": "A critical attack cannot be dodged.",
    "coc.dodge.bullet": "Bullets cannot be dodged.",
    "coc.dodge.surprise": "A successful surprise attack cannot be dodged.",
    "coc.dodge.spent": "The next dodge value would be {value}: no dodge is possible.",
    "coc.dodge.counter": "Critical dodge: a chance for a melee counterattack.",
    "coc.atk.counter": "A counterattack after a critical dodge: outside the turn order, it spends no action.",
    "coc.dodge.fumble": "Fumbled dodge: normal damage, the defender falls prone and cannot be covered.",
    # parry
    "coc.parry.no_hit": "The attack missed: nothing to parry.",
    "coc.parry.once": "Already parried this round: one parry a round.",
    "coc.parry.bullet": "Bullets cannot be parried.",
    "coc.parry.critical": "A critical attack cannot be parried.",
    "coc.parry.closed_in": "A shooter who closed in can dodge but not parry.",
    "coc.parry.mythos": "Against a Mythos creature only weapon skills can parry, not {with}.",
    "coc.parry.ma_small_only": "{with} parries unarmed attacks and small melee weapons of humans only.",
    "coc.parry.ma_small": "{with} counts as armed: it can parry a small melee weapon of a human.",
    "coc.parry.combined": "An attack combined with {kind} cannot be parried with {with}.",
    "coc.parry.combined_full": "{with} can parry an attack combined with {kind}: {value}.",
    "coc.parry.half": "{with} against an attack combined with {kind}: half value, {value}.",
    "coc.parry.failed": "The parry failed: {damage} damage gets through (before armor).",
    "coc.parry.done": "Parried: no damage.",
    "coc.parry.unarmed_vs_weapon": "Parried a weapon bare-handed: the weapon's damage without the damage bonus still hits, {damage}.",
    "coc.parry.unarmed_vs_weapon_neg_db": "Parried a weapon bare-handed: the weapon's damage with the negative damage bonus still hits, {damage}.",
    "coc.parry.durability": "The parrying item takes {damage}: durability {before} → {after}.",
    # cover
    "coc.cover.pc_only": "Only an investigator can cover someone.",
    "coc.cover.acted": "Only someone who has not acted this round can cover.",
    "coc.cover.dodge_fumbled": "After a fumbled dodge the attack cannot be covered.",
    "coc.cover.critical": "Critical: neither takes any damage.",
    "coc.cover.success": "Covered: the coverer takes all {damage}.",
    "coc.cover.half": "Failed: the coverer takes {coverer}, the covered one {covered}.",
    "coc.cover.failed": "Failed with 90 or more: no cover; the covered one takes all {damage}.",
    "coc.cover.fumble": "Fumble: the covered one takes all {damage} and the coverer falls prone.",
    # knockout
    "coc.ko.weapon": "Knockout needs fist, kick, grapple, head-butt or a blunt weapon, not {cls}.",
    "coc.ko.declare": "Knockout must be declared before the attack roll: normal damage.",
    "coc.ko.resist": "Knockout: damage {damage} against HP {hp} on the resistance table: {target}.",
    "coc.ko.outcome": "Resistance roll {roll} against {target} → {outcome}.",
    "coc.ko.success": "Knocked out: damage {damage} → a third, {third}; the target is unconscious.",
    "coc.ko.failure": "No knockout: normal damage {damage}.",
    # damage
    "coc.dmg.hp": "HP {before} − {damage} → {after}.",
    "coc.dmg.overflow": "{overflow} damage beyond 0 HP.",
    "coc.dmg.shock": "Shock: {damage} damage is at least half of HP {hp}: CON×5 ({target}) or unconscious.",
    "coc.dmg.unconscious": "HP {hp}: unconscious (HP 2 or less).",
    "coc.dmg.zero": "HP 0: dying.",
    "coc.dmg.already_zero": "Already at HP 0.",
    "coc.dmg.npc_dies": "An NPC or monster at HP 0 dies at once.",
    "coc.dmg.outside_combat": "Outside combat: dies once everyone able to give first aid has taken one action, unless healed to 1 or more.",
    "coc.dmg.clock": "Death clock: {victim} dies at the end of {after}'s action in round {round} unless healed to HP 1 or more.",
    # death clock
    "coc.clock.healed": "{victim} is at HP 1 or more: the death clock stops.",
    "coc.clock.passed": "{after} is dead: the deadline of {victim} passes to {holder}.",
    "coc.clock.nobody_before": "{after} is dead and nobody before them is alive: the deadline of {victim} was the end of the previous round.",
    "coc.clock.slot": "{holder} is a handgun shot's own place in the turn order.",
    "coc.clock.out": "{victim} was not healed in time and dies.",
    # first aid
    "coc.aid.treated": "This wound has had its first aid.",
    "coc.aid.not_a_wound": "Damage from a {source} is not a wound first aid can treat.",
    "coc.aid.failed": "First aid failed: the wound has had its one attempt.",
    "coc.aid.healed": "Healed {healed} (1d3 rolled {rolled}, at most the wound's {amount} and max HP): HP {before} → {after}.",
    "coc.aid.done": "The wound is treated: it gets no more first aid.",
    "coc.aid.clock": "HP 1 or more: the death clock stops.",
    # round start
    "coc.rs.dead": "Dead.",
    "coc.rs.still_out": "Still unconscious.",
    "coc.rs.woke": "Wakes up and acts this round.",
    "coc.rs.woke_low": "Wakes up at HP 2 or less and acts this round, losing 1d3 SAN.",
    "coc.rs.awake_low": "Awake at HP {hp}: loses 1d3 SAN every round until HP is 3 or more.",
    "coc.rs.san": "SAN −{loss}.",
    # handguns
    "coc.gun.slots": "{shots} shot(s): at round start, at DEX and at DEX÷2, as many as the gun fires.",
    "coc.gun.rapid": "Rapid fire: all {shots} shot(s) at DEX, +5% for each after the first, at most {cap}.",
    "coc.gun.point_blank": "Point-blank: skill {value} × 2 = {target}.",
    "coc.gun.max": "At most {max} shots a round ({shots} asked).",
    "coc.gun.close_in": "Closing in spends the turn: point-blank from the next round; no parrying.",
    "coc.gun.break_away": "DEX contest to break away ({target}) → {outcome}: free {free}.",
    # martial arts techniques
    "coc.tech.allowed": "{technique} can be used.",
    "coc.tech.minimum": "{technique} needs {skill} of {minimum}% or more (has {value}%).",
    "coc.tech.skill": "{technique} cannot be combined with {skill}.",
    "coc.tech.target_human": "{technique} works on humans only.",
    "coc.tech.target_salto": "{technique} works on humans or two-legged humanoids of SIZ 18 or less.",
    "coc.tech.exclusive": "{technique} cannot be used together with {other}.",
    "coc.tech.no_knockout_only": "{technique} cannot be declared only to knock out.",
    "coc.tech.salto": "Salto: 1d6 + damage bonus; the target falls prone and rolls CON×5 or is knocked out.",
    "coc.tech.falling": "Thrown from a height: +{damage} falling damage.",
    "coc.tech.tackle": "Tackle: 1d4 + damage bonus.",
    "coc.tech.wall": "A hard wall within 3 m: +1d4.",
    "coc.tech.wall_unclear": "A wall may be near and the roll was special or better: +1d4.",
    "coc.tech.knockback": "SIZ {siz}: knocked back; DEX×5 or prone, then CON×5 or knocked out.",
    "coc.tech.no_knockback": "SIZ {siz} is over 18: no knockback.",
    "coc.tech.knocked_out": "Knocked out.",
    "coc.tech.rush": "Rush: one more 武道 fist or kick at the end of the round.",
    "coc.tech.feint": "Feint: the first attack misses but uses up the target's dodge or parry.",
    "coc.tech.feint_works": "The second attack hits.",
    "coc.tech.feint_seen": "Seen through: the target keeps its parry and the second attack fails.",
    # hidden rolls
    "coc.secret.kept": "Rolled by the Keeper in secret.",
    "coc.secret.open": "Rolled openly.",
    "coc.secret.misleading": "Failed at the base value: the Keeper gives unrelated information.",
    "coc.secret.psy_contest": "Psychology between investigators: {active} against {passive} on the resistance table ({target}) → {outcome}.",
    "coc.secret.notice": "Noticing needs a roll of at most {hider_roll} (skill {value}).",
    "coc.secret.surprise": "The surprise works: one attack that hits cannot be dodged.",
    "coc.secret.surprise_noticed": "The defender notices the approach.",
    # the ruleset at the table (turn order, round start, death clock bookkeeping)
    "coc.clock.confirm": "The keeper confirms the death (or undoes the step).",
    "coc.clock.combat_over": "Combat is over while {victim} is dying: the keeper decides when everyone able to give first aid has acted.",
    "coc.get_up.self": "Getting up spends the turn.",
    "coc.get_up.helper": "{helper} spends the turn helping {name} up.",
    "coc.cover.spends_turn": "{name} spends the turn covering.",
    "coc.cover.armor": "Armor {armor}: {name} takes {before} → {after}.",
    "coc.defense.none": "No defense.",
    "coc.special.magic_only": "Immune to ordinary weapons: {before} → 0.",
    "coc.special.firearms_half": "Firearms do half of the rolled damage: {before} → {after}.",
    "coc.special.impaling_min": "Impaling weapons do their minimum damage: {before} → {after}.",
    "coc.san.loss": "SAN loss {expr}: −{loss}, SAN {before} → {after}.",
    "coc.san.temporary": "5 or more SAN lost and the idea roll succeeded: temporary insanity.",
    "coc.san.repressed": "5 or more SAN lost, but the idea roll failed: the mind represses it.",
    "coc.san.indefinite": "{lost} SAN lost within one game hour, a fifth of {start} or more: indefinite insanity.",
    "coc.san.zero": "SAN 0: permanently insane.",
    "coc.tech.rush_needs": "Rush needs a hit whose combined 武道 (striking) roll succeeded too: no extra attack.",
    "coc.gun.rounds": "One round spent: {left} of {capacity} left.",
    "coc.rs.san_due": "The 1d3 SAN loss is rolled next (the keeper may type it).",
    "coc.pick_up.turn": "Picking the weapon up spends the turn.",
    "coc.gun.shot_n": "Shot {n} of {max} this round.",
    "coc.gun.rapid_declared": "Rapid fire declared: the round-start and DEX÷2 shots are dropped this round.",
}

#: arguments holding ids (outcomes, roll kinds, skills …) that a renderer names
NAMED_ARGS = frozenset({"what", "outcome", "kind", "with", "technique", "skill", "other",
                        "source", "cls", "free"})

#: CoC log keys -> English templates (the UI translates them in the "Log" context); the
#: arguments in LOG_NAMED_ARGS hold ids that a renderer names (outcomes, skills, checks)
LOG_TEMPLATES: dict[str, str] = {
    "coc.attack": "{name} attacks {target} with {weapon}: d100 {roll} vs {value} — {outcome}.",
    "coc.counter": "{name} counterattacks {target} with {weapon}: d100 {roll} vs {value} — {outcome}.",
    "coc.defense": "{name}: {defense} d100 {roll} vs {value} — {outcome}.",
    "coc.defense_refused": "{name}: {defense} is not possible.",
    "coc.damage": "{name}: {damage} damage, HP {hp_before} → {hp_after}.",
    "coc.hurt": "{name}: {damage} damage ({source}), HP {hp_before} → {hp_after}.",
    "coc.no_damage": "{name} takes no damage.",
    "coc.knockout": "{name} is knocked out.",
    "coc.san": "{name}: SAN −{loss} ({san_before} → {san_after}).",
    "coc.check_roll": "{name}: {check} d100 {roll} vs {target} — {outcome}.",
    "coc.clock": "{name} is dying: dies at the end of {holder}'s action in round {round} unless healed to HP 1 or more.",
    "coc.clock_out": "{name}: the death clock ran out; the keeper confirms the death.",
    "coc.clock_stopped": "{name}: HP {hp}, the death clock stops.",
    "coc.clock_passed": "{name}: the one holding the death clock is dead; it now ends after {holder}'s action in round {round}.",
    "coc.death": "{name} dies.",
    "coc.aid": "{healer} treats {name} ({skill}): d100 {roll} vs {value} — {outcome}; HP {hp_before} → {hp_after}.",
    "coc.get_up": "{name} gets up ({helper} spends the turn).",
    "coc.close_in": "{name} closes in on {target}: point-blank from the next round.",
    "coc.break_away": "{name} tries to break away from {shooter}: {outcome}, free {free}.",
    "coc.secret": "Secret roll for {name}: {what} d100 {roll} vs {value} — {outcome}.",
    "coc.rapid": "{name} declares rapid fire.",
    "coc.reload": "{name} reloads {weapon} ({rounds} rounds).",
    "coc.san_check": "{name}: SAN check d100 {roll} vs {value} — {outcome}; {expr}: SAN {san_before} → {san_after}.",
    "coc.pick_up": "{name} picks up the dropped weapon.",
    "coc.slot_passed": "{name}: the handgun's place in the turn order is passed over ({why}).",
    "coc.durability": "{name}: {weapon} durability {before} → {after}.",
}
LOG_NAMED_ARGS = frozenset({"weapon", "defense", "outcome", "check", "skill", "what", "free",
                            "source", "why"})


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


explain.register(TEMPLATES, NAMED_ARGS)
log.register(LOG_TEMPLATES)
