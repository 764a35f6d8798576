"""One rehearsal run: the whole event, every hand at every table played by the engine.

Each table deals its next hand as soon as its last one is over (:mod:`.speed` says how
long a hand takes), the level in force when the hand starts sets the game and the blinds,
no hand starts during a break. A hand is played by the engine with the bots
(:mod:`.bots`) and recorded with the console's own ``RecordHandPlayed`` command at the
instant it starts; what the floor does next (late entries, re-entries, breaking,
balancing, the final table, hand-for-hand) is :class:`~tournament.rehearsal.floor.Floor`.
On the bubble, when hand-for-hand is on, every table deals one hand at the same instant
and the next round starts when the slowest is over (plus the floor's pause).

Each run first draws its own field looseness and dealer pace (the settings' ``spread``:
what is not known in advance). All randomness comes from one ``random.Random(seed)``,
all time from ``start_ms``: a run is the same for the same settings and seed.
"""

from __future__ import annotations

import heapq
import math
import random
from collections.abc import Callable

from tournament.engine import Rules
from tournament.errors import DomainError
from tournament.rehearsal.bots import Bot
from tournament.rehearsal.days import day_start_ms
from tournament.rehearsal.floor import Floor
from tournament.rehearsal.result import RunResult, run_result
from tournament.rehearsal.settings import RehearsalSettings
from tournament.rehearsal.speed import hand_ms
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service.records import BuyInSettings
from tournament.service.table_play import (
    MAX_ACTIONS,
    PlayedHand,
    apply_choice,
    finish_hand,
    prepare_hand,
)

__all__ = ["RehearsalCancelledError", "RunResult", "play_first_day", "run_once"]


class RehearsalCancelledError(Exception):
    """The run was stopped by its caller."""


OnHand = Callable[[PlayedHand], None]
StopAsked = Callable[[], bool]


def run_once(
    settings: RehearsalSettings,
    seed: int,
    on_hand: OnHand | None = None,
    should_stop: StopAsked | None = None,
    start: Tournament | None = None,
    now: int | None = None,
) -> RunResult:
    """Play one run with ``seed`` (see the module doc).

    ``on_hand`` sees every hand (with its PHH); ``should_stop`` is asked every few
    hundred hands (True raises :class:`RehearsalCancelledError`). With ``start`` (a
    running event's state, copied) and ``now``, the run carries on from there instead
    of the planned start. A plan with flights plays each flight, then Day 2 from their
    bags (:func:`tournament.rehearsal.flight_run.run_flights`).
    """
    if settings.plan.flights and start is None:
        from tournament.rehearsal.flight_run import run_flights  # it plays its days here

        return run_flights(settings, seed, on_hand, should_stop)
    return _Run(settings, seed, on_hand, should_stop).play(start, now)


def play_first_day(
    settings: RehearsalSettings,
    seed: int,
    on_hand: OnHand | None = None,
    should_stop: StopAsked | None = None,
) -> tuple[RunResult, Tournament]:
    """Play the planned event to the end of its first day (``settings.days``' Day 1) and
    stop there, the clock paused: what the run found and the tournament as it stands (its
    players' stacks are their bags). A flight is played so."""
    run = _Run(settings, seed, on_hand, should_stop)
    run.bag_first_day = True
    result = run.play(None, None)
    return result, run.floor.tournament


_STYLE_SEED = 0x5EED


