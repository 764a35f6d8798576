"""One field of a rehearsal played to its end: every hand at every table by the engine.

Each table deals its next hand as soon as its last one is over (:mod:`.table_turns`;
:mod:`.speed` says how long a hand takes), the level in force when the hand starts sets the
game and the blinds, no hand starts during a break. A hand is played by the engine with the
bots (:mod:`.bots`) and recorded with the console's own ``RecordHandPlayed`` command at the
instant it starts; who plays is :mod:`.field_entries`' (the field, late entries,
re-entries), what the floor does next (breaking, balancing, the final table) is
:class:`~tournament.rehearsal.floor.Floor`'s, the days and nights :mod:`.run_days`', the
bubble hand for hand :mod:`.bubble`'s.

Each run first draws its own field looseness and dealer pace (the settings' ``spread``:
what is not known in advance). All randomness comes from one ``random.Random(seed)``,
all time from ``start_ms``: a run is the same for the same settings and seed. Every
``sample_ms`` the players left and the tables running are sampled.

An event in starting flights is :mod:`.flight_run`'s (each flight is a field played here to
its bags, Day 2 a field resumed from them); :func:`tournament.rehearsal.run.run_once` plays
either.
"""

from __future__ import annotations

import math
import random

from tournament.engine import Rules
from tournament.errors import DomainError
from tournament.rehearsal.bots import Bot
from tournament.rehearsal.bubble import on_bubble, play_bubble
from tournament.rehearsal.field_entries import FieldEntries
from tournament.rehearsal.floor import Floor
from tournament.rehearsal.result import RunResult, run_result
from tournament.rehearsal.run_days import RunDays
from tournament.rehearsal.run_hooks import OnHand, RehearsalCancelledError, StopAsked
from tournament.rehearsal.settings import RehearsalSettings
from tournament.rehearsal.speed import hand_ms
from tournament.rehearsal.table_turns import TableTurns
from tournament.service import Tournament
from tournament.service.table_play import MAX_ACTIONS, apply_choice, finish_hand, prepare_hand

__all__ = ["play_field", "play_first_day"]


def play_field(
    settings: RehearsalSettings,
    seed: int,
    on_hand: OnHand | None = None,
    should_stop: StopAsked | None = None,
    start: Tournament | None = None,
    now: int | None = None,
) -> RunResult:
    """Play one field with ``seed`` to its end (see the module doc); with ``start`` (a
    running event's state, copied) and ``now``, carry on from there instead of the
    planned start."""
    return FieldRun(settings, seed, on_hand, should_stop).play(start, now)


def play_first_day(
    settings: RehearsalSettings,
    seed: int,
    on_hand: OnHand | None = None,
    should_stop: StopAsked | None = None,
) -> tuple[RunResult, Tournament]:
    """Play the planned event to the end of its first day (``settings.days``' Day 1) and
    stop there, the clock paused: what the run found and the tournament as it stands (its
    players' stacks are their bags). A flight is played so."""
    run = FieldRun(settings, seed, on_hand, should_stop)
    run.days.bag_first_day = True
    result = run.play(None, None)
    return result, run.floor.tournament


class FieldRun:
    """One run of one field (see the module doc)."""

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
        self.rules = Rules.profile("tda")  # a running event: its own settings (play)
        self.turns = TableTurns()
        self.floor = Floor(self.rng, self._wake)
        self.entries = FieldEntries(settings, self.rng, self.floor, self.looseness)
        self.days = RunDays(settings, self.floor, self.turns, self.entries, self._advance)
        self.hands = 0
        self.games: dict[str, int] = {}
        self.samples: list[tuple[int, int]] = []
        self.level_stacks: dict[int, float] = {}
        self.level_left: dict[int, int] = {}  # level number -> players left at its end
        self.last_level = 0
        self.bubble_level: int | None = None
        self.final_table_level: int | None = None
        self.bubble_ms: int | None = None
        self.end_ms = 0

    def play(self, start: Tournament | None, now: int | None) -> RunResult:
        """Play the planned event, or carry on from ``start`` at ``now``; what it found."""
        if start is None:
            tables = self.entries.plan()
        else:
            tables = self.entries.resume(start, now if now is not None else self.settings.start_ms)
            self.rules = self.floor.tournament.rules()
        self._wake(tables)
        self._loop()
        return self._result()

    def _wake(self, tables: set[int]) -> None:
        self.turns.wake(tables, self.floor.now)

    def _loop(self) -> None:
        floor, turns, entries, days = self.floor, self.turns, self.entries, self.days
        t = floor.tournament
        stop = self.settings.stop_after_level
        while not t.meta.finished and not days.bagged:
            if stop and self.last_level > stop:
                return
            if days.over():
                continue
            deal_at, arrival_at = turns.next_at(), entries.next_arrival()
            if deal_at is None and arrival_at is None:
                self._tidy(None)
                if turns.next_at() is None:
                    raise DomainError("The rehearsal is stuck: no table can deal")
                continue
            if arrival_at is not None and (deal_at is None or arrival_at <= deal_at):
                at, pid = entries.pop_arrival()
                self._advance(at)
                entries.arrive(pid)
                continue
            at, table = turns.pop()
            self._advance(at)
            record = t.table_record(table)  # (not the seating state: rebuilt per hand)
            if record is None or record.broken:
                continue  # broken meanwhile
            if record.table.player_count < 2:
                turns.wait(table)
                continue
            clock = t.settled_clock(floor.now)
            if clock.running and clock.ends_at and t.timeline().is_break(clock.level_index):
                turns.push(clock.ends_at, table)
                continue
            length, busts = self._deal(table)
            turns.push(floor.now + length, table)
            if busts:
                self._busted(busts, floor.now + length)
            if on_bubble(self.settings, t, entries.late_open()):
                play_bubble(self.settings, floor, turns, self._advance, self._deal, self._busted)

    def _advance(self, at: int) -> None:
        """Move the run on to ``at``, sampling the players left and the tables running on
        the way; ask whether to stop every 256 hands."""
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
            if self.days.at_night(instant):
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
        ranges = self.entries.ranges
        bot = Bot(self.settings.bots, big, [ranges.get(p, 0.25) for p in setup.players])
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
        """After busts in a hand that ends at ``at``: the bubble noted, re-entries, the
        floor's tidy-up."""
        t = self.floor.tournament
        paid = len(t.meta.payouts)
        if (
            self.bubble_ms is None
            and paid
            and t.players_left() <= paid
            and not self.entries.late_open()
        ):
            self.bubble_ms = at
            self.bubble_level = self._level_at(at)
        if t.meta.finished:
            self.end_ms = at
            return
        self.entries.re_entries(busted, at)
        self._tidy(at)

    def _tidy(self, hand_over: int | None) -> None:
        """The floor's tidy-up after busts; the level in force when the final table forms
        is noted then (at the end of the run the clock is levels further on)."""
        floor = self.floor
        floor.tidy(hand_over)
        if self.final_table_level is None and floor.final_table_at is not None:
            self.final_table_level = self._level_at(floor.final_table_at)

    def _level_at(self, at: int) -> int:
        t = self.floor.tournament
        return t.level_number(t.settled_clock(max(at, self.floor.now)).level_index)

    def _result(self) -> RunResult:
        floor = self.floor
        return run_result(
            floor.tournament,
            seed=self.seed,
            players=self.entries.entered,
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
            day_ends=self.days.day_ends,
            days=self.days.day + 1 if self.settings.days.days else 0,
            bubble_level=self.bubble_level,
            looseness=self.looseness,
            pace=self.pace,
            final_table_level=self.final_table_level,
        )
