"""Only the state machine changes a table view's state (an AST walk of the program).

The table view's modules once wrote the window's fields (its hand, whether it was recorded,
the typing modes, the hand left in progress, what was kept for the stations...) from six
places. Now the window keeps one value, ``state`` (:mod:`ui.table_view.state`), assigned in
one method, ``send``, which steps it through the transition table; no other module assigns
an attribute of the window at all, and none of the old fields is assigned anywhere.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VIEW = ROOT / "ui" / "table_view"
OLD_FIELDS = frozenset(
    {
        "hand",
        "recorded",
        "revealed",
        "markers",
        "waiting",
        "amount_mode",
        "expose_mode",
        "wrong_mode",
        "interrupted",
        "published",
        "writer_silent_ms",
        "button_wanted",
        "submitting",
        "went_in",
    }
)


def _targets(node: ast.AST) -> list[ast.expr]:
    if isinstance(node, ast.Assign):
        found: list[ast.expr] = []
        for target in node.targets:
            found.extend(_flat(target))
        return found
    if isinstance(node, ast.AugAssign | ast.AnnAssign):
        return _flat(node.target)
    return []


def _flat(target: ast.expr) -> list[ast.expr]:
    if isinstance(target, ast.Tuple | ast.List):
        return [t for element in target.elts for t in _flat(element)]
    return [target]


def attribute_writes(path: Path) -> list[tuple[str, str, str, int]]:
    """(object, attribute, function, line) of every ``x.attr = ...`` in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    writes: list[tuple[str, str, str, int]] = []

    def walk(node: ast.AST, function: str) -> None:
        for child in ast.iter_child_nodes(node):
            inside = function
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                inside = child.name
            for target in _targets(child):
                if isinstance(target, ast.Attribute):
                    owner = ast.unparse(target.value)
                    writes.append((owner, target.attr, inside, target.lineno))
            walk(child, inside)

    walk(tree, "")
    return writes


def test_no_module_but_the_window_assigns_the_windows_attributes() -> None:
    found = []
    for path in sorted(VIEW.glob("*.py")):
        if path.name == "window.py":
            continue
        for owner, attr, function, line in attribute_writes(path):
            if owner == "window":
                found.append(f"{path.name}:{line} {function}: window.{attr} = ...")
    print("\n".join(found) or "no module assigns the window's attributes")
    assert found == []


def test_the_window_assigns_its_state_only_in_send() -> None:
    writes = attribute_writes(VIEW / "window.py")
    state = [(function, line) for owner, attr, function, line in writes if attr == "state"]
    print(state)
    assert [f for f, _ in state] == ["__init__", "send"]  # the first state, then every step
    old = [(attr, line) for owner, attr, _, line in writes if attr in OLD_FIELDS]
    assert old == []


def test_nothing_in_the_program_assigns_a_views_state_fields() -> None:
    """The console, the opener, the tests' helpers: none writes a view's state or its old
    fields from outside (a view's own widgets may still be named ``hand``: seats.py)."""
    found = []
    for package in ("ui", "bench"):
        for path in sorted((ROOT / package).rglob("*.py")):
            for owner, attr, _, line in attribute_writes(path):
                if owner == "self" and path.parent == VIEW:
                    continue
                outside = attr == "state" and owner != "self"
                if outside or (attr in OLD_FIELDS and owner in ("window", "view", "w")):
                    found.append(f"{path.relative_to(ROOT)}:{line} {owner}.{attr}")
    print("\n".join(found) or "nothing outside assigns a view's state")
    assert found == []


def test_the_walk_sees_assignments() -> None:
    """The walk finds what it looks for (a walk that found nothing would pass)."""
    writes = attribute_writes(VIEW / "window.py")
    assert any(attr == "picture" and function == "refresh" for _, attr, function, _ in writes)
    assert any(attr == "state" and function == "send" for _, attr, function, _ in writes)
