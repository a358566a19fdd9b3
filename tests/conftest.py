import os

# Tests never need a screen. Qt's offscreen screen is 800×600 by default; the tests' own is
# 1280×860, the size the GM window opened at before it followed the screen's available area
# (tests/ui/screens/test_screens.py tries 1366×768 and 1920×1080).
if os.environ.setdefault("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = "offscreen:configfile=" + os.path.join(
        os.path.dirname(__file__), "data", "screen_tests.json")

# Every action of every test checks that it changed no combatant outside its snapshot: a hook
# that forgets Encounter.touch() fails the test that runs it (undo could not restore it).
from tracker.model.encounter import Encounter  # noqa: E402

Encounter.verify_snapshots = True

# Property tests: CI (CI=true) replays the same examples every run, so a landing never hangs
# on a draw no one saw; a developer's run draws new ones (and hypothesis keeps any it fails).
from hypothesis import settings  # noqa: E402

settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")
