"""The campaign rule modules in an encounter (V4–V8): every hook and every GM operation, each
undone exactly, through the real operations (``Encounter.verify_snapshots`` on: an action
that changed a combatant it did not touch fails)."""

from __future__ import annotations

import pytest

from tracker.model import operations as ops
from tracker.model.dice import Dice
from tracker.model.encounter import Encounter
from tracker.model.errors import RulesError
from tracker.model.files import dumps_encounter
from tracker.rulesets.gurps.rules.modules import operations as mops
from tracker.rulesets.gurps.rules.modules.climate_module import MODULE as CLIMATE
from tracker.rulesets.gurps.rules.modules.hunger_module import MODULE as HUNGER
from tracker.rulesets.gurps.rules.modules.infection_module import MODULE as INFECTION
from tracker.rulesets.gurps.rules.modules.moon_module import MODULE as MOON
from tracker.rulesets.gurps.rules.modules.texts import LOG_TEMPLATES
from tracker.rulesets.gurps.rules.modules.weather_module import MODULE as WEATHER
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.ruleset import GURPS
from tracker.rulesets.gurps.rules.sheet import GurpsSheet

SIX = ("gurps.ranged", "gurps.moon", "gurps.weather", "gurps.hunger", "gurps.infection",
       "gurps.climate")


@pytest.fixture(autouse=True)
def verify_snapshots():
    was, Encounter.verify_snapshots = Encounter.verify_snapshots, True
    yield
    Encounter.verify_snapshots = was


class Table:
    """An encounter with the vampire-hunter preset and an undo history; ``do`` pushes an
    action and checks that undoing it gives back the file exactly, and redo the result."""

    def __init__(self, seed: int = 7, preset: bool = True) -> None:
        self.enc = Encounter(dice=Dice(seed))
        self.h = ops.History(self.enc)
        self.h.push(ops.add_combatant(self.enc, "Aiko", "pc", GurpsSheet(
            max_hp=12, max_fp=12, ht=12, dx=12, basic_speed=6.0)))
        self.h.push(ops.add_combatant(self.enc, "Ben", "ally", GurpsSheet()))
        self.h.push(ops.add_combatant(self.enc, "Ghoul", "enemy", GurpsSheet()))
        if preset:
            self.h.push(ops.set_modules(self.enc, GURPS.presets["vampire_hunter"][1]))

    def do(self, action):
        self.h.push(action)
        after = dumps_encounter(self.enc)
        self.h.undo()
        undone = dumps_encounter(self.enc)
        self.h.redo()
        assert dumps_encounter(self.enc) == after
        self._undone = undone
        return action.result

    def undo_gives(self, text: str) -> None:
        assert self._undone == text

    def c(self, name: str):
        """The combatant now: undo and redo replace combatant objects, so never keep one
        across an action."""
        return next(c for c in self.enc.combatants.values() if c.name == name)

    @property
    def aiko(self):
        return self.c("Aiko")

    def keys(self, since: int = 0) -> list[str]:
        return [e.key for e in self.enc.log[since:]]


def checked(t: Table, action_maker, *args, **kw):
    """Run an operation and check that undo restores the encounter exactly."""
    before = dumps_encounter(t.enc)
    result = t.do(action_maker(t.enc, *args, **kw))
    t.undo_gives(before)
    return result


# -- the preset ---------------------------------------------------------------------------
def test_vampire_hunter_preset_turns_on_all_six_and_a_plain_encounter_none():
    label, mods = GURPS.presets["vampire_hunter"]
    assert tuple(mods) == SIX and all(v == {} for v in mods.values())
    assert "Vampire hunter" in label
    # the six, then the Basic Set's optional rules (W4, W5), which the preset leaves off
    assert tuple(GURPS.modules) == (*SIX, "gurps.bleeding", "gurps.knockback")
    t = Table()
    assert tuple(t.enc.modules) == SIX
    assert Table(preset=False).enc.modules == {}
    for mid in SIX:
        mod = GURPS.modules[mid]
        assert mod.info.id == mid and mod.info.version == 1
        assert mod.migrate({"x": 1}, 1) == {"x": 1}
        assert all(r.startswith("V") for r in mod.info.rules)


def test_every_module_log_template_cites_a_V_rule():
    for key, text in LOG_TEMPLATES.items():
        assert any(f"(V{n})" in text or f"(V{n}" in text for n in range(4, 9)), key


# -- V4/V5/V8: the world ------------------------------------------------------------------
def test_roll_world_uses_the_GMs_rolls_and_logs_them():
    t = Table()
    n = len(t.enc.log)
    out = checked(t, mops.roll_world, waxing=False,
                  rolls={"moon": 4, "weather": 5, "season": 2, "temperature": [1, 2, 3]})
    st = t.enc.modules
    assert st["gurps.moon"]["state"] == {"phase": 4, "waxing": False}
    assert st["gurps.weather"]["state"]["weather"] == "overcast"
    assert st["gurps.climate"]["state"] == {"season": "winter", "celsius": 9}  # 15 − 6
    assert out["temperature"].celsius == 9
    assert t.keys(n) == ["moon_rolled", "weather_rolled", "temperature_rolled"]
    rules = {line.rule for e in t.enc.log[n:] for line in e.explain}
    assert rules == {"V4", "V5", "V8"}


