"""The translation catalogues of the checkout: the tracker's own (resources/translations/) and
each bundled ruleset's (in its kit's package), as tools/update_translations.py writes them."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def ts_files(lang: str) -> list[Path]:
    found = [ROOT / "resources" / "translations" / f"tracker_{lang}.ts"]
    found += sorted((ROOT / "tracker").glob(f"**/translations/*_{lang}.ts"))
    return found


def qm_of(ts: Path) -> Path:
    return ts.with_suffix(".qm")
