"""A €1,000 main event in three starting flights (issue 30, Flights): 60 + 80 + 40 entries
with re-entries, each flight bagged, Day 2 formed from every bag with a redraw, the money
and a winner, on a real SQLite file with the app offscreen. After every step the clock
screen's figures (entries, the pool across flights, players left in the whole event, the
average stack over the whole event), its day line and the printed chip-count list are
checked against figures worked out by hand here; the undo of the merge puts the three
flights back exactly, and nothing is merged twice."""

from __future__ import annotations

import json
import random
from html.parser import HTMLParser
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, figures, open_app
from tournament.errors import DomainError
from tournament.limits import MINUTE_MS
from tournament.service import commands as c
from tournament.service.bags import Bag
from tournament.service.demo import nlhe_structure
from tournament.service.flight_records import Flight
from tournament.service.records import BuyInSettings, Newcomer
from ui.app import AppParts
from ui.console.players_tab import bust_command

DAY_MS = 24 * 60 * MINUTE_MS
DAY_1C = "Day 1C · Prize pool € 180,000 · 180 entries in 3 flights"
MONEY = BuyInSettings(buy_in=100_000, fee=10_000, starting_stack=30_000, max_entries=2)


def _bags(bags: dict[str, int], labels: dict[str, str] | None = None) -> tuple[Bag, ...]:
    """The flight's bags as the Flights desk sends them (``labels``: each bag's number)."""
    return tuple(Bag(p, n, (labels or {}).get(p, "")) for p, n in bags.items())


def _create(path: Path) -> None:
    from db.connect import open_store

    store = open_store(path, now_ms=START)
    event = c.CreateTournament("Main Event", MONEY, nlhe_structure(), 14, 9)
    store.log.create_tournament(event, START, random.Random(3))
    store.close(START)


def _ids(prefix: str, first: int, last: int) -> list[str]:
    return [f"{prefix}{n:02d}" for n in range(first, last + 1)]


def _register(parts: AppParts, prefix: str, count: int) -> None:
    people = [(f"Player {pid}", "FR", pid) for pid in _ids(prefix, 1, count)]
    parts.facade.send(c.RegisterAndBuyInMany(tuple(Newcomer(*p) for p in people)))


def _bust(parts: AppParts, ids: list[str]) -> None:
    for i in range(0, len(ids), 5):  # five at a time: one hand each
        parts.facade.send(bust_command(ids[i : i + 5]))


def _play_flight(parts: AppParts, clock: FakeClock, prefix: str, players: int, re: int, out: int):
    """Register ``players``, bust ``re`` of them who re-enter, then bust ``out`` more."""
    _register(parts, prefix, players)
    parts.facade.send(c.DrawSeats())
    parts.facade.toggle_clock()  # the flight's clock starts at its first level
    clock.now += 30 * MINUTE_MS
    _bust(parts, _ids(prefix, 1, re))
    for pid in _ids(prefix, 1, re):
        parts.facade.send(c.ReEnter(pid, seat=True))
    clock.now += 60 * MINUTE_MS
    _bust(parts, _ids(prefix, re + 1, re + out))
    return _ids(prefix, 1, re) + _ids(prefix, re + out + 1, players)


def _alternate(ids: list[str], high: int, low: int) -> dict[str, int]:
    return {pid: high if i % 2 == 0 else low for i, pid in enumerate(ids)}


def _screen(parts: AppParts, left: int, entries: int, average: int, pool: str, day: str) -> None:
    figures(parts, left, entries, average, pool)
    assert parts.clock_screen.message.text().startswith(day)


