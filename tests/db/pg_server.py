"""Stopping, starting and restarting the throwaway PostgreSQL server of the tests
(``.ci/postgres.sh`` started it and exported its data folder and URL)."""

from __future__ import annotations

import glob
import os
import subprocess

from sqlalchemy.engine import make_url

from tests.db.conftest import PG_URL


def _pg_ctl(*args: str) -> None:
    """Run ``pg_ctl`` (as the postgres user when we are root)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    assert found, "pg_ctl not found"
    command = [found[-1], *args]
    if os.getuid() == 0:
        command = ["runuser", "-u", "postgres", "--", *command]
    subprocess.run(
        command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120
    )


def _datadir() -> str:
    return os.environ["POKERFLOOR_PG_DATADIR"]


def _log() -> str:
    return os.path.join(_datadir(), "server.log")


def stop_server() -> None:
    """Stop the server at once (its sessions are cut)."""
    _pg_ctl("-D", _datadir(), "-m", "fast", "-w", "-t", "60", "stop")


def start_server() -> None:
    """Start the server again, on the same address."""
    port = make_url(PG_URL).port
    options = f"-h 127.0.0.1 -p {port} -k {_datadir()} -F"
    _pg_ctl("-D", _datadir(), "-l", _log(), "-o", options, "-w", "-t", "60", "start")


def restart_server() -> None:
    """Restart the server (its sessions are cut)."""
    _pg_ctl("-D", _datadir(), "-l", _log(), "-m", "fast", "-w", "-t", "60", "restart")
