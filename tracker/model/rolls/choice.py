"""BCDice's ``choice``: one item (or ``choiceN``: N different ones) picked at random from
``choice[a,b,c]``, ``choice(a,b,c)`` or ``choice a b c``. The form decides the separator
(a comma in brackets and parentheses, blanks otherwise), so an item may hold the others'
marks (``choice(A[], B[])``, ``choice A,B X,Y``); blanks around items and empty items are
dropped; one item ``A-F`` or ``3-10`` stands for the whole run of letters or numbers."""

from __future__ import annotations

import re

from .faces import Faces, RollResult, plain
from .sums import SEP

#: BCDice's words when there are more items than it picks from
TOO_MANY_ITEMS = "項目数は100以下としてください"
MAX_ITEMS = 100

_HEAD = re.compile(r"\s*(S)?choice(\d+)?(\(|\[|[ \t\n\r\f\v]+)", re.I)
#: (separator, what closes the list, the closing mark echoed, what joins picked items)
_FORMS = {"[": (",", "]", "]", ", "), "(": (",", ")", ")", ", "), " ": (None, None, "", " ")}
_NUMBERS = re.compile(r"^(\d+)-(\d+)$")
_LETTERS = re.compile(r"^([a-z])-([a-z])$|^([A-Z])-([A-Z])$")


def _items(form: str, body: str) -> list[str] | None:
    """The items as BCDice cuts them: at every separator to the end of the text, the last
    one ending at the closing mark (None: no closing mark after the last separator)."""
    sep, close, _, _ = _FORMS[form]
    if sep is None:
        return re.split(r"[ \t\n\r\f\v]+", body)
    *items, last = body.split(sep)
    end = last.find(close)
    return None if end < 0 else [*items, last[:end]]


def _run(item: str) -> list[str]:
    """``A-F`` → A…F, ``3-10`` → 3…10; nothing for a run backwards or of longer words."""
    m = _NUMBERS.match(item)
    if m:
        first, last = int(m[1]), int(m[2])
        return [str(n) for n in range(first, last + 1)]
    m = _LETTERS.match(item)
    if m:
        first, last = (m[1], m[2]) if m[1] else (m[3], m[4])
        return [chr(c) for c in range(ord(first), ord(last) + 1)]
    return []


def roll_choice(text: str, faces: Faces) -> RollResult | None:
    """The result of ``text`` as a ``choice`` command, or None when it is not one."""
    m = _HEAD.match(text)
    if m is None:
        return None
    takes = int(m[2]) if m[2] else 1
    form = m[3] if m[3] in "([" else " "
    raw = _items(form, text[m.end():])
    if raw is None or takes == 0:
        return None
    items = [x.strip() for x in raw]
    items = [x for x in items if x]
    if len(items) == 1:
        items = _run(items[0])
    if not items or len(items) < takes:
        return None
    secret = m[1] is not None
    if len(items) > MAX_ITEMS:
        return plain(TOO_MANY_ITEMS, [], False)
    _, _, closing, joiner = _FORMS[form]
    count = "" if takes == 1 else str(takes)
    inside = " ".join(items) if form == " " else ",".join(items)
    expr = f"choice{count}{form if form != ' ' else ' '}{inside}{closing}"
    start = len(faces.rolled)
    left, picked = list(items), []
    for _ in range(takes):
        picked.append(left.pop(faces.roll(len(left)) - 1))
    return plain(f"({expr}){SEP}{joiner.join(picked)}", faces.rolled[start:], secret, expr)
