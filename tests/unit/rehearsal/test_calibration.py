"""The fit of the field profiles: the response of players left to a run's looseness and
pace, the multiplier that makes a profile match real events, the fit without each event,
and the band wide enough to hold what is not known. Checked on runs made up here, whose
true answer is worked out by hand in each test."""

from __future__ import annotations

import dataclasses
import math
import random

import pytest

from tournament.rehearsal import EventPlan, RehearsalSettings, run_once
from tournament.rehearsal.calibration import (
    Point,
    Response,
    best_multiplier,
    coverage,
    held_out,
    predict,
    response,
    spread_for_coverage,
)
from tournament.structure_io import load_preset


def _runs(
    a: float, b: float, c: float, luck: float, count: int, seed: int
) -> list[tuple[float, float, float]]:
    """Made-up runs: log(players) = a + b·log l + c·log p + luck, l and p drawn wide."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        loose = math.exp(rng.gauss(0, 0.45))
        pace = math.exp(rng.gauss(0, 0.2))
        out.append(
            (
                loose,
                pace,
                math.exp(a + b * math.log(loose) + c * math.log(pace) + rng.gauss(0, luck)),
            )
        )
    return out


def test_the_response_recovers_how_players_left_follow_looseness_and_pace() -> None:
    # 300 players at looseness 1 and pace 1; twice as loose: 300 / 2**0.8 = 172 left
    fit = response(_runs(math.log(300), -0.8, -0.5, 0.05, 60, 1))
    assert round(math.exp(fit.a)) in range(290, 311)
    assert fit.b == pytest.approx(-0.8, abs=0.05)
    assert fit.c == pytest.approx(-0.5, abs=0.08)
    assert fit.s == pytest.approx(0.05, abs=0.02)
    assert predict(fit, 2.0).median == pytest.approx(172, rel=0.05)


def test_too_few_or_identical_runs_are_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="at least 4 runs"):
        response([(1.0, 1.0, 10.0)] * 3)
    with pytest.raises(ValueError, match="do not vary"):
        response([(1.0, 1.0, 10.0)] * 5)


def test_the_band_holds_eighty_percent_of_runs_drawn_with_its_spreads() -> None:
    # the band a rehearsal shows when its runs draw looseness with sd 0.3 and pace 0.1:
    # 1,000 runs drawn here the same way fall inside it about 80 % of the time
    fit = Response(a=math.log(200), b=-0.9, c=-0.6, s=0.1)
    band = predict(fit, 1.0, 0.3, 0.1)
    rng = random.Random(7)
    inside = 0
    for _ in range(1000):
        value = 200 * math.exp(
            -0.9 * rng.gauss(0, 0.3) - 0.6 * rng.gauss(0, 0.1) + rng.gauss(0, 0.1)
        )
        inside += band.low <= value <= band.high
    assert 0.76 <= inside / 1000 <= 0.84


def _point(event: str, profile: str, real: int, centre: float = 100.0) -> Point:
    # players left fall as 1 / multiplier: the multiplier that fits is centre / real
    return Point(event, profile, 10, real, Response(math.log(centre), -1.0, 0.0, 0.05))


def test_the_fitted_multiplier_brings_the_median_to_the_real_value() -> None:
    # the runs keep 100 players where 50 were left: ranges twice as wide fit
    assert best_multiplier([_point("a", "regular", 50)]) == pytest.approx(2.0, rel=0.03)
    # three events that want 1.25, 2.5 and 1.6: the median |error| is smallest where the
    # two nearest errors are equal and opposite, 100/(80 m) - 1 = 1 - 100/(62 m):
    # m = 50 × (1/80 + 1/62) = 1.43 (on the grid's 4 % steps)
    points = [_point("a", "r", 80), _point("b", "r", 40), _point("c", "r", 62)]
    assert best_multiplier(points) == pytest.approx(50 * (1 / 80 + 1 / 62), rel=0.04)


def test_each_event_is_predicted_by_a_fit_that_never_saw_it() -> None:
    points = [
        _point("a", "regular", 80),  # wants 1.25
        _point("b", "regular", 50),  # wants 2
        _point("c", "elite", 100),  # wants 1, alone in its profile
    ]
    held = held_out(points)
    assert held["a"] == pytest.approx(2.0, rel=0.03)  # from b only
    assert held["b"] == pytest.approx(1.25, rel=0.03)  # from a only
    # c has no other elite event: the fit of every other event (a and b: 1.25 to 2)
    assert 1.2 <= held["c"] <= 2.05


def test_the_spread_is_the_smallest_that_holds_the_real_values() -> None:
    # four events whose best multipliers are 1, 1.1, 1.3 and 2 against a fit of 1:
    # the band (b = -1, luck 0.05) must reach log 2 = 0.69 for the last, i.e.
    # 1.2816 × √(σ² + 0.05²) >= log(real / median) for three of four points
    points = [_point(k, "r", real) for k, real in (("a", 100), ("b", 91), ("c", 77), ("d", 50))]
    held = dict.fromkeys("abcd", 1.0)
    spread = spread_for_coverage(points, held, 0.0, target=0.75)
    need = math.sqrt((math.log(100 / 77) / 1.2816) ** 2 - 0.05**2)
    assert spread == pytest.approx(need, abs=0.011)
    assert sum(coverage(points, held, {"r": spread}, 0.0)) == 3


def test_each_run_records_the_looseness_and_pace_it_drew() -> None:
    plan = EventPlan(load_preset("nlhe-turbo"), entries=(6, 6), late_registration_level=0)
    settings = RehearsalSettings(plan, runs=1, seed=3, stop_after_level=1)
    fixed = dataclasses.replace(
        settings,
        bots=dataclasses.replace(settings.bots, spread=0.0),
        speed=dataclasses.replace(settings.speed, spread=0.0),
    )
    steady = run_once(fixed, 3)
    assert (steady.looseness, steady.pace) == (1.0, 1.0)
    # with the spreads, each seed draws its own (and says which)
    one, two = run_once(settings, 3), run_once(settings, 4)
    assert one.looseness != two.looseness
    assert one.pace != two.pace
    assert 0.3 < one.looseness < 3
    assert 0.5 < one.pace < 2
