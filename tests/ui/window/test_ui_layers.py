"""The generic modules directly in ``tracker.ui`` form layers: no import cycle among them
(imports inside functions and under TYPE_CHECKING count, as grimp sees them), and none names
a bundled ruleset; a ruleset's parts are reached through its kit, found by entry point."""

from __future__ import annotations

import ast
from pathlib import Path

import grimp

from tracker.model import plugins

UI = Path(__file__).resolve().parents[3] / "tracker" / "ui"


def generic_modules(graph) -> list[str]:
    """The modules directly in tracker.ui (not the kits' subpackages)."""
    return sorted(m for m in graph.modules
                  if m.startswith("tracker.ui.") and m.count(".") == 2
                  and not graph.find_children(m))


def cycles(graph, modules: list[str]) -> list[list[str]]:
    """The strongly connected components of more than one module among ``modules`` (and a
    module importing itself), by Tarjan's algorithm."""
    inside = set(modules)
    edges = {m: sorted(i for i in graph.find_modules_directly_imported_by(m) if i in inside)
             for m in modules}
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
            part = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1 or v in edges[v]:
                found.append(sorted(part))

    for m in modules:
        if m not in index:
            visit(m)
    return found


def bundled_rulesets() -> list[str]:
    """The rulesets this package ships (each its own package in tracker.rulesets)."""
    return [rid for rid, man in plugins.manifests().items()
            if man.rules.startswith("tracker.rulesets.")]


def test_no_import_cycle_among_the_generic_ui_modules():
    graph = grimp.build_graph("tracker")
    modules = generic_modules(graph)
    assert "tracker.ui.main_window" in modules and "tracker.rulesets.gurps.kit.kit" not in modules
    assert cycles(graph, modules) == []


def test_the_cycle_check_sees_a_cycle():
    graph = grimp.ImportGraph()
    for name in ("p.a", "p.b", "p.c", "p.d"):
        graph.add_module(name)
    graph.add_import(importer="p.a", imported="p.b")
    graph.add_import(importer="p.b", imported="p.c")
    graph.add_import(importer="p.c", imported="p.a")
    graph.add_import(importer="p.c", imported="p.d")
    assert cycles(graph, ["p.a", "p.b", "p.c", "p.d"]) == [["p.a", "p.b", "p.c"]]


def test_no_generic_ui_module_imports_a_bundled_ruleset():
    graph = grimp.build_graph("tracker")
    rulesets = bundled_rulesets()
    assert {"gurps", "coc"} <= set(rulesets)
    own = [f"tracker.rulesets.{rid}" for rid in rulesets]
    under = tuple(p + "." for p in own)
    leaks = [(m, i) for m in generic_modules(graph)
             for i in graph.find_modules_directly_imported_by(m)
             if i in own or i.startswith(under)]
    assert leaks == []


def test_no_generic_ui_module_names_a_bundled_ruleset_by_id():
    """Not even as a string ("gurps"): a ruleset is the encounter's, or the first installed."""
    rulesets = set(bundled_rulesets())
    named = []
    for path in sorted(UI.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in rulesets:
                named.append((path.name, node.lineno, node.value))
    assert named == []
