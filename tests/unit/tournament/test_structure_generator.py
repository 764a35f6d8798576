"""The structure generator ("suggest a schedule"): figures derived by hand in each test."""

from __future__ import annotations

import pytest

from tournament.chips import Chip, ChipSet, can_make
from tournament.structure import AnteKind, Break, Level, RotationUnit
from tournament.structure_check import validate
from tournament.structure_generator import ROUND_MANTISSAS, ScheduleRequest, suggest_schedule
from tournament.structure_io import structure_from_toml, structure_to_toml

CLUB_CHIPS = ChipSet(
    (
        Chip(25, "green", 400),
        Chip(100, "black", 600),
        Chip(500, "purple", 400),
        Chip(1000, "yellow", 400),
        Chip(5000, "red", 200),
    )
)


def _request(**changes: object) -> ScheduleRequest:
    base: dict[str, object] = {
        "expected_players": 40,
        "starting_stack": 20_000,
        "chips": CLUB_CHIPS,
        "target_minutes": 300,
        "level_minutes": 20,
    }
    base.update(changes)
    return ScheduleRequest(**base)  # type: ignore[arg-type]


def _is_round(amount: int) -> bool:
    digits = str(amount).rstrip("0")
    return int(digits.ljust(2, "0")[:2]) in ROUND_MANTISSAS and len(digits) <= 2


def test_a_club_night_ends_when_the_chips_are_worth_thirty_big_blinds() -> None:
    plan = suggest_schedule(_request())
    # 40 players x 20,000 = 800,000 chips; 800,000 / 30 = 26,667: the first big blind at or
    # above it ends the event.  Level 1 is 20,000 / 100 = 200 deep.
    levels = plan.structure.levels
    assert (levels[0].small_blind, levels[0].big_blind) == (100, 200)
    first_at_end = next(n for n, lvl in enumerate(levels, 1) if lvl.big_blind >= 26_667)
    assert plan.end_level == first_at_end
    assert plan.end_big_blind == levels[first_at_end - 1].big_blind
    # A break after every 4th level: levels 1..13 have breaks after 4, 8 and 12.
    assert plan.end_level == 13
    assert plan.estimated_end_minutes == 13 * 20 + 3 * 15
    assert plan.warnings == ()


def test_the_proposal_is_a_valid_structure_with_round_makeable_rising_amounts() -> None:
    for ante in AnteKind:
        plan = suggest_schedule(_request(ante_kind=ante, ante_from_level=3))
        structure = plan.structure
        assert [str(p) for p in validate(structure)] == []
        big_blinds = [lvl.big_blind for lvl in structure.levels]
        assert big_blinds == sorted(set(big_blinds)), "big blinds strictly rise"
        removed: list[int] = []
        for step in structure.steps:
            if isinstance(step, Break):
                removed += step.colour_up
                continue
            in_play = [d for d in (25, 100, 500, 1000, 5000) if d not in removed]
            assert _is_round(step.big_blind), step.big_blind
            assert step.small_blind * 2 == step.big_blind
            for amount in (step.small_blind, step.big_blind, step.ante):
                assert amount == 0 or can_make(amount, in_play)


def test_antes_follow_the_style_asked_for() -> None:
    bb_ante = suggest_schedule(_request(ante_kind=AnteKind.BIG_BLIND)).structure.levels
    assert all(lvl.ante == lvl.big_blind for lvl in bb_ante)
    per_player = suggest_schedule(_request(ante_kind=AnteKind.PER_PLAYER, ante_from_level=3))
    levels = per_player.structure.levels
    assert levels[0].ante == levels[1].ante == 0
    for lvl in levels[2:]:
        assert lvl.ante_kind == AnteKind.PER_PLAYER
        # about an eighth of the big blind, never more than the small blind
        assert lvl.big_blind / 16 <= lvl.ante <= lvl.small_blind
    none = suggest_schedule(_request(ante_kind=AnteKind.NONE)).structure.levels
    assert all(lvl.ante == 0 and lvl.ante_kind == AnteKind.NONE for lvl in none)