def test_roll_world_rolls_what_is_not_given_and_uses_the_option_dice():
    t = Table(seed=3)
    t.enc.modules["gurps.climate"]["options"]["temperature_dice"] = 5
    checked(t, mops.roll_world)
    temp = t.enc.log[-1]
    value = next(x for x in temp.explain if x.key == "temp.value")
    assert value.args["dice"] == 5 and 5 <= value.args["sum"] <= 30
    assert 1 <= t.enc.modules["gurps.moon"]["state"]["phase"] <= 6


def test_rainy_season_means_rain_without_a_roll():
    t = Table()
    checked(t, mops.set_weather, rainy_season=True)
    assert WEATHER.weather(t.enc).weather == "rain"
    checked(t, mops.roll_world, rolls={"moon": 2, "season": 1, "temperature": [1, 1, 1]})
    assert WEATHER.weather(t.enc).weather == "rain"
    assert t.enc.log[-2].explain[0].key == "weather.rainy_season"


def test_new_day_rerolls_weather_and_temperature_in_the_season():
    t = Table()
    t.do(mops.roll_world(t.enc, rolls={"moon": 1, "weather": 1, "season": 1,
                                       "temperature": [6, 6, 6]}))
    checked(t, mops.new_day, rolls={"weather": 6, "temperature": [1, 1, 2]})
    assert CLIMATE.climate(t.enc).season == "summer"
    assert CLIMATE.climate(t.enc).celsius == 19
    assert WEATHER.weather(t.enc).weather == "rain"
    assert t.enc.modules["gurps.moon"]["state"]["phase"] == 1  # the moon is not re-rolled


@pytest.mark.parametrize("call, message", [
    (lambda e: mops.set_moon(e, 7), "phase"),
    (lambda e: mops.set_moon(e, 3, "up"), "waxing"),
    (lambda e: mops.set_weather(e, "snow"), "weather"),
    (lambda e: mops.set_temperature(e, 500, "summer"), "celsius"),
    (lambda e: mops.set_temperature(e, 20, "spring"), "season"),
    (lambda e: mops.roll_world(e, rolls={"moon": 9}), "roll"),
    (lambda e: mops.roll_world(e, rolls={"sun": 1}), "unknown roll"),
    (lambda e: mops.new_day(e, rolls={"moon": 1}), "unknown roll"),
])
def test_bad_world_values_are_refused_and_change_nothing(call, message):
    t = Table()
    before = dumps_encounter(t.enc)
    with pytest.raises(RulesError, match=message):
        call(t.enc)
    assert dumps_encounter(t.enc) == before


def test_world_operations_need_their_modules():
    t = Table(preset=False)
    for call in (lambda e: mops.roll_world(e), lambda e: mops.new_day(e),
                 lambda e: mops.set_moon(e, 2), lambda e: mops.set_weather(e, "rain"),
                 lambda e: mops.set_temperature(e, 20, "summer"),
                 lambda e: mops.mark_meal(e, "c1", True),
                 lambda e: mops.investigation_action(e),
                 lambda e: mops.set_half_werewolf(e, "c1", True)):
        with pytest.raises(RulesError, match="not on|none of|neither"):
            call(t.enc)


def test_V4_moon_drifts_at_each_midnight_the_calendar_crosses():
    t = Table()
    checked(t, mops.set_moon, 5, True)
    checked(t, ops.advance_time, 10)  # 08:00 -> 18:00: no midnight
    assert MOON.moon(t.enc).phase == 5
    checked(t, ops.advance_time, 6)  # -> 00:00 of day 2
    assert (MOON.moon(t.enc).phase, MOON.moon(t.enc).waxing) == (6, False)
    n = len(t.enc.log)
    checked(t, ops.advance_time, 48)
    assert MOON.moon(t.enc).phase == 4
    drift = next(e for e in t.enc.log[n:] if e.key == "moon_drift")
    assert drift.args == {"before": 6, "after": 4, "direction": "waning"}
    assert drift.explain[0].rule == "V4"


def test_V4_no_drift_when_the_GM_turned_it_off_and_none_before_a_moon():
    t = Table()
    checked(t, ops.advance_time, 48)  # no moon yet: nothing happens
    assert MOON.moon(t.enc) is None
    t.do(mops.set_moon(t.enc, 2))
    t.do(ops.set_option(t.enc, "auto_drift", False))
    checked(t, ops.advance_time, 72)
    assert MOON.moon(t.enc).phase == 2


