"""CoC words in the UI language: the ids the rules use (skills, outcome classes, roll kinds,
weapon classes …) by the ja/en tables of :mod:`tracker.rulesets.coc.rules.names`, and for
pyside6-lupdate a generated block of every CoC explain template ("Explain" context), which
:mod:`tracker.ui.explain_text` translates; its refusals, which the CoC kit hands it. Its tracks,
conditions, check kinds and log templates are in its words files
(``tracker/rulesets/coc/words_*.json``, :mod:`tracker.model.words`).
``python -m tracker.rulesets.coc.kit.texts`` prints the block; a test keeps it current."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tracker.rulesets.coc.rules import texts as coc_texts
from tracker.rulesets.coc.rules.names import SKILLS, TERMS
from tracker.rulesets.coc.rules.names import name as _name
from tracker.ui import explain_text, i18n

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant

#: the arguments of CoC explain and log lines that hold ids
_NAMED = coc_texts.NAMED_ARGS | coc_texts.LOG_NAMED_ARGS


def coc_name(id_: str) -> str:
    """A CoC id (skill, outcome, roll kind, state …) in the UI language."""
    return _name(id_, i18n.language())


def explain_name(arg: str, value: Any, c: Combatant | None = None) -> Any:
    """A CoC id among an explain line's arguments in the UI language (others as they are)."""
    if isinstance(value, str) and arg in _NAMED and (value in SKILLS or value in TERMS):
        return coc_name(value)
    return value


def log_args(key: str, args: dict[str, Any]) -> dict[str, Any]:
    """The arguments of a CoC log entry with its ids named."""
    if not key.startswith("coc."):
        return args
    return {k: (coc_name(v) if k in _NAMED and isinstance(v, str) else v)
            for k, v in args.items()}


