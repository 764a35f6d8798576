"""Who plays in a rehearsal run: the field at the start, late entries, re-entries.

:class:`FieldEntries` creates the planned event (the number of players drawn from the
plan's range, each player's range of starting hands drawn tight or loose and scaled by the
run's looseness, the share seated at the start, the others arriving at random instants
until late registration closes), or takes a running event's players as they stand. A
busted player re-enters at the plan's rate, a few minutes later, while registration is
open; with the entries counted re-entries included, a re-entry takes the place of the last
first entry still to come. The payouts are generated once the last arrival is in.

The arrivals are a heap of (instant, order, player id); every draw comes from the run's
``random.Random``, in the order the run makes them.
"""

from __future__ import annotations

import heapq
import random

from tournament.rehearsal.floor import Floor
from tournament.rehearsal.settings import RehearsalSettings
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service.records import BuyInSettings

__all__ = ["FieldEntries"]


class FieldEntries:
    """The run's field (see the module doc): ``ranges`` by player id, ``arrivals`` still to
    come, ``close_ms`` the instant late registration closes."""

    def __init__(
        self, settings: RehearsalSettings, rng: random.Random, floor: Floor, looseness: float
    ) -> None:
        self.settings = settings
        self.rng = rng
        self.floor = floor
        self.looseness = looseness
        self.ranges: dict[str, float] = {}
        self.arrivals: list[tuple[int, int, str]] = []  # (instant, order, player id)
        self.fresh: list[tuple[int, str]] = []  # first entries still to come (instant, id)
        self.cancelled: set[str] = set()  # first entries a re-entry took the place of
        self.entries_of: dict[str, int] = {}
        self.players = 0
        self.close_ms = 0

    @property
    def entered(self) -> int:
        """The players who played (those whose place a re-entry took not counted)."""
        return self.players - len(self.cancelled)

    def plan(self) -> set[int]:
        """Create the planned event at the settings' start and seat its first field; the
        tables to deal at."""
        s = self.settings
        plan, rng, floor = s.plan, self.rng, self.floor
        low, high = plan.entries
        self.players = n = rng.randint(low, high)
        seated = max(2, min(n, round(n * plan.seated_at_start)))
        if plan.late_registration_level == 0:
            seated = n
        structure = plan.structure
        buy_in = BuyInSettings(
            starting_stack=structure.starting_stack,
            max_entries=plan.max_entries,
            late_registration_level=plan.late_registration_level,
            paid_percent=plan.paid_percent,
        )
        tables = -(-seated // plan.table_size)
        floor.now = s.start_ms
        floor.do(
            c.CreateTournament(plan.name, buy_in, structure, min(tables, 500), plan.table_size)
        )
        for _ in range(tables - 500):
            floor.do(c.AddTable())
        for i in range(n):
            pid = f"P{i + 1:05d}"
            self.ranges[pid] = self._style()
            if i < seated:
                floor.enter(pid, f"Player {i + 1}")
                self.entries_of[pid] = 1
        self.close_ms = (
            s.start_ms
            + sum(
                step.length_ms
                for step in structure.steps[
                    : structure.step_of_level(plan.late_registration_level) + 1
                ]
            )
            if plan.late_registration_level
            else s.start_ms
        )
        for i in range(seated, n):
            at = rng.randrange(s.start_ms, max(self.close_ms, s.start_ms + 1))
            self.arrivals.append((at, i, f"P{i + 1:05d}"))
        heapq.heapify(self.arrivals)
        self.fresh = sorted((at, pid) for at, _i, pid in self.arrivals)
        floor.do(c.DrawSeats())
        floor.do(c.DrawButton())
        floor.do(c.StartClock())
        if not self.arrivals:
            floor.pay_field()
        # else paid once the last arrival is in (arrive): until late registration closes
        # the payouts only follow the pool (every late entry would work them out again for
        # the whole field), and nothing in a run reads them before then
        return set(floor.tournament.seating_state().tables)

    def resume(self, start: Tournament, now: int) -> set[int]:
        """Carry on from a running event (``start`` copied) at ``now``: registration is
        closed, the clock runs; the tables to deal at."""
        t = Tournament.restore(start.snapshot())
        floor = self.floor
        floor.tournament = t
        floor.now = now
        self.close_ms = now
        for p in t.player_records():
            self.ranges[p.player_id] = self._style()
        self.players = len(self.ranges)
        if not t.clock_state.running and not t.clock_state.hand_for_hand:
            floor.do(c.StartClock() if not t.clock_state.started else c.ResumeClock())
        if not t.meta.payouts:
            floor.pay_field()
        return set(t.seating_state().tables)

    def _style(self) -> float:
        bots = self.settings.bots
        tight = self.rng.random() < bots.tight_share
        return min(1.0, (bots.tight_range if tight else bots.loose_range) * self.looseness)

    def late_open(self) -> bool:
        """Whether late registration is still open now."""
        return self.floor.now < self.close_ms

    def next_arrival(self) -> int | None:
        """The instant of the next arrival (None: nobody is to come)."""
        return self.arrivals[0][0] if self.arrivals else None

    def pop_arrival(self) -> tuple[int, str]:
        """The next arrival off the heap: (its instant, the player). The caller moves the
        run on to that instant, then :meth:`arrive` enters the player."""
        at, _i, pid = heapq.heappop(self.arrivals)
        return at, pid

    def arrive(self, pid: str) -> None:
        """Enter ``pid``: a first entry, a re-entry, or nobody (a re-entry took this
        entry's place); pay the field once the last arrival is in."""
        floor = self.floor
        t = floor.tournament
        if t.meta.finished:
            return
        if pid in self.cancelled:
            pass  # a re-entry took this entry's place
        elif pid in self.entries_of and t.player(pid).status == "eliminated":
            floor.re_enter(pid)
        elif pid not in self.entries_of:
            number = int(pid[1:])
            if t.can(c.RegisterPlayer(f"Player {number}", player_id=pid), floor.now):
                floor.enter(pid, f"Player {number}")
                self.entries_of[pid] = 1
        if not self.arrivals or self.arrivals[0][0] >= self.close_ms:
            floor.pay_field()

    def re_entries(self, busted: tuple[str, ...], at: int) -> None:
        """Busted players who buy in again (at the plan's rate, while registration is open,
        a few minutes after the hand that busted them ends at ``at``)."""
        plan = self.settings.plan
        for pid in busted:
            if (
                self.floor.now < self.close_ms
                and self.entries_of.get(pid, 1) < plan.max_entries
                and self.rng.random() < plan.re_entry_rate
            ):
                back = at + self.rng.randrange(60_000, 600_000)
                if back < self.close_ms and self._room_for_re_entry():
                    self.entries_of[pid] = self.entries_of.get(pid, 1) + 1
                    heapq.heappush(self.arrivals, (back, -len(self.arrivals), pid))

    def _room_for_re_entry(self) -> bool:
        """With the entries counted re-entries included, a re-entry takes the place of the
        last first entry still to come (none left: no re-entry)."""
        if not self.settings.plan.entries_include_re_entries:
            return True
        while self.fresh:
            _at, pid = self.fresh.pop()
            if pid not in self.entries_of:
                self.cancelled.add(pid)
                return True
        return False

    def night(self, at: int, gap: int) -> None:
        """The clock stops at ``at`` for ``gap`` ms: arrivals after it and the close of
        registration come that much later."""
        self.arrivals = [(when + gap if when >= at else when, i, p) for when, i, p in self.arrivals]
        heapq.heapify(self.arrivals)
        if self.close_ms > at:
            self.close_ms += gap