def test_chips_are_raced_off_at_breaks_smallest_first_once_the_blinds_outgrow_them() -> None:
    steps = suggest_schedule(_request()).structure.steps
    raced = [chip for step in steps if isinstance(step, Break) for chip in step.colour_up]
    assert raced == sorted(raced)
    assert raced[:2] == [25, 100]
    # The green 25s go before the first level whose small blind is 4 x 100 = 400 or more.
    first_break = next(i for i, s in enumerate(steps) if isinstance(s, Break) and s.colour_up)
    after = steps[first_break + 1]
    assert isinstance(after, Level)
    assert after.small_blind >= 400
    before = [s for s in steps[:first_break] if isinstance(s, Level)]
    assert all(lvl.small_blind < 400 for lvl in before)


def test_a_longer_event_or_a_bigger_field_ends_later() -> None:
    short = suggest_schedule(_request(target_minutes=240))
    long = suggest_schedule(_request(target_minutes=480))
    assert long.estimated_end_minutes > short.estimated_end_minutes
    assert long.end_level > short.end_level
    small = suggest_schedule(_request(expected_players=20))
    big = suggest_schedule(_request(expected_players=200))
    assert big.end_big_blind > small.end_big_blind
    # Same target: a bigger field means faster-rising blinds, not a later end.
    assert abs(big.estimated_end_minutes - small.estimated_end_minutes) <= 2 * 20 + 15


def test_the_structure_goes_on_past_the_estimated_end() -> None:
    plan = suggest_schedule(_request())
    assert len(plan.structure.levels) >= plan.end_level + 4


def test_horse_rotates_one_game_per_level_with_stud_antes_and_bring_ins() -> None:
    games = ("FT", "FO/8", "FR", "F7S", "F7S/8")
    plan = suggest_schedule(_request(games=games, target_minutes=360))
    structure = plan.structure
    assert structure.rotation.unit == RotationUnit.LEVEL
    assert [lvl.game for lvl in structure.levels[:7]] == [*games, "FT", "FO/8"]
    assert [str(p) for p in validate(structure)] == []
    for lvl in structure.levels:
        assert lvl.big_bet == 2 * lvl.small_bet > 0
        if lvl.game in ("FR", "F7S", "F7S/8"):
            assert (lvl.small_blind, lvl.big_blind) == (0, 0)
            assert 0 < lvl.ante < lvl.bring_in <= lvl.small_bet
        else:
            # limit hold'em and Omaha 8 play blinds only, half the small bet and the small bet
            assert (lvl.small_blind * 2, lvl.big_blind, lvl.ante) == (lvl.small_bet,) * 2 + (0,)


def test_a_mix_that_rotates_by_hands_carries_every_game_in_every_level() -> None:
    games = ("F2L3D", "FT", "FO/8", "FR", "F7S", "F7S/8", "NT", "PO")
    plan = suggest_schedule(_request(games=games, rotation_hands=8, ante_kind=AnteKind.NONE))
    structure = plan.structure
    assert (structure.rotation.unit, structure.rotation.hands) == (RotationUnit.HANDS, 8)
    assert all(lvl.games == games for lvl in structure.levels)
    assert [str(p) for p in validate(structure)] == []


def test_the_proposal_saves_and_loads_as_a_structure_file() -> None:
    structure = suggest_schedule(_request(ante_kind=AnteKind.PER_PLAYER)).structure
    assert structure_from_toml(structure_to_toml(structure)) == structure


def test_warnings_say_what_needs_a_second_look() -> None:
    plan = suggest_schedule(_request(expected_players=400, target_minutes=120))
    # 400 x 20,000 = 8,000,000 chips; the set holds 25x400 + 100x600 + 500x400 + 1000x400
    # + 5000x200 = 10,000 + 60,000 + 200,000 + 400,000 + 1,000,000 = 1,670,000.
    assert plan.warnings[0] == (
        "the chip set holds 1,670,000 in chips; 400 starting stacks of 20,000 need 8,000,000"
    )
    assert "a turbo" in plan.warnings[1]


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"expected_players": 1}, "at least 2 players"),
        ({"starting_stack": 0}, "starting stack must be at least 1"),
        ({"level_minutes": 0}, "level length must be at least 1"),
        ({"target_minutes": 30}, "less than two 20-minute levels"),
        ({"chips": ChipSet(())}, "the chip set is empty"),
        ({"games": ()}, "no game is given"),
    ],
)
def test_bad_requests_are_refused_with_the_reason(changes: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        suggest_schedule(_request(**changes))