def test_V4_half_werewolf_flag_effects_and_the_full_moon_night():
    t = Table()
    t.do(mops.set_moon(t.enc, 6, False))
    checked(t, mops.set_half_werewolf, t.aiko.id, True)
    assert t.enc.log[-1].key == "werewolf_on"
    fx = MOON.effects(t.enc, t.aiko)  # 08:00: day
    assert (fx.reaction, fx.bestial, fx.animal) == (-4, True, False)
    assert MOON.effects(t.enc, t.c("Ben")) is None
    n = len(t.enc.log)
    checked(t, ops.advance_time, 11)  # 19:00: night of the full moon
    assert "werewolf_animal" in t.keys(n)
    assert MOON.effects(t.enc, t.aiko).animal
    n = len(t.enc.log)
    t.do(ops.advance_time(t.enc, 12))  # 07:00 next day: phase 5 by day
    assert "werewolf_human" in t.keys(n)
    checked(t, mops.set_half_werewolf, t.aiko.id, public=True)
    assert t.aiko.ext["gurps.moon"] == {"half_werewolf": True, "public": True}
    checked(t, mops.set_half_werewolf, t.aiko.id, False, False)
    assert "gurps.moon" not in t.aiko.ext and t.enc.log[-1].key == "werewolf_off"


# -- V6 hunger ----------------------------------------------------------------------------
def test_V6_meal_times_come_due_for_the_party_only():
    t = Table()
    checked(t, ops.advance_time, 24)  # day 1 08:00 -> day 2 08:00: 12:00, 19:00, 07:00
    assert HUNGER.hunger(t.enc, t.c("Aiko")).due == (1, 1, 2)
    assert HUNGER.hunger(t.enc, t.c("Ben")).due == (1, 1, 2)
    assert "gurps.hunger" not in t.c("Ghoul").ext
    entry = next(e for e in t.enc.log if e.key == "meals_due")
    assert entry.args == {"count": 6}


def test_V6_missed_meals_cost_FP_then_HP_and_rest_does_not_give_them_back():
    t = Table()
    t.do(ops.advance_time(t.enc, 24))
    for want in (11, 10, 9):
        checked(t, mops.mark_meal, t.aiko.id, False)
        assert t.aiko.sheet.fp == want and t.aiko.sheet.hp == 12
    assert HUNGER.hunger(t.enc, t.aiko).due == ()
    checked(t, mops.mark_meal, t.aiko.id, False)  # the fourth in a row: 1 HP as well
    assert (t.aiko.sheet.fp, t.aiko.sheet.hp) == (8, 11)
    entry = t.enc.log[-1]
    assert entry.key == "meal_missed" and entry.args["hp_after"] == 11
    assert [x.rule for x in entry.explain][:2] == ["V6", "V6"]
    t.do(ops.advance_time(t.enc, 30))  # rest and a midnight: nothing of it comes back
    assert (t.aiko.sheet.fp, t.aiko.sheet.hp) == (8, 11)
    assert not any(e.key == "heal" and e.combatant == t.aiko.id for e in t.enc.log)
    assert HUNGER.held(t.enc, t.aiko, "fp") == 4 and HUNGER.held(t.enc, t.aiko, "hp") == 1


def test_V6_a_full_day_of_meals_gives_back_what_hunger_took():
    t = Table()
    t.do(ops.advance_time(t.enc, 24))
    for _ in range(3):
        t.do(mops.mark_meal(t.enc, t.aiko.id, False))  # day 1 twice, day 2 once
    t.do(ops.advance_time(t.enc, 24))  # day 3 08:00: day 2 12:00, 19:00 and day 3 07:00 due
    assert HUNGER.hunger(t.enc, t.aiko).due == (2, 2, 3)
    t.do(mops.mark_meal(t.enc, t.aiko.id, True))
    assert t.aiko.sheet.fp == 9
    checked(t, mops.mark_meal, t.aiko.id, True)  # day 2: missed 1, ate 2: not a full day
    assert t.aiko.sheet.fp == 9
    t.do(mops.mark_meal(t.enc, t.aiko.id, True))  # day 3's first
    t.do(mops.mark_meal(t.enc, t.aiko.id, True))
    checked(t, mops.mark_meal, t.aiko.id, True)  # day 3: three meals
    assert t.aiko.sheet.fp == 12
    assert t.enc.log[-1].key == "meals_restored"
    assert t.enc.log[-1].args["fp_before"] == 9 and t.enc.log[-1].args["fp_after"] == 12


def test_V6_everyone_ate_marks_every_due_meal_in_one_action():
    t = Table()
    t.do(ops.advance_time(t.enc, 24))
    assert checked(t, mops.mark_all_meals) == 6
    for name in ("Aiko", "Ben"):
        s = HUNGER.hunger(t.enc, t.c(name))
        assert s.due == () and s.missed_in_row == 0
    with pytest.raises(RulesError, match="no meals are due"):
        mops.mark_all_meals(t.enc)


