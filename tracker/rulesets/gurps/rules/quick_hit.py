"""The quick-hit line: one typed line that hits one combatant or many.

``Goblin 2d+1 cut torso`` · ``all-selected 8 cr`` · ``Goblin, Goblin 2 3d imp random`` ·
``ゴブリン２ ２ｄ 切り 胴体``. Who (a name, several names with commas, or ``all-selected``),
then the damage (a number or dice), then optionally the damage type and the location (an id,
its English or Japanese name, or ``random``; the torso when left out). Dice are rolled for
each target unless the GM asks for one roll for all; a random location is rolled per target.

Qt-free; :func:`plan_hits` turns a parsed line into the hits that
:func:`tracker.model.batch.hit_each` applies as one undoable action.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass

from tracker.model.dice import Dice, DiceExpr, parse_dice
from tracker.model.encounter import Encounter
from tracker.model.errors import RulesError
from tracker.model.input_text import ascii_forms

from .damage import DAMAGE_TYPES
from .resolver import Hit

#: words that mean "everyone selected"
SELECTED_WORDS = frozenset({"all-selected", "selected", "all selected", "選択中", "選択全員"})
RANDOM_WORDS = frozenset({"random", "rnd", "ランダム"})


@dataclass(frozen=True, slots=True)
class QuickHit:
    """A quick-hit line as read: the targets named, the damage dice, type and location."""

    targets: tuple[str, ...]  # combatant ids, in the order named
    damage: DiceExpr
    type: str
    location: str  # the text as typed ("" = torso), resolved per target by plan_hits


def _key(text: str) -> str:
    return unicodedata.normalize("NFKC", ascii_forms(text)).casefold().strip()


def _is_damage(token: str) -> DiceExpr | None:
    try:
        return parse_dice(token)
    except RulesError:
        return None


def parse_quick_hit(enc: Encounter, text: str, selected: list[str] | tuple[str, ...] = (),
                    default_type: str = "cr",
                    type_words: Mapping[str, str] | None = None) -> QuickHit:
    """Read the line; RulesError (code ``quick_hit``, its ``why`` argument the kind of
    problem, for the UI's words) names what is wrong. ``type_words``:
    more words for the damage types (the UI's own language: 切り → cut)."""
    words = ascii_forms(text or "").split()
    if not words:
        raise RulesError("quick_hit", "type who is hit and the damage, e.g. Goblin 2d+1 cut",
                        why="empty")
    # "Goblin 2 2d+1": names may end in numbers; the damage is the last number after which
    # the words before it still name combatants
    at, targets, problem = None, (), None
    for i in range(1, len(words)):
        if _is_damage(words[i]) is None:
            continue
        try:
            targets = _targets(enc, " ".join(words[:i]), selected)
        except RulesError as exc:
            problem = problem or exc
            continue
        at = i
    if at is None:
        if problem is not None:
            raise problem
        raise RulesError("quick_hit", "no damage in the line: add a number or dice like 2d+1 "
                                      "after the name", why="no_damage")
    targets = _targets(enc, " ".join(words[:at]), selected)
    damage = parse_dice(words[at])
    rest = words[at + 1:]
    dtype = default_type
    words_for = {_key(k): v for k, v in (type_words or {}).items()}
    if rest and rest[0].lower() in DAMAGE_TYPES:
        dtype = rest.pop(0).lower()
    elif rest and _key(rest[0]) in words_for:
        dtype = words_for[_key(rest.pop(0))]
    return QuickHit(targets, damage, dtype, " ".join(rest))


def _targets(enc: Encounter, who: str, selected: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    if _key(who) in SELECTED_WORDS:
        ids = [cid for cid in selected if cid in enc.combatants]
        if not ids:
            raise RulesError("quick_hit", "nobody is selected", why="nobody_selected")
        return tuple(ids)
    by_name = {_key(c.name): c.id for c in enc.combatants.values()}
    out: list[str] = []
    for part in who.split(","):
        name = _key(part)
        if not name:
            continue
        cid = by_name.get(name)
        if cid is None:
            raise RulesError("quick_hit", f"no combatant is called '{part.strip()}'",
                             why="unknown_name", name=part.strip())
        if cid not in out:
            out.append(cid)
    if not out:
        raise RulesError("quick_hit", "name who is hit before the damage", why="no_name")
    return tuple(out)


def location_for(enc: Encounter, cid: str, text: str) -> str:
    """The location id ``text`` names on ``cid``'s body (``random`` stays ``random``)."""
    if not text.strip():
        return "torso"
    key = _key(text)
    if key in RANDOM_WORDS:
        return "random"
    c = enc.combatants[cid]
    plan = c.sheet.plan
    for loc in plan.locations:
        if key in (_key(loc.id), _key(loc.id.replace("_", " ")), _key(loc.name_en),
                   _key(loc.name_ja)):
            return loc.id
    raise RulesError("quick_hit", f"{c.name} has no location '{text.strip()}'",
                     why="no_location", name=c.name, where=text.strip())


def plan_hits(enc: Encounter, quick: QuickHit, dice: Dice, *, one_roll: bool = False
              ) -> list[tuple[str, Hit, tuple[str, list[int]] | None]]:
    """The hits of the line: damage rolled for each target (or once, ``one_roll``), a
    random location rolled for each target. A plain number is not rolled."""
    out = []
    shared = None
    for cid in quick.targets:
        location = location_for(enc, cid, quick.location)
        roll = sub = None
        if location == "random" and quick.type != "fat":
            plan = enc.combatants[cid].sheet.plan
            roll = dice.roll(3)
            entry = plan.entry_for_roll(roll)
            sub = dice.die(entry.subroll.dice) if entry.subroll is not None else None
        if quick.damage.count == 0:
            total, rolled = quick.damage.modifier, None
        else:
            if shared is None or not one_roll:
                total, faces = dice.roll_expr(quick.damage)
                shared = (total, (str(quick.damage), faces))
            total, rolled = shared
        out.append((cid, Hit(total, quick.type, location if quick.type != "fat" else "torso",
                             roll, sub), rolled))
    return out
