"""Update the translation sources (.ts) from the code and build the binary catalogues (.qm).

Usage:
    python tools/update_translations.py            # every resources/translations/tracker_*.ts (ja if none)
    python tools/update_translations.py ja         # only tracker_ja.ts
    python tools/update_translations.py --release-only   # only rebuild the .qm files
    python tools/update_translations.py --check    # change nothing; exit 1 if the code has strings
                                                   # the .ts lacks (or the reverse), if a message is
                                                   # unfinished, if the .qm is not up to date, or if
                                                   # a bundled ruleset's words file lacks a word

English (the source language) gets a catalogue too, ``tracker_en.ts`` made with
``-pluralonly``: it holds only the ``%n`` messages, with their English singular and plural.

Steps for each language:

1. ``pyside6-lupdate -extensions py -no-obsolete`` over every ``.py`` under ``tracker/``: new
   strings are added as unfinished, strings gone from the code are dropped, existing
   translations are kept.
2. ``pyside6-lrelease`` builds ``tracker_<lang>.qm`` next to the ``.ts``.
3. Prints how many messages are still unfinished (and lists them).

A bundled ruleset's display vocabulary is not in a catalogue but in its words files
(``words_en.json``, ``words_ja.json``: :mod:`tracker.model.words`); ``--check`` fails when
its file in another language lacks a word its English file has (as an unfinished message).

Both the .ts and the .qm are committed: the application loads the .qm at run time and must
work on a fresh machine without running this tool.

One source transformation: lupdate's Python parser reads ``i18n.tr("Context", "Text")`` (our
helper, see ``tracker/ui/i18n.py``) as ``tr("Context", disambiguation="Text")`` in a context
named "i18n", which would give wrong keys. lupdate is therefore run over a copy of the sources
in a temporary directory where ``i18n.tr(`` reads ``translate(`` (same lines, same columns of
everything after it), with the .ts at the same relative place so that the source locations
written into the .ts are the real ones.

Exit status: 0 on success; 2 if pyside6-lupdate (or pyside6-lrelease) is missing or fails;
1 for ``--check`` when something is out of date or unfinished.
"""

from __future__ import annotations

import argparse
import filecmp
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "tracker"
TS_DIR = ROOT / "resources" / "translations"
DEFAULT_LANGS = ("ja", "en")


class Catalogue(NamedTuple):
    """One .ts/.qm pair per language: the tracker's own (every file under tracker/ that is no
    bundled ruleset's), or a bundled ruleset's (every file of its package tracker/rulesets/<id>/:
    rules, kit and commands; into the translations folder its manifest names), as a plugin
    carries its own."""

    name: str
    folder: Path
    files: tuple[Path, ...]

    def ts(self, lang: str) -> Path:
        return self.folder / f"{self.name}_{lang}.ts"

    def qm(self, lang: str) -> Path:
        return self.folder / f"{self.name}_{lang}.qm"




def catalogues() -> list[Catalogue]:
    sys.path.insert(0, str(ROOT))
    from tracker.model.plugins import bundled, manifests

    every = sorted(p for p in SOURCE_DIR.rglob("*.py") if "__pycache__" not in p.parts)
    out: list[Catalogue] = []
    claimed: set[Path] = set()
    for rid in bundled():
        man = manifests()[rid]
        if not (man.translations and man.catalogue):
            continue
        # the manifest's package (``tracker.rulesets.<id>:translations``) is the ruleset's own
        package, _, sub = man.translations.partition(":")
        home = ROOT.joinpath(*package.split("."))
        folder = home.joinpath(*([sub] if sub else []))
        files = tuple(f for f in every if home in f.parents)
        out.append(Catalogue(man.catalogue, folder, files))
        claimed.update(files)
    core = Catalogue("tracker", TS_DIR, tuple(f for f in every if f not in claimed))
    return [core, *out]
#: the language the code is written in: its catalogue holds only the plural forms of the
#: ``%n`` messages ("1 day" / "2 days"), the way Qt does English plurals
SOURCE_LANG = "en"

#: ``i18n.tr(`` -> ``translate(`` for lupdate (see the module docstring).
_I18N_TR = re.compile(r"\bi18n\.tr\(")


def find_tool(name: str) -> str | None:
    """``pyside6-lupdate`` on PATH, else the binary shipped inside the PySide6 package."""
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    try:
        import PySide6  # noqa: PLC0415
    except ImportError:
        return None
    base = Path(PySide6.__file__).parent
    for candidate in (base / name, base / f"{name}.exe", base / "Qt" / "libexec" / name):
        if candidate.is_file():
            return str(candidate)
    return None


