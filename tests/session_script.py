"""Run a headless session script from a test: ``run(lines, seed=None, file=None)``.

A *flow test* replays what a GM does at the table as a list of session requests (the ops of
``../shared/contracts/session.md``) and checks the answers, e.g.::

    from tests.session_script import holds, run

    def test_the_brute_heals_a_hp_a_day():
        answers = run([
            {"op": "new", "ruleset": "gurps"},
            {"op": "add", "name": "Brute", "sheet": {"max_hp": 30, "ht": 10}},
            {"op": "start_combat"},
            {"op": "hit", "target": "Brute", "location": "torso", "damage": 16},
            {"op": "end_combat"},
            {"op": "advance", "days": 2, "rolls": [9, 9]},
        ], seed=1)
        assert holds(answers[-1], {"rolls": [9, 9], "state": {
            "combatants": [{"name": "Brute", "hp": 16}]}})

Every request runs through the real ``python -m tracker session`` loop in this process
(``tracker.cli.session.main``), so a flow test sees exactly what a script piped into the
command would. ``run`` raises :class:`ScriptFailed` when a request is refused unless the test
says ``errors=True`` (then the ``{"error": ...}`` answers are in the list). Give every roll a
flow depends on in the requests (``roll``, ``rolls``, ``dice``), or a ``seed``: answers echo
what the dice rolled. ``holds(answer, want)`` compares as the contracts' scripts do: objects
by the keys ``want`` shows, lists whole. :func:`combatant` picks one combatant's state out of
an answer by name.

A rule defect a flow exposes is not a reason to skip the flow: run the script once in a
module-scoped fixture, assert what holds in the flow's own test, and put each assert the
defect breaks in a test of its own marked ``pytest.mark.xfail(strict=True, reason="issue N
item M")`` (strict: it fails once the defect is fixed, so the mark goes with the fix)."""

from __future__ import annotations

import io
import json
from collections.abc import Iterable
from typing import Any

from tracker.cli.session import main


class ScriptFailed(AssertionError):
    pass


def run_status(lines: Iterable[dict[str, Any] | str], seed: int | None = None,
               file: str | None = None) -> tuple[list[dict[str, Any]], int]:
    """Every answer, and the command's exit status."""
    text = [line if isinstance(line, str) else json.dumps(line, ensure_ascii=False)
            for line in lines]
    argv = ([] if seed is None else ["--seed", str(seed)]) + ([] if file is None
                                                              else [str(file)])
    out, err = io.StringIO(), io.StringIO()
    status = main(argv, out=out, err=err, inp=[t + "\n" for t in text])
    if status == 2:
        raise ScriptFailed(err.getvalue())
    return [json.loads(x) for x in out.getvalue().splitlines()], status


def run(lines: Iterable[dict[str, Any] | str], seed: int | None = None,
        file: str | None = None, errors: bool = False) -> list[dict[str, Any]]:
    """The answers to ``lines`` (request objects, or raw lines)."""
    lines = list(lines)
    answers, _status = run_status(lines, seed, file)
    if not errors:
        for req, ans in zip(lines, answers, strict=False):  # blank lines get no answer
            if "error" in ans:
                raise ScriptFailed(f"{req} -> {ans['error']}")
    return answers


def holds(got: Any, want: Any) -> bool:
    """``got`` holds ``want``: objects by the keys shown, lists whole, numbers by value."""
    if isinstance(want, dict):
        return isinstance(got, dict) and all(k in got and holds(got[k], v)
                                             for k, v in want.items())
    if isinstance(want, list):
        return (isinstance(got, list) and len(got) == len(want)
                and all(holds(g, w) for g, w in zip(got, want, strict=True)))
    return type(got) is type(want) and got == want or (
        isinstance(want, (int, float)) and not isinstance(want, bool)
        and isinstance(got, (int, float)) and not isinstance(got, bool) and got == want)


def combatant(answer: dict[str, Any], name: str) -> dict[str, Any]:
    """One combatant's state in an answer."""
    for c in answer["state"]["combatants"]:
        if c["name"] == name:
            return c
    raise KeyError(name)
