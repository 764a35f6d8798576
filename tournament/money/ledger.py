"""The ledger: every registration, buy-in, re-entry, rebuy and add-on, one entry each.

A :class:`Ledger` is an immutable value. Each action has a ``why_not_*`` query that returns
the director-readable reason it is refused (or ``None``), and a method that returns a new
ledger with the entry added or raises :class:`MoneyError` with that reason (the old ledger
is untouched, which is what undo needs).

Levels are numbered from 1. ``level`` is the level being played, or during a break the level
just finished; ``on_break`` says whether play is on a break.

>>> from tournament.money.settings import LedgerSettings, RebuyRule
>>> s = LedgerSettings(buy_in=5_000, fee=500, starting_stack=10_000,
...                   rebuy=RebuyRule(until_level=6, max_stack=10_000, price=5_000, chips=10_000))
>>> led = Ledger(s).register("p1", "Anna", level=1).buy_in("p1", level=1)
>>> led.why_not_rebuy("p1", level=3, stack=12_000)
'Stack 12,000 is above the rebuy threshold of 10,000'
>>> led.why_not_rebuy("p1", level=7, stack=0)
'Rebuys closed after level 6'
>>> led.rebuy("p1", level=3, stack=0).prize_money
10000
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from enum import Enum

from tournament.money.errors import MoneyError
from tournament.money.fmt import chips as fmt_chips
from tournament.money.prize_pool import PrizePool, prize_pool
from tournament.money.settings import AddOnRule, LedgerSettings, RebuyRule

__all__ = ["ChipAdjustment", "Entry", "EntryKind", "Ledger", "PlayerId"]

PlayerId = str


class EntryKind(Enum):
    """What an entry in the ledger is."""

    REGISTRATION = "registration"
    BUY_IN = "buy_in"
    RE_ENTRY = "re_entry"
    REBUY = "rebuy"
    ADD_ON = "add_on"


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of the ledger: who, what, when, and where the money and chips went.

    ``prize`` goes to the prize pool, ``fee`` to the house, ``bounty`` onto the player's
    head; ``chips`` are handed to the player. ``at`` is an instant (ms since epoch, UTC).
    """

    entry_id: str
    player: PlayerId
    kind: EntryKind
    level: int
    at: int = 0
    prize: int = 0
    fee: int = 0
    bounty: int = 0
    chips: int = 0

    @property
    def paid(self) -> int:
        """Everything the player paid for this entry."""
        return self.prize + self.fee + self.bounty


@dataclass(frozen=True, slots=True)
class ChipAdjustment:
    """A change of the chips in play not tied to an entry (a colour-up's chip race, a penalty)."""

    chips: int
    reason: str
    at: int = 0


def _window_open(until_level: int | None, level: int) -> bool:
    return until_level is None or level <= until_level


