"""Reading a result copied from CCFolia's chat or log (or any BCDice output).

``佐藤 : CCB<=60 【こぶし】 (1D100<=60) ＞ 97 ＞ 致命的失敗``: a speaker, the command typed with
its comment, then BCDice's answer: the command echoed in parentheses and the steps of the
result, each after a full-width ＞. CCFolia may put the command and the answer on lines of
their own; a channel tag like ``[main]`` may come first. A repeated command (``x2 CCB<=50``)
answers under ``#1``, ``#2`` …: each is read. A paragraph of CCFolia's log saved as HTML
(``<p><span>[main]</span><span>佐藤</span> : <span>…</span></p>``) reads as its text does.
What the words at the end mean is the game system's business
(:mod:`tracker.rulesets.coc.rules.bcdice`); this module takes the numbers.
"""

from __future__ import annotations

import html
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
#: nBx / nRx faces each on its own: "5,2,4", rerolls after " + ": "3,1 + 2"
_POOL = re.compile(r"^\d+(?:,\d+)*(?: \+ \d+(?:,\d+)*)*$")
_FACES = re.compile(r"(-?\d+)\[([^\]]*)\]")
_TARGET = re.compile(r"(?:<=|>=|<>|[<>=])\s*(-?\d+)(?:,(-?\d+))?")
MAX_PASTE = 2000
#: HTML as CCFolia's log writes it: a paragraph a message, spans, line breaks
_HTML = re.compile(r"<\s*(?:p|span|br|div)\b[^>]*>", re.I)
_PARAGRAPH = re.compile(r"<\s*p\b[^>]*>(.*?)(?:<\s*/\s*p\s*>|$)", re.I | re.S)
_TAG = re.compile(r"<[^<>]*>")
#: the number of each result of a repeated command, on its own between blanks: "#2"
_REPEAT_MARK = re.compile(r"(?<!\S)#(\d+)(?=\s)")
_REPEAT_WORD = re.compile(r"^s?(?:repeat|rep|x)\d+$", re.I)


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
    #: a repeated command: what each of its results says (``rolls`` then holds them all)
    results: tuple[Pasted, ...] = ()


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


def plain_text(text: str) -> str:
    """``text`` with CCFolia's HTML log read as text: each paragraph one line (its spans and
    breaks as blanks), entities as the characters they stand for. Other text is unchanged."""
    if not _HTML.search(text):
        return text
    paragraphs = _PARAGRAPH.findall(text) or [text]
    lines = (" ".join(html.unescape(_TAG.sub(" ", p)).split()) for p in paragraphs)
    return "\n".join(line for line in lines if line)


def _repeated(text: str) -> list[tuple[int, int]] | None:
    """Where the results of a repeated command start and end in ``text`` (numbered #1, #2, …
    in order), or None when it holds none."""
    marks = [m for m in _REPEAT_MARK.finditer(text)]
    run: list[re.Match[str]] = []
    for m in marks:
        if int(m[1]) == len(run) + 1:
            run.append(m)
        elif int(m[1]) == 1:
            run = [m]
    if not run:
        return None
    ends = [m.start() for m in run[1:]] + [len(text)]
    return [(m.end(), end) for m, end in zip(run, ends, strict=True)]


def read_paste(text: str) -> Pasted:
    """The numbers of the first BCDice result in ``text`` (every result of a repeated
    command); RulesError when it has none."""
    if not isinstance(text, str) or not text.strip():
        raise RulesError("no_result", "the pasted text is empty")
    if len(text) > MAX_PASTE:
        raise RulesError("no_result", f"the pasted text is longer than {MAX_PASTE} characters")
    if _HTML.search(text):  # a paragraph is a message: the first holding a result
        text = next((line for line in plain_text(text).splitlines() if "＞" in line), "")
    spans = _repeated(text)
    if spans is not None:
        results = []
        for start, end in spans:
            try:
                results.append(_read_one(text[start:end]))
            except RulesError:
                break
        if results:
            return _repeat_of(text[:spans[0][0]], tuple(results))
    return _read_one(text)


def _repeat_of(head: str, results: tuple[Pasted, ...]) -> Pasted:
    """A repeated command's results with the speaker and the command written before #1."""
    head = _REPEAT_MARK.sub(" ", head).strip()
    who = _SPEAKER.match(head)
    speaker = (who["speaker"] or who["speaker2"]) if who else None
    rest = (who["rest"] if who else head).strip()
    words = ascii_forms(rest).split()
    command = None
    if len(words) >= 2 and _REPEAT_WORD.match(words[0]):
        command = f"{words[0]} {words[1]}"
    label_m = _LABEL.search(rest)
    first = results[0]
    return Pasted(first.expr, tuple(r for p in results for r in p.rolls), command,
                  label_m["label"] if label_m else None, speaker.strip() if speaker else None,
                  first.target, first.targets, results=results)


def _read_one(text: str) -> Pasted:
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
        if k == 0 and "," in step and _POOL.match(step):
            rolls.extend(int(x) for x in re.split(r",| \+ ", step))
            continue
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
    one = p.results[0] if p.results else p  # a field holds one roll: a repetition's first
    if not one.rolls:
        return None
    if take == TAKE_FACES:
        return " ".join(map(str, one.rolls)), p
    if take == TAKE_D100:
        return str(one.rolls[0]), p
    return str(one.total if one.total is not None else sum(one.rolls)), p
