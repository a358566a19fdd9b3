"""An attack line pasted from the online table into the attack dialog's d100: the speaker
picks the attacker, the 【label】 the weapon (by its name or skill), and the roll stays in the
field (:class:`~tracker.ui.spinboxes.SpinBox` took it)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer

from tracker.model.input_text import ascii_forms
from tracker.model.rolls import Pasted

_DAMAGE_WORDS = ("ダメージ", "damage")


def _key(text: str) -> str:
    text = ascii_forms(text).lower()
    for word in _DAMAGE_WORDS:
        text = text.replace(word, "")
    return "".join(text.split())


def fill_from_paste(dialog: Any, pasted: Pasted) -> None:
    """Choose ``dialog``'s attacker and weapon as the pasted line names them (nothing
    changes for names it does not know)."""
    if pasted.speaker:
        who = _key(pasted.speaker)
        combo = dialog.attacker_combo
        before = combo.currentData()
        for i in range(combo.count()):
            if _key(combo.itemText(i)) == who:
                if combo.itemData(i) == dialog.target_combo.currentData() and before:
                    # the target speaks: it strikes back at the one who was attacking
                    targets = dialog.target_combo
                    targets.setCurrentIndex(max(0, targets.findData(before)))
                combo.setCurrentIndex(i)
                break
    if pasted.label:
        label = _key(pasted.label)
        combo = dialog.weapon_combo
        # "こぶし" names the weapon "こぶし（パンチ） — 60%, 1d3": its name, or the start of it
        for i in range(combo.count()):
            name = _key(combo.itemText(i).split(" — ", 1)[0])
            if label and (name == label or name.startswith(label) or label.startswith(name)):
                combo.setCurrentIndex(i)
                break


def take_attack_pastes(dialog: Any) -> None:
    """Wire ``dialog.roll_spin``: a pasted attack line also picks attacker and weapon (once
    the field has taken the roll)."""
    dialog.roll_spin.pasted.connect(
        lambda p: QTimer.singleShot(0, lambda: fill_from_paste(dialog, p)))