def languages(requested: list[str]) -> list[str]:
    if requested:
        return requested
    found = sorted(p.stem.removeprefix("tracker_") for p in TS_DIR.glob("tracker_*.ts"))
    return found or list(DEFAULT_LANGS)


def unfinished_messages(ts: Path) -> list[tuple[str, str]]:
    """(context, source) of every message that is unfinished or has an empty translation."""
    out = []
    root = ET.parse(ts).getroot()
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None:
                out.append((name, msg.findtext("source") or ""))
                continue
            kind = tr.get("type")
            if kind in ("obsolete", "vanished"):
                continue
            text = "".join(tr.itertext()).strip()
            if kind == "unfinished" or not text:
                out.append((name, msg.findtext("source") or ""))
    return out


def message_count(ts: Path) -> int:
    root = ET.parse(ts).getroot()
    return sum(
        1
        for msg in root.iter("message")
        if (msg.find("translation") is None
            or msg.find("translation").get("type") not in ("obsolete", "vanished"))
    )


def run(cmd: list[str]) -> None:
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout + proc.stderr)
        raise SystemExit(f"error: {Path(cmd[0]).name} failed with status {proc.returncode}")
    for line in (proc.stdout + proc.stderr).splitlines():
        line = line.strip()
        if line and not line.startswith("Updating"):
            print(f"  {line}")


def lupdate(tool: str, cat: Catalogue, lang: str, check_only: bool = False) -> bool:
    """Run lupdate over a transformed copy of the catalogue's files into a copy of its .ts.

    Copies the result back over the .ts (unless ``check_only``). Returns True if the messages
    (context, source, comment) the code has are exactly those of the .ts."""
    ts = cat.ts(lang)
    with tempfile.TemporaryDirectory(prefix="tracker_lupdate_") as tmp:
        tmp_root = Path(tmp)
        files = []
        for src in cat.files:
            rel = src.relative_to(ROOT)
            dst = tmp_root / rel
            dst.parent.mkdir(parents=True, exist_ok=True)
            dst.write_text(_I18N_TR.sub("translate(", src.read_text(encoding="utf-8")),
                           encoding="utf-8")
            files.append(dst)
        tmp_ts = tmp_root / ts.relative_to(ROOT)
        tmp_ts.parent.mkdir(parents=True, exist_ok=True)
        if ts.exists():
            shutil.copy2(ts, tmp_ts)
        lst = tmp_root / "files.lst"
        lst.write_text("\n".join(str(f) for f in files) + "\n", encoding="utf-8")
        cmd = [tool, "-extensions", "py", "-no-obsolete", "-locations", "relative",
               "-source-language", "en", "-target-language", lang,
               f"@{lst}", "-ts", str(tmp_ts)]
        if lang == SOURCE_LANG:
            cmd.insert(1, "-pluralonly")
        if check_only:
            cmd.insert(1, "-silent")
        run(cmd)
        in_sync = ts.exists() and message_keys(tmp_ts) == message_keys(ts)
        if not check_only:
            ts.parent.mkdir(parents=True, exist_ok=True)
            if not ts.exists() or not filecmp.cmp(tmp_ts, ts, shallow=False):
                shutil.copyfile(tmp_ts, ts)
        return in_sync


def message_keys(ts: Path) -> set[tuple[str, str, str]]:
    root = ET.parse(ts).getroot()
    return {
        (ctx.findtext("name") or "", msg.findtext("source") or "", msg.findtext("comment") or "")
        for ctx in root.iter("context")
        for msg in ctx.iter("message")
        if (msg.find("translation") is None
            or msg.find("translation").get("type") not in ("obsolete", "vanished"))
    }


def lrelease(tool: str, ts: Path, qm: Path) -> None:
    run([tool, "-silent", str(ts), "-qm", str(qm)])


def qm_is_current(tool: str, cat: Catalogue, lang: str) -> bool:
    """True if building the .ts now gives exactly the committed .qm."""
    qm = cat.qm(lang)
    if not qm.exists():
        return False
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / qm.name
        lrelease(tool, cat.ts(lang), fresh)
        return fresh.read_bytes() == qm.read_bytes()


def report(cat: Catalogue, lang: str) -> int:
    ts = cat.ts(lang)
    todo = unfinished_messages(ts)
    total = message_count(ts)
    print(f"{ts.relative_to(ROOT)}: {total} messages, {total - len(todo)} finished, "
          f"{len(todo)} unfinished")
    for ctx, src in todo:
        print(f"  unfinished: [{ctx}] {src!r}")
    return len(todo)


