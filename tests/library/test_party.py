"""Flow tests: the party carried from fight to fight, and foes prepared once, through
``python -m tracker session --library PATH`` (``from_library``, ``to_library``) on a real
library file."""

from __future__ import annotations

import io
import json

import pytest

from tests.session_script import combatant, holds
from tracker.cli.session import main
from tracker.model.library import open_library

DAY = 1440  # minutes


def run(lines, library, seed=3, errors=False):
    out, err = io.StringIO(), io.StringIO()
    status = main(["--seed", str(seed), "--library", str(library)], out=out, err=err,
                  inp=[json.dumps(x, ensure_ascii=False) + "\n" for x in lines])
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    if not errors:
        assert status == 0, [a for a in answers if "error" in a]
    return answers


def timers(answer):
    return answer["state"]["timers"]


#: the first fight: Aiko (HP 10, HT 10) loses her right arm's use to a 6-point cut
#: (6 × 1.5 = 9 injury, capped at 6: HP 10 → 4, crippled: over HP/2 = 5); End combat rolls
#: G7 with a 14 against HT 10: failed, not critical → lasting, 1d months (the seed's die)
FIRST = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 10, "ht": 10}},
    {"op": "start_combat"},
    {"op": "hit", "target": "Aiko", "location": "arm_right", "damage": 6, "type": "cut"},
    {"op": "end_combat", "rolls": {"Aiko": {"arm_right": 14}}},
    # five days of rest, every natural recovery roll an 18 (failed): HP stays 4
    {"op": "advance", "days": 5, "rolls": [18] * 5},
    {"op": "to_library", "name": "Aiko", "persistent": True, "tags": ["party"]},
]


@pytest.fixture
def first(tmp_path):
    path = tmp_path / "library.sqlite3"
    return path, run(FIRST, path)


def test_the_party_state_is_written_with_its_timer_and_calendar(first):
    path, answers = first
    (lasting,) = timers(answers[4])
    months = lasting["minutes_left"] // (30 * DAY)  # G7: 30 days a month
    assert lasting["kind"] == "lasting" and 1 <= months <= 6
    # five midnights later: five days fewer
    assert timers(answers[5])[0]["minutes_left"] == (months * 30 - 5) * DAY
    entry = answers[6]["entry"]
    assert entry["persistent"] is True and entry["tags"] == ["party"]
    state = entry["state"]
    assert state["calendar"] == {"day": 6, "hour": 8}
    assert state["combatant"]["sheet"]["hp"] == 4
    assert state["combatant"]["sheet"]["parts"]["arm_right"]["status"] == "crippled"
    assert state["timers"][0]["days_left"] == months * 30 - 5
    # the fresh sheet is the entry's: full HP, nothing crippled
    assert entry["sheet"]["hp"] == 10 and "arm_right" not in entry["sheet"].get("parts", {})
    assert answers[6]["state"]["combatants"][0]["name"] == "Aiko"


def test_the_next_encounter_brings_the_state_and_counts_the_days_away(first):
    path, answers = first
    days_left = timers(answers[5])[0]["minutes_left"] // DAY  # at day 6
    second = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "advance", "days": 19},  # day 1 → day 20: 14 days after day 6
        {"op": "from_library", "name": "Aiko"},
        {"op": "state"},
        {"op": "undo"},
    ], path)
    aiko = combatant(second[2], "Aiko")
    assert (aiko["side"], aiko["hp"], aiko["crippled"]) == ("pc", 4, ["arm_right"])
    # the G7 timer ran on while she was away: 14 midnights from day 6 to day 20
    assert timers(second[2]) == [{"who": "Aiko", "what": "arm_right", "kind": "lasting",
                                  "minutes_left": (days_left - 14) * DAY}]
    assert second[2]["warnings"] == []
    assert second[4]["state"]["combatants"] == [] and timers(second[4]) == []  # one step


