"""The one public projection (tracker.model.public): what the players' window and the page on
their devices show. A property test over random encounters and visibility settings: nothing
hidden ever gets into it (and so into any byte the server sends)."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tracker.model import operations as ops
from tracker.model.public import bar_level, project, shown_turn
from tracker.rulesets.coc.rules.actions.damage import Damage, damage_now
from tracker.rulesets.coc.rules.actions.secret import secret
from tracker.rulesets.coc.rules.sheet import CocSheet
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.sheet import GurpsSheet

# every string the test plants is unique and cannot occur in anything the model writes itself
_word = st.text("bcdfghjkmnpqrstvwxz", min_size=6, max_size=10)


@st.composite
def scenarios(draw):
    ruleset = draw(st.sampled_from(["gurps", "coc"]))
    modules = {"gurps.infection": {}, "gurps.moon": {}} if ruleset == "gurps" else {}
    enc = ops.new_encounter(ruleset, "t", None, modules)
    n = draw(st.integers(1, 6))
    people = []
    for i in range(n):
        name = f"N{i}{draw(_word)}"
        side = draw(st.sampled_from(["pc", "ally", "enemy", "neutral"]))
        if ruleset == "gurps":
            sheet = GurpsSheet(max_hp=draw(st.integers(5, 40)), max_fp=draw(st.integers(5, 20)))
        else:
            sheet = CocSheet(stats={"str": 50, "con": 50, "siz": 50, "dex": 40 + i, "app": 50,
                                    "pow": 60, "int": 50, "edu": 50})
        ops.add_combatant(enc, name, side, sheet, mid_fight=False)
        cid = f"c{enc.counters['combatant']}"
        shown = draw(st.booleans())
        alias = f"A{i}{draw(_word)}" if draw(st.booleans()) else ""
        hp = draw(st.sampled_from(["exact", "band", "hidden"]))
        track_ids = [t for t in enc.ruleset.track_ids if t != "hp"]
        tracks = {t: draw(st.sampled_from(["exact", "hidden", None])) for t in track_ids}
        ops.set_visibility(enc, cid, shown=shown, hp=hp, alias=alias, tracks=tracks)
        c = enc.get(cid)
        c.notes = f"NOTE{draw(_word)}"
        # an infection's state and a GM-typed condition are for the GM only
        if ruleset == "gurps" and draw(st.booleans()):
            c.ext["gurps.infection"] = {"wounds": [{
                "location": "vitals", "infected_at": 0, "stage": "fever", "days": 2,
                "ht_lost": 1, "fp_held": 3, "appearance": -1}]}
        if draw(st.booleans()):
            ops.set_condition(enc, cid, f"CUSTOM{draw(_word)}", True)
        people.append((cid, name, alias, shown))
    if draw(st.booleans()):
        ops.start_combat(enc)
        for _ in range(draw(st.integers(0, 2 * n))):
            ops.next_turn(enc)
    hits = draw(st.integers(0, 3))
    for _ in range(hits):
        cid = people[draw(st.integers(0, n - 1))][0]
        if ruleset == "gurps":
            ops.apply_hit(enc, cid, Hit(draw(st.integers(1, 12)), "cut", "torso"))
        else:
            if not enc.get(cid).has("dead"):
                damage_now(enc, cid, Damage(draw(st.integers(1, 6))))
    secret_what = f"SECRET{draw(_word)}"
    if ruleset == "coc":
        secret(enc, people[0][0], secret_what, value=50, roll=draw(st.integers(1, 100)))
    return enc, people, secret_what


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios())
def test_nothing_hidden_reaches_the_projection(case):
    enc, people, secret_what = case
    view = project(enc)
    text = json.dumps(view.to_json(), ensure_ascii=False)
    assert "NOTE" not in text and "CUSTOM" not in text
    assert "infect" not in text and "fever" not in text and "vitals" not in text
    assert secret_what not in text and "SECRET" not in text
    visible = [p for p in people if p[3]]
    assert [p.key for p in view.combatants] == [c.id for c in enc.ordered()
                                                if c.visibility.shown]
    for cid, name, alias, shown in people:
        if not shown:
            # not its name, not its alias, not its id ("c3" could be part of a word: exact key)
            assert name not in text and (not alias or alias not in text)
            assert f'"{cid}"' not in text
        elif alias:
            assert name not in text and alias in text
        else:
            assert name in text
    for p, out in zip(view.combatants, view.to_json()["combatants"], strict=True):
        c = enc.get(p.key)
        policy = c.visibility.hp
        if policy != "exact":
            assert out["hp"] is None and out["max_hp"] is None and out["level"] is None
        if policy == "hidden":
            assert out["band"] is None
        for t in out["tracks"]:
            default = getattr(enc.ruleset, "track_visibility", {}).get(t, "hidden")
            assert c.visibility.track(t, default) == "exact", t
        for t in enc.ruleset.track_ids:
            if t != "hp" and c.visibility.track(
                    t, getattr(enc.ruleset, "track_visibility", {}).get(t, "hidden")) == "exact":
                assert t in out["tracks"]
    # whose turn: never a hidden one
    now = shown_turn(enc)
    assert now is None or now.visibility.shown
    assert view.to_json()["now"] in [None, *[(a or n) for _, n, a, s in visible]]
    assert not set(view.upcoming) - {(a or n) for _, n, a, s in visible}


def test_the_projection_tells_what_the_gm_shows():
    enc = demo_encounter()
    wolf = next(c for c in enc.ordered() if c.name == "Dire wolf")
    aiko = next(c for c in enc.ordered() if c.name == "Aiko")
    ops.apply_hit(enc, aiko.id, Hit(7, "cut", "arm_left"))  # crippled arm, 5/12
    ops.apply_hit(enc, wolf.id, Hit(12, "cut", "leg_fore_right"))  # leg cut off
    ops.set_visibility(enc, wolf.id, alias="The beast")
    ops.set_visibility(enc, aiko.id, tracks={"fp": "exact"})
    out = project(enc).to_json()
    by_name = {c["name"]: c for c in out["combatants"]}
    a = by_name["Aiko"]
    assert (a["hp"], a["max_hp"], a["level"], a["tracks"]) == (5, 12, "wounded",
                                                               {"fp": [aiko.sheet.fp, aiko.sheet.max_fp]})
    assert a["crippled"] == ["arm_left"] and a["lost"] == [] and a["body"] == "humanoid"
    assert "shock" in a["conditions"] and a["values"]["shock"] == -4
    w = by_name["The beast"]
    assert "Dire wolf" not in json.dumps(out)
    assert (w["hp"], w["band"], w["lost"]) == (None, "wounded", ["leg_fore_right"])
    assert w["values"] == {}  # the size of its shock would tell its HP
    assert out["now"] == "Aiko" and out["next"] == "Centaur archer"


def test_one_bar_threshold_rule():
    assert [bar_level(h, 12) for h in (12, 8, 7, 4, 3, 1, 0, -5)] == [
        "unhurt", "unhurt", "wounded", "wounded", "badly_wounded", "badly_wounded",
        "collapsing", "collapsing"]


def test_injured_parts_reach_the_players_only_where_they_see_the_exact_hp():
    """The page colours an injured part as the window's players' silhouette does: by how far
    its injury has gone toward crippling it, and only where the exact HP are shown."""
    enc = demo_encounter()
    wolf = next(c for c in enc.ordered() if c.name == "Dire wolf")
    aiko = next(c for c in enc.ordered() if c.name == "Aiko")
    ops.apply_hit(enc, aiko.id, Hit(4, "cr", "arm_right"))  # no DR there: 4 injury
    ops.apply_hit(enc, wolf.id, Hit(2, "cr", "leg_fore_right"))
    by_name = {c["name"]: c for c in project(enc).to_json()["combatants"]}
    # the arm: 4 injury toward its crippling threshold HP/2 = 6: 4 / 6 = 0.67
    assert by_name["Aiko"]["injured"] == {"arm_right": 0.67}
    assert "injured" not in by_name["Dire wolf"]  # its HP are a band: no injury per part
