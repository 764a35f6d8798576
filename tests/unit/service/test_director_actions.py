"""One director action = one command: register, re-enter, the floor hints, the chip check,
a preview, the undo-menu labels. Figures are derived by hand in each test."""

from __future__ import annotations

import random

import pytest

from tests.unit.service.helpers import NOW, new_tournament, run
from tournament.errors import DomainError
from tournament.limits import MINUTE_MS
from tournament.money import ChipCheck
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.floor import FloorHints, floor_hints
from tournament.service.labels import describe
from tournament.service.records import BuyInSettings, ChipCount


def _types(events: tuple[e.Event, ...]) -> list[str]:
    return [type(x).__name__ for x in events]


def test_register_and_buy_in_before_the_draw_is_one_step_without_a_seat() -> None:
    t = new_tournament()
    result = run(t, c.RegisterAndBuyIn("Ana Silva", "PT"))
    assert _types(result.events) == ["PlayerRegistered", "EntryBought"]
    ana = t.player("P0001")
    assert (ana.name, ana.country, ana.status, ana.stack, ana.entries) == (
        "Ana Silva",
        "PT",
        "active",
        20_000,
        1,
    )
    assert t.location("P0001") is None
    # The inverse of the one command takes both the registration and the buy-in back.
    t.apply_all(result.inverse)
    with pytest.raises(DomainError):
        t.player("P0001")


def test_register_and_buy_in_after_the_draw_also_seats_the_player() -> None:
    t = new_tournament(players=4, tables=2, seat=True)
    result = run(t, c.RegisterAndBuyIn("Dee"))
    assert _types(result.events) == ["PlayerRegistered", "EntryBought", "SeatsDrawn"]
    assert t.player("P0005").status == "active"
    assert t.location("P0005") is not None
    assert t.players_left() == 5


def test_register_and_buy_in_refused_at_the_buy_in_keeps_no_registration() -> None:
    # Late registration closes after level 1 (20 minutes); at minute 21 the buy-in is
    # refused, and with it the whole action: nobody is left registered.
    t = new_tournament(buy_in=BuyInSettings(late_registration_level=1))
    t.handle(c.StartClock(), NOW, random.Random(0))
    before = t.snapshot()
    with pytest.raises(DomainError):
        t.handle(c.RegisterAndBuyIn("Late Larry"), NOW + 21 * MINUTE_MS, random.Random(0))
    assert t.snapshot() == before
    assert not t.can(c.RegisterAndBuyIn("Late Larry"), NOW + 21 * MINUTE_MS)
    assert t.can(c.RegisterAndBuyIn("Early Eve"), NOW + 19 * MINUTE_MS)


def test_re_enter_with_seat_re_enters_and_seats_in_one_step() -> None:
    t = new_tournament(players=4, tables=2, seat=True)
    t.handle(c.EliminatePlayer("P0001"), NOW, random.Random(0))
    assert t.location("P0001") is None
    result = run(t, c.ReEnter("P0001", seat=True))
    assert _types(result.events) == ["EntryBought", "SeatsDrawn"]
    p = t.player("P0001")
    assert (p.status, p.stack, p.entries) == ("active", 20_000, 2)
    assert t.location("P0001") is not None


def test_re_enter_without_seat_leaves_the_player_unseated() -> None:
    t = new_tournament(players=4, tables=2, seat=True)
    t.handle(c.EliminatePlayer("P0001"), NOW, random.Random(0))
    result = run(t, c.ReEnter("P0001"))
    assert _types(result.events) == ["EntryBought"]
    assert t.location("P0001") is None


def test_floor_hints_before_seating_say_nothing() -> None:
    assert floor_hints(new_tournament(players=3)).empty


def test_floor_hints_name_the_table_to_break() -> None:
    # 12 players on three 9-seat tables (4/4/4): 27 - 12 = 15 open seats hold table 3's
    # nine seats (the highest number breaks first); then 18 - 12 = 6 do not hold another.
    t = new_tournament(players=12, tables=3, seat=True)
    assert floor_hints(t) == FloorHints(tables_to_break=(3,))


def test_floor_hints_ask_for_balancing_and_then_the_final_table() -> None:
    # 12 players on two tables (6/6): balanced, nothing to break (18 - 12 = 6 < 9).
    t = new_tournament(players=12, tables=2, seat=True)
    assert floor_hints(t).empty
    table_one = list(t.table_value(1).players())
    t.handle(c.EliminatePlayers(tuple(table_one[:2])), NOW, random.Random(0))
    # 4 against 6: the tables need balancing (10 players do not fit at one table).
    assert floor_hints(t) == FloorHints(needs_balancing=True)
    t.handle(c.EliminatePlayer(table_one[2]), NOW, random.Random(0))
    # 9 players fit at one table: redraw the final table, the last to break (table 1).
    assert floor_hints(t) == FloorHints(final_table=1)


def test_chip_check_follows_entries_rebuys_busts_and_counts() -> None:
    t = new_tournament(players=3)
    # Three buy-ins of 20,000 chips each.
    assert t.chip_check() == ChipCheck(60_000, 60_000, 0)
    t.handle(c.Rebuy("P0001"), NOW, random.Random(0))  # +20,000 chips
    assert t.chip_check() == ChipCheck(80_000, 80_000, 0)
    t.handle(c.EliminatePlayer("P0003", busted_by="P0002"), NOW, random.Random(0))
    # P0003's 20,000 chips left play; nobody recorded P0002's new stack yet.
    check = t.chip_check()
    assert (check.expected, check.counted, check.difference) == (80_000, 60_000, -20_000)
    t.handle(c.RecordChipCount("P0002", 40_000), NOW, random.Random(0))
    assert t.chip_check().difference == 0


def test_preview_shows_the_deal_and_changes_nothing() -> None:
    t = new_tournament(players=2)
    t.handle(c.SetPayouts((12_000, 8_000)), NOW, random.Random(0))  # the whole pool
    before = t.snapshot()
    events = t.preview(c.MakeDeal("even"), NOW, random.Random(0))
    deal = next(x.deal for x in events if isinstance(x, e.DealMade))
    # 12,000 + 8,000 split evenly between the two players left.
    assert sorted(deal.amounts) == [("P0001", 10_000), ("P0002", 10_000)]
    assert t.snapshot() == before
    with pytest.raises(DomainError):
        t.preview(c.RecordChipCounts((ChipCount("P9999", 1),)), NOW, random.Random(0))
    assert t.snapshot() == before


def test_undo_labels_name_the_players() -> None:
    t = new_tournament(players=2, tables=2, seat=True)
    assert describe(t, c.RegisterAndBuyIn("Cy")) == "registration of Cy"
    assert describe(t, c.ReEnter("P0001", seat=True)) == "re-entry of Player 1"
    assert describe(t, c.EliminatePlayers(("P0001", "P0002"))) == ("bust-out of Player 1, Player 2")
    assert describe(t, c.BreakTable(2, ())) == "break of table 2"
    assert describe(t, c.DrawButton()) == "button draw at every table"
    assert describe(t, c.PauseClock()) == "pause clock"
