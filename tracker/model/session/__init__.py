"""The headless session (``python -m tracker session``): JSON-lines GM actions over the
window's operations and undo history. See :mod:`.engine`."""

from .engine import Session, run_lines

__all__ = ["Session", "run_lines"]
