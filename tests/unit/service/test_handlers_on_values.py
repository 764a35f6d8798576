"""The service's modules reach no other object's private members (an AST walk).

The command handlers once read and wrote the aggregate's private fields (``agg._meta``,
``agg._players[...] = ...``, ``agg._where()``: 238 reaches), which tied every handler to
the aggregate's class and made ``tournament/service`` one import circle. Now a decider
reads a :class:`~tournament.service.state.TournamentState` and an applier writes through
:class:`~tournament.service.state.TournamentWrites`; nothing in ``tournament/service``
reads ``x._name`` of an ``x`` other than ``self``/``cls``, nor imports a private name from
another module. A handler added later that reaches in fails here, naming the line.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SERVICE = ROOT / "tournament" / "service"
OWN = frozenset({"self", "cls"})

ALLOWED: dict[str, int] = {}
"""Reaches still allowed, per module (relative path -> count): a list that only shrinks."""


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def reaches(source: str, filename: str = "<string>") -> list[tuple[int, str]]:
    """(line, what) of every reach into another object's or module's private member."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            owner = node.value
            if isinstance(owner, ast.Name) and owner.id in OWN:
                continue
            found.append((node.lineno, f"{ast.unparse(owner)}.{node.attr}"))
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if _private(alias.name):
                    found.append((node.lineno, f"from {node.module} import {alias.name}"))
    return found


def _modules() -> list[Path]:
    return sorted(SERVICE.rglob("*.py"))


def test_the_walk_finds_a_reach_and_leaves_own_members_alone() -> None:
    source = (
        "from tournament.service.handlers.money import _check_counts\n"
        "def apply(agg, ev):\n"
        "    agg._meta = agg.meta\n"
        "    self._rows.clear()\n"
        "    return t._players[ev.player_id].__class__\n"
    )
    assert reaches(source) == [
        (1, "from tournament.service.handlers.money import _check_counts"),
        (3, "agg._meta"),
        (5, "t._players"),
    ]


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_reach_into_another_objects_private_member(path: Path) -> None:
    name = str(path.relative_to(ROOT))
    found = reaches(path.read_text(encoding="utf-8"), name)
    allowed = ALLOWED.get(name, 0)
    assert len(found) <= allowed, (
        f"{name} reaches into private members (read the state protocol, "
        f"tournament/service/state.py, instead): "
        + ", ".join(f"line {line}: {what}" for line, what in found)
    )


def test_the_allow_list_only_shrinks() -> None:
    for name, allowed in ALLOWED.items():
        found = reaches((ROOT / name).read_text(encoding="utf-8"), name)
        assert len(found) == allowed, f"{name} reaches {len(found)} times now: lower its entry"
