"""The director console's facade over the tournament service and a command store.

Queries read the aggregate the store keeps; actions become service commands executed by
the store (one transaction each). Time and randomness are injected.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.records import Move
from tournament.service.views import LevelView, PlayerView
from ui.viewmodels import ClockScreenModel, MoveRow, PlayerRow, SeatView, TableView
from ui.wording import level_summary, level_title, money, ordinal, stakes_lines

__all__ = ["CommandStore", "ServiceFacade"]


class CommandStore(Protocol):
    """What the facade needs from persistence (``ui.app`` adapts ``db.Store`` to it)."""

    def load(self) -> Tournament: ...
    def execute(self, command: c.Command) -> None: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...
    def undo_label(self) -> str | None: ...
    def redo_label(self) -> str | None: ...
    def history(self) -> Sequence[tuple[int, str]]: ...


_STATUS = {"registered": "Registered", "active": "Playing"}


def _status(p: PlayerView) -> str:
    if p.status == "eliminated":
        return f"Out · {ordinal(p.place)}" if p.place else "Out"
    return _STATUS.get(p.status, p.status)


def _sort_key(p: PlayerView) -> tuple[int, int, int, int]:
    if p.status == "active":
        return (0, p.table or 0, p.seat or 0, p.number)
    if p.status == "registered":
        return (1, 0, 0, p.number)
    return (2, p.place or 0, 0, p.number)


class ServiceFacade:
    """Implements :class:`ui.facade.DirectorFacade` over a :class:`CommandStore`."""

    def __init__(
        self,
        store: CommandStore,
        clock: Callable[[], int],
        rng: random.Random,
    ) -> None:
        self.store = store
        self.clock = clock
        self.rng = rng
        self._plan: tuple[Move, ...] = ()
        self.closed_notice = ""

    # ----------------------------------------------------------------- helpers
    @property
    def t(self) -> Tournament:
        """The tournament as last committed."""
        return self.store.load()

    def _currency(self) -> str:
        settings = self.t.settings
        return settings.buy_in.currency if settings is not None else "EUR"

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
            next_label = f"Next: {level_title(nxt)} · {level_summary(nxt)}"
        notice = ""
        if summary.finished:
            notice = "Tournament over"
        elif view.hand_for_hand:
            notice = "HAND FOR HAND"
        elif summary.on_bubble:
            notice = "On the bubble"
        elif summary.in_the_money:
            notice = "In the money"
        elif not view.started:
            notice = "Clock not started"
        settings = t.settings
        return ClockScreenModel(
            title=settings.name if settings is not None else "pokerfloor",
            level_label=level_title(level),
            game=level.game_name if not level.is_break else "Break",
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
            payouts=tuple(
                (ordinal(i), money(amount, currency)) for i, amount in enumerate(summary.payouts, 1)
            ),
            notice=self.closed_notice or notice,
            started=view.started,
        )

    def players(self) -> Sequence[PlayerRow]:
        """Players: seated first (by table and seat), then registered, then by place."""
        currency = self._currency()
        rows = []
        for p in sorted(self.t.players_view(), key=_sort_key):
            stack = p.stack if p.status == "active" else None
            bounty = money(p.bounty, currency) if p.bounty else ""
            rows.append(
                PlayerRow(
                    p.player_id, p.name, _status(p), p.table, p.seat, stack, p.entries, bounty
                )
            )
        return rows

    def tables(self) -> Sequence[TableView]:
        """Tables with seats and the button and blinds marked."""
        out = []
        for table in self.t.tables_view():
            seats = []
            for seat in table.seats:
                marks = []
                if seat.seat == table.button:
                    marks.append("D" if seat.player_id else "D (dead)")
                if seat.seat == table.small_blind:
                    marks.append("SB")
                if seat.seat == table.big_blind:
                    marks.append("BB")
                if seat.locked:
                    marks.append("locked")
                seats.append(SeatView(seat.seat, seat.name or None, " ".join(marks)))
            out.append(TableView(table.number, self._table_game(), tuple(seats)))
        return out

    def _table_game(self) -> str:
        level = self.t.clock_view(self.clock()).level
        return level.game_name if not level.is_break else "Break"

    def payouts(self) -> Sequence[tuple[str, str]]:
        """Places paid and their prizes."""
        currency = self._currency()
        return [
            (ordinal(i), money(amount, currency))
            for i, amount in enumerate(self.t.summary().payouts, 1)
        ]

    def levels(self) -> Sequence[tuple[str, str]]:
        """The structure, one line per level or break."""
        t = self.t
        out = []
        view = t.clock_view(self.clock())
        current = view.level.index
        for level in self._level_views():
            marker = "▶ " if level.index == current else ""
            out.append((marker + level_title(level), level_summary(level)))
        return out

    def _level_views(self) -> list[LevelView]:
        from tournament.service.views import _level_view  # one definition of a level's view

        t = self.t
        return [_level_view(t, i) for i in range(len(t.structure))]

    def log(self) -> Sequence[tuple[str, str]]:
        """The action log, oldest first (the console shows it newest first)."""
        import time

        return [
            (time.strftime("%H:%M:%S", time.localtime(at / 1000)), text)
            for at, text in self.store.history()
        ]

    def undo_text(self) -> str | None:
        """Label of the next undo, or None."""
        return self.store.undo_label()

    def redo_text(self) -> str | None:
        """Label of the next redo, or None."""
        return self.store.redo_label()

    def notice(self) -> str:
        """Information to show once (e.g. how long the program was closed)."""
        return self.closed_notice

    # ----------------------------------------------------------------- actions
    def _run(self, command: c.Command) -> None:
        self.t.verify(command, self.clock())
        self.store.execute(command)

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

    def add_time(self, ms: int) -> None:
        """Add (or with a negative value remove) time from the current level."""
        self._run(c.AdjustTime(ms))

    def register(self, name: str) -> None:
        """Register a player and take the buy-in; seat them if seats are drawn already."""
        if not name.strip():
            raise DomainError("Type the player's name first.")
        before = {p.player_id for p in self.t.player_records()}
        self._run(c.RegisterPlayer(name.strip()))
        new = [p.player_id for p in self.t.player_records() if p.player_id not in before]
        for player_id in new:
            self._run(c.BuyIn(player_id))
            if any(table.players for table in self.t.tables_view()):
                self._run(c.SeatLateEntry(player_id))

    def draw_seats(self) -> None:
        """Draw seats for every bought-in player without a seat."""
        self._run(c.DrawSeats())

    def bust(self, player_ids: Sequence[str]) -> None:
        """Eliminate these players, busted in the same hand."""
        if len(player_ids) == 1:
            self._run(c.EliminatePlayer(player_ids[0]))
        else:
            self._run(c.EliminatePlayers(tuple(player_ids)))

    def rebuy(self, player_id: str) -> None:
        """Sell a rebuy."""
        self._run(c.Rebuy(player_id))

    def add_on(self, player_id: str) -> None:
        """Sell an add-on."""
        self._run(c.AddOn(player_id))

    def re_enter(self, player_id: str) -> None:
        """Re-enter a busted player and seat them."""
        self._run(c.ReEnter(player_id))
        if any(table.players for table in self.t.tables_view()):
            self._run(c.SeatLateEntry(player_id))

    def record_chips(self, player_id: str, chips: int) -> None:
        """Record a counted stack."""
        self._run(c.RecordChipCount(player_id, chips))

    def balance_plan(self) -> Sequence[MoveRow]:
        """The balancing moves to announce (kept until applied)."""
        self._plan = self.t.balance_plan()
        return [
            MoveRow(
                self._name(m.player_id),
                f"Table {m.from_table} seat {m.from_seat}",
                f"Table {m.to_table} seat {m.to_seat}",
                "balance",
            )
            for m in self._plan
        ]

    def apply_balance_plan(self) -> None:
        """Apply the plan last shown."""
        if not self._plan:
            raise DomainError("There is no balance plan to confirm; ask for one first.")
        self._run(c.ApplyBalancePlan(self._plan))
        self._plan = ()

    def undo(self) -> None:
        """Undo the last action."""
        self.store.undo()

    def redo(self) -> None:
        """Redo the last undone action."""
        self.store.redo()
