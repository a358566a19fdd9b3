"""Fill unfinished messages of a .ts file from translations that already exist elsewhere.

Usage:
    python tools/fill_translations.py SOURCE.ts [SOURCE2.ts ...] [--into TARGET.ts]
    python tools/fill_translations.py --json NEW.json [--into TARGET.ts]

NEW.json: a list of ``[context, source, translation]`` for new messages (a translation
for a plural message is a list of forms).

TARGET defaults to ``resources/translations/tracker_ja.ts``; ``--all ja`` fills every Japanese
catalogue (the tracker's and each bundled ruleset's, in its kit's package). For every message of TARGET that
is unfinished, the translation is taken from the first SOURCE that has the same context and
source text finished, else from one that has the same source text finished in any context
(a string that moved to another module keeps its translation). Messages with plural forms
are filled only from a message with the same number of forms.

Typical uses: after moving strings between modules (copy the .ts aside, run
``update_translations.py``, then fill from the copy), and after merging branches whose .ts
files both grew (fill from each branch's .ts). Run ``update_translations.py --release-only``
afterwards to rebuild the .qm. Prints how many messages were filled and how many stay
unfinished.
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ROOT / "resources" / "translations" / "tracker_ja.ts"


def _finished(msg: ET.Element) -> ET.Element | None:
    tr = msg.find("translation")
    if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
        return None
    if not (tr.text or "").strip() and not tr.findall("numerusform"):
        return None
    return tr


def known(paths: list[Path]) -> tuple[dict, dict]:
    """(context, source) -> translation element, and source -> translation element."""
    exact: dict[tuple[str, str], ET.Element] = {}
    by_source: dict[str, ET.Element] = {}
    for path in paths:
        root = ET.parse(path).getroot()
        for ctx in root.iter("context"):
            name = ctx.findtext("name") or ""
            for msg in ctx.iter("message"):
                src = msg.findtext("source") or ""
                tr = _finished(msg)
                if tr is None:
                    continue
                exact.setdefault((name, src), tr)
                by_source.setdefault(src, tr)
    return exact, by_source


def fill(target: Path, sources: list[Path],
         given: dict[tuple[str, str], str | list[str]] | None = None) -> tuple[int, int]:
    exact, by_source = known(sources)
    for (ctx, src), text in (given or {}).items():
        el = ET.Element("translation")
        if isinstance(text, list):
            for form in text:
                ET.SubElement(el, "numerusform").text = form
        else:
            el.text = text
        exact[(ctx, src)] = el
    tree = ET.parse(target)
    filled = left = 0
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None or tr.get("type") != "unfinished":
                continue
            src = msg.findtext("source") or ""
            have = exact.get((name, src))
            if have is None:  # (an Element without children is false: no "or" here)
                have = by_source.get(src)
            forms = tr.findall("numerusform")
            if have is None or len(have.findall("numerusform")) != len(forms):
                left += 1
                continue
            if forms:
                for mine, theirs in zip(forms, have.findall("numerusform"), strict=True):
                    mine.text = theirs.text
            else:
                tr.text = have.text
            del tr.attrib["type"]
            filled += 1
    tree.write(target, encoding="utf-8", xml_declaration=True)
    # lupdate writes a DOCTYPE line that ElementTree drops: put it back
    text = target.read_text(encoding="utf-8")
    if "<!DOCTYPE TS>" not in text:
        text = text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1)
        target.write_text(text, encoding="utf-8")
    return filled, left


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sources", nargs="*", type=Path)
    ap.add_argument("--into", type=Path, default=DEFAULT)
    ap.add_argument("--all", metavar="LANG",
                    help="fill every catalogue of LANG (the tracker's and each ruleset's)")
    ap.add_argument("--json", type=Path, help="new translations: [[context, source, text]]")
    args = ap.parse_args(argv)
    given = {}
    if args.json is not None:
        import json

        given = {(c, s): t for c, s, t in json.loads(args.json.read_text(encoding="utf-8"))}
    targets = [args.into] if args.all is None else catalogues(args.all)
    for target in targets:
        filled, left = fill(target, args.sources, given)
        print(f"{target}: {filled} filled, {left} still unfinished")
    return 0


def catalogues(lang: str) -> list[Path]:
    """Every .ts of ``lang``: the tracker's own and each bundled ruleset's (in the translations
    folder its manifest names, tracker/rulesets/<id>/translations/)."""
    sys.path.insert(0, str(ROOT))
    from tracker.model.plugins import bundled, manifests

    out = [ROOT / "resources" / "translations" / f"tracker_{lang}.ts"]
    for rid in bundled():
        man = manifests()[rid]
        if man.translations and man.catalogue:
            package, _, sub = man.translations.partition(":")
            folder = ROOT.joinpath(*package.split("."), *([sub] if sub else []))
            out.append(folder / f"{man.catalogue}_{lang}.ts")
    return out


if __name__ == "__main__":
    sys.exit(main())
