"""Mixed-game rotation rules (per level, per N hands, per orbit; TDA 11B button freeze)."""

from __future__ import annotations

import pytest

from tournament.chip_set import ChipSet
from tournament.errors import DomainError
from tournament.rotation import (
    ButtonMove,
    TableRotation,
    now_and_next,
    rotated,
    start_hand,
)
from tournament.structure import Break, Level, RotationSettings, RotationUnit, Structure

M = 60_000
HORSE = Level(("FT", "FO/8", "FR", "F7S", "F7S/8"), 40 * M, ante=25, bring_in=50,
              small_bet=200, big_bet=400)  # fmt: skip
BY_HANDS = RotationSettings(RotationUnit.HANDS, hands=2)


Hands = list[tuple[str, ButtonMove]]


def deal(
    n: int,
    level: Level,
    settings: RotationSettings,
    players: int = 8,
    state: TableRotation | None = None,
) -> tuple[Hands, TableRotation]:
    state = state or TableRotation()
    out: Hands = []
    for _ in range(n):
        plan, state = start_hand(state, level, settings, players)
        out.append((plan.game, plan.button))
    return out, state


def test_rotation_per_n_hands_changes_game_every_n_hands() -> None:
    hands, _ = deal(10, HORSE, BY_HANDS)
    assert [g for g, _ in hands] == ["FT", "FT", "FO/8", "FO/8", "FR", "FR", "F7S", "F7S",
                                     "F7S/8", "F7S/8"]  # fmt: skip
    hands, _ = deal(11, HORSE, BY_HANDS)
    assert hands[-1][0] == "FT"  # the mix starts over


def test_rotation_per_level_follows_the_level_game() -> None:
    per_level = RotationSettings(RotationUnit.LEVEL)
    razz = Level(("FR",), M, ante=25, bring_in=25, small_bet=100, big_bet=200)
    holdem = Level(("FT",), M, small_bet=100, big_bet=200)
    hands, state = deal(3, holdem, per_level)
    assert [g for g, _ in hands] == ["FT", "FT", "FT"]
    hands, state = deal(2, razz, per_level, state=state)
    assert hands == [("FR", ButtonMove.ADVANCE_AND_FREEZE), ("FR", ButtonMove.HOLD)]


def test_rotation_per_orbit_lasts_as_many_hands_as_players_dealt_at_its_start() -> None:
    per_orbit = RotationSettings(RotationUnit.ORBIT)
    hands, state = deal(3, HORSE, per_orbit, players=3)
    assert [g for g, _ in hands] == ["FT", "FT", "FT"]
    # A player busts: the orbit of the next game is fixed at 2 hands.
    hands, state = deal(3, HORSE, per_orbit, players=2, state=state)
    assert [g for g, _ in hands] == ["FO/8", "FO/8", "FR"]


def test_tables_keep_their_own_place_in_the_rotation() -> None:
    _, table1 = deal(5, HORSE, BY_HANDS)
    _, table2 = deal(1, HORSE, BY_HANDS)
    assert (table1.game, table2.game) == ("FR", "FT")


def test_tda_11b_button_moves_then_freezes_when_switching_to_stud() -> None:
    hands, state = deal(8, HORSE, BY_HANDS)
    assert [b for _, b in hands] == [
        ButtonMove.HOLD,  # first hand: the drawn button
        ButtonMove.ADVANCE,
        ButtonMove.ADVANCE,
        ButtonMove.ADVANCE,
        ButtonMove.ADVANCE_AND_FREEZE,  # first razz hand: move where hold'em would, freeze
        ButtonMove.HOLD,
        ButtonMove.HOLD,
        ButtonMove.HOLD,
    ]
    assert state.button_frozen


def test_tda_11b_button_unfreezes_when_the_rotation_returns_to_a_button_game() -> None:
    hands, state = deal(12, HORSE, BY_HANDS)
    assert hands[10:] == [("FT", ButtonMove.HOLD), ("FT", ButtonMove.ADVANCE)]
    assert not state.button_frozen


