"""Dice sums for percentile games (1d100, 1d8+1d4, 2d3-1d3 …), totals from given faces."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tracker.model.dice import Dice, DiceExpr, DiceSum, parse_dice, parse_formula
from tracker.model.errors import RulesError


@pytest.mark.parametrize(("text", "terms", "modifier", "shown"), [
    ("1d100", ((1, 100),), 0, "1d100"),
    ("d100", ((1, 100),), 0, "1d100"),
    ("D%", ((1, 100),), 0, "1d100"),
    ("1d8+1d4", ((1, 8), (1, 4)), 0, "1d8+1d4"),
    ("2d3-1d3", ((2, 3), (-1, 3)), 0, "2d3-1d3"),
    ("4d6+1d4", ((4, 6), (1, 4)), 0, "4d6+1d4"),
    ("1d4+2", ((1, 4),), 2, "1d4+2"),
    ("1d6 + 1d6 - 1", ((1, 6), (1, 6)), -1, "1d6+1d6-1"),
    ("+1d4", ((1, 4),), 0, "1d4"),
    ("-1d3", ((-1, 3),), 0, "-1d3"),
    ("7", (), 7, "7"),
    ("0", (), 0, "0"),
    ("２ｄ３ー１ｄ３", ((2, 3), (-1, 3)), 0, "2d3-1d3"),  # typed with the Japanese IME on
])
def test_parse_formula(text, terms, modifier, shown):
    expr = parse_formula(text)
    assert expr == DiceSum(terms, modifier)
    assert str(expr) == shown
    assert parse_formula(str(expr)) == expr


@pytest.mark.parametrize("text", [
    "", None, "d", "1d", "2d6+", "2d--1", "x", "1dx", "1d6 1d4", "1d1", "1d1001", "1001d6",
    "2d6+1d", "1d6+-2", "+", "1d6*2", "1d6+x",
])
def test_parse_formula_rejects_junk(text):
    with pytest.raises(RulesError) as err:
        parse_formula(text)
    assert err.value.code == "bad_dice" and str(err.value)


def test_bare_d_only_when_asked():
    assert parse_formula("2d+1", bare_d=6) == DiceSum(((2, 6),), 1)
    with pytest.raises(RulesError):
        parse_formula("2d+1")


def test_gurps_parser_unchanged():
    # parse_dice stays the single-term GURPS reader: sums are not its business
    assert parse_dice("2d+1") == DiceExpr(2, 6, 1)
    assert parse_dice("1d100") == DiceExpr(1, 100, 0)
    with pytest.raises(RulesError):
        parse_dice("1d8+1d4")


@pytest.mark.parametrize(("text", "faces", "total"), [
    ("2d6+1d4", [4, 5, 3], 12),
    ("2d3-1d3", [1, 3, 2], 2),
    ("1d3-1d6", [1, 6], -5),
    ("1d4+2", [4], 6),
    ("5", [], 5),
])
def test_total_from_faces(text, faces, total):
    assert parse_formula(text).total(faces) == total


@pytest.mark.parametrize(("faces", "message"), [
    ([4, 5], "needs 3 faces, got 2"),
    ([4, 5, 3, 1], "needs 3 faces, got 4"),
    ([7, 5, 3], "dice[0]: 7 is not a face of a d6"),
    ([4, 5, 0], "dice[2]: 0 is not a face of a d4"),
    ([4, 5, True], "is not a face"),
    ([4, 5, 2.0], "is not a face"),
    ("453", "must be a list"),
])
def test_impossible_faces(faces, message):
    with pytest.raises(RulesError) as err:
        parse_formula("2d6+1d4").total(faces)
    assert err.value.code == "bad_faces"
    assert message in str(err.value)


def test_scaled_and_plus():
    assert str(parse_formula("1d4+2").scaled(2)) == "2d4+4"
    assert str(parse_formula("1d6").scaled(4)) == "4d6"
    assert str(parse_formula("2d6").plus(parse_formula("-1d3"))) == "2d6-1d3"


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32 - 1),
       st.lists(st.tuples(st.integers(-4, 4).filter(bool), st.sampled_from([3, 4, 6, 8, 100])),
                max_size=4),
       st.integers(-5, 5))
def test_roll_sum_in_range_and_replayable(seed, terms, modifier):
    expr = DiceSum(tuple(terms), modifier)
    total, faces = Dice(seed).roll_sum(expr)
    assert expr.minimum <= total <= expr.maximum
    assert expr.total(faces) == total
    assert Dice(seed).roll_sum(expr) == (total, faces)
