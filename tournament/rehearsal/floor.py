"""What the floor does between hands of a rehearsal, through the service's commands.

:class:`Floor` owns the rehearsed :class:`~tournament.service.Tournament` and the instant
commands are handled at. Every change goes through ``handle(command)`` exactly as the
console's would: buy-ins and late entries (a table is opened when every seat is taken),
re-entries, the final-table redraw when it is due, else the tables the seating module
says to break, then its balancing plan, hand-for-hand on and off, payouts.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tournament import seating
from tournament.errors import DomainError
from tournament.service import Tournament
from tournament.service import commands as c

__all__ = ["Floor"]


class Floor:
    """The rehearsed tournament and the commands the floor gives it.

    ``on_seated`` is told the tables whose players changed (to start dealing there).
    """

    def __init__(self, rng: random.Random, on_seated: Callable[[set[int]], None]) -> None:
        self.tournament = Tournament()
        self.rng = rng
        self.now = 0
        self.commands = 0
        self.final_table_at: int | None = None
        self.most_seated = 0
        self._on_seated = on_seated

    def do(self, command: c.Command) -> None:
        """Handle ``command`` at :attr:`now` (a refused command raises DomainError)."""
        self.tournament.handle_unrecorded(command, self.now, self.rng)  # no undo in a run
        self.commands += 1

    def enter(self, player_id: str, name: str) -> None:
        """The director's "register": a new player buys in (and, once the seats are drawn,
        takes a random open seat; a table is opened when every seat is taken)."""
        seated = bool(self.tournament.seating_state().player_count)
        if seated:
            self._open_seat()
        self.do(c.RegisterAndBuyIn(name, player_id=player_id))
        if seated:
            self._after_late_seat(player_id)

    def re_enter(self, player_id: str) -> bool:
        """The director's "re-enter": a busted player buys a new entry and takes a seat;
        False when the service refuses (registration closed, no entries left)."""
        command = c.ReEnter(player_id, seat=True)
        if not self.tournament.can(command, self.now):
            return False
        self._open_seat()
        self.do(command)
        self._after_late_seat(player_id)
        return True

    def _open_seat(self) -> None:
        state = self.tournament.seating_state()
        if state.capacity - state.player_count < 1:
            self.do(c.AddTable())

    def _after_late_seat(self, player_id: str) -> None:
        where = self.tournament.location(player_id)
        changed = {where[0]} if where is not None else set()
        changed |= self.balance()
        self._seated(changed)

    def pay_field(self) -> None:
        """(Re)generate the payouts for the entries so far."""
        if self.tournament.can(c.GeneratePayouts(), self.now):
            self.do(c.GeneratePayouts())

    def balance(self) -> set[int]:
        """Apply the seating module's balancing plan; the tables it changed."""
        plan = self.tournament.balance_plan()
        if not plan:
            return set()
        self.do(c.ApplyBalancePlan(plan))
        return {m.to_table for m in plan} | {m.from_table for m in plan}

    def tidy(self, hand_over: int | None = None) -> None:
        """After busts: the final-table redraw when due, else break the tables the seating
        module names, then balance. ``hand_over`` is when the hand with the busts ends
        (the instant the final table is noted as formed)."""
        t = self.tournament
        if t.meta.finished:
            return
        state = t.seating_state()
        if seating.final_table_due(state):
            final, moves = t.final_table_plan(self.rng)
            self.do(c.RedrawFinalTable(final, moves))
            self.do(c.DrawButton(final))
            self.final_table_at = hand_over if hand_over is not None else self.now
            self._seated({final})
            return
        changed: set[int] = set()
        for number in seating.tables_to_break(state, fewest_first=True):
            moves = t.break_plan(number, self.rng)
            self.do(c.BreakTable(number, moves))
            changed |= {m.to_table for m in moves}
        changed |= self.balance()
        self._seated(changed)

    def hand_for_hand(self, on: bool) -> None:
        """Start or end hand-for-hand play."""
        if self.tournament.clock_state.hand_for_hand != on:
            self.do(c.SetHandForHand(on))

    def _seated(self, tables: set[int]) -> None:
        state = self.tournament.seating_state()
        live = {n for n in tables if n in state.tables}
        for n in sorted(live):
            table = state.tables[n]
            self.most_seated = max(self.most_seated, table.player_count)
            if table.player_count >= 2 and table.button_seat is None:
                self.do(c.DrawButton(n))  # a table opened for late entries
        if live:
            self._on_seated(live)


def check(condition: bool, message: str) -> None:
    """Raise DomainError(message) unless ``condition`` (a broken rehearsal invariant)."""
    if not condition:
        raise DomainError(message)
