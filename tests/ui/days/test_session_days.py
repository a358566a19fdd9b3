"""Issue #24 items 1–6: a fight, End combat and the days after it, driven through the
document layer exactly as the GM's clicks run it (one undo step per click). Every state
must end: the unconscious wake (G14), shock leaves the unconscious and the dead, wounds heal
with HP, V7 needs blood, and time runs in game-time order."""

from __future__ import annotations

import pytest

from tracker.model import operations as ops
from tracker.model.dice import Dice
from tracker.model.encounter import Encounter
from tracker.model.errors import RulesError
from tracker.rulesets.gurps.rules.modules import operations as mops
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.ruleset import GURPS
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.ui.document import EncounterDocument


@pytest.fixture(autouse=True)
def verify_snapshots():
    was, Encounter.verify_snapshots = Encounter.verify_snapshots, True
    yield
    Encounter.verify_snapshots = was


class Gm:
    """A GM at the document: ``do`` runs one click's operation as one undo step."""

    def __init__(self, preset: bool = False, seed: int = 5) -> None:
        enc = ops.new_encounter("gurps", modules=GURPS.presets["vampire_hunter"][1]
                                if preset else None)
        enc.dice = Dice(seed)
        self.doc = EncounterDocument(enc)

    @property
    def enc(self) -> Encounter:
        return self.doc.encounter

    def do(self, op, *args, **kw):
        return self.doc.run("click", op, *args, **kw)

    def add(self, name: str, side: str = "enemy", **stats) -> str:
        return self.do(ops.add_combatant, name, side, GurpsSheet(**stats))

    def c(self, name: str):
        return next(c for c in self.enc.combatants.values() if c.name == name)

    def checks(self, name: str, kind: str | None = None):
        cid = self.c(name).id
        return [k for k in self.enc.checks if k.combatant == cid
                and (kind is None or k.kind == kind)]

    def keys(self) -> list[str]:
        return [e.key for e in self.enc.log]


def _knocked_out(g: Gm) -> None:
    """The play-test's Brute: HP 30, HT 10, 16 cr to the torso, knockdown roll 16."""
    g.do(ops.start_combat)
    g.do(ops.apply_hit, g.c("Brute").id, Hit(16, "cr", "torso"))
    chk = g.checks("Brute", "knockdown")[0]
    g.do(ops.resolve_check, chk.id, 16)
    assert g.c("Brute").has("unconscious") and g.c("Brute").sheet.hp == 14


# -- 1: waking (G14) ------------------------------------------------------------------------
def test_1_the_unconscious_brute_wakes_15_minutes_after_the_fight():
    g = Gm()
    g.add("Brute", max_hp=30, ht=10)
    g.add("Hero", "pc", basic_speed=7)
    _knocked_out(g)
    wake = g.checks("Brute", "wake")
    assert len(wake) == 1 and wake[0].data == {"at": 8 * 60 + 15, "mode": "short"}
    # not during the fight: the calendar decides, not a click
    with pytest.raises(RulesError, match="advance time"):
        ops.resolve_check(g.enc, wake[0].id)
    g.do(ops.end_combat)
    assert g.checks("Brute", "wake"), "End combat keeps the waking on the calendar"
    g.do(ops.advance_time, 24)
    brute = g.c("Brute")
    assert not brute.has("unconscious") and brute.has("prone")  # prone stays (G14)
    assert not g.checks("Brute") and "wakes" in g.keys()
    g.do(ops.start_combat)
    seen = set()
    for _ in range(3):
        seen.add(g.enc.current.name)
        g.do(ops.next_turn)
    assert "Brute" in seen  # takes turns again
    g.doc.undo_stack.undo()
    g.doc.undo_stack.undo()
    g.doc.undo_stack.undo()
    g.doc.undo_stack.undo()  # the start of combat
    g.doc.undo_stack.undo()  # the advance: unconscious again, waking pending
    assert g.c("Brute").has("unconscious") and g.checks("Brute", "wake")


