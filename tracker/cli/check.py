"""``python -m tracker check FILE...``: validate encounter files without a window.

Prints ``FILE: OK`` or one ``FILE: PATH: MESSAGE`` line per problem; exits 0 when every file
is valid, 1 otherwise, 2 on a usage error."""

from __future__ import annotations

from ..model.files import check_file, problem_lines
from .jsonl import FilesCommand


def _check(name: str) -> tuple[list[str], bool]:
    problems = check_file(name)
    return problem_lines(name, problems), not problems


main = FilesCommand("check", _check).main
