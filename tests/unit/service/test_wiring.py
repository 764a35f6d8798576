"""The service plays the real clock, structure, table, money and seating modules."""

from __future__ import annotations

import random

from tests.unit.service.helpers import NOW, new_tournament, run
from tournament.limits import MINUTE_MS
from tournament.money import RaceSeat, chip_race, generate_payouts, places_paid
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service.demo import demo_commands
from tournament.service.records import (
    BuyInSettings,
    ChipCount,
)
from tournament.structure import (
    AnteKind,
    Break,
    Level,
    RotationSettings,
    RotationUnit,
    Step,
    Structure,
)
from tournament.structure_io import load_preset


def _created(
    structure: tuple[Step, ...] | Structure, buy_in: BuyInSettings | None = None
) -> Tournament:
    t = Tournament()
    settings = buy_in or BuyInSettings(starting_stack=20_000)
    t.handle(c.CreateTournament("T", settings, structure, 1, 6), NOW, random.Random(0))
    return t


def _bought_in(t: Tournament, n: int) -> None:
    for i in range(n):
        t.handle(c.RegisterPlayer(f"Player {i + 1}"), NOW, random.Random(0))
        t.handle(c.BuyIn(f"P{i + 1:04d}"), NOW, random.Random(0))


# --- clock and structure -------------------------------------------------------------------


def test_a_preset_structure_is_played_by_the_real_clock() -> None:
    preset = load_preset("nlhe-regular")
    t = _created(preset)
    assert t.structure == preset
    level = t.clock_view(NOW).level
    first = preset.levels[0]
    assert (level.small_blind, level.big_blind, level.ante) == (
        first.small_blind,
        first.big_blind,
        first.ante,
    )
    assert level.big_blind_ante  # ante_kind = "big_blind" in the preset
    run(t, c.StartClock())
    later = t.clock_view(NOW + first.length_ms + MINUTE_MS)
    assert later.level.number == 2
    assert later.remaining_ms == preset.levels[1].length_ms - MINUTE_MS


def test_next_level_goes_through_the_clock_and_records_the_new_step() -> None:
    t = new_tournament(3, seat=True)
    run(t, c.StartClock())
    r = run(t, c.NextLevel(), now=NOW + 5 * MINUTE_MS)
    assert r.events[0].level_index == 1  # type: ignore[union-attr]
    view = t.clock_view(NOW + 5 * MINUTE_MS)
    assert (view.level.number, view.level.big_blind, view.remaining_ms) == (2, 400, 20 * MINUTE_MS)


def test_bare_steps_are_played_with_the_chips_they_imply() -> None:
    steps = (
        Level(("NT",), 20 * MINUTE_MS, 100, 200, AnteKind.BIG_BLIND, 200),
        Break(10 * MINUTE_MS, (25,)),
        Level(("F7S",), 20 * MINUTE_MS, ante=100, bring_in=200, small_bet=400, big_bet=800),
    )
    t = _created(steps)
    assert t.structure is not None
    assert (t.structure.name, t.structure.steps, t.structure.starting_stack) == ("T", steps, 20_000)
    # 20,000, the amounts 100 to 800 and the colour-up 25 are all made of 25s
    assert t.structure.chips.denominations == (25,)


def test_the_game_shown_on_the_clock_follows_the_level() -> None:
    steps = (
        Level(("FT",), 20 * MINUTE_MS, small_bet=200, big_bet=400),
        Level(("F7S",), 20 * MINUTE_MS, ante=50, bring_in=100, small_bet=400, big_bet=800),
    )
    t = _created(steps)
    view = t.clock_view(NOW)
    assert (view.level.game, view.level.small_blind, view.level.big_blind) == ("FT", 100, 200)
    assert view.next_level is not None
    assert (view.next_level.game, view.next_level.bring_in) == ("F7S", 100)
    run(t, c.NextLevel())
    view = t.clock_view(NOW)
    assert view.level.game == "F7S"
    assert view.level.game_name == "Seven card stud"


# --- tables --------------------------------------------------------------------------------


def _table_of_four() -> tuple[Tournament, list[str]]:
    """Four players in seats 1, 2, 3 and 5 of a 6-seat table, button on seat 1."""
    t = _created((Level(("NT",), 20 * MINUTE_MS, 100, 200),))
    _bought_in(t, 4)
    for pid, seat in zip(("P0001", "P0002", "P0003", "P0004"), (1, 2, 3, 5), strict=True):
        t.handle(c.MovePlayer(pid, 1, seat), NOW, random.Random(0))
    run(t, c.SetButton(1, 1))
    return t, ["P0001", "P0002", "P0003", "P0004"]


def test_blinds_shown_are_the_next_hand_of_the_table_module() -> None:
    t, _ = _table_of_four()
    v = t.tables_view()[0]
    assert (v.button, v.small_blind, v.big_blind, v.dead_button) == (1, 2, 3, False)
    run(t, c.RecordHand(1))
    v = t.tables_view()[0]
    assert (v.button, v.small_blind, v.big_blind, v.hands) == (2, 3, 5, 1)