def test_1_hourly_rolls_from_0_and_one_roll_after_12_hours_below_minus_HP():
    g = Gm()
    g.add("Orc", max_hp=10, ht=10)
    g.add("Ogre", max_hp=10, ht=10)
    g.do(ops.apply_hit, g.c("Orc").id, Hit(10, "cr", "torso"))     # HP 0
    g.do(ops.apply_hit, g.c("Ogre").id, Hit(12, "cr", "torso"))    # HP -2 → once below −1×HP
    g.do(ops.edit_combatant, g.c("Ogre").id, sheet={"hp": -12})
    for name in ("Orc", "Ogre"):
        g.do(ops.set_condition, g.c(name).id, "unconscious")
    assert g.checks("Orc", "wake")[0].data["mode"] == "hourly"
    assert g.checks("Ogre", "wake")[0].data["mode"] == "once"
    death = g.checks("Ogre", "death")
    for k in death:
        g.do(ops.resolve_check, k.id, 3)
    # 8:00 → 9:00: the Orc's first hourly roll fails (13 vs 10), 10:00 succeeds (9)
    g.do(ops.advance_time, 2, check_rolls=[13])
    assert g.c("Orc").has("unconscious")  # the 10:00 roll is due at the end: the GM's
    assert g.checks("Orc", "wake")[0].data["at"] == 10 * 60
    g.do(ops.advance_time, 11, check_rolls=[9, 14])  # 10:00 wakes the Orc; 20:00 Ogre fails
    assert not g.c("Orc").has("unconscious")
    ogre = g.c("Ogre")
    assert ogre.has("unconscious") and ogre.has("coma") and not g.checks("Ogre", "wake")
    g.do(ops.advance_time, 24 * 5)
    assert g.c("Ogre").has("coma")  # no more automatic rolls: the GM decides


def test_1_healing_to_1_HP_wakes_15_minutes_later():
    g = Gm()
    g.add("Orc", max_hp=10, ht=10)
    g.do(ops.apply_hit, g.c("Orc").id, Hit(10, "cr", "torso"))  # HP 0
    g.do(ops.set_condition, g.c("Orc").id, "unconscious")
    g.do(ops.edit_combatant, g.c("Orc").id, sheet={"hp": 1})
    assert g.checks("Orc", "wake")[0].data == {"at": 8 * 60 + 15, "mode": "short"}
    g.do(ops.advance_time, minutes=15)
    assert not g.c("Orc").has("unconscious")


# -- 2: shock and collapsing end for those who take no turn ---------------------------------
def test_2_shock_leaves_the_unconscious_and_the_dead_when_their_turn_passes():
    g = Gm()
    g.add("Fast", basic_speed=7)
    g.add("Brute", max_hp=30, ht=10, basic_speed=6)
    g.add("Corpse", max_hp=10, basic_speed=5)
    g.add("Slow", basic_speed=4)
    g.do(ops.start_combat)
    assert g.enc.current.name == "Fast"
    g.do(ops.apply_hit, g.c("Brute").id, Hit(16, "cr", "torso"))
    g.do(ops.resolve_check, g.checks("Brute", "knockdown")[0].id, 16)
    g.do(ops.apply_hit, g.c("Corpse").id, Hit(9, "cr", "torso"))
    g.do(ops.set_condition, g.c("Corpse").id, "dead")
    assert "shock" in g.c("Brute").conditions and "shock" in g.c("Corpse").conditions
    g.do(ops.next_turn)  # both are skipped: their positions passed
    assert g.enc.current.name == "Slow"
    assert "shock" not in g.c("Brute").conditions
    assert "shock" not in g.c("Corpse").conditions
    g.doc.undo_stack.undo()
    assert "shock" in g.c("Brute").conditions  # undo brings it back


def test_2_no_roll_to_stay_conscious_and_no_collapsing_for_the_unconscious():
    g = Gm()
    g.add("A", basic_speed=7)
    g.add("B", max_hp=10, basic_speed=6)
    g.do(ops.start_combat)
    g.do(ops.apply_hit, g.c("B").id, Hit(12, "cr", "torso"))  # HP -2
    assert "collapsing" in [n for n, _ in GURPS.statuses(g.c("B"))]
    g.do(ops.set_condition, g.c("B").id, "unconscious")
    assert "collapsing" not in [n for n, _ in GURPS.statuses(g.c("B"))]
    for _ in range(3):
        g.do(ops.next_turn)
    assert not g.checks("B", "collapse")


