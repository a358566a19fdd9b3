import os

# Tests never need a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
