"""The predictions: distributions worked out by hand, and answers that move the right way
when the plan changes (longer levels end later, a bigger field bursts its bubble later)."""

from __future__ import annotations

import dataclasses

import pytest

from tournament.errors import DomainError
from tournament.rehearsal import EventPlan, RehearsalSettings, RunResult, run_many, summarize
from tournament.rehearsal.report import compare_text, report_text
from tournament.structure import Level
from tournament.structure_io import load_preset

HOUR = 3_600_000
START = 1_767_290_400_000  # 18:00


def _result(
    seed: int, end_h: float, bubble_h: float | None, samples: tuple[tuple[int, int], ...]
) -> RunResult:
    return RunResult(
        seed=seed,
        players=100 + seed,
        entries=110 + seed,
        paid=15,
        hands=1000 * seed,
        start_ms=START,
        end_ms=START + int(end_h * HOUR),
        bubble_ms=None if bubble_h is None else START + int(bubble_h * HOUR),
        final_table_ms=START + int((end_h - 2) * HOUR),
        end_level=10 + seed,
        sample_ms=HOUR // 2,
        samples=samples,
        level_stacks=((1, 100.0), (2, 50.0 + seed)),
        places=(),
        chips=0,
        starting_chips=0,
        most_seated=9,
        games=(),
    )


def test_distributions_worked_out_by_hand() -> None:
    runs = [
        _result(1, 6.0, 4.0, ((100, 12), (60, 7), (20, 3))),
        _result(2, 8.0, 5.0, ((100, 12), (80, 9))),
        _result(3, 7.0, None, ((100, 12), (70, 8), (30, 4), (10, 2))),
    ]
    s = summarize(runs)
    assert s.runs == 3
    # end 6, 7, 8 h: median 7; 10 % = 6 + 0.2 * (7 - 6) = 6.2; 90 % = 7 + 0.8 * 1 = 7.8
    assert (s.end_h.low, s.end_h.median, s.end_h.high) == pytest.approx((6.2, 7.0, 7.8))
    # the bubble of two runs (4 and 5 h): 4.1, 4.5, 4.9
    assert s.bubble_runs == 2
    assert s.bubble_h is not None
    assert (s.bubble_h.low, s.bubble_h.median, s.bubble_h.high) == pytest.approx((4.1, 4.5, 4.9))
    assert s.final_table_h is not None
    assert s.final_table_h.median == pytest.approx(5.0)
    assert s.end_level.median == 12
    assert s.players.median == 102
    assert s.hands.median == 2000
    # curves every half hour, a finished run counts 0: at 1 h the runs have 20, 0, 30 left
    assert [t for t, _ in s.players_left] == [0.0, 0.5, 1.0, 1.5]
    at_one = s.players_left[2][1]
    assert (at_one.low, at_one.median, at_one.high) == pytest.approx((4.0, 20.0, 28.0))
    # dealers in hour 0 (samples 0 and 0.5 h): most tables 12, 12, 12; hour 1: 3, 0, 4
    assert [(h, b.median) for h, b in s.dealers] == [(0, 12.0), (1, 3.0)]
    assert s.dealers[1][1].high == pytest.approx(3.8)
    # average stack per level: level 2 had 51, 52, 53 big blinds
    assert s.stack_bb[1][0] == 2
    assert s.stack_bb[1][1].median == pytest.approx(52.0)


def test_the_report_states_predictions_and_assumptions() -> None:
    runs = [_result(1, 6.0, 4.0, ((100, 12),)), _result(2, 8.0, 5.0, ((100, 12),))]
    summary = summarize(runs)
    plan = EventPlan(load_preset("nlhe-regular"), entries=(100, 120))
    text = report_text(summary, RehearsalSettings(plan, runs=2))
    # end at 6 and 8 h after 18:00: median 7 h = 01:00 next day; 10 % 6.2 h = 00:12 +1
    assert "End                           01:00 +1 (7.0 h)  00:12 +1 to 01:48 +1" in text
    assert "In the money (bubble bursts)  22:30 (4.5 h)" in text
    assert "18:00-19:00" in text
    assert "100 to 120 (each run draws one number)" in text
    assert "push or fold at 10 big blinds" in text
    both = compare_text(("turbo", summary), ("regular", summary))
    assert both.splitlines()[0].split() == ["turbo", "regular"]


def _longer(factor: int) -> RehearsalSettings:
    turbo = load_preset("nlhe-turbo")
    steps = tuple(
        dataclasses.replace(s, length_ms=s.length_ms * factor) if isinstance(s, Level) else s
        for s in turbo.steps
    )
    plan = EventPlan(
        dataclasses.replace(turbo, steps=steps), entries=(30, 30), late_registration_level=0
    )
    return RehearsalSettings(plan, runs=4, seed=3)


def test_longer_levels_end_later() -> None:
    short = summarize(run_many(_longer(1), workers=1))
    long = summarize(run_many(_longer(2), workers=1))
    assert long.end_h.median > short.end_h.median * 1.3
    assert long.hands.median > short.hands.median


def _field(players: int) -> RehearsalSettings:
    """Eight runs: each run draws its field's looseness and pace from the profile's spread
    (0.86), so the bubble's time varies by about half an hour between runs either way, and
    the medians of four runs of 20 and of 80 players came out 2.76 h and 2.72 h (in eight,
    2.86 h and 3.21 h)."""
    plan = EventPlan(
        load_preset("nlhe-turbo"), entries=(players, players), late_registration_level=0
    )
    return RehearsalSettings(plan, runs=8, seed=5)


def test_a_bigger_field_bursts_its_bubble_later() -> None:
    small = summarize(run_many(_field(20), workers=1))
    big = summarize(run_many(_field(80), workers=1))
    assert small.bubble_h is not None
    assert big.bubble_h is not None
    assert big.bubble_h.median > small.bubble_h.median
    assert big.paid.median == 12
    assert small.paid.median == 3


def test_a_plan_that_cannot_be_played_is_refused_with_the_reason() -> None:
    horse = load_preset("horse")
    with pytest.raises(DomainError, match="at most 8 players"):
        EventPlan(horse, table_size=9)
    with pytest.raises(DomainError, match="lowest first"):
        EventPlan(horse, entries=(120, 100), table_size=8)
