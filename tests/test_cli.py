"""The command line: usage, subcommands, ``resolve`` (issue #15: the rule corrections, brainless
heads, usage handling and JSON error text)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tracker import __main__ as entry
from tracker.cli import commands
from tracker.rulesets.gurps.commands.resolve import main as cmd_resolve

ROOT = Path(__file__).resolve().parents[1]


def _resolve(*lines: str, argv: tuple[str, ...] = ()) -> tuple[int, list[dict], str]:
    out, err = io.StringIO(), io.StringIO()
    rc = cmd_resolve(list(argv), out=out, err=err, inp=[line + "\n" for line in lines])
    return rc, [json.loads(x) for x in out.getvalue().splitlines()], err.getvalue()


def _run(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "tracker", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)


# -- the rule corrections through resolve ----------------------------------------------------


def test_g5_fractional_divisor_against_dr_0_penetrates_19():
    rc, (out,), _ = _resolve(json.dumps({"target": {"hp": 10}, "damage": 20, "type": "cr",
                                         "armor_divisor": 0.5}))
    assert rc == 0 and (out["effective_dr"], out["penetrating"]) == (1, 19)
    assert "[G5] Against a fractional armor divisor DR is at least 1: 0 → 1." in out["explain"]


@pytest.mark.parametrize(("hp", "damage", "shock"), [(29, 2, -1), (39, 15, -4), (20, 1, 0)])
def test_g10_shock_per_full_k(hp, damage, shock):
    rc, (out,), _ = _resolve(json.dumps({"target": {"hp": hp}, "damage": damage}))
    assert rc == 0 and out["shock"] == shock
    assert any(line.startswith(f"[G10] HP {hp} is 20 or more") for line in out["explain"])


def test_brainless_heads_are_a_target_key_and_locations():
    req = {"target": {"hp": 12, "brainless_heads": 3}, "location": "head_extra_2", "damage": 8,
           "type": "cut"}
    rc, (out,), _ = _resolve(json.dumps(req))
    assert rc == 0
    assert (out["injury"], out["cripple_minimum"], out["dismemberment"]) == (3, 3, "severed")
    assert out["effects"] == [{"location": "head_extra_2", "effect": "head"}]
    assert "[G8] A brainless extra head is an extremity: crippled by injury over " \
           "HP/(1.5×3)." in out["explain"]
    assert "[G2] Aimed at Brainless head 2." in out["explain"]
    rc, (out,), _ = _resolve(json.dumps({**req, "target": {"hp": 12}}))
    assert rc == 1 and "head_extra_2" in out["error"]
    rc, (out,), _ = _resolve(json.dumps({**req, "target": {"hp": 12, "brainless_heads": "2"}}))
    assert rc == 1 and "brainless_heads" in out["error"]


# -- resolve: bad lines and arguments ---------------------------------------------------------


def test_json_error_names_no_misleading_line():
    rc, outs, _ = _resolve('{"damage": 5,', '{"target": {"hp": 10}, "damage": 1}')
    assert rc == 1 and len(outs) == 2
    assert outs[0] == {"error": "not valid JSON: Expecting property name enclosed in double "
                                "quotes at column 14"}
    assert "line" not in outs[0]["error"] and outs[1]["injury"] == 1


@pytest.mark.parametrize("argv", [("--help",), ("-h",), ("--seed", "3", "--help")])
def test_resolve_help_prints_usage_without_reading_stdin(argv):
    out, err = io.StringIO(), io.StringIO()

    class Untouchable:
        def __iter__(self):
            raise AssertionError("stdin was read")

    assert cmd_resolve(list(argv), prog="combat-tracker", out=out, err=err,
                       inp=Untouchable()) == 0
    assert out.getvalue().startswith("usage: combat-tracker resolve [--seed N]")


@pytest.mark.parametrize(("argv", "problem"), [
    (("--sed", "3"), "unknown argument '--sed'"),
    (("--seed",), "--seed needs a number"),
    (("--seed", "x"), "--seed needs a whole number, got 'x'"),
    (("--seed=1.5",), "--seed needs a whole number, got '1.5'"),
    (("extra",), "unknown argument 'extra'"),
])
def test_resolve_bad_arguments_print_usage_and_exit_2(argv, problem):
    out, err = io.StringIO(), io.StringIO()

    class Untouchable:
        def __iter__(self):
            raise AssertionError("stdin was read")

    assert cmd_resolve(list(argv), out=out, err=err, inp=Untouchable()) == 2
    assert problem in err.getvalue() and "usage: python -m tracker resolve" in err.getvalue()
    assert out.getvalue() == ""


@pytest.mark.parametrize("command", ["tohit", "coc"])
@pytest.mark.parametrize(("argv", "problem"), [
    (("--sed", "3"), "unknown argument '--sed'"),
    (("--seed",), "--seed needs a number"),
    (("--seed", "--5"), "--seed needs a whole number, got '--5'"),
])
def test_json_subcommands_refuse_bad_arguments_before_reading_stdin(command, argv, problem):
    """A typo in ``tohit``'s or ``coc``'s arguments is named with the usage (exit 2); stdin is
    left unread, as ``resolve`` does."""
    p = subprocess.run([sys.executable, "-m", "tracker", command, *argv], input='{"op": 1}\n',
                       capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert p.returncode == 2 and p.stdout == ""
    assert problem in p.stderr and f"usage: python -m tracker {command} [--seed N]" in p.stderr


def test_resolve_seed_forms_are_the_same():
    req = json.dumps({"target": {"hp": 10}, "damage": 3, "location": "random"})
    a = _resolve(req, argv=("--seed", "7"))[1]
    b = _resolve(req, argv=("--seed=7",))[1]
    assert a == b


# -- the top level ----------------------------------------------------------------------------


def test_unknown_word_prints_usage_and_exits_2_without_a_window():
    p = _run("resolv", stdin="")
    assert p.returncode == 2 and p.stdout == ""
    assert f"'resolv' is neither a subcommand ({', '.join(commands())}) nor a file" in p.stderr
    assert "usage: python -m tracker [FILE]" in p.stderr


def test_help_lists_every_subcommand():
    p = _run("--help")
    assert p.returncode == 0
    for word in ("[FILE]", "resolve [--seed N]", "check FILE..."):
        assert f"python -m tracker {word}" in p.stdout


@pytest.mark.parametrize(("argv0", "prog"), [
    ("/x/.venv/bin/combat-tracker", "combat-tracker"),
    (r"C:\Py\Scripts\combat-tracker.exe", "combat-tracker"),
    ("/x/tracker/__main__.py", "python -m tracker"),
    ("", "python -m tracker"),
])
def test_usage_names_the_command_as_it_was_started(monkeypatch, argv0, prog):
    monkeypatch.setattr(sys, "argv", [argv0])
    assert entry.prog_name() == prog


def test_installed_command_help_says_combat_tracker():
    script = Path(sys.executable).parent / "combat-tracker"
    if not script.is_file():
        pytest.skip("the combat-tracker command is not installed next to this Python")
    p = subprocess.run([str(script), "--help"], capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and p.stdout.startswith("usage: combat-tracker [FILE]")
    assert "python -m tracker" not in p.stdout


def test_gui_arguments(tmp_path):
    f = tmp_path / "fight.json"
    f.write_text("{}", encoding="utf-8")
    assert entry.gui_file([]) == (None, None)
    assert entry.gui_file([str(f)]) == (str(f), None)
    # Qt's own options pass, with their values
    assert entry.gui_file(["-platform", "offscreen", str(f), "-reverse"]) == (str(f), None)
    assert entry.gui_file(["-style=fusion"]) == (None, None)
    assert entry.gui_file(["chek"])[1] == f"'chek' is neither a subcommand ({', '.join(commands())}) " \
                                          "nor a file"
    assert entry.gui_file([str(f), str(f)])[1] == "give at most one FILE to open"


def test_the_generic_cli_imports_no_ruleset():
    """A ruleset's commands live in its own package (tracker/rulesets/<id>/commands/), declared
    by its manifest: the modules directly in tracker/cli serve every ruleset alike."""
    import grimp

    graph = grimp.build_graph("tracker")
    rulesets = ("tracker.rulesets.",)
    generic = [m for m in graph.modules if m.startswith("tracker.cli.") and m.count(".") == 2]
    assert "tracker.cli.session" in generic and "tracker.cli.jsonl" in generic
    for module in generic:
        for imported in graph.find_modules_directly_imported_by(module):
            assert not imported.startswith(rulesets), f"{module} imports {imported}"