def test_V6_a_meal_of_a_full_day_is_refused():
    t = Table()
    for _ in range(3):
        t.do(mops.mark_meal(t.enc, t.aiko.id, True))
    before = dumps_encounter(t.enc)
    with pytest.raises(RulesError, match="all 3 meals"):
        mops.mark_meal(t.enc, t.aiko.id, True)
    assert dumps_encounter(t.enc) == before


# -- V7 infection -------------------------------------------------------------------------
def infection_checks(t: Table):
    return [k for k in t.enc.checks if k.source == "gurps.infection"]


@pytest.mark.parametrize("hit, due", [
    (Hit(3, "cut", "torso"), True),
    (Hit(3, "imp", "torso"), True),
    (Hit(3, "pi-", "torso"), True),
    (Hit(3, "pi++", "torso"), True),
    (Hit(6, "cr", "torso"), False),
    (Hit(6, "burn", "torso"), False),
    (Hit(3, "fat", "torso"), False),
])
def test_V7_a_bleeding_hit_makes_the_infection_roll_due(hit, due):
    t = Table()
    checked(t, ops.apply_hit, t.aiko.id, hit)
    got = infection_checks(t)
    assert bool(got) == due
    if due:
        assert got[0].combatant == t.aiko.id and got[0].kind == "infection"
        assert got[0].data["wounds"] == ["torso"]
        assert t.enc.log[-1].key == "infection_due"


def test_V7_no_roll_when_DR_stops_it_for_No_Blood_or_for_enemies_unless_asked():
    t = Table()
    ghoul = t.c("Ghoul")
    t.do(ops.edit_combatant(t.enc, t.aiko.id, sheet={"dr": 5}))
    t.do(ops.apply_hit(t.enc, t.aiko.id, Hit(4, "cut", "torso")))  # stopped by DR 5
    assert not infection_checks(t)
    t.do(ops.edit_combatant(t.enc, t.aiko.id, sheet={"dr": 0}))
    checked(t, mops.set_infection_profile, t.aiko.id, no_blood=True)
    t.do(ops.apply_hit(t.enc, t.aiko.id, Hit(2, "imp", "torso")))
    assert not infection_checks(t)
    t.do(ops.apply_hit(t.enc, ghoul.id, Hit(2, "cut", "torso")))
    assert not infection_checks(t)
    t.do(ops.set_option(t.enc, "infect_enemies", True))
    t.do(ops.apply_hit(t.enc, ghoul.id, Hit(2, "cut", "torso")))
    assert [k.combatant for k in infection_checks(t)] == [ghoul.id]


def test_V7_more_bleeding_wounds_share_the_pending_roll():
    t = Table()
    t.do(ops.apply_hit(t.enc, t.aiko.id, Hit(2, "cut", "torso")))
    t.do(ops.apply_hit(t.enc, t.aiko.id, Hit(1, "imp", "arm_left")))
    (chk,) = infection_checks(t)
    assert chk.data["wounds"] == ["torso", "arm_left"]


@pytest.mark.parametrize("changes, modifier", [
    ({}, 0),
    ({"environment": "special"}, -2),
    ({"environment": "filth"}, -3),
    ({"disinfected": True}, 3),
    ({"disinfected": True, "treater_skill": 12}, 4),
    ({"disinfected": True, "treater_skill": 15}, 5),
    ({"disinfected": True, "treater_skill": 20}, 7),
    ({"treater_skill": 20}, 0),  # not disinfected: the skill does not count
    ({"medical_kit": True}, 2),
    ({"st": 12}, 1),
    ({"st": 13}, 2),
    ({"environment": "filth", "disinfected": True, "treater_skill": 15, "st": 12}, 3),
])
def test_V7_the_GMs_modifiers_set_the_roll(changes, modifier):
    t = Table()
    t.do(ops.apply_hit(t.enc, t.aiko.id, Hit(2, "cut", "torso")))
    (chk,) = infection_checks(t)
    assert checked(t, mops.set_infection_modifiers, chk.id, **changes) == modifier
    (chk,) = infection_checks(t)
    spec = ops.check_spec(t.enc, chk)
    assert (spec.target, spec.against, spec.dice) == (12 + modifier, "HT", "3d6")
    assert all(line.rule == "V7" for line in spec.parts)
    assert t.enc.log[-1].key == "infection_modifiers"


