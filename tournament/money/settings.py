"""Buy-in settings of a tournament: what each kind of entry costs and gives.

Money is ``int`` cents, chips ``int``. Levels are numbered from 1; a window "until level N"
stays open through level N and the break that follows it, and closes when level N+1 starts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from tournament.money.errors import MoneyError
from tournament.money.fmt import money

__all__ = [
    "AddOnRule",
    "BountyKind",
    "BountyRule",
    "LedgerSettings",
    "ReEntryRule",
    "RebuyRule",
]


class BountyKind(Enum):
    """How bounties work: none, a fixed bounty per head, or progressive knockout (PKO)."""

    NONE = "none"
    FIXED = "fixed"
    PROGRESSIVE = "progressive"


@dataclass(frozen=True, slots=True)
class BountyRule:
    """Bounties: ``amount`` of each buy-in (and re-entry) goes on the player's head.

    Fixed: the eliminator is paid the whole head, which never grows. Progressive knockout:
    the eliminator is paid ``1 - head_share`` of the head in cash and ``head_share`` is
    added to his own head (default one half). See :mod:`tournament.money.bounties`.
    """

    kind: BountyKind = BountyKind.NONE
    amount: int = 0
    head_share_numerator: int = 1
    head_share_denominator: int = 2

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise MoneyError("The bounty cannot be negative")
        if self.kind is BountyKind.NONE and self.amount:
            raise MoneyError("A bounty amount is set but bounties are off")
        if self.kind is not BountyKind.NONE and self.amount == 0:
            raise MoneyError("Bounties are on but the bounty amount is zero")
        if not 0 <= self.head_share_numerator <= self.head_share_denominator or (
            self.head_share_denominator < 1
        ):
            raise MoneyError("The progressive bounty share must be between 0 and 1")


@dataclass(frozen=True, slots=True)
class ReEntryRule:
    """Re-entries: a busted player buys a new entry (full price, starting stack).

    ``max_per_player`` re-entries per player (0 = no re-entries); allowed while late
    registration is open, or until ``until_level`` if given.
    """

    max_per_player: int = 0
    until_level: int | None = None

    def __post_init__(self) -> None:
        if self.max_per_player < 0:
            raise MoneyError("The re-entry limit cannot be negative")


@dataclass(frozen=True, slots=True)
class RebuyRule:
    """Rebuys: while the window is open (through ``until_level``) a player whose stack is at or
    below ``max_stack`` may buy ``chips`` for ``price`` (to the prize pool) + ``fee`` (house).

    ``max_per_player`` limits rebuys per player (None = unlimited). ``at_break_only``: rebuys
    are taken only at the break after level ``until_level``.
    """

    until_level: int
    max_stack: int
    price: int
    chips: int
    fee: int = 0
    max_per_player: int | None = None
    at_break_only: bool = False

    def __post_init__(self) -> None:
        if min(self.until_level, self.max_stack, self.price, self.chips, self.fee) < 0:
            raise MoneyError("Rebuy settings cannot be negative")
        if self.chips == 0:
            raise MoneyError("A rebuy must give chips")
        if self.max_per_player is not None and self.max_per_player < 1:
            raise MoneyError("The rebuy limit must be at least 1 (or no limit)")


@dataclass(frozen=True, slots=True)
class AddOnRule:
    """Add-ons: ``chips`` for ``price`` (+ ``fee``), taken at the break after level
    ``at_break_after_level`` and/or at any time through ``until_level``.

    ``max_per_player`` add-ons per player (default 1).
    """

    price: int
    chips: int
    fee: int = 0
    at_break_after_level: int | None = None
    until_level: int | None = None
    max_per_player: int = 1

    def __post_init__(self) -> None:
        if min(self.price, self.chips, self.fee) < 0:
            raise MoneyError("Add-on settings cannot be negative")
        if self.chips == 0:
            raise MoneyError("An add-on must give chips")
        if self.at_break_after_level is None and self.until_level is None:
            raise MoneyError("Say when add-ons are taken: at a break or until a level")
        if self.max_per_player < 1:
            raise MoneyError("The add-on limit must be at least 1")

    def open_at(self, level: int, *, on_break: bool) -> bool:
        """Whether add-ons are taken at ``level`` (during a break: the level just played).

        >>> rule = AddOnRule(price=1_000, chips=5_000, at_break_after_level=4)
        >>> rule.open_at(4, on_break=False), rule.open_at(4, on_break=True)
        (False, True)
        """
        at_break = on_break and level == self.at_break_after_level
        return at_break or (self.until_level is not None and level <= self.until_level)

    @property
    def window(self) -> str:
        """When add-ons are taken, as a director says it.

        >>> AddOnRule(price=1, chips=1, until_level=6).window
        'during levels 1 to 6'
        >>> AddOnRule(price=1, chips=1, at_break_after_level=4).window
        'at the break after level 4'
        """
        parts = []
        if self.until_level is not None:
            if self.until_level == 1:
                parts.append("during level 1")
            else:
                parts.append(f"during levels 1 to {self.until_level}")
        if self.at_break_after_level is not None:
            parts.append(f"at the break after level {self.at_break_after_level}")
        return " and ".join(parts)


@dataclass(frozen=True, slots=True)
class LedgerSettings:
    """The money side of a tournament.

    ``buy_in`` goes to the prize pool, ``fee`` to the house, ``bounty.amount`` (if any) onto
    the player's head; a buy-in gives ``starting_stack`` chips. Registration is open through
    ``late_registration_until_level`` (None = until the director closes it). ``guarantee``:
    the prize pool is at least this much (the house pays the overlay); ``added_money``: the
    house adds this to the pool.

    >>> s = LedgerSettings(buy_in=10_000, fee=1_000, starting_stack=20_000)
    >>> s.entry_price
    11000
    """

    buy_in: int
    starting_stack: int
    fee: int = 0
    late_registration_until_level: int | None = None
    re_entry: ReEntryRule = field(default_factory=ReEntryRule)
    rebuy: RebuyRule | None = None
    add_on: AddOnRule | None = None
    bounty: BountyRule = field(default_factory=BountyRule)
    guarantee: int = 0
    added_money: int = 0

    def __post_init__(self) -> None:
        if self.buy_in < 0 or self.fee < 0:
            raise MoneyError("The buy-in and the fee cannot be negative")
        if self.starting_stack < 1:
            raise MoneyError("The starting stack must be at least 1 chip")
        if self.guarantee < 0:
            raise MoneyError(f"The guarantee cannot be negative ({money(self.guarantee)})")
        if self.added_money < 0:
            raise MoneyError(f"Added money cannot be negative ({money(self.added_money)})")

    @property
    def entry_price(self) -> int:
        """What a player pays for one entry: buy-in + fee + bounty."""
        return self.buy_in + self.fee + self.bounty.amount
