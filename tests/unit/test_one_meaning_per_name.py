"""One meaning per name across ``tournament/``, ``ui/`` and ``db/`` (issue 23 item 7).

- a public class name is defined in one module only (two ``TableView`` classes, the
  domain's table and the console's card of it, made a reader guess which one was meant);
- ``clock`` is the level clock (``tournament/clock.py``'s ``Clock``, its state, the views
  and screens of it), never the time source;
- the time source, the function that gives the instant in ms, is ``now`` (the instant it
  gives is ``now`` too, an ``int``);
- ``t`` is the tournament (the aggregate or its state protocols), never a table, a time,
  a text or a type.

The checks read the annotations of parameters and fields and the return annotations of
functions, so an unannotated name escapes them; ``mypy --strict`` keeps the program
annotated.
"""

from __future__ import annotations

import ast
import functools
from collections import defaultdict
from collections.abc import Iterator
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


def _trees() -> Iterator[tuple[str, ast.Module]]:
    yield from _parsed()


@functools.cache
def _parsed() -> tuple[tuple[str, ast.Module], ...]:
    """Every module of the program, parsed once for all the checks."""
    return tuple(_parse())


def _parse() -> Iterator[tuple[str, ast.Module]]:
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if "migrations" in path.parts:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            yield path.relative_to(ROOT).as_posix(), tree


def annotated(name: str) -> list[tuple[str, int, str]]:
    """Each parameter or field called ``name`` with its annotation: (module, line, type)."""
    found: list[tuple[str, int, str]] = []
    for where, tree in _trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                args = node.args
                for arg in (*args.posonlyargs, *args.args, *args.kwonlyargs):
                    if arg.arg == name and arg.annotation is not None:
                        found.append((where, arg.lineno, ast.unparse(arg.annotation)))
            elif isinstance(node, ast.AnnAssign):
                target = node.target
                named = target.id if isinstance(target, ast.Name) else None
                if isinstance(target, ast.Attribute):
                    named = target.attr
                if named == name:
                    found.append((where, node.lineno, ast.unparse(node.annotation)))
    return found


def functions_returning_int(suffix: str) -> list[tuple[str, int, str]]:
    """Functions and methods whose name ends with ``suffix`` and that return an ``int``."""
    found: list[tuple[str, int, str]] = []
    for where, tree in _trees():
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                and node.name.endswith(suffix)
                and node.returns is not None
                and ast.unparse(node.returns) == "int"
            ):
                found.append((where, node.lineno, node.name))
    return found


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
