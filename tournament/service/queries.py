"""Read-only queries of a tournament: settings, the clock at an instant, levels, games,
the prize pool, plans (the middle layer of ``Tournament``), and the checks the command
handlers share (a player, a table, a seat, "created", "not finished").
"""

from __future__ import annotations

import random
from types import MappingProxyType

from tournament import money, rotation, seating
from tournament.clock import Clock, ClockSettings, ClockState
from tournament.clock_timeline import Timeline
from tournament.engine.rules import Rules
from tournament.errors import DomainError
from tournament.games import is_stud
from tournament.money import Entry
from tournament.service import days, seating_plans
from tournament.service.indexes_at_once import IndexedAtOnce
from tournament.service.records import (
    FloorRules,
    Meta,
    PlayerAmount,
    PlayerRecord,
    Settings,
)
from tournament.service.satellite import refuse_when_over
from tournament.service.tournament_table import TournamentTable
from tournament.structure import Level, RotationSettings, Structure

__all__ = ["TournamentQueries"]


class TournamentQueries(IndexedAtOnce):
    """What a tournament answers without changing (see the module docstring)."""

    @property
    def settings(self) -> Settings | None:
        """The settings (None before the tournament is created)."""
        return self._settings

    @property
    def structure(self) -> Structure | None:
        """The :class:`tournament.structure.Structure` played (None before creation)."""
        return self._structure

    def timeline(self) -> Timeline:
        """The structure's steps at any index, overtime included (the clock's timeline)."""
        if self._timeline is None:
            raise DomainError("Create the tournament first")
        return self._timeline

    def clock(self, hand_for_hand_ms: int | None = None) -> Clock:
        """The stored clock as a :class:`tournament.clock.Clock` (not advanced)."""
        settings = None if hand_for_hand_ms is None else ClockSettings(hand_for_hand_ms)
        return Clock.restore(self.timeline(), self._clock, settings, days.stop_after(self))

    @property
    def meta(self) -> Meta:
        """Floor-wide state (hand-for-hand, payouts, deal, rotation)."""
        return self._meta

    def rules(self) -> Rules:
        """The rule settings the event's hands are played under."""
        return self._meta.rules

    @property
    def clock_state(self) -> ClockState:
        """The clock as stored (see :meth:`settled_clock` for the clock at an instant)."""
        return self._clock

    def player(self, player_id: str) -> PlayerRecord:
        """A player's record; DomainError when unknown."""
        p = self._players.get(player_id)
        if p is None:
            raise DomainError(f"There is no player with id {player_id!r}")
        return p

    def entry_record(self, entry_id: str) -> Entry | None:
        """One entry's record, or None when there is no such entry (constant time)."""
        return self._entries.get(entry_id)

    def table_record(self, number: int) -> TournamentTable | None:
        """One table's record (a broken one too), or None when there is no such table."""
        return self._tables.get(number)

    def settled_clock(self, now: int) -> ClockState:
        """The clock at ``now`` (levels that ran out while running are passed).

        Kept for the last instant asked: the stored clock, the timeline and the floor-wide
        state (the day's stop) are immutable values, so the same ones at the same instant
        settle the same way, and the several reads of one hand's set-up and record settle
        the clock once."""
        if self._timeline is None:
            return self._clock
        memo = self._settled
        if (
            memo is not None
            and memo[3] == now
            and memo[0] is self._clock
            and memo[1] is self._meta
            and memo[2] is self._timeline
        ):
            return memo[4]
        settled = self.clock().advance(now).state
        self._settled = (self._clock, self._meta, self._timeline, now, settled)
        return settled

    def level_number(self, index: int) -> int:
        """The 1-based number of the level at ``index`` (breaks take the previous number)."""
        timeline = self.timeline()
        number = timeline.level_number(index)
        while number is None and index > 0:
            index -= 1
            number = timeline.level_number(index)
        return number or 1

    def add_ons_now(self, now: int) -> bool:
        """True on a break during which add-ons are taken (the clock says "Add-ons now")."""
        if self._settings is None or self._meta.finished:
            return False
        rule = self._settings.buy_in.money_rules().add_on
        clock = self.settled_clock(now)
        if rule is None or not clock.started or not self.timeline().is_break(clock.level_index):
            return False
        return rule.open_at(self.level_number(clock.level_index), on_break=True)

    def rotation_settings(self) -> RotationSettings:
        """The structure's rotation settings (the defaults before creation)."""
        structure = self._structure
        return structure.rotation if structure is not None else RotationSettings()

    def level_at(self, index: int) -> Level:
        """The level at step ``index``; during a break, the level before it (or after)."""
        timeline = self.timeline()
        i = index
        step = timeline.step(i)
        while not isinstance(step, Level) and i > 0:
            i -= 1
            step = timeline.step(i)
        if not isinstance(step, Level):
            step = timeline.step(timeline.next_level(index))
        assert isinstance(step, Level)
        return step

    def level_in_force(self, now: int | None) -> Level:
        """The level whose games and amounts the next hand uses (at ``now``; None: the
        clock as stored)."""
        clock = self._clock if now is None else self.settled_clock(now)
        return self.level_at(clock.level_index)

    def now_and_next(self, now: int | None) -> rotation.NowAndNext:
        """The rotation module's game now played (most tables), the next game, and each
        table's game (at ``now``; None: the clock as stored)."""
        clock = self._clock if now is None else self.settled_clock(now)
        timeline = self.timeline()
        level = self.level_at(clock.level_index)
        following = self.level_at(timeline.next_level(clock.level_index))
        settings = self.rotation_settings()
        key = (level, following, settings)
        if self._games is None or self._games[0] != key:  # a table or the levels changed
            tables = {
                record.number: record.rotation
                for record in self._tables.values()
                if not record.broken
            }
            self._games = (key, rotation.now_and_next(tables, level, following, settings))
        return self._games[1]

    def next_hand_game(self, table: int, now: int) -> str:
        """The game the next hand at ``table`` is dealt in (the rotation's next game under
        the level in force at ``now``; what :class:`RecordHand` records)."""
        record = self.table_in_play(table)
        level = self.level_in_force(now)
        return rotation.next_hand_game(record.rotation, level, self.rotation_settings())

    def game_at(self, table: int | None, now: int | None) -> str:
        """The game played at ``table`` (None: what most tables play) at ``now``."""
        games = self.now_and_next(now)
        if table is not None and table in games.by_table:
            return games.by_table[table]
        return games.current

    def prize_pool(self) -> int:
        """Prize money in cents: entries (less fees and bounties), added money, guarantee."""
        settings = self._settings
        if settings is None:
            return 0
        b = settings.buy_in
        return money.prize_pool(self._collected, b.guarantee, b.added_money).total

    def prize_for(self, player_id: str) -> int:
        """What a player has won (deal amount, or the payout of their place, ties averaged)."""
        deal = self._meta.deal
        if deal is not None:
            for share in deal.amounts:
                if share.player == player_id:
                    won = self._players[player_id].place == 1 and self._meta.finished
                    return share.amount + (deal.play_for if won else 0)
        p = self.player(player_id)
        if p.place is None:
            return 0
        # Tied players split their places' prizes exactly (the money module's rule: odd
        # cents to the earlier tied players, here in registration order).
        tied = sorted(self._by_place[p.place], key=lambda pid: self._players[pid].number)
        finishes = [money.Finish(pid, p.place, len(tied)) for pid in tied]
        return money.prizes_for_finishes(finishes, self._meta.payouts)[player_id]

    def payout_check(self) -> money.PayoutCheck | None:
        """The payout table against the prize pool (None before payouts are set)."""
        m = self._meta
        if not m.payouts or m.deal is not None:
            return None
        return money.check_payouts(self.prize_pool(), m.payouts, m.payouts_held_back)

    def unassigned_bounties(self) -> tuple[PlayerAmount, ...]:
        """Heads of players busted without a named eliminator, not assigned yet."""
        return self._meta.unassigned_bounties

    def bounties(self) -> money.BountySummary:
        """Bounty money collected, paid, on heads in play and unassigned."""
        players = self.player_records()
        return money.bounty_summary(
            sum(x.bounty for x in self._entries.values()),
            paid=(p.bounties_won for p in players),
            on_heads=(p.bounty for p in players if p.status == "active"),
            unassigned=(x.amount for x in self._meta.unassigned_bounties),
        )

    def chip_check(self) -> money.ChipCheck:
        """The recorded stacks against the chips in play (the money module's check)."""
        chips = self.chips_in_play()
        return money.ChipCheck(chips, self.recorded_chips(), self.recorded_chips() - chips)

    def balance_plan(self) -> tuple[seating.Move, ...]:
        """The seating module's balancing moves for now (empty when balanced)."""
        structure = self._structure
        stud_only = structure is not None and all(is_stud(g) for g in structure.games)
        method = seating.BalanceMethod.POSITION if stud_only else seating.BalanceMethod.BIG_BLIND
        rules = self._settings.floor if self._settings is not None else FloorRules()
        settings = rules.balance_settings(method)
        moves = MappingProxyType(self._moves)
        return seating_plans.balance_plan(self.seating_state(), moves, method, settings)

    def break_plan(self, table: int, rng: random.Random) -> tuple[seating.Move, ...]:
        """Moves that break ``table`` (random two-step draw), to confirm with BreakTable."""
        self.table_in_play(table)
        return seating_plans.break_plan(self.seating_state(), table, rng)

    def final_table_plan(self, rng: random.Random) -> tuple[int, tuple[seating.Move, ...]]:
        """(final table number, redraw moves), to confirm with RedrawFinalTable."""
        order = self._settings.floor.break_order if self._settings is not None else ()
        return seating_plans.final_table_plan(self.seating_state(), rng, order)

    def created(self) -> Settings:
        """The settings; DomainError before the tournament is created."""
        if self._settings is None:
            raise DomainError("Create the tournament first")
        return self._settings

    def table_in_play(self, number: int) -> TournamentTable:
        """A table's record; DomainError when there is none or it is broken."""
        record = self._tables.get(number)
        if record is None:
            raise DomainError(f"There is no table {number}")
        if record.broken:
            raise DomainError(f"Table {number} is broken")
        return record

    def check_seat(self, table: TournamentTable, seat: int) -> None:
        """DomainError when ``table`` has no seat ``seat``."""
        if not 1 <= seat <= table.size:
            raise DomainError(f"Table {table.number} has seats 1 to {table.size}, not {seat}")

    def level_number_now(self, now: int) -> int:
        """The number of the level at ``now`` (0 before the clock starts)."""
        clock = self.settled_clock(now)
        return self.level_number(clock.level_index) if clock.started else 0

    def check_not_finished(self) -> None:
        """DomainError once the tournament is over."""
        refuse_when_over(self._meta)
        if self._meta.finished:
            raise DomainError("The tournament is over")
