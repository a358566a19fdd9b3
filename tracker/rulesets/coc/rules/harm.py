"""Harm at the table: damage landing on a combatant (C0, C7, C8, C10, R5, R7), its states as
conditions, the death clocks on the turn order and the checks they leave for the keeper.

These change an encounter in place and run inside ``Encounter.perform`` (an operation or a
hook); they touch every combatant they change that the action did not name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tracker.model.checks import PendingCheck
from tracker.model.combatant import Combatant, Condition
from tracker.model.encounter import SLOT_SEP, combatant_of
from tracker.model.explain import ExplainLine
from tracker.model.options import resolved
from tracker.model.tracks import current

from .checks import Options
from .death import DeathClock, end_action
from .injury import (
    DEAD,
    DYING,
    UNCONSCIOUS,
    UNCONSCIOUS_HP,
    DamageResult,
    Wound,
    apply_damage,
)
from .state import clocks

if TYPE_CHECKING:
    from tracker.model.encounter import Encounter

KNOCKED_OUT = "knocked_out"
PRONE, WEAPON_DROPPED, CLOSED_IN = "prone", "weapon_dropped", "closed_in"
GRAPPLED = "grappled"
TEMPORARY_INSANITY, INDEFINITE_INSANITY = "temporary_insanity", "indefinite_insanity"
#: condition ids the CoC rules set and clear themselves
CONDITIONS = (PRONE, WEAPON_DROPPED, UNCONSCIOUS, KNOCKED_OUT, DYING, DEAD, CLOSED_IN,
              GRAPPLED, TEMPORARY_INSANITY, INDEFINITE_INSANITY)
#: kinds of pending checks: CON×5 to wake (C8), CON×5 against shock (C0), the keeper's
#: confirmation of a death whose clock ran out (C10) — not a roll — and the 1d3 SAN lost on
#: waking or awake at HP 2 or less (C8, R6), which the keeper may type (R16)
CHECK_KINDS = ("wake", "shock", "death", "san_loss")


def options(enc: Encounter) -> Options:
    """The encounter's CoC options, each unset one at the default the ruleset declares."""
    return Options(**resolved(enc.ruleset.options, enc.options))


# -- conditions ---------------------------------------------------------------------------------


def set_cond(enc: Encounter, c: Combatant, name: str) -> bool:
    """Set condition ``name`` on ``c`` (its value: the round it began); False if it was on."""
    if name == UNCONSCIOUS:
        # C0: the shock roll decides only whether the wounded one falls unconscious; once
        # out, a shock roll still pending asks the keeper for nothing
        drop_checks(enc, c.id, ("shock",))
    if name in c.conditions:
        return False
    enc.touch(c.id)
    c.conditions[name] = Condition(name, None, enc.round)
    enc.add_log("condition_on", c.id, name=c.name, condition=name)
    return True


def clear_cond(enc: Encounter, c: Combatant, name: str) -> bool:
    if name not in c.conditions:
        return False
    enc.touch(c.id)
    del c.conditions[name]
    enc.add_log("condition_off", c.id, name=c.name, condition=name)
    return True


def dropped_keys(c: Combatant) -> tuple[str, ...] | None:
    """The weapon keys ("w0" …) ``c`` dropped (C3); None when the keeper set the condition
    by hand without naming one (then every weapon counts as dropped)."""
    cond = c.conditions.get(WEAPON_DROPPED)
    if cond is None:
        return ()
    return tuple(cond.cause.split(",")) if cond.cause else None


def drop_weapon(enc: Encounter, c: Combatant, key: str) -> None:
    """C3: a fumbled weapon attack drops that weapon (the others stay in hand)."""
    enc.touch(c.id)
    had = dropped_keys(c)
    set_cond(enc, c, WEAPON_DROPPED)
    cond = c.conditions[WEAPON_DROPPED]
    if had is not None:
        cond.cause = ",".join(dict.fromkeys((*had, key)))


def is_dead(c: Combatant) -> bool:
    return c.has(DEAD)


def add_check(enc: Encounter, cid: str, kind: str, **data: Any) -> PendingCheck:
    """A pending check. Every roll the rules owe is its own check (R34): one still pending
    is never replaced (two shock wounds owe two CON×5, round 2's and round 3's 1d3 SAN are
    both owed). Only the keeper's confirmation of a death is kept once: it is no roll, and
    a later reason for it (the clock ran out in time) says the same thing anew."""
    if kind == "death":
        enc.checks[:] = [k for k in enc.checks if not (k.combatant == cid and k.kind == kind)]
    chk = PendingCheck(enc.next_id("check"), cid, kind, data=data)
    enc.checks.append(chk)
    return chk