def test_dead_button_after_the_big_blind_busts() -> None:
    t, _ = _table_of_four()
    run(t, c.RecordHand(1))  # button 1, small blind 2, big blind 3
    run(t, c.EliminatePlayer("P0003"))  # the big blind busts
    v = t.tables_view()[0]
    # The big blind moves forward one seat; the small blind is on the empty seat 3.
    assert (v.button, v.small_blind, v.big_blind) == (2, None, 5)
    run(t, c.RecordHand(1))
    v = t.tables_view()[0]
    assert (v.button, v.dead_button, v.small_blind, v.big_blind) == (3, True, 5, 1)


def test_a_hand_needs_a_button_and_two_players() -> None:
    t = _created((Level(("NT",), 20 * MINUTE_MS, 100, 200),))
    _bought_in(t, 3)
    t.handle(c.DrawSeats(), NOW, random.Random(0))
    assert not t.can(c.RecordHand(1), NOW)  # no button drawn yet
    run(t, c.DrawButton(), seed=5)
    assert t.tables_view()[0].button is not None
    run(t, c.RecordHand(1))


def test_add_table_opens_the_next_number() -> None:
    t = new_tournament(3, tables=2)
    r = run(t, c.AddTable())
    assert r.events[0].table == 3  # type: ignore[union-attr]
    assert [v.size for v in t.tables_view()] == [9, 9, 9]
    assert not t.can(c.AddTable(11), NOW)


def test_balancing_moves_the_next_big_blind_and_counts_the_move() -> None:
    t = new_tournament(12, tables=2, size=9, seat=True)
    run(t, c.DrawButton(), seed=1)
    long_table = max(t.tables_view(), key=lambda v: v.players)
    busts = [s.player_id for s in t.tables_view()[2 - long_table.number].seats if s.player_id]
    t.handle(c.EliminatePlayers(tuple(busts[:2])), NOW, random.Random(0))
    view = next(v for v in t.tables_view() if v.number == long_table.number)
    plan = t.balance_plan()
    assert len(plan) == 1
    (move,) = plan
    assert (move.from_table, move.from_seat) == (view.number, view.next_big_blind)
    run(t, c.ApplyBalancePlan(plan))
    assert t.player(move.player).moves == 1


# --- money ---------------------------------------------------------------------------------


def test_progressive_knockout_pays_half_and_grows_the_eliminators_head() -> None:
    pko = BuyInSettings(starting_stack=20_000, bounty=2_000, bounty_kind="progressive")
    t = _created((Level(("NT",), 20 * MINUTE_MS, 100, 200),), pko)
    _bought_in(t, 3)
    r = run(t, c.EliminatePlayer("P0001", busted_by="P0002"))
    (x,) = r.events[0].eliminations  # type: ignore[union-attr]
    assert (x.bounty_cash, x.bounty_to_head) == (1_000, 1_000)
    assert (t.player("P0002").bounties_won, t.player("P0002").bounty) == (1_000, 3_000)
    r = run(t, c.EliminatePlayer("P0002", busted_by="P0003"))
    # P0003 wins P0002's 3,000 head (1,500 cash, 1,500 to the head) and, as the winner,
    # collects their own head of 3,500.
    assert t.player("P0003").bounties_won == 1_500 + 3_500
    assert t.player("P0003").bounty == 0


def test_generated_payouts_come_from_the_money_module() -> None:
    t = new_tournament(40, tables=5)
    run(t, c.GeneratePayouts())
    pool = t.prize_pool()
    assert t.meta.payouts == generate_payouts(pool, 40, 10_000, 1_000)
    assert len(t.meta.payouts) == places_paid(40) == 6
    assert sum(t.meta.payouts) == pool


