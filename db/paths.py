"""Where pokerfloor keeps its database by default (platformdirs-like, standard library only)."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

__all__ = ["APP_NAME", "DB_FILE_NAME", "default_db_path", "user_data_dir"]

APP_NAME = "pokerfloor"
DB_FILE_NAME = "pokerfloor.sqlite"


def user_data_dir(
    *,
    platform: str | None = None,
    environ: Mapping[str, str] | None = None,
    home: Path | None = None,
) -> Path:
    """The per-user data folder for pokerfloor.

    Linux/BSD: ``$XDG_DATA_HOME/pokerfloor`` or ``~/.local/share/pokerfloor``;
    Windows: ``%APPDATA%\\pokerfloor``; macOS: ``~/Library/Application Support/pokerfloor``.

    >>> user_data_dir(platform="linux", environ={}, home=Path("/home/ann")).as_posix()
    '/home/ann/.local/share/pokerfloor'
    >>> user_data_dir(platform="linux", environ={"XDG_DATA_HOME": "/data"}, home=Path("/h"))
    PosixPath('/data/pokerfloor')
    >>> user_data_dir(platform="darwin", environ={}, home=Path("/Users/ann")).as_posix()
    '/Users/ann/Library/Application Support/pokerfloor'
    """
    platform = sys.platform if platform is None else platform
    env = os.environ if environ is None else environ
    home = Path.home() if home is None else home
    if platform.startswith("win"):
        base = env.get("APPDATA") or str(home / "AppData" / "Roaming")
        return Path(base) / APP_NAME
    if platform == "darwin":
        return home / "Library" / "Application Support" / APP_NAME
    xdg = env.get("XDG_DATA_HOME", "")
    base_path = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return base_path / APP_NAME


def default_db_path(
    *,
    platform: str | None = None,
    environ: Mapping[str, str] | None = None,
    home: Path | None = None,
) -> Path:
    """The default database file (the folder is not created here; `open_store` creates it).

    >>> default_db_path(platform="linux", environ={}, home=Path("/home/ann")).name
    'pokerfloor.sqlite'
    """
    return user_data_dir(platform=platform, environ=environ, home=home) / DB_FILE_NAME
