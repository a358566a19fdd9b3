"""View → Share with players' devices… → Seats: a seat per character, each a link and a QR
code that lets one player's phone act for that character (the GM approves every request);
a printable sheet of all of them on one page; each seat revoked on its own; the option to
accept owed rolls from seats automatically (``contracts/seats.md``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from .seats import WindowSeats
from .share import qr_image


def add_seats_button(dialog: QDialog, window: Any) -> QPushButton:
    """A Seats… button in the sharing dialog (above its Close button)."""
    button = QPushButton(QCoreApplication.translate("SeatsDialog", "&Seats…"))
    button.setObjectName("shareSeats")
    button.clicked.connect(lambda: open_seats(window))
    lay = dialog.layout()
    lay.insertWidget(lay.count() - 1, button)
    return button


def open_seats(window: Any) -> SeatsDialog:
    dlg = SeatsDialog(window.seats, window)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.show()
    window.seats_dialog = dlg
    return dlg


class SeatsDialog(QDialog):
    def __init__(self, seats: WindowSeats, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seats = seats
        self.setWindowTitle(self.tr("Seats for the players' phones"))
        lay = QVBoxLayout(self)
        intro = QLabel(self.tr(
            "Give each player the code of their character: their phone can then roll, "
            "declare and defend for it. Nothing happens until you accept the request in the "
            "Players' requests dock."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.auto = QCheckBox(self.tr("Accept owed rolls from seats automatically"))
        self.auto.setObjectName("seatsAuto")
        self.auto.setToolTip(self.tr("Checks and defenses the app rolls; never declarations, "
                                     "never dice a player typed"))
        self.auto.setChecked(seats.auto_accept())
        self.auto.toggled.connect(self._auto)
        # the same encounter option as Combat → Rules and options… (and Undo) set
        seats.doc.changed.connect(self._sync_auto)
        lay.addWidget(self.auto)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.grid_host)
        lay.addWidget(scroll, 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.print_button = buttons.addButton(self.tr("&Print sheet…"),
                                              QDialogButtonBox.ButtonRole.ActionRole)
        self.print_button.setObjectName("seatsPrint")
        self.print_button.clicked.connect(self.print_sheet)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.rows: dict[str, tuple[QPushButton, QLineEdit, QLabel]] = {}
        self.refresh()

    def _auto(self, on: bool) -> None:
        self.seats.set_auto_accept(on)

    def _sync_auto(self, _change: Any = None) -> None:
        """The check box shows the encounter's option however it was set."""
        on = self.seats.auto_accept()
        if self.auto.isChecked() != on:
            self.auto.blockSignals(True)
            self.auto.setChecked(on)
            self.auto.blockSignals(False)

    def characters(self) -> list[Any]:
        """The players' characters first (side pc), then the others shown to players."""
        cs = [c for c in self.seats.doc.encounter.ordered() if c.visibility.shown]
        return sorted(cs, key=lambda c: c.side != "pc")

    def refresh(self) -> None:
        while self.grid.count():
            w = self.grid.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        self.rows.clear()
        sharing = self.seats.sharing is not None and self.seats.sharing.running
        self.status.setText("" if sharing else self.tr(
            "Start sharing first: a seat's link is the page's address."))
        for row, c in enumerate(self.characters()):
            seat = self.seats.book.seat_of(c.id)
            name = QLabel(c.name)
            button = QPushButton(self.tr("Revoke") if seat else self.tr("Open a seat"))
            button.setObjectName(f"seatButton_{c.id}")
            button.setEnabled(sharing)
            button.clicked.connect(lambda _=False, cid=c.id: self._toggle(cid))
            link = QLineEdit(self.seats.seat_url(seat.token) if seat else "")
            link.setReadOnly(True)
            link.setCursorPosition(0)  # the address's start, not its token's end
            qr = QLabel()
            if seat and sharing:
                qr.setPixmap(QPixmap.fromImage(qr_image(self.seats.seat_url(seat.token), 3)))
            for col, w in enumerate((name, button, link, qr)):
                self.grid.addWidget(w, row, col)
            self.rows[c.id] = (button, link, qr)
        self.print_button.setEnabled(sharing and bool(self.seats.book.seats))

    def _toggle(self, cid: str) -> None:
        if self.seats.book.seat_of(cid) is None:
            self.seats.open_seat(cid)
            dock = getattr(self.parentWidget(), "requests_dock", None)
            if dock is not None:
                dock.show_dock()
        else:
            self.seats.revoke(cid)
        self.refresh()

    def sheet_entries(self) -> list[tuple[str, str]]:
        """(character, link) of every open seat, in the dialog's order."""
        out = []
        for c in self.characters():
            seat = self.seats.book.seat_of(c.id)
            if seat is not None:
                out.append((c.name, self.seats.seat_url(seat.token)))
        return out

    def print_sheet(self, printer: Any = None) -> bool:
        """All the seats on one page: a readable QR code and the name under each."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        if printer is None:
            printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            if QPrintDialog(printer, self).exec() != QDialog.DialogCode.Accepted:
                return False
        paint_sheet(printer, self.sheet_entries(), self.tr("Scan your character's code"))
        return True


def paint_sheet(printer: Any, entries: list[tuple[str, str]], title: str) -> None:
    """Paint the seats in a grid of up to 3 columns on one page; the codes keep at least
    a 4 cm side (readable by a phone at arm's length) while eight fit on A4."""
    painter = QPainter(printer)
    page = printer.pageLayout().paintRectPixels(printer.resolution())
    rect = QRectF(0, 0, page.width(), page.height())
    font = QFont()
    font.setPointSize(14)
    painter.setFont(font)
    head = rect.height() * 0.06
    painter.drawText(QRectF(0, 0, rect.width(), head), Qt.AlignmentFlag.AlignCenter, title)
    cols = 1 if len(entries) <= 1 else 2 if len(entries) <= 4 else 3
    rows = max(1, -(-len(entries) // cols))
    cw, ch = rect.width() / cols, (rect.height() - head) / rows
    side = min(cw, ch * 0.8) * 0.9
    for i, (name, link) in enumerate(entries):
        x, y = (i % cols) * cw, head + (i // cols) * ch
        img = qr_image(link, 8)
        painter.drawImage(QRectF(x + (cw - side) / 2, y, side, side), img)
        painter.drawText(QRectF(x, y + side, cw, ch - side), Qt.AlignmentFlag.AlignHCenter
                         | Qt.AlignmentFlag.AlignTop, name)
    painter.end()
