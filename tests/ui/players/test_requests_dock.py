"""The GM window's side of seats (``contracts/seats.md``): View → Share… → Seats opens a
seat per character (a link and a QR code, a one-page printable sheet, revoked on its own,
kept per encounter file in the settings); the Players' requests dock lists what a phone
sends, Accept runs it as one undo step with the log naming the device, Refuse sends the
reason to that phone only; owed rolls are accepted by themselves when the GM chose so."""

from __future__ import annotations

import json
import socket

import pytest
from PySide6.QtCore import QSettings

from tests.seats.seat_http import Phone
from tracker.model import files
from tracker.model import operations as ops
from tracker.model.session import Session
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.ui.seats import WindowSeats
from tracker.ui.seats_dialog import SeatsDialog, paint_sheet


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _fight():
    s = Session(seed=2)
    for line in ({"op": "new", "ruleset": "gurps"},
                 {"op": "add", "name": "Aiko", "side": "pc",
                  "sheet": {"max_hp": 12, "ht": 12, "basic_speed": 6}},
                 {"op": "add", "name": "Brute", "side": "enemy",
                  "sheet": {"max_hp": 14, "ht": 11, "basic_speed": 5}},
                 {"op": "start_combat"}):
        assert s.answer(line)[1]
    return s.enc


@pytest.fixture
def shared(open_window, qtbot):
    window = open_window(_fight())
    window.open_share()
    dlg = window.share_dialog
    dlg.host_combo.setCurrentIndex(dlg.host_combo.findData("127.0.0.1"))
    dlg.port_spin.setValue(free_port())
    dlg.start_button.click()
    assert window.sharing.running
    phones: list[Phone] = []
    yield window, phones
    for p in phones:
        p.close()


def _has(view, rid: str, status: str) -> bool:
    return any(r["id"] == rid and r["status"] == status for r in view.get("requests", []))


def _seat(window, phones) -> tuple[SeatsDialog, Phone]:
    window.share_dialog.findChild(type(window.share_dialog.start_button), "shareSeats").click()
    seats_dlg = window.seats_dialog
    aiko = next(c.id for c in window.doc.encounter.ordered() if c.name == "Aiko")
    seats_dlg.rows[aiko][0].click()
    # the dock stays out of the way until seats are used, then comes into view
    assert not window.docks["requests"].isHidden()
    link = seats_dlg.rows[aiko][1].text()
    assert link.startswith(window.sharing.url + "&s=")
    assert not seats_dlg.rows[aiko][2].pixmap().isNull()
    phone = Phone(link)
    assert phone.listen() == 200
    phones.append(phone)
    phone.wait(lambda v: "seat" in v)
    return seats_dlg, phone


def test_accept_refuse_and_undo_from_the_dock(shared, qtbot):
    window, phones = shared
    assert window.docks["requests"].isHidden()                    # no seat yet: out of the way
    _dlg, phone = _seat(window, phones)
    dock = window.requests_dock
    assert phone.post({"id": "m1", "type": "declare", "maneuver": "aim",
                       "target": "Brute"})[0] == 202
    qtbot.waitUntil(lambda: dock.list.topLevelItemCount() == 1, timeout=10000)
    item = dock.list.topLevelItem(0)
    assert (item.text(0), item.text(1)) == ("Aiko", "Declares — maneuver aim, target Brute")
    steps = window.doc.undo_stack.count()
    dock.accept_button.click()
    assert window.doc.undo_stack.count() == steps + 1               # one undo step
    assert dock.list.topLevelItemCount() == 0 and dock.message.text() == ""
    last = window.doc.encounter.log[-1]
    assert (last.key, last.args["via"]) == ("maneuver", "Aiko")
    phone.wait(lambda v: _has(v, "m1", "accepted"))
    window.doc.undo_stack.undo()
    phone.wait(lambda v: _has(v, "m1", "undone"))

    assert phone.post({"id": "r1", "type": "roll", "command": "3d"})[0] == 202
    qtbot.waitUntil(lambda: dock.list.topLevelItemCount() == 1, timeout=10000)
    dock.refuse_selected("not yet")
    assert window.doc.undo_stack.index() == steps                 # nothing ran
    view = phone.wait(lambda v: _has(v, "r1", "refused"))
    assert view["requests"][1]["reason"] == "not yet"


