"""The GM window's seats (``contracts/seats.md``): the book of seats and requests of the
document, its seats' private views sent to the page server while sharing, and Accept run as
the headless session runs it (the same op tables, one undo step on the window's stack).

Seat tokens are kept per encounter file in the user's settings (never in the file), so the
same phone keeps its seat across restarts of the app; a seat is revoked on its own."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal

from ..model.encounter import Change
from ..model.operations import set_option
from ..model.options import SEATS_AUTO_ACCEPT
from ..model.seat_view import SeatFeed
from ..model.seats import SeatBook, SeatRequest, auto_accepted
from .document import ActionCommand, EncounterDocument

#: the key under which an older version kept the automatic option with a file's seats (now
#: the encounter's option ``seats_auto_accept``, in the file): skipped, never read
_AUTO = "@auto_accept"


class WindowBook(SeatBook):
    """The window's book: the session engine calls ``changed`` after a request; the window
    follows its document's changes instead."""

    def changed(self) -> None:
        pass

    def clear(self) -> None:
        pass


class WindowSeats(QObject):
    """The seats of the window's document."""

    #: a request arrived (emitted on the server's thread: connect queued or auto)
    requestArrived = Signal(object)
    #: the list of requests changed (arrived, accepted, refused, undone)
    requestsChanged = Signal()

    def __init__(self, doc: EncounterDocument, settings: QSettings | None = None,
                 path: Callable[[], str | None] = lambda: None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.settings = settings
        self.path = path
        self.book = WindowBook()
        self.feed = SeatFeed()
        self.sharing: Any = None
        self.routes: Any = None
        self.book.on_request = self.requestArrived.emit
        self.requestArrived.connect(self._arrived)  # queued onto the GUI thread
        doc.changed.connect(self._on_changed)
        doc.reset.connect(self._on_reset)
        # undo and redo change the encounter before the stack's index: read it after
        doc.undo_stack.indexChanged.connect(self._on_index)
        self._loaded_for: str | None = None
        #: a request applied in a dialog, waiting for its undo step (see await_step)
        self._awaiting: tuple[SeatRequest, int] | None = None
        #: seat token -> the dialog waiting for its defense (tracker.ui.seat_ask)
        self.asking: dict[str, Callable[[SeatRequest], None]] = {}

    # -- the page server ------------------------------------------------------------------
    def attach(self, sharing: Any) -> None:
        """Serve the seats with ``sharing``'s server whenever it runs."""
        self.sharing = sharing
        sharing.runningChanged.connect(self._sharing_changed)
        self._sharing_changed(sharing.running)

    def _sharing_changed(self, running: bool) -> None:
        server = getattr(self.sharing, "server", None)
        if not running or server is None:
            self.routes = None
            return
        import importlib

        from ..web.seats import SeatRoutes

        # what the first request and its Accept use, loaded now rather than while a player
        # waits (the roller's commands, the session's op tables)
        rules = self.doc.encounter.ruleset
        for module in (rules.roller, "tracker.model.session.engine", rules.session_provider):
            importlib.import_module(module)
        self.routes = SeatRoutes(self.book)
        self.routes.loop = server._loop
        server.seat_routes = self.routes
        self._load()
        self.publish()

    def seat_url(self, token: str) -> str:
        return f"{self.sharing.url}&s={token}" if self.sharing and self.sharing.running else ""

    # -- seats kept per file ----------------------------------------------------------------
    def _key(self) -> str | None:
        path = self.path()
        if not path or self.settings is None:
            return None
        digest = hashlib.sha256(os.path.abspath(path).encode("utf-8")).hexdigest()[:24]
        return f"seats/{digest}"  # the file's path itself is not written there

    def _load(self) -> None:
        key = self._key()
        if key is None or key == self._loaded_for or self.settings is None:
            return
        self._loaded_for = key
        try:
            kept = json.loads(str(self.settings.value(key, "") or "{}"))
        except ValueError:
            kept = {}
        kept = kept if isinstance(kept, dict) else {}
        kept.pop(_AUTO, None)
        for cid, token in kept.items():
            if cid in self.doc.encounter.combatants and isinstance(token, str) \
                    and len(token) >= 22:
                self.book.open(cid, token)

    def _save(self) -> None:
        key = self._key()
        if key is not None and self.settings is not None:
            kept: dict[str, Any] = {s.combatant: s.token for s in self.book.seats.values()}
            self.settings.setValue(key, json.dumps(kept))

    def auto_accept(self) -> bool:
        return self.doc.encounter.options.get(SEATS_AUTO_ACCEPT) is True

    def set_auto_accept(self, on: bool) -> None:
        """The encounter's option "accept owed rolls from seats automatically" (saved in
        the file): one undo step, as Combat → Rules and options… sets it."""
        if on != self.auto_accept():
            self.doc.run(lambda: QCoreApplication.translate(
                "RequestsDock", "Accept owed rolls from seats automatically"),
                set_option, SEATS_AUTO_ACCEPT, on)

    def open_seat(self, cid: str) -> str:
        self._load()
        token = self.book.open(cid).token
        self._save()
        self.publish()
        return token

    def revoke(self, cid: str) -> None:
        seat = self.book.seat_of(cid)
        if seat is not None:
            self.book.revoke(seat.token)
            self._save()
            self.requestsChanged.emit()

    # -- views --------------------------------------------------------------------------------
    def _on_changed(self, change: Change) -> None:
        self.publish()

    def await_step(self, req: SeatRequest, start: int) -> None:
        """``req`` was applied in a dialog whose undo step is pushed at ``start`` or later
        (an attack's hits are entered after the dialog closes): the first step pushed after
        ``start`` is its step, so that Undo shows it undone."""
        self._awaiting = (req, start)
        self._take_step()

    def _take_step(self) -> None:
        if self._awaiting is None:
            return
        req, start = self._awaiting
        stack = self.doc.undo_stack
        if stack.index() > start:
            cmd = stack.command(start)
            req.step = cmd.action if isinstance(cmd, ActionCommand) else None
            self._awaiting = None

    def _on_index(self, _index: int) -> None:
        try:
            self._take_step()
            self.publish()
        except RuntimeError:  # the stack is being destroyed with the window: nobody to tell
            pass

    def _on_reset(self) -> None:
        for token in list(self.book.seats):
            self.book.revoke(token)
        self._loaded_for = None
        self.feed.reset()
        self._load()
        self.publish()

    def publish(self) -> None:
        """Every seat's view worked out again (undone requests marked) and sent."""
        stack = self.doc.undo_stack
        done = {id(stack.command(i).action) for i in range(stack.index())
                if isinstance(stack.command(i), ActionCommand)}
        if self.book.mark_undone(lambda step: id(step) in done):
            self.requestsChanged.emit()
        views = self.feed.update(self.doc.encounter, self.book)
        if self.routes is not None:
            from ..model.session.seats import view_text

            for token, view in views.items():
                self.routes.publish(token, view_text(view))

    # -- the GM's answers --------------------------------------------------------------------
    def _arrived(self, req: SeatRequest) -> None:
        waiting = self.asking.get(req.seat)
        if waiting is not None and req.type == "defense":
            waiting(req)  # the GM's dialog takes it; he applies it there
        elif auto_accepted(self.doc.encounter.options, req):
            self.accept(req)
        self.requestsChanged.emit()

    def accept(self, req: SeatRequest, extra: dict[str, Any] | None = None) -> str | None:
        """Run ``req`` as the GM would have: one undo step. None, or why it failed."""
        from ..model.session import Session

        session = Session(self.doc.encounter)
        session.seats = self.book  # type: ignore[assignment]
        answer, ok = session.answer({"op": "accept", "id": req.id, **(extra or {})})
        if not ok:
            return str(answer["error"])
        if session.history.done:
            step = session.history.done[-1]
            req.step = step
            who = answer.get("name") or ""
            self.doc.undo_stack.push(ActionCommand(self.doc, step, lambda: QCoreApplication.translate(
                "RequestsDock", "Accept {0}'s request").format(self._seat_name(req) or who)))
        self.publish()
        self.requestsChanged.emit()
        return None

    # -- Edit: the usual entry, filled in -----------------------------------------------------
    def can_edit(self, req: SeatRequest) -> bool:
        attack = req.body.get("attack")
        return req.type == "roll" or (req.type == "declare" and isinstance(attack, dict)
                                      and self._target(req, attack) is not None) \
            or self._stance(req) or self._owed(req) is not None \
            or self._asked(req) is not None

    def _asked(self, req: SeatRequest) -> Any:
        """The prompt a ``defense`` request answers, when it holds the attack waiting for
        it (the model's ``attack`` asking: its roll made, :mod:`.seat_ops`)."""
        prompt = self.book.prompts.get(req.seat) if req.type == "defense" else None
        return prompt if prompt is not None and prompt.attack else None

    def _owed(self, req: SeatRequest) -> Any:
        """The pending check a ``check`` request is for (its seat's combatant, its kind)."""
        seat = self.book.seats.get(req.seat)
        if req.type != "check" or seat is None:
            return None
        return next((k for k in self.doc.encounter.checks if k.combatant == seat.combatant
                     and k.kind == req.body.get("kind")), None)

    def _stance(self, req: SeatRequest) -> bool:
        """A declaration other than an attack that the ruleset's kit can open its entry for
        (GURPS: a maneuver or a posture, :attr:`BaseKit.declaration_keys`)."""
        from .kit import kit_for_id

        keys = kit_for_id(self.doc.encounter.ruleset_id).declaration_keys
        return (req.type == "declare" and "attack" not in req.body
                and any(k in req.body for k in keys))

    def _target(self, req: SeatRequest, attack: dict[str, Any]) -> str | None:
        """The combatant id of the target the seat named (as players see it)."""
        ctx = self.book.contexts.get(req.seat)
        real = ctx.names.get(str(attack.get("target", "")).strip()) if ctx else None
        return next((c.id for c in self.doc.encounter.combatants.values() if c.name == real),
                    None)

    def edit(self, req: SeatRequest, window: Any) -> bool:
        """Open what the GM would have used for ``req`` (the roll line with its command, the
        ruleset's attack entry on its target), filled in; the request is accepted when the
        GM applies it there. False when there is no such entry for it."""
        if not self.can_edit(req):
            return False
        if self._stance(req):
            return self._edit_stance(req, window)
        if req.type == "check":
            return self._edit_check(req, window)
        if req.type == "defense":
            return self._edit_defense(req, window)
        if req.type == "roll":
            line = window.log_view.roll_line
            line.setText(("S" if req.body.get("secret") else "") + str(req.body["command"]))
            line.setFocus()
            line.seat_via = self._seat_name(req) or None
            start = self.doc.undo_stack.index()
            line.rolled.connect(lambda _r: self._edited(req, line.rolled, start))
            return True
        attack = req.body["attack"]
        target = self._target(req, attack)
        window.select(target)
        window.kit.open_attack(window, target)
        dlg = window.dialog
        combo = getattr(dlg, "location_combo", None)
        location = attack.get("location")
        if combo is not None and location and combo.findData(location) >= 0:
            combo.setCurrentIndex(combo.findData(location))
        _choose(getattr(dlg, "weapon_combo", None), attack.get("weapon"))  # W1: its own
        self._from_seat(req, dlg, self.doc.undo_stack.index())
        return True

    def _edit_check(self, req: SeatRequest, window: Any) -> bool:
        """The Checks dock's roll entry of the owed check, the player's typed dice in it;
        the request is accepted (and logged from the seat) when the GM rolls or enters it."""
        chk = self._owed(req)
        view = window.checks_view
        if chk is None or chk.id not in view.spins:
            return False
        spin = view.spins[chk.id]
        typed = req.body.get("roll")
        if isinstance(typed, int) or (isinstance(typed, str) and typed.strip().isdigit()):
            spin.setValue(int(typed))
        spin.setFocus()
        start = self.doc.undo_stack.index()
        view.seat_checks[chk.id] = (self._seat_name(req),
                                    lambda: self._edited(req, None, start))
        return True

    def _edit_stance(self, req: SeatRequest, window: Any) -> bool:
        """The ruleset's maneuver entry of the seat's combatant, filled with its declared
        maneuver, option, target and posture."""
        seat = self.book.seats.get(req.seat)
        if seat is None:
            return False
        named = window.kit.declaration_target(req.body)
        target = self._target(req, {"target": named or ""})
        dlg = window.kit.edit_declaration(window, seat.combatant, req.body, target)
        if dlg is None:
            return False
        self._from_seat(req, dlg, self.doc.undo_stack.index())
        return True

    def _edit_defense(self, req: SeatRequest, window: Any) -> bool:
        """The ruleset's defense entry for the attack waiting in the prompt (its roll
        made when the GM asked), filled with the seat's choice; applied there, the
        request is accepted with the attack's step, logged from the seat."""
        seat = self.book.seats.get(req.seat)
        prompt = self._asked(req)
        if seat is None or prompt is None:
            return False
        start = self.doc.undo_stack.index()
        # the entry is filled in as it is made: what it writes then is the seat's too
        with self.doc.encounter.lines_from(self._seat_name(req) or None):
            dlg = window.kit.edit_defense(window, seat.combatant, dict(prompt.attack),
                                          dict(req.body))
        if dlg is None:
            return False
        self._from_seat(req, dlg, start)
        return True

    def _from_seat(self, req: SeatRequest, dlg: Any, start: int) -> None:
        """What the GM applies in ``dlg`` (modal) is ``req``'s: accepted with its step,
        logged from that seat's device; cleared once the dialog's own step is in."""
        dlg.accepted.connect(lambda: self._edited(req, dlg.accepted, start))
        self.doc.lines_from_until_closed(self._seat_name(req) or None, dlg)

    def _edited(self, req: SeatRequest, signal: Any, start: int) -> None:
        """The GM applied the filled-in entry: the request is accepted with the step it
        pushes (now, or when the entry's last part is applied)."""
        try:
            if signal is not None:
                signal.disconnect()
        except (RuntimeError, TypeError):
            pass
        if req.status != "pending":
            return
        self.book.settle(req, "accepted")
        self.await_step(req, start)
        self.publish()
        self.requestsChanged.emit()

    def refuse(self, req: SeatRequest, reason: str = "") -> None:
        self.book.settle(req, "refused", reason[:200])
        self.publish()
        self.requestsChanged.emit()

    def _seat_name(self, req: SeatRequest) -> str:
        seat = self.book.seats.get(req.seat)
        c = self.doc.encounter.combatants.get(seat.combatant) if seat is not None else None
        return c.name if c is not None else ""


def _choose(combo: Any, data: Any) -> None:
    """Choose the item of ``combo`` whose data is ``data`` (nothing when there is none)."""
    if combo is not None and data and combo.findData(data) >= 0:
        combo.setCurrentIndex(combo.findData(data))

