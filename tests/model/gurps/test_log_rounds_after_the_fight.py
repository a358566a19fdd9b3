"""The log after the fight: heat rolls two days after End combat were shown as "R2" (the
last round of a fight long over), in the window, the copy and both exports."""

from __future__ import annotations

from tests.session_script import run
from tracker.model.files import load_encounter
from tracker.model.log import OUT_OF_FIGHT, fight_flags, round_tag
from tracker.model.log_export import export_html, export_text

SESSION = [
    {"op": "new", "ruleset": "gurps", "preset": "vampire_hunter"},
    {"op": "add", "name": "Kaede", "side": "pc", "sheet": {"max_hp": 11, "ht": 11}},
    {"op": "add", "name": "Ghoul", "sheet": {"max_hp": 12, "ht": 10}},
    {"op": "world", "celsius": 31, "season": "summer"},
    {"op": "start_combat"},
    {"op": "hit", "target": "Ghoul", "location": "torso", "damage": 4, "type": "cr"},
    {"op": "next_turn"}, {"op": "next_turn"},
    {"op": "end_combat"},
    {"op": "advance", "days": 2},
    {"op": "start_combat"},
]


def _log(tmp_path):
    path = tmp_path / "days.json"
    run(SESSION + [{"op": "save", "file": str(path)}], seed=3)
    return load_encounter(path).log


def test_only_a_fights_entries_carry_its_round(tmp_path):
    log = _log(tmp_path)
    flags, fighting = fight_flags(log)
    assert fighting is True                                   # the second fight goes on
    tags = [round_tag(e, f) for e, f in zip(log, flags, strict=True)]
    keys = [e.key for e in log]
    first_round, end = keys.index("round"), keys.index("end_combat")
    assert set(tags[:first_round]) == {OUT_OF_FIGHT}         # adding, the world
    assert tags[first_round:end + 1] == [f"R{e.round}" for e in log[first_round:end + 1]]
    assert "R2" in tags[first_round:end + 1]
    between = tags[end + 1:keys.index("round", end + 1)]
    assert between and set(between) == {OUT_OF_FIGHT}         # the hot fight, two days
    assert any(e.key == "exposure_roll" for e in log[end + 1:])
    assert tags[-1] == "R1"                                   # the next fight's round 1


def test_the_exports_say_the_same(tmp_path):
    log = _log(tmp_path)

    def render(e):
        return e.key, []

    text = export_text("t", log, render).splitlines()
    assert "R2  end_combat" in text and "—  exposure_roll" in text
    assert "R2  exposure_roll" not in text
    page = export_html("t", log, render)
    assert '<span class="r">—</span>exposure_roll' in page
    assert '<span class="r">R2</span>exposure_roll' not in page