#: the CoC actions' refusals by error code (context "CocErrors"); {name} is the combatant
REFUSALS: dict[str, str] = {
    "is_dead": QT_TRANSLATE_NOOP("CocErrors", "{name} is dead."),
    "is_unconscious": QT_TRANSLATE_NOOP("CocErrors", "{name} is unconscious."),
    "dead_target": QT_TRANSLATE_NOOP("CocErrors", "{name} is already dead."),
    "self_attack": QT_TRANSLATE_NOOP("CocErrors", "{name} cannot attack themselves."),
    "prone": QT_TRANSLATE_NOOP("CocErrors", "{name} is prone: no action until someone spends a turn to get them up (C3)."),
    "weapon_dropped": QT_TRANSLATE_NOOP("CocErrors", "{name} dropped the weapon (C3): bare hands only."),
    "unknown_weapon": QT_TRANSLATE_NOOP("CocErrors", "{name} has no such weapon."),
    "no_shots": QT_TRANSLATE_NOOP("CocErrors", "{name} has no shots left this round ({shots} a round, C12)."),
    "bad_combine": QT_TRANSLATE_NOOP("CocErrors", "Martial arts and 武道 combine only with fist, kick, head-butt or grapple (C11)."),
    "bad_knockout": QT_TRANSLATE_NOOP("CocErrors", "Only fist, kick, grapple, head-butt or a blunt weapon can knock out (C7)."),
    "bad_cover": QT_TRANSLATE_NOOP("CocErrors", "Cover needs an investigator other than the attacker and the target."),
    "unknown_wound": QT_TRANSLATE_NOOP("CocErrors", "{name} has no such wound."),
    "already_treated": QT_TRANSLATE_NOOP("CocErrors", "That wound has had its first aid (C9)."),
    "clock_ran_out": QT_TRANSLATE_NOOP("CocErrors", "{name}'s death clock has run out: no healing saves them now (R12)."),
    "not_treatable": QT_TRANSLATE_NOOP("CocErrors", "Damage from a fumble or additional damage is not a wound first aid can treat (R11)."),
    "not_prone": QT_TRANSLATE_NOOP("CocErrors", "{name} is not prone."),
    "too_soon": QT_TRANSLATE_NOOP("CocErrors", "{name} fell this round: getting up is possible from the next round (C3)."),
    "acted": QT_TRANSLATE_NOOP("CocErrors", "{name} has already acted this round."),
    "covered": QT_TRANSLATE_NOOP("CocErrors", "{name} covered someone this round: covering spent the turn (C6)."),
    "no_firearm": QT_TRANSLATE_NOOP("CocErrors", "{name} carries no firearm (C12)."),
    "no_multishot": QT_TRANSLATE_NOOP("CocErrors", "{name} has no gun that fires several shots a round (R8)."),
    "not_closed_in": QT_TRANSLATE_NOOP("CocErrors", "Nobody has closed in on {name}."),
    "not_in_combat": QT_TRANSLATE_NOOP("CocErrors", "Rapid fire is declared during a fight."),
    "already_fired": QT_TRANSLATE_NOOP("CocErrors", "{name} has already fired this round: rapid fire replaces the round-start shot (R8)."),
    "already_declared": QT_TRANSLATE_NOOP("CocErrors", "{name} already declared rapid fire this round."),
    "bad_faces": QT_TRANSLATE_NOOP("CocErrors", "These dice cannot be a roll of that damage: type every face in order, or one total."),
    "faces_count": QT_TRANSLATE_NOOP("CocErrors", "{formula} needs {count} faces, or one total."),
    "faces_range": QT_TRANSLATE_NOOP("CocErrors", "{formula} rolls {low}–{high}, not {total}."),
    "position_spent": QT_TRANSLATE_NOOP("CocErrors", "{name} has already {done} at this turn-order position: its action is spent (R14)."),
    "slot_shots_only": QT_TRANSLATE_NOOP("CocErrors", "{name}'s place at round start or DEX÷2 holds a shot of the handgun only: act at DEX (R33)."),
    "parry_refused": QT_TRANSLATE_NOOP("CocErrors", "{name} cannot parry this attack: {reason}"),
    "dodge_refused": QT_TRANSLATE_NOOP("CocErrors", "{name} cannot dodge this attack: {reason}"),
    "cover_refused": QT_TRANSLATE_NOOP("CocErrors", "{name} cannot cover this attack: {reason}"),
}
#: ``position_spent`` when closing in spent the position (C12)
_CLOSED_IN_HERE = QT_TRANSLATE_NOOP("CocErrors", "{name} closed in at this turn-order position: closing in spent its action (C12).")
#: ``position_spent`` for a second shot in one position without rapid fire (C12, R8)
_ONE_SHOT_HERE = QT_TRANSLATE_NOOP("CocErrors", "{name} has already fired at this turn-order position: a gun fires once a position unless rapid fire is declared (C12, R8).")
#: what a spent position's action was (``position_spent``'s {done})
_SPENT_AS: dict[str, str] = {
    "attack": QT_TRANSLATE_NOOP("CocErrors", "attacked"),
    "shot": QT_TRANSLATE_NOOP("CocErrors", "fired"),
    "first_aid": QT_TRANSLATE_NOOP("CocErrors", "given first aid"),
    "break_away": QT_TRANSLATE_NOOP("CocErrors", "tried to break away"),
    "get_up": QT_TRANSLATE_NOOP("CocErrors", "spent the turn on getting up"),
    "pick_up": QT_TRANSLATE_NOOP("CocErrors", "picked up the weapon"),
    "reload": QT_TRANSLATE_NOOP("CocErrors", "reloaded"),
}


def _refusal_args(err: Any) -> tuple[str | None, dict[str, Any]]:
    """The source text of a refusal and its arguments in the UI language."""
    code = getattr(err, "code", "")
    raw = getattr(err, "args_", {}) or {}
    args = {k: v for k, v in raw.items() if isinstance(v, str | int)}
    src = REFUSALS.get(code)
    if code == "position_spent":
        done = args.get("done", "")
        if done == "close_in":
            src = _CLOSED_IN_HERE
        elif raw.get("one_shot"):
            src = _ONE_SHOT_HERE
        elif done in _SPENT_AS:
            args["done"] = QCoreApplication.translate("CocErrors", _SPENT_AS[done])
    elif code in ("parry_refused", "dodge_refused", "cover_refused") \
            and raw.get("line") is not None:
        args["reason"] = render_line(raw["line"])
    return src, args


def refusal_text(err: Any) -> str | None:
    """A CoC action's refusal in the UI language (None: not one of them)."""
    src, args = _refusal_args(err)
    if src is None:
        return None
    try:
        return QCoreApplication.translate("CocErrors", src).format(**args)
    except (KeyError, IndexError, ValueError):
        return None


def render_line(line: Any) -> str:
    """A CoC explain line in the UI language, its ids named."""
    return explain_text.render_line(line, explain_name)


def error_text(err: Any, c: Combatant | None = None) -> str:
    """A refusal in a CoC encounter: the core's sentences first (the core's
    ``not_in_combat`` is about turns), then the CoC actions' own, else the English text."""
    return explain_text.core_error_text(err) or refusal_text(err) or str(err)


