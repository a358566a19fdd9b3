"""Typed errors of the model. Each carries a stable ``code`` and keyword ``args`` so a UI can
translate the message; ``str(error)`` is a clear English sentence for logs and the CLI."""

from __future__ import annotations

from typing import Any


class TrackerError(Exception):
    def __init__(self, code: str, message: str, **args: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.args_ = args

    def __str__(self) -> str:
        return self.message


class RulesError(TrackerError):
    """A request the rules cannot resolve (impossible hit, bad numbers)."""


class BodyPlanError(RulesError):
    """A body plan or location that does not exist or is malformed."""
