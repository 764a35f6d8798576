"""No screen is typed against the whole director facade (issue 23, item 3).

Each screen declares the small port it reads (a ``typing.Protocol`` in its own module) and
changes the event through the one write path: a domain command handed to ``send``. The
facade's implementation (``ui/director_service.py`` over the read modules) is wired only by
the composition root, ``ui/app/``. Read from the source (``ast``): nothing is imported.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "ui"

IMPLEMENTATION = {
    "ui.director_service",
    "ui.director_reads",
    "ui.director_money_reads",
    "ui.day_reads",
    "ui.flight_reads",
}
"""The facade's modules: the one object the composition root builds, and its read parts."""

WHOLE = {"ServiceFacade", "DirectorReads", "DirectorFacade"}
"""The whole facade's names (its class, its read half, the protocol it once was)."""

WHOLE_MODULES = {"ui.director_service", "ui.director_reads"}
"""The modules of the whole facade (the read parts' modules also hold plain values, e.g.
``ui.day_reads.DayStatus``, that screens show)."""

MOST_READS = 25
"""The most members one port has (those of the ports it extends included)."""


def _module(path: Path) -> str:
    return ".".join(path.relative_to(UI.parent).with_suffix("").parts).removesuffix(".__init__")


@cache
def _trees() -> tuple[tuple[str, ast.Module], ...]:
    """Every ui module, parsed once."""
    return tuple(
        (_module(path), ast.parse(path.read_text(encoding="utf-8")))
        for path in sorted(UI.rglob("*.py"))
    )


def _screens() -> list[tuple[str, ast.Module]]:
    """Every ui module but the composition root and the facade's own modules."""
    return [
        (name, tree)
        for name, tree in _trees()
        if not name.startswith("ui.app") and name not in IMPLEMENTATION
    ]


def test_the_ui_modules_are_found() -> None:
    names = {name for name, _ in _screens()}
    assert {"ui.console.window", "ui.console.players_tab", "ui.table_view.play"} <= names


def test_no_screen_imports_the_whole_facade() -> None:
    found = []
    for name, tree in _screens():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module is not None:
                if node.module in WHOLE_MODULES:
                    found.append(f"{name}: from {node.module} import ...")
                found += [f"{name}: {a.name}" for a in node.names if a.name in WHOLE]
            elif isinstance(node, ast.Import):
                found += [f"{name}: import {a.name}" for a in node.names if a.name in WHOLE_MODULES]
    assert found == []


def test_the_whole_facade_protocol_is_gone() -> None:
    for name, tree in _trees():
        classes = {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
        assert "DirectorFacade" not in classes, name


def test_the_console_shell_hands_out_no_facade() -> None:
    """The console's action groups get their port from the window, not ``shell.facade``."""
    found = []
    for name, tree in _screens():
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == "facade":
                owner = node.value
                if (isinstance(owner, ast.Name) and owner.id == "shell") or (
                    isinstance(owner, ast.Attribute) and owner.attr == "shell"
                ):
                    found.append(f"{name}:{node.lineno}")
    assert found == []


def test_screens_write_through_send_only() -> None:
    """No screen hands a command to the unit of work itself (``uow.handle``)."""
    found = []
    for name, tree in _screens():
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and node.attr == "handle"
                and isinstance(node.value, ast.Attribute)
                and node.value.attr == "uow"
            ):
                found.append(f"{name}:{node.lineno}")
    assert found == []


def _is_protocol(node: ast.ClassDef) -> bool:
    return any(isinstance(b, ast.Name) and b.id == "Protocol" for b in node.bases)


def _ports() -> dict[str, ast.ClassDef]:
    """Every port a screen declares, by class name."""
    return {
        node.name: node
        for _, tree in _screens()
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef) and _is_protocol(node)
    }


def _members(name: str, ports: dict[str, ast.ClassDef]) -> set[str]:
    """A port's public members, those of the ports it extends included."""
    node = ports[name]
    own = {
        n.name if isinstance(n, ast.FunctionDef) else ast.unparse(n.target)
        for n in node.body
        if isinstance(n, ast.FunctionDef | ast.AnnAssign)
    }
    for base in node.bases:
        if isinstance(base, ast.Name) and base.id in ports:
            own |= _members(base.id, ports)
    return {m for m in own if not m.startswith("_")}


def test_each_port_is_small() -> None:
    """A port names the few reads its screen makes (the whole facade once had 119); a
    port made of every other port would be the whole facade again."""
    ports = _ports()
    sizes = {name: len(_members(name, ports)) for name in ports}
    assert sizes["PlayersReads"] == 8  # 4 of its own, namesakes, rename_refusal, counting 2
    assert "TableFacade" in sizes
    assert {p: n for p, n in sizes.items() if n > MOST_READS} == {}
