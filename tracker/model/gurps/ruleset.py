"""GURPS behind the ruleset seam: sheets, turn order, hits, checks, per-turn effects, end of
combat (G7) and campaign time. Functions here change an :class:`Encounter` in place; the core
wraps them in ``Encounter.perform`` so each is one undoable action."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from ..bars import track_state
from ..calendar import Calendar
from ..checks import PendingCheck
from ..combatant import Combatant, Condition
from ..errors import RulesError
from ..options import Option
from ..ruleset import BaseRuleset, CheckSpec, LazyModules, Track, module_hooks
from ..tracks import current
from . import stun_time, texts
from .checks import CHECK_KINDS, success_roll
from .combat_effects import combat_effects
from .modules import PROVIDERS as MODULE_PROVIDERS
from .recovery import DAYS_PER_MONTH, TIMER_KINDS, RecoveryTimer, medical_modifier

# the sheet, the resolver and their body plans load with the first sheet or hit (an empty
# encounter's window needs none of them: a faster first frame, issue #18)
if TYPE_CHECKING:
    from ..encounter import Encounter
    from ..timeline import Advance
    from ..validation import Checker
    from .resolver import Hit, Options, Outcome
    from .sheet import GurpsSheet

__all__ = ["GURPS", "RULESET", "GurpsRuleset", "medical_modifier"]


#: G6 effects of a crippled part that make its bearer fall
_FALLS = frozenset({"leg", "foot"})


class GurpsRuleset(BaseRuleset):
    id = "gurps"
    #: its part of a headless session (ops and state keys of its own), loaded when used
    session_provider = "tracker.model.gurps.session"
    #: GCS files become library entries (the library names no ruleset: it asks this)
    character_files = {".gcs": "tracker.model.gurps.gcs:read_characters"}
    version = 1
    label = "GURPS 4th edition"
    options = (
        Option("blunt_trauma", "bool", False, "Blunt trauma through flexible armor",
               rules=("G5",)),
    )
    #: optional rule modules (the vampire-hunter campaign options), by id, in hook order;
    #: each is loaded when an encounter first asks for it
    modules: LazyModules = LazyModules(MODULE_PROVIDERS)
    #: encounters a GM may start from: id -> (English label, {module id: options}); a plain
    #: encounter enables no module
    presets: dict[str, tuple[str, dict[str, dict[str, Any]]]] = {
        "vampire_hunter": ("Vampire hunters: every optional rule of the campaign (seed 003)",
                           {mid: {} for mid in MODULE_PROVIDERS}),
    }
    conditions = ("shock", "stunned", "prone", "unconscious", "coma", "dead", "destroyed")
    track_ids = ("hp", "fp")
    check_kinds = CHECK_KINDS
    timer_kinds = TIMER_KINDS
    #: a turn is one second (B362): Advance time counts countdowns down by its seconds
    seconds_per_round = 1
    #: what the vampire-hunter modules may take of a track (``held(enc, c, track)``: hunger,
    #: an infection) and add to every roll (``roll_modifier(enc, c)``: a fever)
    module_hook_names = frozenset({"held", "roll_modifier"})
    log_templates = texts.LOG_TEMPLATES
    explain_templates = texts.EXPLAIN_TEMPLATES

    # -- sheets -----------------------------------------------------------------------------
    @staticmethod
    def new_sheet(**kw: Any) -> GurpsSheet:
        from .sheet import GurpsSheet

        return GurpsSheet(**kw)

    @staticmethod
    def sheet_from_dict(d: Mapping[str, Any]) -> GurpsSheet:
        from .sheet import GurpsSheet

        return GurpsSheet.from_dict(d)

    @staticmethod
    def validate_sheet(v: Checker, d: Any, path: str) -> None:
        from .validate import validate_sheet

        validate_sheet(v, d, path)

    @staticmethod
    def edit_sheet(sheet: GurpsSheet, changes: Mapping[str, Any]) -> GurpsSheet:
        """``sheet`` with ``changes`` (only the stats to change). HP and FP keep the damage
        taken when their maximum changes; a new body plan takes the old wounds along, fewer
        brainless heads the wounds and DR of the lost ones."""
        from .sheet import GurpsSheet

        data = sheet.to_dict()
        unknown = set(changes) - {f.name for f in fields(GurpsSheet)}
        if unknown:
            raise RulesError("unknown_field", f"unknown stat '{sorted(unknown)[0]}'")
        lost_hp = sheet.max_hp - current(sheet, "hp")
        lost_fp = sheet.max_fp - current(sheet, "fp")
        data.update(changes)
        if "hp" not in changes:
            data["hp"] = data["max_hp"] - lost_hp
        if "fp" not in changes:
            data["fp"] = data["max_fp"] - lost_fp
        if data["body"] != sheet.body:
            data["parts"] = {}
            if isinstance(data["dr"], dict) and "dr" not in changes:
                data["dr"] = {}
        new = GurpsSheet.from_dict(data)
        _drop_gone_heads(new)
        return new

    @staticmethod
    def fresh_sheet(sheet: GurpsSheet) -> GurpsSheet:
        """An unhurt copy (a duplicate joins with full HP and FP and no wounds, standing, with
        no maneuver of its own yet)."""
        fresh = sheet.copy()
        fresh.hp, fresh.fp, fresh.parts = fresh.max_hp, fresh.max_fp, {}
        fresh.posture, fresh.maneuver, fresh.focus = "standing", None, None
        fresh.rest_from = None
        return fresh

    def sheet_edited(self, enc: Encounter, before: Combatant, after: Combatant) -> None:
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
        self.wounds_changed(enc, after)
        if (new.hp, new.max_hp) != (old.hp, old.max_hp):
            self.hp_edited(enc, after, old.hp, old.max_hp)

    # -- what the views show ----------------------------------------------------------------
    @staticmethod
    def tracks(c: Combatant) -> list[Track]:
        s = c.sheet
        hp, fp = current(s, "hp"), current(s, "fp")
        return [Track("hp", hp, s.max_hp, track_state(hp, s.max_hp)),
                Track("fp", fp, s.max_fp, track_state(fp, s.max_fp))]

    def statuses(self, c: Combatant) -> list[tuple[str, int]]:
        """Stored conditions plus the ones that follow from HP and FP (G11) and from a rule
        module's data on the combatant (an infected head keeps one stunned, V7)."""
        s = c.sheet
        out: list[tuple[str, int]] = []
        hp, fp = current(s, "hp"), current(s, "fp")
        if not (c.has("dead") or c.has("destroyed")):
            if hp <= 0 and not c.has("unconscious"):  # G14: only the conscious collapse
                out.append(("collapsing", 0))
            elif 3 * hp < s.max_hp:
                out.append(("reeling", 0))
            if 3 * fp < s.max_fp:
                out.append(("tired", 0))
        for cond in c.conditions.values():
            out.append((cond.name, cond.value))
        for mid in c.ext:  # only modules that keep data on this combatant are asked
            derived = getattr(self.modules.get(mid), "statuses", None)
            if derived is not None:
                out += [(n, v) for n, v in derived(c) if n not in c.conditions]
        # RULES M: the maneuver of this turn and a posture other than standing (lying down
        # is the prone condition above) show beside the conditions
        if s.maneuver is not None:
            out.append((f"maneuver.{s.maneuver['id']}", 0))
        if s.posture != "standing" and not c.has("prone"):
            out.append((f"posture.{s.posture}", 0))
        return out

    def stunned(self, c: Combatant) -> bool:
        """Stunned for defenses (−4): the condition, or what a rule module makes lasting."""
        return any(name == "stunned" for name, _v in self.statuses(c))

    @staticmethod
    def public_sheet(c: Combatant) -> GurpsSheet:
        """A redacted copy for the players' silhouette: body plan and part states only.

        No DR, traits or stats; HP full; per-part injury only under the exact policy."""
        from .sheet import GurpsSheet, Part

        s = c.sheet
        exact = c.visibility.hp == "exact"
        parts = {}
        for loc, p in s.parts.items():
            if p.status != "ok":
                parts[loc] = Part(p.injury if exact else 0, p.status)
            elif exact and p.injury:
                parts[loc] = Part(p.injury, "ok")
        return GurpsSheet(max_hp=s.max_hp, max_fp=s.max_fp, body=s.body, arms=s.arms,
                          legs=s.legs, hp=s.hp if exact else s.max_hp, fp=s.max_fp,
                          parts=parts, brainless_heads=s.brainless_heads)  # heads are seen

    # the players' screens (tracker.model.public): loaded on first use
    @staticmethod
    def public_figure(c: Combatant) -> dict[str, Any]:
        from . import public

        return public.figure(c)

    @staticmethod
    def public_notes(c: Combatant, enc: Encounter) -> list[dict[str, Any]]:
        from . import public

        return public.notes(c, enc)

    @staticmethod
    def public_world(enc: Encounter) -> dict[str, Any]:
        from . import public

        return public.world(enc)

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

    @staticmethod
    def takes_turn(c: Combatant) -> bool:
        """G11: the dead, the destroyed and the unconscious act no more (their pending
        checks stay in the checks dock)."""
        return not c.is_out

    # -- hits -------------------------------------------------------------------------------
    @staticmethod
    def hit_options(enc: Encounter) -> Options:
        from .resolver import Options

        return Options(blunt_trauma=bool(enc.options.get("blunt_trauma", False)))

    def preview(self, enc: Encounter, cid: str, hit: Hit) -> Outcome:
        """Resolve without changing anything (random rolls must be given)."""
        from .resolver import resolve

        return resolve(hit_target(enc.get(cid)), hit, self.hit_options(enc), None)

    def apply_hit(self, enc: Encounter, cid: str, hit: Hit) -> Outcome:
        from .resolver import resolve

        c = enc.get(cid)
        if c.has("destroyed"):
            raise RulesError("destroyed", f"{c.name}'s body is destroyed: it cannot be hit")
        outcome = resolve(hit_target(c), hit, self.hit_options(enc), enc.dice)
        c.sheet.apply(outcome)
        if outcome.hp_after < outcome.hp_before:
            injured(enc, c)
        if outcome.type == "fat" and outcome.hp_after != outcome.hp_before:
            enc.add_log("hit_fat_hp", cid, outcome.explain, name=c.name, damage=outcome.damage,
                        fp_before=outcome.fp_before, fp_after=outcome.fp_after,
                        hp_before=outcome.hp_before, hp_after=outcome.hp_after)
        elif outcome.type == "fat":
            enc.add_log("hit_fat", cid, outcome.explain, name=c.name, damage=outcome.damage,
                        fp_before=outcome.fp_before, fp_after=outcome.fp_after)
        else:  # G12: a hit that counts as another location names the one it landed on
            where = ({"location": outcome.location} if outcome.aimed == outcome.location
                     else {"aimed": outcome.aimed, "location": outcome.location})
            enc.add_log("hit_counts_as" if len(where) == 2 else "hit", cid, outcome.explain,
                        name=c.name, damage=outcome.damage, type=outcome.type, **where,
                        injury=outcome.injury, hp_before=outcome.hp_before,
                        hp_after=outcome.hp_after)
        # G11 thresholds count every HP lost, also HP lost to fatigue below 0 FP; a corpse
        # (also one killed by this hit) takes no shock and rolls for nothing
        alive = self.hp_lost(enc, c, outcome.hp_before, outcome.hp_after, outcome.dead,
                             outcome.destroyed)
        acts = combat_effects(outcome, enc.in_combat, not alive)
        if acts.shock:
            self._add_shock(enc, c, outcome.shock)
        for loc, effect in outcome.effects:
            if effect in _FALLS and "prone" not in c.conditions:
                self._set(enc, c, "prone", cause=loc)  # G6: falls; it goes with the wound
        if acts.knockdown:
            self._check(enc, cid, "knockdown", outcome.knockdown_check)
        if acts.out_of_combat:  # say why the preview's shock and roll are absent
            enc.add_log("no_combat_effects", cid, name=c.name)
        self.conditions_changed(enc, c)
        return outcome

    def hp_lost(self, enc: Encounter, c: Combatant, before: int, after: int, dead: bool,
                destroyed: bool) -> bool:
        """G11 after ``c``'s HP fell from ``before`` to ``after`` (``dead``, ``destroyed``:
        the thresholds reached): the conditions, and a death check for each −N×HP newly
        reached. False when ``c`` is dead or destroyed (a corpse rolls for nothing)."""
        if destroyed:
            self._set(enc, c, "destroyed")
        if dead:
            self._set(enc, c, "dead")
        if c.has("dead") or c.has("destroyed"):
            return False
        for n in range(1, 5):
            if after <= -n * c.sheet.max_hp < before:
                self._check(enc, c.id, "death", 0, n)
        return True

    def conditions_changed(self, enc: Encounter, c: Combatant) -> None:
        """Drop the pending checks of ``c`` that no longer decide anything: every one once it
        is dead, and all but death checks, waking and the rule modules' (an infection, the
        heat) while it is unconscious (also when the GM sets the condition by hand). Then
        keep its waking on the calendar in step (G14) and heal the wounds of a combatant back
        at full HP."""
        if c.has("dead") or c.has("destroyed"):
            enc.checks[:] = [k for k in enc.checks if k.combatant != c.id]
            # a corpse recovers nothing (G7): its wounds stay as they are, without timers
            enc.timers[:] = [t for t in enc.timers if t.combatant != c.id]
            return
        if c.has("unconscious"):
            enc.checks[:] = [k for k in enc.checks if k.combatant != c.id
                             or k.kind in ("death", "wake") or k.source is not None]
        schedule_wake(enc, c)
        heal_wounds(c)
        # G7: a temporary crippling lasts until the HP are back, however they came back (the
        # GM's edit, a meal day), not only until the next Advance time
        self._recover_temporary(enc, c.id)

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
        for fn in module_hooks(enc, "wounds_changed"):  # a roll that a wound made due
            fn(enc, c)

    def hp_edited(self, enc: Encounter, c: Combatant, old_hp: int, old_max: int) -> None:
        """G11 again after the GM changed HP or max HP by hand: dead at −5×HP, destroyed at
        −10×HP, a death check for each −N×HP newly reached, none for a threshold no longer
        reached, no roll to stay conscious above 0 HP (and the current modifier below)."""
        s = c.sheet
        hp, mx = s.hp, s.max_hp
        assert hp is not None
        if hp < old_hp:  # an injury the GM typed (R17: rest starts again)
            injured(enc, c)
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

    def hp_healed(self, enc: Encounter, c: Combatant, before: int) -> None:
        """HP came back (rest, a meal day, the GM): the wounds heal with it and waking is
        judged again (G14: healed to 1 HP or more wakes 15 minutes later)."""
        if c.sheet.hp != before:
            self.conditions_changed(enc, c)

    def _add_shock(self, enc: Encounter, c: Combatant, shock: int) -> None:
        # G10: several hits in one turn total at most -4 (a single hit may reach -8).
        old = c.conditions.get("shock")
        floor = min(-4, shock)
        value = max((old.value if old else 0) + shock, floor)
        own_turn = enc.current is not None and enc.current.id == c.id
        c.conditions["shock"] = Condition("shock", None, value, own_turn or bool(old and old.fresh),
                                          ticked_to=enc.tick_mark(c.id))

    @staticmethod
    def _set(enc: Encounter, c: Combatant, name: str, **kw) -> None:
        if name not in c.conditions:
            c.conditions[name] = Condition(name, **kw)
            enc.add_log("condition_on", c.id, name=c.name, condition=name)

    def _fall(self, enc: Encounter, c: Combatant) -> None:
        """Prone for a reason of its own: it no longer leaves with a healed leg."""
        self._set(enc, c, "prone")
        c.conditions["prone"].cause = None

    @staticmethod
    def _clear(enc: Encounter, c: Combatant, name: str) -> None:
        if c.conditions.pop(name, None) is not None:
            enc.add_log("condition_off", c.id, name=c.name, condition=name)

    @staticmethod
    def _check(enc: Encounter, cid: str, kind: str, modifier: int = 0,
               threshold: int = 0) -> PendingCheck:
        chk = PendingCheck(enc.next_id("check"), cid, kind, modifier, threshold)
        enc.checks.append(chk)
        return chk

    # -- checks -----------------------------------------------------------------------------
    @staticmethod
    def check_spec(enc: Encounter, chk: PendingCheck) -> CheckSpec:
        """Every GURPS check of a fight is an HT roll on 3d (G9, G11), with the HT and the
        penalty to all rolls that rule modules hold (a running infection)."""
        c = enc.get(chk.combatant)
        if chk.kind == "wake" and chk.data.get("mode") == "short":
            return CheckSpec("", 0, 0, 0, "wakes up")  # no roll: the time has come
        return CheckSpec("3d6", ht_target(enc, c) + chk.modifier, 3, 18, "HT")

    def resolve_check(self, enc: Encounter, chk: PendingCheck, roll: int | None = None):
        c = enc.get(chk.combatant)
        if chk.kind == "wake":
            return self._resolve_wake(enc, c, chk, roll)
        target = self.check_spec(enc, chk).target
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

    def _resolve_wake(self, enc: Encounter, c: Combatant, chk: PendingCheck,
                      roll: int | None) -> Any:
        """G14: the time has come (refused before it: the calendar decides, not a click)."""
        at = chk.data.get("at")
        if isinstance(at, bool) or not isinstance(at, int):  # a file's odd value: due now
            at = enc.calendar.total_minutes
        if at > enc.calendar.total_minutes:
            day, hour, minute = _clock(at)
            raise RulesError("not_due", f"{c.name} may wake on day {day} at {hour}:{minute:02d}"
                                        ": advance time to get there")
        enc.checks.remove(chk)
        mode = chk.data.get("mode")
        if mode == "short":
            enc.add_log("wakes", c.id, name=c.name)
            self._clear(enc, c, "unconscious")
            self.conditions_changed(enc, c)
            return None
        target = self.check_spec(enc, chk).target
        if roll is None:
            roll = enc.dice.roll(3)
        result = success_roll(target, roll)
        verdict = ("critical success" if result.critical and result.success else
                   "critical failure" if result.critical else
                   "success" if result.success else "failure")
        enc.add_log("check", c.id, name=c.name, check="wake", roll=roll, target=target,
                    result=verdict)
        if result.success:
            self._clear(enc, c, "unconscious")
        elif mode == "once":
            self._set(enc, c, "coma")  # the GM decides from here on
        else:
            # the next hour's roll (judged again from the HP of that time)
            enc.checks.append(PendingCheck(enc.next_id("check"), c.id, "wake", 0, 0, None,
                                           {"at": at + WAKE_AFTER["hourly"],
                                            "mode": "hourly"}))
        self.conditions_changed(enc, c)
        return result

    # -- turns ------------------------------------------------------------------------------
    @staticmethod
    def start_combat(enc: Encounter) -> None:
        from .maneuver_ops import fight_over

        for c in enc.combatants.values():  # RULES M: maneuvers of an earlier fight are gone
            fight_over(c)
        enc.in_combat = True
        enc.round = 1
        GURPS.sort_order(enc)
        enc.turn = 0
        enc.add_log("round", round=1)

    @staticmethod
    def start_round(enc: Encounter) -> None:
        """Nothing happens to everyone at once when a GURPS round begins."""

    def start_turn(self, enc: Encounter, c: Combatant) -> None:
        from .maneuver_ops import turn_started

        turn_started(c)  # RULES M: last turn's maneuver ends now
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
        """G10: shock ends after the victim's next turn (one taken during its own turn
        lasts through the following one)."""
        shock = c.conditions.get("shock")
        if shock is not None and enc.count_turn_end(shock):  # once per turn's end
            if shock.fresh:
                shock.fresh = False
            else:
                self._clear(enc, c, "shock")

    def turn_skipped(self, enc: Encounter, c: Combatant) -> None:
        """G14: the turn position of one who takes no turn (unconscious, dead) has passed:
        its shock runs out as after a turn it took."""
        if "shock" in c.conditions:
            enc.touch(c.id)
            self.end_turn(enc, c)

    @staticmethod
    def condition_expired(enc: Encounter, c: Combatant, cond: Condition) -> None:
        """A GURPS countdown ends with nothing more to do."""

    @staticmethod
    def combatant_removed(enc: Encounter, c: Combatant) -> None:
        """Nothing of the fight refers to a removed GURPS combatant (the core drops its
        checks and timers)."""

    # -- end of combat (G7) -----------------------------------------------------------------
    def end_combat(self, enc: Encounter,
                   rolls: dict[tuple[str, str], int] | None = None,
                   months: dict[tuple[str, str], int] | None = None) -> list[RecoveryTimer]:
        """One HT roll per crippled part; dismemberment is permanent without a roll."""
        made = self._judge_crippling(enc, rolls, months)
        enc.in_combat = False
        # knockdown, stun and staying conscious are matters of the fight's turns; a death
        # check is not (G11: HT roll or die): it stays pending until the GM resolves it or
        # time is advanced (rolled first then)
        kept = [k for k in enc.checks if k.kind in ("death", "wake") or k.source is not None]
        for k in enc.checks:  # said in the log, so a GM who ended the fight early knows
            if k not in kept and k.combatant in enc.combatants:
                enc.add_log("fight_roll_unmade", k.combatant,
                            name=enc.combatants[k.combatant].name, check=k.kind)
        enc.checks[:] = kept
        from .maneuver_ops import fight_over

        for c in enc.ordered():
            fight_over(c)  # RULES M: out of combat every maneuver is null
            for name in ("shock", "stunned"):
                c.conditions.pop(name, None)
            if not (c.has("dead") or c.has("destroyed")):
                schedule_wake(enc, c)  # G14: the unconscious wake on the calendar from now
                c.sheet.rest_from = enc.calendar.total_minutes  # R17: rest begins
        enc.add_log("end_combat")
        self._recover_temporary(enc)  # G7: judged temporary with the HP already back
        return made

    def _judge_crippling(self, enc: Encounter,
                         rolls: dict[tuple[str, str], int] | None = None,
                         months: dict[tuple[str, str], int] | None = None
                         ) -> list[RecoveryTimer]:
        """G7 for every crippled or lost part of the living not judged yet: a timer each."""
        rolls = rolls or {}
        months = months or {}
        made: list[RecoveryTimer] = []
        for c in enc.ordered():
            if c.has("dead") or c.has("destroyed"):
                continue  # a corpse's wounds stay as they were: no roll, no timer
            for loc_id, part in c.sheet.parts.items():
                if part.status == "ok" or part.duration is not None:
                    continue
                timer = RecoveryTimer(enc.next_id("timer"), c.id, loc_id, "permanent",
                                      medical_tl=c.sheet.medical_tl,
                                      started_day=enc.calendar.day)
                if part.status in ("severed", "destroyed"):
                    enc.add_log("dismembered", c.id, name=c.name, location=loc_id)
                else:
                    roll = rolls.get((c.id, loc_id))
                    if roll is None:
                        roll = enc.dice.roll(3)
                    ht = ht_target(enc, c)
                    result = success_roll(ht, roll)
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
                    enc.add_log("duration", c.id, name=c.name, location=loc_id, roll=roll,
                                target=ht, kind=timer.kind)
                part.duration = timer.kind
                enc.timers.append(timer)
                made.append(timer)
        return made

    # -- campaign time ----------------------------------------------------------------------
    @staticmethod
    def fine_time(enc: Encounter) -> bool:
        """G14: while a stunned combatant who takes turns rolls each second, time runs in
        pieces that end at every event (a waking, a midnight): its rolls come before them."""
        return stun_time.any_rolling(enc)

    def advance_time(self, enc: Encounter, start: Calendar, hours: int | float,
                     heal_rolls: dict[str, list[int]] | None = None,
                     advance: Advance | None = None) -> int:
        """The core has moved the calendar from ``start`` by ``hours`` (one piece of an
        advance, never past a half hour): rest restores FP, each midnight brings a natural
        recovery roll (HT, with the day's penalties) and a day off lasting timers; the
        unconscious come due to wake (G14). FP and HP a rule module holds (hunger, a running
        infection) do not come back by rest. ``heal_rolls``: the GM's natural recovery rolls
        per combatant, used up from the front (the dice roll when they run out). ``advance``:
        the whole advance this piece belongs to (its start, log lines and the GM's rolls)."""
        heal_rolls = heal_rolls if heal_rolls is not None else {}
        # G11: a death check owed since a hit (HT roll or die) is rolled before the time that
        # follows it runs (time runs in order): not after days of natural recovery
        for k in [k for k in enc.checks if k.kind == "death" and k.source is None]:
            if k in enc.checks:  # a result may have dropped it (its bearer died)
                enc.touch(k.combatant)
                self.resolve_check(enc, k, None)
        if not enc.in_combat:
            # G7: a part crippled outside a fight (a trap, a fall) has had no End combat to
            # roll its duration: it is rolled as time begins to pass, before any recovery,
            # else it stayed crippled for good without a timer
            self._judge_crippling(enc)
        days = enc.calendar.day - start.day
        for c in enc.ordered():
            if "shock" in c.conditions:
                # G10: shock ends after the victim's next turn: a minute or more of
                # game time has taken that turn, in a fight or out of one
                enc.touch(c.id)
                c.conditions.pop("shock")
                enc.add_log("condition_off", c.id, name=c.name, condition="shock")
            if not (c.has("dead") or c.has("destroyed")):
                # a file from before G14 ran: its unconscious get their waking, its healed
                # wounds leave the figure
                schedule_wake(enc, c, start.total_minutes)
                heal_wounds(c)
        # G14: a turn is a second; the stunned who take turns roll at the end of each, in
        # game-time order before the rest of the piece (its rest, its midnight)
        for cid in stun_time.roll_seconds(enc, start.total_minutes, enc.calendar.total_minutes,
                                          advance):
            self.conditions_changed(enc, enc.combatants[cid])
        # 1 FP per 10 minutes: counted by the ten-minute marks passed, so pieces add up
        rest = enc.calendar.total_minutes // 10 - start.total_minutes // 10
        for c in enc.ordered():
            s = c.sheet
            fp = s.fp or 0
            if rest and fp < s.max_fp and not (c.has("dead") or c.has("destroyed")):
                cap = s.max_fp - held(enc, c, "fp")
                s.fp = max(fp, min(cap, fp + rest))
        # R17: one natural recovery roll after each full 24 hours of rest, at its own minute;
        # G7: a day off lasting timers at each midnight; in the order of game time
        events = [(t, 0, i, c.id) for i, c in enumerate(enc.ordered())
                  for t in self._heal_times(enc, c, start.total_minutes)]
        events += [(m, 1, 0, "") for m in _midnights(start.total_minutes,
                                                     enc.calendar.total_minutes)]
        for _at, kind, _i, cid in sorted(events):
            if kind == 0:
                self._natural_recovery(enc, enc.combatants[cid], heal_rolls)
            else:
                self._midnight(enc)
        if days == 0:
            self._recover_temporary(enc)
        return days

    @staticmethod
    def _heal_times(enc: Encounter, c: Combatant, start: int) -> list[int]:
        """R17: the minutes in (``start``, now] at which ``c`` has rested a further full 24
        hours (none in a fight, for the dead or the unhurt). Rest of unknown start (a file
        from before, one added hurt) begins at ``start``."""
        s = c.sheet
        assert s.hp is not None
        if (enc.in_combat or c.has("dead") or c.has("destroyed")
                or s.hp >= s.max_hp - held(enc, c, "hp")):
            return []
        if s.rest_from is None:
            s.rest_from = start
        now, rest = enc.calendar.total_minutes, s.rest_from
        first = (start - rest) // DAY_MINUTES + 1
        last = (now - rest) // DAY_MINUTES
        return [rest + n * DAY_MINUTES for n in range(first, last + 1)]

    def _natural_recovery(self, enc: Encounter, c: Combatant,
                          heal_rolls: dict[str, list[int]]) -> None:
        """G14: 1 HP back on a successful HT roll (the day's penalties apply)."""
        s = c.sheet
        assert s.hp is not None
        if s.hp >= s.max_hp - held(enc, c, "hp") or c.has("dead") or c.has("destroyed"):
            return  # healed, or dead, since the time was counted
        given = heal_rolls.get(c.id)
        roll = given.pop(0) if given else enc.dice.roll(3)
        before = s.hp
        ht = ht_target(enc, c)
        if success_roll(ht, roll).success:
            s.hp += 1
        enc.add_log("heal", c.id, name=c.name, roll=roll, target=ht, before=before,
                    after=s.hp)
        self.hp_healed(enc, c, before)

    def _midnight(self, enc: Encounter) -> None:
        """G7: a day off every lasting timer; temporary ones end with full HP."""
        for timer in list(enc.timers):
            if timer.kind == "lasting" and timer.days_left is not None:
                timer.days_left -= 1
                if timer.days_left <= 0:
                    self._recover(enc, timer)
        self._recover_temporary(enc)

    def time_away(self, enc: Encounter, c: Combatant, since: Calendar) -> None:
        """G7 away from the table: a lasting timer loses a day per midnight between ``since``
        and the encounter's calendar (as Advance time counts them) and the part is back once
        none is left; temporary and permanent ones wait for HP and the GM as they do here.
        A calendar behind ``since`` is another campaign's: no time ran."""
        if enc.calendar.total_minutes <= since.total_minutes:
            return
        days = enc.calendar.day - since.day
        for timer in [t for t in enc.timers if t.combatant == c.id]:
            if timer.kind == "lasting" and timer.days_left is not None and days:
                timer.days_left -= days
                if timer.days_left <= 0:
                    self._recover(enc, timer)

    def _recover_temporary(self, enc: Encounter, only: str | None = None) -> None:
        for timer in list(enc.timers):
            if (timer.kind != "temporary" or timer.combatant not in enc.combatants
                    or only not in (None, timer.combatant)):
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

    # -- timers, state, demo ----------------------------------------------------------------
    @staticmethod
    def timer_from_dict(d: Mapping[str, Any]) -> RecoveryTimer:
        return RecoveryTimer.from_dict(dict(d))

    @staticmethod
    def validate_timer(v: Checker, d: dict[str, Any], path: str) -> None:
        from .validate import validate_timer

        validate_timer(v, d, path)

    @staticmethod
    def validate_state(v: Checker, state: dict[str, Any], path: str) -> None:
        """GURPS keeps no encounter-wide state of its own."""
        for key in state:
            v.bad(f"{path}.{key}", "unknown field")

    @staticmethod
    def demo_encounter(lang: str = "en") -> Encounter:
        from .demo import demo_encounter

        return demo_encounter(lang=lang)