def drop_checks(enc: Encounter, cid: str, kinds: tuple[str, ...] = CHECK_KINDS,
                only_outside: bool = False) -> None:
    enc.checks[:] = [k for k in enc.checks if not (
        k.combatant == cid and k.source is None and k.kind in kinds
        and (not only_outside or k.data.get("outside")))]


# -- damage -------------------------------------------------------------------------------------


def acting_position(enc: Encounter, actor: str | None) -> str | None:
    """The turn-order position whose action this is: the current one if it is ``actor``'s
    (or no actor is named), else ``actor``'s own row."""
    pos = enc.position
    if actor is None or (pos is not None and combatant_of(pos) == actor):
        return pos
    return actor if actor in enc.order else pos


def damage_result(enc: Encounter, c: Combatant, damage: int, by: str | None,
                  opts: Options | None = None) -> DamageResult:
    """What ``damage`` (armor already off) dealt by the action at order position ``by``
    would do to ``c``, changing nothing: the one reading of the encounter that previews and
    :func:`hurt` share, so a preview shows what is applied."""
    s = c.sheet
    at = by if by is not None and by in enc.order else None
    return apply_damage(c.id, current(s, "hp"), s.stat("con"), damage,
                        pc=c.side == "pc", in_combat=enc.in_combat and at is not None,
                        round=enc.round, by=at, order=enc.order,
                        options=opts if opts is not None else options(enc))


def hurt(enc: Encounter, c: Combatant, damage: int, *, by: str | None,
         source: str = "normal", lines: tuple[ExplainLine, ...] = (),
         log_key: str = "coc.damage", res: DamageResult | None = None,
         **log_args: Any) -> None:
    """``damage`` (armor already off) lands on ``c``: HP, the wound (for first aid), states,
    shock, death clock or death. Logs one entry with ``lines`` and the damage's own trace.
    ``res``: :func:`damage_result` of this damage when the caller previewed it already."""
    enc.touch(c.id)
    s = c.sheet
    if res is None:
        res = damage_result(enc, c, damage, by)
    trace = tuple(lines) + named(enc, res.explain)
    if is_dead(c):
        enc.add_log("coc.no_damage", c.id, trace, name=c.name)
        return
    s.hp = res.hp
    if res.lost > 0:
        s.wounds.append(Wound(res.lost, source))
    enc.add_log(log_key, c.id, trace, name=c.name, damage=damage, hp_before=res.hp_before,
                hp_after=res.hp, source=source, **log_args)
    if res.dead:  # at once (an NPC at 0, R7): nobody is told it falls unconscious first
        die(enc, c)
        return
    if UNCONSCIOUS in res.states:
        set_cond(enc, c, UNCONSCIOUS)
    if DYING in res.states:
        set_cond(enc, c, DYING)
    if res.death_clock is not None:
        start_clock(enc, res.death_clock)
    elif res.death_outside_combat:
        add_check(enc, c.id, "death", outside=True)
    if res.shock_check is not None and not c.has(UNCONSCIOUS):
        add_check(enc, c.id, "shock")


def clock_ran_out(enc: Encounter, cid: str) -> bool:
    """``cid``'s death clock ran out in combat and only the keeper's confirmation is left:
    the investigator is dead and no healing saves them (R12)."""
    return any(k.combatant == cid and k.kind == "death" and not k.data.get("outside")
               for k in enc.checks)


def heal(enc: Encounter, c: Combatant, before: int) -> None:
    """HP went up from ``before``: a patient at 1+ is no longer dying and its clock stops
    (R7); one raised from 2 or less to 3+ wakes, unless a knockout put it out (R6). Once the
    clock ran out nothing changes (R12)."""
    if is_dead(c) or clock_ran_out(enc, c.id):
        return
    hp = c.sheet.hp or 0
    if hp >= 1:
        clear_cond(enc, c, DYING)
        stop_clocks(enc, c)
        drop_checks(enc, c.id, ("death",), only_outside=True)
    if before <= UNCONSCIOUS_HP < hp and not c.has(KNOCKED_OUT):
        clear_cond(enc, c, UNCONSCIOUS)
        drop_checks(enc, c.id, ("wake",))
    offer_wake(enc, c)  # first aid after the fight: one healed from 0 may now wake