def noop_block() -> str:
    from tracker.ui.options_text import declared_texts

    return i18n.noop_block(__name__,
                           ("_EXPLAIN_SOURCES", "Explain", coc_texts.TEMPLATES.values()),
                           ("_OPTION_SOURCES", "Options", declared_texts("coc")))


BLOCK_BEGIN = i18n.block_begin(__name__)
BLOCK_END = i18n.BLOCK_END


# --- BEGIN GENERATED lupdate block (python -m tracker.rulesets.coc.kit.texts) ---
_EXPLAIN_SOURCES = (
    QT_TRANSLATE_NOOP("Explain", "{what}: d100 {roll} against {value} → {outcome}."),
    QT_TRANSLATE_NOOP("Explain", "Resistance {active} against {passive}: {target} → {outcome}."),
    QT_TRANSLATE_NOOP("Explain", "HP = (CON {con} + SIZ {siz}) / 2, rounded up = {hp}."),
    QT_TRANSLATE_NOOP("Explain", "MP = POW {pow} = {mp}."),
    QT_TRANSLATE_NOOP("Explain", "Starting SAN = POW {pow} × 5 = {san}."),
    QT_TRANSLATE_NOOP("Explain", "STR + SIZ = {total}: damage bonus {db}."),
    QT_TRANSLATE_NOOP("Explain", "Dodge = DEX {dex} × 2 = {dodge}."),
    QT_TRANSLATE_NOOP("Explain", "Prone: no attack, dodge, parry or other action until someone spends a turn to get up."),
    QT_TRANSLATE_NOOP("Explain", "Unconscious: no dodge, parry or other action."),
    QT_TRANSLATE_NOOP("Explain", "The attack misses."),
    QT_TRANSLATE_NOOP("Explain", "Fumble with a weapon: the weapon is dropped."),
    QT_TRANSLATE_NOOP("Explain", "Fumble unarmed: the attacker falls prone."),
    QT_TRANSLATE_NOOP("Explain", "Critical: an automatic hit; the damage dice are rolled once more (not the damage bonus) and armor is ignored."),
    QT_TRANSLATE_NOOP("Explain", "A critical attack cannot be dodged or parried (it can be covered)."),
    QT_TRANSLATE_NOOP("Explain", "Critical damage: {formula}."),
    QT_TRANSLATE_NOOP("Explain", "Special success: armor is ignored; no extra damage."),
    QT_TRANSLATE_NOOP("Explain", "Surprise attack: this hit cannot be dodged."),
    QT_TRANSLATE_NOOP("Explain", "Damage {formula} rolled {total}."),
    QT_TRANSLATE_NOOP("Explain", "Armor {armor}: {before} → {after}."),
    QT_TRANSLATE_NOOP("Explain", "Armor {armor} is ignored."),
    QT_TRANSLATE_NOOP("Explain", "{kind} succeeded too (roll {roll} against {value}): the attack's own damage is doubled, the damage bonus is not."),
    QT_TRANSLATE_NOOP("Explain", "{kind} succeeded too (roll {roll} against {value}): a hold does no damage to double."),
    QT_TRANSLATE_NOOP("Explain", "The grapple holds the target: no damage without a declared knockout."),
    QT_TRANSLATE_NOOP("Explain", "{kind} needs both hands and feet free: normal damage."),
    QT_TRANSLATE_NOOP("Explain", "{kind} failed (roll {roll} against {value}): normal damage."),
    QT_TRANSLATE_NOOP("Explain", "Dodge number {n} this round: {value} (Dodge {dodge})."),
    QT_TRANSLATE_NOOP("Explain", "The attack missed: nothing to dodge."),
    QT_TRANSLATE_NOOP("Explain", "A critical attack cannot be dodged."),
    QT_TRANSLATE_NOOP("Explain", "Bullets cannot be dodged."),
    QT_TRANSLATE_NOOP("Explain", "A successful surprise attack cannot be dodged."),
    QT_TRANSLATE_NOOP("Explain", "The next dodge value would be {value}: no dodge is possible."),
    QT_TRANSLATE_NOOP("Explain", "Critical dodge: a chance for a melee counterattack."),
    QT_TRANSLATE_NOOP("Explain", "A counterattack after a critical dodge: outside the turn order, it spends no action."),
    QT_TRANSLATE_NOOP("Explain", "Fumbled dodge: normal damage, the defender falls prone and cannot be covered."),
    QT_TRANSLATE_NOOP("Explain", "The attack missed: nothing to parry."),
    QT_TRANSLATE_NOOP("Explain", "Already parried this round: one parry a round."),
    QT_TRANSLATE_NOOP("Explain", "Bullets cannot be parried."),
    QT_TRANSLATE_NOOP("Explain", "A critical attack cannot be parried."),
    QT_TRANSLATE_NOOP("Explain", "A shooter who closed in can dodge but not parry."),
    QT_TRANSLATE_NOOP("Explain", "Against a Mythos creature only weapon skills can parry, not {with}."),
    QT_TRANSLATE_NOOP("Explain", "{with} parries unarmed attacks and small melee weapons of humans only."),
    QT_TRANSLATE_NOOP("Explain", "{with} counts as armed: it can parry a small melee weapon of a human."),
    QT_TRANSLATE_NOOP("Explain", "An attack combined with {kind} cannot be parried with {with}."),
    QT_TRANSLATE_NOOP("Explain", "{with} can parry an attack combined with {kind}: {value}."),
    QT_TRANSLATE_NOOP("Explain", "{with} against an attack combined with {kind}: half value, {value}."),
    QT_TRANSLATE_NOOP("Explain", "The parry failed: {damage} damage gets through (before armor)."),
    QT_TRANSLATE_NOOP("Explain", "Parried: no damage."),
    QT_TRANSLATE_NOOP("Explain", "Parried a weapon bare-handed: the weapon's damage without the damage bonus still hits, {damage}."),
    QT_TRANSLATE_NOOP("Explain", "Parried a weapon bare-handed: the weapon's damage with the negative damage bonus still hits, {damage}."),
    QT_TRANSLATE_NOOP("Explain", "The parrying item takes {damage}: durability {before} → {after}."),
    QT_TRANSLATE_NOOP("Explain", "Only an investigator can cover someone."),
    QT_TRANSLATE_NOOP("Explain", "Only someone who has not acted this round can cover."),
    QT_TRANSLATE_NOOP("Explain", "After a fumbled dodge the attack cannot be covered."),
    QT_TRANSLATE_NOOP("Explain", "Critical: neither takes any damage."),
    QT_TRANSLATE_NOOP("Explain", "Covered: the coverer takes all {damage}."),
    QT_TRANSLATE_NOOP("Explain", "Failed: the coverer takes {coverer}, the covered one {covered}."),
    QT_TRANSLATE_NOOP("Explain", "Failed with 90 or more: no cover; the covered one takes all {damage}."),
    QT_TRANSLATE_NOOP("Explain", "Fumble: the covered one takes all {damage} and the coverer falls prone."),
    QT_TRANSLATE_NOOP("Explain", "Knockout needs fist, kick, grapple, head-butt or a blunt weapon, not {cls}."),
    QT_TRANSLATE_NOOP("Explain", "Knockout must be declared before the attack roll: normal damage."),
    QT_TRANSLATE_NOOP("Explain", "Knockout: damage {damage} against HP {hp} on the resistance table: {target}."),
    QT_TRANSLATE_NOOP("Explain", "Resistance roll {roll} against {target} → {outcome}."),
    QT_TRANSLATE_NOOP("Explain", "Knocked out: damage {damage} → a third, {third}; the target is unconscious."),
    QT_TRANSLATE_NOOP("Explain", "No knockout: normal damage {damage}."),
    QT_TRANSLATE_NOOP("Explain", "HP {before} − {damage} → {after}."),
    QT_TRANSLATE_NOOP("Explain", "{overflow} damage beyond 0 HP."),
    QT_TRANSLATE_NOOP("Explain", "Shock: {damage} damage is at least half of HP {hp}: CON×5 ({target}) or unconscious."),
    QT_TRANSLATE_NOOP("Explain", "HP {hp}: unconscious (HP 2 or less)."),
    QT_TRANSLATE_NOOP("Explain", "HP 0: dying."),
    QT_TRANSLATE_NOOP("Explain", "Already at HP 0."),
    QT_TRANSLATE_NOOP("Explain", "An NPC or monster at HP 0 dies at once."),
    QT_TRANSLATE_NOOP("Explain", "Outside combat: dies once everyone able to give first aid has taken one action, unless healed to 1 or more."),
    QT_TRANSLATE_NOOP("Explain", "Death clock: {victim} dies at the end of {after}'s action in round {round} unless healed to HP 1 or more."),
    QT_TRANSLATE_NOOP("Explain", "{victim} is at HP 1 or more: the death clock stops."),
    QT_TRANSLATE_NOOP("Explain", "{after} is dead: the deadline of {victim} passes to {holder}."),
    QT_TRANSLATE_NOOP("Explain", "{after} is dead and nobody before them is alive: the deadline of {victim} was the end of the previous round."),
    QT_TRANSLATE_NOOP("Explain", "{holder} is a handgun shot's own place in the turn order."),
    QT_TRANSLATE_NOOP("Explain", "{victim} was not healed in time and dies."),
    QT_TRANSLATE_NOOP("Explain", "This wound has had its first aid."),
    QT_TRANSLATE_NOOP("Explain", "Damage from a {source} is not a wound first aid can treat."),
    QT_TRANSLATE_NOOP("Explain", "First aid failed: the wound has had its one attempt."),
    QT_TRANSLATE_NOOP("Explain", "Healed {healed} (1d3 rolled {rolled}, at most the wound's {amount} and max HP): HP {before} → {after}."),
    QT_TRANSLATE_NOOP("Explain", "The wound is treated: it gets no more first aid."),
    QT_TRANSLATE_NOOP("Explain", "HP 1 or more: the death clock stops."),
    QT_TRANSLATE_NOOP("Explain", "Dead."),
    QT_TRANSLATE_NOOP("Explain", "Still unconscious."),
    QT_TRANSLATE_NOOP("Explain", "Wakes up and acts this round."),
    QT_TRANSLATE_NOOP("Explain", "Wakes up at HP 2 or less and acts this round, losing 1d3 SAN."),
    QT_TRANSLATE_NOOP("Explain", "Awake at HP {hp}: loses 1d3 SAN every round until HP is 3 or more."),
    QT_TRANSLATE_NOOP("Explain", "SAN −{loss}."),
    QT_TRANSLATE_NOOP("Explain", "{shots} shot(s): at round start, at DEX and at DEX÷2, as many as the gun fires."),
    QT_TRANSLATE_NOOP("Explain", "Rapid fire: all {shots} shot(s) at DEX, +5% for each after the first, at most {cap}."),
    QT_TRANSLATE_NOOP("Explain", "Point-blank: skill {value} × 2 = {target}."),
    QT_TRANSLATE_NOOP("Explain", "At most {max} shots a round ({shots} asked)."),
    QT_TRANSLATE_NOOP("Explain", "Closing in spends the turn: point-blank from the next round; no parrying."),
    QT_TRANSLATE_NOOP("Explain", "DEX contest to break away ({target}) → {outcome}: free {free}."),
    QT_TRANSLATE_NOOP("Explain", "{technique} can be used."),
    QT_TRANSLATE_NOOP("Explain", "{technique} needs {skill} of {minimum}% or more (has {value}%)."),
    QT_TRANSLATE_NOOP("Explain", "{technique} cannot be combined with {skill}."),
    QT_TRANSLATE_NOOP("Explain", "{technique} works on humans only."),
    QT_TRANSLATE_NOOP("Explain", "{technique} works on humans or two-legged humanoids of SIZ 18 or less."),
    QT_TRANSLATE_NOOP("Explain", "{technique} cannot be used together with {other}."),
    QT_TRANSLATE_NOOP("Explain", "{technique} cannot be declared only to knock out."),
    QT_TRANSLATE_NOOP("Explain", "Salto: 1d6 + damage bonus; the target falls prone and rolls CON×5 or is knocked out."),
    QT_TRANSLATE_NOOP("Explain", "Thrown from a height: +{damage} falling damage."),
    QT_TRANSLATE_NOOP("Explain", "Tackle: 1d4 + damage bonus."),
    QT_TRANSLATE_NOOP("Explain", "A hard wall within 3 m: +1d4."),
    QT_TRANSLATE_NOOP("Explain", "A wall may be near and the roll was special or better: +1d4."),
    QT_TRANSLATE_NOOP("Explain", "SIZ {siz}: knocked back; DEX×5 or prone, then CON×5 or knocked out."),
    QT_TRANSLATE_NOOP("Explain", "SIZ {siz} is over 18: no knockback."),
    QT_TRANSLATE_NOOP("Explain", "Knocked out."),
    QT_TRANSLATE_NOOP("Explain", "Rush: one more 武道 fist or kick at the end of the round."),
    QT_TRANSLATE_NOOP("Explain", "Feint: the first attack misses but uses up the target's dodge or parry."),
    QT_TRANSLATE_NOOP("Explain", "The second attack hits."),
    QT_TRANSLATE_NOOP("Explain", "Seen through: the target keeps its parry and the second attack fails."),
    QT_TRANSLATE_NOOP("Explain", "Rolled by the Keeper in secret."),
    QT_TRANSLATE_NOOP("Explain", "Rolled openly."),
    QT_TRANSLATE_NOOP("Explain", "Failed at the base value: the Keeper gives unrelated information."),
    QT_TRANSLATE_NOOP("Explain", "Psychology between investigators: {active} against {passive} on the resistance table ({target}) → {outcome}."),
    QT_TRANSLATE_NOOP("Explain", "Noticing needs a roll of at most {hider_roll} (skill {value})."),
    QT_TRANSLATE_NOOP("Explain", "The surprise works: one attack that hits cannot be dodged."),
    QT_TRANSLATE_NOOP("Explain", "The defender notices the approach."),
    QT_TRANSLATE_NOOP("Explain", "The keeper confirms the death (or undoes the step)."),
    QT_TRANSLATE_NOOP("Explain", "Combat is over while {victim} is dying: the keeper decides when everyone able to give first aid has acted."),
    QT_TRANSLATE_NOOP("Explain", "Getting up spends the turn."),
    QT_TRANSLATE_NOOP("Explain", "{helper} spends the turn helping {name} up."),
    QT_TRANSLATE_NOOP("Explain", "{name} spends the turn covering."),
    QT_TRANSLATE_NOOP("Explain", "Armor {armor}: {name} takes {before} → {after}."),
    QT_TRANSLATE_NOOP("Explain", "No defense."),
    QT_TRANSLATE_NOOP("Explain", "Immune to ordinary weapons: {before} → 0."),
    QT_TRANSLATE_NOOP("Explain", "Firearms do half of the rolled damage: {before} → {after}."),
    QT_TRANSLATE_NOOP("Explain", "Impaling weapons do their minimum damage: {before} → {after}."),
    QT_TRANSLATE_NOOP("Explain", "SAN loss {expr}: −{loss}, SAN {before} → {after}."),
    QT_TRANSLATE_NOOP("Explain", "5 or more SAN lost and the idea roll succeeded: temporary insanity."),
    QT_TRANSLATE_NOOP("Explain", "5 or more SAN lost, but the idea roll failed: the mind represses it."),
    QT_TRANSLATE_NOOP("Explain", "{lost} SAN lost within one game hour, a fifth of {start} or more: indefinite insanity."),
    QT_TRANSLATE_NOOP("Explain", "SAN 0: permanently insane."),
    QT_TRANSLATE_NOOP("Explain", "Rush needs a hit whose combined 武道 (striking) roll succeeded too: no extra attack."),
    QT_TRANSLATE_NOOP("Explain", "One round spent: {left} of {capacity} left."),
    QT_TRANSLATE_NOOP("Explain", "The 1d3 SAN loss is rolled next (the keeper may type it)."),
    QT_TRANSLATE_NOOP("Explain", "Picking the weapon up spends the turn."),
    QT_TRANSLATE_NOOP("Explain", "Shot {n} of {max} this round."),
    QT_TRANSLATE_NOOP("Explain", "Rapid fire declared: the round-start and DEX÷2 shots are dropped this round."),
)
_OPTION_SOURCES = (
    QT_TRANSLATE_NOOP("Options", "Call of Cthulhu 6th edition"),
    QT_TRANSLATE_NOOP("Options", "Criticals and fumbles"),
    QT_TRANSLATE_NOOP("Options", "01–05 critical, 96–00 fumble"),
    QT_TRANSLATE_NOOP("Options", "01 critical, 00 fumble only"),
    QT_TRANSLATE_NOOP("Options", "Shock: CON×5 after a wound of half the HP or more"),
    QT_TRANSLATE_NOOP("Options", "NPCs and monsters at HP 0 get a death clock"),
    QT_TRANSLATE_NOOP("Options", "Off: they die at once"),
    QT_TRANSLATE_NOOP("Options", "Seconds a round lasts"),
    QT_TRANSLATE_NOOP("Options", "Advance time counts conditions set for N rounds down at this rate"),
)
# --- END GENERATED lupdate block ---

if __name__ == "__main__":
    import sys

    sys.stdout.write(noop_block())
