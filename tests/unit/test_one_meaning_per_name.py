"""One meaning per name: no public class name is defined in two modules of the program.

Two classes called ``TableView`` (the domain's table with its seats, the console's card of
it) made a reader guess which one a module meant; each public class name now names one
thing across ``tournament/``, ``ui/`` and ``db/``.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("tournament", "ui", "db")


def public_classes() -> dict[str, list[str]]:
    """Each public top-level class name with the modules that define it."""
    found: dict[str, list[str]] = defaultdict(list)
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            for node in tree.body:
                if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                    found[node.name].append(path.relative_to(ROOT).as_posix())
    return found


def test_no_public_class_name_is_defined_twice() -> None:
    twice = {name: where for name, where in public_classes().items() if len(where) > 1}
    assert twice == {}, "\n".join(f"{n}: {', '.join(w)}" for n, w in sorted(twice.items()))


def test_the_walk_sees_the_program() -> None:
    """The check looks where the classes are (a walk that found nothing would pass)."""
    found = public_classes()
    assert found["Tournament"] == ["tournament/service/aggregate.py"]
    assert found["TableDisplay"] == ["ui/viewmodels.py"]
    assert found["TableView"] == ["tournament/service/views.py"]