def test_stud_and_stud_8_need_not_be_consecutive() -> None:
    mix = Level(("F7S", "FT", "F7S/8", "PO"), M, 50, 100, ante=25, bring_in=25,
                small_bet=100, big_bet=200)  # fmt: skip
    hands, _ = deal(5, mix, RotationSettings(RotationUnit.HANDS, hands=1))
    assert hands == [
        ("F7S", ButtonMove.HOLD),
        ("FT", ButtonMove.HOLD),
        ("F7S/8", ButtonMove.ADVANCE_AND_FREEZE),
        ("PO", ButtonMove.HOLD),
        ("F7S", ButtonMove.ADVANCE_AND_FREEZE),
    ]


def test_rotation_carries_on_across_levels() -> None:
    _, state = deal(3, HORSE, BY_HANDS)
    bigger = Level(HORSE.games, M, ante=50, bring_in=75, small_bet=300, big_bet=600)
    hands, _ = deal(2, bigger, BY_HANDS, state=state)
    assert [g for g, _ in hands] == ["FO/8", "FR"]


def test_a_level_with_another_mix_starts_at_its_first_game() -> None:
    _, state = deal(3, HORSE, BY_HANDS)
    nlhe = Level(("NT",), M, 100, 200)
    hands, _ = deal(1, nlhe, BY_HANDS, state=state)
    assert hands == [("NT", ButtonMove.ADVANCE)]


def test_clock_screen_shows_the_game_most_tables_play_and_the_next_game() -> None:
    # A table plays the game of the hand it deals next (issue 10.7: once the floor marks a
    # turn's last hand done, the table is on the next game).
    _, t1 = deal(5, HORSE, BY_HANDS)  # one razz hand done: razz goes on
    _, t2 = deal(6, HORSE, BY_HANDS)  # both razz hands done: stud next
    _, t3 = deal(7, HORSE, BY_HANDS)  # one stud hand done: stud goes on
    view = now_and_next({1: t1, 2: t2, 3: t3, 4: TableRotation()}, HORSE, HORSE, BY_HANDS)
    assert (view.current, view.next) == ("F7S", "F7S/8")
    assert view.by_table == {1: "FR", 2: "F7S", 3: "F7S", 4: "FT"}


def test_clock_screen_per_level_shows_this_and_the_next_level_game() -> None:
    razz = Level(("FR",), M, ante=25, bring_in=25, small_bet=100, big_bet=200)
    holdem = Level(("FT",), M, small_bet=100, big_bet=200)
    view = now_and_next({1: TableRotation()}, holdem, razz, RotationSettings(RotationUnit.LEVEL))
    assert (view.current, view.next, view.by_table) == ("FT", "FR", {1: "FT"})


def test_rotation_state_round_trips_through_its_stored_form() -> None:
    _, state = deal(7, HORSE, BY_HANDS)
    assert TableRotation.from_dict(state.to_dict()) == state


def test_a_rotation_says_why_it_cannot_be_played() -> None:
    with pytest.raises(DomainError, match="Rotate after at least one hand"):
        RotationSettings(RotationUnit.HANDS, 0, ("FT",)).check()
    with pytest.raises(DomainError, match=r"Unknown game code\(s\): XX, YY"):
        RotationSettings(RotationUnit.ORBIT, 8, ("FT", "XX", "YY")).check()
    RotationSettings(RotationUnit.ORBIT, 0, ("FT", "F7S")).check()  # an orbit counts itself
    RotationSettings().check()


def test_a_mix_laid_over_a_structure_by_hands_gives_every_level_all_its_games() -> None:
    steps = (Level(("NT",), M, 100, 200), Break(M), Level(("NT",), M, 200, 400))
    s = Structure("S", steps, ChipSet(()), 10_000)
    mix = RotationSettings(RotationUnit.HANDS, 4, ("FT", "F7S"))
    r = rotated(s, mix)
    assert [getattr(step, "games", None) for step in r.steps] == [
        ("FT", "F7S"),
        None,
        ("FT", "F7S"),
    ]
    assert r.rotation == RotationSettings(RotationUnit.HANDS, 4)  # the levels hold the games
    by_level = rotated(s, RotationSettings(RotationUnit.LEVEL, 8, ("FT", "F7S")))
    assert [getattr(step, "games", None) for step in by_level.steps] == [("FT",), None, ("F7S",)]
