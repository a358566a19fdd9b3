"""GURPS behind the ruleset seam: turn order, hits, checks, per-turn effects, end of combat
(G7) and campaign time. Functions here change an :class:`Encounter` in place; callers wrap
them in ``Encounter.perform`` so each is one undoable action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..calendar import DAYS_PER_MONTH, RecoveryTimer
from ..combatant import Combatant, Condition
from ..errors import RulesError
from .checks import PendingCheck, success_roll
from .resolver import Hit, Options, Outcome, resolve

if TYPE_CHECKING:
    from ..encounter import Encounter


def medical_modifier(tl: int | None) -> int:
    """G7: months of lasting crippling are reduced by medical care of this TL."""
    if tl is None:
        return 0
    if tl >= 7:
        return 3
    if tl == 6:
        return 2
    if tl == 5:
        return 1
    return 0


#: G6 effects of a crippled part that make its bearer fall
_FALLS = frozenset({"leg", "foot"})


class GurpsRuleset:
    id = "gurps"

    # -- turn order -------------------------------------------------------------------------
    @staticmethod
    def order_key(c: Combatant) -> tuple:
        """Higher Basic Speed first, then higher DX, then the higher tie-break roll."""
        return (-c.sheet.basic_speed, -c.sheet.dx, -c.initiative_roll)

    def sort_order(self, enc: Encounter) -> None:
        current = enc.current.id if enc.current else None
        enc.order.sort(key=lambda cid: self.order_key(enc.combatants[cid]))
        if current in enc.order:
            enc.turn = enc.order.index(current)

    def place(self, enc: Encounter, cid: str) -> None:
        """Put ``cid`` where the turn order rules put it among the others, and leave their
        order alone: the GM may have moved them by hand (a held action, a tie decided at
        the table), and adding or editing one combatant must not undo that."""
        current = enc.current.id if enc.current else None
        if cid in enc.order:
            enc.order.remove(cid)
        key = self.order_key(enc.combatants[cid])
        # right after the last one who acts before it by the rules (even if the GM moved
        # that one down): never ahead of anyone faster
        at = 1 + max((i for i, other in enumerate(enc.order)
                      if self.order_key(enc.combatants[other]) <= key), default=-1)
        enc.order.insert(at, cid)
        if current in enc.order:
            enc.turn = enc.order.index(current)

    # -- hits -------------------------------------------------------------------------------
    def options(self, enc: Encounter) -> Options:
        return Options(blunt_trauma=bool(enc.options.get("blunt_trauma", False)))

    def preview(self, enc: Encounter, cid: str, hit: Hit) -> Outcome:
        """Resolve without changing anything (random rolls must be given)."""
        return resolve(enc.get(cid).sheet.target(), hit, self.options(enc), None)

    def apply_hit(self, enc: Encounter, cid: str, hit: Hit) -> Outcome:
        c = enc.get(cid)
        if c.has("destroyed"):
            raise RulesError("destroyed", f"{c.name}'s body is destroyed: it cannot be hit")
        outcome = resolve(c.sheet.target(), hit, self.options(enc), enc.dice)
        c.sheet.apply(outcome)
        if outcome.type == "fat" and outcome.hp_after != outcome.hp_before:
            enc.add_log("hit_fat_hp", cid, outcome.explain, name=c.name, damage=outcome.damage,
                        fp_before=outcome.fp_before, fp_after=outcome.fp_after,
                        hp_before=outcome.hp_before, hp_after=outcome.hp_after)
        elif outcome.type == "fat":
            enc.add_log("hit_fat", cid, outcome.explain, name=c.name, damage=outcome.damage,
                        fp_before=outcome.fp_before, fp_after=outcome.fp_after)
        else:
            enc.add_log("hit", cid, outcome.explain, name=c.name, damage=outcome.damage,
                        type=outcome.type, location=outcome.location, injury=outcome.injury,
                        hp_before=outcome.hp_before, hp_after=outcome.hp_after)
        if outcome.shock and enc.in_combat:  # out of combat there is no next turn to hurt
            self._add_shock(enc, c, outcome.shock)
        for loc, effect in outcome.effects:
            if effect in _FALLS and "prone" not in c.conditions:
                self._set(enc, c, "prone", cause=loc)  # G6: falls; it goes with the wound
        if outcome.destroyed:
            self._set(enc, c, "destroyed")
        if outcome.dead:
            self._set(enc, c, "dead")
        elif not c.has("dead"):  # a corpse rolls for nothing
            # G11 thresholds count every HP lost, also HP lost to fatigue below 0 FP
            for n in range(1, 5):
                if outcome.hp_after <= -n * c.sheet.max_hp < outcome.hp_before:
                    self._check(enc, cid, "death", 0, n)
            if (outcome.knockdown_check is not None and enc.in_combat
                    and not c.has("unconscious")):
                self._check(enc, cid, "knockdown", outcome.knockdown_check)
        if (not enc.in_combat and not c.has("dead")
                and (outcome.shock or outcome.knockdown_check is not None)):
            # G9/G10 act on the fight's turns: say why the preview's shock and roll are absent
            enc.add_log("no_combat_effects", cid, name=c.name)
        self.conditions_changed(enc, c)
        return outcome

    def conditions_changed(self, enc: Encounter, c: Combatant) -> None:
        """Drop the pending checks of ``c`` that no longer decide anything: every one once it
        is dead, and all but death checks while it is unconscious (also when the GM sets the
        condition by hand)."""
        if c.has("dead") or c.has("destroyed"):
            keep: tuple[str, ...] = ()
            # a corpse recovers nothing (G7): its wounds stay as they are, without timers
            enc.timers[:] = [t for t in enc.timers if t.combatant != c.id]
        elif c.has("unconscious"):
            keep = ("death",)
        else:
            return
        enc.checks[:] = [k for k in enc.checks if k.combatant != c.id or k.kind in keep]

    def wounds_changed(self, enc: Encounter, c: Combatant) -> None:
        """Conditions that came from a wound go with it (a body plan changed, a part
        recovered): a fall stays only while some leg or foot is still crippled or lost."""
        for cond in list(c.conditions.values()):
            if cond.cause is None or c.sheet.status_of(cond.cause) != "ok":
                continue
            other = next((loc for loc, p in c.sheet.parts.items()
                          if p.status != "ok" and p.effect in _FALLS), None)
            if cond.name == "prone" and other is not None:
                cond.cause = other
            else:
                self._clear(enc, c, cond.name)

    def hp_edited(self, enc: Encounter, c: Combatant, old_hp: int, old_max: int) -> None:
        """G11 again after the GM changed HP or max HP by hand: dead at −5×HP, destroyed at
        −10×HP, a death check for each −N×HP newly reached, none for a threshold no longer
        reached, no roll to stay conscious above 0 HP (and the current modifier below)."""
        s = c.sheet
        hp, mx = s.hp, s.max_hp
        assert hp is not None
        if hp <= -10 * mx:
            self._set(enc, c, "destroyed")
        if hp <= -5 * mx:
            self._set(enc, c, "dead")
        if not (c.has("dead") or c.has("destroyed")):
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
                self._check(enc, c.id, "death", 0, n)
                enc.add_log("death_check_owed", c.id, name=c.name, n=n, hp=hp, max_hp=mx)
        self.conditions_changed(enc, c)

    def _add_shock(self, enc: Encounter, c: Combatant, shock: int) -> None:
        # G10: several hits in one turn total at most -4 (a single hit may reach -8).
        old = c.conditions.get("shock")
        floor = min(-4, shock)
        value = max((old.value if old else 0) + shock, floor)
        own_turn = enc.current is not None and enc.current.id == c.id
        c.conditions["shock"] = Condition("shock", None, value, own_turn or bool(old and old.fresh),
                                          ticked_to=enc.tick_mark(c.id))

    def _set(self, enc: Encounter, c: Combatant, name: str, **kw) -> None:
        if name not in c.conditions:
            c.conditions[name] = Condition(name, **kw)
            enc.add_log("condition_on", c.id, name=c.name, condition=name)

    def _fall(self, enc: Encounter, c: Combatant) -> None:
        """Prone for a reason of its own: it no longer leaves with a healed leg."""
        self._set(enc, c, "prone")
        c.conditions["prone"].cause = None

    def _clear(self, enc: Encounter, c: Combatant, name: str) -> None:
        if c.conditions.pop(name, None) is not None:
            enc.add_log("condition_off", c.id, name=c.name, condition=name)

    def _check(self, enc: Encounter, cid: str, kind: str, modifier: int = 0,
               threshold: int = 0) -> PendingCheck:
        chk = PendingCheck(enc.next_id("check"), cid, kind, modifier, threshold)
        enc.checks.append(chk)
        return chk

    # -- checks -----------------------------------------------------------------------------
    def check_target(self, enc: Encounter, chk: PendingCheck) -> int:
        return enc.get(chk.combatant).sheet.ht + chk.modifier

    def resolve_check(self, enc: Encounter, check_id: int, roll: int | None = None):
        chk = next((c for c in enc.checks if c.id == check_id), None)
        if chk is None:
            raise RulesError("unknown_check", f"no pending check #{check_id}")
        c = enc.get(chk.combatant)
        target = self.check_target(enc, chk)
        if roll is None:
            roll = enc.dice.roll(3)
        result = success_roll(target, roll)
        enc.checks.remove(chk)
        verdict = ("critical success" if result.critical and result.success else
                   "critical failure" if result.critical else
                   "success" if result.success else "failure")
        enc.add_log("check", c.id, name=c.name, check=chk.kind, roll=roll, target=target,
                    result=verdict)
        if chk.kind == "knockdown" and not result.success:
            self._set(enc, c, "stunned")
            self._fall(enc, c)
            if result.margin <= -5 or result.critical:
                self._set(enc, c, "unconscious")
        elif chk.kind == "stun_recovery" and result.success:
            self._clear(enc, c, "stunned")
        elif chk.kind == "collapse" and not result.success:
            self._set(enc, c, "unconscious")
            self._fall(enc, c)
        elif chk.kind == "death" and not result.success:
            self._set(enc, c, "dead")
        self.conditions_changed(enc, c)
        return result

    # -- turns ------------------------------------------------------------------------------
    def start_turn(self, enc: Encounter, c: Combatant) -> None:
        if c.has("dead") or c.has("destroyed"):
            return
        hp, max_hp = c.sheet.hp, c.sheet.max_hp
        assert hp is not None
        if hp <= 0 and not c.has("unconscious"):
            # G11: -1 per full multiple of HP below zero
            self._turn_check(enc, c, "collapse", -((-hp) // max_hp))
        if c.has("stunned") and not c.has("unconscious"):
            self._turn_check(enc, c, "stun_recovery", 0)

    def _turn_check(self, enc: Encounter, c: Combatant, kind: str, modifier: int) -> None:
        """A roll owed at the start of each turn. One still pending from an earlier turn was
        skipped: this turn's replaces it (logged), so they never pile up."""
        for old in [k for k in enc.checks if k.combatant == c.id and k.kind == kind]:
            enc.checks.remove(old)
            enc.add_log("check_lapsed", c.id, name=c.name, check=kind)
        self._check(enc, c.id, kind, modifier)

    def end_turn(self, enc: Encounter, c: Combatant) -> None:
        """Count the end of ``c``'s turn in ``enc.round`` once for each of its conditions with
        a duration (also when the turn is replayed after "previous turn")."""
        replay = enc.turns_back > 0
        for cond in list(c.conditions.values()):
            if cond.name != "shock" and cond.rounds is None:
                continue
            if cond.ticked_to is None:
                if replay:  # from before ticks were kept: it counted on the first pass
                    continue
            elif cond.ticked_to >= enc.round:
                continue  # this turn's end already counted it
            cond.ticked_to = enc.round
            if cond.name == "shock":
                if cond.fresh:
                    cond.fresh = False
                else:
                    self._clear(enc, c, "shock")
            elif cond.rounds is not None:
                cond.rounds -= 1
                if cond.rounds <= 0:
                    self._clear(enc, c, cond.name)

    def takes_turn(self, c: Combatant) -> bool:
        """G11: the dead, the destroyed and the unconscious act no more (their pending
        checks stay in the checks dock)."""
        return not c.is_out

    # -- end of combat (G7) -----------------------------------------------------------------
    def end_combat(self, enc: Encounter,
                   rolls: dict[tuple[str, str], int] | None = None,
                   months: dict[tuple[str, str], int] | None = None) -> list[RecoveryTimer]:
        """One HT roll per crippled part; dismemberment is permanent without a roll."""
        rolls = rolls or {}
        months = months or {}
        made: list[RecoveryTimer] = []
        for c in enc.ordered():
            if c.has("dead") or c.has("destroyed"):
                continue  # a corpse's wounds stay as they were: no roll, no timer
            plan = c.sheet.plan
            for loc_id, part in c.sheet.parts.items():
                if part.status == "ok" or part.duration is not None:
                    continue
                loc_name = plan.by_id[loc_id].id
                timer = RecoveryTimer(enc.next_id("timer"), c.id, loc_id, "permanent",
                                      medical_tl=c.sheet.medical_tl,
                                      started_day=enc.calendar.day)
                if part.status in ("severed", "destroyed"):
                    enc.add_log("dismembered", c.id, name=c.name, location=loc_name)
                else:
                    roll = rolls.get((c.id, loc_id))
                    if roll is None:
                        roll = enc.dice.roll(3)
                    result = success_roll(c.sheet.ht, roll)
                    timer.roll = roll
                    if result.success:
                        timer.kind = "temporary"
                    elif not result.critical:
                        timer.kind = "lasting"
                        m = months.get((c.id, loc_id))
                        if m is None:
                            m = enc.dice.roll(1)
                        timer.months = max(1, m - medical_modifier(c.sheet.medical_tl))
                        timer.days_left = timer.months * DAYS_PER_MONTH
                    enc.add_log("duration", c.id, name=c.name, location=loc_name, roll=roll,
                                target=c.sheet.ht, kind=timer.kind)
                part.duration = timer.kind
                enc.timers.append(timer)
                made.append(timer)
        enc.in_combat = False
        # knockdown, stun and staying conscious are matters of the fight's turns; a death
        # check is not (G11: HT roll or die): it stays pending until the GM resolves it
        enc.checks[:] = [k for k in enc.checks if k.kind == "death"]
        for c in enc.ordered():
            for name in ("shock", "stunned"):
                c.conditions.pop(name, None)
        enc.add_log("end_combat")
        return made

    def start_combat(self, enc: Encounter) -> None:
        enc.in_combat = True
        enc.round = 1
        self.sort_order(enc)
        enc.turn = 0
        enc.add_log("round", round=1)

    # -- campaign time ----------------------------------------------------------------------
    def advance_time(self, enc: Encounter, hours: int,
                     heal_rolls: dict[str, list[int]] | None = None) -> int:
        if isinstance(hours, bool) or not isinstance(hours, int) or hours <= 0:
            raise RulesError("bad_number", "time to advance must be a whole number of hours > 0")
        heal_rolls = heal_rolls or {}
        days = enc.calendar.advance(hours)
        enc.add_log("time", hours=hours, day=enc.calendar.day, hour=enc.calendar.hour)
        for c in enc.ordered():
            s = c.sheet
            if not (c.has("dead") or c.has("destroyed")):
                s.fp = min(s.max_fp, (s.fp or 0) + hours * 6)  # 1 FP per 10 minutes of rest
        for day in range(days):
            for c in enc.ordered():
                s = c.sheet
                assert s.hp is not None
                if c.has("dead") or c.has("destroyed") or s.hp >= s.max_hp:
                    continue
                given = heal_rolls.get(c.id, [])
                roll = given[day] if day < len(given) else enc.dice.roll(3)
                before = s.hp
                if success_roll(s.ht, roll).success:
                    s.hp += 1
                enc.add_log("heal", c.id, name=c.name, roll=roll, target=s.ht,
                            before=before, after=s.hp)
            for timer in list(enc.timers):
                if timer.kind == "lasting" and timer.days_left is not None:
                    timer.days_left -= 1
                    if timer.days_left <= 0:
                        self._recover(enc, timer)
            self._recover_temporary(enc)
        if days == 0:
            self._recover_temporary(enc)
        return days

    def _recover_temporary(self, enc: Encounter) -> None:
        for timer in list(enc.timers):
            if timer.kind != "temporary" or timer.combatant not in enc.combatants:
                continue
            s = enc.combatants[timer.combatant].sheet
            if s.hp is not None and s.hp >= s.max_hp:
                self._recover(enc, timer)

    def _recover(self, enc: Encounter, timer: RecoveryTimer) -> None:
        enc.timers.remove(timer)
        c = enc.combatants.get(timer.combatant)
        if c is None:
            return
        c.sheet.parts.pop(timer.location, None)
        enc.add_log("recovered", c.id, name=c.name, location=timer.location)
        self.wounds_changed(enc, c)


GURPS = GurpsRuleset()
