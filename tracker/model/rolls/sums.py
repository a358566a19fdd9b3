"""Dice sums as BCDice's common command writes them: ``2D6+1`` gives
``(2D6+1) ＞ 7[3,4]+1 ＞ 8``, ``1D100<=70`` gives ``(1D100<=70) ＞ 23 ＞ 成功``.

Terms are ``NdM`` (``Nd`` is a d6, ``dM`` one die, ``NdM`` with M = 66 two d6 read as tens and
units), whole numbers, ``+ - * /`` with the rounding letters of :mod:`.arith`, and
parentheses. A roll may keep or drop some of its dice: ``KHn``/``KLn`` keep the n highest or
lowest, ``DHn``/``DLn`` drop them (n left out: 1), ``MAX``/``MIN`` keep one. A comparison
(``<= >= < > = <>``) against a number (or ``?``) adds 成功 or 失敗. An ``S`` in front makes it
secret. A division by zero in a sum is 1, as in BCDice."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .arith import ParseFailed, Tokens, apply, rounding_letter
from .faces import Faces, RollResult

SUCCESS_TEXT, FAILURE_TEXT = "成功", "失敗"
SEP = " ＞ "

#: how BCDice writes each comparison it reads (``=<`` is ``<=``, ``!=`` is ``<>``, …)
_COMPARISONS = (("<=", ("<=", "=<")), (">=", (">=", "=>")), ("<>", ("<>", "!=", "=!")),
                ("<", ("<",)), (">", (">",)), ("=", ("=",)))
TESTS = {"<=": int.__le__, ">=": int.__ge__, "<": int.__lt__, ">": int.__gt__,
         "=": int.__eq__, "<>": int.__ne__}


def comparison(token: str | None) -> str | None:
    """The comparison a run of ``<>!=`` stands for, as BCDice writes it (None: none)."""
    if token is None:
        return None
    for shown, spellings in _COMPARISONS:
        if any(s in token for s in spellings):
            return shown
    return None


def is_comparison(token: str | None) -> bool:
    return token is not None and token[0] in "<>!="


@dataclass(slots=True)
class Run:
    """One sum being rolled: the faces, and how many dice results it wrote (a d66 is one,
    a die of no sides too)."""
    faces: Faces
    results: int = 0


# -- the parse tree: expr() is the command as BCDice echoes it, run() the value and the
# -- interim text (faces in brackets) ---------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Num:
    n: int

    def expr(self) -> str:
        return str(self.n)

    def value(self) -> int:
        return self.n

    def run(self, r: Run) -> tuple[int, str]:
        return self.n, str(self.n)

    def has_dice(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class Paren:
    inner: Node

    def expr(self) -> str:
        return f"({self.inner.expr()})"

    def value(self) -> int:
        return self.inner.value()

    def run(self, r: Run) -> tuple[int, str]:
        value, out = self.inner.run(r)
        return value, f"({out})"

    def has_dice(self) -> bool:
        return self.inner.has_dice()


@dataclass(frozen=True, slots=True)
class Neg:
    body: Node

    def expr(self) -> str:
        return f"-{self.body.expr()}"

    def value(self) -> int:
        return -self.body.value()

    def run(self, r: Run) -> tuple[int, str]:
        value, out = self.body.run(r)
        return -value, f"-{out}"

    def has_dice(self) -> bool:
        return self.body.has_dice()


def _apply(a: int, op: str, b: int, rounding: str) -> int:
    return 1 if op == "/" and b == 0 else apply(a, op, b, rounding)  # a sum's x/0 is one


@dataclass(frozen=True, slots=True)
class Bin:
    lhs: Node
    op: str
    rhs: Node
    rounding: str = ""

    def _shown(self) -> str:  # a sum echoes a rounding up as U whether typed U or C
        return "U" if self.rounding == "C" else self.rounding

    def expr(self) -> str:
        return f"{self.lhs.expr()}{self.op}{self.rhs.expr()}{self._shown()}"

    def value(self) -> int:
        return _apply(self.lhs.value(), self.op, self.rhs.value(), self.rounding)

    def run(self, r: Run) -> tuple[int, str]:
        a, a_out = self.lhs.run(r)
        b, b_out = self.rhs.run(r)
        return _apply(a, self.op, b, self.rounding), f"{a_out}{self.op}{b_out}{self._shown()}"

    def has_dice(self) -> bool:
        return self.lhs.has_dice() or self.rhs.has_dice()


def roll_dice(r: Run, times: int, sides: int) -> list[int]:
    """``times`` dice of ``sides`` as a sum rolls them (a d66: two d6 as tens and units, in
    the order rolled, the Cthulhu system's setting)."""
    if sides == 66:  # BCDice's 200-dice cap does not apply to d66s, its 10000 rolls do
        got = [r.faces.roll(6) * 10 + r.faces.roll(6) for _ in range(max(times, 0))]
    else:
        got = r.faces.roll_many(times, sides)
    r.results += len(got)
    return got


@dataclass(frozen=True, slots=True)
class Roll:
    times: Node
    #: None: the system's implicit sides (a d6)
    sides: Node | None

    def _counts(self) -> tuple[int, int]:
        return self.times.value(), 6 if self.sides is None else self.sides.value()

    def expr(self) -> str:
        times, sides = self._counts()
        return f"{times}D{sides}"

    def value(self) -> int:
        raise ParseFailed("dice where a number belongs")

    def run(self, r: Run) -> tuple[int, str]:
        got = roll_dice(r, *self._counts())
        total = sum(got)
        return total, f"{total}[{','.join(map(str, got))}]"

    def has_dice(self) -> bool:
        return True


#: keep/drop: the faces (sorted low to high) kept of n
FILTERS = {"KH": lambda v, n: v[::-1][:max(n, 0)], "KL": lambda v, n: v[:max(n, 0)],
           "DH": lambda v, n: v[::-1][max(n, 0):], "DL": lambda v, n: v[max(n, 0):]}


@dataclass(frozen=True, slots=True)
class Filtered:
    """A roll keeping or dropping some dice: its faces are shown sorted, its total is the
    kept ones'."""
    times: Node
    sides: Node | None
    kind: str
    n: Node

    def expr(self) -> str:
        sides = 6 if self.sides is None else self.sides.value()
        return f"{self.times.value()}D{sides}{self.kind}{self.n.value()}"

    def value(self) -> int:
        raise ParseFailed("dice where a number belongs")

    def run(self, r: Run) -> tuple[int, str]:
        sides = 6 if self.sides is None else self.sides.value()
        got = sorted(roll_dice(r, self.times.value(), sides))
        total = sum(FILTERS[self.kind](got, self.n.value()))
        return total, f"{total}[{','.join(map(str, got))}]"

    def has_dice(self) -> bool:
        return True


Node = Num | Paren | Neg | Bin | Roll | Filtered


def _constant(node: Node) -> Node:
    if node.has_dice():
        raise ParseFailed("dice where a number belongs")
    return node


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
    sign = t.take("+", "-")
    if sign is None:
        return _dice(t)
    t.deeper()
    body = _unary(t)
    t.back()
    if sign == "+":
        return body
    return body.body if isinstance(body, Neg) else Neg(body)


def _term(t: Tokens) -> Node:
    if t.take("(") is not None:
        t.deeper()
        inner = _add(t)
        t.expect(")")
        t.back()
        return Paren(inner)
    n = t.number()
    if n is None:
        raise ParseFailed(f"a number is missing at {t.peek() or 'the end'!r}")
    return Num(n)


def _filter(t: Tokens) -> tuple[str, Node] | None:
    """``KH3``, ``KL``, ``DH2``, ``DL``, ``MAX``, ``MIN`` after a roll (None: no filter)."""
    a, b = t.peek(), t.peek(1)
    if (a, b) in (("K", "H"), ("K", "L"), ("D", "H"), ("D", "L")):
        t.pos += 2
        return a + b, _constant(_term(t)) if t.starts_term() else Num(1)
    for word, kind in (("MAX", "KH"), ("MIN", "KL")):
        if "".join(t.items[t.pos:t.pos + 3]) == word:
            t.pos += 3
            return kind, Num(1)
    return None


def _dice(t: Tokens) -> Node:
    if t.take("D") is not None:
        sides = _constant(_term(t))
        if isinstance(sides, Num) and sides.n == 66:  # a lone D66 is the table roll
            raise ParseFailed("D66 alone")
        found = _filter(t)
        return Roll(Num(1), sides) if found is None else Filtered(Num(1), sides, *found)
    term = _term(t)
    if t.peek() != "D":
        return term
    t.take("D")
    times = _constant(term)
    found = _filter(t)
    if found is not None:
        return Filtered(times, None, *found)
    sides = _constant(_term(t)) if t.starts_term() else None
    found = _filter(t) if sides is not None else None
    if found is not None:
        return Filtered(times, sides, *found)
    return Roll(times, sides)


@dataclass(frozen=True, slots=True)
class SumCommand:
    secret: bool
    lhs: Node
    op: str | None = None
    #: the target, or "?" for a target still to be decided
    rhs: Node | str | None = None

    def target(self) -> int | str | None:
        return self.rhs if self.rhs is None or isinstance(self.rhs, str) else self.rhs.value()

    def expr(self) -> str:
        return self.lhs.expr() + (f"{self.op}{self.target()}" if self.op else "")

    def roll(self, faces: Faces) -> RollResult:
        r, start = Run(faces), len(faces.rolled)
        total, out = self.lhs.run(r)
        target = self.target()
        words = None
        if self.op is not None and isinstance(target, int):
            words = SUCCESS_TEXT if TESTS[self.op](total, target) else FAILURE_TEXT
        # BCDice leaves the faces out when one roll of at most one die is the whole sum
        interim = None if r.results <= 1 and isinstance(self.lhs, Roll) else out
        parts = [f"({self.expr()})", interim, str(total), words]
        outcome = None if words is None else "success" if words == SUCCESS_TEXT else "failure"
        return RollResult(SEP.join(p for p in parts if p is not None), tuple(faces.rolled[start:]),
                          self.secret, outcome, total=total, command=self.expr(),
                          target=target if isinstance(target, int) else None)


_FIRST_WORD = re.compile(r"\S+")


def parse_sum(text: str) -> SumCommand | None:
    """The sum ``text`` asks for (its first word; the rest is a comment), or None when BCDice
    would not read it as one."""
    m = _FIRST_WORD.search(text)
    if m is None:
        return None
    t = Tokens.of(m.group(0))
    secret = t.take("S") is not None
    try:
        lhs = _add(t)
        op = rhs = None
        if not t.done:
            tok = t.take()
            op = comparison(tok) if is_comparison(tok) else None
            if op is None:
                return None
            rhs = "?" if t.take("?") is not None else _constant(_add(t))
        if not t.done or not lhs.has_dice():
            return None
    except ParseFailed:
        return None
    return SumCommand(secret, lhs, op, rhs)
