"""The words of a seat on the players' page (``contracts/seats.md``): what a player's phone
shows when it acts for its character, and the server's refusals in the page's language.
Written into ``resources/web/labels.json`` (section ``seat``) with the page's other words;
the names of a ruleset's own declarations (GURPS's maneuver and posture, CoC's first aid …)
and of its checks are its words file's (``rulesets.<id>.seat`` and ``seat.check_names.<id>``
on the page: :func:`tracker.web.page.ruleset_words`)."""

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
        "attack": QCoreApplication.translate(
            "SeatPage", "Attack"),
        "target": QCoreApplication.translate(
            "SeatPage", "Target"),
        "weapon": QCoreApplication.translate(
            "SeatPage", "Weapon"),
        "location": QCoreApplication.translate(
            "SeatPage", "Location"),
        "dice": QCoreApplication.translate(
            "SeatPage", "Dice command"),
        "secret": QCoreApplication.translate(
            "SeatPage", "Secret (GM only)"),
        "retreat": QCoreApplication.translate(
            "SeatPage", "Retreat"),
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
        "dodge": QCoreApplication.translate(
            "SeatPage", "Dodge"), "parry": QCoreApplication.translate(
            "SeatPage", "Parry"), "block": QCoreApplication.translate(
            "SeatPage", "Block"),
        "cover": QCoreApplication.translate(
            "SeatPage", "Cover"), "none": QCoreApplication.translate(
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
        "chinks": QCoreApplication.translate(
            "SeatPage", "Chinks in armor"),
        "wound": QCoreApplication.translate(
            "SeatPage", "Targeting a wound"),
        "shots": QCoreApplication.translate(
            "SeatPage", "Shots"),
        "combine": QCoreApplication.translate(
            "SeatPage", "Combined with"),
        "ma": QCoreApplication.translate(
            "SeatPage", "Martial arts"),
        "budo_strike": QCoreApplication.translate(
            "SeatPage", "武道 (strike)"),
        "budo_grapple": QCoreApplication.translate(
            "SeatPage", "武道 (grapple)"),
        "knockout": QCoreApplication.translate(
            "SeatPage", "Knockout"),
        "rapid_fire": QCoreApplication.translate(
            "SeatPage", "Rapid fire"),
        "with": QCoreApplication.translate(
            "SeatPage", "With"),
        "by": QCoreApplication.translate(
            "SeatPage", "Cover by"),
        "second": QCoreApplication.translate(
            "SeatPage", "Second defense (All-Out Defense)"),
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
