"""The spine's shape, measured: module sizes, import circles, the largest classes, private
reaches.

    .venv/bin/python bench/spine.py            # everything
    .venv/bin/python bench/spine.py --top 15   # the 15 largest classes

Prints, for issue 23's closing note (run before and after a change, side by side; the hop
counts of a bust and a recorded hand are ``bench/hops.py``'s):

- **module sizes**: the modules of ``tournament``, ``db`` and ``ui`` over ``--lines`` lines
  (300 by default; migrations left out), largest first;
- **import circles**: the strongly connected components of the module import graph
  (grimp, which import-linter installs), each with its size and modules: once for the
  imports that run, once with the ``if TYPE_CHECKING`` ones too;
- **largest classes** by method count (``def`` in the class body, properties included);
- **private reaches**: ``agg._name`` / ``t._name`` attribute reads of another object's
  private members in ``tournament/service`` (the handlers' reaches into the aggregate;
  ``tests/unit/service/test_handlers_on_values.py`` keeps them at none).
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections import Counter
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
PACKAGES = ("tournament", "db", "ui")
_REACH = re.compile(r"\b(?!self\b)[a-z_][a-z0-9_]*\._[a-z][a-z0-9_]*")


def _components(graph: grimp.ImportGraph) -> list[list[str]]:
    """Tarjan's strongly connected components with more than one module."""
    modules = sorted(graph.modules)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(root: str) -> None:
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in graph.modules:
                    continue
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on.add(child)
                    work.append(
                        (child, iter(sorted(graph.find_modules_directly_imported_by(child))))
                    )
                    break
                if child in on:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        m = stack.pop()
                        on.discard(m)
                        group.append(m)
                        if m == node:
                            break
                    if len(group) > 1:
                        out.append(sorted(group))

    for m in modules:
        if m not in index:
            visit(m)
    return sorted(out, key=len, reverse=True)


def circles(typing_too: bool = False) -> list[list[str]]:
    """The import circles among pokerfloor's own modules (runtime imports; with
    ``typing_too`` the ``if TYPE_CHECKING`` ones too)."""
    graph = grimp.build_graph(*PACKAGES, exclude_type_checking_imports=not typing_too)
    for name in list(graph.modules):
        if not name.startswith(PACKAGES):
            graph.remove_module(name)
    return _components(graph)


def _modules() -> list[Path]:
    """The program's modules (the migrations left out)."""
    found = [path for package in PACKAGES for path in (ROOT / package).rglob("*.py")]
    return [path for path in found if "migrations" not in path.parts]


def sizes(over: int) -> list[tuple[int, str]]:
    """The modules longer than ``over`` lines: (lines, path), largest first."""
    found: list[tuple[int, str]] = []
    for path in _modules():
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > over:
            found.append((lines, path.relative_to(ROOT).as_posix()))
    return sorted(found, reverse=True)


def classes(top: int) -> list[tuple[int, str]]:
    """The ``top`` classes with the most methods: (count, module:Class)."""
    found: list[tuple[int, str]] = []
    for path in _modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                n = sum(isinstance(b, ast.FunctionDef | ast.AsyncFunctionDef) for b in node.body)
                found.append((n, f"{module}:{node.name}"))
    return sorted(found, reverse=True)[:top]


def reaches() -> Counter[str]:
    """Reads of another object's private members, per module of ``tournament/service``."""
    out: Counter[str] = Counter()
    service = ROOT / "tournament" / "service"
    for path in sorted(service.rglob("*.py")):
        out[str(path.relative_to(service))] = len(_REACH.findall(path.read_text(encoding="utf-8")))
    return out


def main() -> None:
    """Print the four measures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=10, help="how many classes to list")
    parser.add_argument("--lines", type=int, default=300, help="list modules longer than this")
    args = parser.parse_args()
    longer = sizes(args.lines)
    print(f"modules over {args.lines} lines: {len(longer)}")
    for n, name in longer:
        print(f"  {n:4d}  {name}")
    for typing_too in (False, True):
        found = circles(typing_too)
        what = "runtime and TYPE_CHECKING imports" if typing_too else "runtime imports"
        print(f"import circles ({what}): {len(found)}")
        for group in found:
            print(f"  {len(group)} modules: {', '.join(group)}")
    print(f"largest classes (methods), top {args.top}:")
    for n, name in classes(args.top):
        print(f"  {n:4d}  {name}")
    counted = reaches()
    print(f"private reaches in tournament/service: {sum(counted.values())}")
    for name, n in sorted(counted.items()):
        if n:
            print(f"  {n:4d}  {name}")


if __name__ == "__main__":
    main()
