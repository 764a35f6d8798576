"""The director console's facade over the tournament's unit of work.

Queries read the aggregate the unit of work keeps and word the domain's answers for the
director (translated); every action is ONE domain command handed to
:meth:`tournament.service.ports.UnitOfWork.handle` (one transaction, one undo step), which
the aggregate decides once. Time and randomness are injected.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Collection, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from tournament.errors import DomainError
from tournament.games import game_name, short_name
from tournament.money import changes_against_payouts
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service import views
from tournament.service.aggregate import Tournament
from tournament.service.floor import chip_check, floor_hints
from tournament.service.ports import UnitOfWork
from tournament.service.records import ChipCount, Move
from tournament.service.table_play import deal_hand
from tournament.service.views import ClockView, PlayerView
from tournament.structure import Structure
from ui.facade import DealMethod
from ui.viewmodels import (
    ClockScreenModel,
    CountRow,
    DealPreview,
    DealShare,
    MoveRow,
    PlayerRow,
    ResultRow,
    SeatView,
    TableView,
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

__all__ = ["ServiceFacade"]


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


def _tables_games(t: Tournament, now: int) -> str:
    """``Table 1: Razz · Table 2: Stud`` when the tables play different games now."""
    by_table = t.now_and_next(now).by_table
    if len(set(by_table.values())) <= 1:
        return ""
    text = QCoreApplication.translate("Facade", "Table %1: %2")
    return " · ".join(
        text.replace("%1", str(n)).replace("%2", short_name(g)) for n, g in by_table.items()
    )


def _time_of_day(now_ms: int) -> str:
    """The local time of day in the language's short form (``21:37``, ``9:37 PM``)."""
    moment = QDateTime.fromMSecsSinceEpoch(now_ms).time()
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def _break() -> str:
    return QCoreApplication.translate("Wording", "Break")


def _place(table: int, seat: int) -> str:
    text = QCoreApplication.translate("Facade", "Table %1 seat %2")
    return text.replace("%1", str(table)).replace("%2", str(seat))