def offer_wake(enc: Encounter, c: Combatant) -> None:
    """Out of combat a knocked-out combatant (R5) at HP 3+ has its CON×5 to wake pending (the
    one left from the fight, or a new one). C8's waking runs on combat rounds only (R30): one
    at HP 2 or less stays out until healed to 3+ or woken by the keeper. In combat each round
    start gives the roll."""
    if enc.in_combat or is_dead(c) or not c.has(UNCONSCIOUS):
        return
    if (c.sheet.hp or 0) <= UNCONSCIOUS_HP:
        return
    if not any(k.combatant == c.id and k.kind == "wake" for k in enc.checks):
        enc.touch(c.id)
        add_check(enc, c.id, "wake")


def die(enc: Encounter, c: Combatant, trace: tuple[ExplainLine, ...] = ()) -> None:
    # the states of the living end with death, which the death line says: no longer dying
    # (the clock is over), unconscious or knocked out (nobody wakes); lying down and a
    # dropped gun stay
    if any(state in c.conditions for state in (DYING, UNCONSCIOUS, KNOCKED_OUT)):
        enc.touch(c.id)
        for state in (DYING, UNCONSCIOUS, KNOCKED_OUT):
            c.conditions.pop(state, None)
    if set_cond(enc, c, DEAD):
        enc.add_log("coc.death", c.id, trace, name=c.name)
    clocks(enc)[:] = [k for k in clocks(enc) if k["victim"] != c.id]
    drop_checks(enc, c.id)
    pass_on(enc, c.id)


def pass_on(enc: Encounter, dead: str) -> None:
    """R13: the clocks ``dead`` held move at once to the nearest living position before its
    one in the order (R7), so every view names the new holder; with nobody alive before it
    the deadline was the last action of the round the victim fell in, which has passed when
    that round is over."""
    ran_out = []
    for clock in clocks(enc):
        after = clock["after"]
        if combatant_of(after) != dead or after not in enc.order:
            continue
        idx = enc.order.index(after)
        heir = next((enc.order[j] for j in range(idx - 1, -1, -1)
                     if _alive(enc, enc.order[j], clock["victim"])), None)
        victim = enc.combatants.get(clock["victim"])
        if heir is not None:
            enc.touch(combatant_of(heir))  # its row shows the clock now
            clock["after"] = heir
            clock["before"] = [enc.order[j] for j in range(enc.order.index(heir) - 1, -1, -1)]
            if victim is not None:
                enc.touch(victim.id)
                enc.add_log("coc.clock_passed", victim.id, name=victim.name,
                            holder=_name_of(enc, heir), round=int(clock["round"]))
            continue
        clock["after"], clock["round"] = enc.order[-1], int(clock["round"]) - 1
        clock["before"] = [enc.order[j] for j in range(len(enc.order) - 2, -1, -1)]
        if enc.round > clock["round"]:
            ran_out.append(clock)
    for clock in ran_out:
        clocks(enc).remove(clock)
        c = enc.combatants.get(clock["victim"])
        if c is None or is_dead(c):
            continue
        enc.touch(c.id)
        enc.add_log("coc.clock_out", c.id, (
            ExplainLine("coc.clock.nobody_before", "R7", {
                "victim": c.name, "after": _name_of(enc, dead)}),
            ExplainLine("coc.clock.out", "C10", {"victim": c.name}),
            ExplainLine("coc.clock.confirm", "C10")), name=c.name)
        add_check(enc, c.id, "death", clock=f"{clock['after']}/{clock['round']}")


# -- death clocks -------------------------------------------------------------------------------


def start_clock(enc: Encounter, clock: DeathClock) -> None:
    idx = enc.order.index(clock.after)
    entry = {**clock.to_dict(), "before": [enc.order[j] for j in range(idx - 1, -1, -1)]}
    lst = clocks(enc)
    lst[:] = [k for k in lst if k["victim"] != clock.victim] + [entry]
    c = enc.combatants[clock.victim]
    enc.add_log("coc.clock", c.id, name=c.name, holder=_name_of(enc, clock.after),
                round=clock.round)


def stop_clocks(enc: Encounter, c: Combatant) -> None:
    lst = clocks(enc)
    if any(k["victim"] == c.id for k in lst):
        lst[:] = [k for k in lst if k["victim"] != c.id]
        enc.add_log("coc.clock_stopped", c.id, name=c.name, hp=c.sheet.hp)


