"""Every command is accepted when allowed and rejected, with a clear reason, when not."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from tests.unit.service.helpers import NOW, levels, new_tournament, run
from tournament.errors import DomainError
from tournament.limits import MINUTE_MS
from tournament.seating import Move
from tournament.service import Tournament
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.records import (
    BuyInSettings,
    ChipCount,
    PlayerAmount,
)
from tournament.structure import Level, RotationSettings, RotationUnit


def seated(n: int = 27, **kw: object) -> Tournament:
    return new_tournament(n, seat=True, **kw)  # type: ignore[arg-type]


def started(n: int = 27) -> Tournament:
    t = seated(n)
    t.handle(c.StartClock(), NOW, random.Random(0))
    return t


def empty_seat(t: Tournament, avoid: int | None = None) -> tuple[int, int]:
    for table in t.table_records():
        if table.broken or table.number == avoid:
            continue
        for s, p in enumerate(table.seats, 1):
            if p is None and s not in table.locked:
                return table.number, s
    raise AssertionError("no empty seat")


def _paused() -> Tournament:
    t = started(3)
    t.handle(c.PauseClock(), NOW + MINUTE_MS, random.Random(0))
    return t


def _in_hand_for_hand() -> Tournament:
    t = started(3)
    t.handle(c.SetHandForHand(True), NOW + MINUTE_MS, random.Random(0))
    return t


def with_payouts(n: int = 3) -> Tournament:
    t = started(n)
    t.handle(c.SetPayouts((15_000, 9_000, 6_000)), NOW, random.Random(0))
    return t


# --- rejections: (builder, command, words the reason must contain) -------------------------

REJECTIONS: list[tuple[str, Callable[[], Tournament], c.Command, str]] = [
    ("not created", Tournament, c.RegisterPlayer("Ana"), "Create the tournament first"),
    (
        "create twice",
        lambda: new_tournament(),
        c.CreateTournament("X", BuyInSettings(), levels(), 1),
        "already created",
    ),
    (
        "create no levels",
        Tournament,
        c.CreateTournament("X", BuyInSettings(), (), 1),
        "at least one level",
    ),
    ("create no name", Tournament, c.CreateTournament(" ", BuyInSettings(), levels(), 1), "name"),
    (
        "create 11 seats",
        Tournament,
        c.CreateTournament("X", BuyInSettings(), levels(), 1, 11),
        "between 2 and 10 seats",
    ),
    ("register blank", lambda: new_tournament(), c.RegisterPlayer("  "), "name"),
    (
        "register same id",
        lambda: new_tournament(1),
        c.RegisterPlayer("Bo", player_id="P0001"),
        "already used by Player 1",
    ),
    ("buy in unknown", lambda: new_tournament(), c.BuyIn("P0099"), "no player with id 'P0099'"),
    ("buy in twice", lambda: new_tournament(1), c.BuyIn("P0001"), "already bought in"),
    ("re-enter active", lambda: new_tournament(2), c.ReEnter("P0001"), "not eliminated"),
    ("rebuy over limit", lambda: new_tournament(2), c.Rebuy("P0099"), "no player"),
    ("add-on twice", lambda: _added_on(), c.AddOn("P0001"), "already taken the add-on"),
    ("draw nobody", lambda: seated(5), c.DrawSeats(), "already has a seat"),
    (
        "draw too many",
        lambda: new_tournament(10, tables=1),
        c.DrawSeats(),
        "10 players to seat but only 9 open seats",
    ),
    ("draw seated", lambda: seated(5), c.DrawSeats(("P0001",)), "already seated at table"),
    ("late seat seated", lambda: seated(5), c.SeatLateEntry("P0001"), "already seated"),
    (
        "move to taken",
        lambda: _two_at_one(),
        c.MovePlayer("P0002", 1, 1),
        "seat 1 is taken by Player 1",
    ),
    ("move to seat 12", lambda: seated(5), c.MovePlayer("P0001", 1, 12), "seats 1 to 9, not 12"),
    ("move to missing table", lambda: seated(5), c.MovePlayer("P0001", 9, 1), "no table 9"),
    (
        "plan out of date",
        lambda: _two_at_one(),
        c.ApplyBalancePlan((Move("P0001", 2, 2, 2, 3),)),
        "out of date",
    ),
    ("plan empty", lambda: seated(5), c.ApplyBalancePlan(()), "no moves"),
    (
        "break leaves player",
        lambda: _two_at_one(),
        c.BreakTable(1, ()),
        "leaves Player 1 at table 1",
    ),
    (
        "break last table",
        lambda: new_tournament(2, tables=1, seat=True),
        c.BreakTable(1, ()),
        "last table",
    ),
    ("lock taken seat", lambda: _two_at_one(), c.LockSeat(1, 1), "taken by Player 1"),
    ("unlock open seat", lambda: seated(5), c.UnlockSeat(1, 1), "not locked"),
    ("button off table", lambda: seated(5), c.SetButton(1, 0), "seats 1 to 9"),
    ("bust nobody", lambda: seated(5), c.EliminatePlayers(()), "Name the player"),
    (
        "bust twice listed",
        lambda: seated(5),
        c.EliminatePlayers(("P0001", "P0001")),
        "listed twice",
    ),
    ("bust busted", lambda: _busted_one(), c.EliminatePlayer("P0001"), "not in the tournament"),
    (
        "bust everyone",
        lambda: seated(2),
        c.EliminatePlayers(("P0001", "P0002")),
        "At least one player",
    ),
    (
        "bust self",
        lambda: seated(3),
        c.EliminatePlayer("P0001", busted_by="P0001"),
        "cannot bust themselves",
    ),
    ("count zero", lambda: seated(3), c.RecordChipCount("P0001", 0), "more than zero"),
    (
        "count twice",
        lambda: seated(3),
        c.RecordChipCounts((ChipCount("P0001", 5), ChipCount("P0001", 6))),
        "counted twice",
    ),
    ("start twice", lambda: started(3), c.StartClock(), "already started"),
    ("pause unstarted", lambda: seated(3), c.PauseClock(), "not been started"),
    ("pause paused", lambda: _paused(), c.PauseClock(), "not running"),
    ("resume unstarted", lambda: seated(3), c.ResumeClock(), "not been started"),
    ("resume running", lambda: started(3), c.ResumeClock(), "already running"),
    ("adjust nothing", lambda: started(3), c.AdjustTime(0), "Add or remove"),
    ("previous at first", lambda: started(3), c.PreviousLevel(), "already at level 1"),
    ("jump before the start", lambda: started(3), c.JumpToLevel(-1), "no step -1"),
    ("hfh before start", lambda: seated(3), c.SetHandForHand(True), "not been started"),
    ("pause in hfh", lambda: _in_hand_for_hand(), c.PauseClock(), "during hand-for-hand"),
    ("jump to current", lambda: started(3), c.JumpToLevel(0), "already at that level"),
    ("hfh off twice", lambda: started(3), c.SetHandForHand(False), "already off"),
    ("hfh hand when off", lambda: started(3), c.RecordHandForHand(), "not on"),
    ("colour up bad", lambda: started(3), c.ColourUp(100, 250), "multiple of 100"),
    ("payouts too big", lambda: started(3), c.SetPayouts((10**9,)), "prize pool is 300.00"),
    (
        "payouts too small",
        lambda: started(3),
        c.SetPayouts((20_000, 9_000)),
        "10.00 is not paid out. Pay it out, or record it as held back",
    ),
    (
        "held back without a reason",
        lambda: started(3),
        c.SetPayouts((20_000, 9_000), held_back=1_000),
        "Say why 10.00 is held back",
    ),
    (
        "payouts upside down",
        lambda: started(3),
        c.SetPayouts((100, 200)),
        "better place cannot get less",
    ),
    ("deal without payouts", lambda: started(3), c.MakeDeal("icm"), "Set payouts for at least 3"),
    (
        "custom deal wrong sum",
        lambda: with_payouts(3),
        c.MakeDeal("custom", tuple(PlayerAmount(f"P000{i}", 1) for i in (1, 2, 3))),
        "is left",
    ),
    ("pay nothing", lambda: started(3), c.PayOut("P0001"), "no prize"),
    (
        "rotation bad game",
        lambda: started(3),
        c.SetRotation(RotationSettings(RotationUnit.HANDS, 8, ("XX",))),
        "Unknown game code",
    ),
    (
        "rotation by orbit without games",
        lambda: started(3),
        c.SetRotation(RotationSettings(RotationUnit.ORBIT)),
        "List the games to rotate",
    ),
]


def _added_on() -> Tournament:
    t = new_tournament(2)
    t.handle(c.AddOn("P0001"), NOW, random.Random(0))
    return t


def _two_at_one() -> Tournament:
    t = new_tournament(2)
    t.handle(c.MovePlayer("P0001", 1, 1), NOW, random.Random(0))
    t.handle(c.MovePlayer("P0002", 2, 2), NOW, random.Random(0))
    return t


def _busted_one() -> Tournament:
    t = seated(4)
    t.handle(c.EliminatePlayer("P0001"), NOW, random.Random(0))
    return t


@pytest.mark.parametrize(
    ("build", "command", "reason"),
    [pytest.param(b, cmd, r, id=name) for name, b, cmd, r in REJECTIONS],
)
def test_rejected_command_names_the_reason_and_changes_nothing(
    build: Callable[[], Tournament], command: c.Command, reason: str
) -> None:
    t = build()
    before = t.snapshot()
    with pytest.raises(DomainError, match=reason):
        t.verify(command, NOW)
    assert not t.can(command, NOW)
    with pytest.raises(DomainError, match=reason):
        t.handle(command, NOW, random.Random(0))
    assert t.snapshot() == before


# --- acceptance ------------------------------------------------------------------------------


def test_create_opens_the_tables_and_sets_the_clock_to_level_one() -> None:
    t = new_tournament(tables=2, size=8)
    assert [x.size for x in t.table_records()] == [8, 8]
    view = t.clock_view(NOW)
    assert (view.level.number, view.remaining_ms, view.running) == (1, 20 * MINUTE_MS, False)


def test_register_gives_sequential_ids() -> None:
    t = new_tournament()
    r = run(t, c.RegisterPlayer("Ana Silva", "PT"))
    assert r.events == (e.PlayerRegistered("P0001", 1, "Ana Silva", "PT"),)
    assert t.player("P0001").status == "registered"


def test_buy_in_gives_starting_stack_and_bounty_and_fills_the_prize_pool() -> None:
    t = new_tournament()
    run(t, c.RegisterPlayer("Ana"))
    run(t, c.BuyIn("P0001"))
    p = t.player("P0001")
    assert (p.status, p.stack, p.bounty, p.entries) == ("active", 20_000, 2_000, 1)
    assert t.prize_pool() == 10_000


def test_late_registration_closes_after_the_configured_level() -> None:
    t = new_tournament(2, buy_in=BuyInSettings(late_registration_level=1))
    t.handle(c.RegisterPlayer("Late"), NOW, random.Random(0))
    t.handle(c.StartClock(), NOW, random.Random(0))
    assert t.can(c.BuyIn("P0003"), NOW + 19 * MINUTE_MS)
    with pytest.raises(DomainError, match="Late registration closed after level 1"):
        t.verify(c.BuyIn("P0003"), NOW + 21 * MINUTE_MS)


def test_re_entry_after_a_bust_restores_a_full_stack_and_clears_the_place() -> None:
    t = seated(4)
    t.handle(c.EliminatePlayer("P0001"), NOW, random.Random(0))
    assert t.player("P0001").place == 4
    run(t, c.ReEnter("P0001"))
    p = t.player("P0001")
    assert (p.status, p.stack, p.place, p.entries) == ("active", 20_000, None, 2)


def test_re_entry_refused_when_entries_are_used_up() -> None:
    t = seated(4)
    t.handle(c.EliminatePlayer("P0001"), NOW, random.Random(0))
    t.handle(c.ReEnter("P0001"), NOW, random.Random(0))
    t.handle(c.SeatLateEntry("P0001"), NOW, random.Random(0))
    t.handle(c.EliminatePlayer("P0001"), NOW, random.Random(0))
    with pytest.raises(DomainError, match="Re-entry limit of 1 reached for Player 1"):
        t.verify(c.ReEnter("P0001"), NOW)


def test_rebuy_needs_a_stack_at_or_under_the_limit() -> None:
    t = seated(3)
    run(t, c.Rebuy("P0001"))
    assert t.player("P0001").stack == 40_000
    with pytest.raises(DomainError, match="Stack 40,000 is above the rebuy threshold of 20,000"):
        t.verify(c.Rebuy("P0001"), NOW)


def test_add_on_adds_chips_once() -> None:
    t = seated(3)
    run(t, c.AddOn("P0002"))
    assert (t.player("P0002").stack, t.player("P0002").add_ons) == (50_000, 1)


def test_draw_seats_everyone_evenly() -> None:
    t = new_tournament(25)
    r = run(t, c.DrawSeats(), seed=5)
    assert len(r.events[0].seats) == 25  # type: ignore[union-attr]
    assert sorted(len(x.players) for x in t.table_records()) == [8, 8, 9]


def test_seat_late_entry_goes_to_a_shortest_table() -> None:
    t = seated(25)
    t.handle(c.RegisterPlayer("Late"), NOW, random.Random(0))
    t.handle(c.BuyIn("P0026"), NOW, random.Random(0))
    run(t, c.SeatLateEntry("P0026"))
    assert sorted(len(x.players) for x in t.table_records()) == [8, 9, 9]


def test_move_player_to_an_empty_seat() -> None:
    t = seated(20)
    table, seat = empty_seat(t, avoid=t.location("P0001")[0])  # type: ignore[index]
    run(t, c.MovePlayer("P0001", table, seat))
    assert t.location("P0001") == (table, seat)


def test_balance_plan_moves_players() -> None:
    t = _two_at_one()
    run(t, c.ApplyBalancePlan((Move("P0001", 1, 1, 3, 5),)))
    assert t.location("P0001") == (3, 5)


def test_break_table_moves_its_players_and_breaks_it() -> None:
    t = _two_at_one()
    run(t, c.BreakTable(1, (Move("P0001", 1, 1, 2, 5),)))
    assert t.table_records()[0].broken
    assert t.location("P0001") == (2, 5)
    assert [v.number for v in t.tables_view()] == [2, 3]


def test_final_table_redraw_can_swap_seats_and_breaks_the_other_tables() -> None:
    t = _two_at_one()
    moves = (Move("P0001", 1, 1, 2, 2), Move("P0002", 2, 2, 2, 1))
    run(t, c.RedrawFinalTable(2, moves))
    assert (t.location("P0001"), t.location("P0002")) == ((2, 2), (2, 1))
    assert [x.broken for x in t.table_records()] == [True, False, True]


def test_locked_seat_is_skipped_by_moves_until_unlocked() -> None:
    t = _two_at_one()
    run(t, c.LockSeat(3, 4))
    with pytest.raises(DomainError, match="seat 4 is locked"):
        t.verify(c.MovePlayer("P0001", 3, 4), NOW)
    run(t, c.UnlockSeat(3, 4))
    assert t.can(c.MovePlayer("P0001", 3, 4), NOW)


def test_button_and_blinds_are_shown() -> None:
    t = _two_at_one()
    t.handle(c.MovePlayer("P0002", 1, 4), NOW, random.Random(0))
    run(t, c.SetButton(1, 4))
    view = t.tables_view()[0]
    assert (view.button, view.small_blind, view.big_blind) == (4, 4, 1)  # heads-up


def test_eliminations_in_one_hand_are_ranked_by_starting_stack() -> None:
    t = seated(6)
    r = run(t, c.EliminatePlayers(("P0001", "P0002", "P0003"), (5_000, 9_000, 5_000), "P0004"))
    places = {x.player_id: x.place for x in r.events[0].eliminations}  # type: ignore[union-attr]
    assert places == {"P0002": 4, "P0001": 5, "P0003": 5}
    assert t.location("P0001") is None
    assert t.player("P0004").bounties_won == 6_000


def test_last_bust_declares_the_winner() -> None:
    t = seated(3)
    run(t, c.EliminatePlayer("P0001"))
    r = run(t, c.EliminatePlayer("P0002", busted_by="P0003"))
    # Fixed bounties (money module): the winner also gets their own bounty back.
    assert r.events[-1] == e.TournamentWon("P0003", 2_000)
    assert t.player("P0003").bounties_won == 4_000
    assert t.places() == ((1, "P0003"), (2, "P0002"), (3, "P0001"))
    assert t.summary().finished


def test_chip_counts_are_recorded() -> None:
    t = seated(3)
    run(t, c.RecordChipCounts((ChipCount("P0001", 35_000), ChipCount("P0002", 5_000))))
    s = t.summary()
    assert (s.chip_leader, s.chip_leader_stack, s.average_stack) == ("P0001", 35_000, 20_000)


def test_clock_start_pause_resume_keeps_the_remaining_time() -> None:
    t = seated(3)
    run(t, c.StartClock())
    run(t, c.PauseClock(), now=NOW + 5 * MINUTE_MS)
    assert t.clock_view(NOW + 60 * MINUTE_MS).remaining_ms == 15 * MINUTE_MS
    run(t, c.ResumeClock(), now=NOW + 60 * MINUTE_MS)
    assert t.clock_view(NOW + 61 * MINUTE_MS).remaining_ms == 14 * MINUTE_MS


def test_clock_runs_into_the_next_level_and_shows_time_to_break() -> None:
    t = started(3)
    view = t.clock_view(NOW + 25 * MINUTE_MS)
    assert (view.level.number, view.remaining_ms) == (2, 15 * MINUTE_MS)
    assert view.time_to_break_ms == 35 * MINUTE_MS
    assert view.next_level is not None
    assert view.next_level.big_blind == 600


def test_adjust_time_next_previous_and_jump() -> None:
    t = started(3)
    run(t, c.AdjustTime(2 * MINUTE_MS), now=NOW + MINUTE_MS)
    assert t.clock_view(NOW + MINUTE_MS).remaining_ms == 21 * MINUTE_MS
    run(t, c.NextLevel(), now=NOW + MINUTE_MS)
    assert t.clock_view(NOW + MINUTE_MS).level.number == 2
    run(t, c.PreviousLevel(), now=NOW + MINUTE_MS)
    assert t.clock_view(NOW + MINUTE_MS).level.number == 1
    run(t, c.JumpToLevel(3), now=NOW + MINUTE_MS)
    view = t.clock_view(NOW + MINUTE_MS)
    assert (view.level.is_break, view.remaining_ms) == (True, 10 * MINUTE_MS)


def test_hand_for_hand_stops_the_clock_and_each_hand_takes_time_off() -> None:
    t = started(3)
    run(t, c.SetHandForHand(True), now=NOW + MINUTE_MS)
    assert t.clock_view(NOW + 5 * MINUTE_MS).remaining_ms == 19 * MINUTE_MS  # stopped
    r = run(t, c.RecordHandForHand(2 * MINUTE_MS), now=NOW + 5 * MINUTE_MS)
    assert r.events[0].hand == 1  # type: ignore[union-attr]
    assert t.clock_view(NOW + 5 * MINUTE_MS).remaining_ms == 17 * MINUTE_MS
    run(t, c.SetHandForHand(False), now=NOW + 6 * MINUTE_MS)
    view = t.clock_view(NOW + 7 * MINUTE_MS)
    assert (view.running, view.remaining_ms) == (True, 16 * MINUTE_MS)


def test_removing_all_the_time_left_ends_the_level_now() -> None:
    t = started(3)
    run(t, c.AdjustTime(-25 * MINUTE_MS), now=NOW + MINUTE_MS)
    view = t.clock_view(NOW + MINUTE_MS)
    assert (view.level.number, view.remaining_ms) == (2, 20 * MINUTE_MS)


def test_the_clock_continues_past_the_end_of_the_structure() -> None:
    t = started(3)
    assert t.structure is not None
    last = len(t.structure.steps) - 1
    final = t.structure.steps[last]
    assert isinstance(final, Level)
    run(t, c.JumpToLevel(last), now=NOW)
    view = t.clock_view(NOW + 21 * MINUTE_MS)
    assert view.in_overtime
    assert view.level.number == 7
    assert view.level.big_blind > final.big_blind


def test_colour_up_races_odd_chips_and_nobody_is_raced_out() -> None:
    t = seated(3)
    t.handle(
        c.RecordChipCounts(
            (ChipCount("P0001", 20_100), ChipCount("P0002", 100), ChipCount("P0003", 19_800))
        ),
        NOW,
        random.Random(0),
    )
    run(t, c.ColourUp(100, 500), seed=3)
    stacks = [t.player(f"P000{i}").stack for i in (1, 2, 3)]
    assert all(s % 500 == 0 for s in stacks)
    assert stacks[1] == 500  # could not be raced out
    assert 100 in t.meta.removed_chips


def test_payouts_deal_and_pay_out() -> None:
    t = with_payouts(3)
    t.handle(c.RecordChipCount("P0001", 40_000), NOW, random.Random(0))
    r = run(t, c.MakeDeal("chip_chop"))
    deal = r.events[0].deal  # type: ignore[union-attr]
    assert sum(x.amount for x in deal.amounts) == 30_000
    run(t, c.PayOut("P0001"))
    assert t.player("P0001").paid == t.prize_for("P0001") > 6_000


def test_icm_deal_sums_to_the_remaining_prizes() -> None:
    t = with_payouts(3)
    r = run(t, c.MakeDeal("icm"))
    amounts = [x.amount for x in r.events[0].deal.amounts]  # type: ignore[union-attr]
    assert sum(amounts) == 30_000
    assert max(amounts) - min(amounts) <= 1  # equal stacks, equal shares


def test_rotation_can_be_set() -> None:
    t = started(3)
    rotation = RotationSettings(RotationUnit.HANDS, 8, ("FT", "FO/8", "FR", "F7S", "F7S/8"))
    run(t, c.SetRotation(rotation))
    assert t.meta.rotation == rotation