def test_owed_rolls_accepted_by_themselves_when_chosen(shared, qtbot):
    window, phones = shared
    seats_dlg, phone = _seat(window, phones)
    before = window.doc.undo_stack.count()
    seats_dlg.auto.setChecked(True)
    # the encounter's option (saved in the file), set as one undo step
    assert window.doc.encounter.options["seats_auto_accept"] is True
    assert window.doc.undo_stack.count() == before + 1
    saved = json.loads(files.dumps_encounter(window.doc.encounter))
    assert saved["encounter"]["options"]["seats_auto_accept"] is True
    aiko = next(c.id for c in window.doc.encounter.ordered() if c.name == "Aiko")
    # G3/G9: 8 cr on the torso is 8 injury, over 12 / 2: a major wound, a knockdown roll
    window.doc.run("hit", ops.apply_hit, aiko, Hit(8, "cr", "torso"))
    phone.wait(lambda v: v["seat"]["own"]["checks"])
    steps = window.doc.undo_stack.count()
    assert phone.post({"id": "k1", "type": "check", "kind": "knockdown"})[0] == 202
    qtbot.waitUntil(lambda: window.doc.undo_stack.count() == steps + 1, timeout=10000)
    assert window.doc.encounter.checks == [] and window.requests_dock.list.topLevelItemCount() == 0
    view = phone.wait(lambda v: _has(v, "k1", "accepted"))
    assert 3 <= view["requests"][0]["result"]["roll"] <= 18       # the app's 3d
    # a declaration is never accepted by itself
    assert phone.post({"id": "d1", "type": "declare", "posture": "kneeling"})[0] == 202
    qtbot.waitUntil(lambda: window.requests_dock.list.topLevelItemCount() == 1, timeout=10000)
    assert window.doc.undo_stack.count() == steps + 1


def test_the_rules_and_options_dialog_sets_the_same_auto_accept_option(shared, qtbot):
    """Combat → Rules and options… has "accept owed rolls from seats automatically": the
    encounter's option the Seats dialog sets (one undo step, saved in the file); the Seats
    dialog's box follows it, and an owed roll is then accepted by itself."""
    window, phones = shared
    seats_dlg, phone = _seat(window, phones)
    enc = window.doc.encounter
    before = window.doc.undo_stack.count()
    window.act_rules.trigger()
    rules = window.dialog
    box = rules.core_form.widgets["seats_auto_accept"]
    assert box.text() == "Accept owed rolls from seats automatically" and not box.isChecked()
    box.setChecked(True)
    rules.accept()
    assert window.doc.undo_stack.count() == before + 1                # one undo step
    assert enc.options["seats_auto_accept"] is True and window.seats.auto_accept()
    saved = json.loads(files.dumps_encounter(enc))
    assert saved["encounter"]["options"]["seats_auto_accept"] is True
    assert seats_dlg.auto.isChecked()                                 # the same option
    # an owed roll is now accepted by itself (G3/G9: 8 cr on the torso, a major wound)
    aiko = next(c.id for c in enc.ordered() if c.name == "Aiko")
    window.doc.run("hit", ops.apply_hit, aiko, Hit(8, "cr", "torso"))
    phone.wait(lambda v: v["seat"]["own"]["checks"])
    steps = window.doc.undo_stack.count()
    assert phone.post({"id": "k1", "type": "check", "kind": "knockdown"})[0] == 202
    qtbot.waitUntil(lambda: window.doc.undo_stack.count() == steps + 1, timeout=10000)
    assert enc.checks == []
    # undone twice (the check, the hit) and once more: the option is off again everywhere
    for _ in range(3):
        window.doc.undo_stack.undo()
    assert "seats_auto_accept" not in enc.options and not seats_dlg.auto.isChecked()
    window.act_rules.trigger()
    assert not window.dialog.core_form.widgets["seats_auto_accept"].isChecked()
    window.dialog.reject()


