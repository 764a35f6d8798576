"""The state the command handlers and the read models work on, as two protocols.

A decider (``decide(t, command, now, rng) -> list[Event]``) reads a
:class:`TournamentState`: the records (players, entries, tables by key, read-only
mappings), the settings, the structure, the stored clock, the floor-wide
:class:`~tournament.service.records.Meta`, the indexes the aggregate keeps (who sits
where, move counts, entries per player, money collected) and the checks every handler
shares (a player, a table in play, a seat, "created", "not finished"). It returns events
and changes nothing.

An applier (``apply(t, event)``) writes through :class:`TournamentWrites`: one record put
or removed at a time, or a new settings, structure, clock or meta value. Every write goes
through the aggregate's journaled records, so its indexes follow and undo knows what
changed. The aggregate (:class:`~tournament.service.aggregate.Tournament`) implements
both; the handlers never name it nor its private members (``tests/unit/service/
test_handlers_on_values.py`` fails on a reach into another object's private member in
``tournament/service``), which is what keeps the handlers out of an import circle with
the aggregate (``lint-imports``' contract "The aggregate's state protocol").
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterable, Mapping
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias

from tournament import money, rotation, seating
from tournament.clock import Clock, ClockState
from tournament.clock_timeline import Timeline
from tournament.money import Entry
from tournament.service.records import EntryKind, Meta, PlayerRecord, Settings
from tournament.service.tournament_table import TournamentTable
from tournament.structure import Level, RotationSettings, Structure
from tournament.table import Table

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service import commands as c
    from tournament.service import events as e

__all__ = ["Applier", "Decider", "Steps", "TournamentState", "TournamentWrites"]


class TournamentState(Protocol):
    """What a decider and a read model read of a tournament (see the module docstring)."""

    # ------------------------------------------------------------------ values

    @property
    def settings(self) -> Settings | None:
        """The settings the director entered (None before the tournament is created)."""

    @property
    def structure(self) -> Structure | None:
        """The structure played (None before creation)."""

    @property
    def meta(self) -> Meta:
        """Floor-wide state (hand-for-hand, payouts, deal, rotation, rules, message)."""

    @property
    def clock_state(self) -> ClockState:
        """The clock as stored."""

    @property
    def players_by_id(self) -> Mapping[str, PlayerRecord]:
        """Every player's record by player id."""

    @property
    def entries_by_id(self) -> Mapping[str, Entry]:
        """Every entry's record by entry id."""

    @property
    def tables_by_number(self) -> Mapping[int, TournamentTable]:
        """Every table's record (broken ones too) by number."""

    # ------------------------------------------------------------------ indexes

    def seat_map(self) -> Mapping[str, tuple[int, int]]:
        """(table, seat) of every seated player."""

    def move_counts(self) -> Mapping[str, int]:
        """How often each player was moved (players never moved are absent)."""

    def entry_ids_of(self, player_id: str) -> Collection[str]:
        """The ids of a player's entries."""

    def collected(self) -> int:
        """The money the entries put in the prize pool (cents)."""

    def entry_count(self, kind: EntryKind) -> int:
        """How many entries of ``kind`` were bought."""

    def players_left(self) -> int:
        """How many players are still in."""

    def active_players(self) -> tuple[PlayerRecord, ...]:
        """The players still in, in registration order."""

    def player_records(self) -> tuple[PlayerRecord, ...]:
        """All players in registration order."""

    def table_records(self) -> tuple[TournamentTable, ...]:
        """All tables (broken ones too) by number."""

    def entry_records(self) -> tuple[Entry, ...]:
        """All entries in the order they were bought."""

    def table_record(self, number: int) -> TournamentTable | None:
        """One table's record (a broken one too), or None when there is no such table."""

    def players_named(self, name: str) -> list[str]:
        """Ids of the players still in the event with ``name`` (case, accents aside)."""

    def location(self, player_id: str) -> tuple[int, int] | None:
        """(table, seat) of a player, or None when not seated."""

    def table_value(self, number: int) -> Table:
        """The table module's value of a table (seats, button state)."""

    def seating_state(self) -> seating.SeatingState:
        """The seating module's state of the tables in play."""

    def recorded_chips(self) -> int:
        """The recorded stacks of the players still in."""

    def chips_in_play(self) -> int:
        """The chips the entries issued, less those a colour-up removed."""

    def chip_leader(self) -> PlayerRecord | None:
        """The player with the most chips."""

    def chip_leader_shared(self) -> bool:
        """Whether several players share the biggest stack."""

    # ------------------------------------------------------------------ figures

    def timeline(self) -> Timeline:
        """The structure's steps (DomainError before creation)."""

    def clock(self, hand_for_hand_ms: int | None = None) -> Clock:
        """The stored clock as a :class:`~tournament.clock.Clock`."""

    def settled_clock(self, now: int) -> ClockState:
        """The clock at ``now``."""

    def level_number(self, index: int) -> int:
        """The 1-based number of the level at ``index``."""

    def level_at(self, index: int) -> Level:
        """The level at step ``index`` (during a break, the level before it)."""

    def level_number_now(self, now: int) -> int:
        """The number of the level at ``now`` (0 before the clock starts)."""

    def rotation_settings(self) -> RotationSettings:
        """The structure's rotation settings."""

    def now_and_next(self, now: int | None) -> rotation.NowAndNext:
        """The game played now, the next game, and each table's game."""

    def game_at(self, table: int | None, now: int | None) -> str:
        """The game played at ``table`` at ``now``."""

    def prize_pool(self) -> int:
        """The prize pool in cents."""

    def prize_for(self, player_id: str) -> int:
        """What a player has won."""

    def payout_check(self) -> money.PayoutCheck | None:
        """The payout table against the prize pool."""

    def balance_plan(self) -> tuple[seating.Move, ...]:
        """The balancing moves for now."""

    def break_plan(self, table: int, rng: random.Random) -> tuple[seating.Move, ...]:
        """The moves that break ``table``."""

    # ------------------------------------------------------------------ checks

    def player(self, player_id: str) -> PlayerRecord:
        """A player's record; DomainError when unknown."""

    def created(self) -> Settings:
        """The settings; DomainError before the tournament is created."""

    def table_in_play(self, number: int) -> TournamentTable:
        """A table's record; DomainError when there is none or it is broken."""

    def check_seat(self, table: TournamentTable, seat: int) -> None:
        """DomainError when ``table`` has no seat ``seat``."""

    def check_not_finished(self) -> None:
        """DomainError once the tournament is over."""