def _name_of(enc: Encounter, position: str) -> str:
    c = enc.combatants.get(combatant_of(position))
    return c.name if c is not None else position


def _alive(enc: Encounter, position: str, victim: str) -> bool:
    cid = combatant_of(position)
    c = enc.combatants.get(cid)
    return c is not None and cid != victim and not is_dead(c) and position in enc.order


def _settle_holders(enc: Encounter) -> list[tuple[dict[str, Any], tuple[ExplainLine, ...]]]:
    """Clocks whose holder position is gone from the order: a handgun slot not there this
    round falls back to the holder's own action; a holder who left passes it on to the
    nearest living position that was before it (R7). Returns clocks that ran out."""
    out = []
    for clock in list(clocks(enc)):
        after = clock["after"]
        if after in enc.order:
            continue
        own = combatant_of(after)
        if SLOT_SEP in after and own in enc.order:
            clock["after"] = own
            continue
        heir = next((p for p in clock.get("before", []) if _alive(enc, p, clock["victim"])),
                    None)
        if heir is not None:
            enc.touch(combatant_of(heir))  # its row shows the clock now
            clock["after"] = heir
            continue
        if enc.order and enc.round <= int(clock["round"]) - 1:
            # R7 as for a holder who dies (pass_on): with nobody alive before it, the clock
            # runs out with the last action of the round the victim fell in, not at once
            clock["after"], clock["round"] = enc.order[-1], int(clock["round"]) - 1
            clock["before"] = [enc.order[j] for j in range(len(enc.order) - 2, -1, -1)]
            enc.touch(combatant_of(enc.order[-1]))
            continue
        clocks(enc).remove(clock)
        out.append((clock, (ExplainLine("coc.clock.nobody_before", "R7", {
            "victim": _name_of(enc, clock["victim"]), "after": _name_of(enc, after)}),
            ExplainLine("coc.clock.out", "C10", {"victim": _name_of(enc, clock["victim"])}))))
    return out


def run_clocks(enc: Encounter, round_: int, actor: str | None) -> None:
    """The order position ``actor`` of round ``round_`` is over (it acted or was passed
    over): every clock whose deadline has come runs out and leaves a death to confirm.
    ``actor`` None: only pass on the clocks of holders that left the order."""
    ran_out = _settle_holders(enc)
    lst = clocks(enc)
    if lst and actor is not None and actor in enc.order:
        dead = {cid for cid, c in enc.combatants.items() if is_dead(c)}
        hp = {cid: (c.sheet.hp or 0) for cid, c in enc.combatants.items()}
        by_victim = {k["victim"]: k for k in lst}
        running = [DeathClock.from_dict(k) for k in lst if k["victim"] in enc.combatants]
        res = end_action(round_, actor, enc.order, dead, running, hp)
        keep = {k.victim for k in res.clocks}
        for victim in list(by_victim):
            if victim not in keep:
                lst.remove(by_victim[victim])
        named_ = named(enc, res.explain)
        for victim in res.deaths:
            mine = tuple(x for x, raw in zip(named_, res.explain, strict=True)
                         if raw.args.get("victim") == victim)
            ran_out.append((by_victim[victim], mine))
    for clock, trace in ran_out:
        c = enc.combatants.get(clock["victim"])
        if c is None or is_dead(c):
            continue
        enc.add_log("coc.clock_out", c.id, trace + (ExplainLine("coc.clock.confirm", "C10"),),
                    name=c.name)
        add_check(enc, c.id, "death", clock=f"{clock['after']}/{clock['round']}")


_POSITION_ARGS = ("victim", "after", "holder")


def named(enc: Encounter, lines: tuple[ExplainLine, ...]) -> tuple[ExplainLine, ...]:
    """Death-clock lines with the combatants' names instead of their ids and positions."""
    out = []
    for line in lines:
        if any(k in line.args for k in _POSITION_ARGS):
            line = ExplainLine(line.key, line.rule, {
                k: (_name_of(enc, v) if k in _POSITION_ARGS and isinstance(v, str) else v)
                for k, v in line.args.items()})
        out.append(line)
    return tuple(out)


def clock_text_args(enc: Encounter, clock: dict[str, Any]) -> tuple[str, str, int]:
    """(victim name, holder name, round) of a running clock, for the views."""
    return (_name_of(enc, clock["victim"]), _name_of(enc, clock["after"]), int(clock["round"]))
