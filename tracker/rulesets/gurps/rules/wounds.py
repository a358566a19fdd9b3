"""Wounds: a hit applied to its target (G5–G12), the HP thresholds it crosses (G11: death
checks, dead, destroyed), the GM's edits of HP and wounds judged again, and what a change of
conditions or HP brings (waking on the calendar, wounds that heal, crippling that ends)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tracker.model.errors import RulesError

from . import shock
from .combat_effects import combat_effects
from .conditions import FALLS, add_check, clear_condition, set_condition, wounds_changed
from .recovery import recover_temporary
from .waking import schedule_wake

# the resolver and the sheet load with the first hit (issue #18)
if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter

    from .resolver import Hit, Options, Outcome


def hit_target(c: Combatant):
    """``c`` as the resolver and the odds see it: its sheet, and whether it is already
    unconscious (then a hit owes no knockdown or stay-conscious roll)."""
    return c.sheet.target(unconscious=c.has("unconscious"))


def hit_options(enc: Encounter) -> Options:
    from .resolver import Options

    return Options(blunt_trauma=bool(enc.options.get("blunt_trauma", False)))


def preview(enc: Encounter, cid: str, hit: Hit) -> Outcome:
    """Resolve without changing anything (random rolls must be given)."""
    from .resolver import resolve

    return resolve(hit_target(enc.get(cid)), hit, hit_options(enc), None)


def apply_hit(enc: Encounter, cid: str, hit: Hit) -> Outcome:
    from .resolver import resolve

    c = enc.get(cid)
    if c.has("destroyed"):
        raise RulesError("destroyed", f"{c.name}'s body is destroyed: it cannot be hit")
    outcome = resolve(hit_target(c), hit, hit_options(enc), enc.dice)
    c.sheet.apply(outcome)
    if outcome.hp_after < outcome.hp_before:
        injured(enc, c)
    _log_hit(enc, c, outcome)
    # G11 thresholds count every HP lost, also HP lost to fatigue below 0 FP; a corpse
    # (also one killed by this hit) takes no shock and rolls for nothing
    alive = hp_lost(enc, c, outcome.hp_before, outcome.hp_after, outcome.dead,
                    outcome.destroyed)
    acts = combat_effects(outcome, enc.in_combat, not alive)
    if acts.shock:
        shock.add_shock(enc, c, outcome.shock)
    for loc, effect in outcome.effects:
        if effect in FALLS and "prone" not in c.conditions:
            set_condition(enc, c, "prone", cause=loc)  # G6: falls; it goes with the wound
    if acts.knockdown:
        add_check(enc, cid, "knockdown", outcome.knockdown_check)
    if acts.out_of_combat:  # say why the preview's shock is absent (R21)
        enc.add_log("no_shock_out_of_combat", cid, name=c.name)
    conditions_changed(enc, c)
    return outcome


def _log_hit(enc: Encounter, c: Combatant, outcome: Outcome) -> None:
    if outcome.type == "fat" and outcome.hp_after != outcome.hp_before:
        enc.add_log("hit_fat_hp", c.id, outcome.explain, name=c.name, damage=outcome.damage,
                    fp_before=outcome.fp_before, fp_after=outcome.fp_after,
                    hp_before=outcome.hp_before, hp_after=outcome.hp_after)
    elif outcome.type == "fat":
        enc.add_log("hit_fat", c.id, outcome.explain, name=c.name, damage=outcome.damage,
                    fp_before=outcome.fp_before, fp_after=outcome.fp_after)
    else:  # G12: a hit that counts as another location names the one it landed on
        where = ({"location": outcome.location} if outcome.aimed == outcome.location
                 else {"aimed": outcome.aimed, "location": outcome.location})
        enc.add_log("hit_counts_as" if len(where) == 2 else "hit", c.id, outcome.explain,
                    name=c.name, damage=outcome.damage, type=outcome.type, **where,
                    injury=outcome.injury, hp_before=outcome.hp_before,
                    hp_after=outcome.hp_after)


def injured(enc: Encounter, c: Combatant) -> None:
    """R17: a new injury starts the count of rest again: from now out of combat, from End
    combat in a fight."""
    c.sheet.rest_from = None if enc.in_combat else enc.calendar.total_minutes


def hp_lost(enc: Encounter, c: Combatant, before: int, after: int, dead: bool,
            destroyed: bool) -> bool:
    """G11 after ``c``'s HP fell from ``before`` to ``after`` (``dead``, ``destroyed``: the
    thresholds reached): the conditions, and a death check for each −N×HP newly reached.
    False when ``c`` is dead or destroyed (a corpse rolls for nothing)."""
    if destroyed:
        set_condition(enc, c, "destroyed")
    if dead:
        set_condition(enc, c, "dead")
    if c.has("dead") or c.has("destroyed"):
        return False
    for n in range(1, 5):
        if after <= -n * c.sheet.max_hp < before:
            add_check(enc, c.id, "death", 0, n)
    return True


def conditions_changed(enc: Encounter, c: Combatant, now: int | None = None) -> None:
    """Drop the pending checks of ``c`` that no longer decide anything: every one once it is
    dead, and all but death checks, waking and the rule modules' (an infection, the heat)
    while it is unconscious (also when the GM sets the condition by hand), and stun rolls
    once it is no longer stunned. Then keep its
    waking on the calendar in step (G14) and heal the wounds of a combatant back at full
    HP. ``now``: the campaign minute it happened at (the calendar's if None)."""
    if c.has("dead") or c.has("destroyed"):
        enc.checks[:] = [k for k in enc.checks if k.combatant != c.id]
        # a corpse recovers nothing (G7): its wounds stay as they are, without timers
        enc.timers[:] = [t for t in enc.timers if t.combatant != c.id]
        return
    if c.has("unconscious"):
        enc.checks[:] = [k for k in enc.checks if k.combatant != c.id
                         or k.kind in ("death", "wake") or k.source is not None]
    if not c.has("stunned"):  # a stun roll still owed (R34) decides nothing once it is over
        enc.checks[:] = [k for k in enc.checks if k.combatant != c.id
                         or k.kind != "stun_recovery" or k.source is not None]
    if c.has("coma") and c.sheet.hp is not None and c.sheet.hp >= 1:
        # R23: healed to 1 HP or more, the coma ends; waking follows 15 minutes later (G14)
        clear_condition(enc, c, "coma")
    schedule_wake(enc, c, now)
    heal_wounds(c)
    # G7: a temporary crippling lasts until the HP are back, however they came back (the
    # GM's edit, a meal day), not only until the next Advance time
    recover_temporary(enc, c.id)


def heal_wounds(c: Combatant) -> None:
    """G14: back at full HP, the injury of every location that is not crippled or lost is
    healed (it no longer shows on the figure)."""
    s = c.sheet
    if s.hp is not None and s.hp >= s.max_hp and any(p.status == "ok" for p in s.parts.values()):
        s.parts = {k: p for k, p in s.parts.items() if p.status != "ok"}


def hp_healed(enc: Encounter, c: Combatant, before: int, now: int | None = None) -> None:
    """HP came back (rest, a meal day, the GM) at campaign minute ``now`` (the calendar's if
    None): the wounds heal with it and waking is judged again (G14: healed to 1 HP or more
    wakes 15 minutes later; R23: a coma too)."""
    if c.sheet.hp != before:
        conditions_changed(enc, c, now)


def sheet_edited(enc: Encounter, before: Combatant, after: Combatant) -> None:
    """What followed from the old numbers and wounds is judged again, in the edit's own
    action: timers of wounds that are gone, conditions a wound caused, G11."""
    old, new = before.sheet, after.sheet
    if new.body != old.body:
        # its wounds are gone with the old locations: so are their timers
        enc.timers[:] = [t for t in enc.timers if t.combatant != after.id]
    else:  # fewer brainless heads: the lost ones take their timers along
        gone = set(old.plan.by_id) - set(new.plan.by_id)
        enc.timers[:] = [t for t in enc.timers
                         if t.combatant != after.id or t.location not in gone]
    wounds_changed(enc, after)
    if (new.hp, new.max_hp) != (old.hp, old.max_hp):
        hp_edited(enc, after, old.hp, old.max_hp)


def hp_edited(enc: Encounter, c: Combatant, old_hp: int, old_max: int) -> None:
    """G11 again after the GM changed HP or max HP by hand: dead at −5×HP, destroyed at
    −10×HP, a death check for each −N×HP newly reached, none for a threshold no longer
    reached, no roll to stay conscious above 0 HP (and the current modifier below)."""
    s = c.sheet
    hp, mx = s.hp, s.max_hp
    assert hp is not None
    if hp < old_hp:  # an injury the GM typed (R17: rest starts again)
        injured(enc, c)
    if hp <= -10 * mx:
        set_condition(enc, c, "destroyed")
    if hp <= -5 * mx:
        set_condition(enc, c, "dead")
    if not (c.has("dead") or c.has("destroyed")):
        _rejudge_checks(enc, c, old_hp, old_max)
    conditions_changed(enc, c)


def _rejudge_checks(enc: Encounter, c: Combatant, old_hp: int, old_max: int) -> None:
    """The pending death and collapse checks of ``c`` as its edited HP call for them."""
    hp, mx = c.sheet.hp, c.sheet.max_hp
    assert hp is not None
    owed = {n for n in range(1, 5) if hp <= -n * mx}
    reached_before = {n for n in range(1, 5) if old_hp <= -n * old_max}
    for k in [k for k in enc.checks if k.combatant == c.id]:
        if k.kind == "death" and k.threshold not in owed:
            enc.checks.remove(k)
            enc.add_log("death_check_dropped", c.id, name=c.name, n=k.threshold,
                        hp=hp, max_hp=mx)
        elif k.kind == "collapse" and hp > 0:
            enc.checks.remove(k)
            enc.add_log("collapse_dropped", c.id, name=c.name, hp=hp, max_hp=mx)
        elif k.kind == "collapse":
            k.modifier = -((-hp) // mx)
    pending = {k.threshold for k in enc.checks
               if k.combatant == c.id and k.kind == "death"}
    for n in sorted(owed - reached_before - pending):
        add_check(enc, c.id, "death", 0, n)
        enc.add_log("death_check_owed", c.id, name=c.name, n=n, hp=hp, max_hp=mx)
