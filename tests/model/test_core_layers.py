"""No import cycle among the modules of the model core (``tracker.model``; the rulesets are
packages of their own in ``tracker.rulesets``; ``files`` and ``session`` included), counting every import grimp sees: those inside
functions and those under ``TYPE_CHECKING`` too. The layer contracts of pyproject.toml leave the
annotations out (they are no imports at run time), so two modules could name each other there
and still keep them; here they may not, and the order inside the core stays one order."""

from __future__ import annotations

import grimp

from tracker.model import plugins

CORE = "tracker.model"


def ruleset_packages() -> set[str]:
    """The packages that hold an installed ruleset's rules (gurps, coc: in tracker.rulesets,
    outside the core; left out of the check wherever they are)."""
    return {man.rules.rpartition(".")[0] for man in plugins.manifests().values()}


def core_cycles(graph: grimp.ImportGraph, outside: set[str]) -> list[list[str]]:
    """Every cycle of imports among the core modules alone, as the sorted modules on it (one
    entry for all the imports that close the same cycle), sorted."""
    modules = {m for m in graph.modules
               if (m == CORE or m.startswith(CORE + "."))
               and not any(m == p or m.startswith(p + ".") for p in outside)}
    core = grimp.ImportGraph()
    for m in modules:
        core.add_module(m)
    for m in modules:
        for imported in graph.find_modules_directly_imported_by(m) & modules:
            core.add_import(importer=m, imported=imported)
    found = set()
    for m in modules:
        for imported in core.find_modules_directly_imported_by(m):
            back = core.find_shortest_chain(importer=imported, imported=m)
            if back is not None:
                found.add(tuple(sorted(back)))
    return sorted(list(c) for c in found)


def test_the_rulesets_packages_are_left_out():
    assert {"tracker.rulesets.gurps.rules", "tracker.rulesets.coc.rules"} <= ruleset_packages()


def test_the_model_core_has_no_import_cycle():
    graph = grimp.build_graph("tracker", cache_dir=None)
    packages = ruleset_packages()
    assert core_cycles(graph, packages) == []
    # the files and the session engine are inside what was checked
    checked = {m for m in graph.modules if m.startswith(CORE)}
    assert {"tracker.model.files.io", "tracker.model.session.engine",
            "tracker.model.encounter", "tracker.model.ruleset"} <= checked


def test_a_cycle_through_annotations_and_through_the_rulesets_is_told_apart():
    """The check bites: a cycle of three core modules is found whatever imports close it; one
    that runs through a ruleset's package is not the core's."""
    graph = grimp.ImportGraph()
    for name in ("tracker", CORE, f"{CORE}.encounter", f"{CORE}.ruleset", f"{CORE}.dice",
                 f"{CORE}.session", f"{CORE}.session.engine", f"{CORE}.session.core_ops",
                 f"{CORE}.gurps", f"{CORE}.gurps.rules"):
        graph.add_module(name)
    graph.add_import(importer=f"{CORE}.encounter", imported=f"{CORE}.ruleset")
    graph.add_import(importer=f"{CORE}.ruleset", imported=f"{CORE}.dice")
    graph.add_import(importer=f"{CORE}.dice", imported=f"{CORE}.encounter")
    graph.add_import(importer=f"{CORE}.session.engine", imported=f"{CORE}.session.core_ops")
    graph.add_import(importer=f"{CORE}.session.core_ops", imported=f"{CORE}.gurps.rules")
    graph.add_import(importer=f"{CORE}.gurps.rules", imported=f"{CORE}.session.engine")
    assert core_cycles(graph, {f"{CORE}.gurps"}) == [
        [f"{CORE}.dice", f"{CORE}.encounter", f"{CORE}.ruleset"]]
    assert core_cycles(graph, set()) == [
        [f"{CORE}.dice", f"{CORE}.encounter", f"{CORE}.ruleset"],
        [f"{CORE}.gurps.rules", f"{CORE}.session.core_ops", f"{CORE}.session.engine"]]