@dataclass(frozen=True, slots=True)
class Ledger:
    """All entries of one tournament under its :class:`LedgerSettings`."""

    settings: LedgerSettings
    players: tuple[tuple[PlayerId, str], ...] = ()
    entries: tuple[Entry, ...] = ()
    adjustments: tuple[ChipAdjustment, ...] = ()

    # ----------------------------------------------------------------- queries

    def name(self, player: PlayerId) -> str:
        """The registered name of ``player`` (the id itself if unknown)."""
        for pid, name in self.players:
            if pid == player:
                return name
        return player

    def is_registered(self, player: PlayerId) -> bool:
        """Whether ``player`` is registered."""
        return any(pid == player for pid, _ in self.players)

    def entries_of(self, player: PlayerId, kind: EntryKind | None = None) -> tuple[Entry, ...]:
        """The entries of ``player`` (of one ``kind`` if given), oldest first."""
        return tuple(
            e for e in self.entries if e.player == player and (kind is None or e.kind is kind)
        )

    def count(self, player: PlayerId, kind: EntryKind) -> int:
        """How many entries of ``kind`` ``player`` has."""
        return len(self.entries_of(player, kind))

    def _of_kind(self, *kinds: EntryKind) -> Iterator[Entry]:
        return (e for e in self.entries if e.kind in kinds)

    @property
    def field_size(self) -> int:
        """Entries that count for the field: buy-ins plus re-entries."""
        return sum(1 for _ in self._of_kind(EntryKind.BUY_IN, EntryKind.RE_ENTRY))

    @property
    def prize_money(self) -> int:
        """Money collected for the prize pool (before any guarantee)."""
        return sum(e.prize for e in self.entries)

    @property
    def fees(self) -> int:
        """Money collected for the house."""
        return sum(e.fee for e in self.entries)

    @property
    def bounty_money(self) -> int:
        """Money collected for bounties."""
        return sum(e.bounty for e in self.entries)

    @property
    def chips_issued(self) -> int:
        """Chips handed out by entries."""
        return sum(e.chips for e in self.entries)

    @property
    def chips_in_play(self) -> int:
        """Chips that should be on the tables: chips issued plus recorded adjustments."""
        return self.chips_issued + sum(a.chips for a in self.adjustments)

    def prize_pool(self) -> PrizePool:
        """The prize pool: collected plus added money, raised to the guarantee (overlay shown)."""
        s = self.settings
        return prize_pool(self.prize_money, s.guarantee, s.added_money)

    # ------------------------------------------------------------ refusals

    def _late_registration_closed(self, level: int) -> str | None:
        until = self.settings.late_registration_until_level
        if not _window_open(until, level):
            return f"Late registration closed after level {until}"
        return None

    def why_not_register(self, player: PlayerId, name: str, level: int) -> str | None:
        """Why ``player`` cannot register now, or ``None``."""
        if not name.strip():
            return "A player needs a name to register"
        if self.is_registered(player):
            return f"{self.name(player)} is already registered"
        return self._late_registration_closed(level)

    def why_not_buy_in(self, player: PlayerId, level: int) -> str | None:
        """Why ``player`` cannot buy in now, or ``None``."""
        if not self.is_registered(player):
            return f"Player {player} is not registered"
        if self.count(player, EntryKind.BUY_IN):
            return f"{self.name(player)} has already bought in; use a re-entry"
        return self._late_registration_closed(level)

    def why_not_re_enter(self, player: PlayerId, level: int, *, busted: bool) -> str | None:
        """Why ``player`` cannot re-enter now (``busted``: he has no chips left), or ``None``."""
        rule = self.settings.re_entry
        if rule.max_per_player == 0:
            return "This tournament has no re-entries"
        if not self.count(player, EntryKind.BUY_IN):
            return f"{self.name(player)} has not bought in yet; re-entry is for busted players"
        if not busted:
            return (
                f"{self.name(player)} is still in the tournament; only a busted player can re-enter"
            )
        until = rule.until_level
        if until is None:
            until = self.settings.late_registration_until_level
        if not _window_open(until, level):
            return f"Re-entries closed after level {until}"
        if self.count(player, EntryKind.RE_ENTRY) >= rule.max_per_player:
            return f"Re-entry limit of {rule.max_per_player} reached for {self.name(player)}"
        return None

    def why_not_rebuy(
        self, player: PlayerId, level: int, *, stack: int, on_break: bool = False
    ) -> str | None:
        """Why ``player`` (with ``stack`` chips now) cannot rebuy, or ``None``."""
        rule = self.settings.rebuy
        if rule is None:
            return "This tournament has no rebuys"
        if not self.count(player, EntryKind.BUY_IN):
            return f"{self.name(player)} has not bought in yet"
        if rule.at_break_only and level > rule.until_level:
            return f"Rebuys closed after the break after level {rule.until_level}"
        if rule.at_break_only and not (on_break and level == rule.until_level):
            return f"Rebuys are taken at the break after level {rule.until_level}"
        if level > rule.until_level:
            return f"Rebuys closed after level {rule.until_level}"
        if stack > rule.max_stack:
            return (
                f"Stack {fmt_chips(stack)} is above the rebuy threshold of "
                f"{fmt_chips(rule.max_stack)}"
            )
        if rule.max_per_player is not None and (
            self.count(player, EntryKind.REBUY) >= rule.max_per_player
        ):
            return f"Rebuy limit of {rule.max_per_player} reached for {self.name(player)}"
        return None

    def why_not_add_on(self, player: PlayerId, level: int, *, on_break: bool) -> str | None:
        """Why ``player`` cannot take an add-on now, or ``None``."""
        rule = self.settings.add_on
        if rule is None:
            return "This tournament has no add-ons"
        if not self.count(player, EntryKind.BUY_IN):
            return f"{self.name(player)} has not bought in yet"
        if not rule.open_at(level, on_break=on_break):
            if rule.until_level is not None and rule.at_break_after_level is None:
                return f"Add-ons closed after level {rule.until_level}"
            if rule.until_level is None and level > (rule.at_break_after_level or 0):
                return f"Add-ons closed after the break after level {rule.at_break_after_level}"
            return f"Add-ons are taken at the break after level {rule.at_break_after_level}"
        if self.count(player, EntryKind.ADD_ON) >= rule.max_per_player:
            if rule.max_per_player == 1:
                return f"{self.name(player)} has already taken the add-on"
            return f"Add-on limit of {rule.max_per_player} reached for {self.name(player)}"
        return None

    # -------------------------------------------------------------- actions

    def _add(self, entry: Entry) -> Ledger:
        return replace(self, entries=(*self.entries, entry))

    def _next_id(self, entry_id: str | None) -> str:
        if entry_id is None:
            return f"E{len(self.entries) + 1}"
        if any(e.entry_id == entry_id for e in self.entries):
            raise MoneyError(f"Entry {entry_id} already exists")
        return entry_id

    @staticmethod
    def _refuse(reason: str | None) -> None:
        if reason is not None:
            raise MoneyError(reason)

    def register(
        self, player: PlayerId, name: str, level: int, *, at: int = 0, entry_id: str | None = None
    ) -> Ledger:
        """Register ``player`` as ``name`` (no money, no chips yet)."""
        self._refuse(self.why_not_register(player, name, level))
        new = replace(self, players=(*self.players, (player, name.strip())))
        entry = Entry(new._next_id(entry_id), player, EntryKind.REGISTRATION, level, at)
        return new._add(entry)

    def buy_in(
        self, player: PlayerId, level: int, *, at: int = 0, entry_id: str | None = None
    ) -> Ledger:
        """Record ``player``'s buy-in: buy-in to the pool, fee, bounty, the starting stack."""
        self._refuse(self.why_not_buy_in(player, level))
        s = self.settings
        entry = Entry(
            self._next_id(entry_id),
            player,
            EntryKind.BUY_IN,
            level,
            at,
            s.buy_in,
            s.fee,
            s.bounty.amount,
            s.starting_stack,
        )
        return self._add(entry)

    def re_enter(
        self,
        player: PlayerId,
        level: int,
        *,
        busted: bool,
        at: int = 0,
        entry_id: str | None = None,
    ) -> Ledger:
        """Record a re-entry of busted ``player``: a full new entry and starting stack."""
        self._refuse(self.why_not_re_enter(player, level, busted=busted))
        s = self.settings
        entry = Entry(
            self._next_id(entry_id),
            player,
            EntryKind.RE_ENTRY,
            level,
            at,
            s.buy_in,
            s.fee,
            s.bounty.amount,
            s.starting_stack,
        )
        return self._add(entry)

    def rebuy(
        self,
        player: PlayerId,
        level: int,
        *,
        stack: int,
        on_break: bool = False,
        at: int = 0,
        entry_id: str | None = None,
    ) -> Ledger:
        """Record a rebuy by ``player`` whose stack is ``stack`` now."""
        self._refuse(self.why_not_rebuy(player, level, stack=stack, on_break=on_break))
        assert self.settings.rebuy is not None
        return self._add_chips_entry(
            EntryKind.REBUY, self.settings.rebuy, player, level, at, entry_id
        )

    def add_on(
        self,
        player: PlayerId,
        level: int,
        *,
        on_break: bool,
        at: int = 0,
        entry_id: str | None = None,
    ) -> Ledger:
        """Record an add-on by ``player``."""
        self._refuse(self.why_not_add_on(player, level, on_break=on_break))
        assert self.settings.add_on is not None
        return self._add_chips_entry(
            EntryKind.ADD_ON, self.settings.add_on, player, level, at, entry_id
        )

    def _add_chips_entry(
        self,
        kind: EntryKind,
        rule: RebuyRule | AddOnRule,
        player: PlayerId,
        level: int,
        at: int,
        entry_id: str | None,
    ) -> Ledger:
        """Record a bought stack top-up (rebuy or add-on): its price, fee and chips, no bounty."""
        entry = Entry(
            self._next_id(entry_id), player, kind, level, at, rule.price, rule.fee, 0, rule.chips
        )
        return self._add(entry)

    def adjust_chips(self, chips: int, reason: str, *, at: int = 0) -> Ledger:
        """Record a change of the chips in play (e.g. a chip race's rounding)."""
        if not reason.strip():
            raise MoneyError("Say why the chips in play change")
        return replace(self, adjustments=(*self.adjustments, ChipAdjustment(chips, reason, at)))

    def void(self, entry_id: str) -> Ledger:
        """The ledger without entry ``entry_id`` (a correction); a voided registration
        also removes the player if he has no other entries."""
        found = [e for e in self.entries if e.entry_id == entry_id]
        if not found:
            raise MoneyError(f"There is no entry {entry_id}")
        entries = tuple(e for e in self.entries if e.entry_id != entry_id)
        players = self.players
        gone = found[0]
        if gone.kind is EntryKind.REGISTRATION:
            if any(e.player == gone.player for e in entries):
                raise MoneyError(
                    f"{self.name(gone.player)} has other entries;"
                    " void those before the registration"
                )
            players = tuple(p for p in players if p[0] != gone.player)
        return replace(self, players=players, entries=entries)
