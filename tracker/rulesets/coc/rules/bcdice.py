"""BCDice's "Cthulhu" (6th edition) game system: the commands the online table types and the
result text it reads, character for character, judged with the outcome classes of C0.

``CC<=x`` (critical 01, fumble 00) and ``CCB<=x`` (01–05 / 96–00), ``CC(n)<=x`` with a
malfunction number, ``RES(a-p)``/``RESB`` on the resistance table, ``CBR(x,y)``/``CBRB`` one
roll against two values, ``CC`` alone, an ``S`` in front for a secret roll, and BCDice's
common dice sums (:mod:`tracker.model.rolls.sums`) for anything else. Text after a space is
a comment. Written from BCDice's documentation and test data (bcdice/BCDice,
``test/data/Cthulhu.toml``, kept in tests/data/bcdice), not from its code."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.model.input_text import ascii_forms
from tracker.model.rolls import arith
from tracker.model.rolls.common import roll_common
from tracker.model.rolls.faces import Faces, RollResult, refuse_long
from tracker.model.rolls.paste import Pasted, read_paste
from tracker.model.rolls.sums import SEP

from .checks import (
    AUTO_FAILURE,
    AUTO_SUCCESS,
    CRITICAL,
    FAILURE,
    FUMBLE,
    SPECIAL,
    SUCCESS,
    SUCCESSES,
    check_line,
    classify,
    resistance_outcome,
    resistance_target,
)

#: the game systems of BCDice's test data whose settings for the common commands (division
#: rounding down, a d66 left as rolled, dice unsorted, a d6 when no sides are written) are
#: the Cthulhu system's: it keeps those of its base system, DiceBot
SAME_SETTINGS = ("Cthulhu", "DiceBot")

# BCDice's Japanese words for each result
W_CRITICAL_SPECIAL = "決定的成功/スペシャル"
W_CRITICAL = "決定的成功"
W_SPECIAL = "スペシャル"
W_SUCCESS = "成功"
W_FAILURE = "失敗"
W_FUMBLE = "致命的失敗"
W_PARTIAL = "部分的成功"
W_AUTO_SUCCESS = "自動成功"
W_AUTO_FAILURE = "自動失敗"
W_BROKEN = "故障"
W_BROKEN_NUMBER = "故障ナンバー"

#: result words (BCDice's Japanese and English, and the generic ones other systems print)
#: -> the outcome class they stand for
WORD_OUTCOMES: dict[str, str] = {
    W_CRITICAL_SPECIAL: CRITICAL, W_CRITICAL: CRITICAL, W_SPECIAL: SPECIAL,
    W_SUCCESS: SUCCESS, W_FAILURE: FAILURE, W_FUMBLE: FUMBLE, W_AUTO_SUCCESS: SUCCESS,
    W_AUTO_FAILURE: FAILURE, W_BROKEN: FAILURE, f"{W_FUMBLE}/{W_BROKEN}": FUMBLE,
    "クリティカル": CRITICAL, "ファンブル": FUMBLE,
    "critical success/special": CRITICAL, "critical success": CRITICAL, "critical": CRITICAL,
    "special": SPECIAL, "success": SUCCESS, "failure": FAILURE, "fumble": FUMBLE,
    "automatic success": SUCCESS, "automatic failure": FAILURE, "malfunction": FAILURE,
    "fumble/malfunction": FUMBLE,
}
_WORDS = {CRITICAL: W_CRITICAL, SPECIAL: W_SPECIAL, SUCCESS: W_SUCCESS, FAILURE: W_FAILURE,
          FUMBLE: W_FUMBLE}

#: arithmetic in parentheses, worked out before the command is read: RES(12-10) is RES2
_ARITH_PARENS = re.compile(r"\(([\d/+*\-CURF]+)\)")
_PREFIX = re.compile(r"^(S)?(CCB?|RESB?|CBRB?)")
_CHECK = re.compile(r"^CCB?(\d+)?(?:<=([+,\-./*\d]+))?$")
_RES = re.compile(r"^RESB?(-?\d+)$")
_CBR = re.compile(r"^CBR(B)?\((\d+),(\d+)\)$")


def word(outcome: str, roll: int, value: int) -> str:
    """BCDice's word for ``outcome``: a critical within the special range is both."""
    if outcome == CRITICAL and roll <= max(1, value // 5):
        return W_CRITICAL_SPECIAL
    return _WORDS[outcome]


def _preprocess(command: str) -> str:
    while True:
        done = _ARITH_PARENS.sub(
            lambda m: str(v) if (v := arith.evaluate(m.group(1))) is not None else m.group(0),
            command)
        if done == command:
            return command
        command = done


def _check(cmd: str, critical: int, faces: Faces) -> RollResult | None:
    m = _CHECK.match(cmd)
    if m is None:
        return None
    broken = int(m.group(1) or 0)
    value = arith.evaluate(m.group(2)) or 0
    roll = faces.roll(100)
    if value <= 0:  # no target: a plain d100
        return RollResult(f"(1D100){SEP}{roll}", (roll,))
    outcome = classify(roll, value, critical)
    text = word(outcome, roll, value)
    expr = f"(1D100<={value})" + (f" {W_BROKEN_NUMBER}[{broken}]" if broken > 0 else "")
    malfunction = broken > 0 and roll >= broken
    if malfunction:
        outcome = FUMBLE if outcome == FUMBLE else FAILURE
        text = f"{W_FUMBLE}/{W_BROKEN}" if outcome == FUMBLE else W_BROKEN
    return RollResult(SEP.join((expr, str(roll), text)), (roll,), outcome=outcome,
                      malfunction=malfunction, target=value,
                      explain=(check_line(cmd, roll, value, outcome),))


def _resistance(cmd: str, critical: int, faces: Faces) -> RollResult | None:
    m = _RES.match(cmd)
    if m is None:
        return None
    target = resistance_target(int(m.group(1)), 0)
    # any roll tells whether the table decides it without one
    automatic = resistance_outcome(target, 1)
    if automatic in (AUTO_SUCCESS, AUTO_FAILURE):
        ok = automatic == AUTO_SUCCESS
        return RollResult(f"(1d100<={target}){SEP}{W_AUTO_SUCCESS if ok else W_AUTO_FAILURE}",
                          (), outcome=SUCCESS if ok else FAILURE, target=target)
    roll = faces.roll(100)
    outcome = classify(roll, target, critical)
    return RollResult(SEP.join((f"(1d100<={target})", str(roll), word(outcome, roll, target))),
                      (roll,), outcome=outcome, target=target,
                      explain=(check_line(cmd, roll, target, outcome),))


def _combined(cmd: str, critical: int, faces: Faces) -> RollResult | None:
    m = _CBR.match(cmd)
    if m is None:
        return None
    a, b = int(m.group(2)), int(m.group(3))
    roll = faces.roll(100)
    first, second = classify(roll, a, critical), classify(roll, b, critical)
    hits = (first in SUCCESSES) + (second in SUCCESSES)
    rank = W_SUCCESS if hits == 2 else W_PARTIAL if hits else W_FAILURE
    text = (f"(1d100<={a},{b}){SEP}{roll}[{word(first, roll, a)},{word(second, roll, b)}]"
            f"{SEP}{rank}")
    return RollResult(text, (roll,), outcome=first, outcomes=(first, second), target=a,
                      explain=(check_line(cmd, roll, a, first), check_line(cmd, roll, b, second)))


def _cthulhu(command: str, faces: Faces) -> RollResult | None:
    cmd = _preprocess(command).upper()
    m = _PREFIX.match(cmd)
    if m is None:
        return None
    secret = m.group(1) is not None
    body = cmd[1:] if secret else cmd
    if "CCB" in body:
        result = _check(body, 5, faces)
    elif "CC" in body:
        result = _check(body, 1, faces)
    elif "RESB" in body:
        result = _resistance(body, 5, faces)
    elif "CBRB" in body:
        result = _combined(body, 5, faces)
    elif "RES" in body:
        result = _resistance(body, 1, faces)
    else:
        result = _combined(body, 1, faces)
    if result is None:
        return None
    return RollResult(result.text, result.rolls, secret, result.outcome, result.outcomes,
                      result.total, result.malfunction, command, result.target,
                      explain=result.explain)


def _system(text: str, faces: Faces) -> RollResult | None:
    """BCDice's Cthulhu system on one line: its own commands, then the common ones."""
    words = ascii_forms(text).split(None, 1)
    if not words:
        return None
    return _cthulhu(words[0], faces) or roll_common(text.strip(), faces, _system)


def roll(text: str, dice: Dice | None = None, faces: Sequence[Any] | None = None) -> RollResult:
    """Roll the BCDice command ``text`` with ``dice``, or read it with the ``faces`` the
    table rolled. RulesError (code ``not_a_command``) when BCDice would not answer it, and
    for faces that do not fit or a command past the limits."""
    if not isinstance(text, str):
        raise RulesError("not_a_command", "a command must be text")
    line = text.strip()
    if not line:
        raise RulesError("not_a_command", "the command is empty")
    refuse_long(line)
    given = Faces(faces, dice)
    result = _system(line, given)
    if result is None:
        command = ascii_forms(line).split(None, 1)[0]
        raise RulesError("not_a_command", f"'{command}' is not a dice command (like CCB<=60, "
                                          "RES(12-10), CBR(50,70), 2D6+1, 3B6>=4 or "
                                          "choice[A,B])")
    given.finish()
    return result


def fill_refs(line: str, sheet: Any, name: str = "") -> str:
    """The roll line's palette references ({SAN}, {STR}, {回避}) filled from ``sheet``."""
    from .palette import fill_refs as fill

    return fill(line, sheet, name)


def outcome_of(pasted: Pasted) -> str | None:
    """The outcome class a pasted result names (None for a plain roll or words unknown)."""
    if pasted.each:
        return WORD_OUTCOMES.get(pasted.each[0].lower())
    if pasted.words is None:
        return None
    return WORD_OUTCOMES.get(pasted.words.strip().lower())


def paste_answer(text: str) -> dict[str, Any]:
    """What a pasted result says, as the ``roll`` command answers ``{"paste": …}``; a
    repeated command's answer lists each of its results under ``results``."""
    p = read_paste(text)
    out: dict[str, Any] = {}
    if p.command:
        out["command"] = p.command
    if p.label is not None:
        out["label"] = p.label
    if p.results:
        out["rolls"] = list(p.rolls)
        out["outcome"] = None
        out["results"] = [_result_answer(r) for r in p.results]
    else:
        out.update(_result_answer(p))
    if p.speaker:
        out["speaker"] = p.speaker
    return out


def _result_answer(p: Pasted) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if p.target is not None:
        out["target"] = p.target
    out["rolls"] = list(p.rolls)
    out["outcome"] = outcome_of(p)
    if p.each:
        out["outcomes"] = [WORD_OUTCOMES.get(w.lower()) for w in p.each]
    if p.words and W_BROKEN in p.words or p.words and "malfunction" in p.words.lower():
        out["malfunction"] = True
    if p.total is not None:
        out["total"] = p.total
    return out
