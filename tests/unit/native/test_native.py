"""The optional compiled engine is used only when it matches the source (tournament._native)."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

import tournament.engine.state
from tournament import _native


def _layout(tmp_path: Path) -> Path:
    """A fake install: one source file, one 'compiled' file and a matching manifest."""
    source = tmp_path / "tournament" / "engine" / "state.py"
    source.parent.mkdir(parents=True)
    source.write_text("X = 1\n", encoding="utf-8")
    out = tmp_path / "tournament" / "_mypyc"
    (out / "engine").mkdir(parents=True)
    (out / "engine" / "state.so").write_bytes(b"")
    manifest = {
        "cache_tag": sys.implementation.cache_tag,
        "modules": {"tournament.engine.state": "engine/state.so"},
        "sources": {"tournament/engine/state.py": hashlib.sha256(source.read_bytes()).hexdigest()},
    }
    (out / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    return out / "manifest.json"


def test_compiled_build_used_when_every_source_hash_matches(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("POKERFLOOR_PURE_PYTHON", raising=False)
    files, status = _native.check(_layout(tmp_path), tmp_path)
    assert files == {"tournament.engine.state": tmp_path / "tournament/_mypyc/engine/state.so"}
    assert status.startswith("compiled")


def test_edited_source_runs_as_python_not_stale_compiled_code(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("POKERFLOOR_PURE_PYTHON", raising=False)
    manifest = _layout(tmp_path)
    (tmp_path / "tournament/engine/state.py").write_text("X = 2\n", encoding="utf-8")
    files, status = _native.check(manifest, tmp_path)
    assert files is None
    assert "tournament/engine/state.py changed" in status


def test_pure_python_variable_disables_the_compiled_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("POKERFLOOR_PURE_PYTHON", "1")
    files, status = _native.check(_layout(tmp_path), tmp_path)
    assert files is None
    assert "POKERFLOOR_PURE_PYTHON" in status


def test_missing_manifest_or_compiled_file_means_pure_python(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("POKERFLOOR_PURE_PYTHON", raising=False)
    manifest = _layout(tmp_path)
    (manifest.parent / "engine" / "state.so").unlink()
    assert _native.check(manifest, tmp_path)[0] is None
    assert _native.check(tmp_path / "nothing.json", tmp_path)[0] is None


def test_running_engine_is_the_one_the_status_names() -> None:
    origin = tournament.engine.state.__spec__.origin
    assert origin is not None
    assert origin.endswith(".py") != _native.COMPILED
    assert _native.STATUS.startswith("compiled") == _native.COMPILED
