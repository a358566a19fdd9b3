"""``python -m tracker odds``: the exact odds of a hit before it is rolled (contracts/odds.md).

A ``resolve`` request whose ``damage`` may be dice (``"2d+1"``) and whose ``location`` may be
``"random"``; the answer weighs every damage total and every location roll exactly
(:mod:`tracker.rulesets.gurps.rules.odds`). A ``roll``/``subroll`` given fixes that roll; a ``seed``
is accepted and not needed (nothing is rolled)."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import IO, Any

from tracker.cli.jsonl import run_jsonl, serve, usage_text
from tracker.rulesets.gurps.rules.odds import odds
from tracker.rulesets.gurps.rules.weapons import request_with_weapon

from .resolve import parse_request


def answer(req: Any) -> dict[str, Any]:
    if isinstance(req, dict) and "weapon" in req:  # W1: the damage of a sheet's weapon
        req = request_with_weapon(req)
    target, hit, options = parse_request(req)
    return odds(target, hit, hit.damage, options).to_dict()


def odds_stream(lines: Iterable[str], out: IO[str]) -> int:
    return serve(lines, out, answer)


def main(argv: list[str], prog: str = "python -m tracker",
         out: IO[str] | None = None, err: IO[str] | None = None,
         inp: Iterable[str] | None = None) -> int:
    """Exit status 0, 1 if a request failed, 2 for bad arguments."""
    usage = usage_text(prog, "odds", "Reads one JSON hit request per line on stdin (damage "
                       "as dice like 2d+1, location an id or \"random\") and writes the exact "
                       "odds of what it does, one JSON answer per line.")
    return run_jsonl(argv, prog, "odds", usage, lambda _seed: answer,
                     out or sys.stdout, err or sys.stderr, sys.stdin if inp is None else inp)
