"""Search text: what is stored for matching, and a query as SQL.

Text is folded before it is stored and before it is looked for: NFKC (full-width Latin and
half-width kana as the GM types them), case folded, katakana as hiragana (グール finds ぐーる),
so one form of a word finds every other. Words of three characters or more are looked up in
the FTS5 trigram index; shorter ones (吸血, an English "ox") are too short for a trigram and
are found by a substring scan of the same folded text (a few milliseconds over 10,000
entries). Every word must match, somewhere in the name, the tags or the notes."""

from __future__ import annotations

import unicodedata
from typing import Any

#: katakana ァ..ヶ -> hiragana ぁ..ゖ (the same sounds, 0x60 apart)
_KANA = {k: k - 0x60 for k in range(0x30A1, 0x30F7)}
#: the shortest word the trigram index can look up
TRIGRAM = 3


def fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold().translate(_KANA)


def words(query: str) -> list[str]:
    return [w for w in fold(query).split() if w]


def _phrase(word: str) -> str:
    """An FTS5 string for ``word`` as it is (quotes doubled: no operator in it counts)."""
    return '"' + word.replace('"', '""') + '"'


def where(query: str, ruleset: str | None, tags: list[str], persistent: bool | None
          ) -> tuple[list[str], list[Any]]:
    """SQL conditions over the search rows ``entry_search s`` and their values."""
    conds: list[str] = []
    args: list[Any] = []
    for w in words(query):
        if len(w) >= TRIGRAM:
            conds.append("s.entry IN (SELECT rowid FROM entries_text WHERE entries_text MATCH ?)")
            args.append(_phrase(w))
        else:
            conds.append("instr(s.folded, ?) > 0")
            args.append(w)
    if ruleset is not None:
        conds.append("s.ruleset = ?")
        args.append(ruleset)
    for tag in tags:
        conds.append("s.entry IN (SELECT g.entry FROM entry_tags g WHERE g.folded = ?)")
        args.append(fold(tag.strip()))
    if persistent is not None:
        conds.append("s.persistent = ?")
        args.append(int(persistent))
    return conds, args


def order(query: str) -> tuple[str, list[Any]]:
    """Best match first: the name itself, a name that starts with the query, a name that
    holds it, then the rest; by name within each."""
    q = " ".join(words(query))
    if not q:
        return "s.name, s.entry", []
    return ("CASE WHEN s.name = ? THEN 0 WHEN substr(s.name, 1, length(?)) = ? THEN 1 "
            "WHEN instr(s.name, ?) > 0 THEN 2 ELSE 3 END, s.name, s.entry", [q, q, q, q])
