"""The wound-boxes game in the model: found by entry point, its words read as data, its
primary track the one the core speaks of, its files."""

from __future__ import annotations

import json

import pytest
from tracker_wounds.ruleset import WoundsHit

from tracker.model import operations as ops
from tracker.model import plugins
from tracker.model.errors import RulesError
from tracker.model.files import load_encounter, save_encounter
from tracker.model.public import project
from tracker.model.ruleset import get_ruleset, primary_track
from tracker.model.words import words


def test_found_with_its_words_and_its_primary_track():
    assert ("wounds", "tracker_wounds.manifest:MANIFEST") in plugins.entry_points()
    rs = get_ruleset("wounds")
    # its words file names the primary track; it is the second of its tracks
    assert rs.track_ids == ("grit", "boxes") and rs.primary_track == "boxes"
    assert rs.plot_track_ids == ("boxes", "grit")
    ja = words("wounds", "ja")
    assert ja.tracks == {"boxes": "傷の枠", "grit": "根性"}
    assert ja.conditions["shaken"] == "動揺" and ja.checks == {"vigor": "活力判定"}
    # the Japanese file gives no badges: the English one fills them in
    assert ja.badges["shaken"] == ("#e08000", "S") and ja.primary == "boxes"


def test_the_public_projection_and_the_band_go_by_wound_boxes():
    enc = get_ruleset("wounds").demo_encounter()
    # Oni: Toughness 5, 2 boxes; damage 9 is 4 over → 4 // 4 = 1 box marked, and shaken
    out = ops.apply_hit(enc, "c2", WoundsHit(9)).result
    assert out.to_dict() == {"marked": 1, "shaken": True, "bleeding_out": False}
    oni = enc.get("c2")
    assert primary_track(enc.ruleset, oni).current == 1  # 2 boxes − 1 marked
    view = project(enc)
    aki = view.combatants[0].to_json()
    # Aki is a PC (exact): "hp"/"max_hp" carry her boxes, 3 of 3; grit is its own track
    assert (aki["hp"], aki["max_hp"], aki["tracks"]) == (3, 3, {"grit": [3, 3]})
    # Oni is an enemy (band): 1 box of 2 left; 3 × 1 = 3 < 2 × 2 = 4 → "wounded" (the core's
    # bands of the primary track; not under a third, 3 < 2 is false)
    oni_public = view.combatants[1].to_json()
    assert oni_public["hp"] is None and oni_public["conditions"] == ["shaken"]
    assert oni_public["band"] == "wounded"


def test_its_other_track_can_be_shown_to_players_and_the_primary_has_its_own_policy():
    enc = get_ruleset("wounds").demo_encounter()
    with pytest.raises(RulesError, match="primary track 'boxes'.*known: grit"):
        ops.set_visibility(enc, "c2", tracks={"boxes": "exact"})
    ops.set_visibility(enc, "c2", tracks={"grit": "exact"}, hp="exact")
    # Oni: 0 grit of 3, 2 boxes of 2
    assert project(enc).combatants[1].to_json()["tracks"] == {"grit": [0, 3]}
    assert (project(enc).combatants[1].hp, project(enc).combatants[1].max_hp) == (2, 2)


def test_saved_and_opened(tmp_path):
    enc = get_ruleset("wounds").demo_encounter()
    # 17 on Oni: 12 over → 3 boxes, more than its 2: bleeding out, a vigor roll owed
    ops.apply_hit(enc, "c2", WoundsHit(17))
    path = tmp_path / "w.ctenc"
    save_encounter(enc, str(path))
    data = json.loads(path.read_text("utf-8"))
    assert data["encounter"]["ruleset"] == "wounds"
    back = load_encounter(str(path))
    assert back.get("c2").sheet.marked == 2 and back.get("c2").has("bleeding_out")
    assert [k.kind for k in back.checks] == ["vigor"]


def test_a_plugin_of_another_api_version_is_refused_by_name(monkeypatch):
    from tracker.model.plugins import Manifest

    future = Manifest(id="future", label="Future", rules="tracker_wounds.ruleset",
                      api_version="2.0")
    with pytest.raises(ValueError, match="'future'.*version 2.0.*speaks version 1"):
        plugins.offer(future)
    real = plugins.entry_points()
    monkeypatch.setitem(__import__("sys").modules, "future_manifest_mod",
                        type("M", (), {"MANIFEST": future}))
    monkeypatch.setattr(plugins, "entry_points", lambda group=plugins.GROUP: [
        *real, ("future", "future_manifest_mod:MANIFEST")])
    plugins.rediscover()
    try:
        assert "future" not in plugins.manifests() and "wounds" in plugins.manifests()
        assert "version 2.0" in plugins.BROKEN["future"]
        assert "future_manifest_mod:MANIFEST" in plugins.BROKEN["future"]
        from tracker.model.errors import RulesError

        with pytest.raises(RulesError, match="installed but cannot be loaded.*version 2.0"):
            get_ruleset("future")
    finally:
        monkeypatch.undo()
        plugins.rediscover()


def test_a_bad_words_file_is_read_as_none_and_said(monkeypatch):
    from tracker.model import words as w

    monkeypatch.setattr(plugins, "read_resource", lambda ref: "{not json")
    w.forget()
    try:
        assert w.words("wounds", "ja") == w.EMPTY
        assert "not valid JSON" in w.PROBLEMS["wounds"]
    finally:
        monkeypatch.undo()
        w.forget()
    assert words("wounds").primary == "boxes"


def test_no_file_of_the_tracker_names_it():
    """(GURPS has wounds of its own: the package, a condition and its name are looked for.)"""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    hits = [str(p.relative_to(root))
            for p in [*(root / "tracker").rglob("*"), *(root / "resources").rglob("*")]
            if p.is_file() and p.suffix in {".py", ".js", ".json", ".html", ".css"}
            and ("tracker_wounds" in (text := p.read_text("utf-8", errors="replace"))
                 or "bleeding_out" in text or "Wound boxes" in text)]
    assert hits == []