@pytest.mark.parametrize("changes, message", [
    ({"environment": "swamp"}, "environment"),
    ({"st": 0}, "st"),
    ({"treater_skill": "good"}, "treater_skill"),
    ({"location_roll": 19}, "location_roll"),
    ({"side_roll": 0}, "side_roll"),
    ({"colour": "green"}, "unknown infection roll modifier"),
])
def test_V7_bad_modifiers_are_refused_and_change_nothing(changes, message):
    t = Table()
    t.do(ops.apply_hit(t.enc, t.aiko.id, Hit(2, "cut", "torso")))
    (chk,) = infection_checks(t)
    before = dumps_encounter(t.enc)
    with pytest.raises(RulesError, match=message):
        mops.set_infection_modifiers(t.enc, chk.id, **changes)
    assert dumps_encounter(t.enc) == before
    with pytest.raises(RulesError, match="no pending infection roll"):
        mops.set_infection_modifiers(t.enc, 999)


def infect(t: Table, name: str = "Aiko", location_roll: int = 9, side_roll: int | None = None,
           roll: int = 18):
    c = t.c(name)
    t.do(ops.apply_hit(t.enc, c.id, Hit(2, "cut", "torso")))
    chk = infection_checks(t)[-1]
    t.do(mops.set_infection_modifiers(t.enc, chk.id, location_roll=location_roll,
                                      side_roll=side_roll))
    return checked(t, ops.resolve_check, chk.id, roll)


def test_V7_a_failed_roll_starts_the_infection_where_the_table_says():
    t = Table()
    res = infect(t, location_roll=7, side_roll=2)  # wrist, even: the off hand
    assert res.infected
    (w,) = INFECTION.infections(t.c("Aiko")).wounds
    assert (w.location, w.stage, w.infected_at) == ("hand_left", "incubating", 8 * 60)
    assert t.keys()[-2:] == ["infection_roll", "infection_caught"]
    assert not infection_checks(t)


def test_V7_success_and_Sterilize_start_nothing():
    t = Table()
    assert not infect(t, roll=6).infected
    assert t.enc.log[-1].key == "infection_roll" and t.enc.log[-1].args["result"] == "success"
    t.do(ops.apply_hit(t.enc, t.aiko.id, Hit(2, "cut", "torso")))
    chk = infection_checks(t)[-1]
    t.do(mops.set_infection_modifiers(t.enc, chk.id, sterilize=True))
    assert checked(t, ops.resolve_check, chk.id, 18).immune
    assert t.enc.log[-1].key == "infection_immune"
    assert INFECTION.infections(t.aiko).wounds == ()


def test_V7_fever_a_day_later_holds_HT_and_gives_minus_2_to_every_roll():
    t = Table()
    infect(t)  # torso: an ordinary disease
    fp0 = t.aiko.sheet.fp
    checked(t, ops.advance_time, 23)
    assert INFECTION.infections(t.aiko).wounds[0].stage == "incubating"
    n = len(t.enc.log)
    checked(t, ops.advance_time, 1)
    fever = next(e for e in t.enc.log[n:] if e.key == "infection_loss")
    lost = fever.explain[0].args["fp"]
    assert 2 <= lost <= 12 and fever.args["event"] == "fever"
    assert t.aiko.sheet.fp == fp0 - lost + 0  # the fever came at the end of this hour
    assert (fever.args["ht_before"], fever.args["ht_after"]) == (12, 11)
    assert INFECTION.effective_ht(t.aiko) == 11
    # a GURPS check of the fight rolls against the lower HT and the fever's −2
    t.do(ops.start_combat(t.enc))  # knockdown rolls belong to a fight (G9)
    t.do(ops.apply_hit(t.enc, t.aiko.id, Hit(10, "cr", "skull")))
    kd = next(k for k in t.enc.checks if k.kind == "knockdown")
    assert ops.check_spec(t.enc, kd).target == 11 + kd.modifier - 2
    # fever FP come back with rest (only the daily losses are held)
    t.do(ops.advance_time(t.enc, 3))
    assert t.aiko.sheet.fp == 12


def test_V7_a_crippled_infected_limb_gets_its_own_roll_and_may_be_lost():
    t = Table()
    t.do(ops.apply_hit(t.enc, t.aiko.id, Hit(7, "cr", "arm_right")))  # crippled (HP 12)
    t.do(ops.end_combat(t.enc, rolls={(t.aiko.id, "arm_right"): 10}))  # temporary
    assert t.enc.timers[0].kind == "temporary"
    infect(t, location_roll=6)  # 6: the dominant (right) arm
    assert not any(k.kind == "part_loss" for k in t.enc.checks)
    checked(t, ops.advance_time, 24)  # the fever: now the part's roll is due
    (part,) = [k for k in t.enc.checks if k.kind == "part_loss"]
    spec = ops.check_spec(t.enc, part)
    assert spec.target == 12 - 1 - 2  # HT less the fever's HT, −2 to all rolls
    checked(t, ops.resolve_check, part.id, 16)
    assert INFECTION.infections(t.aiko).wounds[0].part == "lost"
    assert t.enc.log[-1].key == "part_loss_roll" and t.enc.log[-1].args["event"] == "part_lost"
    assert t.enc.timers[0].kind == "permanent"
    assert t.aiko.sheet.parts["arm_right"].duration == "permanent"
    t.do(ops.advance_time(t.enc, 24))
    assert not any(k.kind == "part_loss" for k in t.enc.checks)  # asked once


