"""What the director console reads: the domain's views worded for the director.

:class:`DirectorReads` is the read half of :class:`ui.director_service.ServiceFacade`
(the actions are there): the clock screen's model, the players, tables and results rows,
the seating hint and the chip check (the domain's :mod:`tournament.service.floor`, worded
and translated here), the undo labels (the unit of work's kept state).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from tournament.engine.rules import Rules
from tournament.errors import DomainError
from tournament.games import game_name, short_name
from tournament.player_names import name_key
from tournament.seating import Move
from tournament.service import commands as c
from tournament.service import views
from tournament.service.aggregate import Tournament
from tournament.service.floor import break_choices, floor_hints
from tournament.service.handlers.entries import decide_rename
from tournament.service.ports import LoggedAction, UnitOfWork
from tournament.service.structure_change import decide_set_structure
from tournament.service.table_size import decide_set_table_size
from tournament.service.views import ClockView, PlayerView
from tournament.structure import Structure
from ui.clock_figures import bounty_value, late_registration
from ui.day_reads import DayReads, day_line, day_notice
from ui.director_money_reads import MoneyReads, sort_key
from ui.domain_text import domain_text
from ui.flight_words import FlightRows, festival_line
from ui.seat_announcements import SeatAnnouncements, Seating, announcement
from ui.viewmodels import (
    ClockScreenModel,
    PlayerLine,
    SeatDisplay,
    TableDisplay,
    TournamentItem,
)
from ui.wording import (
    break_end_line,
    level_for_game,
    level_summary,
    level_title,
    money,
    next_level_line,
    ordinal,
    stakes_lines,
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


def _next_game_line(view: ClockView) -> str:
    """``Next game: Razz`` while a rotation by hands or orbits is about to change the game."""
    if view.level.is_break or not view.next_game_name:
        return ""
    if view.next_game_name == view.level.game_name:
        return ""
    return QCoreApplication.translate("Facade", "Next game: %1").replace(
        "%1", domain_text(view.next_game_name)
    )


def _tables_games(t: Tournament, now: int) -> str:
    """``Table 1: Razz · Table 2: Stud`` when the tables play different games now."""
    by_table = t.now_and_next(now).by_table
    if len(set(by_table.values())) <= 1:
        return ""
    text = QCoreApplication.translate("Facade", "Table %1: %2")
    return " · ".join(
        text.replace("%1", str(n)).replace("%2", domain_text(short_name(g)))
        for n, g in by_table.items()
    )


def _time_of_day(now_ms: int) -> str:
    """The local time of day in the language's short form (``21:37``, ``9:37 PM``)."""
    moment = QDateTime.fromMSecsSinceEpoch(now_ms).time()
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def _break() -> str:
    return QCoreApplication.translate("Wording", "Break")