def test_revoke_and_the_printed_sheet(shared, qtbot, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    window, phones = shared
    seats_dlg, phone = _seat(window, phones)
    pdf = tmp_path / "seats.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(pdf))
    assert seats_dlg.print_sheet(printer)
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and b"/Count 1" in data          # one page
    aiko = next(c.id for c in window.doc.encounter.ordered() if c.name == "Aiko")
    seats_dlg.rows[aiko][0].click()                                 # Revoke
    qtbot.waitUntil(lambda: phone.events == ["revoked"], timeout=10000)
    assert phone.post({"id": "x", "type": "roll", "command": "3d"})[0] == 403
    assert seats_dlg.rows[aiko][1].text() == ""


def test_seats_are_kept_per_file_in_the_settings(tmp_path, qapp):
    from tracker.ui.document import EncounterDocument

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    enc = _fight()
    first = WindowSeats(EncounterDocument(enc), settings, lambda: str(tmp_path / "f.json"))
    token = first.open_seat("c1")
    again = WindowSeats(EncounterDocument(enc), settings, lambda: str(tmp_path / "f.json"))
    again._load()
    assert again.book.seat_of("c1").token == token              # the same phone goes on
    other = WindowSeats(EncounterDocument(enc), settings, lambda: str(tmp_path / "g.json"))
    other._load()
    assert other.book.seat_of("c1") is None
    # an older version kept the automatic option here: it is the file's option now, and
    # what the settings say of it is skipped (absent from the file means off)
    settings.setValue(first._key(), json.dumps({"c1": token, "@auto_accept": True}))
    third = WindowSeats(EncounterDocument(enc), settings, lambda: str(tmp_path / "f.json"))
    third._load()
    assert third.book.seat_of("c1").token == token and not third.auto_accept()
    assert "f.json" not in "".join(settings.allKeys())           # no path in the settings


def test_the_sheet_fits_eight_seats_on_one_page(tmp_path, qapp):
    from PySide6.QtPrintSupport import QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "eight.pdf"))
    paint_sheet(printer, [(f"PC{i}", f"http://10.0.0.2:8765/?t={'t' * 24}&s={i:024d}")
                          for i in range(8)], "Scan")
    assert b"/Count 1" in (tmp_path / "eight.pdf").read_bytes()


