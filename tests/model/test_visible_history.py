"""Issue 39, "Players can infer a hidden combatant": what players receive is a function of
the visible history only. One case per item (the property test in test_hidden_turns.py
plays them all at random, in both rulesets)."""

from __future__ import annotations

import io
import json

from tests.model.coc.test_table import ids, table, to
from tests.model.hidden_turns import Table, build
from tracker.cli import serve
from tracker.model import files
from tracker.model import operations as ops
from tracker.model.log_export import gm_entries, player_entries
from tracker.model.public import project
from tracker.model.public_feed import feed_for
from tracker.model.session import Session
from tracker.rulesets.coc.rules.actions.damage import Damage
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.web.state import state_text, view_text


def gurps_v0_h0_v1():
    """V0 (Basic Speed 7), the hidden H0 (6), V1 (5): order V0, H0, V1 (hidden_turns.build:
    visible ranks 7 and 5, the hidden one before V1 at 7 - 2 + 1 = 6)."""
    enc = build(Table("gurps", (("pc", "exact"), ("pc", "exact")), (1,), ()), True)
    ops.start_combat(enc)
    assert [enc.get(c).name for c in enc.order] == ["V0", "H0", "V1"]
    return enc


def shock(view, name):
    return "shock" in next(p for p in view.combatants if p.name == name).conditions


def test_h2_a_gm_action_on_the_hidden_foe_does_not_show_a_shock_running_out():
    """G10: shock lasts to the end of the victim's next turn. V0 is hit for 3 on its turn in
    round 1; its round-2 turn ends as the turn passes to H0, and the shock runs out then. The
    players see that with V1's turn; a hit the GM enters on H0 during H0's turn sends nothing
    (before: the shock's end, with "now" still V0 — a hidden turn under way)."""
    enc = gurps_v0_h0_v1()
    feed = feed_for(enc)
    ops.apply_hit(enc, "c1", Hit(3, "cr", "torso"))
    for _ in range(4):  # H0, V1, V0 (round 2), H0 (round 2)
        ops.next_turn(enc)
    assert (enc.current.name, enc.round) == ("H0", 2) and not enc.get("c1").has("shock")
    shown = feed.view
    assert (shown.round, shown.now.name, shock(shown, "V0")) == (2, "V0", True)
    ops.apply_hit(enc, "c3", Hit(5, "cr", "torso"))  # H0 is hurt: nothing the players see
    assert feed.view is shown
    ops.set_condition(enc, "c3", "prone")
    assert feed.view is shown
    # a hit on V1 during H0's turn shows at once, and only V1 changes (3 injury at 30 HP:
    # shock -1, B419: -1 per HP/10 = 3 points)
    ops.apply_hit(enc, "c2", Hit(3, "cr", "torso"))
    view = feed.view
    assert view is not shown and shock(view, "V1") and shock(view, "V0")
    assert (view.round, view.now.name) == (2, "V0")
    ops.next_turn(enc)  # V1's turn: V0's shock is gone now, as without H0
    assert (feed.view.now.name, shock(feed.view, "V0")) == ("V1", False)


def test_m1_rounds_only_hidden_combatants_act_in_do_not_count():
    """V0 falls unconscious in round 1; H0 plays on alone for rounds 2 to 5. A hit the GM
    enters on H0 then sends nothing (before: round 5), a fresh projection shows round 1
    (the last round a visible turn began), and the players' log has no round after 1."""
    enc = build(Table("gurps", (("pc", "exact"),), (1,), ()), True)
    ops.start_combat(enc)
    feed = feed_for(enc)
    assert [enc.get(c).name for c in enc.order] == ["V0", "H0"]
    ops.set_condition(enc, "c1", "unconscious")
    for _ in range(5):  # H0 r1, H0 r2 .. r5: V0 takes no turn
        ops.next_turn(enc)
    assert (enc.current.name, enc.round) == ("H0", 5)
    shown = feed.view
    assert shown.round == 1
    ops.apply_hit(enc, "c2", Hit(4, "cr", "torso"))
    assert feed.view is shown
    assert project(enc).round == 1
    assert [e.args["round"] for e in player_entries(enc) if e.key == "round"] == [1]
    assert [e.args["round"] for e in gm_entries(enc) if e.key == "round"] == [1, 2, 3, 4, 5]