class _Run:
    def __init__(
        self,
        settings: RehearsalSettings,
        seed: int,
        on_hand: OnHand | None,
        should_stop: StopAsked | None,
    ) -> None:
        self.settings = settings
        self.seed = seed
        self.rng = random.Random(seed)
        # what is not known about this field and these dealers: each run draws its own
        self.looseness = math.exp(self.rng.gauss(0.0, settings.bots.spread))
        self.pace = math.exp(self.rng.gauss(0.0, settings.speed.spread))
        self.on_hand = on_hand
        self.should_stop = should_stop
        self.rules = Rules.profile("tda")  # a running event: its own settings (_resume)
        self.floor = Floor(self.rng, self._wake)
        self.queue: list[tuple[int, int]] = []  # (instant, table) a table deals next
        self.idle: set[int] = set()  # tables waiting for players
        self.known: set[int] = set()  # tables that ever dealt or waited
        self.ranges: dict[str, float] = {}
        self.hands = 0
        self.games: dict[str, int] = {}
        self.samples: list[tuple[int, int]] = []
        self.level_stacks: dict[int, float] = {}
        self.level_left: dict[int, int] = {}  # level number -> players left at its end
        self.last_level = 0
        self.bubble_level: int | None = None
        self.final_table_level: int | None = None
        self.day = 0  # index of the day being played
        self.day_ends: list[tuple[int, int, int]] = []  # (instant, players left, level)
        self.nights: list[tuple[int, int]] = []  # (from, to): no table deals
        self.arrivals: list[tuple[int, int, str]] = []  # (instant, order, player id)
        self.fresh: list[tuple[int, str]] = []  # first entries still to come (instant, id)
        self.cancelled: set[str] = set()  # first entries a re-entry took the place of
        self.entries_of: dict[str, int] = {}
        self.players = 0
        self.bubble_ms: int | None = None
        self.end_ms = 0
        self.close_ms = 0
        self.paid_fixed = False
        self.bag_first_day = False  # stop at the end of Day 1 (a flight)
        self.bagged = False

    # ------------------------------------------------------------------ set-up

    def play(self, start: Tournament | None, now: int | None) -> RunResult:
        if start is None:
            self._plan()
        else:
            self._resume(start, now if now is not None else self.settings.start_ms)
        self._loop()
        return self._result()

    def _plan(self) -> None:
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
        # else paid once the last arrival is in (_arrive): until late registration closes
        # the payouts only follow the pool (every late entry would work them out again for
        # the whole field), and nothing in a run reads them before then
        self._wake(set(floor.tournament.seating_state().tables))

    def _resume(self, start: Tournament, now: int) -> None:
        t = Tournament.restore(start.snapshot())
        self.rules = t.rules()
        self.floor.tournament = t
        self.floor.now = now
        self.close_ms = now
        for p in t.player_records():
            self.ranges[p.player_id] = self._style()
        self.players = len(self.ranges)
        if not t.clock_state.running and not t.clock_state.hand_for_hand:
            self.floor.do(c.StartClock() if not t.clock_state.started else c.ResumeClock())
        if not t.meta.payouts:
            self.floor.pay_field()
        self._wake(set(t.seating_state().tables))

    def _style(self) -> float:
        bots = self.settings.bots
        tight = self.rng.random() < bots.tight_share
        return min(1.0, (bots.tight_range if tight else bots.loose_range) * self.looseness)

    # ------------------------------------------------------------------ the loop

    def _wake(self, tables: set[int]) -> None:
        """Tables whose players changed: an idle one deals from now."""
        for n in sorted(tables):
            if n in self.idle or n not in self.known:
                self.idle.discard(n)
                self.known.add(n)
                heapq.heappush(self.queue, (self.floor.now, n))

    def _loop(self) -> None:
        floor = self.floor
        t = floor.tournament
        stop = self.settings.stop_after_level
        while not t.meta.finished and not self.bagged:
            if stop and self.last_level > stop:
                return
            if self._day_over():
                continue
            if not self.queue and not self.arrivals:
                self._tidy(None)
                if not self.queue:
                    raise DomainError("The rehearsal is stuck: no table can deal")
                continue
            if self.arrivals and (not self.queue or self.arrivals[0][0] <= self.queue[0][0]):
                at, _i, pid = heapq.heappop(self.arrivals)
                self._advance(at)
                self._arrive(pid)
                continue
            at, table = heapq.heappop(self.queue)
            self._advance(at)
            record = t.table_record(table)  # (not the seating state: rebuilt per hand)
            if record is None or record.broken:
                continue  # broken meanwhile
            if record.table.player_count < 2:
                self.idle.add(table)
                continue
            clock = t.settled_clock(floor.now)
            if clock.running and clock.ends_at and t.timeline().is_break(clock.level_index):
                heapq.heappush(self.queue, (clock.ends_at, table))
                continue
            length, busts = self._deal(table)
            heapq.heappush(self.queue, (floor.now + length, table))
            if busts:
                self._busted(busts, floor.now + length)
            if self._on_bubble():
                self._hand_for_hand()

    def _advance(self, at: int) -> None:
        floor = self.floor
        if at > floor.now:
            floor.now = at
        step = self.settings.sample_ms
        start = self.settings.start_ms
        state = None
        while start + len(self.samples) * step <= floor.now:
            instant = start + len(self.samples) * step
            if state is None:
                state = floor.tournament.seating_state()
            playing = sum(1 for tb in state.tables.values() if tb.player_count >= 2)
            if any(a <= instant < b for a, b in self.nights[-1:]):
                playing = 0  # the night: no table deals, no dealer works
            self.samples.append((floor.tournament.players_left(), playing))
        if self.should_stop is not None and self.hands % 256 == 0 and self.should_stop():
            raise RehearsalCancelledError()

    def _deal(self, table: int) -> tuple[int, tuple[str, ...]]:
        """Play one hand at ``table`` now; its length and who busted."""
        floor = self.floor
        t = floor.tournament
        now = floor.now
        setup = prepare_hand(t, table, now)
        hand = setup.start(self.rng, self.rules)
        big = hand.min_bet  # the big blind (the small bet in limit games)
        if setup.level not in self.level_stacks:
            self.level_stacks[setup.level] = t.chips_in_play() / max(t.players_left(), 1) / big
        if setup.level > self.last_level:
            # the first hand of a new level: the levels since the last one seen are over
            for ended in range(self.last_level or setup.level, setup.level):
                self.level_left.setdefault(ended, t.players_left())
            self.last_level = setup.level
        bot = Bot(self.settings.bots, big, [self.ranges.get(p, 0.25) for p in setup.players])
        rng = self.rng
        for _ in range(MAX_ACTIONS):
            if hand.is_over:
                break
            apply_choice(hand, bot(hand, hand.legal_actions(), rng))
        else:  # pragma: no cover - the bots always end a hand
            raise DomainError(f"The hand at table {table} did not end")
        played = finish_hand(setup, hand, self.rules, with_phh=self.on_hand is not None)
        floor.do(played.command())
        self.hands += 1
        self.games[setup.game] = self.games.get(setup.game, 0) + 1
        if self.on_hand is not None:
            self.on_hand(played)
        length = hand_ms(self.settings.speed, setup.game, len(setup.players), rng, self.pace)
        return length, tuple(b.player for b in played.busts)

    def _busted(self, busted: tuple[str, ...], at: int) -> None:
        floor = self.floor
        t = floor.tournament
        paid = len(t.meta.payouts)
        if self.bubble_ms is None and paid and t.players_left() <= paid and not self._late_open():
            self.bubble_ms = at
            self.bubble_level = self._level_at(at)
        if t.meta.finished:
            self.end_ms = at
            return
        plan = self.settings.plan
        for pid in busted:
            if (
                floor.now < self.close_ms
                and self.entries_of.get(pid, 1) < plan.max_entries
                and self.rng.random() < plan.re_entry_rate
            ):
                back = at + self.rng.randrange(60_000, 600_000)
                if back < self.close_ms and self._room_for_re_entry():
                    self.entries_of[pid] = self.entries_of.get(pid, 1) + 1
                    heapq.heappush(self.arrivals, (back, -len(self.arrivals), pid))
        self._tidy(at)

    def _tidy(self, hand_over: int | None) -> None:
        """The floor's tidy-up after busts; the level in force when the final table forms
        is noted then (at the end of the run the clock is levels further on)."""
        floor = self.floor
        floor.tidy(hand_over)
        if self.final_table_level is None and floor.final_table_at is not None:
            self.final_table_level = self._level_at(floor.final_table_at)

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

    def _arrive(self, pid: str) -> None:
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

    # ------------------------------------------------------------------ days

    def _day_over(self) -> bool:
        """End the day when its last level is over or the field is down to its count
        (the next thing to happen is past that): pause the clock overnight. True when a
        day ended."""
        days = self.settings.days.days
        if self.day >= len(days) - 1:
            return False
        day = days[self.day]
        t = self.floor.tournament
        nxt = min(
            [at for at, _n in self.queue[:1]] + [at for at, _i, _p in self.arrivals[:1]],
            default=self.floor.now,
        )
        end: int | None = None
        if day.to_players and t.players_left() <= day.to_players:
            end = self.floor.now
        elif day.to_level:
            clock = t.settled_clock(max(nxt, self.floor.now))
            number = t.level_number(clock.level_index)
            past = number > day.to_level or (
                number == day.to_level and t.timeline().is_break(clock.level_index)
            )
            if past:
                end = self._level_end_ms(day.to_level, max(nxt, self.floor.now))
        if end is None:
            return False
        self._close_day(max(end, self.floor.now))
        return True

    def _level_end_ms(self, number: int, probe: int) -> int:
        """The instant level ``number`` ended (the clock is past it at ``probe``)."""
        t = self.floor.tournament
        structure = self.settings.plan.structure
        step = structure.step_of_level(number)
        clock = t.settled_clock(probe)
        # walk back from the current step's end through the steps after ``number``
        ends = clock.ends_at if clock.ends_at is not None else probe
        timeline = t.timeline()
        for index in range(clock.level_index, step, -1):
            ends -= timeline.step(index).length_ms
        return min(ends, probe)  # the clock's own end of that level

    def _close_day(self, at: int) -> None:
        floor = self.floor
        t = floor.tournament
        self._advance(at)
        clock = t.settled_clock(at)
        last = t.level_number(t.settled_clock(at - 1).level_index)  # the day's last level
        self.day_ends.append((at, t.players_left(), last))
        if clock.running:
            floor.do(c.PauseClock())
        if self.bag_first_day:
            self.bagged = True  # a flight: its survivors bag, Day 2 is played elsewhere
            return
        self.day += 1
        start_h = self.settings.days.days[self.day].start_h
        resume = day_start_ms(self.settings.start_ms, self.day, start_h)
        while resume <= at:
            resume += 24 * 3_600_000
        gap = resume - at
        self.nights.append((at, resume))
        self.queue = [(max(when, at) + gap, n) for when, n in self.queue]
        heapq.heapify(self.queue)
        self.arrivals = [(when + gap if when >= at else when, i, p) for when, i, p in self.arrivals]
        heapq.heapify(self.arrivals)
        if self.close_ms > at:
            self.close_ms += gap
        self._advance(resume)
        floor.do(c.ResumeClock())

    def _level_at(self, at: int) -> int:
        t = self.floor.tournament
        return t.level_number(t.settled_clock(max(at, self.floor.now)).level_index)

    def _late_open(self) -> bool:
        return self.floor.now < self.close_ms

    def _on_bubble(self) -> bool:
        t = self.floor.tournament
        paid = len(t.meta.payouts)
        return (
            self.settings.hand_for_hand
            and paid > 0
            and t.players_left() == paid + 1
            and not self._late_open()
            and len(t.seating_state().tables) > 1
        )

    def _hand_for_hand(self) -> None:
        """Play the bubble hand for hand: rounds of one hand at every table at once."""
        floor = self.floor
        t = floor.tournament
        pause = int(self.settings.speed.hand_for_hand_pause_s * 1000)
        round_start = max([floor.now, *(at for at, _n in self.queue)])
        self._advance(round_start)
        self._wait_out_break()
        floor.hand_for_hand(True)
        while t.players_left() > len(t.meta.payouts) and not t.meta.finished:
            if self._in_break():  # the level ran out into a break: take it, then go on
                floor.hand_for_hand(False)
                self._wait_out_break()
                floor.hand_for_hand(True)
            longest = 0
            busted: list[str] = []
            for table in sorted(t.seating_state().tables):
                if t.seating_state().tables[table].player_count < 2:
                    continue
                length, busts = self._deal(table)
                longest = max(longest, length)
                busted.extend(busts)
            if t.clock_state.hand_for_hand:  # the bust that bursts the bubble ends it
                floor.do(c.RecordHandForHand())
            end = floor.now + longest + pause
            self._advance(end)
            if busted:
                floor.hand_for_hand(False)
                self._busted(tuple(busted), end)
                break
            if len(t.seating_state().tables) < 2:
                break
        if t.clock_state.hand_for_hand:
            floor.hand_for_hand(False)
        self.queue = [(floor.now, n) for n in sorted(t.seating_state().tables)]
        self.idle.clear()
        heapq.heapify(self.queue)

    def _in_break(self) -> bool:
        t = self.floor.tournament
        clock = t.settled_clock(self.floor.now)
        return clock.started and t.timeline().is_break(clock.level_index)

    def _wait_out_break(self) -> None:
        """Let the clock run through a break (no hand is dealt during it)."""
        t = self.floor.tournament
        while self._in_break():
            ends = t.settled_clock(self.floor.now).ends_at
            if ends is None:  # a paused clock: resume it
                self.floor.do(c.ResumeClock())
                continue
            self._advance(ends)

    # ------------------------------------------------------------------ result

    def _result(self) -> RunResult:
        floor = self.floor
        return run_result(
            floor.tournament,
            seed=self.seed,
            players=self.players - len(self.cancelled),
            hands=self.hands,
            settings=self.settings,
            end_ms=self.end_ms,
            now=floor.now,
            bubble_ms=self.bubble_ms,
            final_table_ms=floor.final_table_at,
            most_seated=floor.most_seated,
            samples=self.samples,
            level_stacks=self.level_stacks,
            games=self.games,
            level_left=self.level_left,
            day_ends=self.day_ends,
            days=self.day + 1 if self.settings.days.days else 0,
            bubble_level=self.bubble_level,
            looseness=self.looseness,
            pace=self.pace,
            final_table_level=self.final_table_level,
        )