def test_a_timer_that_ran_out_while_away_gives_the_arm_back(first):
    path, answers = first
    days_left = timers(answers[5])[0]["minutes_left"] // DAY
    back = run([
        {"op": "new", "ruleset": "gurps"},
        # day 1 + (5 + days_left) days = day 6 + days_left: the last day of the timer
        {"op": "advance", "days": 5 + days_left},
        {"op": "from_library", "name": "Aiko"},
    ], path)
    aiko = combatant(back[2], "Aiko")
    assert aiko["crippled"] == [] and timers(back[2]) == []
    assert aiko["hp"] == 4  # only the timer ran: her HP is as she left


def test_writing_back_updates_her_own_entry_and_an_undo_keeps_the_database(first):
    path, answers = first
    again = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "advance", "days": 5},  # day 6: the day she was saved, nothing ran
        {"op": "from_library", "name": "Aiko"},
        {"op": "start_combat"},
        {"op": "hit", "target": "Aiko", "location": "torso", "damage": 2, "type": "cr"},
        {"op": "end_combat"},
        {"op": "to_library", "name": "Aiko"},
        {"op": "undo"},
    ], path)
    assert again[6]["entry"]["id"] == answers[6]["entry"]["id"]  # her own, not a new one
    assert again[6]["entry"]["state"]["combatant"]["sheet"]["hp"] == 2  # 4 − 2
    assert again[6]["state"]["combatants"][0]["name"] == "Aiko"
    with open_library(str(path)) as lib:
        assert lib.count() == 1
        assert lib.get(answers[6]["entry"]["id"]).state["combatant"]["sheet"]["hp"] == 2


def test_foes_are_prepared_once_and_taken_numbered(tmp_path):
    path = tmp_path / "library.sqlite3"
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Ghoul", "sheet": {"max_hp": 14, "ht": 12}},
        {"op": "hit", "target": "Ghoul", "location": "torso", "damage": 5, "type": "cr"},
        {"op": "to_library", "name": "Ghoul", "tags": ["undead"]},
        {"op": "new", "ruleset": "gurps"},
        {"op": "from_library", "name": "ghoul", "count": 3},
        {"op": "from_library", "id": 1, "count": 2, "side": "neutral"},
        {"op": "undo"},
        {"op": "undo"},
    ], path)
    entry = answers[3]["entry"]
    assert (entry["name"], entry["persistent"], entry["state"]) == ("Ghoul", False, None)
    assert entry["sheet"]["hp"] == 14  # prepared fresh: the 5 it took stays in that fight
    assert answers[5]["names"] == ["Ghoul 1", "Ghoul 2", "Ghoul 3"]
    assert all(c["hp"] == 14 and c["side"] == "enemy"
               for c in answers[5]["state"]["combatants"])
    assert answers[6]["names"] == ["Ghoul 4", "Ghoul 5"]
    assert combatant(answers[6], "Ghoul 5")["side"] == "neutral"
    assert len(answers[7]["state"]["combatants"]) == 3
    assert answers[8]["state"]["combatants"] == []


def test_refusals_change_nothing(tmp_path):
    path = tmp_path / "library.sqlite3"
    with open_library(str(path)) as lib:
        lib.add("coc", "深きもの", {})
        lib.add("gurps", "Bram", {"max_hp": 11}, persistent=True)
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "from_library", "name": "深きもの"},
        {"op": "from_library", "name": "Bram", "count": 2},
        {"op": "from_library", "name": "Bram"},
        {"op": "from_library", "name": "Bram"},
        {"op": "from_library", "name": "Nobody"},
        {"op": "to_library", "name": "Nobody"},
    ], path, errors=True)
    assert "ruleset 'coc'" in answers[1]["error"]
    assert "persistent character" in answers[2]["error"]
    assert combatant(answers[3], "Bram")["side"] == "pc"
    assert "in this encounter already" in answers[4]["error"]
    assert "no library entry named" in answers[5]["error"]
    assert "no combatant named" in answers[6]["error"]