class _Cells(HTMLParser):
    """The printed sheet's headings and table rows (each a list of its cells' text)."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self.headings: list[str] = []
        self._in: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th", "h2"):
            self._in = tag
            if tag != "h2":
                self.rows[-1].append("")
            else:
                self.headings.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th", "h2"):
            self._in = None

    def handle_data(self, data: str) -> None:
        if self._in == "h2":
            self.headings[-1] += data
        elif self._in is not None:
            self.rows[-1][-1] += data


def _sheet(parts: AppParts) -> tuple[str, list[list[str]]]:
    """The chip-count list as printed: its facts line and its rows (header left out)."""
    cells = _Cells()
    cells.feed(parts.facade.chip_count_sheet())
    return cells.headings[0], cells.rows[1:]


def test_three_flights_bag_merge_into_day_two_and_play_to_a_winner(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "main.sqlite"
    _create(db)
    clock = FakeClock(START)
    parts = open_app(opened, qtbot, db, clock)
    f = parts.facade
    tables = list(range(1, 11))
    f.send(
        c.SetFlights(
            tuple(
                Flight(code, day, tuple(tables))
                for code, day in (("1A", "2026-05-04"), ("1B", "2026-05-05"), ("1C", "2026-05-06"))
            ),
            "one_bag",
        )
    )

    # Day 1A: 55 players, 5 bust and re-enter (60 entries), 15 more bust: 40 bag.
    f.send(c.StartFlight("1A"))
    left_a = _play_flight(parts, clock, "A", 55, 5, 15)
    assert len(left_a) == 40
    # 60 entries x 30,000 = 1,800,000 chips over 40 players: 45,000; € 60,000 in the pool
    _screen(parts, 40, 60, 45_000, "€ 60,000", "Day 1A · Prize pool € 60,000 · 60 entries in 3")
    phones = json.loads(parts.live.share.publish())
    assert phones["festival"] == "Day 1A · Prize pool € 60,000 · 60 entries in 3 flights"
    bags_a = _alternate(left_a, 50_000, 40_000)  # 20 x 50,000 + 20 x 40,000 = 1,800,000
    f.send(c.RecordBags(1, _bags({**bags_a, "A01": 40_000}), "1A"))  # 10,000 short: kept apart
    assert [b.difference for b in f.t.meta.bags_pending] == [-10_000]
    assert len([p for p in f.t.active_players() if f.t.location(p.player_id)]) == 40
    _screen(parts, 40, 60, 45_000, "€ 60,000", "Day 1A · Prize pool € 60,000 · 60 entries in 3")
    f.send(c.RecordBags(1, _bags(bags_a, {pid: f"A-{pid}" for pid in left_a}), "1A"))
    clock.now += DAY_MS
    _screen(parts, 40, 60, 45_000, "€ 60,000", "Day 1A ·")
    rows_now = {r.player_id: r for r in f.players()}
    assert (rows_now["A01"].status, rows_now["A01"].stack) == ("Bagged in 1A", 50_000)
    assert rows_now["A06"].status == "Out in 1A"  # placed when Day 2 is formed
    assert "Late registration closed" in parts.clock_screen.message.text()  # between flights
    facts, rows = _sheet(parts)
    assert facts == "40 players · 1,800,000 chips · average 45,000"
    # rank, player, country, flight, bag, chips: the 20 bags of 50,000 first, tied 1st
    assert rows[0] == ["1", "Player A01", "FR", "1A", "A-A01", "50,000"]
    assert rows[20] == ["21", "Player A02", "FR", "1A", "A-A02", "40,000"]
    assert len(rows) == 40

    # Day 1B: 75 players (80 entries with 5 re-entries), 25 more bust: 50 bag.
    f.send(c.StartFlight("1B"))
    with pytest.raises(DomainError, match="Player A21 bagged 40,000 chips in Day 1A: under the"):
        f.send(c.ReEnter("A21", seat=True))  # the one-bag rule, refused with its reason
    _register(parts, "B", 75)
    # 40 bags + 75 playing = 115 players; 1,800,000 + 75 x 30,000 = 4,050,000 chips
    _screen(parts, 115, 135, 35_217, "€ 135,000", "Day 1B · Prize pool € 135,000 · 135 entries")
    parts.facade.send(c.DrawSeats())
    parts.facade.toggle_clock()
    clock.now += 30 * MINUTE_MS
    _bust(parts, _ids("B", 1, 5))
    for pid in _ids("B", 1, 5):
        f.send(c.ReEnter(pid, seat=True))
    _bust(parts, _ids("B", 6, 30))
    left_b = _ids("B", 1, 5) + _ids("B", 31, 75)
    f.send(
        c.RecordBags(1, _bags(_alternate(left_b, 53_000, 43_000)), "1B")
    )  # 25 x 96,000 = 2,400,000
    # 90 players with 4,200,000 chips: 46,666.67 -> 46,667
    _screen(parts, 90, 140, 46_667, "€ 140,000", "Day 1B · Prize pool € 140,000 · 140 entries")
    facts, rows = _sheet(parts)
    assert facts == "90 players · 4,200,000 chips · average 46,667"
    # 25 bags of 53,000 (1B), 20 of 50,000 (1A) from 26th, 25 of 43,000 from 46th, 20 of
    # 40,000 from 71st
    assert len(rows) == 90
    assert rows[0] == ["1", "Player B01", "FR", "1B", "", "53,000"]
    assert rows[25] == ["26", "Player A01", "FR", "1A", "A-A01", "50,000"]
    assert rows[45] == ["46", "Player B02", "FR", "1B", "", "43,000"]
    assert rows[70] == ["71", "Player A02", "FR", "1A", "A-A02", "40,000"]

    # Day 1C: 38 players, 2 re-entries (40 entries), 8 more bust: 30 bag.
    clock.now += DAY_MS
    f.send(c.StartFlight("1C"))
    left_c = _play_flight(parts, clock, "C", 38, 2, 8)
    f.send(
        c.RecordBags(1, _bags(_alternate(left_c, 45_000, 35_000)), "1C")
    )  # 15 x 80,000 = 1,200,000
    # the whole event: 180 entries, € 180,000, 120 players, 5,400,000 chips: 45,000
    _screen(
        parts, 120, 180, 45_000, "€ 180,000", "Day 1C · Prize pool € 180,000 · 180 entries in 3"
    )
    facts, rows = _sheet(parts)
    assert facts == "120 players · 5,400,000 chips · average 45,000"
    # ranked by chips, ties alike in registration order: 25 bags of 53,000 (1B), 20 of
    # 50,000 (1A) from 26th, 15 of 45,000 (1C) from 46th, 25 of 43,000 from 61st, 20 of
    # 40,000 from 86th, 15 of 35,000 from 106th
    assert len(rows) == 120
    assert rows[0] == ["1", "Player B01", "FR", "1B", "", "53,000"]  # 1B's bags: no label
    assert rows[25] == ["26", "Player A01", "FR", "1A", "A-A01", "50,000"]
    assert rows[45] == ["46", "Player C01", "FR", "1C", "", "45,000"]
    assert rows[60][0] == "61"
    assert rows[60][5] == "43,000"
    assert rows[85][0] == "86"
    assert rows[85][5] == "40,000"
    assert rows[105] == ["106", "Player C02", "FR", "1C", "", "35,000"]

    # Day 2: one command, the seats drawn over the whole field on 14 tables.
    before = f.t.snapshot()
    f.send(c.MergeFlights(14, "random", True))
    _screen(parts, 120, 180, 45_000, "€ 180,000", "Day 2 · 120 players from 3 flights")
    assert "Late registration closed" in parts.clock_screen.message.text()
    phones = json.loads(parts.live.share.publish())  # the phones' feed says the same
    assert phones["festival"] == "Day 2 · 120 players from 3 flights"
    assert (phones["players_left"], phones["average_stack"]) == (120, 45_000)
    seated = sorted(len([s for s in table.seats if s.player_id]) for table in f.t.tables_view())
    assert seated == [8] * 6 + [9] * 8  # 120 players on 14 tables of 9
    facts, rows = _sheet(parts)
    assert facts == "120 players · 5,400,000 chips · average 45,000"
    assert rows[0] == ["1", "Player B01", "FR", "53,000"]  # Day 2: no flight, no bag column
    # the flights' 48 busts are placed 121st to 168th (168 players in all)
    places = sorted(p.place for p in f.t.player_records() if p.status == "eliminated")
    assert places == list(range(121, 169))
    # the last to bust the best: 1C's 8 busts 121st-128th, 1B's 25 129th-153rd, 1A's 15
    # 154th-168th (busts at the same instant: in registration order)
    rows_now = {r.player_id: r for r in f.players()}
    assert rows_now["C03"].status == "Out · 121st"
    assert rows_now["B06"].status == "Out · 129th"
    assert rows_now["A06"].status == "Out · 154th"
    assert rows_now["A20"].status == "Out · 168th"
    assert rows_now["A01"].status == "Playing"
    with pytest.raises(DomainError, match="nothing is merged twice"):
        f.send(c.MergeFlights(14, "random", True))
    f.undo()  # the three flights back exactly
    assert f.t.snapshot() == before
    _screen(
        parts, 120, 180, 45_000, "€ 180,000", "Day 1C · Prize pool € 180,000 · 180 entries in 3"
    )
    f.redo()
    _screen(parts, 120, 180, 45_000, "€ 180,000", "Day 2 · 120 players from 3 flights")

    # The money over all 180 entries, then play to a winner.
    f.send(c.GeneratePayouts())
    paid = f.t.meta.payouts
    # 15 % of the 180 entries of all three flights are paid: 27 places, the whole pool
    assert len(paid) == 27
    assert sum(paid) == 180 * 100_000
    f.toggle_clock()
    alive = [p.player_id for p in f.t.active_players()]
    _bust(parts, alive[:93])  # 120 - 93 = 27 left: every one of them is paid
    # 5,400,000 chips over 27 players: 200,000
    _screen(parts, 27, 180, 200_000, "€ 180,000", "Day 2 · 120 players from 3 flights")
    assert "In the money" in parts.clock_screen.message.text()
    rest = [p.player_id for p in f.t.active_players()]
    for pid in rest[:-1]:
        f.send(c.EliminatePlayer(pid))
    winner = rest[-1]
    assert f.t.player(winner).place == 1
    assert f.t.player(winner).stack == 5_400_000
    parts.clock_screen.refresh()
    assert parts.clock_screen.time.text() == f"Player {winner}"
    # a restart reads the same event back from the file: Day 2, its field and its winner
    parts.close(clock.now)
    again = open_app(opened, qtbot, db, clock)
    again.clock_screen.refresh()
    assert again.clock_screen.message.text().startswith("Day 2 · 120 players from 3 flights")
    assert again.clock_screen.time.text() == f"Player {winner}"