def test_colour_up_is_the_money_modules_chip_race_per_table() -> None:
    t = new_tournament(4, tables=1, seat=True)
    counts = (("P0001", 20_100), ("P0002", 100), ("P0003", 19_900), ("P0004", 200))
    t.handle(c.RecordChipCounts(tuple(ChipCount(p, s) for p, s in counts)), NOW, random.Random(0))
    seats = [
        RaceSeat(p, t.location(p)[1], (s % 500) // 100, s - s % 500)  # type: ignore[index]
        for p, s in counts
    ]
    expected = chip_race(seats, 100, 500, random.Random(2))
    run(t, c.ColourUp(100, 500), seed=2)
    stacks = {p: t.player(p).stack for p, _ in counts}
    assert stacks == {sh.player: sh.value_after for sh in expected.shares}
    # 100 + 100 + 400 + 200 = 800 in odd chips: two 500 chips raced, at most one each,
    # and nobody is raced out.
    assert expected.raced_chips == 2
    assert all(s % 500 == 0 and s > 0 for s in stacks.values())


# --- demo ----------------------------------------------------------------------------------


def test_the_horse_demo_uses_the_horse_preset() -> None:
    t = Tournament()
    for command in demo_commands(random.Random(2), NOW, players=20, game="horse"):
        t.handle(command, NOW, random.Random(2))
    assert t.structure == load_preset("horse")
    assert t.summary().players_left == 20
    assert all(v.button is not None for v in t.tables_view())
    assert t.clock_view(NOW).level.game == "FT"


# --- rotation ------------------------------------------------------------------------------


def _horse(players: int = 16) -> Tournament:
    t = Tournament()
    for command in demo_commands(random.Random(2), NOW, players=players, game="horse"):
        t.handle(command, NOW, random.Random(2))
    return t


def test_horse_rotates_every_eight_hands_per_table_and_the_clock_shows_the_common_game() -> None:
    t = _horse()
    assert [v.game for v in t.tables_view()] == ["FT", "FT"]
    for _ in range(8):
        run(t, c.RecordHand(1))
    # Eight hands of limit hold'em done: the table plays Omaha 8 now (issue 10.7, a table
    # shows the game of the hand it deals next).
    assert t.tables_view()[0].game == "FO/8"
    run(t, c.RecordHand(1))
    assert [v.game for v in t.tables_view()] == ["FO/8", "FT"]
    view = t.clock_view(NOW)
    assert (view.level.game, view.next_game) in {("FT", "FO/8"), ("FO/8", "FR")}
    for _ in range(9):
        run(t, c.RecordHand(2))
    view = t.clock_view(NOW)
    assert (view.level.game, view.level.game_name, view.next_game) == (
        "FO/8",
        "Limit Omaha hi-lo 8 or better",
        "FR",
    )
    assert view.level.small_blind == view.level.small_bet // 2  # limit blinds from the bet


def _hold_em_then_stud() -> Tournament:
    steps = (
        Level(("FT",), 20 * MINUTE_MS, small_bet=200, big_bet=400),
        Level(("F7S",), 20 * MINUTE_MS, ante=50, bring_in=100, small_bet=400, big_bet=800),
        Level(("FT",), 20 * MINUTE_MS, small_bet=400, big_bet=800),
    )
    t = _created(steps)
    _bought_in(t, 4)
    for pid, seat in zip(("P0001", "P0002", "P0003", "P0004"), (1, 2, 3, 5), strict=True):
        t.handle(c.MovePlayer(pid, 1, seat), NOW, random.Random(0))
    run(t, c.SetButton(1, 1))
    return t


def test_tda_11b_button_freezes_during_stud_where_the_next_hold_em_hand_puts_it() -> None:
    t = _hold_em_then_stud()
    run(t, c.RecordHand(1))  # FT: button 1, blinds 2 and 3
    run(t, c.NextLevel())
    v = t.tables_view()[0]
    assert (v.game, v.button_frozen, v.small_blind, v.big_blind) == ("F7S", True, None, None)
    assert v.button == 2  # where the next hold'em hand would put it
    r = run(t, c.RecordHand(1))
    assert r.events[0].button == "advance_and_freeze"  # type: ignore[union-attr]
    run(t, c.RecordHand(1))
    run(t, c.EliminatePlayer("P0004"))  # a bust during stud
    assert t.tables_view()[0].button == 2  # stud hands do not move the button
    run(t, c.NextLevel())  # back to limit hold'em
    v = t.tables_view()[0]
    assert (v.game, v.button, v.small_blind, v.big_blind) == ("FT", 2, 3, 1)
    r = run(t, c.RecordHand(1))
    assert r.events[0].button == "hold"  # type: ignore[union-attr]
    v = t.tables_view()[0]
    assert (v.button_frozen, v.button, v.small_blind, v.big_blind) == (False, 3, 1, 2)


def test_no_hand_is_dealt_during_a_break() -> None:
    t = new_tournament(4, tables=1, seat=True)
    run(t, c.DrawButton())
    run(t, c.StartClock())
    assert t.can(c.RecordHand(1), NOW + 59 * MINUTE_MS)
    assert not t.can(c.RecordHand(1), NOW + 61 * MINUTE_MS)  # the break after level 3


def test_set_rotation_by_orbit_rotates_after_everyone_had_the_button() -> None:
    t = _hold_em_then_stud()
    run(t, c.SetRotation(RotationSettings(RotationUnit.ORBIT, 0, ("FT", "F7S"))))
    assert t.structure is not None
    assert t.structure.rotation.unit.value == "orbit"
    for _ in range(3):
        run(t, c.RecordHand(1))
    assert t.tables_view()[0].game == "FT"
    run(t, c.RecordHand(1))  # the orbit of four hands is done: stud next (issue 10.7)
    assert t.tables_view()[0].game == "F7S"
