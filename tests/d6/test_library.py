"""The d6 game in the library: a third ruleset's entries work through the seam with no
library code naming it (its sheet checked by its own rules, taken into its encounters, its
persistent character's state carried over)."""

from __future__ import annotations

import io
import json

import pytest

from tracker.cli.session import main
from tracker.model.library import LibraryError, open_library


def test_d6_entries_are_checked_by_the_d6_rules_and_found(tmp_path):
    with open_library(str(tmp_path / "lib.sqlite3")) as lib:
        rat = lib.add("d6", "Sewer rat", {"max_hp": 4}, ["vermin"])
        assert rat.sheet == {"max_hp": 4, "hp": None, "armor": 0}
        with pytest.raises(LibraryError, match="sheet.armor"):
            lib.add("d6", "Bad rat", {"armor": -1})
        with pytest.raises(LibraryError, match=r"sheet\.wings: unknown field"):
            lib.add("d6", "Bat", {"wings": 2})
        assert [e.name for e in lib.search("rat", ruleset="d6")[0]] == ["Sewer rat"]


def test_a_d6_hero_carries_her_wounds_to_the_next_fight(tmp_path):
    path = tmp_path / "lib.sqlite3"
    lines = [
        {"op": "new", "ruleset": "d6"},
        {"op": "add", "name": "Hero", "side": "pc", "sheet": {"max_hp": 12, "armor": 1}},
        {"op": "start_combat"},
        {"op": "hit", "target": "Hero", "damage": 6},  # 6 − armor 1 = 5: HP 12 → 7
        {"op": "to_library", "name": "Hero", "persistent": True},
        {"op": "new", "ruleset": "d6"},
        {"op": "from_library", "name": "Hero"},
    ]
    out, err = io.StringIO(), io.StringIO()
    status = main(["--library", str(path)], out=out, err=err,
                  inp=[json.dumps(x) + "\n" for x in lines])
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    assert status == 0, answers
    (hero,) = answers[6]["state"]["combatants"]
    assert (hero["name"], hero["side"], hero["hp"]) == ("Hero", "pc", 7)
    assert answers[4]["entry"]["sheet"] == {"max_hp": 12, "hp": None, "armor": 1}
