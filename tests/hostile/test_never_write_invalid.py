"""The app never writes (file or journal) what its own validator refuses (issue #23, the
generic part of item 2): saving validates before the atomic rename, the journal before each
line and each base; recovery keeps a journal it cannot read."""

from __future__ import annotations

import pytest

from tracker.model import operations as ops
from tracker.model.encounter import Change
from tracker.model.files import FileError, load_encounter, save_encounter
from tracker.model.journal import Journal, recover_details
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit


def _at(enc, cid: str) -> int:
    return [c["id"] for c in enc.to_dict()["combatants"]].index(cid)


def _bad_turn(enc):
    enc.turn = len(enc.order) + 2


def _bad_name(enc):
    enc.combatants["c3"].name = ""


def _bad_hp(enc):
    enc.combatants["c2"].sheet.hp = "x"


@pytest.mark.parametrize("spoil, path", [
    (_bad_turn, "encounter.turn"),
    (_bad_name, "encounter.combatants[{c3}].name"),
    (_bad_hp, "encounter.combatants[{c2}].sheet.hp"),
])
def test_save_refuses_what_open_would_refuse(tmp_path, spoil, path):
    enc = demo_encounter()
    target = tmp_path / "fight.ctenc"
    save_encounter(enc, target)
    before = target.read_bytes()
    path = path.format(c2=_at(enc, "c2"), c3=_at(enc, "c3"))
    spoil(enc)
    with pytest.raises(FileError) as info:
        save_encounter(enc, target)
    assert info.value.code == "file_refused"
    assert path in [p.path for p in info.value.problems]
    assert "unchanged" in str(info.value)
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fight.ctenc"]  # no temp file left


@pytest.mark.parametrize("spoil, path", [
    (_bad_turn, "encounter.turn"),
    (_bad_name, "encounter.combatants[{c3}].name"),
    (_bad_hp, "encounter.combatants[{c2}].sheet.hp"),
])
def test_the_journal_stops_at_the_last_good_state(tmp_path, spoil, path):
    enc = demo_encounter()
    j = Journal(tmp_path)
    j.start(enc)
    ops.apply_hit(enc, "c1", Hit(5, "cut", "torso"))
    j.record(enc, {"c1"})
    good = enc.to_dict()
    path = path.format(c2=_at(enc, "c2"), c3=_at(enc, "c3"))
    spoil(enc)
    with pytest.raises(FileError) as info:
        j.record(enc, None)
    assert info.value.code == "journal_refused"
    assert path in [p.path for p in info.value.problems]
    found = recover_details(tmp_path)
    assert found.encounter.to_dict() == good
    # still bad: a new base is refused as well, the old journal stays readable
    with pytest.raises(FileError):
        j.record(enc, None)
    assert recover_details(tmp_path).encounter.to_dict() == good
    # good again (the GM undid it): journaling goes on from a fresh base
    again = demo_encounter()
    ops.apply_hit(again, "c1", Hit(5, "cut", "torso"))
    ops.set_condition(again, "c2", "blessed", True, rounds=2)
    j.record(again, None)
    assert recover_details(tmp_path).encounter.to_dict() == again.to_dict()


def test_the_change_check_names_the_real_log_position(tmp_path):
    enc = demo_encounter()
    j = Journal(tmp_path)
    j.start(enc)
    for _ in range(3):
        ops.apply_hit(enc, "c1", Hit(2, "cr", "torso"))
        j.record(enc, {"c1"})
    n = len(enc.log)
    ops.apply_hit(enc, "c1", Hit(2, "cr", "torso"))
    enc.log[-1].round = -5
    with pytest.raises(FileError) as info:
        j.record(enc, {"c1"})
    assert f"encounter.log[{n}].round" in [p.path for p in info.value.problems]


def test_a_valid_fight_is_journaled_and_saved_as_before(tmp_path):
    enc = demo_encounter()
    j = Journal(tmp_path / "j")
    j.start(enc)
    for i in range(12):
        ops.apply_hit(enc, "c3", Hit(3 + i, "cut", "random", roll=3 + i))
        j.record(enc, {"c3"})
        if i % 4 == 0:
            ops.next_turn(enc)
            j.record(enc, None)
    assert recover_details(tmp_path / "j").encounter.to_dict() == enc.to_dict()
    save_encounter(enc, tmp_path / "f.ctenc")
    assert load_encounter(tmp_path / "f.ctenc").to_dict() == enc.to_dict()
    assert Change  # the model's change type is what the document passes on


def test_an_unreadable_journal_is_kept_and_not_offered_again(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from tracker.ui import files_controller as fc

    root = tmp_path / "recovery"
    crashed = root / "abc123"
    crashed.mkdir(parents=True)
    (crashed / "recovery.json").write_text('{"recovery": 1, "epoch": "x", "seq": 3, '
                                           '"document": {"encounter": {"turn": 99}}}',
                                           encoding="utf-8")
    (crashed / "recovery.log").write_bytes(b"4 0 {}\n")
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(
        (box.objectName(), box.text(), box.detailedText())) or 0)
    assert fc.offer_recovery(None, root) is None
    kept = root / "unreadable-abc123"
    assert (kept / "recovery.json").exists() and (kept / "recovery.log").exists()
    assert [s[0] for s in shown] == ["unreadableJournalBox"]  # no restore question
    assert shown and shown[0][0] == "unreadableJournalBox" and str(kept) in shown[0][1]
    assert "recovery.json" in shown[0][2]
    shown.clear()
    assert fc.offer_recovery(None, root) is None  # not offered, nor reported, again
    assert not shown and kept.exists()
