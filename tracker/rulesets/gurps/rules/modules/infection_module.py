"""V7 in an encounter: a bleeding hit makes the infection roll due (a pending check whose
modifiers the GM sets); a failed roll starts the course on the calendar, hour by hour as time
advances, until a cure ends it. A crippled infected part gets its own HT roll (a pending
check) whether it is lost for good.

Readings (RULES is silent): one infection roll per combatant covers every bleeding wound it
took until the roll is made (the wounds are treated together); the HT the disease took comes
back one a day at midnight once it is cured, as natural recovery; a combatant's HT for every
campaign roll is its sheet HT less the HT its infections hold."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tracker.model.checks import PendingCheck
from tracker.model.errors import RulesError
from tracker.model.options import Option
from tracker.model.ruleset import BaseModule, CheckSpec, ModuleInfo
from tracker.model.validation import MISSING

from . import infection, shared
from .fields import Scripted, need_3d, need_die, report
from .infection import ID, LOSABLE, InfectionCheck, Infections, InfectionState

if TYPE_CHECKING:
    from tracker.model.calendar import Calendar
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter
    from tracker.model.validation import Checker

ENEMIES = Option("infect_enemies", "bool", False,
                 "Offer the infection roll to enemies and neutrals as well", rules=("V7",))
OPTIONS = (*infection.OPTIONS, ENEMIES)
#: the longest Advance time while a disease keeps the half-hour grain (check_advance)
MAX_FINE_DAYS = 366
_ORDINARY = infection.OPTIONS[0]
#: the modifiers of the infection roll a GM sets in its dialog (chk.data), and their defaults
MODIFIERS: dict[str, Any] = {"environment": "normal", "disinfected": False,
                             "treater_skill": None, "medical_kit": False, "st": 10,
                             "sterilize": False}
#: rolls the GM may type for where the wound festers (else the app rolls them)
LOCATION_ROLLS = ("location_roll", "side_roll")


class InfectionModule(BaseModule):
    info = ModuleInfo(ID, infection.VERSION, "Vampire hunters: infection of bleeding wounds",
                      OPTIONS, rules=("V7",))
    #: ``ht_zero`` (R24): no roll, a mark in the pending checks that the disease has taken
    #: every point of HT and the GM decides; resolving it (any roll) says the GM has
    check_kinds = ("infection", "part_loss", "ht_zero")

    def validate_ext(self, v: Checker, ext: Any, path: str) -> None:
        report(v, Infections.problems(ext, path))

    def validate_check(self, v: Checker, chk: dict[str, Any], path: str) -> None:
        """The data of a pending infection roll (its modifiers) or part roll (which wound)."""
        data = chk.get("data", {})
        if type(data) is not dict or chk.get("kind") == "ht_zero":
            return  # the core reports it; the HT 0 mark has no data
        if chk.get("kind") == "part_loss":
            if "wound" not in data:
                v.bad(f"{path}.data", "missing field 'wound'", "missing_field", field="wound")
            else:
                v.int_(data["wound"], f"{path}.data.wound", 0, 10**6)
            return
        m = {k: data.get(k, d) for k, d in MODIFIERS.items()}
        try:
            infection.infection_check(10, 10, m["environment"], m["disinfected"],
                                      m["treater_skill"], m["medical_kit"], m["st"],
                                      m["sterilize"])
        except RulesError as exc:
            v.bad(f"{path}.data", str(exc), "bad_infection_modifiers")
        for key, lo, hi in (("location_roll", 3, 18), ("side_roll", 1, 6)):
            v.int_(data.get(key, MISSING), f"{path}.data.{key}", lo, hi, null=True)
        wounds = data.get("wounds", [])
        if type(wounds) is not list or not all(type(w) is str for w in wounds):
            v.bad(f"{path}.data.wounds", "must be a list of location ids", "not_location_ids")
        if "at" in data:  # the wound's minute (absent in files from before it was kept)
            v.int_(data["at"], f"{path}.data.at", 0)

    # -- queries ----------------------------------------------------------------------------
    @staticmethod
    def infections(c: Combatant) -> Infections:
        return Infections.from_dict(c.ext.get(ID, {}))

    def statuses(self, c: Combatant) -> list[tuple[str, int]]:
        """V7: an infected head keeps its bearer physically stunned while the disease runs
        (shown and counted as stunned; no recovery roll ends it, only the cure)."""
        return [("stunned", 0)] if shared.alive(c) and self.infections(c).stunned else []

    def effective_ht(self, c: Combatant) -> int:
        """HT for the campaign's rolls: the sheet's, less what running or healing infections
        hold (at least 1: the rules' functions need a living HT)."""
        return max(1, min(50, c.sheet.ht - self.infections(c).ht_lost))

    def roll_penalty(self, enc: Encounter, c: Combatant) -> int:
        """To all of ``c``'s rolls while an infection runs (0 when the module is off)."""
        return self.infections(c).roll_penalty if ID in enc.modules else 0

    def held(self, enc: Encounter, c: Combatant, track: str) -> int:
        """FP the daily course took (until cured) and HT the disease holds."""
        if ID not in c.ext:
            return 0
        inf = self.infections(c)
        return inf.fp_kept if track == "fp" else inf.ht_lost if track == "ht" else 0

    def roll_modifier(self, enc: Encounter, c: Combatant) -> int:
        return self.roll_penalty(enc, c)

    @staticmethod
    def _put(enc: Encounter, c: Combatant, inf: Infections) -> None:
        shared.store(enc, c, ID, inf.to_dict())

    # -- after a hit ------------------------------------------------------------------------
    def after_hit(self, enc: Encounter, cid: str, outcome: Any) -> None:
        c = enc.get(cid)
        inf = self.infections(c)
        if not shared.alive(c) or not infection.bleeds(outcome.type, outcome.penetrating,
                                                       inf.no_blood or bloodless(c)):
            return
        if c.side not in shared.PARTY_SIDES and not shared.option(enc, ID, ENEMIES):
            return
        chk = next((k for k in enc.checks if k.source == ID and k.combatant == cid
                    and k.kind == "infection"), None)
        if chk is None:
            # due at the wound's time: an Advance time the GM makes before rolling it rolls
            # it then, in order, so the fever comes 24 h after the wound (time in order)
            data = {**MODIFIERS, "st": inf.st, "wounds": [outcome.location],
                    "at": enc.calendar.total_minutes}
            chk = PendingCheck(enc.next_id("check"), cid, "infection", 0, 0, ID, data)
            chk.modifier = self.check_result(enc, chk).modifier
            enc.checks.append(chk)
        else:
            chk.data["wounds"] = [*chk.data.get("wounds", []), outcome.location]
        enc.add_log("infection_due", cid, name=c.name, location=outcome.location)

    @staticmethod
    def modifiers(chk: PendingCheck) -> dict[str, Any]:
        return {k: chk.data.get(k, v) for k, v in MODIFIERS.items()}

    def check_result(self, enc: Encounter, chk: PendingCheck,
                     roll: int | None = None) -> InfectionCheck:
        """The infection roll of ``chk`` with its modifiers (``roll`` None: only the
        modifiers; a 10 stands in for the roll)."""
        c = enc.get(chk.combatant)
        m = self.modifiers(chk)
        return infection.infection_check(self.effective_ht(c), 10 if roll is None else roll,
                                         m["environment"], m["disinfected"],
                                         m["treater_skill"], m["medical_kit"], m["st"],
                                         m["sterilize"], self.roll_penalty(enc, c))

    def set_modifiers(self, enc: Encounter, chk: PendingCheck, changes: dict[str, Any]) -> int:
        unknown = set(changes) - set(MODIFIERS) - set(LOCATION_ROLLS)
        if unknown:
            raise RulesError("unknown_field", f"unknown infection roll modifier "
                                              f"'{sorted(unknown)[0]}' (known: "
                                              + ", ".join([*MODIFIERS, *LOCATION_ROLLS]) + ")")
        trial = PendingCheck.from_dict(chk.to_dict())
        trial.data.update(changes)
        modifier = self.check_result(enc, trial).modifier  # refuses bad values
        if trial.data.get("location_roll") is not None:
            need_3d(trial.data["location_roll"], "location_roll")
        if trial.data.get("side_roll") is not None:
            need_die(trial.data["side_roll"], "side_roll")
        chk.data = trial.data
        chk.modifier = modifier
        return modifier

    # -- checks -----------------------------------------------------------------------------
    def check_spec(self, enc: Encounter, chk: PendingCheck) -> CheckSpec:
        c = enc.get(chk.combatant)
        if chk.kind == "infection":
            res = self.check_result(enc, chk)
            return CheckSpec("3d6", res.target, 3, 18, "HT", tuple(
                x for x in res.explain if x.key not in ("inf.roll", "inf.infected")))
        inf = self.infections(c)
        if chk.kind == "ht_zero":  # R24: nothing to roll against; the GM decides
            return CheckSpec("3d6", 0, 3, 18, "HT")
        try:
            w = self._wound(c, inf, chk)
        except RulesError:  # a file naming a wound that is not there: resolving says so
            return CheckSpec("3d6", self.effective_ht(c), 3, 18, "HT")
        return CheckSpec("3d6", self._part_roll(c, inf, w)[1], 3, 18, "HT")

    @staticmethod
    def _wound(c: Combatant, inf: Infections, chk: PendingCheck) -> InfectionState:
        wounds = inf.wounds
        idx = chk.data.get("wound")
        if isinstance(idx, bool) or not isinstance(idx, int) or not 0 <= idx < len(wounds):
            raise RulesError("unknown_infection", f"{c.name} has no infection "
                                                  f"#{idx if idx is None else idx + 1}")
        return wounds[idx]

    @staticmethod
    def _part_roll(c: Combatant, inf: Infections, w: InfectionState) -> tuple[int, int]:
        """(HT before wound ``w``'s disease took any, the target of its part roll: the worst
        running infection's penalty applies to it, V7)."""
        ht = c.sheet.ht - inf.ht_lost + w.ht_lost
        bonus = infection.RAPID_HEALING if inf.rapid_healing else 0
        return ht, ht - w.ht_lost + inf.roll_penalty + bonus

    def resolve_check(self, enc: Encounter, chk: PendingCheck, roll: int | None) -> Any:
        c = enc.get(chk.combatant)
        if roll is None:
            roll = enc.dice.roll(3)
        enc.checks.remove(chk)
        if chk.kind == "part_loss":
            return self._resolve_part(enc, c, chk, roll)
        if chk.kind == "ht_zero":  # R24: the GM has decided; the mark goes
            enc.add_log("infection_ht_zero_decided", c.id, name=c.name)
            return None
        res = self.check_result(enc, chk, roll)
        if res.immune:
            enc.add_log("infection_immune", c.id, res.explain, name=c.name)
            return res
        verdict = next(x.args["result"] for x in res.explain if x.key == "inf.roll")
        enc.add_log("infection_roll", c.id, res.explain, name=c.name, roll=roll,
                    target=res.target, result=verdict)
        if res.infected:
            dice = Scripted([chk.data[k] for k in LOCATION_ROLLS
                             if chk.data.get(k) is not None], enc.dice)
            inf = self.infections(c)
            where = self._location(dice, inf)
            wound = infection.start_infection(where.location, shared.now(enc))
            at = plan_location(c.sheet.plan, where.location)
            if at != where.location:  # the bearer's own body plan names it otherwise (m6)
                wound = replace(wound, at=at)
            self._put(enc, c, replace(inf, wounds=(*inf.wounds, wound)))
            enc.add_log("infection_caught", c.id, (*where.explain, res.explain[-1]),
                        name=c.name, location=wound.where)
        return res

    @staticmethod
    def _location(dice: Scripted, inf: Infections) -> Any:
        """The V7 table: a 3d roll, and a 1d for the side where the table asks for one."""
        roll = dice.roll(3)
        side = dice.roll(1) if roll in (7, 15, 16) else None
        return infection.infection_location(roll, side, inf.dominant, inf.female)

    def _resolve_part(self, enc: Encounter, c: Combatant, chk: PendingCheck, roll: int) -> Any:
        inf = self.infections(c)
        w = self._wound(c, inf, chk)
        idx = chk.data["wound"]
        ht, target = self._part_roll(c, inf, w)
        new, event = infection._part_check(w, ht, shared.now(enc), Scripted([roll]),
                                           inf.rapid_healing, inf.roll_penalty)
        wounds = list(inf.wounds)
        wounds[idx] = new
        self._put(enc, c, replace(inf, wounds=tuple(wounds)))
        enc.add_log("part_loss_roll", c.id, event.explain, name=c.name, location=w.where,
                    roll=roll, target=target, event=event.kind)
        if event.kind == "part_lost":
            self._lose_part(enc, c, w.where)
        return event

    @staticmethod
    def _lose_part(enc: Encounter, c: Combatant, location: str) -> None:
        """Necrosis: the crippled part will not heal (G7 permanent), whatever its timer
        said."""
        part = c.sheet.parts.get(location)
        if part is not None:
            part.duration = "permanent"
        for t in enc.timers:
            if t.combatant == c.id and t.location == location:
                t.kind, t.days_left, t.months = "permanent", None, None

    # -- the course on the calendar ---------------------------------------------------------
    def check_advance(self, enc: Encounter, minutes: int) -> None:
        """While a disease keeps time at its half-hour grain, one Advance time goes at most
        :data:`MAX_FINE_DAYS` (a year ≈ 1.5 s here; the window offers 9999 days, which would
        freeze it for most of a minute): the GM goes on in pieces, which give the same."""
        if minutes > MAX_FINE_DAYS * 24 * 60 and self.fine_time(enc):
            raise RulesError("advance_disease", f"while a disease runs its course, advance at "
                             f"most {MAX_FINE_DAYS} days at a time", days=MAX_FINE_DAYS)

    def fine_time(self, enc: Encounter) -> bool:
        """A disease under way has its onset and daily course at its own times: time runs in
        half hours so that rest and the other rolls fall in order around them."""
        # also while a cured wound still gives its HT back, one a midnight: each midnight's
        # natural recovery roll (G14) takes the HT of that day, as in pieces of a day; a
        # corpse's disease runs no course (advance_time), so it holds nothing up
        return any(w.stage != "cured" or w.ht_lost for c in enc.ordered()
                   if ID in c.ext and shared.alive(c) for w in self.infections(c).wounds)

    def next_event(self, enc: Encounter, now: int) -> int | None:
        """The minute of the next fever or daily loss of a living combatant's disease."""
        times = []
        for c in enc.ordered():
            if ID not in c.ext or not shared.alive(c):
                continue
            inf = self.infections(c)
            for w in inf.wounds:
                if w.active and c.sheet.ht <= inf.ht_lost:
                    continue  # R24: at HT 0 the course has stopped
                if w.stage == "incubating":
                    times.append(w.infected_at + infection.ONSET)
                elif w.active:
                    times.append(w.infected_at + infection.ONSET
                                 + (w.days + 1) * infection.MINUTES_PER_DAY)
        return min((t for t in times if t > now), default=None)

    def advance_time(self, enc: Encounter, start: Calendar, hours: float) -> None:
        span = enc.calendar.total_minutes - start.total_minutes
        days = enc.calendar.day - start.day
        ordinary = shared.option(enc, ID, _ORDINARY)
        for c in enc.ordered():
            if ID not in c.ext or not shared.alive(c):  # a corpse's disease runs no course
                continue
            inf = self.infections(c)
            wounds = list(inf.wounds)
            for i, w in enumerate(wounds):
                if w.stage == "cured":
                    continue
                if w.active and c.sheet.ht <= inf.ht_lost:  # R24: at HT 0 none takes more
                    wounds[i] = replace(w, elapsed=w.elapsed + span)
                    inf = replace(inf, wounds=tuple(wounds))
                    self._put(enc, c, inf)
                    continue
                others = inf.ht_lost - w.ht_lost
                ht = max(1, min(50, c.sheet.ht - others))
                step = infection.advance_infection(w, span, ht, enc.dice,
                                                   rapid_healing=inf.rapid_healing,
                                                   ordinary_ht_per_day=ordinary)
                wounds[i] = step.state
                inf = replace(inf, wounds=tuple(wounds))
                self._put(enc, c, inf)
                ht_now = ht - w.ht_lost
                for ev in step.events:
                    self._log_event(enc, c, w.where, ev, ht_now)
                    ht_now += ev.ht
                    if ev.kind == "ht_zero":
                        self._mark_ht_zero(enc, c)
            if days:
                inf = self._heal_cured(enc, c, inf, days)
            if shared.alive(c):
                self._offer_part_checks(enc, c, inf)

    def _log_event(self, enc: Encounter, c: Combatant, location: str,
                   ev: infection.InfectionEvent, ht_before: int) -> None:
        """Log what the disease did; its FP loss happens here (its HT loss is counted in
        the wound's state)."""
        if ev.fp or ev.ht:
            loss = shared.lose(enc, c, fp=-ev.fp)
            enc.add_log("infection_loss", c.id, shared.explain(ev.explain, loss.explain),
                        name=c.name, location=location, event=ev.kind,
                        fp_before=loss.fp_before, fp_after=loss.fp_after,
                        ht_before=ht_before, ht_after=ht_before + ev.ht)
        else:
            enc.add_log("infection_event", c.id, ev.explain, name=c.name, location=location,
                        event=ev.kind)

    def _heal_cured(self, enc: Encounter, c: Combatant, inf: Infections,
                    days: int) -> Infections:
        wounds = list(inf.wounds)
        for i, w in enumerate(wounds):
            back = min(days, w.ht_lost) if w.stage == "cured" else 0
            for _ in range(back):
                before = self.effective_ht(c)
                w = replace(w, ht_lost=w.ht_lost - 1)
                wounds[i] = w
                inf = replace(inf, wounds=tuple(wounds))
                self._put(enc, c, inf)
                enc.add_log("infection_ht_back", c.id, name=c.name, ht_before=before,
                            ht_after=self.effective_ht(c))
        return inf

    @staticmethod
    def _mark_ht_zero(enc: Encounter, c: Combatant) -> None:
        """R24: "infection: HT 0 — GM decides" in the pending checks (once)."""
        if not any(k.source == ID and k.combatant == c.id and k.kind == "ht_zero"
                   for k in enc.checks):
            enc.checks.append(PendingCheck(enc.next_id("check"), c.id, "ht_zero", 0, 0, ID,
                                           {}))

    def _offer_part_checks(self, enc: Encounter, c: Combatant, inf: Infections) -> None:
        for i, w in enumerate(inf.wounds):
            part = c.sheet.parts.get(w.where)
            if (not w.active or w.part is not None or w.location not in LOSABLE
                    or part is None or part.status != "crippled"):
                continue
            if any(k.source == ID and k.combatant == c.id and k.kind == "part_loss"
                   and k.data.get("wound") == i for k in enc.checks):
                continue
            enc.checks.append(PendingCheck(enc.next_id("check"), c.id, "part_loss", 0, 0, ID,
                                           {"wound": i}))

    def wounds_changed(self, enc: Encounter, c: Combatant) -> None:
        """A part that is no longer crippled (healed, its timer run out) owes no roll whether
        the infection takes it for good: its pending one goes (V7)."""
        inf = self.infections(c) if ID in c.ext else None
        for k in [k for k in enc.checks if k.source == ID and k.combatant == c.id
                  and k.kind == "part_loss"]:
            idx = k.data.get("wound")
            wound = (inf.wounds[idx] if inf is not None and isinstance(idx, int)
                     and not isinstance(idx, bool) and 0 <= idx < len(inf.wounds) else None)
            part = c.sheet.parts.get(wound.where) if wound is not None else None
            if part is None or part.status != "crippled":
                enc.checks.remove(k)

    # -- the cure ---------------------------------------------------------------------------
    def cure(self, enc: Encounter, c: Combatant, index: int, how: str) -> Any:
        inf = self.infections(c)
        if not 0 <= index < len(inf.wounds):
            raise RulesError("unknown_infection", f"{c.name} has no infection #{index + 1}")
        step = infection.cure(inf.wounds[index], shared.now(enc), how)
        wounds = list(inf.wounds)
        wounds[index] = step.state
        self._put(enc, c, replace(inf, wounds=tuple(wounds)))
        enc.checks[:] = [k for k in enc.checks if not (
            k.source == ID and k.combatant == c.id and (k.kind == "ht_zero" or (
                k.kind == "part_loss" and k.data.get("wound") == index)))]
        enc.add_log("infection_cured", c.id, step.events[0].explain, name=c.name,
                    location=step.state.where, how=how)
        return step


MODULE = InfectionModule()


#: traits of the sheet that mean no blood for V7: No Blood itself and the Injury Tolerances
#: that imply it (V-readings), whether typed or imported from GCS
_BLOODLESS = frozenset({"no_blood", "unliving", "homogeneous", "diffuse"})


#: the V7 table's limbs and extremities: (body part, side) of each id
_TABLE_PARTS = {f"{part}_{side}": (part, side) for part in ("arm", "hand", "leg", "foot")
                for side in ("right", "left")}


def plan_location(plan: Any, location: str) -> str:
    """The id on ``plan`` of the V7 table's ``location`` (issue 44 m6): the same id when the
    plan has it; else its location of that body part on that side, then of that part, then
    of that kind (skull, face, vitals, groin); else the torso, where G13 sends a roll for a
    part the body lacks."""
    if location in plan.by_id:
        return location
    part, side = _TABLE_PARTS.get(location, (location, None))
    for wanted in ((lambda x: x.part == part and x.side == side),
                   (lambda x: x.part == part), (lambda x: x.kind == location),
                   (lambda x: x.kind == "torso")):
        found = next((x.id for x in plan.locations if wanted(x)), None)
        if found is not None:
            return found
    return location


def bloodless(c: Combatant) -> bool:
    return not _BLOODLESS.isdisjoint(getattr(c.sheet, "traits", ()) or ())