def _drop_gone_heads(sheet: GurpsSheet) -> None:
    """Wounds and DR of brainless heads the sheet no longer has (any other unknown location
    is left for validation to name)."""
    from .bodyplan import brainless_head_location

    n = sheet.brainless_heads if isinstance(sheet.brainless_heads, int) else 0

    def gone(loc_id: str) -> bool:
        head = brainless_head_location(loc_id)
        return head is not None and head.index is not None and head.index > n

    sheet.parts = {k: p for k, p in sheet.parts.items() if not gone(k)}
    if isinstance(sheet.dr, dict):
        sheet.dr = {k: v for k, v in sheet.dr.items() if not gone(k)}


#: G14: minutes until the unconscious may wake: at 1 HP or more ("short", no roll), from 0
#: to above −1×HP ("hourly" HT rolls), at −1×HP or less ("once", failure is a coma)
WAKE_AFTER = {"short": 15, "hourly": 60, "once": 12 * 60}


def _clock(minute: int) -> tuple[int, int, int]:
    days, rest = divmod(minute, 24 * 60)
    return days + 1, rest // 60, rest % 60


def wake_mode(c: Combatant) -> str:
    s = c.sheet
    hp = current(s, "hp")
    return "short" if hp >= 1 else "hourly" if hp > -s.max_hp else "once"


