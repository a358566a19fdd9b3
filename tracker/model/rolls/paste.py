"""Reading a result copied from CCFolia's chat or log (or any BCDice output).

``佐藤 : CCB<=60 【こぶし】 (1D100<=60) ＞ 97 ＞ 致命的失敗``: a speaker, the command typed with
its comment, then BCDice's answer: the command echoed in parentheses and the steps of the
result, each after a full-width ＞. CCFolia may put the command and the answer on lines of
their own; a channel tag like ``[main]`` may come first. What the words at the end mean is
the game system's business (:mod:`tracker.model.coc.bcdice`); this module takes the numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import RulesError
from ..input_text import ascii_forms

#: BCDice's step separator (always the full-width sign; an ASCII > is a comparison)
_STEP = re.compile(r"\s*＞\s*")
#: the echoed command at the end of the text before the first step, with BCDice's extras
#: after it ("故障ナンバー[94]"); one level of inner parentheses
_ECHO = re.compile(r"^(?P<before>.*?)\s*\((?P<expr>[^()]*(?:\([^()]*\)[^()]*)*)\)"
                   r"(?P<extra>(?:\s*[^\s()\[\]]+\[[^\[\]]*\])*)\s*$", re.S)
_SPEAKER = re.compile(r"^\s*(?:\[[^\]]*\]\s*)?(?:(?P<speaker>[^:：\n]+?)\s*[:：]\s+|"
                      r"(?P<speaker2>[^:：\n]+?)\s*：\s*)?(?P<rest>.*)$", re.S)
_LABEL = re.compile(r"【(?P<label>[^】]*)】")
_INT = re.compile(r"^-?\d+$")
_FACES = re.compile(r"(-?\d+)\[([^\]]*)\]")
_TARGET = re.compile(r"(?:<=|>=|<>|[<>=])\s*(-?\d+)(?:,(-?\d+))?")
MAX_PASTE = 2000


@dataclass(frozen=True, slots=True)
class Pasted:
    """What a pasted result says. ``rolls``: the faces (a d100 as 1–100), in order."""

    expr: str
    rolls: tuple[int, ...]
    command: str | None = None
    label: str | None = None
    speaker: str | None = None
    target: int | None = None
    targets: tuple[int, ...] = ()
    total: int | None = None
    #: the result's last words ("致命的失敗", "成功"), None for a plain roll
    words: str | None = None
    #: CBR: the words against each value ("成功,失敗")
    each: tuple[str, ...] = ()


def _result_line(text: str) -> tuple[str, list[str]] | None:
    """The text before the first step and the steps, of the first line holding a result
    (the lines before it may hold the speaker and the command)."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        parts = _STEP.split(line)
        if len(parts) >= 2 and _ECHO.match(parts[0]):
            head = " ".join(x.strip() for x in lines[max(0, i - 2):i] + [parts[0]] if x.strip())
            steps = [p.strip() for p in parts[1:] if p.strip()]
            if steps:
                return head, steps
    return None


def read_paste(text: str) -> Pasted:
    """The numbers of the first BCDice result in ``text``; RulesError when it has none."""
    if not isinstance(text, str) or not text.strip():
        raise RulesError("no_result", "the pasted text is empty")
    if len(text) > MAX_PASTE:
        raise RulesError("no_result", f"the pasted text is longer than {MAX_PASTE} characters")
    found = _result_line(text)
    if found is None:
        raise RulesError("no_result", "no dice result in the pasted text (like "
                                      "'(1D100<=60) ＞ 23 ＞ 成功')")
    head, steps = found
    echo = _ECHO.match(head)
    assert echo is not None
    expr = ascii_forms(echo["expr"]).strip()
    who = _SPEAKER.match(echo["before"])
    speaker = (who["speaker"] or who["speaker2"]) if who else None
    rest = (who["rest"] if who else echo["before"]).strip()
    label_m = _LABEL.search(rest)
    first = rest.split(None, 1)[0] if rest else ""
    command = ascii_forms(first) if first and not first.startswith("【") else None

    rolls: list[int] = []
    each: tuple[str, ...] = ()
    numbers: list[int] = []
    words = None
    for k, step in enumerate(steps):
        if _INT.match(step):
            numbers.append(int(step))
            if k == 0:
                rolls.append(int(step))
            continue
        groups = _FACES.findall(step)
        if k == 0 and groups:
            for lead, inside in groups:
                items = [x.strip() for x in inside.split(",")]
                if all(_INT.match(x) for x in items):
                    rolls.extend(int(x) for x in items)
                else:  # CBR: one roll and the words against each value
                    rolls.append(int(lead))
                    each = tuple(items)
            continue
        words = step
    if not rolls and words is None:
        raise RulesError("no_result", "no rolled number in the pasted result")
    tm = _TARGET.search(expr)
    targets = tuple(int(g) for g in tm.groups() if g is not None) if tm else ()
    # a sum names its total as the last number; a check's only number is its roll
    total = numbers[-1] if numbers and (len(numbers) > 1 or not targets
                                        or len(steps) > 2 and "[" in steps[0]) else None
    return Pasted(expr, tuple(rolls), command, label_m["label"] if label_m else None,
                  speaker.strip() if speaker else None, targets[0] if targets else None,
                  targets, total, words, each)


#: what a field takes from a pasted result: its d100 roll, its total, or every face
TAKE_D100, TAKE_TOTAL, TAKE_FACES = "d100", "total", "faces"


def pasted_value(text: str, take: str) -> tuple[str, Pasted] | None:
    """The text a roll field should hold for a pasted result (None: ``text`` holds none):
    ``d100`` the percentile roll, ``total`` the sum rolled (a 3d roll, a damage total),
    ``faces`` every face ("7 4 2")."""
    if "＞" not in text:
        return None
    try:
        p = read_paste(text)
    except RulesError:
        return None
    if not p.rolls:
        return None
    if take == TAKE_FACES:
        return " ".join(map(str, p.rolls)), p
    if take == TAKE_D100:
        return str(p.rolls[0]), p
    return str(p.total if p.total is not None else sum(p.rolls)), p
