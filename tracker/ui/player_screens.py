"""The players' screens the GM window opens: the second window (a TV, a projector) and the
page on the players' own devices."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt


def open_player_view(window: Any) -> None:
    """Open (or raise) the second window for the players' screen."""
    from .player_view import PlayerView

    fill = False
    if window.player_view is None:
        window.player_view = PlayerView(window.doc, window.settings)
        # a second screen is what the players' window is for: fill it
        fill = window.player_view.place_away_from(window.screen())
    window.player_view.show()
    if fill:
        window.player_view.set_full_screen(True)
    window.player_view.raise_()


def open_share(window: Any) -> None:
    """The sharing dialog (sharing itself goes on when the dialog is closed)."""
    from .share import ShareDialog, Sharing

    if window.sharing is None:
        window.sharing = Sharing(window.doc, settings=window.settings,
                                 path=lambda: window.files.path)
        seats = getattr(window, "seats", None)
        if seats is not None:
            seats.attach(window.sharing)
    dlg = ShareDialog(window.sharing, window.settings, window)
    if getattr(window, "seats", None) is not None:
        from .seats_dialog import add_seats_button

        add_seats_button(dlg, window)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.show()  # modeless: the fight goes on while it is open
    window.share_dialog = dlg


def close(window: Any) -> None:
    """The GM window closes: the players' window and the page go with it."""
    if window.player_view is not None:
        window.player_view.close()
    if window.sharing is not None:
        window.sharing.stop()