def schedule_wake(enc: Encounter, c: Combatant, now: int | None = None) -> None:
    """Keep ``c``'s ``wake`` check on the calendar in step with its state (G14): one while
    it is unconscious (not in a coma), due after the time its HP give from ``now`` (the
    calendar's minute if None); a change of HP band starts that time anew, the same band
    keeps the time already running."""
    mine = [k for k in enc.checks if k.combatant == c.id and k.kind == "wake"]
    if not c.has("unconscious") or c.has("coma"):
        for k in mine:
            enc.checks.remove(k)
        return
    mode = wake_mode(c)
    if mine and mine[0].data.get("mode") == mode:
        return
    for k in mine:
        enc.checks.remove(k)
    at = (enc.calendar.total_minutes if now is None else now) + WAKE_AFTER[mode]
    enc.checks.append(PendingCheck(enc.next_id("check"), c.id, "wake", 0, 0, None,
                                   {"at": at, "mode": mode}))


def heal_wounds(c: Combatant) -> None:
    """G14: back at full HP, the injury of every location that is not crippled or lost is
    healed (it no longer shows on the figure)."""
    s = c.sheet
    if s.hp is not None and s.hp >= s.max_hp and any(p.status == "ok" for p in s.parts.values()):
        s.parts = {k: p for k, p in s.parts.items() if p.status != "ok"}


