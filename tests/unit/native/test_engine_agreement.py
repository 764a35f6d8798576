"""The compiled engine behaves exactly as the pure-Python one (same fingerprint)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.unit.native import fingerprint
from tournament import _native

ROOT = Path(__file__).resolve().parents[3]
HANDS = 150


def _pure_digests() -> dict[str, str]:
    env = dict(os.environ, POKERFLOOR_PURE_PYTHON="1")
    code = (
        "import json, tournament._native as n; assert not n.COMPILED; "
        "from tests.unit.native import fingerprint; "
        f"print(json.dumps(fingerprint.digests({HANDS})))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT, env=env
    )
    found: dict[str, str] = json.loads(done.stdout)
    return found


@pytest.mark.skipif(not _native.COMPILED, reason=f"no compiled engine here: {_native.STATUS}")
def test_compiled_and_pure_engines_give_the_same_fingerprint_in_every_variant() -> None:
    assert fingerprint.digests(HANDS) == _pure_digests()


def test_fingerprint_is_deterministic_and_differs_per_variant() -> None:
    first = fingerprint.digests(3)
    assert first == fingerprint.digests(3)  # deterministic
    assert len(set(first.values())) == len(fingerprint.CODES)  # one per variant
