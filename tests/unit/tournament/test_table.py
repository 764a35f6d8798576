"""The table: seats, the dead button, heads-up, newcomers, worst seat (TDA 8, 10, 11A/B)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.errors import DomainError
from tournament.table import NextHand, Table
from tournament.table_errors import SeatingError


def make(
    players: dict[int, str], size: int = 9, button: int | None = None, number: int = 1
) -> Table:
    table = Table.empty(number, size)
    for seat, name in players.items():
        table = table.sit(seat, name)
    return table.with_button(button) if button is not None else table


def blinds(hand: NextHand) -> tuple[str | None, str | None, str]:
    return hand.button_player, hand.small_blind_player, hand.big_blind_player


FULL6 = {1: "a", 2: "b", 3: "c", 4: "d", 5: "e", 6: "f"}


# ---------------------------------------------------------------- seats


@pytest.mark.parametrize("size", [2, 6, 9, 10])
def test_table_has_two_to_ten_seats(size: int) -> None:
    assert Table.empty(1, size).size == size


@pytest.mark.parametrize("size", [1, 11])
def test_table_size_outside_two_to_ten_is_refused(size: int) -> None:
    with pytest.raises(SeatingError, match="2 to 10 seats"):
        Table.empty(1, size)


def test_seating_error_is_a_domain_error() -> None:
    assert issubclass(SeatingError, DomainError)


def test_taken_seat_is_refused_and_names_the_occupant() -> None:
    table = make({3: "ann"})
    with pytest.raises(SeatingError, match="seat 3 is already taken by ann"):
        table.sit(3, "bob")


def test_locked_seat_cannot_be_taken() -> None:
    table = Table.empty(1, 9, locked={4})
    with pytest.raises(SeatingError, match="seat 4 is locked"):
        table.sit(4, "ann")
    assert 4 not in table.open_seats()
    assert table.capacity == 8


def test_reserved_seat_only_for_its_player() -> None:
    table = Table.empty(1, 9).reserve(2, "ann")
    assert 2 not in table.open_seats()
    with pytest.raises(SeatingError, match="reserved for ann"):
        table.sit(2, "bob")
    seated = table.sit(2, "ann")
    assert seated.player_at(2) == "ann"
    assert seated.reserved == ()


def test_seat_outside_table_is_refused() -> None:
    with pytest.raises(SeatingError, match="no seat 7"):
        Table.empty(1, 6).sit(7, "ann")


def test_leave_records_last_opened_seat() -> None:
    table = make(FULL6, size=6).leave(2).leave(5)
    assert table.last_opened_seat() == 5
    assert table.sit(5, "z").last_opened_seat() == 2


# ---------------------------------------------------------------- button and blinds


def test_first_hand_needs_the_draw_for_the_button() -> None:
    with pytest.raises(SeatingError, match="draw for the button"):
        make(FULL6).next_hand()


def test_first_hand_button_small_blind_big_blind_clockwise() -> None:
    hand = make(FULL6, button=5).next_hand()
    assert blinds(hand) == ("e", "f", "a")
    assert hand.dealt_in == (1, 2, 3, 4, 5, 6)


def test_draw_button_is_random_among_seated_players() -> None:
    table = make({2: "a", 4: "b", 7: "c"})
    seats = {table.draw_button(random.Random(seed)).button_seat for seed in range(40)}
    assert seats == {2, 4, 7}


def test_dead_button_big_blind_moves_forward_one_seat() -> None:
    table = make(FULL6, button=1).hand_dealt()  # a button, b sb, c bb
    table = table.leave(4)  # d (next big blind) busts
    hand = table.next_hand()
    assert hand.positions.big_blind == 5
    assert blinds(hand) == ("b", "c", "e")


def test_dead_button_no_small_blind_when_big_blind_busts() -> None:
    table = make(FULL6, button=1).hand_dealt().leave(3)  # c, the big blind, busts
    hand = table.next_hand()
    assert blinds(hand) == ("b", None, "d")
    assert not hand.small_blind_posted


def test_dead_button_on_empty_seat() -> None:
    table = make(FULL6, button=1).hand_dealt().leave(3)
    table = table.hand_dealt()  # b button, no small blind, d big blind
    hand = table.next_hand()
    assert hand.dead_button
    assert hand.positions.button == 3
    assert blinds(hand) == (None, "d", "e")


def test_dead_button_small_blind_busts_big_blind_still_moves_one() -> None:
    table = make(FULL6, button=1).hand_dealt().leave(2)  # b, the small blind, busts
    hand = table.next_hand()
    assert hand.dead_button  # the button goes to b's empty seat
    assert blinds(hand) == (None, "c", "d")


def test_first_hand_button_seat_left_empty_keeps_dead_button() -> None:
    table = make(FULL6, button=1).leave(1)
    hand = table.next_hand()
    assert hand.dead_button
    assert blinds(hand) == (None, "b", "c")


def test_heads_up_button_posts_small_blind() -> None:
    hand = make({2: "a", 7: "b"}, button=7).next_hand()
    assert hand.heads_up
    assert blinds(hand) == ("b", "b", "a")


@pytest.mark.parametrize("bust", [1, 2, 3])
def test_heads_up_transition_nobody_big_blind_twice(bust: int) -> None:
    table = make({1: "a", 2: "b", 3: "c"}, button=1)
    last = table.next_hand()
    table = table.hand_dealt().leave(bust)
    hand = table.next_hand()
    assert hand.heads_up
    assert hand.big_blind_player != last.big_blind_player
    assert hand.button_player == hand.small_blind_player


def test_heads_up_to_three_handed_big_blind_moves_forward() -> None:
    table = make({1: "a", 5: "b"}, button=1).hand_dealt()  # a button+sb, b bb
    table = table.sit(7, "c")
    hand = table.next_hand()
    assert blinds(hand) == ("a", "b", "c")


@settings(max_examples=150, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(3, 10))
def test_nobody_pays_or_misses_big_blind_twice_through_eliminations(
    rng: random.Random, size: int
) -> None:
    names = {seat: f"p{seat}" for seat in range(1, size + 1)}
    table = make(names, size=size, button=rng.choice(list(names)))
    previous: NextHand | None = None
    while table.player_count >= 2:
        hand = table.next_hand()
        if previous is not None:
            # the big blind moves forward to the next occupied seat after the last one
            assert hand.big_blind_player != previous.big_blind_player
            expected = next(
                s
                for step in range(1, size + 1)
                if table.seats[(s := (previous.positions.big_blind - 1 + step) % size + 1) - 1]
            )
            assert hand.positions.big_blind == expected
        if hand.heads_up:
            assert hand.button_player == hand.small_blind_player
        table = table.hand_dealt()
        previous = hand
        if rng.random() < 0.4:
            table = table.leave(rng.choice(table.occupied_seats()))


# ---------------------------------------------------------------- newcomers (TDA 8, 10)


def _gap_table() -> Table:
    """Hand dealt with a button 2, small blind 5 (seats 3 and 4 empty): a dead zone."""
    table = make({1: "a", 2: "b", 5: "e", 6: "f", 7: "g", 8: "h"}, button=1)
    table = table.hand_dealt()  # a button, b sb, e bb
    return table


def test_tda_8_newcomer_between_small_blind_and_button_waits() -> None:
    table = _gap_table().sit(3, "new")  # next: button b (2), sb e (5): seat 3 is between
    hand = table.next_hand()
    assert hand.waiting == (3,)
    assert 3 not in hand.dealt_in
    assert not _gap_table().newcomer_dealt_in(3)
    # once the button passes, the newcomer is dealt in
    table = table.hand_dealt()
    assert 3 in table.next_hand().dealt_in


def test_tda_8_newcomer_dealt_in_anywhere_else() -> None:
    table = _gap_table()
    for seat in (9,):
        assert table.newcomer_dealt_in(seat)
        assert seat in table.sit(seat, "new").next_hand().dealt_in


def test_tda_10_newcomer_may_get_the_big_blind() -> None:
    table = make(FULL6, size=9, button=1).hand_dealt()  # bb at 3; next bb 4
    table = table.leave(4)  # free seat where the big blind goes next
    hand = table.sit(4, "new").next_hand()
    assert hand.big_blind_player == "new"
    assert 4 in hand.dealt_in


# ---------------------------------------------------------------- worst seat, next big blind


def test_next_big_blind_seat() -> None:
    table = make(FULL6, size=9, button=1).hand_dealt()
    assert table.next_big_blind_seat() == 4


def test_worst_seat_is_where_the_big_blind_goes_next() -> None:
    table = make({1: "a", 2: "b", 3: "c", 6: "f", 7: "g"}, size=9, button=1).hand_dealt()
    # last big blind at 3; seats 4 and 5 open: seat 4 gets the big blind soonest
    assert table.worst_seat() == 4
    assert table.sit(4, "new").next_hand().big_blind_player == "new"


def test_tda_11a_worst_seat_never_the_small_blind() -> None:
    table = make(FULL6, size=9, button=1).hand_dealt().leave(3)  # bb c busted: seat 3 = sb seat
    table = table.sit(7, "x").sit(8, "y").sit(9, "z")
    # only seat 3 (small blind of the next hand) would be open; open seat 7 again
    table = table.leave(7)
    assert table.worst_seat() == 7
    assert table.seats_by_big_blind_order()[-1] == 3


def test_worst_seat_small_blind_only_when_no_other_seat() -> None:
    table = make(FULL6, size=6, button=1).hand_dealt().leave(3)
    assert table.open_seats() == (3,)
    assert table.worst_seat() == 3


def test_open_seat_before_big_blind() -> None:
    table = make({1: "a", 2: "b", 3: "c", 6: "f", 7: "g"}, size=9, button=1).hand_dealt()
    assert table.open_seat_before_big_blind()  # seats 4, 5 before the next big blind (6)
    full = make({1: "a", 2: "b", 3: "c", 4: "d", 5: "e", 6: "f"}, size=9, button=1)
    assert not full.hand_dealt().open_seat_before_big_blind()  # open seats 7-9 are later


# ---------------------------------------------------------------- mixed games (TDA 11B)


def test_tda_11b_button_frozen_during_stud() -> None:
    table = make(FULL6, size=6, button=1).hand_dealt()  # a button, b sb, c bb
    frozen = table.freeze_button()
    assert frozen.button_frozen
    assert frozen.button_seat == 2  # where the next hold'em hand puts it
    with pytest.raises(SeatingError, match="frozen"):
        frozen.hand_dealt()
    back = frozen.unfreeze_button()
    assert blinds(back.next_hand()) == ("b", "c", "d")


def test_tda_11b_would_be_big_blind_during_stud() -> None:
    table = make(FULL6, size=6, button=1).hand_dealt().freeze_button()
    assert table.next_big_blind_seat() == 4
    table = table.leave(4)  # d busts during stud
    assert table.next_big_blind_seat() == 5
    assert blinds(table.unfreeze_button().next_hand()) == ("b", "c", "e")