def test_V7_the_rolls_of_rapid_healing_keep_the_part():
    t = Table()
    t.do(mops.set_infection_profile(t.enc, t.aiko.id, rapid_healing=True))
    t.do(ops.apply_hit(t.enc, t.aiko.id, Hit(7, "cr", "arm_right")))
    infect(t, location_roll=6)
    t.do(ops.advance_time(t.enc, 24))
    (part,) = [k for k in t.enc.checks if k.kind == "part_loss"]
    assert ops.check_spec(t.enc, part).target == 12 - 1 - 2 + 5
    t.do(ops.resolve_check(t.enc, part.id, 14))
    assert INFECTION.infections(t.aiko).wounds[0].part == "kept"


def test_V7_cure_ends_the_course_and_the_HT_comes_back_a_day_at_a_time():
    t = Table()
    infect(t)
    t.do(ops.advance_time(t.enc, 24 + 48))  # fever and two ordinary days: 3 HT
    w = INFECTION.infections(t.aiko).wounds[0]
    assert (w.stage, w.ht_lost) == ("festering", 3)
    checked(t, mops.cure_infection, t.aiko.id, 0, "hospital")
    assert t.enc.log[-1].key == "infection_cured" and t.enc.log[-1].args["how"] == "hospital"
    assert INFECTION.roll_penalty(t.enc, t.aiko) == 0
    for want in (10, 11, 12):
        t.do(ops.advance_time(t.enc, 24))
        assert INFECTION.effective_ht(t.aiko) == want
    assert [e.key for e in t.enc.log].count("infection_ht_back") == 3
    t.do(ops.advance_time(t.enc, 48))
    assert INFECTION.infections(t.aiko).wounds[0].stage == "cured"
    with pytest.raises(RulesError, match="already cured"):
        mops.cure_infection(t.enc, t.aiko.id, 0)
    with pytest.raises(RulesError, match="no infection #3"):
        mops.cure_infection(t.enc, t.aiko.id, 2)


def test_V7_vitals_hold_their_daily_FP_from_rest_until_cured():
    t = Table()
    infect(t, location_roll=17)
    t.do(ops.advance_time(t.enc, 24 + 24))  # fever, one day
    t.do(ops.advance_time(t.enc, 5))  # 5 hours of rest: the fever's FP come back
    w = INFECTION.infections(t.aiko).wounds[0]
    assert (w.location, w.fp_held, w.ht_lost) == ("vitals", 2, 4)
    assert t.aiko.sheet.fp == 12 - 2
    assert INFECTION.roll_penalty(t.enc, t.aiko) == -4 - 2  # festering, and −2 a day
    t.do(mops.cure_infection(t.enc, t.aiko.id, 0))
    t.do(ops.advance_time(t.enc, 1))
    assert t.aiko.sheet.fp == 12


def test_V7_infection_details_are_validated():
    t = Table()
    checked(t, mops.set_infection_profile, t.aiko.id, st=13, dominant="left", female=True)
    assert t.aiko.ext["gurps.infection"] == {"wounds": [], "st": 13, "dominant": "left",
                                           "female": True}
    for bad, message in (({"st": 0}, "st"), ({"dominant": "both"}, "dominant"),
                         ({"wings": 2}, "unknown infection detail")):
        with pytest.raises(RulesError, match=message):
            mops.set_infection_profile(t.enc, t.aiko.id, **bad)
    t.do(ops.apply_hit(t.enc, t.aiko.id, Hit(2, "cut", "torso")))
    assert infection_checks(t)[0].data["st"] == 13  # the profile's ST is the roll's


# -- V8 heat and cold ---------------------------------------------------------------------
def climate_checks(t: Table, kind: str | None = None):
    return [k for k in t.enc.checks if k.source == "gurps.climate"
            and (kind is None or k.kind == kind)]


def test_V8_heat_every_30_minutes_for_the_party_with_the_modifiers():
    t = Table()
    t.do(mops.set_temperature(t.enc, 34, "summer"))
    checked(t, mops.set_exposure, t.aiko.id, fat=True, armor_dr=3, encumbrance=2)
    n = len(t.enc.log)
    checked(t, ops.advance_time, minutes=30)  # one round of checks, due at the end: pending
    assert {k.combatant for k in climate_checks(t)} == {t.aiko.id, t.c("Ben").id}
    chk = next(k for k in climate_checks(t) if k.combatant == t.aiko.id)
    assert chk.kind == "heat" and chk.modifier == -2 - 1  # min(DR 3, enc 2); 34 °C: −1
    assert t.keys(n) == ["time_min", "exposure_due"]
    spec = ops.check_spec(t.enc, chk)
    assert (spec.target, spec.against) == (12 - 3, "HT")
    assert {line.rule for line in spec.parts} == {"V8"}
    n = len(t.enc.log)
    # time runs in order: the pending round is rolled at 8:30 before time goes on
    checked(t, ops.advance_time, minutes=20)
    assert t.keys(n).count("exposure_roll") == 2 and not climate_checks(t)
    assert CLIMATE.exposure(t.aiko).minutes == 20
    assert t.enc.calendar.to_dict() == {"day": 1, "hour": 8, "minute": 50}
    checked(t, ops.advance_time, minutes=10)  # 20 + 10: the next round
    assert len(climate_checks(t)) == 2


