"""The event bridge: which rows, table cards and parts a commit touches (read from the
service's outcome, decided by a real tournament), that only the tournament on screen
reaches the windows."""

from __future__ import annotations

import random
from dataclasses import dataclass

from pytestqt.qtbot import QtBot

from tests.unit.service.helpers import NOW, new_tournament
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.outcome import Touched
from tournament.service.records import ChipCount
from ui.bridge import Change, EventBridge, change_of


@dataclass(frozen=True)
class Published:
    seq: int
    event: object


@dataclass(frozen=True)
class Commit:
    tournament_id: str
    published: tuple[Published, ...]
    touched: Touched
    written: None = None  # another station's commits: no log entry of ours


def _seated() -> Tournament:
    return new_tournament(players=12, tables=2, seat=True)


def _at(t: Tournament, player: str) -> int:
    where = t.location(player)
    assert where is not None
    return where[0]


def test_a_bust_touches_the_busted_player_the_eliminator_their_table_and_the_money() -> None:
    t = _seated()
    hunter = next(p for p in ("P0002", "P0003", "P0004") if _at(t, p) == _at(t, "P0001"))
    outcome = t.handle(c.EliminatePlayer("P0001", busted_by=hunter), NOW, random.Random(1))
    change = change_of(outcome.touched)
    assert change.players == {"P0001", hunter}
    assert change.tables == {_at(t, hunter)}  # the seat emptied
    assert (change.clock, change.money, change.chips, change.seating) == (True,) * 4
    assert not change.everything


def test_a_chip_count_touches_the_counted_players_and_no_table_nor_money() -> None:
    t = _seated()
    counts = (ChipCount("P0001", 25_000), ChipCount("P0004", 15_000))
    change = change_of(t.handle(c.RecordChipCounts(counts), NOW, random.Random(1)).touched)
    assert change == Change(players=frozenset({"P0001", "P0004"}), clock=True, chips=True)


def test_an_undo_touches_what_the_command_touched() -> None:
    t = _seated()
    table = _at(t, "P0001")
    outcome = t.handle(c.EliminatePlayer("P0001"), NOW, random.Random(1))
    undone = change_of(t.apply_logged(outcome.inverse))
    assert "P0001" in undone.players
    assert undone.tables == {table}  # the seat taken again
    assert undone.money
    assert not undone.everything


def test_the_clock_and_a_new_level() -> None:
    t = _seated()
    started = change_of(t.handle(c.StartClock(), NOW, random.Random(1)).touched)
    assert started == Change(clock=True, levels=True)
    paused = change_of(t.handle(c.PauseClock(), NOW + 1_000, random.Random(1)).touched)
    assert paused == Change(clock=True)
    level = change_of(t.handle(c.NextLevel(), NOW + 2_000, random.Random(1)).touched)
    assert level == Change(clock=True, levels=True)


def test_payouts_and_the_setup_mean_everything() -> None:
    t = _seated()
    assert change_of(t.handle(c.SetPayouts((70_000, 50_000)), NOW, random.Random(1)).touched) == (
        Change(everything=True)
    )


def test_only_the_tournament_on_screen_reaches_the_windows(qtbot: QtBot) -> None:
    shown = ["t1"]
    bridge = EventBridge(lambda: shown[0])
    seen: list[Change] = []
    bridge.changed.connect(seen.append)
    t = _seated()
    outcome = t.handle(c.LockSeat(1, 9), NOW, random.Random(1))
    published = tuple(Published(i, ev) for i, ev in enumerate(outcome.events))
    bridge.publish(Commit("t2", published, outcome.touched))
    assert seen == []
    bridge.publish(Commit("t1", published, outcome.touched))
    assert seen == [Change(tables=frozenset({1}), clock=True, seating=True)]


def test_a_satellite_change_means_everything_even_when_no_seat_is_paid_yet() -> None:
    # No entry yet: the seats are none before and after, only the terms change; the
    # payouts tab and the clock screen's line must still say the rule now in force.
    from tournament.service.records import SatelliteTerms

    t = new_tournament(0)
    first = SatelliteTerms(110_000, "next_place", "Main Event")
    t.handle(c.SetSatellite(first), NOW, random.Random(0))
    outcome = t.handle(
        c.SetSatellite(SatelliteTerms(110_000, "split", "Main Event")), NOW, random.Random(0)
    )
    assert outcome.touched.seats
    assert not outcome.touched.payouts
    assert change_of(outcome.touched).everything
