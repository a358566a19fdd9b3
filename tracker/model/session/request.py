"""The session reads its requests with the one request reader of the headless commands."""

from __future__ import annotations

from ..request import Request as Req
from ..request import RequestError, is_int

__all__ = ["Req", "RequestError", "is_int"]
