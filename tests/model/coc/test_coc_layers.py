"""No import cycle among the modules of the CoC rules (``tracker.rulesets.coc.rules``) nor among those
of its kit (``tracker.rulesets.coc.kit``). grimp reads every import, a function-level one too, so a
cycle hidden by importing inside a function (the ruleset's damage hooks once did, and the
keeper's dock with the kit) is found here as well."""

from __future__ import annotations

import grimp
import pytest

PACKAGES = ("tracker.rulesets.coc.rules", "tracker.rulesets.coc.kit")


@pytest.fixture(scope="module")
def graph():
    return grimp.build_graph("tracker")


def _members(graph, package: str) -> set[str]:
    return {m for m in graph.modules if m == package or m.startswith(package + ".")}


def _cycles(nodes: set[str], edges) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan, without
    recursion): each is a set of modules that import one another round a cycle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    out: list[set[str]] = []
    for root in sorted(nodes):
        if root in index:
            continue
        work = [(root, iter(sorted(edges(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            for nxt in targets:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(edges(nxt)))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    scc = set()
                    while True:
                        m = stack.pop()
                        on_stack.discard(m)
                        scc.add(m)
                        if m == node:
                            break
                    if len(scc) > 1:
                        out.append(scc)
    return out


def test_the_cycle_finder_finds_a_cycle_and_only_that():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert _cycles(set(edges), lambda m: edges[m]) == [{"a", "b", "c"}]
    assert _cycles({"x", "y"}, lambda m: {"y"} if m == "x" else set()) == []


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle_inside_the_package(graph, package):
    members = _members(graph, package)
    assert len(members) > 5  # the package was found, with its modules
    cycles = _cycles(members, lambda m: graph.find_modules_directly_imported_by(m) & members)
    assert cycles == [], f"modules of {package} that import one another: {cycles}"


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle_through_modules_outside_it(graph, package):
    """Two modules of the package are not in one cycle either by way of other modules of the
    tracker (one of them importing the other through the core, say)."""
    members = _members(graph, package)
    cycles = _cycles(set(graph.modules), graph.find_modules_directly_imported_by)
    inside = [sorted(scc & members) for scc in cycles if len(scc & members) > 1]
    assert inside == [], f"modules of {package} in one import cycle: {inside}"


def test_the_ruleset_and_the_keepers_actions_do_not_import_each_other(graph):
    """The two cycles this test was written against, named (issue 31)."""
    for a, b in (("tracker.rulesets.coc.rules.ruleset", "tracker.rulesets.coc.rules.actions.attack"),
                 ("tracker.rulesets.coc.kit.kit", "tracker.rulesets.coc.kit.keeper_panel")):
        assert graph.find_shortest_chain(a, b) is None or \
            graph.find_shortest_chain(b, a) is None, (a, b)
