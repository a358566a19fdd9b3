"""Write ``resources/web/figures.json`` and ``labels.json`` (the page on the players'
devices draws and words with them; see ``tracker/ui/web_assets.py``). Run from the repository
root after changing a silhouette, a body plan or a translation the page uses::

    QT_QPA_PLATFORM=offscreen python tools/make_web_assets.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from tracker.ui import web_assets  # noqa: E402

if __name__ == "__main__":
    app = QApplication([])
    web_assets.write()
    print(f"wrote {web_assets.WEB_DIR}/figures.json and labels.json")
