"""Every member of the seam the code calls is declared: the rule modules' hooks, the rulesets'
attributes the core reads, and the kits' members the generic UI calls."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tracker.model import operations as ops
from tracker.model.ruleset import (
    MODULE_HOOKS,
    BaseRuleset,
    HookRules,
    Ruleset,
    get_ruleset,
    known_rulesets,
    module_hooks,
)

ROOT = Path(__file__).resolve().parents[2]
CALL = re.compile(r'(?:module_hooks|run_hook|_modules_sum)\(enc, "([a-z_]+)"')


def test_every_hook_the_code_asks_for_is_declared():
    asked = {m for f in (ROOT / "tracker").rglob("*.py")
             for m in CALL.findall(f.read_text(encoding="utf-8"))}
    own = set().union(*(get_ruleset(r).module_hook_names for r in known_rulesets()))
    ruleset_hooks = {n for n in HookRules.__dict__ if not n.startswith("_")}
    assert asked, "the scan found no hook calls"
    assert asked - MODULE_HOOKS - ruleset_hooks - own == set()


def test_an_undeclared_hook_is_refused_by_name():
    enc = ops.new_encounter("gurps", "x")
    with pytest.raises(AttributeError, match="'helld' is not a declared hook"):
        list(module_hooks(enc, "helld"))


def test_the_rulesets_attributes_the_core_reads_are_in_the_protocol():
    declared = set(Ruleset.__annotations__)
    for part in Ruleset.__mro__:
        declared |= set(getattr(part, "__annotations__", {}))
    for name in ("keeps_calendar", "seconds_per_round", "module_hook_names",
                 "session_provider", "label"):
        assert name in declared, name
        assert hasattr(BaseRuleset, name) or name in ("session_provider", "label"), name


def test_the_kits_members_the_ui_calls_are_in_the_protocol():
    pytest.importorskip("PySide6")
    from tracker.ui import kit

    proto = {n for n in kit.Kit.__dict__ if not n.startswith("_")} | set(
        kit.Kit.__annotations__)
    base = {n for n in kit.BaseKit.__dict__ if not n.startswith("_")}
    assert base - proto == set()
