"""Issue 31 part 3: the rules the GURPS dialogs used to keep for themselves, now in the model
and reached by the headless session. Every number is worked out by hand beside it.

The table: Aiko (DX 12, Dodge 9, Basic Speed 6: acts first) attacks Brute (DX 11, no Dodge
on the sheet, Basic Speed 5.75)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tracker.model import operations as ops
from tracker.model.bars import LEVELS, bar_level, hp_band, track_state
from tracker.model.public import project
from tracker.model.session import Session
from tracker.model.tracks import current
from tracker.rulesets.coc.rules.sheet import CocSheet
from tracker.rulesets.gurps.rules.attack_skill import attack_skill
from tracker.rulesets.gurps.rules.combat_effects import combat_effects
from tracker.rulesets.gurps.rules.resolver import Hit, resolve
from tracker.rulesets.gurps.rules.ruleset import GURPS, hit_target
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.rulesets.gurps.rules.sheet_defense import default_dodge, sheet_defense

TRACKER = Path(__file__).resolve().parents[2] / "tracker"


def ok(s: Session, req: dict) -> dict:
    ans, good = s.answer(req)
    assert good, ans
    return ans


def table(in_combat: bool = True) -> Session:
    s = Session(seed=3)
    ok(s, {"op": "new", "ruleset": "gurps"})
    ok(s, {"op": "add", "name": "Aiko", "side": "pc", "sheet": {
        "max_hp": 12, "ht": 12, "dx": 12, "dodge": 9, "basic_speed": 6.0}})
    ok(s, {"op": "add", "name": "Brute", "side": "enemy", "sheet": {
        "max_hp": 10, "ht": 10, "dx": 11, "basic_speed": 5.75}})
    if in_combat:
        ok(s, {"op": "start_combat"})
    return s


def named(s: Session, name: str):
    return next(c for c in s.enc.combatants.values() if c.name == name)


# -- 1. the default Dodge ---------------------------------------------------------------------


def test_a_sheet_without_dodge_defends_at_basic_speed_plus_3_in_the_session():
    s = table()
    brute = named(s, "Brute").sheet
    assert brute.dodge is None
    # B374: Basic Speed 5.75, fractions dropped, + 3 = 8
    assert default_dodge(brute) == sheet_defense(brute, "dodge") == 8
    ans = ok(s, {"op": "attack", "attacker": "Aiko", "target": "Brute", "skill": 14,
                 "location": "torso", "roll": 10, "defense": {"kind": "dodge", "roll": 8},
                 "damage": 0, "type": "cr"})
    assert ans["defense"] == {"kind": "dodge", "target": 8, "roll": 8, "success": True,
                              "stopped": 1}


def test_a_dodge_on_the_sheet_wins_and_a_missing_parry_stays_refused():
    s = table()
    aiko = named(s, "Aiko").sheet
    assert sheet_defense(aiko, "dodge") == 9  # the sheet's own, not 6 + 3
    assert sheet_defense(named(s, "Brute").sheet, "parry") is None
    ans, good = s.answer({"op": "attack", "attacker": "Aiko", "target": "Brute", "skill": 14,
                          "location": "torso", "roll": 10, "defense": {"kind": "parry",
                                                                        "roll": 8},
                          "damage": 0, "type": "cr"})
    assert not good and "has no parry" in ans["error"]


# -- 2. the weapon skill's fallback to DX -----------------------------------------------------


def test_an_attack_without_skill_starts_from_dx_then_from_the_remembered_skill():
    s = table()
    aiko = named(s, "Aiko").sheet
    assert attack_skill(aiko) == 12  # never attacked: DX 12
    ans = ok(s, {"op": "attack", "attacker": "Aiko", "target": "Brute", "location": "torso",
                 "roll": 18, "damage": 0, "type": "cr"})
    assert ans["tohit"]["effective_skill"] == 12  # DX 12, torso +0
    ok(s, {"op": "next_turn"})
    ok(s, {"op": "next_turn"})
    ok(s, {"op": "attack", "attacker": "Aiko", "target": "Brute", "skill": 15,
           "location": "torso", "roll": 18, "damage": 0, "type": "cr"})
    assert aiko.weapon_skill == 15 and attack_skill(aiko) == 15
    ok(s, {"op": "next_turn"})
    ok(s, {"op": "next_turn"})
    ans = ok(s, {"op": "attack", "attacker": "Aiko", "target": "Brute", "location": "torso",
                 "roll": 18, "damage": 0, "type": "cr"})
    assert ans["tohit"]["effective_skill"] == 15  # the skill of the last attack


# -- 3. shock only in combat; the knockdown roll in and out of it (R21) ------------------------

# max HP 10, DR 0, 6 crushing on the torso: injury 6 > HP/2 (a major wound: knockdown at
# HT+0) and shock −4 (at most −4 for 6 HP lost)
_BIG = {"op": "hit", "target": "Brute", "location": "torso", "damage": 6, "type": "cr"}


@pytest.mark.parametrize("in_combat", [True, False])
def test_shock_acts_in_combat_only_and_knockdown_everywhere(in_combat):
    s = table(in_combat)
    ans = ok(s, _BIG)
    assert ans["outcome"]["major_wound"] and ans["outcome"]["shock"] == -4
    state = ok(s, {"op": "state"})["state"]
    brute = next(c for c in state["combatants"] if c["name"] == "Brute")
    checks = [k["kind"] for k in state["checks"] if k["who"] == "Brute"]
    if in_combat:
        assert brute["shock"] == -4 and checks == ["knockdown"]
    else:  # R21: the G9 roll is owed out of a fight too; shock has no next turn
        assert brute["shock"] == 0 and checks == ["knockdown"]
        assert s.enc.log[-1].key == "no_shock_out_of_combat"


def test_combat_effects_in_a_fight_out_of_it_and_on_a_corpse():
    s = table()
    c = named(s, "Brute")
    outcome = resolve(hit_target(c), Hit(6, "cr", "torso"), GURPS.hit_options(s.enc), s.enc.dice)
    fight = combat_effects(outcome, in_combat=True, is_gone=False)
    assert (fight.shock, fight.knockdown, fight.out_of_combat) == (True, True, False)
    calm = combat_effects(outcome, in_combat=False, is_gone=False)
    assert (calm.shock, calm.knockdown, calm.out_of_combat) == (False, True, True)  # R21
    corpse = combat_effects(outcome, in_combat=True, is_gone=True)
    assert (corpse.shock, corpse.knockdown, corpse.out_of_combat) == (False, False, False)


# -- 4. edit_sheet's HP rule ------------------------------------------------------------------


def test_raising_max_hp_and_fp_keeps_the_damage_taken():
    s = table()
    ok(s, {"op": "hit", "target": "Aiko", "location": "torso", "damage": 5, "type": "cr"})
    ok(s, {"op": "hit", "target": "Aiko", "damage": 3, "type": "fat"})
    ok(s, {"op": "edit", "name": "Aiko", "sheet": {"max_hp": 15, "max_fp": 10}})
    aiko = next(c for c in ok(s, {"op": "state"})["state"]["combatants"]
                if c["name"] == "Aiko")
    # HP 12 − 5 = 7, 5 lost: 15 − 5 = 10; FP 12 − 3 = 9, 3 lost: 10 − 3 = 7
    assert (aiko["hp"], aiko["max_hp"], aiko["tracks"]["fp"]) == (10, 15, [7, 10])


# -- 5. one reading of a track's current value ------------------------------------------------


def test_a_track_not_stored_reads_as_its_maximum_everywhere():
    enc = ops.new_encounter("gurps")
    ops.add_combatant(enc, "Aiko", "pc", GurpsSheet(max_hp=12, max_fp=11))
    c = next(iter(enc.combatants.values()))
    c.sheet.hp, c.sheet.fp = None, None
    assert current(c.sheet, "hp") == 12 and current(c.sheet, "fp") == 11
    assert [(t.current, t.maximum) for t in GURPS.tracks(c)] == [(12, 12), (11, 11)]
    assert "reeling" not in dict(GURPS.statuses(c))
    sheet = CocSheet()
    sheet.hp, sheet.mp, sheet.san = None, None, None
    assert (current(sheet, "hp"), current(sheet, "mp"), current(sheet, "san")) == (
        sheet.max_hp, sheet.max_mp, sheet.max_san)


def test_no_reader_settles_a_missing_track_value_on_its_own():
    """The one accessor (tracker.model.tracks.current) is the only place that reads None as
    the maximum: a new ``hp if hp is not None else max_hp`` would drift from it."""
    own = re.compile(r"\.(hp|fp|mp|san) if [\w.]*\.\1 is not None else [\w.]*max_\1\b")
    found = [f"{p.relative_to(TRACKER)}:{n}" for p in TRACKER.rglob("*.py")
             for n, line in enumerate(p.read_text("utf-8").splitlines(), 1) if own.search(line)]
    assert found == []


# -- 6. the bar thresholds --------------------------------------------------------------------


def test_the_bar_levels_worked_out_by_hand():
    # max 12: 0 or less collapsing; under 4 (a third) badly wounded; under 8 wounded
    assert [bar_level(h, 12) for h in (-1, 0, 1, 3, 4, 7, 8, 12)] == [
        "collapsing", "collapsing", "badly_wounded", "badly_wounded", "wounded", "wounded",
        "unhurt", "unhurt"]
    assert [track_state(h, 12) for h in (0, 3, 4, 8, 11, 12)] == [
        "out", "low", "hurt", "hurt", "hurt", "ok"]
    assert [hp_band(h, 12) for h in (0, 3, 4, 8, 11, 12)] == [
        "collapsing", "badly_wounded", "wounded", "wounded", "wounded", "unhurt"]


@pytest.mark.parametrize("ruleset", ["gurps", "coc"])
def test_tracks_bands_and_the_projection_follow_the_one_bar_rule(ruleset):
    enc = ops.new_encounter(ruleset)
    rs = enc.ruleset
    sheet = GurpsSheet(max_hp=12) if ruleset == "gurps" else CocSheet(
        stats={"str": 10, "con": 12, "siz": 12, "dex": 10, "app": 10, "pow": 10, "int": 10,
               "edu": 10})
    ops.add_combatant(enc, "Aiko", "pc", sheet)
    c = next(iter(enc.combatants.values()))
    c.visibility.hp = "exact"
    top = c.sheet.max_hp
    assert top == 12  # CoC: (CON 12 + SIZ 12) / 2
    for hp in range(3, top + 1):  # CoC is unconscious at 2 or less: "out" by its own rule
        c.sheet.hp = hp
        level = bar_level(hp, top)
        assert level in LEVELS
        hp_track = rs.tracks(c)[0]
        assert hp_track.state == track_state(hp, top), hp
        public = next(p for p in project(enc).combatants if p.name == "Aiko")
        assert public.level == level, hp
        assert rs.public_band(c) == hp_band(hp, top), hp
