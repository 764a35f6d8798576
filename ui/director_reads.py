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

from tournament.errors import DomainError
from tournament.games import game_name
from tournament.service import views
from tournament.service.aggregate import Tournament
from tournament.service.floor import chip_check, floor_hints
from tournament.service.ports import UnitOfWork
from tournament.service.records import Move
from tournament.service.views import ClockView, PlayerView
from tournament.structure import Structure
from ui.seat_announcements import SeatLog
from ui.viewmodels import (
    ClockScreenModel,
    CountRow,
    PlayerRow,
    ResultRow,
    SeatView,
    TableView,
    TournamentItem,
)
from ui.wording import (
    break_end_line,
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
    if p.status == "active":
        return QCoreApplication.translate("Facade", "Playing")
    return p.status


def _sort_key(p: PlayerView) -> tuple[int, int, int, int]:
    if p.status == "active":
        return (0, p.table or 0, p.seat or 0, p.number)
    if p.status == "registered":
        return (1, 0, 0, p.number)
    return (2, p.place or 0, 0, p.number)


def _player_row(p: PlayerView, currency: str) -> PlayerRow:
    stack = p.stack if p.status == "active" else None
    bounty = money(p.bounty, currency) if p.bounty else ""
    prize = ""
    if p.prize:
        prize = money(p.prize, currency)
        if p.paid:
            prize += " " + QCoreApplication.translate("Facade", "(paid)")
    return PlayerRow(
        p.player_id,
        p.name,
        _status(p),
        p.table,
        p.seat,
        stack,
        p.entries,
        bounty,
        prize,
        _sort_key(p),
    )


def _next_game_line(view: ClockView) -> str:
    """``Next game: Razz`` while a rotation by hands or orbits is about to change the game."""
    if view.level.is_break or not view.next_game_name:
        return ""
    if view.next_game_name == view.level.game_name:
        return ""
    return QCoreApplication.translate("Facade", "Next game: %1").replace("%1", view.next_game_name)


def _time_of_day(now_ms: int) -> str:
    """The local time of day in the language's short form (``21:37``, ``9:37 PM``)."""
    moment = QDateTime.fromMSecsSinceEpoch(now_ms).time()
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def _break() -> str:
    return QCoreApplication.translate("Wording", "Break")


class DirectorReads:
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
        self.seats = SeatLog(self._name)
        self._seats_of = ""

    @property
    def t(self) -> Tournament:
        """The tournament as last committed."""
        return self.uow.load()

    def _currency(self) -> str:
        settings = self.t.settings
        return settings.buy_in.currency if settings is not None else "EUR"

    def currency(self) -> str:
        """The currency code prizes are paid in (e.g. ``EUR``)."""
        return self._currency()

    def _name(self, player_id: str) -> str:
        return self.t.player(player_id).name

    def clock_model(self) -> ClockScreenModel:
        """What the clock screen shows now."""
        t = self.t
        now = self.clock()
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
        if summary.finished:
            notice = QCoreApplication.translate("Facade", "Tournament over")
        elif view.hand_for_hand:
            notice = QCoreApplication.translate("Facade", "HAND FOR HAND")
        elif summary.on_bubble:
            notice = QCoreApplication.translate("Facade", "On the bubble")
        elif summary.in_the_money:
            notice = QCoreApplication.translate("Facade", "In the money")
        elif not view.started:
            notice = QCoreApplication.translate("Facade", "Clock not started")
        settings = t.settings
        return ClockScreenModel(
            title=settings.name if settings is not None else "pokerfloor",
            level_label=level_title(level),
            game=level.game_name if not level.is_break else _break(),
            time_left_ms=view.remaining_ms,
            running=view.running,
            on_break=level.is_break,
            stakes=stakes_lines(level) if not level.is_break else (),
            next_label=next_label,
            next_break_ms=view.time_to_break_ms,
            players_left=summary.players_left,
            entries=summary.entries,
            average_stack=summary.average_stack,
            prize_pool=money(summary.prize_pool, currency),
            payouts=self._payout_lines(summary.payouts, currency),
            notice=self.closed_notice or notice,
            started=view.started,
            hand_for_hand=view.hand_for_hand,
            hand_for_hand_hands=view.hand_for_hand_hands,
            next_game=_next_game_line(view),
            level_index=level.index,
            time_of_day=_time_of_day(now),
            chip_leader=self._name(summary.chip_leader) if summary.chip_leader else "",
            chip_leader_stack=summary.chip_leader_stack,
            rebuys=summary.rebuys,
            add_ons=summary.add_ons,
            next_compact=next_level_line(nxt, level.game_name) if nxt is not None else "",
            break_info=break_end_line(level, nxt) if level.is_break else "",
            message=t.meta.message,
            recent_seats=self.seats.recent(now),
        )

    def announce_seats(self, events: Sequence[object]) -> str:
        """Keep the seatings of a commit for the clock screen; what the console says."""
        if self._seats_of != self.uow.tournament_id:
            self.seats.clear()
            self._seats_of = self.uow.tournament_id
        return self.seats.add(events, self.clock())

    def players(self, player_ids: Collection[str] | None = None) -> Sequence[PlayerRow]:
        """Players: seated first (by table and seat), then registered, then by place.

        With ``player_ids``: only the rows of those players that exist, in no order (each
        row's ``order`` says where it goes); the other players are not looked at.
        """
        currency = self._currency()
        t = self.t
        if player_ids is None:
            return [_player_row(p, currency) for p in sorted(t.players_view(), key=_sort_key)]
        rows = []
        for player_id in player_ids:
            try:
                record = t.player(player_id)
            except DomainError:  # not (or no longer) registered
                continue
            rows.append(_player_row(views.player_view(t, record), currency))
        return rows

    def tables(self, numbers: Collection[int] | None = None) -> Sequence[TableView]:
        """Tables with seats, the button and blinds marked, and the game each table plays
        (only the tables ``numbers`` when given; a broken table is not listed)."""
        out = []
        fallback = self._table_game()
        for table in self.t.tables_view(now=self.clock()):
            if numbers is not None and table.number not in numbers:
                continue
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
                seats.append(SeatView(seat.seat, seat.name or None, " ".join(marks), seat.locked))
            game = game_name(table.game) if table.game else fallback
            out.append(TableView(table.number, game, tuple(seats)))
        return out

    def table_hint(self) -> str:
        """What the tables need now: final-table redraw, a table to break, balancing, halts."""
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
        return level.game_name if not level.is_break else _break()

    def payouts(self) -> Sequence[tuple[str, str]]:
        """Places paid and their prizes."""
        return self._payout_lines(self.t.summary().payouts, self._currency())

    def _payout_lines(self, amounts: tuple[int, ...], currency: str) -> tuple[tuple[str, str], ...]:
        """(place, prize) worded; kept while the payouts stay (the clock screen asks for
        them several times a second, a large field pays a thousand places)."""
        key = (amounts, currency)
        if self._lines is None or self._lines[0] != key:
            lines = tuple((ordinal(i), money(a, currency)) for i, a in enumerate(amounts, 1))
            self._lines = (key, lines)
        return self._lines[1]

    def results(self) -> Sequence[ResultRow]:
        """Paid places with who finished there (or holds a deal share) and whether paid."""
        t = self.t
        currency = self._currency()
        payouts = t.summary().payouts
        rows: list[tuple[int, ResultRow]] = []
        taken: set[int] = set()
        # only players at a paid place or in a deal can have a prize: look at those alone
        deal = t.meta.deal
        winners = {r.player_id: r for i in range(1, len(payouts) + 1) for r in t.players_at(i)}
        for share in deal.amounts if deal is not None else ():
            winners[share.player_id] = t.player(share.player_id)
        for record in sorted(winners.values(), key=lambda r: r.number):
            p = views.player_view(t, record)
            if p.prize <= 0:
                continue
            place = ordinal(p.place) if p.place else QCoreApplication.translate("Facade", "Deal")
            state = (
                QCoreApplication.translate("Facade", "Paid")
                if p.paid
                else QCoreApplication.translate("Facade", "To pay")
            )
            rows.append(
                (
                    p.place or 0,
                    ResultRow(place, p.name, money(p.prize, currency), state, p.player_id),
                )
            )
            if p.place:
                taken.add(p.place)
        if t.meta.deal is None:
            for i, amount in enumerate(payouts, 1):
                if i not in taken:
                    rows.append((i, ResultRow(ordinal(i), "—", money(amount, currency))))
        return [row for _, row in sorted(rows, key=lambda x: (x[0], x[1].player))]

    def payout_amounts(self) -> Sequence[int]:
        """The prize of each paid place in cents, first place first."""
        return self.t.summary().payouts

    def bounties_on(self) -> bool:
        """True when players carry a bounty (the bust dialog then asks who busted them)."""
        settings = self.t.settings
        return settings is not None and settings.buy_in.bounty > 0

    def count_rows(self, player_ids: Sequence[str] = ()) -> Sequence[CountRow]:
        """Players whose stacks can be counted (these, or every player still in)."""
        wanted = set(player_ids)
        return [
            CountRow(p.player_id, p.name, p.table, p.seat, p.stack)
            for p in sorted(self.t.players_view(), key=_sort_key)
            if p.status == "active" and (not wanted or p.player_id in wanted)
        ]

    def chips_in_play(self) -> int:
        """The chips the entries, rebuys and add-ons put in play (less colour-ups)."""
        return self.t.summary().chips_in_play

    def chips_check(self) -> str:
        """Recorded stacks against the chips the entries, rebuys and add-ons put in play."""
        t = self.t
        check = chip_check(t)
        if check.expected == 0:
            return ""
        text = (
            QCoreApplication.translate("Facade", "Chips issued: %1 · recorded stacks total %2")
            .replace("%1", f"{check.expected:,}")
            .replace("%2", f"{check.counted:,}")
        )
        diff = check.difference
        if diff == 0:
            return text + " · " + QCoreApplication.translate("Facade", "the count matches.")
        if diff < 0:
            note = QCoreApplication.translate(
                "Facade", "%1 short: record chip counts after bust-outs"
            ).replace("%1", f"{-diff:,}")
        else:
            note = QCoreApplication.translate(
                "Facade", "%1 more than issued: check the counts"
            ).replace("%1", f"{diff:,}")
        if t.meta.removed_chips:
            note += " " + QCoreApplication.translate("Facade", "(colour-ups change the total)")
        return text + " · " + note + "."

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

    def log(self) -> Sequence[tuple[str, str]]:
        """The action log, oldest first (the console shows it newest first)."""
        return self.log_since(0)

    def log_since(self, count: int) -> Sequence[tuple[str, str]]:
        """The action log after its first ``count`` entries (only those are read)."""
        return [
            (time.strftime("%H:%M:%S", time.localtime(at / 1000)), text)
            for at, text in self.uow.history_since(count)
        ]

    def undo_text(self) -> str | None:
        """Label of the next undo, or None."""
        return self.uow.undo_label

    def redo_text(self) -> str | None:
        """Label of the next redo, or None."""
        return self.uow.redo_label

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

    def structure(self) -> Structure:
        """The structure the tournament on screen plays."""
        structure = self.t.structure_value
        if structure is None:
            raise DomainError(QCoreApplication.translate("Facade", "Create the tournament first"))
        return structure
