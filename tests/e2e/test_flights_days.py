"""An event in starting flights that goes on for three days (issue 30, flights and days
together): the clock screen, the console's clock strip and the phones' feed name ONE day at
every step: Day 1A and Day 1B while the flights play, Day 2 after the merge, Day 3 after the
end of Day 2 by the day plan, its bags and the next day's start (a real SQLite file, the
app offscreen).

By hand: the day plan ends Day 1 after level 1 and Day 2 after level 2 (levels of 30
minutes); 1A has 4 entries of 25,000 (100,000 chips), one busts, 3 bag; 1B has 3 entries
(75,000), 3 bag; Day 2 is 6 players with 175,000 chips; one busts on Day 2, 5 bag.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from pathlib import Path

from PySide6.QtGui import QTextDocument
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, open_app
from tournament.days import parse_days
from tournament.limits import MINUTE_MS
from tournament.service import commands as c
from tournament.service.bags import Bag
from tournament.service.demo import nlhe_structure
from tournament.service.flight_records import Flight
from tournament.service.records import BuyInSettings, Newcomer
from ui.app import AppParts

MONEY = BuyInSettings(buy_in=50_000, fee=5_000, starting_stack=25_000, max_entries=2)
DAYS = re.compile(r"Day (\w+)")


def _bags(bags: dict[str, int], labels: dict[str, str] | None = None) -> tuple[Bag, ...]:
    """The flight's bags as the Flights desk sends them (``labels``: each bag's number)."""
    return tuple(Bag(p, n, (labels or {}).get(p, "")) for p, n in bags.items())


def _create(path: Path) -> None:
    from db.connect import open_store

    store = open_store(path, now_ms=START)
    event = c.CreateTournament("Mini Main", MONEY, nlhe_structure(), 2, 9)
    store.log.create_tournament(event, START, random.Random(3))
    store.close(START)


def _days_shown(parts: AppParts) -> set[str]:
    """Every day named on the clock screen, the console's clock strip and the phones."""
    parts.clock_screen.refresh()
    parts.console.refresh()
    screen = parts.clock_screen
    phones = json.loads(parts.live.share.publish())
    texts = [
        screen.title.text(),
        screen.message.text(),
        parts.console.clock_bar.bar_level.text(),
        parts.console.clock_bar.hfh_label.text(),
        phones["festival"],
        phones["day"],
        phones["clock"]["notice"],
    ]
    return {m for text in texts for m in DAYS.findall(text)}


def test_a_flights_event_names_one_day_from_day_1a_to_day_3(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "mini.sqlite"
    _create(db)
    clock = FakeClock(START)
    parts = open_app(opened, qtbot, db, clock)
    f = parts.facade
    structure = f.t.structure
    assert structure is not None
    f.send(c.SetStructure(replace(structure, days=parse_days("12:00 L1, 12:00 L2, 12:00"))))
    f.send(
        c.SetFlights(
            (Flight("1A", "2026-05-04", (1, 2)), Flight("1B", "2026-05-05", (1, 2))), "one_bag"
        )
    )

    f.send(c.StartFlight("1A"))
    f.send(
        c.RegisterAndBuyInMany(
            tuple(Newcomer(*p) for p in [(f"Player A{n}", "FR", f"A{n}") for n in range(1, 5)])
        )
    )
    f.send(c.DrawSeats())
    f.toggle_clock()
    assert _days_shown(parts) == {"1A"}
    f.send(c.EliminatePlayer("A4"))
    clock.now += 31 * MINUTE_MS  # level 1 played out: the flight's day is over
    assert _days_shown(parts) == {"1A"}
    assert "End of Day 1A — bag the stacks" in parts.clock_screen.message.text()
    f.send(c.RecordBags(1, _bags({"A1": 50_000, "A2": 30_000, "A3": 20_000}), "1A"))
    assert _days_shown(parts) == {"1A"}
    # A4 is "Out" without a place until Day 2 places the flights' busts: so on the phones
    assert json.loads(parts.live.share.publish())["results"] == []

    f.send(c.StartFlight("1B"))
    f.send(
        c.RegisterAndBuyInMany(
            tuple(Newcomer(*p) for p in [(f"Player B{n}", "FR", f"B{n}") for n in range(1, 4)])
        )
    )
    f.send(c.DrawSeats())
    f.toggle_clock()
    assert _days_shown(parts) == {"1B"}
    clock.now += 31 * MINUTE_MS
    f.send(c.RecordBags(1, _bags({"B1": 25_000, "B2": 25_000, "B3": 25_000}), "1B"))
    assert _days_shown(parts) == {"1B"}
    # the labels of both flights' bags: Day 1, each with its own flight
    doc = QTextDocument()
    doc.setHtml(f.bag_labels_sheet())
    labels = " ".join(doc.toPlainText().split())
    assert labels.count("Day 1 · Flight 1A") == 3
    assert labels.count("Day 1 · Flight 1B") == 3

    f.send(c.MergeFlights(1, "random", True))
    assert _days_shown(parts) == {"2"}
    results = json.loads(parts.live.share.publish())["results"]
    assert [(r["place"], r["name"]) for r in results] == [(7, "Player A4")]  # below 6 in Day 2
    assert parts.clock_screen.message.text().startswith("Day 2 · 6 players from 2 flights")
    if not f.t.clock_view(clock.now).running:
        f.toggle_clock()
    f.send(c.EliminatePlayer("B3"))
    clock.now += 31 * MINUTE_MS  # level 2 played out: Day 2 is over by the day plan
    assert f.day_status().over
    assert _days_shown(parts) == {"2"}
    assert "End of Day 2 — bag the stacks" in parts.clock_screen.message.text()
    # 175,000 chips in five bags
    f.record_bags({"A1": 60_000, "A2": 40_000, "A3": 25_000, "B1": 25_000, "B2": 25_000})
    assert _days_shown(parts) == {"2"}

    f.start_day(True)
    assert _days_shown(parts) == {"3"}
    # Day 3: the 5 bag holders go on (the whole event's players left)
    assert parts.clock_screen.message.text().startswith("Day 3 · 5 players")
    phones = json.loads(parts.live.share.publish())
    assert phones["festival"] == "Day 3 · 5 players"
