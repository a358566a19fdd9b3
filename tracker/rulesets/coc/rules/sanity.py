"""SAN checks (CoC 6th edition, issue #19), in and out of combat: a d100 against current
SAN; the loss typed as "success/failure" expressions ("0/1d6", "1/1d4+1"); 5 or more lost in
one check calls for an idea roll (INT×5) whose success means temporary insanity; losing a
fifth of one's SAN within one game hour means indefinite insanity."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tracker.model.dice import Dice, DiceSum, parse_formula
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine
from tracker.model.input_text import formula as typed_formula

from .checks import DEFAULT_OPTIONS, SUCCESSES, Options, check_line, classify_plain, d100, roll_sum

#: losing this much SAN in one check calls for the idea roll
IDEA_FROM = 5
TEMPORARY, INDEFINITE = "temporary_insanity", "indefinite_insanity"


@dataclass(frozen=True, slots=True)
class SanLoss:
    """The loss on a success and on a failure ("0/1d6")."""

    success: DiceSum
    failure: DiceSum
    text: str


def parse_san_loss(text: str) -> SanLoss:
    """"0/1d6", "1/1d4+1", "1d3/1d10": RulesError for anything else."""
    t = typed_formula(text).replace("／", "/")
    parts = [p.strip() for p in t.split("/")]
    if len(parts) != 2 or not all(parts):
        raise RulesError("bad_san_loss", f"a SAN loss is 'success/failure' like 0/1d6, "
                                         f"got {t[:40]!r}")
    exprs = []
    for p in parts:
        try:
            expr = parse_formula(p)
        except RulesError as exc:
            raise RulesError("bad_san_loss", f"SAN loss {p[:40]!r}: {exc.message}") from None
        if expr.minimum < 0:
            raise RulesError("bad_san_loss", f"SAN loss {p[:40]!r} could come out below 0")
        exprs.append(expr)
    return SanLoss(exprs[0], exprs[1], f"{exprs[0]}/{exprs[1]}")


@dataclass(slots=True)
class SanResult:
    roll: int
    outcome: str
    expression: str
    loss: int
    san_before: int
    san_after: int
    faces: tuple[int, ...] = ()
    #: INT×5 when 5 or more was lost, with its roll and outcome
    idea_target: int | None = None
    idea_roll: int | None = None
    idea_outcome: str | None = None
    temporary: bool = False
    indefinite: bool = False
    #: SAN lost within this game hour, this check included, and the hour's threshold
    hour_lost: int = 0
    hour_limit: int = 0
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {"roll": self.roll, "outcome": self.outcome, "loss": self.loss,
                "san": self.san_after, "idea": self.idea_outcome,
                "temporary": self.temporary, "indefinite": self.indefinite}


def san_check(san: int, int_: int, loss: SanLoss, *, roll: int | None = None,
              faces: Sequence[int] | None = None, idea_roll: int | None = None,
              dice: Dice | None = None, hour_start: int | None = None, hour_lost: int = 0,
              options: Options = DEFAULT_OPTIONS) -> SanResult:
    """One SAN check against ``san``. ``hour_start``: SAN when this game hour began (None:
    now) and ``hour_lost`` what was lost in it before this check (indefinite insanity at a
    fifth of ``hour_start``)."""
    roll = d100(roll, dice)
    outcome = classify_plain(roll, san, options.critical)
    lines = [check_line("san_check", roll, san, outcome)]
    expr = loss.success if outcome in SUCCESSES else loss.failure
    amount, used = roll_sum(expr, faces, dice, "dice")
    amount = max(0, amount)
    after = max(0, san - amount)
    lost = san - after
    lines.append(ExplainLine("coc.san.loss", "C0", {"expr": str(expr), "loss": amount,
                                                   "before": san, "after": after}))
    res = SanResult(roll, outcome, str(expr), lost, san, after, used)
    if amount >= IDEA_FROM:
        res.idea_target = int_ * 5
        res.idea_roll = d100(idea_roll, dice)
        res.idea_outcome = classify_plain(res.idea_roll, res.idea_target, options.critical)
        lines.append(check_line("idea", res.idea_roll, res.idea_target, res.idea_outcome))
        res.temporary = res.idea_outcome in SUCCESSES
        lines.append(ExplainLine("coc.san.temporary" if res.temporary
                                 else "coc.san.repressed", "C0", {}))
    elif idea_roll is not None:
        d100(idea_roll, None)
    start = san if hour_start is None else hour_start
    res.hour_lost = hour_lost + lost
    res.hour_limit = max(1, -(-start // 5))  # a fifth, rounded up: at least one point
    if lost and res.hour_lost >= res.hour_limit:
        res.indefinite = True
        lines.append(ExplainLine("coc.san.indefinite", "C0", {"lost": res.hour_lost,
                                                             "start": start}))
    if after == 0:
        lines.append(ExplainLine("coc.san.zero", "C0", {}))
    res.explain = tuple(lines)
    return res


__all__ = ["IDEA_FROM", "INDEFINITE", "TEMPORARY", "SanLoss", "SanResult", "parse_san_loss",
           "san_check"]