def test_V8_a_failed_heat_roll_costs_FP_then_HP_at_3_FP_or_less():
    t = Table()
    t.do(mops.set_temperature(t.enc, 26, "summer"))
    t.do(ops.advance_time(t.enc, minutes=30))
    chk = next(k for k in climate_checks(t) if k.combatant == t.aiko.id)
    checked(t, ops.resolve_check, chk.id, 13)  # vs 12: failure
    assert (t.aiko.sheet.fp, t.aiko.sheet.hp) == (11, 12)
    entry = t.enc.log[-1]
    assert entry.key == "exposure_roll" and entry.args["result"] == "failure"
    assert entry.explain[0].rule == "V8"
    t.do(ops.advance_time(t.enc, minutes=30))  # rest gives the FP back meanwhile
    t.do(ops.edit_combatant(t.enc, t.aiko.id, sheet={"fp": 3}))
    chk = next(k for k in climate_checks(t) if k.combatant == t.aiko.id)
    t.do(ops.resolve_check(t.enc, chk.id, 18))
    assert (t.aiko.sheet.fp, t.aiko.sheet.hp) == (2, 11)


def test_V8_cold_with_gear_clothes_and_Survival():
    t = Table()
    t.do(mops.set_temperature(t.enc, -7, "winter"))
    checked(t, mops.set_exposure, t.aiko.id, gear="combat_suit", clothes="warm",
            survival_cold=14)
    t.do(ops.advance_time(t.enc, minutes=30))
    chk = next(k for k in climate_checks(t) if k.combatant == t.aiko.id)
    assert chk.kind == "cold" and chk.modifier == -2 + 2 + 5
    spec = ops.check_spec(t.enc, chk)
    assert (spec.against, spec.target) == ("Survival", 14 + 5)
    t.do(ops.edit_combatant(t.enc, t.aiko.id, sheet={"fp": 2}))
    t.do(ops.resolve_check(t.enc, chk.id, 18))
    assert (t.aiko.sheet.fp, t.aiko.sheet.hp) == (1, 11)  # FP below 3: HP as well


def test_V8_no_checks_in_mild_weather_and_the_count_restarts():
    t = Table()
    t.do(mops.set_temperature(t.enc, 20, "summer"))
    t.do(ops.advance_time(t.enc, 5))
    assert not climate_checks(t)
    assert CLIMATE.exposure(t.c("Aiko")).minutes == 0


def test_V8_per_investigation_action_instead_of_every_30_minutes():
    t = Table()
    t.do(ops.set_option(t.enc, "period", "action"))
    t.do(ops.set_option(t.enc, "action_fp_1d", True))
    t.do(mops.set_temperature(t.enc, 31, "summer"))
    t.do(ops.advance_time(t.enc, 3))
    assert not climate_checks(t)
    assert checked(t, mops.investigation_action) == 2
    assert t.enc.log[-1].key == "investigation" and t.enc.log[-1].args["count"] == 2
    chk = next(k for k in climate_checks(t) if k.combatant == t.aiko.id)
    res = checked(t, ops.resolve_check, chk.id, 18)
    assert 1 <= -res.fp <= 6 and t.aiko.sheet.fp == 12 + res.fp  # 1d FP per action


def test_V8_investigation_needs_a_temperature():
    t = Table()
    with pytest.raises(RulesError, match="temperature first"):
        mops.investigation_action(t.enc)


