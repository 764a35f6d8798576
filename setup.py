"""Optional mypyc build of the hand engine's hot modules (everything else is in pyproject.toml).

The compiled modules are built OUT of the source folders, under ``tournament/_mypyc/``, as
``tournament/_mypyc/engine/state.<abi>.so`` and so on, beside ``manifest.json`` that records a
SHA-256 of every source file the compiled code was built from.  Nothing there shadows a .py
file: ``tournament/_native.py`` loads the compiled modules only when every recorded hash still
matches the source (so an edited ``state.py`` in an editable checkout runs as Python until
the next ``pip install -e .``).

Skipped (pure Python, install still succeeds) when ``POKERFLOOR_PURE_PYTHON=1``, when there is
no C compiler or no Python headers, or when compiling fails for any reason.
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import shutil
import sys
import sysconfig
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
MYPY_REQUIREMENT = "mypy==2.4.1"  # the compiler (mypyc ships with mypy); pinned for repeatability
GROUP = "pokerfloor_engine"  # the shared library: ``pokerfloor_engine__mypyc``
OUT_PACKAGE = "tournament._mypyc"
COMPILED = [  # the hot path of one hand; keep in step with tournament/_native.py's docs
    "tournament/engine/state.py",
    "tournament/engine/pots.py",
    "tournament/engine/showdown.py",
    "tournament/engine/stud.py",
    "tournament/cards/evaluate.py",
]


def _wanted() -> str | None:
    """Why the compiled build is skipped, or ``None`` when it should be tried."""
    if os.environ.get("POKERFLOOR_PURE_PYTHON", "") not in ("", "0"):
        return "POKERFLOOR_PURE_PYTHON is set"
    if sys.implementation.name != "cpython":
        return "not CPython"
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(os.environ.get("CC", cc).split()[0]) is None:
        return f"no C compiler ({cc})"
    if not Path(sysconfig.get_paths()["include"], "Python.h").is_file():
        return "no Python headers (Python.h)"
    return None


def _module_file(name: str) -> Path | None:
    base = ROOT.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def _closure(paths: list[str]) -> list[Path]:
    """The compiled sources plus every ``tournament`` module (and package) they import."""
    todo = [ROOT / p for p in paths]
    seen: set[Path] = set()
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        rel = path.relative_to(ROOT).with_suffix("")
        parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
        names = [".".join(parts[:i]) for i in range(1, len(parts))]  # parent packages
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names += [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.append(node.module)
                names += [f"{node.module}.{a.name}" for a in node.names]
        for name in names:
            if name.split(".")[0] == "tournament" and (found := _module_file(name)):
                todo.append(found)
    return sorted(seen)


def _manifest(ext_files: dict[str, str]) -> dict[str, object]:
    sources = {
        p.relative_to(ROOT).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in _closure(COMPILED)
    }
    return {"cache_tag": sys.implementation.cache_tag, "modules": ext_files, "sources": sources}


class OptionalBuildExt(build_ext):
    """Builds the mypyc extensions; any failure leaves a working pure-Python install."""

    def run(self) -> None:
        """Build every extension, then write the manifest (only if all of them built)."""
        try:
            super().run()
            self._write_manifest()
        except Exception as error:  # any failure: stay pure Python
            self._give_up(error)

    def _write_manifest(self) -> None:
        files = {}
        prefix = Path(*OUT_PACKAGE.split("."))
        for ext in self.extensions:
            built = Path(self.get_ext_fullpath(ext.name))
            if not built.is_file():
                raise RuntimeError(f"{built} was not built")
            module = ext.name.removeprefix(OUT_PACKAGE + ".")
            real = module if module.endswith("__mypyc") else f"tournament.{module}"
            files[real] = Path(self.get_ext_filename(ext.name)).relative_to(prefix).as_posix()
        text = json.dumps(_manifest(files), indent=1, sort_keys=True)
        targets = [Path(self.build_lib, prefix)]
        if self.inplace or getattr(self, "editable_mode", False):
            targets.append(ROOT / prefix)
        for folder in targets:
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "manifest.json").write_text(text, encoding="utf-8")

    def copy_extensions_to_source(self) -> None:
        """Editable install: copy into ``tournament/_mypyc/`` (made first) in the checkout."""
        for ext in self.extensions:
            folder = ROOT.joinpath(*ext.name.split(".")[:-1])
            folder.mkdir(parents=True, exist_ok=True)
        super().copy_extensions_to_source()

    def _give_up(self, error: BaseException) -> None:
        print(f"pokerfloor: compiled engine skipped, pure Python ({error})", file=sys.stderr)
        for folder in (Path(self.build_lib), ROOT):
            shutil.rmtree(folder.joinpath(*OUT_PACKAGE.split(".")), ignore_errors=True)
        self.extensions = []


def _extensions() -> list[object]:
    """mypyc's extensions, renamed to live under ``tournament/_mypyc/`` (or none)."""
    try:
        from mypyc.build import mypycify
    except ImportError:  # first pass of a PEP 517 build: mypy is not installed yet
        return []
    os.chdir(ROOT)  # mypy resolves the module paths from the project root
    exts = mypycify(COMPILED, opt_level="3", group_name=GROUP, target_dir="build/mypyc")
    for ext in exts:
        # "tournament.engine.state" -> "tournament._mypyc.engine.state";
        # the shared library "pokerfloor_engine__mypyc" -> "tournament._mypyc.pokerfloor_..."
        tail = ext.name.removeprefix("tournament.")
        ext.name = f"{OUT_PACKAGE}.{tail}"
    return list(exts)


skip = _wanted()
if skip:
    print(f"pokerfloor: pure-Python engine ({skip})", file=sys.stderr)
setup(
    setup_requires=[] if skip else [MYPY_REQUIREMENT],
    ext_modules=[] if skip else _extensions(),
    cmdclass={"build_ext": OptionalBuildExt},
)