DAY_MINUTES = 24 * 60


def _midnights(start: int, end: int) -> list[int]:
    """The calendar midnights in (``start``, ``end``]."""
    return [d * DAY_MINUTES for d in range(start // DAY_MINUTES + 1, end // DAY_MINUTES + 1)]


def injured(enc: Encounter, c: Combatant) -> None:
    """R17: a new injury starts the count of rest again: from now out of combat, from End
    combat in a fight."""
    c.sheet.rest_from = None if enc.in_combat else enc.calendar.total_minutes


def hit_target(c: Combatant):
    """``c`` as the resolver and the odds see it: its sheet, and whether it is already
    unconscious (then a hit owes no knockdown or stay-conscious roll)."""
    return c.sheet.target(unconscious=c.has("unconscious"))


def held(enc: Encounter, c: Combatant, track: str) -> int:
    """FP or HP (``track`` "fp", "hp") that the encounter's rule modules keep from coming
    back by rest and natural recovery, or HT ("ht") they take while it lasts (a disease):
    each module with a ``held(enc, c, track)`` method says how many."""
    return _modules_sum(enc, "held", c, track)


def roll_modifier(enc: Encounter, c: Combatant) -> int:
    """What the rule modules add to all of ``c``'s rolls (a fever's −2)."""
    return _modules_sum(enc, "roll_modifier", c)


def ht_target(enc: Encounter, c: Combatant) -> int:
    """What ``c``'s HT rolls are made against: HT less what the modules take of it, plus
    what they add to every roll."""
    return c.sheet.ht - held(enc, c, "ht") + roll_modifier(enc, c)


def _modules_sum(enc: Encounter, hook: str, *args: Any) -> int:
    """The total of ``hook(enc, *args)`` over the encounter's modules that have it."""
    return sum(fn(enc, *args) for fn in module_hooks(enc, hook))


GURPS = GurpsRuleset()
RULESET = GURPS
