"""What a staff phone may ask for, read from a write's JSON body (pure, no Qt).

:func:`parse_action` turns the body the staff page posts into one of the typed actions
below or raises :class:`BadActionError` naming what is wrong (an unknown action, a missing or
mistyped field, too many counts). Whether the action is allowed is the domain's business;
this module only checks the shape.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

__all__ = [
    "BadActionError",
    "CallDirector",
    "ChipCounts",
    "HandDone",
    "StaffAction",
    "StaffBust",
    "StaffRebuy",
    "parse_action",
]

MAX_ID = 64
MAX_COUNTS = 30
MAX_CHIPS = 10**12


class BadActionError(ValueError):
    """The body is not an action the staff page sends."""


@dataclass(frozen=True, slots=True)
class StaffBust:
    """``player`` is out (``busted_by``: who busted them, if known). During the rebuy
    period ``choice`` answers the bust-or-rebuy question ("bust" or "rebuy"); None: not
    asked yet."""

    player: str
    busted_by: str | None = None
    choice: Literal["bust", "rebuy"] | None = None


@dataclass(frozen=True, slots=True)
class StaffRebuy:
    """``player`` buys more chips during the rebuy period (keeping their stack)."""

    player: str


@dataclass(frozen=True, slots=True)
class ChipCounts:
    """The counted stacks at ``table``: (player, chips) pairs, one undo step."""

    table: int
    counts: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class HandDone:
    """Hand-for-hand: ``table`` finished the hand."""

    table: int


@dataclass(frozen=True, slots=True)
class CallDirector:
    """The floor person asks the director to come to ``table``."""

    table: int


StaffAction = StaffBust | StaffRebuy | ChipCounts | HandDone | CallDirector


def _text(body: Mapping[str, Any], key: str, optional: bool = False) -> str | None:
    value = body.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str) or not 0 < len(value) <= MAX_ID:
        raise BadActionError(f"{key}: a player id is expected")
    return value


def _table(body: Mapping[str, Any]) -> int:
    value = body.get("table")
    if not isinstance(value, int) or isinstance(value, bool) or not 0 < value < 10_000:
        raise BadActionError("table: a table number is expected")
    return value


def _counts(value: object) -> tuple[tuple[str, int], ...]:
    if not isinstance(value, dict) or not 0 < len(value) <= MAX_COUNTS:
        raise BadActionError(f"counts: between 1 and {MAX_COUNTS} players' chips are expected")
    out = []
    for player, chips in value.items():
        if not 0 < len(player) <= MAX_ID:
            raise BadActionError("counts: a player id is expected")
        if not isinstance(chips, int) or isinstance(chips, bool) or not 0 <= chips <= MAX_CHIPS:
            raise BadActionError("counts: whole chips are expected")
        out.append((player, chips))
    return tuple(out)


def parse_action(body: Mapping[str, Any]) -> StaffAction:
    """The action ``body`` asks for.

    >>> parse_action({"action": "bust", "player": "P03", "busted_by": "P01"})
    StaffBust(player='P03', busted_by='P01', choice=None)
    >>> parse_action({"action": "chips", "table": 2, "counts": {"P01": 41000}})
    ChipCounts(table=2, counts=(('P01', 41000),))
    """
    kind = body.get("action")
    if kind == "bust":
        player = _text(body, "player")
        assert player is not None
        choice = body.get("choice")
        if choice not in (None, "bust", "rebuy"):
            raise BadActionError("choice: 'bust' or 'rebuy' is expected")
        return StaffBust(player, _text(body, "busted_by", optional=True), choice)
    if kind == "rebuy":
        player = _text(body, "player")
        assert player is not None
        return StaffRebuy(player)
    if kind == "chips":
        return ChipCounts(_table(body), _counts(body.get("counts")))
    if kind == "hand_done":
        return HandDone(_table(body))
    if kind == "call":
        return CallDirector(_table(body))
    raise BadActionError("action: bust, rebuy, chips, hand_done or call is expected")
