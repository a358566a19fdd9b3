"""The core and the shell name no bundled ruleset in vocabulary either (the import contracts
see only imports): no condition id, log key or track name of GURPS or Call of Cthulhu is a
string literal of a generic module (tracker/ outside each ruleset's own package,
tracker/rulesets/<id>/), a quoted
word or a member name of the players' page script, or a key or value of the core encounter
schema. A ruleset's words are its own (its kit, its words file, its figure script).

A few words are the core's own too and are not looked for: ``hp`` (the contract's key for the
primary track's numbers), the core's conditions and the players' bands, and the verbs the core
has its own ops, actions and fields for (``hit``, ``attack``, ``duration``, and ``defense``,
a request type of the seats contract)."""

from __future__ import annotations

import ast
import importlib
import json
import re
from pathlib import Path

from tracker.model import log
from tracker.model.bars import LEVELS
from tracker.model.combatant import OUT_CONDITIONS
from tracker.model.plugins import manifests
from tracker.model.ruleset import PUBLIC_BANDS, get_ruleset
from tracker.model.words import raw, words

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = ("gurps", "coc")
#: the packages that are a bundled ruleset's own (its rules, kit, commands and data)
OWN = {("rulesets", r) for r in BUNDLED}
#: words of the core that a ruleset happens to use too
CORE_WORDS = {"hp", "hit", "attack", "duration", *OUT_CONDITIONS, *PUBLIC_BANDS, *LEVELS,
              # a seat's request type of contracts/seats.md (the core's seats read and route it)
              "defense"}


def vocabulary() -> dict[str, str]:
    """Each bundled ruleset's condition ids, log keys and track names -> what it is."""
    core_logs = set(log.CORE_TEMPLATES)  # not LOG_TEMPLATES: earlier tests may have registered a ruleset's keys
    found: dict[str, str] = {}
    for rid in BUNDLED:
        rs = get_ruleset(rid)
        importlib.import_module(manifests()[rid].kit)  # its kit registers its log lines
        for c in (*rs.conditions, *rs.number_conditions, *rs.band_conditions,
                  *words(rid).badges):
            found[c] = f"a {rid} condition"
        for t in rs.track_ids:
            found[t] = f"a {rid} track"
    for key in set(log.LOG_TEMPLATES) - core_logs:
        found.setdefault(key, "a ruleset's log key")
    for word in CORE_WORDS:
        found.pop(word, None)
    return found


def _generic_modules() -> list[Path]:
    out = []
    for path in sorted((ROOT / "tracker").rglob("*.py")):
        parts = path.relative_to(ROOT / "tracker").parts
        if len(parts) > 1 and (parts[0], parts[1]) in OWN:
            continue
        if parts[0] == "resources":
            continue
        out.append(path)
    return out


def _literals(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"))
    # a docstring names what the code is about; a literal is what it does
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and n.body and isinstance(n.body[0], ast.Expr)
            and isinstance(n.body[0].value, ast.Constant)}
    return {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
            and isinstance(n.value, str) and id(n) not in docs}


def _schema_words(node, out: set[str]) -> set[str]:
    if isinstance(node, dict):
        for k, v in node.items():
            out.add(k)
            _schema_words(v, out)
    elif isinstance(node, list):
        for v in node:
            _schema_words(v, out)
    elif isinstance(node, str):
        out.add(node)
    return out


def test_the_vocabulary_is_found():
    generic = _generic_modules()
    # the search reads the shell and the core, none of a bundled ruleset's own files
    assert ROOT / "tracker" / "ui" / "roster_model.py" in generic
    assert not any("rulesets" in p.parts and set(BUNDLED) & set(p.parts) for p in generic)
    vocab = vocabulary()
    # the search bites: GURPS's shock and its "heal" log key, CoC's SAN and dying
    assert {"shock", "heal", "san", "dying", "maneuver.aim"} <= set(vocab)


def test_no_generic_module_names_a_bundled_rulesets_words():
    vocab = vocabulary()
    hits = sorted(f"{p.relative_to(ROOT)}: {w!r} ({vocab[w]})"
                  for p in _generic_modules() for w in _literals(p) if w in vocab)
    assert hits == KNOWN


def _script_words(name: str) -> set[str]:
    """The quoted words and member names of a page file (resources/web/)."""
    text = (ROOT / "resources" / "web" / name).read_text("utf-8")
    used = set(re.findall(r"""["'`]([\w.]+)["'`]|\.(\w+)\b""", text))
    return {a or b for a, b in used}


def test_the_page_script_names_none():
    vocab = vocabulary()
    for name in ("page.js", "seat.js", "registry.js", "page.html", "page.css", "seat.css"):
        assert sorted(w for w in _script_words(name) if w in vocab) == [], name


#: words of the seats contract (contracts/seats.md) itself: the defense "none" every prompt
#: may offer, and the "target" number of an owed check
SEAT_CORE = {"none", "target"}


def seat_vocabulary() -> dict[str, str]:
    """Each bundled ruleset's id and the words of its seat forms (its words file's
    ``page.seat``: its fields, its defense kinds, CoC's combinations) -> what it is."""
    found: dict[str, str] = {}
    for rid in BUNDLED:
        found[rid] = "a bundled ruleset's id"
        seat = raw(rid, "en")["page"]["seat"]
        for key, value in seat.items():
            if not isinstance(value, dict):
                found.setdefault(key, f"a word of {rid}'s seat forms")
                continue
            # a group ("defenses": its defense kinds) is read by the generic page by its
            # name; its kinds are the ruleset's
            for sub in value:
                found.setdefault(sub, f"a {rid} seat {key[:-1]} kind")
    for word in CORE_WORDS | SEAT_CORE:
        found.pop(word, None)
    return found


def test_the_seat_vocabulary_is_found():
    vocab = seat_vocabulary()
    # the search bites: GURPS's retreat and parry, CoC's budo and cover, the ids themselves
    assert {"gurps", "coc", "retreat", "parry", "block", "chinks", "budo_strike", "cover",
            "rapid_fire", "maneuver", "posture"} <= set(vocab)


def test_the_seat_page_and_its_words_name_no_bundled_ruleset():
    """A seat's phone is generic (issue 40): seat.js and the generic seat words name neither
    GURPS nor CoC nor a field, defense or combination of their seat forms (their figure.js
    and words files have them), so a plugin's seat page is made the same way."""
    vocab = seat_vocabulary()
    used = sorted(f"seat.js: {w!r} ({vocab[w]})" for w in _script_words("seat.js") if w in vocab)
    labels = ROOT / "tracker" / "ui" / "seat_labels.py"
    used += sorted(f"seat_labels.py: {w!r} ({vocab[w]})" for w in _literals(labels) if w in vocab)
    assert used == []


def test_the_core_schema_names_none():
    vocab = vocabulary()
    schema = json.loads((ROOT / "resources" / "encounter.schema.json").read_text("utf-8"))
    assert sorted(w for w in _schema_words(schema, set()) if w in vocab) == []


#: what is left, each with why (this list must shrink, never grow: a new entry fails the test)
KNOWN = [
    # format 1 knew only GURPS: its migration fills GURPS's sheet (a file of before rulesets)
    "tracker/model/files/migrate.py: 'fp' (a gurps track)",
]
