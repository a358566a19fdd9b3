"""The GURPS rules import in layers: no import cycle among the modules of
``tracker.rulesets.gurps.rules`` (its rule modules included), so each part can be read, loaded and
tested over the parts below it (issue 31)."""

from __future__ import annotations

import pytest

grimp = pytest.importorskip("grimp")  # import-linter's graph builder (dev dependency)

PACKAGE = "tracker.rulesets.gurps.rules"


def _graph() -> dict[str, set[str]]:
    """Each module of the package -> the modules of the package it imports (at run time,
    as import-linter counts them: annotations under TYPE_CHECKING are not imports)."""
    g = grimp.build_graph("tracker", cache_dir=None, exclude_type_checking_imports=True)
    mods = {m for m in g.modules if m == PACKAGE or m.startswith(PACKAGE + ".")}
    return {m: {i for i in g.find_modules_directly_imported_by(m) if i in mods}
            for m in mods}


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_the_cycle_finder_finds_a_cycle():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(edges) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_among_the_gurps_modules():
    edges = _graph()
    # the scan sees the package: the ruleset, its parts and the rule modules
    assert {f"{PACKAGE}.ruleset", f"{PACKAGE}.wounds",
            f"{PACKAGE}.modules.shared"} <= set(edges)
    assert f"{PACKAGE}.wounds" in edges[f"{PACKAGE}.ruleset"]
    assert _cycles(edges) == []


def test_the_rule_modules_reach_the_ruleset_through_no_import():
    g = grimp.build_graph("tracker", cache_dir=None, exclude_type_checking_imports=True)
    assert g.find_shortest_chain(f"{PACKAGE}.modules.shared", f"{PACKAGE}.ruleset") is None
