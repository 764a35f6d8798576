"""Load the optional mypyc-compiled hand engine, but only when it matches the source.

``setup.py`` may compile the hot modules (``tournament.engine.state``, ``pots``,
``showdown``, ``stud`` and ``tournament.cards.evaluate``) into ``tournament/_mypyc/``,
where nothing shadows a .py file, with ``manifest.json`` recording a SHA-256 of each
source file the build read.  :func:`install` puts a finder in front of the import
system that serves those modules from the compiled files when, and only when, every
recorded hash still matches the file on disk.  One edited file anywhere in that set and
every module is imported from its .py source (all or nothing), so an editable checkout
never runs stale compiled code.  ``POKERFLOOR_PURE_PYTHON=1`` forces pure Python.

:data:`STATUS` says which engine runs and why.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

__all__ = ["COMPILED", "STATUS", "check", "install"]

_HERE = Path(__file__).resolve().parent
_MANIFEST = _HERE / "_mypyc" / "manifest.json"

COMPILED = False
"""Whether the compiled modules are in use."""
STATUS = "pure Python (not installed yet)"
"""Which engine runs, and why."""


class _CompiledLoader(importlib.machinery.ExtensionFileLoader):
    """Loads a compiled module; its ``__file__`` names the .py source it was built from.

    (``__spec__.origin`` stays the compiled file.)  Tools that match a module to its
    file, such as pytest's ``--doctest-modules``, then see the module they expect.
    The compiled modules import one another inside the shared library, without this
    loader, so every loaded one is fixed after each load.
    """

    def __init__(self, name: str, path: str, sources: dict[str, str]) -> None:
        super().__init__(name, path)
        self.sources = sources

    def exec_module(self, module: ModuleType) -> None:
        """Initialise the module, then point ``__file__`` at the sources."""
        super().exec_module(module)
        for name, source in self.sources.items():
            loaded = sys.modules.get(name)
            if loaded is not None:
                loaded.__file__ = source
        if module.__name__ in self.sources:
            module.__file__ = self.sources[module.__name__]


class _CompiledFinder(importlib.abc.MetaPathFinder):
    """Serves the listed module names from their compiled extension files."""

    def __init__(self, files: dict[str, Path]) -> None:
        self.files = files
        root = _HERE.parent
        self.sources = {
            name: str(root.joinpath(*name.split(".")).with_suffix(".py"))
            for name in files
            if name.startswith("tournament.")
        }

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        """The extension module's spec for a compiled name, else ``None``."""
        file = self.files.get(fullname)
        if file is None:
            return None
        loader = _CompiledLoader(fullname, str(file), self.sources)
        return importlib.util.spec_from_file_location(fullname, file, loader=loader)


def check(
    manifest_file: Path = _MANIFEST, root: Path = _HERE.parent
) -> tuple[dict[str, Path] | None, str]:
    """The compiled files to use (or ``None``) and the reason.

    ``root`` is the folder holding the ``tournament`` package (the manifest's paths are
    relative to it).
    """
    if os.environ.get("POKERFLOOR_PURE_PYTHON", "") not in ("", "0"):
        return None, "pure Python (POKERFLOOR_PURE_PYTHON is set)"
    try:
        manifest = json.loads(manifest_file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None, "pure Python (no compiled engine was built)"
    if manifest.get("cache_tag") != sys.implementation.cache_tag:
        return None, "pure Python (compiled for another Python)"
    for name, digest in manifest["sources"].items():
        try:
            data = (root / name).read_bytes()
        except OSError:
            return None, f"pure Python ({name} is missing)"
        if hashlib.sha256(data).hexdigest() != digest:
            return None, f"pure Python ({name} changed since the compiled build)"
    files = {name: manifest_file.parent / rel for name, rel in manifest["modules"].items()}
    if not all(f.is_file() for f in files.values()):
        return None, "pure Python (a compiled file is missing)"
    return files, f"compiled ({len(files) - 1} modules)"


def install() -> None:
    """Put the compiled-module finder first, if the compiled build matches the source."""
    global COMPILED, STATUS
    if any(isinstance(f, _CompiledFinder) for f in sys.meta_path):
        return
    files, STATUS = check()
    if files is not None:
        sys.meta_path.insert(0, _CompiledFinder(files))
        COMPILED = True
