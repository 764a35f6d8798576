"""What the director sets for the event: the money and chips of each kind of entry
(:class:`BuyInSettings`), the floor's rules (:class:`FloorRules`), the tournament's
:class:`Settings` and a satellite's terms (:class:`SatelliteTerms`); each checks itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from tournament import money, seating
from tournament.errors import DomainError
from tournament.limits import MAX_CHIPS, MAX_MONEY
from tournament.money.errors import MoneyError
from tournament.money.satellite import RemainderRule

__all__ = [
    "MAX_ADD_ONS",
    "BuyInSettings",
    "FloorRules",
    "SatelliteTerms",
    "Settings",
]


MAX_ADD_ONS = 4
"""The most add-ons one player may take (2 is the usual double add-on)."""


@dataclass(frozen=True, slots=True)
class BuyInSettings:
    """Money and chips of each kind of entry, in cents and chips.

    ``max_entries`` counts the first buy-in: 1 is a freezeout, 2 allows one re-entry.
    ``late_registration_level`` is the last level number (1-based) at which buy-ins and
    re-entries are accepted (0: only before the clock starts).
    Rebuys are allowed while the level number is <= ``rebuy_until_level`` (with
    ``rebuy_at_break`` only at the break after it) and the player's stack is <=
    ``rebuy_stack_limit``; add-ons while the level number is <= ``add_on_until_level``
    (the break after it included), or with ``add_on_at_break`` only at the break after level
    ``add_on_until_level``; ``max_add_ons`` add-ons a player (2: the double add-on).
    ``bounty`` (when > 0) goes on the player's head: ``fixed`` pays the whole head to the
    eliminator, ``progressive`` (PKO) pays ``100 - pko_head_share_percent`` % in cash and adds
    the rest to the eliminator's head. ``paid_percent``: the share of the field a generated
    payout table pays.

    These are the settings as the director enters them (the currency and the share paid
    included); :meth:`money_rules` gives the money module's rules they stand for
    (:class:`tournament.money.LedgerSettings`: what an entry, a rebuy, an add-on and a head
    cost and give), and :meth:`check` says what is wrong with them.
    """

    buy_in: int = 10_000
    fee: int = 0
    starting_stack: int = 20_000
    bounty: int = 0
    max_entries: int = 1
    late_registration_level: int = 6
    rebuy_cost: int = 0
    rebuy_chips: int = 0
    max_rebuys: int = 0
    rebuy_until_level: int = 0
    rebuy_stack_limit: int = 0
    rebuy_at_break: bool = False
    add_on_cost: int = 0
    add_on_chips: int = 0
    add_on_until_level: int = 0
    add_on_at_break: bool = False
    max_add_ons: int = 1
    added_money: int = 0
    guarantee: int = 0
    currency: str = "EUR"
    bounty_kind: Literal["fixed", "progressive"] = "fixed"
    pko_head_share_percent: int = 50
    paid_percent: int = 15

    def check(self) -> None:
        """Raise :class:`DomainError` saying what is wrong with these settings (the first
        problem found), the money module's rules included."""
        amounts = (self.buy_in, self.fee, self.bounty, self.rebuy_cost, self.add_on_cost)
        if min(*amounts, self.added_money) < 0:
            raise DomainError("Amounts of money cannot be negative")
        if self.starting_stack <= 0:
            raise DomainError("The starting stack must be more than zero chips")
        for what, chips in (
            ("starting stack", self.starting_stack),
            ("rebuy", self.rebuy_chips),
            ("add-on", self.add_on_chips),
            ("rebuy stack limit", self.rebuy_stack_limit),
        ):
            if chips > MAX_CHIPS:
                raise DomainError(
                    f"The {what} is {chips:,} chips: at most {MAX_CHIPS:,} can be kept"
                )
        for cents in (*amounts, self.added_money, self.guarantee):
            if cents > MAX_MONEY:
                raise DomainError(
                    f"An amount of money is {cents:,}: at most {MAX_MONEY:,} can be kept"
                )
        if self.max_entries < 1:
            raise DomainError("Each player has at least one entry")
        if not 0 <= self.pko_head_share_percent <= 100:
            raise DomainError("The share of a knockout added to the head is 0 to 100 %")
        if not 0 < self.paid_percent <= 100:
            raise DomainError("The share of the field paid is more than 0 and at most 100 %")
        if self.max_rebuys > 0 and self.rebuy_chips <= 0:
            raise DomainError("Rebuys are allowed: say how many chips a rebuy gives.")
        if self.max_rebuys > 0 and self.rebuy_until_level < 1:
            raise DomainError("Rebuys are allowed: say until which level.")
        if self.rebuy_chips > 0 and self.max_rebuys == 0:
            raise DomainError("Rebuy chips are set but no rebuys are allowed (rebuys per player).")
        if self.add_on_chips > 0 and self.add_on_until_level < 1:
            raise DomainError("An add-on is offered: say until which level.")
        if not 1 <= self.max_add_ons <= MAX_ADD_ONS:
            raise DomainError(f"A player takes 1 to {MAX_ADD_ONS} add-ons")
        self.money_rules()

    def money_rules(self) -> money.LedgerSettings:
        """The money module's rules for these settings (:class:`DomainError` when they break
        one): no bounty when it is 0, no rebuys without chips and a limit, no add-on without
        chips, ``max_entries - 1`` re-entries."""
        try:
            if self.bounty <= 0:
                bounty = money.BountyRule()
            elif self.bounty_kind == "progressive":
                share = self.pko_head_share_percent
                bounty = money.BountyRule(money.BountyKind.PROGRESSIVE, self.bounty, share, 100)
            else:
                bounty = money.BountyRule(money.BountyKind.FIXED, self.bounty)
            rebuy = None
            if self.rebuy_chips > 0 and self.max_rebuys > 0:
                rebuy = money.RebuyRule(
                    until_level=self.rebuy_until_level,
                    max_stack=self.rebuy_stack_limit,
                    price=self.rebuy_cost,
                    chips=self.rebuy_chips,
                    max_per_player=self.max_rebuys,
                    at_break_only=self.rebuy_at_break,
                )
            add_on = None
            if self.add_on_chips > 0:
                level = self.add_on_until_level
                add_on = money.AddOnRule(
                    price=self.add_on_cost,
                    chips=self.add_on_chips,
                    at_break_after_level=level if self.add_on_at_break else None,
                    until_level=None if self.add_on_at_break else level,
                    max_per_player=self.max_add_ons,
                )
            return money.LedgerSettings(
                buy_in=self.buy_in,
                starting_stack=self.starting_stack,
                fee=self.fee,
                late_registration_until_level=self.late_registration_level,
                re_entry=money.ReEntryRule(max(self.max_entries - 1, 0)),
                rebuy=rebuy,
                add_on=add_on,
                bounty=bounty,
                guarantee=self.guarantee,
                added_money=self.added_money,
            )
        except MoneyError as error:
            raise DomainError(str(error)) from error