# -- 3: a location's injury heals with HP ---------------------------------------------------
def test_3_healed_wounds_leave_the_figure_crippled_ones_stay():
    g = Gm(seed=3)
    g.add("Orc", max_hp=18, ht=12)
    g.do(ops.start_combat)
    g.do(ops.apply_hit, g.c("Orc").id, Hit(3, "cr", "torso"))
    g.do(ops.apply_hit, g.c("Orc").id, Hit(3, "cr", "leg_right"))
    g.do(ops.apply_hit, g.c("Orc").id, Hit(10, "cr", "arm_left"))  # > HP/2: crippled
    orc = g.c("Orc")
    assert set(orc.sheet.parts) == {"torso", "leg_right", "arm_left"}
    g.do(ops.end_combat, rolls={(orc.id, "arm_left"): 18})  # critical failure: permanent
    g.do(ops.advance_time, 24 * 98)
    orc = g.c("Orc")
    assert orc.sheet.hp == 18
    assert set(orc.sheet.parts) == {"arm_left"}  # the permanent crippling stays
    public = GURPS.public_sheet(orc)
    assert set(public.parts) == {"arm_left"}


# -- 4: V7 needs blood; fever and festering on natural recovery and G7 -----------------------
@pytest.mark.parametrize("trait", ["no_blood", "unliving", "homogeneous", "diffuse"])
def test_4_no_infection_roll_without_blood(trait):
    g = Gm(preset=True)
    g.add("Zombie", "pc", traits=[trait])
    g.add("Aiko", "pc")
    g.do(ops.apply_hit, g.c("Zombie").id, Hit(4, "cut", "torso"))
    g.do(ops.apply_hit, g.c("Aiko").id, Hit(4, "cut", "torso"))
    assert not g.checks("Zombie", "infection")
    assert g.checks("Aiko", "infection")


def _fevered(g: Gm) -> None:
    g.add("Aiko", "pc", ht=10, max_hp=10)
    g.do(ops.apply_hit, g.c("Aiko").id, Hit(3, "cut", "torso"))
    chk = g.checks("Aiko", "infection")[0]
    g.do(mops.set_infection_modifiers, chk.id, location_roll=10)
    g.do(ops.resolve_check, chk.id, 18)  # infected: fever in 24 h
    g.do(ops.advance_time, 25)


def test_4_fever_applies_to_natural_recovery():
    g = Gm(preset=True)
    _fevered(g)
    heals = [e for e in g.enc.log if e.key == "heal"]
    assert heals, "24 hours of rest passed (R17: from the cut at 8:00)"
    from tracker.rulesets.gurps.rules.ruleset import held, roll_modifier
    aiko = g.c("Aiko")
    # the fever runs: HT less what the disease holds, and −2 (−4 festering) to all rolls
    expected = 10 - held(g.enc, aiko, "ht") + roll_modifier(g.enc, aiko)
    assert roll_modifier(g.enc, aiko) <= -2 and expected <= 8
    # 9:00 → 8:00 of day 3: the next roll after 24 more hours of rest (R17), made before the
    # disease's day at that same minute; no change between
    g.do(ops.advance_time, 23, heal_rolls={aiko.id: [9]})
    heal = [e for e in g.enc.log if e.key == "heal"][-1]
    assert heal.args["roll"] == 9 and heal.args["target"] == expected


def test_4_fever_applies_to_the_G7_roll():
    g = Gm(preset=True)
    _fevered(g)
    aiko = g.c("Aiko")
    g.do(ops.start_combat)
    g.do(ops.apply_hit, aiko.id, Hit(6, "cr", "arm_left"))  # crippled
    from tracker.rulesets.gurps.rules.ruleset import held, roll_modifier
    expected = aiko.sheet.ht - held(g.enc, aiko, "ht") + roll_modifier(g.enc, aiko)
    g.do(ops.end_combat, rolls={(aiko.id, "arm_left"): 8})
    entry = next(e for e in g.enc.log if e.key in ("duration", "duration_lasting"))
    assert entry.args["target"] == expected and expected <= 8


# -- 5: time runs in order ------------------------------------------------------------------
def _hot_party(seed: int) -> Gm:
    g = Gm(preset=True, seed=seed)
    g.add("Kaede", "pc", max_hp=11, max_fp=11, ht=11)
    g.add("Ren", "pc", max_hp=10, max_fp=10, ht=10)
    g.do(mops.set_temperature, 32, "summer")
    return g


