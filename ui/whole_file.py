"""A file written whole or not at all: a temporary file beside it, then renamed over it (an
export, a hand history, a report: never half a file after a full disk or a crash).

Kept apart from the command line (:mod:`ui.exports_cli`) so that the screens that save files
do not import the program's composition root with it.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

__all__ = ["write_whole"]


def write_whole(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` all at once: a temporary file beside it, then renamed."""
    folder = path.parent if str(path.parent) else Path(".")
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as out:
            out.write(text)
        os.chmod(temp, _file_mode(path))
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def _file_mode(path: Path) -> int:
    """The mode of the file being replaced, else a new file's usual mode (umask applied)."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
