"""Text the GM types. With a Japanese input method on, digits, letters and signs arrive in
their full-width forms ("２ｄ＋１"); they mean the same as the ASCII ones."""

from __future__ import annotations

_ASCII_FORMS = str.maketrans(
    {**{chr(c): chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)}, "\u3000": " ", "\u2212": "-"}
)
#: read as minus in a formula: dashes, and the long-vowel mark that the minus key gives while
#: the input method is in kana mode (never in free text, where it is part of words)
_MINUS_LIKE = str.maketrans({"\u30fc": "-", "\uff70": "-", "\u2012": "-", "\u2013": "-"})


def ascii_forms(text: str) -> str:
    """``text`` with full-width ASCII forms, the ideographic space and the minus sign as
    ASCII; every other character unchanged."""
    return text.translate(_ASCII_FORMS)


def formula(text: str | None) -> str:
    """A number or dice expression as the GM meant it (see :func:`ascii_forms`), with
    minus-like marks read as minus and the ends trimmed."""
    return ascii_forms(text or "").translate(_MINUS_LIKE).strip()


def typed_roll(text: str, lowest: int, highest: int) -> int | None:
    """A die roll as the GM types it: digits (full-width ones too), at most four; on
    percentile dice (1–100) "00" is 100 (R16). None when it is not a number; the range is the
    caller's to check."""
    t = ascii_forms(text).strip()
    if not (t.isascii() and t.isdigit()) or len(t) > 4:
        return None
    return 100 if (lowest, highest) == (1, 100) and t == "00" else int(t)
