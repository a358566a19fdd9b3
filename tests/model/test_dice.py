"""Dice: seedable rolls and GURPS dice expressions (every random number the model uses)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tracker.model.dice import Dice, DiceExpr, parse_dice
from tracker.model.errors import RulesError

# -- parse_dice ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "count", "sides", "modifier"),
    [
        ("2d+1", 2, 6, 1),
        ("3d", 3, 6, 0),
        ("3d-2", 3, 6, -2),
        ("1d6", 1, 6, 0),
        ("1d6-1", 1, 6, -1),
        ("2D", 2, 6, 0),
        ("1d10+3", 1, 10, 3),
        ("7", 0, 6, 7),
        ("+3", 0, 6, 3),
        ("0", 0, 6, 0),
        (" 2d + 1 ", 2, 6, 1),
        ("4d8", 4, 8, 0),
        # typed with a Japanese input method on: full-width forms, and the long-vowel mark
        # that the minus key gives in kana mode
        ("２ｄ＋１", 2, 6, 1),
        ("３Ｄ－２", 3, 6, -2),
        ("２dー１", 2, 6, -1),
        ("１２", 0, 6, 12),
        ("1d6\u22121", 1, 6, -1),
    ],
)
def test_parse(text, count, sides, modifier):
    assert parse_dice(text) == DiceExpr(count, sides, modifier)


@pytest.mark.parametrize(
    "text", ["", "d", "2d+", "x", "-3", "2d6+1d", "1d1", "1d1001", "1001d", "2d--1", None],
)
def test_parse_rejects(text):
    with pytest.raises(RulesError) as err:
        parse_dice(text)
    assert err.value.code == "bad_dice"
    assert str(err.value)


@pytest.mark.parametrize(
    ("expr", "text", "minimum", "maximum"),
    [
        (DiceExpr(2, 6, 1), "2d+1", 3, 13),
        (DiceExpr(3, 6, -2), "3d-2", 1, 16),
        (DiceExpr(1, 10, 0), "1d10", 1, 10),
        (DiceExpr(0, 6, 7), "7", 7, 7),
    ],
)
def test_expr_str_min_max(expr, text, minimum, maximum):
    assert str(expr) == text
    assert (expr.minimum, expr.maximum) == (minimum, maximum)
    assert parse_dice(str(expr)) == expr


# -- Dice ---------------------------------------------------------------------------------


def test_same_seed_same_rolls():
    a, b = Dice(42), Dice(42)
    assert [a.roll(3) for _ in range(50)] == [b.roll(3) for _ in range(50)]
    assert [a.die(8) for _ in range(50)] == [b.die(8) for _ in range(50)]
    assert a.roll_expr("2d+1") == b.roll_expr("2d+1")


def test_different_seeds_differ():
    a, b = Dice(1), Dice(2)
    assert [a.roll(3) for _ in range(30)] != [b.roll(3) for _ in range(30)]


def test_seed_is_kept_and_unseeded_dice_get_one():
    assert Dice(123).seed == 123
    d = Dice()
    assert isinstance(d.seed, int)
    replay = Dice(d.seed)
    assert [d.roll() for _ in range(10)] == [replay.roll() for _ in range(10)]


def test_state_round_trip():
    d = Dice(9)
    d.roll()
    state = d.getstate()
    first = [d.roll() for _ in range(10)]
    d.setstate(state)
    assert [d.roll() for _ in range(10)] == first


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 10), st.integers(2, 20))
def test_roll_ranges(seed, count, sides):
    d = Dice(seed)
    assert count <= d.roll(count, sides) <= count * sides
    assert 1 <= d.die(sides) <= sides
    faces = d.roll_detail(count, sides)
    assert len(faces) == count and all(1 <= f <= sides for f in faces)


def test_3d_covers_3_to_18():
    d = Dice(0)
    seen = {d.roll(3) for _ in range(5000)}
    assert seen == set(range(3, 19))


def test_roll_expr_total_and_faces():
    d = Dice(5)
    total, faces = d.roll_expr("3d+2")
    assert len(faces) == 3 and total == sum(faces) + 2
    total, faces = d.roll_expr(DiceExpr(0, 6, 4))
    assert (total, faces) == (4, [])


def test_roll_expr_never_below_zero():
    d = Dice(3)
    for _ in range(200):
        total, faces = d.roll_expr("1d-5")
        assert total == max(0, faces[0] - 5) >= 0


def test_roll_expr_rejects_bad_text():
    with pytest.raises(RulesError):
        Dice(1).roll_expr("banana")