def test_V8_the_albino_in_the_sun_and_without_protection():
    t = Table()
    t.do(mops.roll_world(t.enc, rolls={"moon": 1, "weather": 1, "season": 1,
                                       "temperature": [6, 6, 6]}))  # 33 °C, cloudless
    t.do(mops.set_exposure(t.enc, t.aiko.id, albino=True, armor_dr=1, encumbrance=1))
    t.do(ops.advance_time(t.enc, minutes=30))
    kinds = sorted(k.kind for k in climate_checks(t) if k.combatant == t.aiko.id)
    assert kinds == ["albino_sun", "heat"]
    sun = climate_checks(t, "albino_sun")[0]
    assert sun.modifier == -2 and ops.check_spec(t.enc, sun).target == 10
    checked(t, ops.resolve_check, sun.id, 9)  # success: 1 HP all the same
    assert t.aiko.sheet.hp == 11 and t.enc.log[-1].key == "albino_roll"
    t.do(mops.set_exposure(t.enc, t.aiko.id, sun_protected=False))
    t.do(ops.advance_time(t.enc, minutes=30))
    sun = climate_checks(t, "albino_sun")[0]
    assert sun.data["roll_allowed"] is False
    t.do(ops.resolve_check(t.enc, sun.id, 3))  # no roll allowed: 1d HP whatever is rolled
    assert 5 <= t.aiko.sheet.hp <= 10
    assert any(x.key == "albino.no_roll" for x in t.enc.log[-1].explain)
    t.do(ops.advance_time(t.enc, 11))  # 19:30: night: no sun roll
    n = len(climate_checks(t, "albino_sun"))
    t.do(ops.advance_time(t.enc, 1))
    assert len(climate_checks(t, "albino_sun")) == n


def test_V8_a_hot_day_makes_the_fight_cost_1_FP_more():
    t = Table()
    t.do(mops.set_temperature(t.enc, 25, "summer"))
    t.do(ops.apply_hit(t.enc, t.c("Ghoul").id, Hit(30, "cr", "skull")))  # out for good
    n = len(t.enc.log)
    checked(t, ops.end_combat)
    hot = [e for e in t.enc.log[n:] if e.key == "hot_fight"]
    assert {e.args["name"] for e in hot} == {"Aiko", "Ben"}
    assert t.c("Aiko").sheet.fp == 11 and t.c("Ben").sheet.fp == 9
    cool = Table()
    cool.do(mops.set_temperature(cool.enc, 24, "summer"))
    cool.do(ops.end_combat(cool.enc))
    assert "hot_fight" not in cool.keys()


def test_V8_roll_every_pending_heat_check_at_once():
    t = Table()
    t.do(mops.set_temperature(t.enc, 28, "summer"))
    t.do(ops.advance_time(t.enc, 2))
    # the rounds of 8:30, 9:00 and 9:30 were rolled in their time; 10:00 waits for the GM
    assert [e.key for e in t.enc.log].count("exposure_roll") == 6
    assert len(climate_checks(t)) == 2
    assert checked(t, mops.roll_module_checks) == 2
    assert not climate_checks(t)
    assert [e.key for e in t.enc.log].count("exposure_roll") == 8
    with pytest.raises(RulesError, match="no rolls"):
        mops.roll_module_checks(t.enc)
    with pytest.raises(RulesError, match="source"):
        mops.roll_module_checks(t.enc, "gurps.moon")


def test_V8_an_infection_adds_its_penalty_to_the_heat_roll():
    t = Table()
    infect(t)
    t.do(ops.advance_time(t.enc, 24))  # fever: HT 11, −2 to all rolls
    t.do(mops.set_temperature(t.enc, 30, "summer"))
    t.do(ops.advance_time(t.enc, minutes=30))
    chk = next(k for k in climate_checks(t) if k.combatant == t.c("Aiko").id)
    assert chk.modifier == -2
    assert ops.check_spec(t.enc, chk).target == 11 - 2
    assert any(x.key == "exposure.infection" and x.rule == "V7"
               for x in ops.check_spec(t.enc, chk).parts)


def test_exposure_details_are_validated():
    t = Table()
    for bad, message in (({"encumbrance": 5}, "encumbrance"), ({"gear": "parka"}, "gear"),
                         ({"minutes": 3}, "calendar"), ({"survival_heat": -1}, "survival")):
        with pytest.raises(RulesError, match=message):
            mops.set_exposure(t.enc, t.aiko.id, **bad)


def test_V7_every_bleeding_hit_of_a_burst_joins_the_infection_roll():
    from tracker.rulesets.gurps.rules import operations as gurps_ops
    from tracker.rulesets.gurps.rules.modules.ranged import Ranged
    from tracker.rulesets.gurps.rules.tohit import Attack

    t = Table()
    hits = [Hit(3, "pi", "torso"), Hit(3, "pi", "arm_left"), Hit(8, "cr", "leg_left")]
    checked(t, gurps_ops.apply_hits, t.aiko.id, hits, attacker=t.c("Ghoul").id,
            attack=Attack(16, ranged=Ranged(5), shots=10, recoil=1), roll=6)
    (chk,) = infection_checks(t)
    assert chk.data["wounds"] == ["torso", "arm_left"]  # the crushing hit does not bleed


def test_V7_the_infection_roll_stays_while_unconscious_and_goes_with_death():
    t = Table()
    t.do(ops.apply_hit(t.enc, t.aiko.id, Hit(2, "cut", "torso")))
    checked(t, ops.set_condition, t.aiko.id, "unconscious")
    assert infection_checks(t)
    checked(t, ops.set_condition, t.aiko.id, "dead")
    assert not infection_checks(t)