class ServiceFacade:
    """Implements :class:`ui.facade.DirectorFacade` over a unit of work."""

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

    # ----------------------------------------------------------------- helpers
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

    # ----------------------------------------------------------------- queries
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
        payouts = tuple(
            (ordinal(i), money(amount, currency)) for i, amount in enumerate(summary.payouts, 1)
        )
        winner = ""
        if summary.finished:
            payouts = tuple((f"{r.place} {r.player}", r.prize) for r in self.results())
            first = t.players_at(1)
            deal = t.meta.deal
            winner = first[0].name if first and (deal is None or deal.play_for) else ""
            if deal is not None and not deal.play_for:
                notice = QCoreApplication.translate(
                    "Facade", "Tournament over: the players made a deal"
                )
        elif t.meta.deal is not None and t.meta.deal.play_for:
            notice = QCoreApplication.translate("Facade", "Deal made: playing for %1").replace(
                "%1", money(t.meta.deal.play_for, currency)
            )
        return ClockScreenModel(
            title=settings.name if settings is not None else "pokerfloor",
            level_label=level_title(level),
            game=level.game_name if not level.is_break else _break(),
            time_left_ms=view.remaining_ms,
            running=view.running,
            on_break=level.is_break,
            stakes=stakes_lines(level) if not (level.is_break or summary.finished) else (),
            next_label=next_label if not summary.finished else "",
            next_break_ms=view.time_to_break_ms,
            players_left=summary.players_left,
            entries=summary.entries,
            average_stack=summary.average_stack,
            prize_pool=money(summary.prize_pool, currency),
            payouts=payouts if summary.finished else self._payout_lines(summary.payouts, currency),
            notice=self.closed_notice or notice,
            started=view.started,
            hand_for_hand=view.hand_for_hand,
            hand_for_hand_hands=view.hand_for_hand_hands,
            next_game=_next_game_line(view),
            tables_games=_tables_games(t, now) if not summary.finished else "",
            winner=winner,
            level_index=level.index,
            time_of_day=_time_of_day(now),
            chip_leader=self._name(summary.chip_leader) if summary.chip_leader else "",
            chip_leader_stack=summary.chip_leader_stack,
            rebuys=summary.rebuys,
            add_ons=summary.add_ons,
            next_compact=next_level_line(nxt, level.game_name)
            if nxt is not None and not summary.finished
            else "",
            break_info=break_end_line(level, nxt) if level.is_break else "",
        )

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
        level = self.t.clock_view(self.clock()).level
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
            game = fallback
            if table.game and not level.is_break:  # the table's game with its forced bets
                game = level_summary(level_for_game(level, table.game))
            elif table.game:
                game = game_name(table.game)
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
        check = chip_check(self.t)
        if check.issued == 0:
            return ""
        text = (
            QCoreApplication.translate("Facade", "Chips issued: %1 · recorded stacks total %2")
            .replace("%1", f"{check.issued:,}")
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

    # ----------------------------------------------------------------- actions
    def _run(self, command: c.Command) -> None:
        self.uow.handle(command)

    def toggle_clock(self) -> None:
        """Start the clock, or pause / resume it."""
        view = self.t.clock_view(self.clock())
        if not view.started:
            self._run(c.StartClock())
        elif view.running:
            self._run(c.PauseClock())
        else:
            self._run(c.ResumeClock())

    def next_level(self) -> None:
        """Go to the next level now."""
        self._run(c.NextLevel())

    def previous_level(self) -> None:
        """Go back to the previous level."""
        self._run(c.PreviousLevel())

    def jump_to_level(self, index: int) -> None:
        """Go to the level at ``index`` in the structure (full time)."""
        self._run(c.JumpToLevel(index))

    def add_time(self, ms: int) -> None:
        """Add (or with a negative value remove) time from the current level."""
        self._run(c.AdjustTime(ms))

    def set_hand_for_hand(self, on: bool) -> None:
        """Start or end hand-for-hand play."""
        self._run(c.SetHandForHand(on))

    def hand_done(self) -> None:
        """Every table finished the hand-for-hand hand (the clock loses the usual time)."""
        self._run(c.RecordHandForHand())

    def payouts_warning(self) -> str:
        """What is wrong with the payout table against the pool ("" when it adds up)."""
        return self.t.summary().payouts_warning

    def payouts_locked(self) -> bool:
        """Whether the director locked the payout table."""
        return self.t.meta.payouts_locked

    def lock_payouts(self, locked: bool) -> None:
        """Lock the payout table (a generated one stops following the pool), or unlock it."""
        self._run(c.LockPayouts(locked))

    def bubble_burst(self) -> bool:
        """True when no more players are left than places paid (payouts set)."""
        s = self.t.summary()
        return s.places_paid > 0 and s.in_the_money and not s.finished

    def start_hand_for_hand_after_the_bubble(self) -> None:
        """Hand-for-hand although the bubble has burst (the director confirmed it)."""
        self._run(c.SetHandForHand(True, confirm=True))

    def can_rebuy_on_bust(self, player_id: str) -> bool:
        """Whether a player who lost every chip may rebuy instead of busting now."""
        return self.t.can(c.Rebuy(player_id, busted=True), self.clock())

    def rebuy_on_bust(self, player_id: str) -> None:
        """The player lost every chip and rebuys (his stack is the rebuy's chips)."""
        self._run(c.Rebuy(player_id, busted=True))

    def eliminators(self, player_ids: Sequence[str]) -> Sequence[tuple[str, str]]:
        """Who may have busted these players: "Name · Table 2 Seat 5", the busted players'
        table first, then by table and seat."""
        t = self.t
        where = [t.location(p) for p in player_ids]
        busted_at = {w[0] for w in where if w is not None}
        rows = [r for r in self.count_rows() if r.player_id not in player_ids]
        rows.sort(key=lambda r: (r.table not in busted_at, r.table or 0, r.seat or 0))
        return [
            (f"{r.name} · {_place(r.table, r.seat)}" if r.table and r.seat else r.name, r.player_id)
            for r in rows
        ]

    def unassigned_bounties(self) -> Sequence[tuple[str, str]]:
        """Bounties of players busted without a named eliminator: (name and amount, id)."""
        currency = self._currency()
        return [
            (f"{self._name(x.player_id)} · {money(x.amount, currency)}", x.player_id)
            for x in self.t.unassigned_bounties()
        ]

    def assign_bounty(self, player_id: str, busted_by: str) -> None:
        """Give an unassigned bounty to the player who busted ``player_id``."""
        self._run(c.AssignBounty(player_id, busted_by))

    def bounty_line(self) -> str:
        """Bounties collected, paid and outstanding ("" when the event has no bounties)."""
        if not self.bounties_on():
            return ""
        b = self.t.bounties()
        currency = self._currency()
        text = (
            QCoreApplication.translate(
                "Facade", "Bounties: %1 collected · %2 paid · %3 outstanding"
            )
            .replace("%1", money(b.collected, currency))
            .replace("%2", money(b.paid, currency))
            .replace("%3", money(b.outstanding, currency))
        )
        if b.unassigned:
            text += " · " + QCoreApplication.translate("Facade", "%1 unassigned").replace(
                "%1", money(b.unassigned, currency)
            )
        return text

    def table_hand_done(self, table: int) -> None:
        """The floor marks a hand done at ``table``: its count drives the game rotation."""
        self._run(c.RecordHand(table))

    def register(self, name: str) -> None:
        """Register a player and take the buy-in; seat them if seats are drawn already
        (one action: one undo step)."""
        if not name.strip():
            raise DomainError(QCoreApplication.translate("Facade", "Type the player's name first."))
        self._run(c.RegisterAndBuyIn(name.strip()))

    def draw_seats(self) -> None:
        """Draw seats for every bought-in player without a seat."""
        self._run(c.DrawSeats())

    def bust(self, player_ids: Sequence[str], busted_by: str | None = None) -> None:
        """Eliminate these players, busted in the same hand (by ``busted_by`` if known)."""
        if len(player_ids) == 1:
            self._run(c.EliminatePlayer(player_ids[0], busted_by))
        else:
            self._run(c.EliminatePlayers(tuple(player_ids), busted_by=busted_by))

    def rebuy(self, player_id: str) -> None:
        """Sell a rebuy."""
        self._run(c.Rebuy(player_id))

    def add_on(self, player_id: str) -> None:
        """Sell an add-on."""
        self._run(c.AddOn(player_id))

    def re_enter(self, player_id: str) -> None:
        """Re-enter a busted player and seat them (one action: one undo step)."""
        self._run(c.ReEnter(player_id, seat=True))

    def record_chips(self, player_id: str, chips: int) -> None:
        """Record a counted stack."""
        self._run(c.RecordChipCount(player_id, chips))

    def record_chip_counts(self, counts: Mapping[str, int]) -> None:
        """Record several counted stacks in one action."""
        if not counts:
            raise DomainError(
                QCoreApplication.translate("Facade", "Enter at least one chip count.")
            )
        self._run(c.RecordChipCounts(tuple(ChipCount(p, n) for p, n in counts.items())))

    def _rows(self, moves: Sequence[Move], reason: str) -> list[MoveRow]:
        return [
            MoveRow(
                self._name(m.player_id),
                _place(m.from_table, m.from_seat),
                _place(m.to_table, m.to_seat),
                reason,
            )
            for m in moves
        ]

    def balance_plan(self) -> Sequence[MoveRow]:
        """The balancing moves to announce (kept until applied)."""
        self._plan = self.t.balance_plan()
        return self._rows(self._plan, QCoreApplication.translate("Facade", "balance"))

    def break_plan(self, table: int) -> Sequence[MoveRow]:
        """The moves that break ``table`` (random draw, kept until confirmed)."""
        moves = self.t.break_plan(table, self.rng)
        self._break = (table, moves)
        reason = QCoreApplication.translate("Facade", "table %1 breaks")
        return self._rows(moves, reason.replace("%1", str(table)))

    def apply_break_plan(self) -> None:
        """Break the table as the plan last shown says."""
        if self._break is None:
            raise DomainError(
                QCoreApplication.translate(
                    "Facade", "There is no break plan to confirm; choose a table to break first."
                )
            )
        table, moves = self._break
        self._run(c.BreakTable(table, moves))
        self._break = None

    def final_table_plan(self) -> Sequence[MoveRow]:
        """The final-table redraw (random, kept until confirmed)."""
        table, moves = self.t.final_table_plan(self.rng)
        self._final = (table, moves)
        reason = QCoreApplication.translate("Facade", "final table %1")
        return self._rows(moves, reason.replace("%1", str(table)))

    def apply_final_table_plan(self) -> None:
        """Seat the final table as the redraw last shown says."""
        if self._final is None:
            raise DomainError(
                QCoreApplication.translate(
                    "Facade", "There is no final-table redraw to confirm; draw one first."
                )
            )
        table, moves = self._final
        self._run(c.RedrawFinalTable(table, moves))
        self._final = None

    def lock_seat(self, table: int, seat: int) -> None:
        """Keep a seat out of draws and moves."""
        self._run(c.LockSeat(table, seat))

    def unlock_seat(self, table: int, seat: int) -> None:
        """Make a locked seat available again."""
        self._run(c.UnlockSeat(table, seat))

    def set_button(self, table: int, seat: int) -> None:
        """Put the dealer button on a seat."""
        self._run(c.SetButton(table, seat))

    # ----------------------------------------------------------------- money
    def deal_demo_hand(self, table: int) -> str:
        """Demo / simulation aid: the engine deals and plays one hand at ``table`` with
        random legal actions; its result (button, chips, busts) is recorded as one action
        (one undo step) and its hand history stored. Returns a one-line summary."""
        played = deal_hand(self.t, table, self.clock(), self.rng)
        self._run(played.command())
        self.uow.store_hand(played)
        winner = played.names[played.players.index(played.winner)]
        text = QCoreApplication.translate(
            "Facade", "Engine demo hand at table %1 (%2): %3 wins a pot of %4."
        )
        text = (
            text.replace("%1", str(table))
            .replace("%2", game_name(played.game))
            .replace("%3", winner)
            .replace("%4", f"{played.pot:,}")
        )
        if played.busts:
            out = ", ".join(self._name(b.player_id) for b in played.busts)
            text += " " + QCoreApplication.translate("Facade", "Out: %1.").replace("%1", out)
        return text

    def generate_payouts(self) -> None:
        """Set the payouts from the prize pool and the field (the money module's table)."""
        self._run(c.GeneratePayouts())

    def set_payouts(self, amounts: Sequence[int]) -> None:
        """Set the prize of each place (cents, first place first)."""
        self._run(c.SetPayouts(tuple(amounts)))

    def deal_preview(self, method: DealMethod, unit: int = 1, play_for: int = 0) -> DealPreview:
        """What the deal would pay each player (the domain's preview of the deal, in multiples
        of ``unit`` cents, ``play_for`` kept out), against the payout table by chip count."""
        t = self.t
        command = c.MakeDeal(method, unit=unit, play_for=play_for)
        events = t.preview(command, self.clock(), random.Random(0))
        deal = next(ev.deal for ev in events if isinstance(ev, e.DealMade))
        currency = self._currency()
        amounts = {x.player_id: x.amount for x in deal.amounts}
        stacks = {x.player_id: t.player(x.player_id).stack for x in deal.amounts}
        changes = changes_against_payouts(amounts, stacks, t.summary().payouts)

        def signed(cents: int) -> str:
            return ("+ " if cents > 0 else "- " if cents < 0 else "") + money(abs(cents), currency)

        shares = tuple(
            DealShare(
                self._name(x.player_id),
                stacks[x.player_id],
                money(x.amount, currency),
                x.amount,
                money(changes[x.player_id][0], currency),
                signed(changes[x.player_id][1]),
            )
            for x in sorted(deal.amounts, key=lambda x: -x.amount)
        )
        total = sum(x.amount_cents for x in shares)
        kept = money(play_for, currency) if play_for else ""
        return DealPreview(method, shares, money(total, currency), total, kept)

    def make_deal(self, method: DealMethod, unit: int = 1, play_for: int = 0) -> None:
        """The remaining players split the remaining prizes this way."""
        self._run(c.MakeDeal(method, unit=unit, play_for=play_for))

    def pay_out(self, player_id: str) -> None:
        """Pay a finished player their prize."""
        self._run(c.PayOut(player_id))

    def apply_balance_plan(self) -> None:
        """Apply the plan last shown."""
        if not self._plan:
            raise DomainError(
                QCoreApplication.translate(
                    "Facade", "There is no balance plan to confirm; ask for one first."
                )
            )
        self._run(c.ApplyBalancePlan(self._plan))
        self._plan = ()

    def undo(self) -> None:
        """Undo the last action."""
        self.uow.undo()

    def redo(self) -> None:
        """Redo the last undone action."""
        self.uow.redo()

    # ----------------------------------------------------------------- tournaments
    def _forget_plans(self) -> None:
        self._plan = ()
        self._break = None
        self._final = None
        self.closed_notice = ""

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

    def create_tournament(self, command: c.CreateTournament) -> None:
        """Create a tournament (decided by the domain) and show it."""
        self.uow.create(command)
        self._forget_plans()

    def open_tournament(self, tournament_id: str) -> None:
        """Show another tournament of the database."""
        self.uow.switch(tournament_id)
        self._forget_plans()

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

    def set_structure(self, structure: Structure) -> None:
        """Play another structure (before the start: from level 1; after it: from the next
        level, the levels played and the current one unchanged - the service decides)."""
        self._run(c.SetStructure(structure))