def test_h3_a_never_played_handgun_slot_is_not_shown_as_the_last_turn():
    """CoC table (test_table): C@start, A, C, B, D, C@half (DEX 13 / 2 = 6.5), and a hidden E
    at DEX 5 after them. C falls prone on its own turn, so C@half is passed over (a prone
    shooter has no extra shot). On E's turn the players see D's turn, the last visible one
    played — not C's DEX÷2 shot, which C never took (before: C had acted that round)."""
    enc, h = table()
    from tests.model.coc.test_table import sheet

    h.push(ops.add_combatant(enc, "E", "enemy", sheet(5)))
    n = ids(enc)
    h.push(ops.set_visibility(enc, n["E"], shown=False))
    to(enc, h, f"{n['C']}@start", 2)  # round 2 sorts E in: after C@half
    assert enc.order[-2:] == [f"{n['C']}@half", n["E"]]
    to(enc, h, n["C"])
    h.push(ops.set_condition(enc, n["C"], "prone"))
    to(enc, h, n["E"])
    view = project(enc)
    assert (view.now.name, view.now_slot, view.round) == ("D", "", 2)
    # the log names the slots played: C@start, not C@half
    played = [(e.args["name"], e.args.get("slot")) for e in enc.log
              if e.key == "turn" and e.round == 2]
    assert played == [("C", "start"), ("A", None), ("C", None), ("B", None), ("D", None),
                      ("E", None)]


def test_h4_the_players_log_does_not_name_a_removed_hidden_foe():
    enc = gurps_v0_h0_v1()
    ops.set_visibility(enc, "c2", alias="the tall one")
    ops.remove_combatant(enc, "c3")  # H0, hidden
    ops.remove_combatant(enc, "c2")  # V1, shown as "the tall one"
    players = [(e.key, e.args.get("name")) for e in player_entries(enc) if e.key == "removed"]
    assert players == [("removed", "the tall one")]
    gm = [(e.key, e.args.get("name")) for e in gm_entries(enc) if e.key == "removed"]
    assert gm == [("removed", "H0"), ("removed", "V1")]


def test_m2_a_save_during_a_hidden_turn_carries_what_the_players_were_shown(tmp_path):
    """`serve FILE` publishes the save's `public` (what the window's sharing showed), not
    the projection of the saved state; a save on a visible turn carries no `public`."""
    enc = gurps_v0_h0_v1()
    feed = feed_for(enc)
    ops.apply_hit(enc, "c1", Hit(3, "cr", "torso"))
    path = tmp_path / "fight.json"
    files.save_encounter(enc, path)
    assert "public" not in json.loads(path.read_text(encoding="utf-8"))["encounter"]
    for _ in range(4):  # to H0's turn of round 2: V0's shock has run out, unseen
        ops.next_turn(enc)
    ops.apply_hit(enc, "c3", Hit(5, "cr", "torso"))
    files.save_encounter(enc, path)
    published = serve._load(str(path), io.StringIO())
    assert published == view_text(feed.view) != state_text(enc)
    assert json.loads(published)["combatants"][0]["conditions"] == ["shock"]
    assert files.check_file(path) == []
    ops.next_turn(enc)  # V1's turn: nothing held back any more
    files.save_encounter(enc, path)
    assert serve._load(str(path), io.StringIO()) == state_text(enc)


