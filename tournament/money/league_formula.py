"""League points formulas: a tiny, safe expression language (never ``eval``).

Grammar (usual precedence, left-associative, unary minus)::

    expr   := term (("+" | "-") term)*
    term   := unary (("*" | "/") unary)*
    unary  := "-" unary | power
    power  := atom ("^" unary)?
    atom   := NUMBER | NAME | NAME "(" expr ("," expr)* ")" | "(" expr ")"

Functions: ``sqrt``, ``ln``, ``min``, ``max``, ``abs``, ``floor``, ``round``. Variables are
whatever the caller provides (``players``, ``place``, ``buyin``, ``rebuys``, ``addons``,
``prize``, ``bounties``...). Errors raise :class:`FormulaError` naming the problem.

>>> Formula.parse("10 * sqrt(players) / sqrt(place)").evaluate({"players": 16, "place": 4})
20.0
>>> Formula.parse("max(0, players - place + 1) ^ 2").evaluate({"players": 5, "place": 2})
16.0
>>> try:
...     Formula.parse("__import__('os')")
... except FormulaError as error:
...     print(error)
Unexpected character '_' at position 1 in the points formula
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

__all__ = ["FUNCTIONS", "Formula", "FormulaError", "PointsTable"]


class FormulaError(ValueError):
    """The points formula is malformed or cannot be computed."""


def _sqrt(x: float) -> float:
    if x < 0:
        raise FormulaError("sqrt of a negative number in the points formula")
    return math.sqrt(x)


def _ln(x: float) -> float:
    if x <= 0:
        raise FormulaError("ln of zero or a negative number in the points formula")
    return math.log(x)


FUNCTIONS: dict[str, tuple[int, int, Callable[..., float]]] = {
    "sqrt": (1, 1, _sqrt),
    "ln": (1, 1, _ln),
    "abs": (1, 1, abs),
    "floor": (1, 1, lambda x: float(math.floor(x))),
    "round": (1, 1, lambda x: float(round(x))),
    "min": (1, 64, min),
    "max": (1, 64, max),
}

_TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d*)?|\.\d+)|([A-Za-z][A-Za-z0-9]*)|(.))")


@dataclass(frozen=True, slots=True)
class _Num:
    value: float


@dataclass(frozen=True, slots=True)
class _Var:
    name: str


@dataclass(frozen=True, slots=True)
class _Neg:
    operand: _Node


@dataclass(frozen=True, slots=True)
class _Bin:
    op: str
    left: _Node
    right: _Node


@dataclass(frozen=True, slots=True)
class _Call:
    name: str
    args: tuple[_Node, ...]


_Node = _Num | _Var | _Neg | _Bin | _Call


class _Parser:
    def __init__(self, source: str) -> None:
        self.tokens: list[tuple[str, str, int]] = []
        pos = 0
        source = source.rstrip()
        while pos < len(source):
            match = _TOKEN.match(source, pos)
            assert match is not None
            number, name, other = match.groups()
            start = match.start(match.lastindex or 0) + 1
            if number is not None:
                self.tokens.append(("num", number, start))
            elif name is not None:
                self.tokens.append(("name", name, start))
            elif other is not None and other in "+-*/^(),":
                self.tokens.append(("op", other, start))
            else:
                raise FormulaError(
                    f"Unexpected character {other!r} at position {start} in the points formula"
                )
            pos = match.end()
        self.i = 0

    def peek(self) -> tuple[str, str, int] | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self, value: str | None = None) -> tuple[str, str, int]:
        token = self.peek()
        if token is None:
            raise FormulaError("The points formula ends too early")
        if value is not None and token[1] != value:
            raise FormulaError(f"Expected {value!r} at position {token[2]}, found {token[1]!r}")
        self.i += 1
        return token

    def at(self, *values: str) -> bool:
        token = self.peek()
        return token is not None and token[0] == "op" and token[1] in values

    def parse(self) -> _Node:
        if not self.tokens:
            raise FormulaError("The points formula is empty")
        node = self.expr()
        token = self.peek()
        if token is not None:
            raise FormulaError(f"Unexpected {token[1]!r} at position {token[2]}")
        return node

    def expr(self) -> _Node:
        node = self.term()
        while self.at("+", "-"):
            op = self.take()[1]
            node = _Bin(op, node, self.term())
        return node

    def term(self) -> _Node:
        node = self.unary()
        while self.at("*", "/"):
            op = self.take()[1]
            node = _Bin(op, node, self.unary())
        return node

    def unary(self) -> _Node:
        if self.at("-"):
            self.take()
            return _Neg(self.unary())
        if self.at("+"):
            self.take()
            return self.unary()
        return self.power()

    def power(self) -> _Node:
        node = self.atom()
        if self.at("^"):
            self.take()
            node = _Bin("^", node, self.unary())
        return node

    def atom(self) -> _Node:
        kind, value, pos = self.take()
        if kind == "num":
            return _Num(float(value))
        if kind == "name":
            if self.at("("):
                if value not in FUNCTIONS:
                    raise FormulaError(f"Unknown function {value!r} at position {pos}")
                self.take("(")
                args = [self.expr()]
                while self.at(","):
                    self.take()
                    args.append(self.expr())
                self.take(")")
                low, high, _ = FUNCTIONS[value]
                if not low <= len(args) <= high:
                    raise FormulaError(f"{value} takes {low} argument(s), got {len(args)}")
                return _Call(value, tuple(args))
            return _Var(value)
        if value == "(":
            node = self.expr()
            self.take(")")
            return node
        raise FormulaError(f"Unexpected {value!r} at position {pos}")


def _names(node: _Node) -> set[str]:
    if isinstance(node, _Var):
        return {node.name}
    if isinstance(node, _Neg):
        return _names(node.operand)
    if isinstance(node, _Bin):
        return _names(node.left) | _names(node.right)
    if isinstance(node, _Call):
        return set().union(*(_names(a) for a in node.args))
    return set()


def _eval(node: _Node, env: Mapping[str, float]) -> float:
    if isinstance(node, _Num):
        return node.value
    if isinstance(node, _Var):
        if node.name not in env:
            raise FormulaError(f"Unknown variable {node.name!r} in the points formula")
        return float(env[node.name])
    if isinstance(node, _Neg):
        return -_eval(node.operand, env)
    if isinstance(node, _Call):
        return float(FUNCTIONS[node.name][2](*(_eval(a, env) for a in node.args)))
    left, right = _eval(node.left, env), _eval(node.right, env)
    if node.op == "+":
        return left + right
    if node.op == "-":
        return left - right
    if node.op == "*":
        return left * right
    if node.op == "/":
        if right == 0:
            raise FormulaError("Division by zero in the points formula")
        return left / right
    try:
        result = left**right
    except (OverflowError, ZeroDivisionError) as error:
        raise FormulaError(f"Cannot compute {left} ^ {right}: {error}") from None
    if isinstance(result, complex):
        raise FormulaError(f"Cannot compute {left} ^ {right} (not a real number)")
    return float(result)


@dataclass(frozen=True, slots=True)
class Formula:
    """A parsed points formula; :meth:`evaluate` it with the variables of one result."""

    source: str
    _tree: _Node

    @classmethod
    def parse(cls, source: str) -> Formula:
        """Parse ``source``; raises :class:`FormulaError` with the position of a mistake."""
        return cls(source, _Parser(source).parse())

    @property
    def variables(self) -> frozenset[str]:
        """The variable names the formula uses."""
        return frozenset(_names(self._tree))

    def evaluate(self, variables: Mapping[str, float]) -> float:
        """The formula's value for these variables."""
        return _eval(self._tree, variables)


@dataclass(frozen=True, slots=True)
class PointsTable:
    """Points by place (``points[0]`` for first); places beyond the table get ``default``.

    >>> PointsTable((100, 70, 50), default=10).evaluate({"place": 2})
    70.0
    """

    points: tuple[float, ...]
    default: float = 0.0

    def evaluate(self, variables: Mapping[str, float]) -> float:
        """Points for ``variables["place"]``."""
        place = int(variables["place"])
        return float(self.points[place - 1]) if 1 <= place <= len(self.points) else self.default
