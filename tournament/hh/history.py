"""One PHH hand as a typed, immutable value (:class:`HandHistory`), and the reader's error.

PHH is the open hand-history format of the ``phh-std`` specification (see
``shared/reference/phh.md``). Amounts are ``int``, or :class:`decimal.Decimal` when the
file writes a decimal (TOML floats are read as ``Decimal`` so nothing is lost); an unknown
starting stack is ``Decimal("inf")``. Cards are kept as text (``"Ah"``, ``"??"`` for an
unknown card), one string per card.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from tournament.hh.amount import Amount

if TYPE_CHECKING:
    from tournament.hh.actions import Action

__all__ = [
    "OPTIONAL_FIELDS",
    "VARIANT_FIELDS",
    "HandHistory",
]


_BUTTON = ("antes", "blinds_or_straddles")
_STUD = ("antes", "bring_in")
_LIMIT = ("small_bet", "big_bet")
_BIG = ("min_bet",)
VARIANT_FIELDS: dict[str, tuple[str, ...]] = {
    "FT": _BUTTON + _LIMIT,
    "NT": _BUTTON + _BIG,
    "NS": _BUTTON + _BIG,
    "PO": _BUTTON + _BIG,
    "FO/8": _BUTTON + _LIMIT,
    "F7S": _STUD + _LIMIT,
    "F7S/8": _STUD + _LIMIT,
    "FR": _STUD + _LIMIT,
    "N2L1D": _BUTTON + _BIG,
    "F2L3D": _BUTTON + _LIMIT,
    "FB": _BUTTON + _LIMIT,
}
"""For each PHH variant code, the game-specific required fields (besides ``variant``,
``starting_stacks`` and ``actions``)."""

OPTIONAL_FIELDS = (
    "ante_trimming_status",
    "author",
    "event",
    "url",
    "venue",
    "address",
    "city",
    "region",
    "postal_code",
    "country",
    "time",
    "time_zone",
    "time_zone_abbreviation",
    "day",
    "month",
    "year",
    "hand",
    "level",
    "seats",
    "seat_count",
    "table",
    "players",
    "finishing_stacks",
    "winnings",
    "currency",
    "currency_symbol",
    "time_limit",
    "time_banks",
)
"""The optional fields the standard names, in the order they are written."""


@dataclass(frozen=True, slots=True)
class HandHistory:
    """One hand of a PHH file, every field typed; immutable.

    Players are indexed in dealing order (``p1`` = index 0). ``user_fields`` keeps every
    field the standard does not name (``_rules`` and other ``_``-prefixed fields, and
    any unknown field, preserved for writing back). ``source`` and ``section`` say where
    the hand was read from; they are not compared and not written.

    A negative entry of ``blinds_or_straddles`` is a blind posted out of position (a
    player who just sat down posting to play at once): its absolute value is posted as a
    live bet that does not change who acts first.
    """

    variant: str
    starting_stacks: tuple[Amount, ...]
    actions: tuple[Action, ...]
    antes: tuple[Amount, ...] | None = None
    blinds_or_straddles: tuple[Amount, ...] | None = None
    bring_in: Amount | None = None
    small_bet: Amount | None = None
    big_bet: Amount | None = None
    min_bet: Amount | None = None
    ante_trimming_status: bool | None = None
    author: str | None = None
    event: str | None = None
    url: str | None = None
    venue: str | None = None
    address: str | None = None
    city: str | None = None
    region: str | None = None
    postal_code: str | None = None
    country: str | None = None
    time: datetime.time | None = None
    time_zone: str | None = None
    time_zone_abbreviation: str | None = None
    day: int | None = None
    month: int | None = None
    year: int | None = None
    hand: str | int | None = None
    level: int | None = None
    seats: tuple[int, ...] | None = None
    seat_count: int | None = None
    table: str | int | None = None
    players: tuple[str, ...] | None = None
    finishing_stacks: tuple[Amount, ...] | None = None
    winnings: tuple[Amount, ...] | None = None
    currency: str | None = None
    currency_symbol: str | None = None
    time_limit: Amount | None = None
    time_banks: tuple[Amount, ...] | None = None
    user_fields: dict[str, Any] = field(default_factory=dict, hash=False)
    source: str | None = field(default=None, compare=False)
    section: str | None = field(default=None, compare=False)

    @property
    def player_count(self) -> int:
        """The number of players dealt in."""
        return len(self.starting_stacks)

    @property
    def rules(self) -> Mapping[str, Any] | None:
        """The ``_rules`` user field (profile name and settings), if the hand has one."""
        value = self.user_fields.get("_rules")
        return value if isinstance(value, Mapping) else None

    def with_location(self, source: str | None, section: str | None) -> HandHistory:
        """The same hand, remembering the file and section it came from."""
        return replace(self, source=source, section=section)