def test_m3_numbering_counts_only_the_names_the_players_see():
    enc = ops.new_encounter("gurps", "t")
    ghoul = ops.add_combatant(enc, "Ghoul", "enemy").result
    ops.set_visibility(enc, ghoul, shown=False)
    second = enc.get(ops.add_combatant(enc, "Ghoul", "enemy").result)
    # the GM's names stay unique; the players see "Ghoul", not a "2" that counts a hidden one
    assert (second.name, second.visibility.alias) == ("Ghoul 2", "Ghoul")
    wolf = ops.add_combatant(enc, "Wolf", "enemy").result
    ops.set_visibility(enc, ops.duplicate_combatant(enc, wolf).result, shown=False)
    third = enc.get(ops.duplicate_combatant(enc, wolf).result)
    assert (third.name, third.visibility.alias) == ("Wolf 3", "Wolf 2")
    assert sorted(p.name for p in project(enc).combatants) == ["Ghoul", "Wolf", "Wolf 2"]
    # with no hidden namesake nothing changes: no alias
    fourth = enc.get(ops.duplicate_combatant(enc, wolf).result)
    assert (fourth.name, fourth.visibility.alias) == ("Wolf 4", "Wolf 3")
    ops.set_visibility(enc, "c4", shown=True)  # the GM reveals Wolf 2 later: the GM's call
    batch = ops.add_combatants(enc, [{"name": "Ghoul", "sheet": enc.get(ghoul).sheet}]).result
    assert (enc.get(batch[0]).name, enc.get(batch[0]).visibility.alias) == ("Ghoul 3",
                                                                             "Ghoul 2")
    bare = ops.new_encounter("gurps", "t")
    ops.add_combatant(bare, "ゴブリン２", "enemy")
    wide = bare.get(ops.add_combatant(bare, "ゴブリン２", "enemy").result)
    assert (wide.name, wide.visibility.alias) == ("ゴブリン３", "")


def test_m3_coc_numbering_in_a_fight():
    enc, h = table()
    n = ids(enc)
    h.push(ops.set_visibility(enc, n["D"], shown=False))
    joined = enc.get(h.push(ops.add_combatant(enc, "D", "pc")).result)
    assert (joined.name, joined.visibility.alias) == ("D 2", "D")
    h.push(ops.apply_hit(enc, joined.id, Damage(1)))
    assert "D 2" not in state_text(enc) and '"name":"D"' in state_text(enc)


def ok(s: Session, req: dict) -> dict:
    ans, good = s.answer(req)
    assert good, ans
    return ans


def test_l5_the_session_sets_visibility_as_the_players_menu_does(tmp_path):
    s = Session(seed=3)
    ok(s, {"op": "new", "ruleset": "gurps"})
    ok(s, {"op": "add", "name": "Aiko", "side": "pc"})
    ok(s, {"op": "add", "name": "Brute", "side": "enemy", "sheet": {"basic_speed": 4}})
    ok(s, {"op": "visibility", "name": "Brute", "shown": False})
    assert [p.name for p in project(s.enc).combatants] == ["Aiko"]
    ok(s, {"op": "visibility", "name": "Aiko", "hp": "band", "alias": " the heroine "})
    aiko = project(s.enc).combatants[0]
    assert (aiko.name, aiko.hp, aiko.band) == ("the heroine", None, "unhurt")
    ok(s, {"op": "undo"})
    assert project(s.enc).combatants[0].name == "Aiko"
    for bad, says in (({"hp": "loud"}, "one of exact, band, hidden"),
                      ({}, "nothing to change"),
                      ({"shown": "no"}, "true or false"),
                      ({"tracks": {"fp": "some"}}, "'tracks.fp' must be one of"),
                      ({"tracks": {"sanity": "exact"}}, "no track 'sanity'")):
        ans, good = s.answer({"op": "visibility", "name": "Aiko", **bad})
        assert not good and says in ans["error"]
    # a save on the hidden Brute's turn carries what the players saw: Aiko's turn
    ok(s, {"op": "start_combat"})
    ok(s, {"op": "next_turn"})
    assert s.enc.current.name == "Brute"
    ok(s, {"op": "hit", "target": "Aiko", "location": "torso", "damage": 3, "type": "cr"})
    ok(s, {"op": "save", "file": str(tmp_path / "s.json")})
    published = json.loads(serve._load(str(tmp_path / "s.json"), io.StringIO()))
    assert published["now"] == "Aiko" and published["combatants"][0]["hp"] == 7  # 10 - 3


