"""A real, small, full filesystem for the reliability tests (issue 25): a tmpfs mounted by
the test itself, which needs root (CI and the development machines run the tests as root);
the tests that use it are skipped otherwise.

:func:`small_disk` mounts a tmpfs of a given size on a fresh folder and unmounts it after
the test; :func:`resize` grows (or shrinks) it in place, as a director freeing space would;
:func:`run_until_full` runs a worker process until the disk is full and kills it with SIGKILL.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@contextlib.contextmanager
def small_disk(folder: Path, size: str) -> Iterator[Path]:
    """A tmpfs of ``size`` (``"1500k"``) mounted on ``folder``; skipped when not root."""
    if os.geteuid() != 0:
        pytest.skip("mounting a small filesystem needs root")
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size},mode=0777", "tmpfs", str(folder)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def resize(folder: Path, size: str) -> None:
    """Change the size of the tmpfs mounted on ``folder`` (its files stay)."""
    subprocess.run(["mount", "-o", f"remount,size={size}", str(folder)], check=True)


def hashes(folder: Path) -> dict[str, str]:
    """Each file of the folder with the SHA-256 of its bytes."""
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.iterdir())
        if p.is_file()
    }


def run_until_full(args: list[str], refusals: int = 20) -> tuple[list[tuple[int, str]], list[str]]:
    """Run ``python -m ARGS`` until it printed ``refusals`` ``E`` lines (writes refused: the
    disk is full), then SIGKILL it; return its ``C seq hash`` commits and its refusals."""
    proc = subprocess.Popen(
        [sys.executable, "-m", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert proc.stdout is not None
    commits: list[tuple[int, str]] = []
    errors: list[str] = []
    try:
        for raw in proc.stdout:
            line = raw.decode().rstrip("\n")
            if line.startswith("C "):
                _, seq, digest = line.split()
                commits.append((int(seq), digest))
            elif line.startswith("E "):
                errors.append(line[2:])
                if len(errors) >= refusals:
                    break
    finally:
        proc.send_signal(signal.SIGKILL)
        _, err = proc.communicate(timeout=60)
    assert proc.returncode == -signal.SIGKILL, err.decode()[-2000:]
    return commits, errors
