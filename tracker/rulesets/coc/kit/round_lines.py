"""What the keeper reads of a combatant's round: this round's bookkeeping (dodges, parry,
shots, acting, R14), the death clocks it is concerned by (R7, R13), and the name of a
handgun's extra places in the turn order (C12). The kit's columns and detail panel show them,
and so does the keeper's dock; below both, so neither imports the other."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tracker.model.encounter import SLOT_SEP, combatant_of
from tracker.rulesets.coc.rules import state as coc_state
from tracker.rulesets.coc.rules.harm import clock_text_args
from tracker.ui.typography import list_sep, paren

from .page_words import page_word

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter


def clock_lines(c: Combatant, enc: Encounter, position: str | None = None) -> list[str]:
    """The death clocks that concern ``c``: its own, and those it holds (R7). ``position``:
    only what that row of the turn order shows — the victim's own row its clock, the one
    position holding a clock that clock (R13)."""
    out = []
    for clock in enc.state.get("clocks", []):
        victim, holder, rnd = clock_text_args(enc, clock)
        if clock["victim"] == c.id and position in (None, c.id):
            out.append(QCoreApplication.translate("CocKit", "☠ ends after {0}'s action, round {1}").format(
                _position_name(enc, clock["after"], holder), rnd))
        elif combatant_of(clock["after"]) == c.id and position in (None, clock["after"]):
            out.append(QCoreApplication.translate("CocKit", "☠ {0}: ends after this action, round {1}").format(victim, rnd)
                       if SLOT_SEP not in clock["after"] else
                       QCoreApplication.translate("CocKit", "☠ {0}: ends after {1}, round {2}").format(
                           victim, _position_name(enc, clock["after"], holder), rnd))
    return out


def clock_cell(c: Combatant, enc: Encounter, position: str | None = None) -> str:
    """The roster's short form of :func:`clock_lines` (issue 42: the whole lines were cut at
    1366×768): on the dying one's row the round its clock runs out in, on the row whose action
    ends clocks how many end there. The whole lines are the cell's tooltip and the keeper's."""
    out = []
    ending = 0
    for clock in enc.state.get("clocks", []):
        if clock["victim"] == c.id and position in (None, c.id):
            out.append(QCoreApplication.translate("CocKit", "☠ round {0}").format(
                clock_text_args(enc, clock)[2]))
        elif combatant_of(clock["after"]) == c.id and position in (None, clock["after"]):
            ending += 1
    if ending:
        out.append(QCoreApplication.translate("CocKit", "☠ ×{0} end here").format(ending))
    return list_sep().join(out)


def _position_name(enc: Encounter, position: str, name: str) -> str:
    slot = position.partition(SLOT_SEP)[2]
    if not slot:
        return name
    c = enc.combatants.get(combatant_of(position))
    return slot_label(c, slot) if c is not None else name


def slot_label(c: Combatant, slot: str) -> str:
    if slot == "start":
        return page_word("slots", "start").format(c.name)
    if slot == "half":
        dex = c.sheet.stat("dex")
        half = f"{dex / 2:g}"
        return QCoreApplication.translate("CocKit", "{0} — shot at DEX÷2 ({1})").format(c.name, half)
    return c.name + paren(slot)


def round_text(c: Combatant, enc: Encounter) -> str:
    """This round's bookkeeping of ``c``: dodges used, parry, acted, shots."""
    if not enc.in_combat:
        return ""
    rnd = coc_state.peek_round(enc)
    parts = []
    tries = rnd["dodges"].get(c.id, [])
    if tries:
        from tracker.rulesets.coc.rules.defense import next_dodge_value

        nxt = next_dodge_value(c.sheet.skill("dodge"), tries)
        parts.append(QCoreApplication.translate("CocKit", "dodged {0} (next {1})").format(
            " → ".join(map(str, tries)), max(nxt, 0)))
    if c.id in rnd["parried"]:
        parts.append(QCoreApplication.translate("CocKit", "parried"))
    shots = rnd["shots"].get(c.id, 0)
    if shots:
        parts.append(QCoreApplication.translate("CocKit", "{0} shot(s)").format(shots))
    if c.id in rnd["rapid"]:
        parts.append(QCoreApplication.translate("CocKit", "rapid fire"))
    if c.id in rnd.get("covered", []):  # C6: covering spent the turn
        parts.append(QCoreApplication.translate("CocKit", "covered (turn spent)"))
    elif c.id in rnd["acted"]:
        parts.append(QCoreApplication.translate("CocKit", "acted"))
    return list_sep().join(parts)