def _outcome(g: Gm):
    rolls = [(e.key, e.args) for e in g.enc.log
             if e.key in ("exposure_roll", "heal", "check", "wakes")]
    people = [(c.name, c.sheet.hp, c.sheet.fp, sorted(c.conditions), c.ext)
              for c in g.enc.ordered()]
    pending = [(k.combatant, k.kind, k.data.get("at")) for k in g.enc.checks]
    return rolls, people, pending, g.enc.calendar.to_dict()


def test_5_advancing_at_once_equals_advancing_in_half_hours():
    one = _hot_party(11)
    one.do(ops.advance_time, 14)
    pieces = _hot_party(11)
    for _ in range(28):
        pieces.do(ops.advance_time, minutes=30)
    assert _outcome(one) == _outcome(pieces)
    _no_fp_back(one)
    assert [e.key for e in one.enc.log].count("exposure_roll") == 2 * 27
    assert len([k for k in one.enc.checks if k.kind == "heat"]) == 2  # 22:00: the GM's


def test_5_odd_pieces_and_a_day_give_the_same_result():
    one = _hot_party(4)
    one.do(ops.advance_time, 24, minutes=45)
    pieces = _hot_party(4)
    for span in (45, 5 * 60, 17, 13 * 60 + 13, 5 * 60 + 30):
        pieces.do(ops.advance_time, minutes=span)
    assert _outcome(one) == _outcome(pieces)
    for g in (one, pieces):
        g.do(ops.roll_all_due)
    assert _outcome(one) == _outcome(pieces)
    _no_fp_back(one)


def _no_fp_back(g: Gm) -> None:
    """V8 reading: at 32 °C rest gives back none of what the heat took: each one's FP is its
    maximum less one for each heat roll it failed."""
    for c in g.enc.ordered():
        failed = sum(1 for e in g.enc.log if e.key == "exposure_roll"
                     and e.combatant == c.id and "failure" in e.args["result"])
        assert c.sheet.fp == c.sheet.max_fp - failed, c.name


def test_5_the_GM_types_the_rolls_in_order():
    g = _hot_party(1)
    g.do(ops.advance_time, minutes=90, check_rolls=[18, 3, 18, 3])
    rolls = [e.args["roll"] for e in g.enc.log if e.key == "exposure_roll"]
    assert rolls == [18, 3, 18, 3]  # 8:30 and 9:00; 9:30 is due at the end: the GM's
    with pytest.raises(RulesError, match="3..18"):
        ops.advance_time(g.enc, 2, check_rolls=[19])
    with pytest.raises(RulesError, match="list"):
        ops.advance_time(g.enc, 2, check_rolls="12")


def test_5_waking_comes_in_its_time_among_the_other_rolls():
    g = _hot_party(2)
    g.do(ops.set_condition, g.c("Ren").id, "unconscious")
    g.do(ops.advance_time, 1)
    keys = [e.key for e in g.enc.log]
    assert keys.index("wakes") < keys.index("exposure_roll")  # 8:15 before 8:30


# -- 6: the log says days ---------------------------------------------------------------------
def test_6_a_long_advance_is_logged_in_days_hours_and_minutes():
    g = Gm()
    g.add("Orc")
    g.do(ops.advance_time, 24 * 60 + 3, minutes=7)
    entry = next(e for e in g.enc.log if e.key.startswith("time"))
    assert entry.key == "time_days"
    assert (entry.args["days"], entry.args["hours"], entry.args["minutes"]) == (60, 3, 7)
    from tracker.ui import i18n
    from tracker.ui.log_text import render_entry
    i18n.install("en")
    assert "60 d 3 h 7 min" in render_entry(entry, g.enc)


def test_1_3_a_file_saved_before_waking_and_healing_catches_up_with_time():
    """The play-test's file: a foe down at full HP with healed wounds on its figure."""
    from tracker.model.combatant import Condition
    from tracker.model.files import dumps_encounter, loads_encounter
    from tracker.rulesets.gurps.rules.sheet import Part

    g = Gm()
    g.add("Orc", max_hp=18)
    orc = g.c("Orc")
    orc.conditions["unconscious"] = Condition("unconscious")
    orc.sheet.parts = {"torso": Part(16), "leg_right": Part(9)}
    g.doc.set_encounter(loads_encounter(dumps_encounter(g.enc)))
    assert not g.checks("Orc")
    g.do(ops.advance_time, 24)
    orc = g.c("Orc")
    assert not orc.has("unconscious") and orc.sheet.parts == {}
