"""Dice sums as BCDice's common command writes them: ``2D6+1`` gives
``(2D6+1) ＞ 7[3,4]+1 ＞ 8``, ``1D100<=70`` gives ``(1D100<=70) ＞ 23 ＞ 成功``.

Terms are ``NdM`` (``Nd`` is a d6, ``dM`` one die, ``D66`` two d6 read as tens and units),
whole numbers, ``+ - * /`` with the rounding letters of :mod:`.arith`, and parentheses; a
comparison (``<= >= < > = <>``) against a number (or ``?``) adds 成功 or 失敗. An ``S`` in
front makes it secret. The limits of :mod:`.faces` are checked on the parsed command before
any die is rolled."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import RulesError
from .arith import ParseFailed, Tokens, divide, rounding_letter
from .faces import MAX_DICE, MAX_SIDES, Faces, RollResult, refuse_long

SUCCESS_TEXT, FAILURE_TEXT = "成功", "失敗"
SEP = " ＞ "

#: how BCDice writes each comparison it reads (``=<`` is ``<=``, ``!=`` is ``<>``, …)
_COMPARISONS = (("<=", ("<=", "=<")), (">=", (">=", "=>")), ("<>", ("<>", "!=", "=!")),
                ("<", ("<",)), (">", (">",)), ("=", ("=",)))
_TESTS = {"<=": int.__le__, ">=": int.__ge__, "<": int.__lt__, ">": int.__gt__,
          "=": int.__eq__, "<>": int.__ne__}


def comparison(token: str) -> str | None:
    for shown, spellings in _COMPARISONS:
        if any(s in token for s in spellings):
            return shown
    return None


# -- the parse tree: expr() is the command as BCDice echoes it, run() the value and the
# -- interim text (faces in brackets) ---------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Num:
    n: int

    def expr(self) -> str:
        return str(self.n)

    def run(self, faces: Faces) -> tuple[int, str]:
        return self.n, str(self.n)

    def dice(self) -> int:
        return 0


@dataclass(frozen=True, slots=True)
class Paren:
    inner: Node

    def expr(self) -> str:
        return f"({self.inner.expr()})"

    def run(self, faces: Faces) -> tuple[int, str]:
        value, out = self.inner.run(faces)
        return value, f"({out})"

    def dice(self) -> int:
        return self.inner.dice()


@dataclass(frozen=True, slots=True)
class Neg:
    body: Node

    def expr(self) -> str:
        return f"-{self.body.expr()}"

    def run(self, faces: Faces) -> tuple[int, str]:
        value, out = self.body.run(faces)
        return -value, f"-{out}"

    def dice(self) -> int:
        return self.body.dice()


@dataclass(frozen=True, slots=True)
class Bin:
    lhs: Node
    op: str
    rhs: Node
    rounding: str = ""

    def expr(self) -> str:
        return f"{self.lhs.expr()}{self.op}{self.rhs.expr()}{self.rounding}"

    def run(self, faces: Faces) -> tuple[int, str]:
        a, a_out = self.lhs.run(faces)
        b, b_out = self.rhs.run(faces)
        if self.op == "+":
            value = a + b
        elif self.op == "-":
            value = a - b
        elif self.op == "*":
            value = a * b
        else:  # BCDice's sums make a division by zero 1
            value = 1 if b == 0 else divide(a, b, self.rounding)
        return value, f"{a_out}{self.op}{b_out}{self.rounding}"

    def dice(self) -> int:
        return self.lhs.dice() + self.rhs.dice()


@dataclass(frozen=True, slots=True)
class Roll:
    times: int
    sides: int

    def expr(self) -> str:
        return f"{self.times}D{self.sides}"

    def run(self, faces: Faces) -> tuple[int, str]:
        if self.sides == 66:
            got = [faces.roll(6) * 10 + faces.roll(6) for _ in range(self.times)]
        else:
            got = [faces.roll(self.sides) for _ in range(self.times)]
        total = sum(got)
        return total, f"{total}[{','.join(map(str, got))}]"

    def dice(self) -> int:
        return self.times * (2 if self.sides == 66 else 1)


Node = Num | Paren | Neg | Bin | Roll


def _has_dice(node: Node) -> bool:
    if isinstance(node, Roll):
        return True
    if isinstance(node, Paren | Neg):
        return _has_dice(node.body if isinstance(node, Neg) else node.inner)
    if isinstance(node, Bin):
        return _has_dice(node.lhs) or _has_dice(node.rhs)
    return False


def _constant(node: Node) -> int:
    """The value of a dice-free node (a number of dice, a number of sides, a target)."""
    if _has_dice(node):
        raise ParseFailed("dice where a number belongs")
    return node.run(Faces(()))[0]


# -- the parser (BCDice's grammar for sums) ----------------------------------------------------
def _add(t: Tokens) -> Node:
    node = _mul(t)
    while (op := t.take("+", "-")) is not None:
        rhs = _mul(t)
        if isinstance(rhs, Neg):  # "2D6+-1" is "2D6-1"
            op, rhs = ("-" if op == "+" else "+"), rhs.body
        node = Bin(node, op, rhs)
    return node


def _mul(t: Tokens) -> Node:
    node = _unary(t)
    while (op := t.take("*", "/")) is not None:
        rhs = _unary(t)
        node = Bin(node, op, rhs, rounding_letter(t) if op == "/" else "")
    return node


def _unary(t: Tokens) -> Node:
    if t.take("+") is not None:
        t.deeper()
        return _unary(t)
    if t.take("-") is not None:
        t.deeper()
        body = _unary(t)
        return body.body if isinstance(body, Neg) else Neg(body)
    return _dice(t)


def _term(t: Tokens) -> Node:
    if t.take("(") is not None:
        t.deeper()
        inner = _add(t)
        if t.take(")") is None:
            raise ParseFailed("a parenthesis is not closed")
        return Paren(inner)
    n = t.number()
    if n is None:
        raise ParseFailed(f"a number is missing at {t.peek() or 'the end'!r}")
    return Num(n)


def _starts_term(t: Tokens) -> bool:
    tok = t.peek()
    return tok is not None and (tok == "(" or tok.isdigit())


def _roll(times: int, sides: int) -> Roll:
    if times < 0 or times > MAX_DICE:
        raise RulesError("too_many_dice", f"{times}D{sides}: at most {MAX_DICE} dice at once")
    if not 1 <= sides <= MAX_SIDES:
        raise RulesError("bad_die", f"{times}D{sides}: a die has 1 to {MAX_SIDES} sides")
    return Roll(times, sides)


def _dice(t: Tokens) -> Node:
    if t.take("D") is not None:
        sides = _constant(_term(t))
        if sides == 66:  # BCDice reads a lone D66 as a table roll, not as a sum
            raise ParseFailed("D66 alone")
        return _roll(1, sides)
    term = _term(t)
    if t.take("D") is None:
        return term
    times = _constant(term)
    sides = _constant(_term(t)) if _starts_term(t) else 6
    return _roll(times, sides)


@dataclass(frozen=True, slots=True)
class SumCommand:
    secret: bool
    lhs: Node
    op: str | None = None
    #: the target, or "?" for a target still to be decided
    rhs: int | str | None = None

    def expr(self) -> str:
        return self.lhs.expr() + (f"{self.op}{self.rhs}" if self.op else "")

    def roll(self, faces: Faces) -> RollResult:
        total, out = self.lhs.run(faces)
        faces.finish()
        words = None
        if self.op is not None and isinstance(self.rhs, int):
            words = SUCCESS_TEXT if _TESTS[self.op](total, self.rhs) else FAILURE_TEXT
        # BCDice leaves the faces out when one die is the whole sum: "(1D6) ＞ 3"
        interim = None if len(faces.rolled) <= 1 and isinstance(self.lhs, Roll) else out
        parts = [f"({self.expr()})", interim, str(total), words]
        outcome = None if words is None else "success" if words == SUCCESS_TEXT else "failure"
        return RollResult(SEP.join(p for p in parts if p is not None), tuple(faces.rolled),
                          self.secret, outcome, total=total, command=self.expr(),
                          target=self.rhs if isinstance(self.rhs, int) else None)


_FIRST_WORD = re.compile(r"\S+")


def parse_sum(text: str) -> SumCommand | None:
    """The sum ``text`` asks for (its first word; the rest is a comment), or None when BCDice
    would not read it as one. Raises RulesError when it would, but breaks a limit."""
    m = _FIRST_WORD.search(text)
    if m is None:
        return None
    word = m.group(0)
    refuse_long(word)
    t = Tokens.of(word)
    secret = t.take("S") is not None
    try:
        lhs = _add(t)
        op = rhs = None
        tok = t.take()
        if tok is not None:
            op = comparison(tok)
            if op is None:
                return None
            rhs = "?" if t.take("?") is not None else _constant(_add(t))
        if not t.done or not _has_dice(lhs):
            return None
    except ParseFailed:
        return None
    if lhs.dice() > MAX_DICE:
        raise RulesError("too_many_dice", f"{word}: at most {MAX_DICE} dice at once")
    return SumCommand(secret, lhs, op, rhs)