def test_the_defense_dialog_asks_the_defenders_phone(shared, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton

    from tracker.rulesets.gurps.kit.attack_dialog import AttackDialog

    window, phones = shared
    _dlg, phone = _seat(window, phones)
    enc = window.doc.encounter
    aiko = next(c.id for c in enc.ordered() if c.name == "Aiko")
    window.doc.run("next", ops.next_turn)                         # Brute's turn
    window.select(aiko)
    window.act_attack.trigger()
    dlg = window.dialog
    assert isinstance(dlg, AttackDialog)
    dlg.skill_spin.setValue(12)
    dlg.roll_spin.setValue(5)                                      # 5 ≤ 12: a hit
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    defense = dlg.defense_dialog
    ask = defense.findChild(QPushButton, "askSeat")
    assert ask is not None and ask.text() == "Ask Aiko's phone"
    ask.click()
    prompt = phone.wait(lambda v: v["prompt"] is not None)["prompt"]
    assert prompt == {"kind": "defense", "attacker": "Brute", "choices": ["dodge", "none"]}
    assert phone.post({"id": "d1", "type": "defense", "kind": "dodge", "retreat": True,
                       "roll": 11})[0] == 202
    qtbot.waitUntil(lambda: defense.roll_spin.value() == 11, timeout=10000)
    assert defense.kind() == "dodge" and defense.retreat_check.isChecked()
    assert window.requests_dock.list.topLevelItemCount() == 0      # the dialog's, not the dock's
    # B: Dodge = Basic Speed 6 + 3 = 9; retreat +3 = 12; 11 ≤ 12 stops the hit
    assert defense.result().success and defense.result().through == 0
    steps = window.doc.undo_stack.count()
    qtbot.mouseClick(defense.ok_button, Qt.MouseButton.LeftButton)
    assert window.doc.undo_stack.count() == steps + 1
    # applied through the dialog's Ask: the defense came from Aiko's seat
    assert next(e for e in reversed(enc.log) if e.key == "defense").args.get("via") == "Aiko"
    qtbot.waitUntil(lambda: enc.log_via is None, timeout=5000)
    hp = next(t for t in enc.ruleset.tracks(enc.combatants[aiko]) if t.id == "hp")
    assert hp.current == 12                                        # no damage got through
    view = phone.wait(lambda v: _has(v, "d1", "accepted"))
    assert view["prompt"] is None
    window.doc.undo_stack.undo()                                   # the attack, undone
    phone.wait(lambda v: _has(v, "d1", "undone"))


def test_a_critical_hit_asks_no_phone(shared, qtbot):
    """As the headless ask: a critical hit allows no defense (B348), so the defense step
    offers no Ask and nobody is prompted."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton

    window, phones = shared
    _dlg, phone = _seat(window, phones)
    aiko = next(c.id for c in window.doc.encounter.ordered() if c.name == "Aiko")
    window.doc.run("next", ops.next_turn)                         # Brute's turn
    window.select(aiko)
    window.act_attack.trigger()
    dlg = window.dialog
    dlg.skill_spin.setValue(12)
    dlg.roll_spin.setValue(4)                                      # 3d 4: a critical hit
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    defense = dlg.defense_dialog
    assert defense is not None and defense.findChild(QPushButton, "askSeat") is None
    assert window.seats.book.prompts == {}


def test_edit_opens_the_usual_entry_filled_in(shared, qtbot):
    from PySide6.QtCore import Qt

    from tracker.rulesets.gurps.kit.attack_dialog import AttackDialog

    window, phones = shared
    _dlg, phone = _seat(window, phones)
    dock = window.requests_dock
    assert phone.post({"id": "r1", "type": "roll", "command": "2d+1"})[0] == 202
    qtbot.waitUntil(lambda: dock.list.topLevelItemCount() == 1, timeout=10000)
    dock.edit_button.click()
    line = window.log_view.roll_line
    assert line.text() == "2d+1"
    line.submit()                                                  # the GM rolls it there
    phone.wait(lambda v: _has(v, "r1", "accepted"))
    assert window.doc.encounter.log[-1].key == "bcdice"
    assert window.doc.encounter.log[-1].args.get("via") == "Aiko"  # from her device

    assert phone.post({"id": "a1", "type": "declare", "maneuver": "attack",
                       "attack": {"target": "Brute", "location": "skull"}})[0] == 202
    qtbot.waitUntil(lambda: dock.list.topLevelItemCount() == 1, timeout=10000)
    assert dock.edit_button.isEnabled()
    dock.edit_button.click()
    dlg = window.dialog
    brute = next(c.id for c in window.doc.encounter.ordered() if c.name == "Brute")
    assert isinstance(dlg, AttackDialog) and dlg.cid == brute
    assert dlg.location_combo.currentData() == "skull"
    dlg.skill_spin.setValue(12)
    dlg.roll_spin.setValue(18)                                     # 18 always misses
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    phone.wait(lambda v: _has(v, "a1", "accepted"))
    # applied through Edit, it came from Aiko's seat all the same
    missed = next(e for e in reversed(window.doc.encounter.log) if e.key == "attack")
    assert missed.args.get("via") == "Aiko"
    qtbot.waitUntil(lambda: window.doc.encounter.log_via is None, timeout=5000)
    window.doc.undo_stack.undo()                                   # the logged miss
    phone.wait(lambda v: _has(v, "a1", "undone") and _has(v, "r1", "accepted"))


def _coc_fight():
    knife = {"name": "Knife", "skill": "knife", "damage": "1d4+2", "class": "edged",
             "small": True, "durability": 15}
    s = Session(seed=2)
    for line in ({"op": "new", "ruleset": "coc"},
                 {"op": "add", "name": "Tanaka", "side": "pc",
                  "sheet": {"dex": 10, "con": 12, "siz": 12, "skills": {"dodge": 40}}},
                 {"op": "add", "name": "Cultist", "side": "enemy",
                  "sheet": {"dex": 13, "str": 12, "siz": 12, "skills": {"knife": 50},
                            "weapons": [knife]}},
                 {"op": "start_combat"}):
        assert s.answer(line)[1], line
    return s.enc


def test_the_coc_attack_dialog_asks_the_defenders_phone(open_window, qtbot):
    from PySide6.QtWidgets import QPushButton

    window = open_window(_coc_fight())
    window.open_share()
    dlg = window.share_dialog
    dlg.host_combo.setCurrentIndex(dlg.host_combo.findData("127.0.0.1"))
    dlg.port_spin.setValue(free_port())
    dlg.start_button.click()
    phones: list[Phone] = []
    try:
        window.share_dialog.findChild(QPushButton, "shareSeats").click()
        enc = window.doc.encounter
        tanaka = next(c.id for c in enc.ordered() if c.name == "Tanaka")
        window.seats_dialog.rows[tanaka][0].click()
        phone = Phone(window.seats_dialog.rows[tanaka][1].text())
        phones.append(phone)
        assert phone.listen() == 200
        assert enc.current.name == "Cultist"                      # DEX 13 before 10
        window.select(tanaka)
        window.act_attack.trigger()
        attack = window.dialog
        ask = attack.findChild(QPushButton, "askSeat")
        assert ask is not None and ask.text() == "Ask Tanaka's phone"
        attack.roll_spin.setValue(30)                             # 30 ≤ 50: the knife hits
        ask.click()
        prompt = phone.wait(lambda v: v.get("prompt") is not None)["prompt"]
        assert prompt["attacker"] == "Cultist" and "dodge" in prompt["choices"]
        assert phone.post({"id": "d1", "type": "defense", "kind": "dodge",
                           "roll": "20"})[0] == 202
        qtbot.waitUntil(lambda: attack.def_roll_spin.value() == 20, timeout=10000)
        assert attack.def_dodge.isChecked() and attack.roll_spin.value() == 30
        attack.apply_button.click()
        # C4: 20 ≤ Dodge 40: dodged, no damage; HP (12 + 12) / 2 = 12
        hp = next(t for t in enc.ruleset.tracks(enc.combatants[tanaka]) if t.id == "hp")
        assert hp.current == 12 and window.doc.undo_stack.count() == 1
        phone.wait(lambda v: _has(v, "d1", "accepted"))
    finally:
        for p in phones:
            p.close()


def test_the_coc_attack_dialogs_ask_rolls_first_and_a_miss_prompts_nobody(open_window,
                                                                         qtbot):
    """Ask with the d100 left empty: the encounter's dice roll it first (as the headless
    ``attack`` asking does); a miss asks nobody, and Apply makes that attack."""
    from PySide6.QtWidgets import QPushButton

    from tracker.rulesets.coc.rules.actions.attack_plan import dice_copy

    window = open_window(_coc_fight())
    window.open_share()
    dlg = window.share_dialog
    dlg.host_combo.setCurrentIndex(dlg.host_combo.findData("127.0.0.1"))
    dlg.port_spin.setValue(free_port())
    dlg.start_button.click()
    phones: list[Phone] = []
    try:
        window.share_dialog.findChild(QPushButton, "shareSeats").click()
        enc = window.doc.encounter
        tanaka = next(c.id for c in enc.ordered() if c.name == "Tanaka")
        window.seats_dialog.rows[tanaka][0].click()
        phone = Phone(window.seats_dialog.rows[tanaka][1].text())
        phones.append(phone)
        assert phone.listen() == 200
        phone.wait(lambda v: "seat" in v)
        window.select(tanaka)
        window.act_attack.trigger()
        attack = window.dialog
        assert attack.roll_spin.roll() is None
        assert dice_copy(enc.dice).d100() == 74                   # seed 2: the next d100
        ask = attack.findChild(QPushButton, "askSeat")
        ask.click()
        # 74 > knife 50: a miss; nobody is asked
        assert attack.roll_spin.value() == 74 and not ask.isEnabled()
        assert ask.text() == "Missed: nothing to ask (Apply it)"
        assert window.seats.book.prompts == {}
        assert attack.outcome is not None and not attack.outcome.attack.hit
        attack.apply_button.click()
        assert window.doc.undo_stack.count() == 1
        logged = next(e for e in reversed(enc.log) if e.key == "coc.attack")
        assert logged.args["roll"] == 74
        view = phone.wait(lambda v: v.get("turn") is not None)
        assert view["prompt"] is None
    finally:
        for p in phones:
            p.close()


def test_edit_opens_the_maneuver_entry_filled_in(shared, qtbot):
    from PySide6.QtCore import Qt

    from tracker.rulesets.gurps.kit.maneuver_dialog import ManeuverDialog
    from tracker.rulesets.gurps.rules import maneuvers

    window, phones = shared
    _dlg, phone = _seat(window, phones)
    dock = window.requests_dock
    enc = window.doc.encounter
    aiko = next(c.id for c in enc.ordered() if c.name == "Aiko")
    brute = next(c.id for c in enc.ordered() if c.name == "Brute")
    assert phone.post({"id": "m1", "type": "declare", "maneuver": "aim",
                       "target": "Brute"})[0] == 202
    qtbot.waitUntil(lambda: dock.list.topLevelItemCount() == 1, timeout=10000)
    assert dock.edit_button.isEnabled()
    dock.edit_button.click()
    dlg = window.dialog
    assert isinstance(dlg, ManeuverDialog) and dlg.cid == aiko
    assert (dlg.maneuver(), dlg.target_combo.currentData()) == ("aim", brute)
    steps = window.doc.undo_stack.count()
    qtbot.mouseClick(dlg.ok_button, Qt.MouseButton.LeftButton)
    assert window.doc.undo_stack.count() == steps + 1
    assert maneuvers.maneuver_of(enc.combatants[aiko])["id"] == "aim"
    set_aim = next(e for e in reversed(enc.log) if e.key == "maneuver")
    assert set_aim.args.get("via") == "Aiko"                      # from her device
    phone.wait(lambda v: _has(v, "m1", "accepted"))
    qtbot.waitUntil(lambda: enc.log_via is None, timeout=5000)


def test_edit_opens_the_owed_checks_roll_entry_filled_in(shared, qtbot):
    window, phones = shared
    _dlg, phone = _seat(window, phones)
    dock = window.requests_dock
    enc = window.doc.encounter
    aiko = next(c.id for c in enc.ordered() if c.name == "Aiko")
    # G3/G9: 8 cr on the torso is 8 injury, over 12 / 2: a major wound, a knockdown roll
    window.doc.run("hit", ops.apply_hit, aiko, Hit(8, "cr", "torso"))
    phone.wait(lambda v: v["seat"]["own"]["checks"])
    assert phone.post({"id": "k1", "type": "check", "kind": "knockdown", "roll": "9"})[0] == 202
    qtbot.waitUntil(lambda: dock.list.topLevelItemCount() == 1, timeout=10000)
    assert dock.edit_button.isEnabled()
    dock.edit_button.click()
    check = enc.checks[0]
    assert window.checks_view.spins[check.id].value() == 9        # the player's dice
    steps, lines = window.doc.undo_stack.count(), len(enc.log)
    window.checks_view.enter_buttons[check.id].click()            # the GM enters it
    assert window.doc.undo_stack.count() == steps + 1 and enc.checks == []
    # HT 12 (B: knockdown on HT): 9 ≤ 12 passes; every line logged from Aiko's device
    assert len(enc.log) > lines and all(e.args.get("via") == "Aiko" for e in enc.log[lines:])
    assert enc.log_via is None
    phone.wait(lambda v: _has(v, "k1", "accepted"))
    window.doc.undo_stack.undo()
    phone.wait(lambda v: _has(v, "k1", "undone"))
