"""File → Export log…: the combat log as an HTML chat log or plain text, in the GM's version
or the players' (:mod:`tracker.model.log_export` picks the entries; this module renders them
in the UI language and writes the file)."""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..model.files import atomic_write
from ..model.log_export import (
    export_html,
    export_text,
    gm_entries,
    player_entries,
    public_status,
)
from ..model.public import display_name
from ..model.turn_timer import clock_text, timer_on
from .kit import kit_for
from .log_text import render_entry, render_explain
from .player_view import conditions_text, hp_text, tracks_text
from .typography import list_sep


def export_log(doc: Any, path: str, players: bool, as_html: bool) -> None:
    """Write the log of ``doc``'s encounter to ``path`` (OSError when it cannot)."""
    enc = doc.encounter
    title = enc.name or QCoreApplication.translate("LogExport", "Combat log")
    version = (QCoreApplication.translate("LogExport", "players' version") if players
               else QCoreApplication.translate("LogExport", "GM version"))
    heading = f"{title} — {version}"

    def render(e):
        return render_entry(e, enc), ([] if players else render_explain(e, enc))

    entries = player_entries(enc) if players else gm_entries(enc)
    status: list[str] = []
    if players:
        kit = kit_for(enc)
        for p in public_status(enc):
            words = [x for x in (hp_text(p, kit),
                                 list_sep().join(tracks_text(p, kit).splitlines()),
                                 list_sep().join(conditions_text(p, kit))) if x]
            status.append(" — ".join([p.name, *words]))
    timing = turn_times(doc, players)
    timing_title = QCoreApplication.translate("LogExport", "Average turn time")
    if as_html:
        text = export_html(heading, entries, render, status, explain=not players,
                           hidden_marker=QCoreApplication.translate("LogExport", "[hidden] "),
                           status_title=QCoreApplication.translate("LogExport", "Now"),
                           timing=timing, timing_title=timing_title)
    else:
        text = export_text(heading, entries, render, status, explain=not players,
                           timing=timing, timing_title=timing_title)
    atomic_write(path, text.encode("utf-8"))


def turn_times(doc: Any, players: bool) -> list[str]:
    """With the turn timer on, each combatant's average real time per turn ("Aiko: 0:42
    (turns: 3)"); the players' version names only combatants they see (under their alias)."""
    enc = doc.encounter
    if not timer_on(enc):
        return []
    out = []
    for cid, (seconds, turns) in doc.turn_timer.averages(enc, visible_only=players).items():
        c = enc.combatants[cid]
        name = display_name(c) if players else c.name
        out.append(QCoreApplication.translate("LogExport", "{0}: {1} (turns: {2})").format(
            name, clock_text(seconds), turns))
    return out


def _ask_and_write(window: Any, title: str, gm_only: bool) -> str | None:
    """The save dialog, then the file written: its path, or None (cancelled, or it could not
    be written: said so). The chosen filter says HTML or text, GM's or players' version."""
    from PySide6.QtWidgets import QFileDialog

    from ..model.files import FileError, os_args
    from .file_errors import file_error_text, os_reason

    names = [QCoreApplication.translate("LogExport", "Chat log, GM version (*.html)"),
             QCoreApplication.translate("LogExport", "Chat log, players' version (*.html)"),
             QCoreApplication.translate("LogExport", "Plain text, GM version (*.txt)"),
             QCoreApplication.translate("LogExport", "Plain text, players' version (*.txt)")]
    kinds = [(0, names[0]), (2, names[2])] if gm_only else list(enumerate(names))
    path, chosen = QFileDialog.getSaveFileName(window, title, "",
                                               ";;".join(n for _, n in kinds))
    if not path:
        return None
    i = next((k for k, n in kinds if n == chosen), 0)
    suffix, players = ("html", "txt")[i // 2], i % 2 == 1
    if not os.path.splitext(path)[1]:
        path += "." + suffix
    try:
        export_log(window.doc, path, players, suffix == "html")
    except FileError as exc:
        window.show_error(file_error_text(exc))
        return None
    except OSError as exc:  # a folder that is gone, a full or read-only disk
        window.show_error(QCoreApplication.translate(
            "LogExport", "The log could not be written to {0}: {1}").format(
                path, os_reason(os_args(exc))))
        return None
    return path


def ask_export(window: Any) -> None:
    """File → Export log…"""
    path = _ask_and_write(window, QCoreApplication.translate("LogExport", "Export log"), False)
    if path is not None:
        window.statusBar().showMessage(
            QCoreApplication.translate("LogExport", "Log exported: {0}").format(path), 6000)


def ask_archive(window: Any) -> None:
    """File → Archive the log…: the whole log (the GM's version, nothing left out) written to
    a file first, then emptied as one undoable step; nothing is emptied if the file could not
    be written."""
    from ..model import operations as ops

    doc = window.doc
    if not doc.encounter.log:
        window.statusBar().showMessage(
            QCoreApplication.translate("LogExport", "The log is empty."), 6000)
        return
    path = _ask_and_write(window, QCoreApplication.translate("LogExport", "Archive the log"),
                          True)
    if path is None:
        return
    # the History dock names it in the language shown, also after a switch
    doc.run(lambda: QCoreApplication.translate("LogExport", "Archive the log"), ops.clear_log)
    window.statusBar().showMessage(QCoreApplication.translate(
        "LogExport", "Log archived in {0} and emptied; Undo brings it back.").format(path),
        10000)