def test_removing_one_whose_turn_was_played_ahead_keeps_the_round_start():
    """Found by the property test (a hidden foe removed while the GM had stepped back): A,
    B, C (Basic Speed 7, 5, 3); turns to C, back to A (two turns played ahead), C removed.
    Next turn replays B's turn, and the one after opens round 2 as a new round — its round
    line and round start — not as a third replay (turns_back counted C's turn)."""
    enc = build(Table("gurps", (("pc", "exact"),) * 3, (), ()), False)
    ops.start_combat(enc)
    ops.next_turn(enc)
    ops.next_turn(enc)
    ops.previous_turn(enc)
    ops.previous_turn(enc)
    assert (enc.current.name, enc.turns_back) == ("V0", 2)
    ops.remove_combatant(enc, "c3")
    assert enc.turns_back == 1
    ops.next_turn(enc)  # B again: a replay
    ops.next_turn(enc)  # A, round 2
    assert (enc.current.name, enc.round, enc.turns_back) == ("V0", 2, 0)
    assert [e.args["round"] for e in enc.log if e.key == "round"] == [1, 2]


def test_m2_a_file_saved_during_a_hidden_turn_opens_showing_what_the_players_saw(tmp_path):
    """Opened again (the next evening, in the window or the session), the players' view
    starts from the save's `public`: the window's sharing shows what `serve FILE` showed —
    V0 still with its shock — until the next visible turn."""
    enc = gurps_v0_h0_v1()
    feed_for(enc)
    ops.apply_hit(enc, "c1", Hit(3, "cr", "torso"))
    for _ in range(4):  # H0's turn of round 2: V0's shock has run out, unseen
        ops.next_turn(enc)
    path = tmp_path / "fight.json"
    files.save_encounter(enc, path)
    opened = files.load_encounter(path)
    view = feed_for(opened).view
    assert view_text(view) == serve._load(str(path), io.StringIO()) != state_text(opened)
    assert (view.round, view.now.name, shock(view, "V0")) == (2, "V0", True)
    assert view.combatants[0].key == "c1"
    ops.apply_hit(opened, "c3", Hit(5, "cr", "torso"))  # on H0: nothing new
    assert feed_for(opened).view is view
    ops.next_turn(opened)  # V1's turn
    assert (feed_for(opened).view.now.name, shock(feed_for(opened).view, "V0")) == ("V1", False)
    # a file whose `public` names nobody it holds (edited by hand) shows the projection
    data = json.loads(path.read_text(encoding="utf-8"))
    data["encounter"]["public"]["combatants"][0]["name"] = "Somebody else"
    path.write_text(json.dumps(data), encoding="utf-8")
    odd = files.load_encounter(path)
    assert feed_for(odd).view == project(odd)


def test_an_empty_encounters_feed_projects_when_first_read_or_changed():
    """The GM window's encounter before the demo or a file: its feed loads nothing of its
    ruleset until the view is read or it changes (a faster first frame), then shows what
    an eager feed would have shown."""
    import subprocess
    import sys

    code = ("import sys\nfrom tracker.model.encounter import Encounter\n"
            "from tracker.model.public_feed import feed_for\n"
            "feed = feed_for(Encounter())\n"
            "print('tracker.rulesets.gurps.rules.ruleset' in sys.modules)\n"
            "feed.view\n"
            "print('tracker.rulesets.gurps.rules.ruleset' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["False", "True"]
    enc = ops.new_encounter("gurps", "Empty")
    feed = feed_for(enc)
    ops.add_combatant(enc, "Aiko", "pc")  # the first change: the projection as it stands
    assert feed.view == project(enc) and [p.name for p in feed.view.combatants] == ["Aiko"]
