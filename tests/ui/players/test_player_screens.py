"""The player view with a second screen, as at a table with a TV: Qt's offscreen platform
with two screens (tests/data/screens_two.json), in a child process of its own because the
screens are fixed when the QApplication starts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

CONFIG = Path(__file__).resolve().parents[2] / "data" / "screens_two.json"

SCRIPT = r"""
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow

def rect(r):
    return [r.x(), r.y(), r.width(), r.height()]

out = {"screens": [s.name() for s in app.screens()]}
settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
doc = EncounterDocument(demo_encounter())
gm = MainWindow(doc, settings)
gm.setScreen(app.screens()[0]); gm.move(20, 20); gm.show(); app.processEvents()
out["gm"] = gm.screen().name()

gm.open_player_view()  # first time: no screen remembered
pv = gm.player_view
app.processEvents()
out["first"] = pv.screen().name()
out["first_rect"] = rect(pv.geometry())
out["first_full"] = pv.isFullScreen()
out["combo"] = [pv.screen_combo.itemData(i) for i in range(pv.screen_combo.count())]
pv.set_full_screen(False); app.processEvents()
out["windowed"] = rect(pv.geometry())
pv.set_full_screen(True); app.processEvents()
out["full"] = [pv.isFullScreen(), rect(pv.geometry())]
pv.set_full_screen(False); app.processEvents()
pv.move_to_screen("GM-laptop"); app.processEvents()
out["moved"] = pv.screen().name()
pv.move_to_screen("TV"); app.processEvents()
pv.close()
doc.undo_stack.setClean(); gm.close()

gm2 = MainWindow(EncounterDocument(demo_encounter()), settings)
gm2.setScreen(app.screens()[0]); gm2.show(); app.processEvents()
gm2.open_player_view(); app.processEvents()
out["again"] = gm2.player_view.screen().name()
gm2.player_view.move_to_screen("GM-laptop"); app.processEvents()
gm2.player_view.close(); gm2.close()
gm3 = MainWindow(EncounterDocument(demo_encounter()), settings)
gm3.show(); gm3.open_player_view(); app.processEvents()
out["chosen_kept"] = gm3.player_view.screen().name()  # the GM's own choice wins
gm3.player_view.close(); gm3.close()
print(json.dumps(out))
"""


def test_player_view_goes_to_the_second_screen_and_fills_it(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={CONFIG}")
    res = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path / "s.ini")], env=env,
                         capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout.strip().splitlines()[-1])
    assert out["screens"] == ["GM-laptop", "TV"] and out["gm"] == "GM-laptop"
    assert out["first"] == "TV"  # not on the GM's screen
    # and filling it, as a TV's picture should (issue 34)
    assert out["first_full"] is True and out["first_rect"] == [1280, 0, 1920, 1080]
    x, y, w, h = out["windowed"]  # leaving full screen: a window on the TV
    assert 1280 <= x and x + w <= 1280 + 1920 and h <= 1080
    assert out["combo"] == ["GM-laptop", "TV"]
    assert out["full"] == [True, [1280, 0, 1920, 1080]]  # exactly the TV
    assert out["moved"] == "GM-laptop"
    assert out["again"] == "TV"  # remembered
    assert out["chosen_kept"] == "GM-laptop"
