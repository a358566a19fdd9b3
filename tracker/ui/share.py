"""View → Share with players' devices…: the page on the players' phones, tablets or TV.

:class:`Sharing` runs the Qt-free :class:`~tracker.web.server.ShareServer` beside the Qt event
loop (its own thread) and hands it the players' projection after every change of the
document; :class:`ShareDialog` starts and stops it and shows the address as text and as a QR
code. Off until the GM starts it; stopped on quit. The link stays the same for an encounter
file across restarts of the app: its token is kept in the user's settings (never in the
file), until the GM makes a new link, which revokes the old one at once."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..model.encounter import Change
from ..model.public import PublicView
from ..model.public_feed import feed_for
from ..model.turn_timer import timer_on
from ..web.net import ALL_INTERFACES, DEFAULT_PORT, LOOPBACK, addresses
from ..web.page import page_html, refused_html
from ..web.server import ShareServer, new_token
from ..web.state import view_text
from .document import EncounterDocument


class Sharing(QObject):
    """The sharing of one document (at most one server at a time)."""

    #: emitted when sharing starts or stops
    runningChanged = Signal(bool)

    def __init__(self, doc: EncounterDocument, parent: QObject | None = None, *,
                 settings: QSettings | None = None,
                 path: Callable[[], str | None] = lambda: None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.settings = settings
        #: the encounter's file (None: not saved yet), whose link is kept
        self.path = path
        #: the link of an encounter not saved yet: kept while the app runs
        self._unsaved_token: str | None = None
        self.server: ShareServer | None = None
        #: the view last sent (the encounter's one feed decides what players see)
        self.sent: PublicView | None = None
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    @property
    def running(self) -> bool:
        return self.server is not None and self.server.running

    @property
    def url(self) -> str:
        return self.server.url if self.server is not None else ""

    def viewers(self) -> int:
        return self.server.stream_count if self.running else 0

    def _token_key(self) -> str | None:
        path = self.path()
        if not path or self.settings is None:
            return None
        digest = hashlib.sha256(os.path.abspath(path).encode("utf-8")).hexdigest()[:24]
        return f"share/tokens/{digest}"  # the file's path itself is not written there

    def token(self) -> str:
        """The token of this encounter's link: the one kept for its file, else a new one
        (kept from now on)."""
        key = self._token_key()
        if key is None:
            self._unsaved_token = self._unsaved_token or new_token()
            return self._unsaved_token
        assert self.settings is not None
        kept = str(self.settings.value(key, "") or "")
        if len(kept) >= 20 and kept.replace("-", "").replace("_", "").isalnum():
            return kept
        # first saved: the link it had unsaved goes on (the phones that scanned it follow)
        token = self._unsaved_token or new_token()
        self._unsaved_token = None
        self.settings.setValue(key, token)
        return token

    def new_link(self) -> None:
        """A new token for this encounter: the old link stops working at once (its pages
        lose their streams and are told it is no longer valid)."""
        token = new_token()
        key = self._token_key()
        if key is None:
            self._unsaved_token = token
        else:
            assert self.settings is not None
            self.settings.setValue(key, token)
        if self.server is not None:
            self.server.set_token(token)
        self.runningChanged.emit(self.running)

    def start(self, host: str, port: int) -> None:
        """Listen on ``host:port`` with this encounter's link; OSError when it cannot (then
        nothing changed)."""
        self.stop()
        self.sent = feed_for(self.doc.encounter).view
        assert self.sent is not None  # a feed always has a view
        server = ShareServer(page_html, view_text(self.sent), host=host, port=port,
                             token=self.token(), refused=refused_html)
        server.start()
        self.server = server
        self.doc.changed.connect(self._on_changed)
        self.doc.reset.connect(self._on_reset)
        self.runningChanged.emit(True)

    def stop(self) -> None:
        if self.server is None:
            return
        server, self.server = self.server, None
        self.doc.changed.disconnect(self._on_changed)
        self.doc.reset.disconnect(self._on_reset)
        server.stop()
        self.runningChanged.emit(False)

    def _on_changed(self, change: Change) -> None:
        self.publish()

    def _on_reset(self) -> None:
        self.publish()

    def publish(self) -> None:
        """Send what the players may see now (the encounter's feed), if it is new to them."""
        view = feed_for(self.doc.encounter).view
        if self.server is not None and view is not None and view != self.sent:
            self.sent = view
            self.server.publish(self.state_text(view))

    def state_text(self, view: PublicView) -> str:
        """The page's JSON of ``view``; with the turn timer on, ``turn_seconds``: how long the
        turn the players are shown has run (the page counts on from there by itself, so a
        hidden turn, which sends nothing, neither stops nor resets it)."""
        seconds = self.doc.turn_timer.public_elapsed() if timer_on(self.doc.encounter) else None
        if seconds is None:
            return view_text(view)
        return json.dumps({**view.to_json(), "turn_seconds": int(seconds)},
                          ensure_ascii=False, separators=(",", ":"))


def qr_image(text: str, module_px: int = 6) -> QImage:
    """``text`` as a QR code (segno), black on white with the standard quiet zone."""
    import segno

    matrix = segno.make(text, error="m", micro=False).matrix
    border = 4
    n = len(matrix) + 2 * border
    img = QImage(n * module_px, n * module_px, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    black = QColor("black")
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                p.fillRect((x + border) * module_px, (y + border) * module_px, module_px,
                           module_px, black)
    p.end()
    return img


class ShareDialog(QDialog):
    """Start and stop sharing; the address as text and as a QR code."""

    def __init__(self, sharing: Sharing, settings: QSettings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sharing = sharing
        self.settings = settings
        self.setWindowTitle(self.tr("Share with players' devices"))
        self.setMinimumWidth(460)
        lay = QVBoxLayout(self)
        intro = QLabel(self.tr("Players on the same network open this address (or scan the "
                               "code) to follow the fight on their phones. They see what the "
                               "players' view shows, nothing more, and can change nothing."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        form = QFormLayout()
        self.host_combo = QComboBox()
        self.host_combo.setObjectName("shareHost")
        for addr in addresses():
            self.host_combo.addItem(self._host_label(addr), addr)
        self.port_spin = QSpinBox()
        self.port_spin.setObjectName("sharePort")
        self.port_spin.setRange(1024, 65535)
        self.port_spin.setValue(self._setting("share/port", DEFAULT_PORT))
        remembered = str(settings.value("share/host", "")) if settings is not None else ""
        idx = self.host_combo.findData(remembered)
        if idx >= 0:
            self.host_combo.setCurrentIndex(idx)
        form.addRow(self.tr("Listen on:"), self.host_combo)
        form.addRow(self.tr("Port:"), self.port_spin)
        lay.addLayout(form)
        buttons = QHBoxLayout()
        self.start_button = QPushButton(self.tr("Start sharing"))
        self.start_button.setObjectName("shareStart")
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setObjectName("shareStop")
        self.new_link_button = QPushButton(self.tr("New link"))
        self.new_link_button.setObjectName("shareNewLink")
        self.new_link_button.setToolTip(self.tr(
            "Make a new address: the old one stops working at once, and its devices must "
            "scan the new code."))
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.sharing.stop)
        self.new_link_button.clicked.connect(self.sharing.new_link)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.new_link_button)
        buttons.addStretch(1)
        lay.addLayout(buttons)
        url_row = QHBoxLayout()
        self.url_edit = QLineEdit()
        self.url_edit.setObjectName("shareUrl")
        self.url_edit.setReadOnly(True)
        self.copy_button = QPushButton(self.tr("Copy"))
        self.copy_button.clicked.connect(
            lambda: QGuiApplication.clipboard().setText(self.sharing.url))
        url_row.addWidget(self.url_edit, 1)
        url_row.addWidget(self.copy_button)
        lay.addLayout(url_row)
        self.qr_label = QLabel()
        self.qr_label.setObjectName("shareQr")
        self.qr_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr_label.setMinimumSize(240, 240)
        lay.addWidget(self.qr_label, 1)
        self.status = QLabel()
        self.status.setObjectName("shareStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        lay.addWidget(close)
        self._error = ""
        self.sharing.runningChanged.connect(self._update)
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._update_status)
        self._timer.start()
        self._update()

    def _setting(self, key: str, default: int) -> int:
        if self.settings is None:
            return default
        try:
            return int(self.settings.value(key, default))
        except (TypeError, ValueError):
            return default

    def _host_label(self, addr: str) -> str:
        if addr == LOOPBACK:
            return self.tr("{0} (this computer only)").format(addr)
        if addr == ALL_INTERFACES:
            return self.tr("{0} (all networks of this computer)").format(addr)
        return self.tr("{0} (local network)").format(addr)

    def start(self) -> None:
        host, port = self.host_combo.currentData(), self.port_spin.value()
        try:
            self.sharing.start(host, port)
        except OSError as e:
            self._error = self.tr("Cannot share on {0}:{1}: {2}. Choose another port or "
                                  "address.").format(host, port, e.strerror or str(e))
            self._update()
            return
        self._error = ""
        if self.settings is not None:
            self.settings.setValue("share/host", host)
            self.settings.setValue("share/port", port)
        self._update()

    def _update(self, *_args) -> None:
        on = self.sharing.running
        self.start_button.setEnabled(not on)
        self.stop_button.setEnabled(on)
        self.host_combo.setEnabled(not on)
        self.port_spin.setEnabled(not on)
        self.copy_button.setEnabled(on)
        self.url_edit.setText(self.sharing.url if on else "")
        self.url_edit.setCursorPosition(0)  # the start of the address, not its token's end
        if on:
            self.qr_label.setPixmap(QPixmap.fromImage(qr_image(self.sharing.url)))
        else:
            self.qr_label.clear()
            self.qr_label.setText(self.tr("Not sharing."))
        self._update_status()

    def _update_status(self) -> None:
        if self._error:
            self.status.setText(self._error)
        elif self.sharing.running:
            self.status.setText(self.tr("Sharing. Devices watching: {0}").format(
                self.sharing.viewers()))
        else:
            self.status.setText(self.tr("Off: nothing is served."))
