"""The CoC sheet: derived-but-overridable values, base skills, JSON round trip, validation
with JSON paths."""

from __future__ import annotations

import pytest

from tracker.model.errors import RulesError
from tracker.rulesets.coc.rules.injury import Wound
from tracker.rulesets.coc.rules.names import SKILLS, name
from tracker.rulesets.coc.rules.sheet import CocSheet, new_sheet, validate
from tracker.rulesets.coc.rules.weapons import Weapon


def test_new_sheet_derives_and_fills_base_skills():
    s = new_sheet(str=13, con=11, siz=14, dex=12, pow=10)
    assert (s.max_hp, s.hp, s.max_mp, s.mp, s.san, s.max_san, s.db) == (
        13, 13, 10, 10, 50, 99, "+1d4")
    want = {"dodge": 24, "fist": 50, "kick": 25, "grapple": 25, "headbutt": 10,
            "martial_arts": 1, "first_aid": 30, "medicine": 5}
    assert {k: s.skills[k] for k in want} == want
    assert {"handgun", "rifle", "shotgun", "knife", "club"} <= set(s.skills)


def test_overrides_and_mythos():
    s = CocSheet.from_dict({"kind": "mythos", "str": 40, "siz": 40, "app": None, "edu": None,
                            "max_hp": 30, "db": "+3d6", "armor": "1d6"})
    assert (s.max_hp, s.hp, s.db, s.armor, s.skills) == (30, 30, "+3d6", "1d6", {"dodge": 20})
    assert s.stat("app") == 0


def test_round_trip():
    s = new_sheet(dex=14)
    s.weapons.append(Weapon("1d10", "firearm", db=False, skill="handgun", name="拳銃",
                            shots=3, durability=8))
    s.wounds.append(Wound(4))
    s.wounds.append(Wound(2, "fumble", False))
    s.hp = 5
    s.skills["cthulhu_mythos"] = 4
    d = s.to_dict()
    back = CocSheet.from_dict(d)
    assert back.to_dict() == d and back.max_san == 95 and back.hp == 5
    assert back.weapons[0].shots == 3 and back.wounds[1].source == "fumble"


def test_every_skill_has_both_names():
    for sid, (ja, en, _) in SKILLS.items():
        assert sid.isascii() and ja and en and not ja.isascii()
        assert name(sid, "ja") == ja and name(sid, "en") == en


@pytest.mark.parametrize(("data", "problems"), [
    ({"kind": "god"}, [("sheet.kind", "unknown kind of being")]),
    ({"str": "a", "con": -1}, [("sheet.str", "whole number"), ("sheet.con", "from 0")]),
    ({"pow": None}, [("sheet.pow", "whole number")]),
    ({"hp": 20, "max_hp": 10}, [("sheet.hp", "at most max_hp")]),
    ({"max_hp": 0}, [("sheet.max_hp", "from 1")]),
    ({"san": 120}, [("sheet.san", "from 0 to 99")]),
    ({"armor": "1d6-9"}, [("sheet.armor", "below 0")]),
    ({"armor": -1}, [("sheet.armor", "from 0")]),
    ({"db": "lots"}, [("sheet.db", "not a dice expression")]),
    ({"skills": {"Fist": 50, "kick": 1000}},
     [("sheet.skills['Fist']", "skill id"), ("sheet.skills.kick", "from 0 to 999")]),
    ({"skills": []}, [("sheet.skills", "must be an object")]),
    ({"weapons": [{"damage": "1dx", "class": "gun", "shots": 0, "zap": 1, "db": "yes"}]},
     [("sheet.weapons[0].zap", "unknown field"), ("sheet.weapons[0].damage", "stuck at"),
      ("sheet.weapons[0].class", "unknown weapon class"),
      ("sheet.weapons[0].db", "true or false"), ("sheet.weapons[0].shots", "from 1")]),
    ({"weapons": [{"class": "blunt"}]}, [("sheet.weapons[0]", "missing field 'damage'")]),
    ({"wounds": [{"source": "q"}, 3]},
     [("sheet.wounds[0]", "missing field 'amount'"), ("sheet.wounds[0].source", "unknown"),
      ("sheet.wounds[1]", "must be an object")]),
    ({"foo": 1}, [("sheet.foo", "unknown field")]),
    ([], [("sheet", "must be an object")]),
])
def test_validate_reports_every_problem_with_its_path(data, problems):
    got = validate(data)
    assert len(got) == len(problems), got
    for (path, message), (want_path, want_text) in zip(got, problems, strict=True):
        assert path == want_path and want_text in message


def test_valid_sheet_has_no_problems_and_from_dict_refuses_bad_ones():
    assert validate(new_sheet().to_dict()) == []
    assert validate(new_sheet().to_dict(), "encounter.combatants[0].sheet") == []
    with pytest.raises(RulesError) as err:
        CocSheet.from_dict({"str": "x", "kind": "god"}, "c[1].sheet")
    assert "c[1].sheet.kind" in str(err.value) and "1 more" in str(err.value)
