"""GCS import of hostile files (issue #23, 6 and 7): only regular files are read, with a size
limit; out-of-range limbs and heads are clamped with a warning, so the saved file validates."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tracker.model import operations as ops
from tracker.model.encounter import Encounter
from tracker.model.files import (
    FileError,
    encounter_document,
    load_encounter,
    save_encounter,
    validate_document,
)
from tracker.rulesets.gurps.rules.gcs import GcsError, import_file, import_files

DATA = Path(__file__).resolve().parent.parent / "data" / "gcs"

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


def _with_trait(tmp_path: Path, name: str, levels) -> str:
    data = json.loads((DATA / "Big_Beetle.gcs").read_text(encoding="utf-8"))
    data["traits"].append({"id": "tHOSTILE", "name": name, "levels": levels})
    path = tmp_path / f"{name.replace(' ', '_')}.gcs"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def _in_a_daemon(fn):
    """Run ``fn`` on a thread that cannot keep the test process alive if it hangs."""
    result: list = []
    t = threading.Thread(target=lambda: result.append(_catch(fn)), daemon=True)
    t.start()
    t.join(5)
    assert not t.is_alive(), "reading hung"
    return result[0]


def _catch(fn):
    try:
        return fn()
    except Exception as exc:  # noqa: BLE001 - the test inspects it
        return exc


@needs_fifo
def test_a_fifo_is_refused_not_read(tmp_path):
    fifo = tmp_path / "hang.gcs"
    os.mkfifo(fifo)
    result = _in_a_daemon(lambda: import_file(str(fifo)))
    assert isinstance(result, GcsError)
    assert "regular file" in str(result)


@needs_fifo
def test_the_files_after_a_fifo_are_still_imported(tmp_path):
    fifo = tmp_path / "hang.gcs"
    os.mkfifo(fifo)
    results = _in_a_daemon(lambda: import_files([str(fifo), str(DATA / "Big_Beetle.gcs")]))
    assert isinstance(results[0], GcsError)
    assert results[1].display_name


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_a_device_is_refused(tmp_path):
    result = _in_a_daemon(lambda: import_file("/dev/zero"))
    assert isinstance(result, GcsError)
    result = _in_a_daemon(lambda: load_encounter("/dev/zero"))
    assert isinstance(result, FileError)
    assert "regular file" in str(result)


@needs_fifo
def test_file_open_refuses_a_fifo(tmp_path):
    fifo = tmp_path / "hang.ctenc"
    os.mkfifo(fifo)
    result = _in_a_daemon(lambda: load_encounter(fifo))
    assert isinstance(result, FileError)
    assert "regular file" in str(result)


def test_a_folder_and_a_huge_file_are_refused(tmp_path):
    with pytest.raises(GcsError, match="folder"):
        import_file(str(tmp_path))
    big = tmp_path / "big.gcs"
    with open(big, "wb") as f:
        f.truncate(21 * 1024 * 1024)
    with pytest.raises(GcsError, match="too large"):
        import_file(str(big))
    with pytest.raises(FileError, match="too large"):
        load_encounter(big)


@needs_fifo
def test_the_import_gcs_command_answers_past_a_fifo(tmp_path):
    fifo = tmp_path / "hang.gcs"
    os.mkfifo(fifo)
    p = subprocess.run([sys.executable, "-m", "tracker", "import-gcs", str(fifo),
                        str(DATA / "Big_Beetle.gcs")], capture_output=True, text=True,
                       timeout=60)
    lines = [json.loads(x) for x in p.stdout.splitlines()]
    assert p.returncode == 1
    assert "error" in lines[0] and "regular file" in lines[0]["error"]
    assert lines[1]["name"]


@pytest.mark.parametrize("trait, field, used", [
    ("Extra Arms", "arms", 1000),
    ("Extra Head", "heads", 1000),
])
def test_out_of_range_limbs_are_clamped_with_a_warning_and_save(tmp_path, trait, field, used):
    char = import_file(_with_trait(tmp_path, trait, 1_000_000))
    assert getattr(char, field) == used
    assert any(w.key == "warn.clamped" and w.args["used"] == used for w in char.warnings)
    enc = Encounter()
    ops.add_combatant(enc, char.display_name, "enemy", char.sheet(), mid_fight=False)
    assert validate_document(encounter_document(enc)) == []
    save_encounter(enc, tmp_path / "out.ctenc")
    assert load_encounter(tmp_path / "out.ctenc").combatants["c1"].sheet.heads == char.heads


def test_extra_legs_out_of_range_are_clamped(tmp_path):
    char = import_file(_with_trait(tmp_path, "Extra Legs (5,000,000 legs)", None))
    assert char.legs is None or char.legs <= 1000


def test_the_real_files_still_import_unclamped():
    for path in sorted(DATA.glob("*.gcs")):
        try:
            char = import_file(str(path))
        except GcsError:
            continue
        assert not any(w.key == "warn.clamped" for w in char.warnings), path.name


@needs_fifo
def test_the_import_dialog_and_file_open_refuse_a_fifo(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from tracker.rulesets.gurps.kit.import_dialog import ImportDialog
    from tracker.rulesets.gurps.rules.demo import demo_encounter
    from tracker.ui.document import EncounterDocument
    from tracker.ui.files_controller import FilesController

    fifo = tmp_path / "hang.gcs"
    os.mkfifo(fifo)
    doc = EncounterDocument(demo_encounter())
    dlg = ImportDialog(doc, [str(fifo), str(DATA / "Big_Beetle.gcs")])
    qtbot.addWidget(dlg)
    assert dlg.table.rowCount() == 1  # the beetle; the FIFO is listed as not imported
    assert "regular file" in " ".join(dlg.errors.item(i).text()
                                      for i in range(dlg.errors.count()))
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    files = FilesController(doc, None)
    before = doc.encounter.to_dict()
    assert files.open_reporting(str(fifo), None) is False
    assert shown and "regular file" in shown[0]
    assert doc.encounter.to_dict() == before