def _one(cat: Catalogue, lang: str, args: argparse.Namespace, lupdate_tool: str | None,
         lrelease_tool: str) -> int:
    ts, qm = cat.ts(lang), cat.qm(lang)
    if args.check:
        status = 0
        if not ts.exists():
            print(f"{ts} is missing")
            return 1
        if not lupdate(lupdate_tool, cat, lang, check_only=True):
            print(f"{ts.relative_to(ROOT)} is not up to date with the code "
                  "(run python tools/update_translations.py)")
            status = 1
        if report(cat, lang):
            status = 1
        if not qm_is_current(lrelease_tool, cat, lang):
            print(f"{qm.relative_to(ROOT)} is not built from the current .ts")
            status = 1
        return status
    if not args.release_only:
        print(f"lupdate: {len(cat.files)} files -> {ts.relative_to(ROOT)}")
        lupdate(lupdate_tool, cat, lang)
    print(f"lrelease: -> {qm.relative_to(ROOT)}")
    lrelease(lrelease_tool, ts, qm)
    report(cat, lang)
    return 0


#: what a words file says that is no word to translate (the same in every language)
_NOT_WORDS = ("primary", "plot", "badge")


def word_paths(data: object, at: str = "") -> set[str]:
    """The paths ("conditions.stunned.label") of every word in a words file's data."""
    if isinstance(data, str):
        return {at}
    if isinstance(data, list):
        return set().union(*(word_paths(v, f"{at}[{i}]") for i, v in enumerate(data)))
    if not isinstance(data, dict):
        return set()
    return set().union(*(word_paths(v, f"{at}.{k}" if at else str(k))
                         for k, v in data.items() if k not in _NOT_WORDS))


def untranslated_words(en: dict, other: dict) -> list[str]:
    """The words of ``en`` (a ruleset's English words file) that ``other`` (the same file in
    another language) lacks, as sorted paths."""
    return sorted(word_paths(en) - word_paths(other))


def words_files() -> list[tuple[str, Path]]:
    """(ruleset id, its words file with ``{lang}`` in its name) of every bundled ruleset."""
    sys.path.insert(0, str(ROOT))
    from tracker.model.plugins import bundled, manifests

    out = []
    for rid in bundled():
        man = manifests()[rid]
        if man.words:
            package, _, name = man.words.partition(":")
            out.append((rid, ROOT.joinpath(*package.split("."), name)))
    return out


def check_words(langs: list[str]) -> int:
    """1 if a bundled ruleset's words file in one of ``langs`` lacks one of its English words
    (or cannot be read), else 0; prints what is missing."""
    import json

    status = 0
    for _rid, pattern in words_files():
        en = json.loads(Path(str(pattern).replace("{lang}", SOURCE_LANG)).read_text("utf-8"))
        for lang in langs:
            if lang == SOURCE_LANG:
                continue
            path = Path(str(pattern).replace("{lang}", lang))
            try:
                other = json.loads(path.read_text("utf-8"))
            except (OSError, ValueError) as exc:
                print(f"{path.relative_to(ROOT)}: cannot be read ({exc})")
                status = 1
                continue
            missing = untranslated_words(en, other)
            print(f"{path.relative_to(ROOT)}: {len(missing)} untranslated words")
            for word in missing:
                print(f"  untranslated: {word}")
            status |= 1 if missing else 0
    return status


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("langs", nargs="*", help="language codes (default: every tracker_*.ts)")
    ap.add_argument("--release-only", action="store_true", help="only rebuild the .qm files")
    ap.add_argument("--check", action="store_true",
                    help="change nothing; fail if a .ts is unfinished or its .qm is stale")
    args = ap.parse_args(argv)

    lupdate_tool = find_tool("lupdate")
    lrelease_tool = find_tool("lrelease")
    if lupdate_tool is None and not args.release_only:
        print("error: pyside6-lupdate not found (pip install PySide6-Essentials)", file=sys.stderr)
        return 2
    if lrelease_tool is None:
        print("error: pyside6-lrelease not found (pip install PySide6-Essentials)", file=sys.stderr)
        return 2

    status = 0
    for cat in catalogues():
        for lang in languages(args.langs):
            status |= _one(cat, lang, args, lupdate_tool, lrelease_tool)
    if args.check:
        status |= check_words(languages(args.langs))
    return status


if __name__ == "__main__":
    sys.exit(main())