class TournamentWrites(TournamentState, Protocol):
    """What an applier writes (see the module docstring): one value at a time."""

    def put_player(self, record: PlayerRecord) -> None:
        """Store a player's record (at its id)."""

    def remove_player(self, player_id: str) -> None:
        """Remove a player's record (undo of a registration)."""

    def put_entry(self, record: Entry) -> None:
        """Store an entry's record (at its id)."""

    def remove_entry(self, entry_id: str) -> None:
        """Remove an entry's record."""

    def put_table(self, record: TournamentTable) -> None:
        """Store a table's record (at its number)."""

    def put_table_value(self, table: Table) -> None:
        """Store the table module's value of a table (seats, button) at its number."""

    def remove_table(self, number: int) -> None:
        """Remove a table's record."""

    def set_settings(self, settings: Settings | None) -> None:
        """Replace the settings."""

    def set_structure(self, structure: Structure | None) -> None:
        """Replace the structure (and its timeline)."""

    def set_clock(self, clock: ClockState) -> None:
        """Replace the stored clock."""

    def set_meta(self, meta: Meta) -> None:
        """Replace the floor-wide state."""


Decider: TypeAlias = "Callable[[TournamentState, Any, int, random.Random], list[e.Event]]"
"""``decide(t, command, now, rng) -> events``: reads ``t``, changes nothing."""
Applier: TypeAlias = "Callable[[TournamentWrites, Any], None]"
"""``apply(t, event)``: writes the event's values into ``t`` (no clock, no rng)."""
Steps: TypeAlias = "Callable[[TournamentState, Any], Iterable[c.Command]]"
"""``steps(t, command) -> commands``: the commands a command made of steps runs."""
