"""What the table view needs from the tournament: the next hand's set-up, its seats and
markers, and recording a finished hand (one command, one undo step)."""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from typing import Protocol

from tournament.engine import Rules
from tournament.errors import DomainError
from tournament.games import is_stud
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.hand_setup import HandSetup, hands_dealt, prepare_hand
from tournament.service.live_hand import LiveHand
from tournament.service.table_hand import Mode, TableHand
from tournament.service.table_play import PlayedHand
from ui.viewmodels import TableDisplay

__all__ = ["LiveHands", "TableFacade", "TablePlay"]


class LiveHands(Protocol):
    """The hands in progress kept for display stations (scratch, not director actions)."""

    @property
    def tournament_id(self) -> str:
        """The id of the tournament on screen."""
        ...

    def save_live_hand(self, table: int, hand: LiveHand | None) -> None:
        """Keep ``hand`` as the hand in progress at ``table`` (None: none now)."""
        ...

    def live_hand(self, table: int) -> LiveHand | None:
        """The hand in progress at ``table`` as last kept (None: none)."""
        ...


class TableFacade(Protocol):
    """What the table view reads of the director facade, and its one write path."""

    @property
    def uow(self) -> LiveHands:
        """The hands in progress (the unit of work keeps them)."""
        ...

    rng: random.Random

    def send(self, command: c.Command) -> None:
        """Send one command (one transaction, one undo step); a refusal raises DomainError."""
        ...

    @property
    def t(self) -> Tournament:
        """The tournament as it is now."""
        ...

    def now(self) -> int:
        """The instant now, in milliseconds."""
        ...

    def tables(self, numbers: Collection[int] | None = None) -> Sequence[TableDisplay]:
        """The tables' views (seats with button and blinds marked)."""
        ...

    def table_hint(self) -> str:
        """What the tables need now (balancing, a table to break)."""
        ...


class TablePlay:
    """The table view's narrow access to the tournament (through the director facade)."""

    def __init__(self, facade: TableFacade, rules: Rules | None = None) -> None:
        self.facade = facade
        self.rules = rules
        """Rules for every hand; None: the event's rule settings when the hand starts."""

    def setup(self, table: int) -> HandSetup:
        """The next hand at ``table`` now; refused (DomainError) when none may be dealt."""
        t, now = self.facade.t, self.facade.now()
        t.verify(c.RecordHand(table), now)
        return prepare_hand(t, table, now)

    def next_game(self, table: int) -> str | None:
        """The game the rotation deals next at ``table`` (None: no table, no level)."""
        try:
            return self.facade.t.next_hand_game(table, self.facade.now())
        except DomainError:
            return None

    def needs_button(self, table: int) -> bool:
        """Whether ``table``'s next hand is a button game and the table has no button yet
        (an event that began with stud reaches its first button game)."""
        game = self.next_game(table)
        if game is None or is_stud(game):
            return False
        view = self.facade.t.table_value(table)
        return not view.started and view.player_count >= 2

    def draw_button(self, table: int) -> None:
        """Draw for the button at ``table`` at random: one command (one undo step)."""
        self.facade.send(c.DrawButton(table))

    def start(self, table: int, mode: Mode) -> TableHand:
        """A new hand at ``table`` (Deal mode shuffles with the facade's random source)."""
        rules = self.rules if self.rules is not None else self.facade.t.rules()
        return TableHand(self.setup(table), rules, mode, self.facade.rng)

    def seats(self, table: int) -> TableDisplay | None:
        """The table's seats with the button and blinds marked (None: no such table)."""
        views = self.facade.tables([table])
        return views[0] if views else None

    def record(self, hand: TableHand) -> PlayedHand:
        """Record the finished hand in the tournament: stacks, button, busts, the
        rotation's hand count, its PHH and the end of the table's live hand in one command
        (one transaction, one undo step)."""
        played = hand.finish()
        self.facade.send(played.command(hand.setup.level_index))
        return played

    def marks(
        self, table: int, hand: TableHand
    ) -> tuple[tuple[tuple[int, str], ...], tuple[tuple[int, str], ...]]:
        """The seats' markers (D, SB, BB) as (seat, marker), and the players seated but not
        dealt in ``hand`` as (seat, name)."""
        view = self.seats(table)
        seats = view.seats if view else ()
        dealt = set(hand.setup.seats)
        markers = tuple((s.seat, s.marker) for s in seats)
        return markers, tuple((s.seat, s.player) for s in seats if s.player and s.seat not in dealt)

    def seated(self, table: int) -> tuple[str, ...]:
        """The ids of the players seated at ``table`` now (none: no such table)."""
        record = self.facade.t.table_record(table)
        return record.players if record is not None else ()

    def level_now(self) -> int:
        """The step of the structure in force now (levels that ran out are passed)."""
        return self.facade.t.settled_clock(self.facade.now()).level_index

    def hands_dealt(self, table: int) -> int:
        """How many hands ``table`` has recorded in the tournament."""
        return hands_dealt(self.facade.t, table)

    def publish(self, table: int, hand: LiveHand | None) -> None:
        """Keep the hand in progress at ``table`` for display stations (not an undo step)."""
        self.facade.uow.save_live_hand(table, hand)

    def live(self, table: int) -> LiveHand | None:
        """The hand the table's operator plays now, as last kept (None: none)."""
        return self.facade.uow.live_hand(table)

    def hint(self) -> str:
        """The floor's prompt after a hand (balancing, a table to break), or empty."""
        return self.facade.table_hint()
