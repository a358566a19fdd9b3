"""The words of a seat on the players' page (``contracts/seats.md``) that every ruleset shares:
what a player's phone shows when it acts for its character (its numbers, the rolls it owes,
its turn, the dice command, its requests), and the server's refusals in the page's language.
Written into ``resources/web/labels.json`` (section ``seat``) with the page's other words.
A ruleset's own seat forms (its declaration, its defenses' fields) are its page script's
(``more.seat`` of ``TrackerFigures.register``) and their words its words file's
(``page.seat``, ``rulesets.<id>.seat`` on the page); the names of its checks are its words
file's too (``seat.check_names.<id>``: :func:`tracker.web.page.ruleset_words`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def seat_labels() -> dict[str, Any]:
    return {
        "you_are": QCoreApplication.translate(
            "SeatPage", "You are {0}"),
        "your_turn": QCoreApplication.translate(
            "SeatPage", "Your turn!"),
        "defend": QCoreApplication.translate(
            "SeatPage", "{0} attacks you: how do you defend?"),
        "unseen": QCoreApplication.translate(
            "SeatPage", "An unseen foe"),
        "checks": QCoreApplication.translate(
            "SeatPage", "Rolls you owe"),
        "roll": QCoreApplication.translate(
            "SeatPage", "Roll"),
        "own_dice": QCoreApplication.translate(
            "SeatPage", "Or type your own dice"),
        "send": QCoreApplication.translate(
            "SeatPage", "Send"),
        "declare": QCoreApplication.translate(
            "SeatPage", "Declare your action"),
        "dice": QCoreApplication.translate(
            "SeatPage", "Dice command"),
        "secret": QCoreApplication.translate(
            "SeatPage", "Secret (GM only)"),
        "requests": QCoreApplication.translate(
            "SeatPage", "Your requests"),
        "pending": QCoreApplication.translate(
            "SeatPage", "Waiting for the GM"),
        "accepted": QCoreApplication.translate(
            "SeatPage", "Accepted"),
        "refused": QCoreApplication.translate(
            "SeatPage", "Refused"),
        "dropped": QCoreApplication.translate(
            "SeatPage", "Dropped"),
        "undone": QCoreApplication.translate(
            "SeatPage", "Undone"),
        "revoked": QCoreApplication.translate(
            "SeatPage", "The GM closed this seat. Ask for a new code."),
        # the defense any prompt offers; a ruleset names its own (its words, seat.defenses)
        "none": QCoreApplication.translate(
            "SeatPage", "No defense"),
        "type_roll": QCoreApplication.translate(
            "SeatPage", "Roll"),
        "type_check": QCoreApplication.translate(
            "SeatPage", "Check"),
        "type_defense": QCoreApplication.translate(
            "SeatPage", "Defense"),
        "type_declare": QCoreApplication.translate(
            "SeatPage", "Declaration"),
        "rolled": QCoreApplication.translate(
            "SeatPage", "rolled {0}"),
        "hit": QCoreApplication.translate(
            "SeatPage", "hit"),
        "miss": QCoreApplication.translate(
            "SeatPage", "miss"),
        "success": QCoreApplication.translate(
            "SeatPage", "success"),
        "failure": QCoreApplication.translate(
            "SeatPage", "failure"),
        "error_not_now": QCoreApplication.translate(
            "SeatPage", "Not possible now."),
        "error_rate": QCoreApplication.translate(
            "SeatPage", "Too many requests: wait a few seconds."),
        "error_full": QCoreApplication.translate(
            "SeatPage", "Too many requests are waiting for the GM."),
        "error_bad_request": QCoreApplication.translate(
            "SeatPage", "This request cannot be read."),
        "error_content_type": QCoreApplication.translate(
            "SeatPage", "Requests must be sent as JSON."),
        "error_too_large": QCoreApplication.translate(
            "SeatPage", "This request is too large."),
    }
