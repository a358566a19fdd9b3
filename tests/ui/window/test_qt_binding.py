"""The Qt binding must not corrupt reference counts: PySide6 6.12.0 wheels on CPython 3.11
drop a reference to None on every void call and abort the app after a few thousand calls."""

import sys

from PySide6.QtCore import QObject


def test_void_calls_keep_none_alive():
    o = QObject()
    before = sys.getrefcount(None)
    for _ in range(2000):
        o.setObjectName("x")
    assert abs(sys.getrefcount(None) - before) < 50
