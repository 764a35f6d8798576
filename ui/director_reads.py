"""What the director console reads: the domain's views worded for the director.

:class:`DirectorReads` is the read half of :class:`ui.director_service.ServiceFacade`
(its write path is there), composed of the reads by concept: the players' rows here (and
the event's name, structure and rules), the clock screen's model
(:mod:`ui.director_clock_model`), the tables (:mod:`ui.director_table_reads`), the log and
the undo labels (:mod:`ui.director_log_reads`), the money (:mod:`ui.director_money_reads`),
the days (:mod:`ui.day_reads`); the flights' reads are :mod:`ui.flight_reads`. No screen is
typed against it: each declares the port it reads.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import QCoreApplication

from tournament.engine.rules import Rules
from tournament.errors import DomainError
from tournament.player_names import name_key
from tournament.seating import Move
from tournament.service import commands as c
from tournament.service import views
from tournament.service.aggregate import Tournament
from tournament.service.handlers.entries import decide_rename
from tournament.service.ports import UnitOfWork
from tournament.service.structure_change import decide_set_structure
from tournament.service.views import PlayerView
from tournament.structure import Structure
from ui.day_reads import DayReads
from ui.director_clock_model import ClockModelReads
from ui.director_log_reads import LogReads
from ui.director_money_reads import sort_key
from ui.director_table_reads import TableReads
from ui.domain_text import domain_text
from ui.flight_words import FlightRows
from ui.seat_announcements import SeatAnnouncements, Seating, announcement
from ui.viewmodels import (
    ClockScreenModel,
    PlayerLine,
    TournamentItem,
)
from ui.wording import (
    level_summary,
    level_title,
    money,
    ordinal,
)

__all__ = ["DirectorReads"]


def _status(p: PlayerView) -> str:
    if p.status == "eliminated":
        if p.place:
            return QCoreApplication.translate("Facade", "Out · %1").replace("%1", ordinal(p.place))
        return QCoreApplication.translate("Facade", "Out")
    if p.status == "registered":
        return QCoreApplication.translate("Facade", "Registered")
    if p.status == "active" and p.place == 1:  # the tournament is won
        return QCoreApplication.translate("Facade", "Winner")
    if p.status == "active":
        return QCoreApplication.translate("Facade", "Playing")
    return p.status


def _player_row(
    p: PlayerView, currency: str, seats: tuple[str, ...] = (), flights: FlightRows | None = None
) -> PlayerLine:
    """``seats``: a satellite's seat winners (their status says "Seat won"); ``flights``: the
    bags of an event in flights before Day 2 ("Bagged in 1A", with the bag's chips)."""
    flight = flights.status(p) if flights is not None else ""
    stack = p.stack if p.status == "active" or (flight and p.status == "registered") else None
    bounty = money(p.bounty, currency) if p.bounty else ""
    prize = ""
    if p.prize:
        prize = money(p.prize, currency)
        if p.paid:
            prize += " " + QCoreApplication.translate("Facade", "(paid)")
    return PlayerLine(
        p.player_id,
        p.name,
        QCoreApplication.translate("Satellite", "Seat won")
        if p.player_id in seats
        else flight or _status(p),
        p.table,
        p.seat,
        stack,
        p.entries,
        bounty,
        prize,
        sort_key(p),
    )


class DirectorReads(ClockModelReads, TableReads, LogReads, DayReads):
    """The console's reads over a unit of work (see the module docstring)."""

    def __init__(
        self,
        uow: UnitOfWork,
        now: Callable[[], int],
        rng: random.Random,
    ) -> None:
        self.uow = uow
        self.now = now
        self.rng = rng
        self._plan: tuple[Move, ...] = ()
        self._break: tuple[int, tuple[Move, ...]] | None = None
        self._final: tuple[int, tuple[Move, ...]] | None = None
        self.closed_notice = ""
        self._lines: tuple[tuple[tuple[int, ...], str], tuple[tuple[str, str], ...]] | None = None
        self.version: Callable[[], object] = object
        """Changes whenever anything is committed or followed (``ui.app``: the store's last
        event); by default every call is new."""
        self._clock_model: tuple[tuple[object, ...], ClockScreenModel] | None = None
        self.seats = SeatAnnouncements(lambda: self.t, lambda: self.uow.tournament_id)
        """The recent seatings the log leaves (``ui.app`` gives it the log to read)."""

    @property
    def t(self) -> Tournament:
        """The tournament as last committed."""
        return self.uow.load()

    def announce_seats(self, events: Sequence[object]) -> str:
        """What the console says about the seatings of a commit (players still playing)."""
        return announcement(self.t, events)

    def recent_moves(self, count: int) -> Sequence[tuple[str, Seating]]:
        """The last ``count`` moves the log leaves, of players still playing, newest first."""
        return self.seats.recent_moves(count)

    def players(self, player_ids: Collection[str] | None = None) -> Sequence[PlayerLine]:
        """Players: seated first (by table and seat), then registered, then by place.

        With ``player_ids``: only the rows of those players that exist, in no order (each
        row's ``order`` says where it goes); the other players are not looked at.
        """
        currency = self._currency()
        t = self.t
        seats = t.meta.seat_winners
        flights = FlightRows.of(t)
        if player_ids is None:
            return [
                _player_row(p, currency, seats, flights)
                for p in sorted(t.players_view(), key=sort_key)
            ]
        rows = []
        for player_id in player_ids:
            try:
                record = t.player(player_id)
            except DomainError:  # not (or no longer) registered
                continue
            rows.append(_player_row(views.player_view(t, record), currency, seats, flights))
        return rows

    def namesakes(self, name: str) -> Sequence[tuple[PlayerLine, bool]]:
        """The players of this event whose name is ``name`` but for case, accents and
        spaces, each with True when they are out (a re-entry may be meant)."""
        key = name_key(name)
        currency = self._currency()
        t = self.t
        return [
            (_player_row(views.player_view(t, p), currency), p.status == "eliminated")
            for p in t.player_records()
            if name_key(p.name) == key
        ]

    def rename_refusal(self, player_id: str, name: str) -> str:
        """Why the event would refuse to rename the player ("" when it would): the
        command's own checks, run without renaming."""
        try:
            decide_rename(self.t, c.RenamePlayer(player_id, name), self.now(), random.Random(0))
        except DomainError as refusal:
            return domain_text(str(refusal))
        return ""

    def structure_refusal(self, structure: Structure) -> str:
        """Why the event would refuse to play ``structure`` now ("" when it would play it,
        or already plays it): the checks of the command itself, run without playing it."""
        t = self.t
        if structure == t.structure:
            return ""
        try:
            decide_set_structure(t, c.SetStructure(structure), self.now(), random.Random(0))
        except DomainError as refusal:
            return domain_text(str(refusal))
        return ""

    def levels(self) -> Sequence[tuple[str, str]]:
        """The structure, one line per level or break."""
        t = self.t
        out = []
        view = t.clock_view(self.now())
        current = view.level.index
        for level in t.levels_view():
            marker = "▶ " if level.index == current else ""
            out.append((marker + level_title(level), level_summary(level)))
        return out

    def notice(self) -> str:
        """Information to show once (e.g. how long the program was closed)."""
        return self.closed_notice

    def tournament_name(self) -> str:
        """The name of the tournament on screen."""
        settings = self.t.settings
        return settings.name if settings is not None else ""

    def current_tournament(self) -> str:
        """The id of the tournament on screen."""
        return self.uow.tournament_id

    def tournaments(self) -> Sequence[TournamentItem]:
        """Every tournament in the database, oldest first."""
        return [
            TournamentItem(i.id, i.name, i.created_ms, i.finished_ms)
            for i in self.uow.tournaments()
        ]

    def live_state(self) -> tuple[Tournament, int] | None:
        """The tournament as it stands and the instant now, when its clock has started
        (what "Rehearse this event…" carries on from); None before the start."""
        t = self.t
        if t.settings is None or not t.clock_state.started or t.meta.finished:
            return None
        return t, self.now()

    def rules(self) -> Rules:
        """The rule settings the hands of the tournament on screen are played under."""
        return self.t.rules()

    def structure(self) -> Structure:
        """The structure the tournament on screen plays."""
        structure = self.t.structure
        if structure is None:
            raise DomainError(QCoreApplication.translate("Facade", "Create the tournament first"))
        return structure