def test_a_session_without_a_library_says_how_to_give_one():
    out, err = io.StringIO(), io.StringIO()
    main([], out=out, err=err, inp=['{"op": "from_library", "id": 1}\n'])
    assert "--library" in json.loads(out.getvalue())["error"]


def test_an_investigator_keeps_wounds_and_sanity_between_scenarios(tmp_path):
    path = tmp_path / "library.sqlite3"
    answers = run([
        {"op": "new", "ruleset": "coc"},
        {"op": "add", "name": "朝倉", "side": "pc", "sheet": {"con": 12, "siz": 12, "pow": 14}},
        {"op": "start_combat"},
        {"op": "damage", "target": "朝倉", "amount": 3},
        {"op": "end_combat"},
        {"op": "to_library", "name": "朝倉", "persistent": True},
        {"op": "new", "ruleset": "coc"},
        {"op": "from_library", "name": "朝倉"},
    ], path)
    # HP (12 + 12) / 2 = 12, less 3 = 9; SAN starts at POW × 5 = 70
    asakura = combatant(answers[7], "朝倉")
    assert (asakura["hp"], asakura["max_hp"]) == (9, 12)
    assert asakura["wounds"] == [{"amount": 3, "treated": False, "source": "normal"}]
    assert asakura["tracks"]["san"][0] == 70
    assert holds(answers[7], {"state": {"ruleset": "coc"}})


def test_foes_from_the_library_show_the_players_what_added_foes_show(tmp_path):
    from tracker.model.files import load_encounter

    path, saved = tmp_path / "library.sqlite3", tmp_path / "fight.ctenc"
    with open_library(str(path)) as lib:
        lib.add("gurps", "Ghoul", {"max_hp": 14})
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc"},
        {"op": "from_library", "name": "Ghoul"},
        {"op": "start_combat"},
        {"op": "next_turn"},
        {"op": "from_library", "name": "Ghoul"},  # joins a fight in progress
        {"op": "save", "file": str(saved)},
    ], path)
    assert answers[5]["names"] == ["Ghoul 2"]
    seen = {c.name: (c.visibility.shown, c.visibility.hp)
            for c in load_encounter(str(saved)).combatants.values()}
    # as an added foe: HP as a band; the one joining mid-fight hidden until revealed
    assert seen == {"Aiko": (True, "exact"), "Ghoul": (True, "band"), "Ghoul 2": (False, "band")}


def test_an_encounter_on_an_earlier_day_runs_no_time_and_says_so(first):
    path, answers = first
    minutes_left = timers(answers[5])[0]["minutes_left"]  # as saved on day 6
    back = run([{"op": "new", "ruleset": "gurps"},  # day 1: another campaign's calendar
                {"op": "from_library", "name": "Aiko"}], path)
    assert timers(back[1])[0]["minutes_left"] == minutes_left
    assert back[1]["warnings"] == [
        "Aiko: this encounter's calendar (day 1, 8:00) is before the time its state was "
        "saved (day 6, 8:00): no time ran for its timers"]


def test_rule_module_data_the_next_encounter_does_not_use_stays_behind(lib):
    from tracker.model import operations as ops
    from tracker.model.library.party import capture, take

    first = ops.new_encounter("gurps", modules={"gurps.hunger": {}})
    cid = ops.add_combatant(first, "Aiko", "pc").result
    state = capture(first, cid)
    state["combatant"]["ext"] = {"gurps.hunger": {"meals": []}}  # what the module kept
    entry = lib.add("gurps", "Aiko", {}, persistent=True, state=state)
    plain = ops.new_encounter("gurps")  # no hunger rules here
    action, notes = take(plain, entry)
    (aiko,) = plain.combatants.values()
    assert aiko.ext == {} and aiko.library == entry.uid
    assert notes == [("module_left", {"name": "Aiko", "module": "gurps.hunger"})]
