"""The catalog of the domain's words a director reads: every refusal the pure domain can
raise, every undo label, every game name, what a structure's problems say, the rehearsal
report's sentences and the database's warning of a lost write-ahead log, as templates
(``%1`` for what varies).

The domain (``tournament/``) speaks English and knows no Qt; this module reads its source
with :mod:`ast` and lists the texts so they can be translated beside the program's Qt
translations (``resources/translations/domain_*.json``). ``python -m ui.domain_text.catalog``
writes the list; a test fails when the code and the list differ.
"""

from __future__ import annotations

import ast
import json
import sys
from collections.abc import Iterator
from pathlib import Path

__all__ = ["CATALOG", "collect", "template_of"]

ROOT = Path(__file__).resolve().parents[2]
CATALOG = ROOT / "resources" / "translations" / "domain_messages.json"

_LABEL_MODULES = ("tournament/service/labels.py", "tournament/cards/describe.py")
"""Modules whose returned texts are labels (the undo menu and the action log, a hand's
description)."""

_PHRASE_CALL = "tr"
"""Phrases passed to a ``tr`` parameter (e.g. :mod:`tournament.service.hand_words`)."""


def template_of(node: ast.expr) -> str | None:
    """The text of a string expression with ``%1``, ``%2``... for the parts computed at
    run time (None when nothing in it is literal text)."""
    parts: list[str | None] = []

    def walk(n: ast.expr) -> None:
        if isinstance(n, ast.Constant) and isinstance(n.value, str):
            parts.append(n.value)
        elif isinstance(n, ast.JoinedStr):
            for v in n.values:
                if isinstance(v, ast.Constant) and isinstance(v.value, str):
                    parts.append(v.value)
                else:
                    parts.append(None)
        elif isinstance(n, ast.BinOp) and isinstance(n.op, ast.Add):
            walk(n.left)
            walk(n.right)
        else:
            parts.append(None)

    walk(node)
    if not any(isinstance(p, str) and p.strip() for p in parts):
        return None
    out: list[str] = []
    hole = 0
    for p in parts:
        if p is None:
            if out and out[-1].startswith("%"):  # two computed parts in a row read as one
                continue
            hole += 1
            out.append(f"%{hole}")
        else:
            out.append(p)
    text = "".join(out)
    return text if text.strip() else None


