"""One meaning per name across ``tournament/``, ``ui/`` and ``db/`` (issue 23 item 7).

- a public class name is defined in one module only (two ``TableView`` classes, the
  domain's table and the console's card of it, made a reader guess which one was meant);
- ``clock`` is the level clock (``tournament/clock.py``'s ``Clock``, its state, the views
  and screens of it), never the time source;
- the time source, the function that gives the instant in ms, is ``now`` (the instant it
  gives is ``now`` too, an ``int``);
- ``t`` is the tournament (the aggregate or its state protocols), never a table, a time,
  a text or a type;
- ``history`` is a hand history (PHH) or the History menu's past results, never a flag;
- ``record`` as a noun is one of the aggregate's values (a player, an entry, a table),
  never a database row (``*Row``) or a stored hand.

The checks read the annotations of parameters and fields and the return annotations of
functions, so an unannotated name escapes them; ``mypy --strict`` keeps the program
annotated.
"""

from __future__ import annotations

import ast
import functools
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("tournament", "ui", "db")
WATCHED = frozenset({"clock", "now", "t", "history", "record"})
"""The names whose annotations the checks read."""


@dataclass(frozen=True)
class Names:
    """What the checks read of the program, gathered in one walk of every module."""

    classes: dict[str, list[str]]
    """Each public top-level class name with the modules that define it."""
    annotated: dict[str, list[tuple[str, int, str]]]
    """Each watched parameter or field name with its annotations: (module, line, type)."""
    returning_int: list[tuple[str, int, str]]
    """The functions and methods that return an ``int``: (module, line, name)."""


@functools.cache
def names() -> Names:
    """One parse and one walk of ``tournament/``, ``ui/`` and ``db/`` for all the checks."""
    found = Names(defaultdict(list), defaultdict(list), [])
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if "migrations" in path.parts:
                continue
            where = path.relative_to(ROOT).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            for top in tree.body:
                if isinstance(top, ast.ClassDef) and not top.name.startswith("_"):
                    found.classes[top.name].append(where)
            for node in ast.walk(tree):
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    args = node.args
                    for arg in (*args.posonlyargs, *args.args, *args.kwonlyargs):
                        if arg.arg in WATCHED and arg.annotation is not None:
                            kind = ast.unparse(arg.annotation)
                            found.annotated[arg.arg].append((where, arg.lineno, kind))
                    returns = node.returns
                    if isinstance(returns, ast.Name) and returns.id == "int":
                        found.returning_int.append((where, node.lineno, node.name))
                elif isinstance(node, ast.AnnAssign):
                    target = node.target
                    named = target.id if isinstance(target, ast.Name) else None
                    if isinstance(target, ast.Attribute):
                        named = target.attr
                    if named in WATCHED:
                        kind = ast.unparse(node.annotation)
                        found.annotated[named].append((where, node.lineno, kind))
    return found


def public_classes() -> dict[str, list[str]]:
    """Each public top-level class name with the modules that define it."""
    return names().classes


def annotated(name: str) -> list[tuple[str, int, str]]:
    """Each parameter or field called ``name`` with its annotation: (module, line, type)."""
    return names().annotated.get(name, [])


def functions_returning_int(suffix: str) -> list[tuple[str, int, str]]:
    """Functions and methods whose name ends with ``suffix`` and that return an ``int``."""
    return [f for f in names().returning_int if f[2].endswith(suffix)]


def test_no_public_class_name_is_defined_twice() -> None:
    twice = {name: where for name, where in public_classes().items() if len(where) > 1}
    assert twice == {}, "\n".join(f"{n}: {', '.join(w)}" for n, w in sorted(twice.items()))


def test_the_walk_sees_the_program() -> None:
    """The check looks where the classes are (a walk that found nothing would pass)."""
    found = public_classes()
    assert found["Tournament"] == ["tournament/service/aggregate.py"]
    assert found["TableDisplay"] == ["ui/viewmodels.py"]
    assert found["TableView"] == ["tournament/service/views.py"]


def test_clock_is_the_level_clock_never_the_time_source() -> None:
    time_sources = [a for a in annotated("clock") if "Callable" in a[2]]
    assert time_sources == [], "a time source called clock (call it now):\n" + "\n".join(
        f"{w}:{line}: clock: {kind}" for w, line, kind in time_sources
    )
    giving_time = functions_returning_int("clock")
    assert giving_time == [], "a function called *clock gives the time (call it *now):\n" + (
        "\n".join(f"{w}:{line}: def {name}() -> int" for w, line, name in giving_time)
    )


def test_the_time_source_is_now() -> None:
    kinds = {kind for _, _, kind in annotated("now")}
    assert kinds <= {"int", "int | None", "Callable[[], int]"}, kinds
    sources = {w for w, _, kind in annotated("now") if kind == "Callable[[], int]"}
    # the composition root hands it to the unit of work, the live view and the console
    assert {"ui/app/wiring.py", "db/uow.py", "ui/live/share.py"} <= sources
    clocks = {kind for _, _, kind in annotated("clock")}
    assert {"Clock", "ClockState"} <= clocks  # the walk sees the level clock


def test_t_is_the_tournament() -> None:
    tournament = {"Tournament", "TournamentState", "TournamentWrites"}
    others = [a for a in annotated("t") if a[2] not in tournament]
    assert others == [], "t that is not the tournament:\n" + "\n".join(
        f"{w}:{line}: t: {kind}" for w, line, kind in others
    )
    assert len(annotated("t")) > 50  # the walk sees the handlers and the read models


def test_history_is_a_hand_history_or_the_history_menus() -> None:
    others = [a for a in annotated("history") if "History" not in a[2]]
    assert others == [], "history that is neither a hand history nor the History menu:\n" + (
        "\n".join(f"{w}:{line}: history: {kind}" for w, line, kind in others)
    )
    assert any(kind == "HandHistory" for _, _, kind in annotated("history"))


def test_record_is_one_of_the_aggregates_values() -> None:
    values = {"PlayerRecord", "Entry", "TournamentTable"}
    others = [a for a in annotated("record") if a[2].removesuffix(" | None") not in values]
    assert others == [], "record that is not the aggregate's value:\n" + "\n".join(
        f"{w}:{line}: record: {kind}" for w, line, kind in others
    )
    assert annotated("record")  # the walk sees the aggregate's records
