"""What the live view serves, as bytes made once: the page's files (:class:`Asset`,
:func:`load_assets`), the published feed (:class:`Feed`, made by its first reader on the
server's thread), each with its entity tag, the short page a wrong or revoked link gets
(:func:`refusal_page`) and a fresh access token (:func:`new_token`).
"""

from __future__ import annotations

import hashlib
import html
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources

__all__ = [
    "Asset",
    "Feed",
    "load_assets",
    "new_token",
    "refusal_page",
]


_REFUSAL = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>pokerfloor</title></head>
<body style="background:#111;color:#eee;font:1.4rem sans-serif;margin:2rem">
<p role="alert">{text}</p></body></html>
"""


_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
}


@dataclass(frozen=True, slots=True)
class Asset:
    """A file of the page: its bytes and content type."""

    body: bytes
    content_type: str

    @property
    def etag(self) -> str:
        """The entity tag of the bytes (a reload sends it back and gets a 304)."""
        return '"' + hashlib.sha256(self.body).hexdigest()[:20] + '"'


class Feed:
    """A published snapshot: its version and encoded JSON document.

    The document is given as bytes or as a function that makes them from values captured
    when it was published; it is then made once, by the first request that needs it (on
    the server's thread, never on the Qt side), and the same bytes are served after.
    """

    __slots__ = ("_body", "_lock", "_make", "version")

    def __init__(self, version: int, body: bytes | Callable[[], bytes]) -> None:
        self.version = version
        self._body: bytes | None = body if isinstance(body, bytes) else None
        self._make: Callable[[], bytes] | None = None if isinstance(body, bytes) else body
        self._lock = threading.Lock()

    @property
    def body(self) -> bytes:
        """The encoded document (made now if this is its first reader)."""
        body = self._body
        if body is None:
            with self._lock:
                if self._body is None:
                    assert self._make is not None
                    self._body, self._make = self._make(), None
                body = self._body
        return body

    @property
    def etag(self) -> str:
        """The entity tag phones send back to get a 304 when nothing changed."""
        return f'"{self.version}"'


def new_token() -> str:
    """A fresh random access token (128 bits, URL-safe)."""
    return secrets.token_urlsafe(16)


def refusal_page(text: str, lang: str) -> bytes:
    """The short page a wrong or revoked link gets (``text`` in ``lang``)."""
    return _REFUSAL.format(lang=html.escape(lang), text=html.escape(text)).encode("utf-8")


def load_assets(package: str = "resources.live") -> dict[str, Asset]:
    """The page's files from ``package`` by name (``index.html``, ``app.js``, ...)."""
    out: dict[str, Asset] = {}
    for entry in resources.files(package).iterdir():
        suffix = "." + entry.name.rsplit(".", 1)[-1]
        if entry.is_file() and suffix in _TYPES:
            out[entry.name] = Asset(entry.read_bytes(), _TYPES[suffix])
    return out