def _error_texts(tree: ast.AST) -> Iterator[str]:
    """First arguments of calls to ``...Error(...)`` / ``IllegalAction(...)``."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        if name.endswith("Error") or name == "IllegalAction":
            text = template_of(node.args[0])
            if text is not None:
                yield text


def _refusal_texts(tree: ast.AST) -> Iterator[str]:
    """Texts the refusal queries return (``why_not_*`` and the other functions returning
    ``str | None``, e.g. the ledger's "Add-ons closed after level 6"): a command raises them."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef):
            continue
        returns = ast.unparse(node.returns) if node.returns is not None else ""
        if not (node.name.startswith("why_not_") or returns == "str | None"):
            continue
        for inner in ast.walk(node):
            if isinstance(inner, ast.Return) and inner.value is not None:
                text = template_of(inner.value)
                if text is not None:
                    yield text


def _label_texts(tree: ast.AST) -> Iterator[str]:
    """Texts a labels module returns, and the ``"... of {}"`` templates of its tables."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Return) and node.value is not None:
            values = [node.value]
            while isinstance(values[-1], ast.IfExp):  # "a" if ... else f"b"
                last = values.pop()
                assert isinstance(last, ast.IfExp)
                values += [last.body, last.orelse]
            for value in values:
                text = template_of(value)
                if text is not None:
                    yield text
        elif isinstance(node, ast.Dict):
            for value in node.values:
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    yield value.value.replace("{}", "%1")
    from tournament.service.commands import COMMAND_TYPES
    from tournament.service.labels import command_words

    for kind in COMMAND_TYPES:
        yield command_words(kind.__name__)


def _place_texts(tree: ast.AST) -> Iterator[str]:
    """Where a structure's problem is, as the editor lists it: the first arguments of
    ``Problem(...)`` ("chip set, %1", "structure") and what ``step_label`` returns ("level
    %1", "break after level %1")."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
            if node.func.id == "Problem" and not isinstance(node.args[0], ast.Name):
                text = template_of(node.args[0])
                if text is not None:
                    yield text
        elif isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "where":
            text = template_of(node.value)
            if text is not None:
                yield text
        elif isinstance(node, ast.FunctionDef) and node.name == "step_label":
            yield from _label_texts(node)


_PROBLEM_MODULE = "tournament/structure_check.py"
"""The structure validator: what its problems say is shown beside the editor's fields."""


def _problem_texts(tree: ast.AST) -> Iterator[str]:
    """What a structure's problem says: the message of ``Problem(where, field, message)``
    and of its ``bad(field, message)`` helper; and the words put into those messages (the
    amount fields' names of ``FIELD_NAMES``, an amount's ``label``)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            at = {"Problem": 2, "bad": 1}.get(node.func.id)
            if at is None or len(node.args) <= at or isinstance(node.args[at], ast.Name):
                continue
            text = template_of(node.args[at])
            if text is not None:
                yield text
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = ast.unparse(node.targets[0])
            if target == "FIELD_NAMES" and isinstance(node.value, ast.Dict):
                for value in node.value.values:
                    if isinstance(value, ast.Constant) and isinstance(value.value, str):
                        yield value.value
            elif target == "label" and isinstance(node.value, ast.IfExp):
                for branch in (node.value.body, node.value.orelse):
                    text = template_of(branch)
                    if text is not None and text != "%1":
                        yield text


_REHEARSAL_REPORT = "tournament/rehearsal/report.py"
_KEY_LINE_CALLS = ("_count_line", "_time_line", "_level_line")
_KEY_LINE_WORDS = ("_time_line", "_level_line", "_count_line", "when")
_REPORT_CONSTANTS = ("DAYS_HEAD", "BAND_MEANING")
"""The report's sentences kept as constants (the days' heading, what the band means)."""


def _key_line_texts(tree: ast.AST) -> Iterator[str]:
    """A rehearsal's headline predictions as the dialog and its report list them: each
    line's label ("Final table"), its median and band ("level %1", "%1 to %2", "not
    reached"), the day of an instant ("Day %1 %2") and the sentences kept as constants
    (the days' and levels' tables go through ``tr(...)``: :func:`_phrases`)."""
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and ast.unparse(node.targets[0]) in _REPORT_CONSTANTS
        ):
            text = template_of(node.value)
            if text is not None:
                yield text
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
            first = node.args[0]
            label = first.value if isinstance(first, ast.Constant) else None
            if node.func.id in _KEY_LINE_CALLS and isinstance(label, str):
                yield label
        elif isinstance(node, ast.FunctionDef) and node.name in _KEY_LINE_WORDS:
            for inner in ast.walk(node):
                values: list[ast.expr] = []
                if isinstance(inner, ast.Call) and ast.unparse(inner.func) == "Line":
                    values = list(inner.args[1:])
                elif isinstance(inner, ast.Return) and inner.value is not None:
                    values = [inner.value]
                for value in values:
                    text = template_of(value)
                    if text is not None and any(c.isalpha() for c in text):
                        yield text


_DB_MESSAGES = {"db/wal_watch.py": ("check", "_at_risk")}
"""What the database layer says to the director in its own words (the write-ahead log
lost under a running program), by module and function."""

_ASSUMPTIONS_MODULE = "tournament/rehearsal/settings.py"
_ASSUMPTIONS = ("describe", "_days_text", "_flights_text")
"""The rehearsal report's assumptions: every sentence and part of one these functions write."""


def _sentence_texts(tree: ast.AST, functions: tuple[str, ...]) -> Iterator[str]:
    """Every text the ``functions`` write, whole (an f-string or a sum of texts is one
    template; its docstring is not one)."""

    def texts(node: ast.AST) -> Iterator[str]:
        if isinstance(node, ast.Constant | ast.JoinedStr | ast.BinOp):
            text = template_of(node)
            if text is not None and " " in text.strip() and any(c.isalpha() for c in text):
                yield text  # words (not a single name such as a pragma's "FULL")
                return
        if isinstance(node, ast.JoinedStr):
            return  # a clock time's f"{h:02d}": its format is not a text
        for child in ast.iter_child_nodes(node):
            yield from texts(child)

    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name in functions:
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                body = body[1:]  # the docstring
            for statement in body:
                yield from texts(statement)


def _phrases(tree: ast.AST) -> Iterator[str]:
    """Literal first arguments of calls to ``tr(...)``."""
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == _PHRASE_CALL
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            yield node.args[0].value


def _rank_words() -> Iterator[str]:
    """The card ranks as hand descriptions name them ("seven", "Sevens", ...)."""
    from tournament.cards.card import RANK_NAMES

    for name in RANK_NAMES:
        plural = "sixes" if name == "six" else name + "s"
        for word in (name, plural):
            yield word
            yield word[0].upper() + word[1:]


def _game_names() -> Iterator[str]:
    from tournament.engine.variants import VARIANTS
    from tournament.games import SHORT_NAMES

    for variant in VARIANTS.values():
        yield variant.name
    yield from SHORT_NAMES.values()


def collect(root: Path = ROOT) -> list[str]:
    """Every template, sorted (refusals of ``tournament/``, labels, game names)."""
    found: set[str] = set()
    for path in sorted((root / "tournament").rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"), str(path))
        found.update(_error_texts(tree))
        found.update(_refusal_texts(tree))
        if path.relative_to(root).as_posix() in _LABEL_MODULES:
            found.update(_label_texts(tree))
        found.update(_phrases(tree))
        found.update(_place_texts(tree))
        if path.relative_to(root).as_posix() == _PROBLEM_MODULE:
            found.update(_problem_texts(tree))
        if path.relative_to(root).as_posix() == _REHEARSAL_REPORT:
            found.update(_key_line_texts(tree))
        if path.relative_to(root).as_posix() == _ASSUMPTIONS_MODULE:
            found.update(_sentence_texts(tree, _ASSUMPTIONS))
    for module, functions in _DB_MESSAGES.items():
        tree = ast.parse((root / module).read_text("utf-8"), module)
        found.update(_sentence_texts(tree, functions))
    found.update(_game_names())
    found.update(_rank_words())
    return sorted(found)


def main() -> int:
    """Write the catalog (``--check``: exit 1 when it is out of date)."""
    texts = collect()
    body = json.dumps(texts, ensure_ascii=False, indent=1) + "\n"
    if "--check" in sys.argv[1:]:
        return 0 if CATALOG.read_text("utf-8") == body else 1
    CATALOG.write_text(body, "utf-8")
    print(f"{len(texts)} texts -> {CATALOG}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
