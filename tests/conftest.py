import os

# Tests never need a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Every action of every test checks that it changed no combatant outside its snapshot: a hook
# that forgets Encounter.touch() fails the test that runs it (undo could not restore it).
from tracker.model.encounter import Encounter  # noqa: E402

Encounter.verify_snapshots = True
