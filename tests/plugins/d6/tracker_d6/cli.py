"""``python -m tracker d6-roll [N]``: a command the d6 game brings (found through its manifest)."""

from __future__ import annotations

import sys

from tracker.model.dice import Dice


def main(argv: list[str], prog: str = "python -m tracker") -> int:
    try:
        n = int(argv[0]) if argv else 1
    except ValueError:
        sys.stderr.write(f"{prog} d6-roll: N must be a whole number, not {argv[0]!r}\n")
        return 2
    if not 1 <= n <= 100:
        sys.stderr.write(f"{prog} d6-roll: N must be between 1 and 100\n")
        return 2
    sys.stdout.write(f"{Dice().roll(n, 6)}\n")
    return 0
