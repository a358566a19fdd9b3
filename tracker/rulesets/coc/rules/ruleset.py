"""Call of Cthulhu 6th edition (house rules of seed 004) behind the ruleset seam: sheets, the
DEX turn order with handgun slots (C0, C12, R3, R8), the round's bookkeeping, waking and SAN
loss at round start (C8, R5, R6), the death clock on the turn order (C10, R7) and the
keeper's pending checks. Hooks change an :class:`Encounter` in place inside
``Encounter.perform``; the attack and the other actions are in :mod:`.actions`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tracker.model.bars import track_state
from tracker.model.calendar import Calendar
from tracker.model.checks import PendingCheck
from tracker.model.combatant import Combatant, Condition
from tracker.model.encounter import SLOT_SEP, combatant_of
from tracker.model.errors import RulesError
from tracker.model.options import Option
from tracker.model.ruleset import BaseRuleset, CheckSpec, RuleModule, Track
from tracker.model.tracks import current

from . import harm, state, texts
from .actions.damage import Damage, land_damage, preview_damage
from .actions.sanity import record_san_loss, san_hour
from .checks import SUCCESSES
from .firearms import half_dex
from .harm import CHECK_KINDS, CLOSED_IN, CONDITIONS, KNOCKED_OUT, PRONE, WEAPON_DROPPED
from .injury import DEAD, UNCONSCIOUS, UNCONSCIOUS_HP, resolve_shock
from .rounds import SAN_DICE, round_start
from .sheet import CHARACTERISTICS, HUMAN, SHEET_KEYS, CocSheet, new_sheet
from .sheet import coded_problems as sheet_problems
from .turns import HALF_DEX_SLOT, ROUND_START_SLOT, position_key
from .weapons import ready_gun

if TYPE_CHECKING:
    from tracker.model.encounter import Encounter
    from tracker.model.validation import Checker

__all__ = ["COC", "RULESET", "CocRuleset", "ready_gun"]


def _slots(c: Combatant) -> tuple[str, ...]:
    gun = ready_gun(c)
    if gun is None or c.has(DEAD):
        return ()
    return (ROUND_START_SLOT, HALF_DEX_SLOT) if gun.shots >= 3 else (ROUND_START_SLOT,)


class CocRuleset(BaseRuleset):
    id = "coc"
    #: its part of a headless session (ops and state keys of its own), loaded when used
    session_provider = "tracker.rulesets.coc.rules.session"
    #: CCFolia pieces become library entries (the library names no ruleset: it asks this)
    character_files = {".json": "tracker.rulesets.coc.rules.ccfolia:read_characters",
                       ".txt": "tracker.rulesets.coc.rules.ccfolia:read_characters"}
    version = 1
    label = "Call of Cthulhu 6th edition"
    options = (
        Option("critical", "choice", 5, "Criticals and fumbles", rules=("C0",),
               choices=(5, 1), choice_labels=("01–05 critical, 96–00 fumble",
                                              "01 critical, 00 fumble only")),
        Option("shock", "bool", True, "Shock: CON×5 after a wound of half the HP or more",
               rules=("C0",)),
        Option("npc_clock", "bool", False, "NPCs and monsters at HP 0 get a death clock",
               rules=("R7",), help="Off: they die at once"),
        Option("seconds_per_round", "int", 10, "Seconds a round lasts", rules=("R31",),
               minimum=1, maximum=3600,
               help="Advance time counts conditions set for N rounds down at this rate"),
    )
    modules: dict[str, RuleModule] = {}
    conditions = CONDITIONS
    track_ids = ("hp", "mp", "san")
    band_conditions = frozenset({"dead", "unconscious", "dying", "knocked_out"})
    #: the tracks the plot draws over the rounds
    #: SAN does not start at its maximum (99 − Cthulhu Mythos): the plot starts it as it was
    plot_from_current = ("san",)
    #: what the player view shows of each track unless the keeper says otherwise
    track_visibility = {"mp": "hidden", "san": "hidden"}
    #: the open rolls of the table for the players' log (as CCFolia's log has them): attacks,
    #: defenses and checks with their d100, never a number of a hidden track (HP, SAN)
    public_log_keys = frozenset({"coc.attack", "coc.counter", "coc.defense",
                                 "coc.defense_refused", "coc.check_roll"})
    public_log_args = frozenset({"target", "weapon", "roll", "value", "defense", "check"})
    check_kinds = CHECK_KINDS
    timer_kinds: tuple[str, ...] = ()
    #: the CoC combat rules keep no game calendar: views do not show one
    keeps_calendar = False
    #: BCDice's Cthulhu system: CCB, RES, CBR … and the common commands
    roller = "tracker.rulesets.coc.rules.bcdice"
    log_templates = texts.LOG_TEMPLATES
    explain_templates = texts.TEMPLATES

    # -- sheets -----------------------------------------------------------------------------
    @staticmethod
    def new_sheet(**kw: Any) -> CocSheet:
        kind = kw.pop("kind", HUMAN)
        return new_sheet(kind, **kw)

    @staticmethod
    def sheet_from_dict(d: Mapping[str, Any]) -> CocSheet:
        return CocSheet.from_dict(d)

    @staticmethod
    def validate_sheet(v: Checker, d: Any, path: str) -> None:
        for where, what, code, args in sheet_problems(d, path):
            v.bad(where, what, code, **args)

    @staticmethod
    def edit_sheet(sheet: CocSheet, changes: Mapping[str, Any]) -> CocSheet:
        """``sheet`` with ``changes`` (keys of its JSON form). HP and MP keep the damage
        taken when their maximum changes; SAN stays, within its new maximum."""
        data = sheet.to_dict()
        unknown = set(changes) - SHEET_KEYS  # "special" is written only when set
        if unknown:
            raise RulesError("unknown_field", f"unknown stat '{sorted(unknown)[0]}'")
        lost_hp = sheet.max_hp - current(sheet, "hp")
        lost_mp = sheet.max_mp - current(sheet, "mp")
        data.update(changes)
        edited = CocSheet.from_dict({**data, "hp": None, "mp": None, "san": None})
        edited.hp = changes["hp"] if "hp" in changes else max(0, edited.max_hp - lost_hp)
        edited.mp = changes["mp"] if "mp" in changes else max(0, edited.max_mp - lost_mp)
        edited.san = changes["san"] if "san" in changes else min(sheet.san or 0,
                                                                 edited.max_san)
        return edited

    @staticmethod
    def fresh_sheet(sheet: CocSheet) -> CocSheet:
        """An unhurt copy: full HP and MP, starting SAN, no wounds, no SAN lost lately."""
        fresh = sheet.copy()
        fresh.san_lost = []
        fresh.hp, fresh.mp = fresh.max_hp, fresh.max_mp
        fresh.san = min(fresh.stat("pow") * 5, fresh.max_san)
        fresh.wounds = []
        return fresh

    def sheet_edited(self, enc: Encounter, before: Combatant, after: Combatant) -> None:
        """A keeper who heals by editing the sheet stops the clock as first aid does."""
        harm.heal(enc, after, before.sheet.hp or 0)

    # -- what the views show ----------------------------------------------------------------
    @staticmethod
    def tracks(c: Combatant) -> list[Track]:
        s = c.sheet
        hp, mp, san = current(s, "hp"), current(s, "mp"), current(s, "san")
        out = [Track("hp", hp, s.max_hp,
                     "out" if hp <= UNCONSCIOUS_HP else track_state(hp, s.max_hp)),
               Track("mp", mp, s.max_mp, track_state(mp, s.max_mp))]
        # SAN is hurt against where it started (POW×5), not against 99 − Cthulhu Mythos; a
        # creature without SAN has 0/0 (the views show —)
        start = min(s.stat("pow") * 5, s.max_san) or s.max_san
        out.append(Track("san", san, s.max_san, track_state(san, max(start, 1)), start or None))
        return out

    @staticmethod
    def statuses(c: Combatant) -> list[tuple[str, int]]:
        """The conditions, without the round each began (a number for the rules, not the
        table)."""
        return [(name, 0) for name in c.conditions]

    @staticmethod
    def public_sheet(c: Combatant) -> CocSheet:
        """What the players' figure may know: the kind of being and, under the exact HP
        policy, HP; no characteristics, skills, weapons, armor, MP, SAN or wounds."""
        s = c.sheet
        exact = c.visibility.hp == "exact"
        return CocSheet(kind=s.kind, stats=dict.fromkeys(CHARACTERISTICS, 0),
                        max_hp_override=s.max_hp, hp=s.hp if exact else s.max_hp,
                        max_mp_override=0, mp=0, max_san_override=0, san=0, skills={},
                        weapons=[], wounds=[])

    @staticmethod
    def public_figure(c: Combatant) -> dict[str, str]:
        """The players' figure: a human or a Mythos creature (its state follows from the
        public conditions and HP)."""
        return {"figure": c.sheet.kind}

    # -- turn order -------------------------------------------------------------------------
    @staticmethod
    def order_key(c: Combatant) -> tuple[int, int]:
        """DEX highest first; on a tie the higher skill of the weapon carried first (C0)."""
        s = c.sheet
        skill = s.skill(s.weapons[0].skill) if s.weapons and s.weapons[0].skill else 0
        return (-s.stat("dex"), -skill)

    def _key(self, enc: Encounter, cid: str) -> tuple[int, int, int]:
        """C0: DEX, the weapon's skill, then the d100 tie-break (lower first), which the
        combatant's ``initiative_roll`` holds (rolled when it first takes its place)."""
        return (*self.order_key(enc.combatants[cid]), enc.combatants[cid].initiative_roll)

    def sort_order(self, enc: Encounter) -> None:
        current = enc.position
        own = sorted((p for p in enc.order if SLOT_SEP not in p),
                     key=lambda cid: self._key(enc, cid))
        enc.order[:] = own
        self._add_slots(enc)
        if current in enc.order:
            enc.turn = enc.order.index(current)
        else:
            enc.turn = min(enc.turn, max(0, len(enc.order) - 1))

    def place(self, enc: Encounter, cid: str) -> None:
        """Put ``cid``'s own row where DEX puts it among the others' own rows, leaving the
        keeper's hand-made order of the others alone (slots come at the next round start)."""
        current = enc.position
        if cid in enc.order:
            enc.order.remove(cid)
        else:  # joining: the C0 tie-break is a d100 (the core rolled a 1d6)
            enc.combatants[cid].initiative_roll = enc.dice.d100()
        key = self._key(enc, cid)
        own = [i for i, p in enumerate(enc.order) if SLOT_SEP not in p]
        before = [i for i in own if self._key(enc, enc.order[i]) <= key]
        # a DEX÷2 shot above its DEX acts before it too (R3: DEX 2 after a DEX÷2 of 4.5)
        before += _halves_above(enc, enc.combatants[cid].sheet.stat("dex"))
        if before:
            before.sort()
            at = before[-1] + 1
        else:
            at = own[0] if own else len(enc.order)
        enc.order.insert(at, cid)
        if current in enc.order:
            enc.turn = enc.order.index(current)
        else:
            enc.turn = min(enc.turn, max(0, len(enc.order) - 1))

    def _add_slots(self, enc: Encounter) -> None:
        """The round's order: round-start shots first (C12), the combatants' own rows as
        they stand, and each DEX÷2 shot before the first own row of lower DEX (6.5 acts
        after 7, before 6; R3)."""
        own = [p for p in enc.order if SLOT_SEP not in p]
        starts, halves = [], []
        for cid in own:
            c = enc.combatants[cid]
            slots = _slots(c)
            if ROUND_START_SLOT in slots:
                starts.append(position_key(cid, ROUND_START_SLOT))
            if HALF_DEX_SLOT in slots:
                halves.append((half_dex(c.sheet.stat("dex")), position_key(cid, HALF_DEX_SLOT)))
        rows: list[tuple[float, str]] = [(enc.combatants[p].sheet.stat("dex"), p) for p in own]
        for h, pos in sorted(halves, key=lambda x: -x[0]):
            at = next((i for i, (value, _p) in enumerate(rows) if value < h), len(rows))
            rows.insert(at, (h, pos))
        enc.order[:] = starts + [p for _v, p in rows]

    @staticmethod
    def takes_turn(c: Combatant) -> bool:
        return not (c.has(DEAD) or c.has(UNCONSCIOUS))

    @staticmethod
    def slot_active(enc: Encounter, position: str) -> bool:
        """A handgun slot is played only with the gun in hand, standing, and without rapid
        fire declared this round (R8: all shots then go at DEX)."""
        cid = combatant_of(position)
        c = enc.combatants[cid]
        gun = ready_gun(c)
        if c.has(PRONE) or gun is None:
            return False
        dropped = harm.dropped_keys(c)
        if dropped is None or f"w{c.sheet.weapons.index(gun)}" in dropped:
            return False
        return cid not in state.peek_round(enc)["rapid"]

    # -- hooks ------------------------------------------------------------------------------
    def start_combat(self, enc: Encounter) -> None:
        enc.in_combat = True
        enc.round = 1
        for c in enc.ordered():
            for cond in c.conditions.values():
                if cond.name in CONDITIONS:
                    # rounds count anew: what began in an earlier fight or between fights
                    # began before round 1 (one who fell then gets up, or rolls to wake, now)
                    cond.value = BEFORE_THIS_FIGHT
        # a wake roll left from before the fight is round 1's to make (not one that lapsed)
        enc.checks[:] = [k for k in enc.checks if k.kind != "wake" or k.source is not None]
        enc.state.pop("round", None)
        enc.order[:] = sorted((p for p in enc.order if SLOT_SEP not in p),
                              key=lambda cid: self._key(enc, cid))
        enc.turn = 0
        enc.add_log("round", round=1)

    def start_round(self, enc: Encounter) -> None:
        """A new round: last round's positions that were passed over end (death clocks);
        the order gets this round's handgun slots; the round's bookkeeping starts afresh;
        the unconscious roll to wake (C8, R5) and those awake at HP ≤ 2 lose SAN (R6)."""
        old = enc.state.get("round")
        if old is not None and old.get("n") == enc.round - 1 and enc.order:
            enc.round -= 1  # the places passed over at the end of last round, as they were
            self._log_passed(enc, len(enc.order))
            enc.round += 1
            harm.run_clocks(enc, enc.round - 1, enc.order[-1])
        if old is not None:  # their "this round" goes: the views redraw whom an action touched
            for cid in state.round_ids(old):
                if cid in enc.combatants:
                    enc.touch(cid)
        enc.state["round"] = state.fresh_round(enc.round)
        closed = enc.state.get("closed_in", {})
        for shooter in [s for s, e in closed.items() if e.get("until", 1 << 30) <= enc.round]:
            self._end_closed_in(enc, shooter)
        self._add_slots(enc)
        for c in enc.ordered():
            if c.has(DEAD):
                continue
            s = c.sheet
            down = c.conditions.get(UNCONSCIOUS)
            if down is not None:
                if down.value < enc.round and (s.hp or 0) > 0:
                    harm.add_check(enc, c.id, "wake")
            elif 0 < (s.hp or 0) <= UNCONSCIOUS_HP and _has_san(c):
                harm.add_check(enc, c.id, "san_loss", why="awake_low", hp=s.hp or 0)

    def _lose_san(self, enc: Encounter, c: Combatant, loss: int, trace: tuple) -> None:
        """C8's 1d3: it counts toward a fifth of SAN within one game hour like a SAN check's
        loss (R35), and reaching it there is indefinite insanity."""
        if loss <= 0:
            return
        enc.touch(c.id)
        before = c.sheet.san or 0
        c.sheet.san = max(0, before - loss)
        lost = before - c.sheet.san
        hour = san_hour(enc, c.id) or {"start": before, "lost": 0}
        record_san_loss(enc, c, lost, before)
        total, limit = hour["lost"] + lost, max(1, -(-hour["start"] // 5))
        if lost and total >= limit:
            trace = (*trace, harm.ExplainLine("coc.san.indefinite", "R35",
                                              {"lost": total, "start": hour["start"]}))
        enc.add_log("coc.san", c.id, trace, name=c.name, loss=loss, san_before=before,
                    san_after=c.sheet.san)
        if lost and total >= limit:
            harm.set_cond(enc, c, harm.INDEFINITE_INSANITY)

    def start_turn(self, enc: Encounter, c: Combatant) -> None:
        """Positions passed over before this one have ended: their clocks may run out; a
        handgun place passed over for a reason the keeper may not see is logged."""
        i = enc.turn
        if i > 0:
            self._log_passed(enc, i)
            harm.run_clocks(enc, enc.round, enc.order[i - 1])

    def slot_passed_why(self, enc: Encounter, position: str) -> str | None:
        """Why a handgun place of someone able to act is passed over (None: it is not)."""
        if SLOT_SEP not in position:
            return None
        c = enc.combatants.get(combatant_of(position))
        if c is None or not self.takes_turn(c) or self.slot_active(enc, position):
            return None
        if c.has(PRONE):
            return PRONE
        if c.id in state.peek_round(enc)["rapid"]:
            return "rapid"
        return WEAPON_DROPPED if ready_gun(c) is not None else None

    def _log_passed(self, enc: Encounter, end: int) -> None:
        """Log the handgun places passed over just before index ``end`` of the order."""
        passed = []
        j = end - 1
        while j >= 0:
            pos = enc.order[j]
            owner = enc.combatants.get(combatant_of(pos))
            if owner is None:
                break
            active = self.takes_turn(owner) and (SLOT_SEP not in pos
                                                 or self.slot_active(enc, pos))
            if active:
                break
            passed.append(pos)
            j -= 1
        for pos in reversed(passed):
            why = self.slot_passed_why(enc, pos)
            if why is not None:
                owner = enc.combatants[combatant_of(pos)]
                enc.add_log("coc.slot_passed", owner.id, name=owner.name, why=why)

    def end_turn(self, enc: Encounter, c: Combatant) -> None:
        """The position ended: clocks whose deadline it was run out (R7); the end of its own
        action means the combatant has acted this round (C6, R14), a handgun slot does not
        (an actual shot marks it)."""
        pos = enc.position
        if pos is None or not enc.in_combat:
            return
        if SLOT_SEP not in pos:  # R14: a handgun slot passed unused is not acting
            state.mark(enc, "acted", c.id)
        harm.run_clocks(enc, enc.round, pos)

    @staticmethod
    def condition_expired(enc: Encounter, c: Combatant, cond: Condition) -> None:
        """A countdown the keeper set ended; the rules add nothing."""

    def conditions_changed(self, enc: Encounter, c: Combatant) -> None:
        """After the keeper set or removed a condition by hand: a rules condition starts in
        this round; a dead combatant's clock and checks go; someone no longer unconscious
        owes no wake roll; a shooter no longer closed in lets its target go."""
        for cond in c.conditions.values():
            if cond.name in CONDITIONS and cond.value == 0:
                cond.value = enc.round
        if c.has(DEAD):
            harm.die(enc, c)
        if c.has(UNCONSCIOUS):  # C0: no shock roll is left to make for one already out
            harm.drop_checks(enc, c.id, ("shock",))
        if not c.has(UNCONSCIOUS):
            c.conditions.pop(KNOCKED_OUT, None)
            harm.drop_checks(enc, c.id, ("wake",))
        if not c.has(CLOSED_IN):
            enc.state.get("closed_in", {}).pop(c.id, None)

    def _end_closed_in(self, enc: Encounter, shooter: str) -> None:
        enc.state.get("closed_in", {}).pop(shooter, None)
        c = enc.combatants.get(shooter)
        if c is not None:
            harm.clear_cond(enc, c, CLOSED_IN)

    def combatant_removed(self, enc: Encounter, c: Combatant) -> None:
        """Its own clock goes; a clock it held passes to the nearest living position that
        was before it (R7); it is forgotten in the round's bookkeeping."""
        lst = state.clocks(enc)
        lst[:] = [k for k in lst if k["victim"] != c.id]
        for shooter, entry in list(enc.state.get("closed_in", {}).items()):
            if entry.get("target") == c.id:
                self._end_closed_in(enc, shooter)
        state.forget(enc, c.id)
        harm.run_clocks(enc, enc.round, None)

    def end_combat(self, enc: Encounter, **_rolls: Any) -> None:
        """Out of combat a dying investigator dies once everyone able to give first aid has
        acted (C10): each running clock becomes a death the keeper confirms, or cancels by
        healing; the round's bookkeeping and closing in end."""
        for clock in list(state.clocks(enc)):
            c = enc.combatants.get(clock["victim"])
            if c is not None and not c.has(DEAD):
                harm.add_check(enc, c.id, "death", outside=True)
                enc.add_log("coc.clock_out", c.id, (harm.ExplainLine(
                    "coc.clock.combat_over", "C10", {"victim": c.name}),), name=c.name)
        enc.state.pop("clocks", None)
        enc.state.pop("round", None)
        for shooter in list(enc.state.get("closed_in", {})):
            self._end_closed_in(enc, shooter)
        enc.state.pop("closed_in", None)
        current = enc.current
        enc.order[:] = [p for p in enc.order if SLOT_SEP not in p]
        enc.turn = enc.order.index(current.id) if current is not None else 0
        enc.in_combat = False
        _offer_waking(enc)
        enc.add_log("end_combat")

    @staticmethod
    def advance_time(enc: Encounter, start: Calendar, hours: int, **_rolls: Any) -> int:
        """The CoC combat rules keep nothing on the calendar; but the rounds go on out of
        combat, so whoever is still unconscious gets its CON×5 to wake again, and a dying
        investigator's clock out of combat has run out (C10: by then everyone able to give
        first aid has taken an action), so no healing saves them any more (R12)."""
        for chk in [k for k in enc.checks if k.kind == "death" and k.data.get("outside")]:
            c = enc.combatants.get(chk.combatant)
            if c is None or c.has(DEAD):
                continue
            enc.touch(c.id)
            harm.add_check(enc, c.id, "death", clock="time")
            enc.add_log("coc.clock_out", c.id, (
                harm.ExplainLine("coc.clock.out", "C10", {"victim": c.name}),
                harm.ExplainLine("coc.clock.confirm", "C10")), name=c.name)
        _offer_waking(enc)
        return 0

    @staticmethod
    def time_away(enc: Encounter, c: Combatant, since: Calendar) -> None:
        """A library character's SAN losses keep their game minutes (R35): an encounter an
        hour or more later counts none of them toward the hour. One whose calendar is
        before the saved time counts no time as passed: the losses are as recent as when
        they were saved."""
        shift = enc.calendar.total_minutes - since.total_minutes
        if shift < 0:
            for x in c.sheet.san_lost:
                x["at"] += shift

    # -- hits and checks --------------------------------------------------------------------
    @staticmethod
    def preview(enc: Encounter, cid: str, hit: Any) -> Any:
        return preview_damage(enc, cid, hit)

    @staticmethod
    def apply_hit(enc: Encounter, cid: str, hit: Any) -> Any:
        """Damage the keeper enters directly (a fall, fire, additional damage): ``hit`` is a
        :class:`.actions.damage.Damage`; or an attack's damage
        (:class:`.actions.damage.AttackDamage`)."""
        return land_damage(enc, cid, hit)

    @staticmethod
    def plain_damage(amount: int) -> Damage:
        """The quick damage entry lands as the keeper's entered damage (the Damage dialog)."""
        return Damage(amount)

    @staticmethod
    def check_spec(enc: Encounter, chk: PendingCheck) -> CheckSpec:
        if chk.kind == "death":
            return CheckSpec("", 0, 0, 0, "confirm the death")
        if chk.kind == "san_loss":
            return CheckSpec("1d3", 0, 1, 3, "SAN loss", amount=True)
        con = enc.get(chk.combatant).sheet.stat("con")
        return CheckSpec("1d100", con * 5 + chk.modifier, 1, 100, "CON×5")

    def resolve_check(self, enc: Encounter, chk: PendingCheck, roll: int | None = None) -> Any:
        c = enc.get(chk.combatant)
        enc.checks.remove(chk)
        opts = harm.options(enc)
        if chk.kind == "death":
            harm.die(enc, c, (harm.ExplainLine("coc.clock.out", "C10", {"victim": c.name}),))
            return None
        s = c.sheet
        if chk.kind == "san_loss":
            return self._resolve_san_loss(enc, c, chk, roll)
        if chk.kind == "shock":
            out, rolled, outcome, line = resolve_shock(s.stat("con"), roll=roll, dice=enc.dice,
                                                       options=opts)
            enc.add_log("coc.check_roll", c.id, (line,), name=c.name, check="shock", roll=rolled,
                        target=s.stat("con") * 5, outcome=outcome)
            if out:
                harm.set_cond(enc, c, UNCONSCIOUS)
            return outcome
        res = round_start(s.hp or 0, s.stat("con"), (UNCONSCIOUS,), roll=roll, dice=enc.dice,
                          options=opts, roll_san=False)
        enc.add_log("coc.check_roll", c.id, res.explain, name=c.name, check="wake", roll=res.roll,
                    target=res.wake_target, outcome=res.outcome)
        if res.outcome in SUCCESSES:
            harm.clear_cond(enc, c, UNCONSCIOUS)
            c.conditions.pop(KNOCKED_OUT, None)
            # the other CON×5 still owed (R34) decide nothing once awake
            harm.drop_checks(enc, c.id, ("wake",))
            _turn_to_the_woken(enc, c)
            if (s.hp or 0) <= UNCONSCIOUS_HP and _has_san(c):
                harm.add_check(enc, c.id, "san_loss", why="woke", hp=s.hp or 0)
        return res.outcome

    def _resolve_san_loss(self, enc: Encounter, c: Combatant, chk: PendingCheck,
                          roll: int | None) -> int:
        """C8, R6: the 1d3 SAN lost on waking or awake at HP 2 or less, typed or rolled."""
        if roll is None:
            roll = enc.dice.roll_sum(SAN_DICE)[0]
        elif type(roll) is not int or not 1 <= roll <= 3:
            raise RulesError("bad_roll", f"a 1d3 roll is 1, 2 or 3, got {roll!r}")
        why = ((harm.ExplainLine("coc.rs.awake_low", "R6", {"hp": chk.data.get("hp", 0)}),)
               if chk.data.get("why") == "awake_low" else
               (harm.ExplainLine("coc.rs.woke_low", "R6"),))
        self._lose_san(enc, c, roll, why + (harm.ExplainLine("coc.rs.san", "C8",
                                                             {"loss": roll}),))
        return roll

    # -- timers, state, demo ----------------------------------------------------------------
    @staticmethod
    def timer_from_dict(d: Mapping[str, Any]) -> Any:
        raise RulesError("bad_value", "Call of Cthulhu encounters keep no recovery timers")

    @staticmethod
    def validate_timer(v: Checker, d: dict[str, Any], path: str) -> None:
        v.bad(path, "Call of Cthulhu encounters keep no recovery timers", "no_data_here")

    @staticmethod
    def validate_state(v: Checker, st: dict[str, Any], path: str) -> None:
        state.validate_state(v, st, path)

    @staticmethod
    def demo_encounter(lang: str = "en") -> Encounter:
        from .demo import demo_encounter

        return demo_encounter(lang=lang)


COC = CocRuleset()
RULESET = COC


#: ``Condition.value`` of a rules condition that began before this fight's round 1
BEFORE_THIS_FIGHT = -1


def _has_san(c: Combatant) -> bool:
    """C8's 1d3 SAN is lost by those who have SAN: a creature without it (0/0, as the san
    check refuses it) owes the keeper no roll."""
    return c.sheet.max_san > 0


def _halves_above(enc: Encounter, dex: int) -> list[int]:
    """Where in the order the DEX÷2 shots of a value above ``dex`` stand (a tie goes to the
    own row: _add_slots puts a DEX÷2 shot after the rows of its value)."""
    return [i for i, p in enumerate(enc.order) if p.endswith(SLOT_SEP + HALF_DEX_SLOT)
            and half_dex(enc.combatants[combatant_of(p)].sheet.stat("dex")) > dex]


def _turn_to_the_woken(enc: Encounter, c: Combatant) -> None:
    """R6: one who wakes at a round start acts this round. Its place in the DEX order was
    passed over while it was out; if nothing has been done since the round began, the turn
    goes back to it (the places after it come again, their start already played, as after
    Previous turn). Once someone has acted the keeper decides."""
    if not enc.in_combat or c.id not in enc.order:
        return
    mine = enc.order.index(c.id)
    rnd = state.peek_round(enc)
    if mine >= enc.turn or rnd["acted"] or rnd["spent"] or rnd["shots"] or rnd["covered"]:
        return
    enc.turn = mine  # the action's end counts the places to replay (see model.replay)
    enc.add_log("turn", c.id, round=enc.round, name=c.name)


def _offer_waking(enc: Encounter) -> None:
    """Out of combat, after the fight and as time passes: every unconscious combatant's
    CON×5 to wake is pending again (see :func:`.harm.offer_wake`)."""
    for c in enc.ordered():
        harm.offer_wake(enc, c)