class DirectorReads(MoneyReads, DayReads):
    """The queries of :class:`ui.director_port.DirectorFacade` over a unit of work."""

    def __init__(
        self,
        uow: UnitOfWork,
        clock: Callable[[], int],
        rng: random.Random,
    ) -> None:
        self.uow = uow
        self.clock = clock
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

    def clock_model(self) -> ClockScreenModel:
        """What the clock screen shows now: built once per change and instant, however many
        listeners (the clock screen, the console's clock strip, the payouts) ask for it."""
        now = self.clock()
        key = (self.uow.tournament_id, self.version(), now, self.closed_notice)
        if self._clock_model is None or self._clock_model[0] != key:
            self._clock_model = (key, self._build_clock_model(now))
        return self._clock_model[1]

    def _build_clock_model(self, now: int) -> ClockScreenModel:
        t = self.t
        view = t.clock_view(now)
        summary = t.summary()
        currency = self._currency()
        level = view.level
        nxt = view.next_level
        next_label = ""
        if nxt is not None:
            next_label = (
                QCoreApplication.translate("Facade", "Next: %1 · %2")
                .replace("%1", level_title(nxt))
                .replace("%2", level_summary(nxt))
            )
        notice = ""
        end_of_day = day_notice(t, now)
        if summary.finished:
            notice = QCoreApplication.translate("Facade", "Tournament over")
        elif end_of_day:
            notice = end_of_day
        elif view.hand_for_hand:
            notice = QCoreApplication.translate("Facade", "HAND FOR HAND")
        elif summary.on_bubble:
            notice = QCoreApplication.translate("Facade", "On the bubble")
        elif summary.in_the_money:
            notice = QCoreApplication.translate("Facade", "In the money")
        elif not view.started:
            notice = QCoreApplication.translate("Facade", "Clock not started")
        elif t.add_ons_now(now):
            notice = QCoreApplication.translate("Facade", "Add-ons now")
        settings = t.settings
        payouts = tuple(self.payouts())  # the deal's shares after a deal
        winner = ""
        deal = t.meta.deal
        seats_won = len(t.meta.seat_winners)
        if summary.finished:  # the payouts actually paid, with who got them
            payouts = tuple((f"{r.place} {r.player}", r.prize) for r in self.results())
            first = t.players_at(1)
            winner = first[0].name if first and (deal is None or deal.play_for) else ""
            if seats_won:  # a satellite: no winner, the seat winners share the finish
                winner = ""
                notice = QCoreApplication.translate(
                    "Satellite", "Seats won — the satellite is over"
                )
            if deal is not None and not deal.play_for:
                notice = QCoreApplication.translate(
                    "Facade", "Tournament over: the players made a deal"
                )
        elif deal is not None and deal.play_for:
            notice = QCoreApplication.translate("Facade", "Deal made: playing for %1").replace(
                "%1", money(deal.play_for, currency)
            )
        over = summary.finished
        registration, closes_in = late_registration(t, now)
        return ClockScreenModel(
            title=settings.name if settings is not None else "pokerfloor",
            level_label=level_title(level),
            game=domain_text(level.game_name) if not level.is_break else _break(),
            time_left_ms=view.remaining_ms,
            running=view.running,
            on_break=level.is_break,
            stakes=stakes_lines(level) if not (level.is_break or over) else (),
            next_label=next_label if not over else "",
            next_break_ms=view.time_to_break_ms if not over else None,
            players_left=summary.players_left,
            entries=summary.entries,
            average_stack=summary.average_stack,
            prize_pool=money(summary.prize_pool, currency),
            payouts=payouts,
            notice=self.closed_notice or notice,
            started=view.started,
            hand_for_hand=view.hand_for_hand,
            hand_for_hand_hands=view.hand_for_hand_hands,
            hand_for_hand_ms=t.clock().settings.hand_for_hand_ms,
            next_game=_next_game_line(view),
            tables_games=_tables_games(t, now) if not over else "",
            winner=winner,
            level_index=level.index,
            time_of_day=_time_of_day(now),
            # Several players share the biggest stack (all of them before the first hand, or
            # two level at the top): nobody leads. The one player left (the winner) leads.
            chip_leader=self._name(summary.chip_leader)
            if summary.chip_leader and (summary.players_left == 1 or not summary.chip_leader_shared)
            else "",
            chip_leader_stack=summary.chip_leader_stack,
            rebuys=summary.rebuys,
            add_ons=summary.add_ons,
            next_compact=next_level_line(nxt, level.game_name)
            if nxt is not None and not over
            else "",
            break_info=break_end_line(level, nxt, t.meta.removed_chips) if level.is_break else "",
            message=t.meta.message,
            recent_seats=self.seats.recent(now) if not seats_won else (),  # play stopped
            registration=registration,
            registration_closes_in_ms=closes_in,
            bounty=bounty_value(t),
            day=day_line(t, now) if not over else "",
            day_over=bool(end_of_day) and not over,
            day_bagged=bool(end_of_day) and not over and t.meta.day in {b.day for b in t.meta.bags},
            festival=festival_line(summary, currency),
            satellite=self.satellite_line(),
            seats_won=seats_won,
        )

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

    def tables(self, numbers: Collection[int] | None = None) -> Sequence[TableDisplay]:
        """Tables with seats, the button and blinds marked, and the game each table plays
        (only the tables ``numbers`` when given; a broken table is not listed)."""
        out = []
        fallback = self._table_game()
        level = self.t.clock_view(self.clock()).level
        for table in self.t.tables_view(now=self.clock(), numbers=numbers):
            seats = []
            for seat in table.seats:
                marks = []
                if seat.seat == table.button:
                    dead = table.dead_button or not seat.player_id
                    marks.append(
                        "D " + QCoreApplication.translate("Facade", "(dead)") if dead else "D"
                    )
                if seat.seat == table.small_blind:
                    marks.append("SB")
                if seat.seat == table.big_blind:
                    marks.append("BB")
                if seat.locked:
                    marks.append(QCoreApplication.translate("Facade", "locked"))
                seats.append(
                    SeatDisplay(
                        seat.seat,
                        seat.name or None,
                        " ".join(marks),
                        seat.locked,
                        seat.stack if seat.player_id else None,
                    )
                )
            game = fallback
            if table.game and not level.is_break:  # the table's game with its forced bets
                game = level_summary(level_for_game(level, table.game))
            elif table.game:
                game = domain_text(game_name(table.game))
            out.append(TableDisplay(table.number, game, tuple(seats)))
        return out

    def rename_refusal(self, player_id: str, name: str) -> str:
        """Why the event would refuse to rename the player ("" when it would): the
        command's own checks, run without renaming."""
        try:
            decide_rename(self.t, c.RenamePlayer(player_id, name), self.clock(), random.Random(0))
        except DomainError as refusal:
            return domain_text(str(refusal))
        return ""

    def table_size(self) -> int:
        """The seats of the largest table in play (the event's table size before the draw)."""
        t = self.t
        sizes = [r.size for r in t.table_records() if not r.broken]
        settings = t.settings
        return max(sizes, default=settings.table_size if settings is not None else 9)

    def table_size_refusal(self, size: int, tables: Sequence[int] = ()) -> str:
        """Why the event would refuse ``size`` seats at ``tables`` ("" when it would do it):
        the command's own checks, run without changing anything."""
        command = c.SetTableSize(size, tuple(tables))
        try:
            decide_set_table_size(self.t, command, self.clock(), random.Random(0))
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
            decide_set_structure(t, c.SetStructure(structure), self.clock(), random.Random(0))
        except DomainError as refusal:
            return domain_text(str(refusal))
        return ""

    def break_choices(self) -> Sequence[int]:
        """The tables in the order Break a table offers them: the one the hint names first,
        then the event's break order."""
        return break_choices(self.t)

    def seated_at(self, numbers: Collection[int]) -> set[str]:
        """The ids of the players seated at these tables now."""
        t = self.t
        out: set[str] = set()
        for number in numbers:
            record = t.table_record(number)
            if record is not None:
                out.update(record.table.players())
        return out

    def table_hint(self) -> str:
        """What the tables need now: final-table redraw, a table to break, balancing, halts
        (nothing once a satellite's seats are won: play has stopped)."""
        if self.t.meta.seat_winners:
            return ""
        hints = floor_hints(self.t)
        if hints.final_table is not None:
            return QCoreApplication.translate(
                "Facade", "Everyone fits at one table: redraw the final table (table %1)."
            ).replace("%1", str(hints.final_table))
        lines = []
        if hints.tables_to_break:
            names = ", ".join(str(n) for n in hints.tables_to_break)
            lines.append(
                QCoreApplication.translate(
                    "Facade", "Break table %1: its players fit in the open seats."
                ).replace("%1", names)
            )
        elif hints.needs_balancing:
            lines.append(QCoreApplication.translate("Facade", "The tables need balancing."))
        lines.extend(str(halt) for halt in hints.halts)
        return " ".join(lines)

    def _table_game(self) -> str:
        level = self.t.clock_view(self.clock()).level
        return domain_text(level.game_name) if not level.is_break else _break()

    def levels(self) -> Sequence[tuple[str, str]]:
        """The structure, one line per level or break."""
        t = self.t
        out = []
        view = t.clock_view(self.clock())
        current = view.level.index
        for level in t.levels_view():
            marker = "▶ " if level.index == current else ""
            out.append((marker + level_title(level), level_summary(level)))
        return out

    def log(self) -> Sequence[tuple[str, str, str]]:
        """The action log, oldest first (the console shows it newest first): when, what
        happened, and who sent it from a staff phone ("Floor: Marco"; empty: the console)."""
        return self.log_since(0)

    def log_since(self, count: int) -> Sequence[tuple[str, str, str]]:
        """The action log after its first ``count`` entries (only those are read)."""
        return _log_lines(self.uow.logged_actions_since(count))

    def log_newer(self, limit: int) -> Sequence[tuple[str, str, str]]:
        """The action log after the newest entry read, oldest first (the first time: its
        newest ``limit`` entries)."""
        return _log_lines(self.uow.logged_actions_newer(limit))

    def log_older(self, limit: int) -> Sequence[tuple[str, str, str]]:
        """Up to ``limit`` entries before the oldest read, oldest first."""
        return _log_lines(self.uow.logged_actions_older(limit))

    def log_has_older(self) -> bool:
        """True while older entries of the log are left to read."""
        return self.uow.older_logged_actions_left

    def undo_text(self) -> str | None:
        """Label of the next undo ("Undo: bust-out of Anna", and "— by Floor: Marco" when a
        staff phone sent it), or None."""
        what = self.uow.undo_description
        if what is None:
            return None
        text = QCoreApplication.translate("Facade", "Undo: %1").replace("%1", domain_text(what))
        return _by(text, self.uow.undo_actor)

    def redo_text(self) -> str | None:
        """Label of the next redo (with who sent it from a staff phone), or None."""
        what = self.uow.redo_description
        if what is None:
            return None
        text = QCoreApplication.translate("Facade", "Redo: %1").replace("%1", domain_text(what))
        return _by(text, self.uow.redo_actor)

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
        return t, self.clock()

    def rules(self) -> Rules:
        """The rule settings the hands of the tournament on screen are played under."""
        return self.t.rules()

    def structure(self) -> Structure:
        """The structure the tournament on screen plays."""
        structure = self.t.structure
        if structure is None:
            raise DomainError(QCoreApplication.translate("Facade", "Create the tournament first"))
        return structure


def _by(label: str, actor: str | None) -> str:
    """``label`` with who sent the action from a staff phone ("… — by Floor: Marco")."""
    if actor is None:
        return label
    return (
        QCoreApplication.translate("Facade", "%1 — by %2").replace("%1", label).replace("%2", actor)
    )


def _log_lines(actions: Sequence[LoggedAction]) -> list[tuple[str, str, str]]:
    """The Log tab's lines: when, what happened, by whom (empty: the console)."""
    return [
        (time.strftime("%H:%M:%S", time.localtime(at / 1000)), domain_text(text), by or "")
        for at, text, by in actions
    ]
