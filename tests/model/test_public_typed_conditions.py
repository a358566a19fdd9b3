"""A condition the GM types reaches the players only when the GM chooses (issue 43): the
choice is stored on the condition (file field ``public``, absent = hidden as before), and the
players' projection shows such conditions as typed, never a hidden combatant's and never a
ruleset's own name through this door."""

from __future__ import annotations

import json

import pytest

from tracker.model import files
from tracker.model import operations as ops
from tracker.model.files import FileError
from tracker.model.public import project
from tracker.model.public_feed import feed_for
from tracker.model.session import Session
from tracker.rulesets.gurps.rules.sheet import GurpsSheet


def fight():
    enc = ops.new_encounter("gurps", "typed")
    a = ops.add_combatant(enc, "Aiko", "pc", GurpsSheet(max_hp=10), mid_fight=False).result
    o = ops.add_combatant(enc, "Orc", "enemy", GurpsSheet(max_hp=12), mid_fight=False).result
    return enc, a, o


def shown(enc, cid):
    name = enc.combatants[cid].name
    return next(c for c in project(enc).to_json()["combatants"] if c["name"] == name)


def test_typed_conditions_are_hidden_unless_the_gm_shows_them():
    enc, a, _ = fight()
    ops.set_condition(enc, a, "on fire", True)
    ops.set_condition(enc, a, "祝福", True, public=True)
    out = shown(enc, a)
    assert out["typed"] == ["祝福"]
    assert "on fire" not in json.dumps(project(enc).to_json(), ensure_ascii=False)
    assert "祝福" not in out["conditions"]  # the ruleset's ids stay apart from typed text


def test_no_typed_key_when_none_is_shown():
    enc, a, _ = fight()
    ops.set_condition(enc, a, "on fire", True)
    assert "typed" not in shown(enc, a)


def test_a_rulesets_own_name_does_not_pass_as_typed():
    enc, a, _ = fight()
    # "reeling" tells the HP (below a third): under the band policy the players may not see
    # it, checked box or not
    ops.set_visibility(enc, a, hp="band")
    ops.set_condition(enc, a, "reeling", True, public=True)
    out = shown(enc, a)
    assert "reeling" not in out.get("typed", []) and "reeling" not in out["conditions"]


def test_a_hidden_combatants_shown_condition_never_reaches_the_players():
    enc, _, o = fight()
    ops.set_visibility(enc, o, shown=False)
    ops.set_condition(enc, o, "SECRETMARK", True, public=True)
    assert "SECRETMARK" not in json.dumps(project(enc).to_json())
    ops.start_combat(enc)
    feed = feed_for(enc)
    assert "SECRETMARK" not in json.dumps(feed.view.to_json())


def test_file_round_trip_and_old_files():
    enc, a, _ = fight()
    ops.set_condition(enc, a, "祝福", True, public=True)
    ops.set_condition(enc, a, "on fire", True)
    text = files.dumps_encounter(enc)
    data = json.loads(text)
    aiko = next(c for c in data["encounter"]["combatants"] if c["id"] == a)
    conds = {c["name"]: c for c in aiko["conditions"]}
    assert conds["祝福"]["public"] is True
    assert "public" not in conds["on fire"]  # written only when set: old files unchanged
    back = files.loads_encounter(text)
    assert back.combatants[a].conditions["祝福"].public is True
    assert back.combatants[a].conditions["on fire"].public is False


def test_the_validator_refuses_a_public_that_is_not_true_or_false():
    enc, a, _ = fight()
    ops.set_condition(enc, a, "祝福", True, public=True)
    data = json.loads(files.dumps_encounter(enc))
    aiko = next(c for c in data["encounter"]["combatants"] if c["id"] == a)
    aiko["conditions"][0]["public"] = "yes"
    with pytest.raises(FileError) as e:
        files.loads_encounter(json.dumps(data))
    assert "public" in str(e.value)


def test_the_session_takes_public():
    s = Session(seed=1)
    for req in ({"op": "new", "ruleset": "gurps"},
                {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 10}},
                {"op": "condition", "name": "Aiko", "condition": "祝福", "public": True}):
        ans, good = s.answer(req)
        assert good, ans
    assert s.enc.combatants["c1"].conditions["祝福"].public is True
