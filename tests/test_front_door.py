"""The README is the project's front door (issue 34): what it is, a screenshot, the command
that installs and starts it and the one that tests it, links to the guides; CI runs exactly
the README's test command; nothing points outside the repository."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ["README.md", "docs/guide.en.md", "docs/guide.ja.md", "docs/development.md"]


def _read(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


def _commands(text: str) -> list[str]:
    """The one-line commands of the text's fenced code blocks."""
    return [block.strip() for block in re.findall(r"```\n(.*?)```", text, re.S)
            if "\n" not in block.strip()]


def test_ci_runs_exactly_the_readme_test_command():
    readme = _commands(_read("README.md"))
    tests = [c for c in readme if "pytest" in c]
    assert len(tests) == 1
    ci = [line.strip() for line in _read(".ci/run").splitlines() if "pytest" in line]
    assert ci == tests


def test_the_readme_commands_use_a_virtual_environment():
    # Debian 12 / Ubuntu 23.04+: pip refuses the system Python (externally-managed-environment)
    readme = _commands(_read("README.md"))
    assert len(readme) == 2
    for command in readme:
        steps = command.split(" && ")
        assert "python3 -m venv .venv" in steps and ". .venv/bin/activate" in steps
        assert steps.index(". .venv/bin/activate") < next(
            i for i, s in enumerate(steps) if s.startswith("pip install"))
    assert readme[0].endswith("pip install . && combat-tracker")


def test_nothing_points_outside_the_repository():
    for name in DOCS:
        assert "../shared" not in _read(name), name


def test_every_link_and_image_of_the_docs_is_there():
    for name in DOCS:
        base = (ROOT / name).parent
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", _read(name)):
            if target.startswith(("http://", "https://")):
                continue
            assert (base / target).exists(), f"{name}: {target}"
    assert "docs/images/" in _read("README.md")  # the screenshot
    for guide in ("docs/guide.ja.md", "docs/guide.en.md"):
        assert "images/" in _read(guide)
