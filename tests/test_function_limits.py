"""tools/function_limits.py on small made-up sources: the ceilings of complexity 25 and 120
lines, and an allow-list that only shrinks."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import function_limits  # noqa: E402


def _branches(n: int) -> str:
    """A function of complexity n: one path plus n - 1 ifs (McCabe: decisions + 1)."""
    body = "".join(f"    if x == {i}:\n        return {i}\n" for i in range(n - 1))
    return f"def f(x):\n{body}    return -1\n"


def _lines(n: int) -> str:
    """A function of n lines counted from its def: the def, n - 2 assignments, the return."""
    body = "".join(f"    a{i} = {i}\n" for i in range(n - 2))
    return f"def g():\n{body}    return 0\n"


def _write(tmp_path: Path, text: str, name: str = "m.py") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_complexity_25_passes_and_26_fails(tmp_path):
    ok = _write(tmp_path, _branches(25), "ok.py")
    bad = _write(tmp_path, _branches(26), "bad.py")
    assert function_limits.check([ok], frozenset()) == []
    problems = function_limits.check([bad], frozenset())
    assert len(problems) == 1
    assert "bad.py::f" in problems[0] and "complexity 26 > 25" in problems[0]


def test_120_lines_pass_and_121_fail(tmp_path):
    ok = _write(tmp_path, _lines(120), "ok.py")
    bad = _write(tmp_path, _lines(121), "bad.py")
    assert function_limits.check([ok], frozenset()) == []
    problems = function_limits.check([bad], frozenset())
    assert problems == [f"{function_limits._rel(bad)}::g (line 1): 121 lines > 120"]


def test_methods_are_named_with_their_class(tmp_path):
    src = "class Box:\n" + "".join("    " + line + "\n" for line in
                                   _lines(121).replace("def g()", "def g(self)").splitlines())
    problems = function_limits.check([_write(tmp_path, src)], frozenset())
    assert len(problems) == 1 and "m.py::Box.g (line 2)" in problems[0]


def test_allowed_function_passes_and_a_stale_entry_fails(tmp_path):
    bad = _write(tmp_path, _branches(26), "bad.py")
    ok = _write(tmp_path, _branches(3), "ok.py")
    key_bad = f"{function_limits._rel(bad)}::f"
    key_ok = f"{function_limits._rel(ok)}::f"
    assert function_limits.check([bad], frozenset({key_bad})) == []
    problems = function_limits.check([ok], frozenset({key_ok}))
    assert len(problems) == 1 and "remove it from ALLOWED" in problems[0]


def test_main_exits_1_on_an_excess(tmp_path, capsys):
    bad = _write(tmp_path, _lines(121))
    assert function_limits.main([str(bad)]) == 1
    assert "121 lines > 120" in capsys.readouterr().out
    assert function_limits.main([str(_write(tmp_path, _lines(5), "small.py"))]) == 0


def test_tracker_keeps_within_the_limits():
    # the same check as .ci/run's, so that the README's test command enforces it too
    assert function_limits.check([function_limits.ROOT / "tracker"]) == []
