"""The ports the console window hands its parts: one field per part, each typed with the
small port that part's module declares (the composition root, ``ui.app``, fills every field
with the one facade). No part, and not the window, is typed against the whole facade."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from tournament.engine.rules import Rules
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.structure import Structure
from ui.console.clock_bar import ClockReads
from ui.console.clock_message import ClockMessageReads
from ui.console.colour_up import ColourUpReads
from ui.console.day_actions import DaysMenuReads
from ui.console.flight_desk import FlightDeskReads
from ui.console.history_actions import HistoryMenuReads
from ui.console.payouts_tab import PayoutsReads
from ui.console.players_tab import PlayersReads
from ui.console.print_actions import PrintReads
from ui.console.structure_tab import StructureReads
from ui.console.table_actions import TablesReads
from ui.console.tournament_files import TournamentFilesReads
from ui.console.updates import UpdateReads
from ui.floor_rules import FloorRulesReads
from ui.hand_history.actions import RulesReads
from ui.table_size import TableSizeReads
from ui.viewmodels import ClockScreenModel

__all__ = ["ConsolePorts", "WindowReads"]


class WindowReads(Protocol):
    """What the window itself reads (its title, the undo labels, the clock strip, the
    seatings to announce, what a rehearsal starts from) and its write path."""

    def tournament_name(self) -> str:
        """The name of the tournament on screen."""
        ...

    def current_tournament(self) -> str:
        """The id of the tournament on screen."""
        ...

    def undo_text(self) -> str | None:
        """The next undo's label (None: nothing to undo)."""
        ...

    def redo_text(self) -> str | None:
        """The next redo's label (None: nothing to redo)."""
        ...

    def clock_model(self) -> ClockScreenModel:
        """What the clock screen shows now."""
        ...

    def announce_seats(self, events: Sequence[object]) -> str:
        """What the console says about a commit's seatings."""
        ...

    def structure(self) -> Structure:
        """The structure played."""
        ...

    def live_state(self) -> tuple[Tournament, int] | None:
        """The tournament and now once its clock started (None before)."""
        ...

    def rules(self) -> Rules:
        """The event's rule settings."""
        ...

    def send(self, command: c.Command) -> None:
        """The one write path: one command, one transaction, one undo step."""
        ...

    def undo(self) -> None:
        """Undo the last action."""
        ...

    def redo(self) -> None:
        """Redo the last undone action."""
        ...


@dataclass(frozen=True, slots=True)
class ConsolePorts:
    """Each part of the console and the port it reads through."""

    window: WindowReads
    clock: ClockReads
    players: PlayersReads
    tables: TablesReads
    structure: StructureReads
    payouts: PayoutsReads
    updates: UpdateReads
    files: TournamentFilesReads
    history: HistoryMenuReads
    printing: PrintReads
    days: DaysMenuReads
    flights: FlightDeskReads
    message: ClockMessageReads
    floor_rules: FloorRulesReads
    table_size: TableSizeReads
    colour_up: ColourUpReads
    rules: RulesReads