@dataclass(frozen=True, slots=True)
class FloorRules:
    """When tables are balanced, when a short table halts and which tables break first.

    - ``balance_trigger``: balance when the longest table has more than this many players
      over the shortest (1 keeps tables within one player; 2 is also common).
    - ``halt_short_by``: play halts on a table this many players short of the longest
      (TDA 11D: 3), ``halt_only_at_big_blind``: only once an open seat lies where the big
      blind goes next (otherwise as soon as it is that short).
    - ``break_order``: the tables to break first, in order (TDA 10); tables not listed
      break from the highest number down. The next table of that order whose players fit
      in the open seats breaks (an empty table always first); ``break_fewest_first``
      breaks the table with the fewest players instead (ties in that order).
    """

    balance_trigger: int = 1
    halt_short_by: int = 3
    halt_only_at_big_blind: bool = True
    break_order: tuple[int, ...] = ()
    break_fewest_first: bool = False

    def check(self, table_count: int) -> None:
        """Raise :class:`DomainError` naming the setting that cannot work with tables
        numbered 1 to ``table_count``.

        >>> FloorRules(balance_trigger=0).check(4)
        Traceback (most recent call last):
        ...
        tournament.errors.DomainError: Balance when tables differ by at least 1 player (got 0)
        """
        if not 1 <= self.balance_trigger <= 9:
            raise DomainError(
                f"Balance when tables differ by at least 1 player (got {self.balance_trigger})"
            )
        if not 2 <= self.halt_short_by <= 9:
            raise DomainError(
                f"A table halts when it is at least 2 players short (got {self.halt_short_by})"
            )
        if self.halt_short_by <= self.balance_trigger:
            raise DomainError(
                f"A table {self.halt_short_by} players short would halt before the tables are "
                f"balanced (trigger: more than {self.balance_trigger}): halt at "
                f"{self.balance_trigger + 1} or more players short"
            )
        seen: set[int] = set()
        for table in self.break_order:
            if not 1 <= table <= table_count:
                raise DomainError(
                    f"The break order names table {table}; the tables are 1 to {table_count}"
                )
            if table in seen:
                raise DomainError(f"The break order names table {table} twice")
            seen.add(table)

    def balance_settings(self, method: seating.BalanceMethod) -> seating.BalanceSettings:
        """The seating module's balancing settings for these rules."""
        return seating.BalanceSettings(
            max_difference=self.balance_trigger,
            halt_short_by=self.halt_short_by,
            halt_only_when_blinds_affected=self.halt_only_at_big_blind,
            method=method,
        )


@dataclass(frozen=True, slots=True)
class Settings:
    """What the director set when creating the tournament (``floor``: changed later with
    :class:`~tournament.service.commands.SetFloorRules`)."""

    name: str
    buy_in: BuyInSettings
    table_count: int
    table_size: int
    floor: FloorRules = field(default_factory=FloorRules)


@dataclass(frozen=True, slots=True)
class SatelliteTerms:
    """A satellite: its pool pays seats worth ``seat_value`` cents in the target event
    ``target_name`` (``target_id``: that tournament in this database, "" when it is not
    stored here) and the remainder by ``rule`` (:mod:`tournament.money.satellite`)."""

    seat_value: int
    rule: RemainderRule = "next_place"
    target_name: str = ""
    target_id: str = ""
