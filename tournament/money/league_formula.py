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

Limits, so that whatever a director types is either computed or refused with a reason: at
most :data:`MAX_PARTS` numbers, names and signs, brackets, function calls and signs nested
at most :data:`MAX_DEPTH` deep, and every number (typed or computed) finite: a value too
large to compute is a :class:`FormulaError`, never an infinite or NaN number of points.

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

__all__ = [
    "FUNCTIONS",
    "MAX_DEPTH",
    "MAX_PARTS",
    "Formula",
    "FormulaError",
    "FormulaOverflowError",
    "PointsTable",
]

MAX_DEPTH = 60
"""How deep brackets, function calls, signs and powers may nest in a points formula."""

MAX_PARTS = 1_000
"""How many numbers, names and signs a points formula may hold."""


class FormulaError(ValueError):
    """The points formula is malformed or cannot be computed."""


class FormulaOverflowError(FormulaError):
    """The points formula gives a number too large to compute (an infinite or NaN value)."""


def _finite(value: float, what: str) -> float:
    """``value`` if it is a finite number, else a FormulaError naming ``what``."""
    if math.isfinite(value):
        return value
    raise FormulaOverflowError(f"The points formula gives a number too large to compute ({what})")


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
class _Chain:
    """``first op1 node1 op2 node2 ...``: a sum or a product, computed left to right without
    recursion (a sum of a thousand terms is no deeper than one of two)."""

    first: _Node
    rest: tuple[tuple[str, _Node], ...]


@dataclass(frozen=True, slots=True)
class _Call:
    name: str
    args: tuple[_Node, ...]


_Node = _Num | _Var | _Neg | _Bin | _Chain | _Call


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
        if len(self.tokens) > MAX_PARTS:
            raise FormulaError(
                f"The points formula is too long ({len(self.tokens):,} parts; "
                f"at most {MAX_PARTS:,})"
            )
        self.i = 0
        self.depth = 0

    def enter(self, pos: int) -> None:
        """One level deeper (a bracket, a call, a sign, a power); refused past MAX_DEPTH."""
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise FormulaError(
                f"The points formula is nested too deeply at position {pos} "
                f"(more than {MAX_DEPTH} levels of brackets, signs or powers)"
            )

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
        first = self.term()
        rest: list[tuple[str, _Node]] = []
        while self.at("+", "-"):
            op = self.take()[1]
            rest.append((op, self.term()))
        return _Chain(first, tuple(rest)) if rest else first

    def term(self) -> _Node:
        first = self.unary()
        rest: list[tuple[str, _Node]] = []
        while self.at("*", "/"):
            op = self.take()[1]
            rest.append((op, self.unary()))
        return _Chain(first, tuple(rest)) if rest else first

    def unary(self) -> _Node:
        if self.at("-", "+"):
            _, sign, pos = self.take()
            self.enter(pos)
            operand = self.unary()
            self.depth -= 1
            return _Neg(operand) if sign == "-" else operand
        return self.power()

    def power(self) -> _Node:
        node = self.atom()
        if self.at("^"):
            pos = self.take()[2]
            self.enter(pos)
            node = _Bin("^", node, self.unary())
            self.depth -= 1
        return node

    def atom(self) -> _Node:
        kind, value, pos = self.take()
        if kind == "num":
            number = float(value)
            if not math.isfinite(number):
                raise FormulaError(
                    f"The number at position {pos} is too large for the points formula"
                )
            return _Num(number)
        if kind == "name":
            if self.at("("):
                if value not in FUNCTIONS:
                    raise FormulaError(f"Unknown function {value!r} at position {pos}")
                self.enter(pos)
                self.take("(")
                args = [self.expr()]
                while self.at(","):
                    self.take()
                    args.append(self.expr())
                self.take(")")
                self.depth -= 1
                low, high, _ = FUNCTIONS[value]
                if not low <= len(args) <= high:
                    raise FormulaError(f"{value} takes {low} argument(s), got {len(args)}")
                return _Call(value, tuple(args))
            return _Var(value)
        if value == "(":
            self.enter(pos)
            node = self.expr()
            self.take(")")
            self.depth -= 1
            return node
        raise FormulaError(f"Unexpected {value!r} at position {pos}")


def _names(node: _Node) -> set[str]:
    if isinstance(node, _Var):
        return {node.name}
    if isinstance(node, _Neg):
        return _names(node.operand)
    if isinstance(node, _Bin):
        return _names(node.left) | _names(node.right)
    if isinstance(node, _Chain):
        return _names(node.first).union(*(_names(n) for _, n in node.rest))
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
        args = [_eval(a, env) for a in node.args]
        return _finite(float(FUNCTIONS[node.name][2](*args)), node.name)
    if isinstance(node, _Chain):
        value = _eval(node.first, env)
        for op, operand in node.rest:
            value = _arithmetic(op, value, _eval(operand, env))
        return value
    return _arithmetic(node.op, _eval(node.left, env), _eval(node.right, env))


def _arithmetic(op: str, left: float, right: float) -> float:
    """``left op right``, finite or a FormulaError (operands are always finite)."""
    if op == "+":
        return _finite(left + right, f"{left:g} + {right:g}")
    if op == "-":
        return _finite(left - right, f"{left:g} - {right:g}")
    if op == "*":
        return _finite(left * right, f"{left:g} * {right:g}")
    if op == "/":
        if right == 0:
            raise FormulaError("Division by zero in the points formula")
        return _finite(left / right, f"{left:g} / {right:g}")
    try:
        result = left**right
    except OverflowError:
        raise FormulaOverflowError(
            f"The points formula gives a number too large to compute ({left:g} ^ {right:g})"
        ) from None
    except ZeroDivisionError as error:
        raise FormulaError(f"Cannot compute {left:g} ^ {right:g}: {error}") from None
    if isinstance(result, complex):
        raise FormulaError(f"Cannot compute {left:g} ^ {right:g} (not a real number)")
    return _finite(float(result), f"{left:g} ^ {right:g}")


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

    def __post_init__(self) -> None:
        if not all(math.isfinite(p) for p in (*self.points, self.default)):
            raise FormulaError("The points table must list finite numbers (not inf or nan)")

    def evaluate(self, variables: Mapping[str, float]) -> float:
        """Points for ``variables["place"]``."""
        place = int(variables["place"])
        return float(self.points[place - 1]) if 1 <= place <= len(self.points) else self.default
