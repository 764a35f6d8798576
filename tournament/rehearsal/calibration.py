"""The arithmetic of fitting the field profiles to real events (``bench/rehearsal_calibration.py``).

Each real event is rehearsed a few times with its profile, every run drawing its own
looseness ``l`` (the factor on the profile's ranges) and pace ``p`` (the factor on the
dealers' rates) from a wide spread. For each known point (players left at the end of a
level) :func:`response` fits, by least squares over the runs,

    log(players left) = a + b·log l + c·log p + luck (standard deviation s).

From it :func:`predict` gives the median players left had the profile's ranges been ``m``
times as wide, and the 10-90 % band of a rehearsal whose runs draw their looseness with
spread ``σl`` and their pace with ``σp`` (log-normal, as :mod:`.run` draws them):
``median · exp(± 1.2816 · √((b·σl)² + (c·σp)² + s²))``.

:func:`best_multiplier` picks the ``m`` whose median |error| over some points is the
smallest; :func:`held_out` refits it without each event in turn (the event's own error is
then a prediction, not a fit); :func:`spread_for_coverage` finds the smallest looseness
spread whose bands hold the held-out real values in the share asked.

>>> runs = [(1.0, 1.0, 100), (2.0, 1.0, 50), (1.0, 2.0, 80), (2.0, 2.0, 40)]
>>> r = response(runs)
>>> round(math.exp(r.a)), round(r.b, 3), round(r.c, 3)
(100, -1.0, -0.322)
>>> round(predict(r, 2.0).median)
50
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

__all__ = [
    "Point",
    "Prediction",
    "Response",
    "best_multiplier",
    "coverage",
    "held_out",
    "predict",
    "response",
    "signed_error",
    "spread_for_coverage",
]

Z90 = 1.2816  # the standard normal's 90th percentile: a 10-90 % band is ± this many sd
GRID = tuple(round(0.4 * 1.04**k, 4) for k in range(60))  # multipliers 0.4 to about 4


@dataclass(frozen=True, slots=True)
class Response:
    """``log(value) = a + b·log(looseness) + c·log(pace)``, luck ``s`` (see the module doc)."""

    a: float
    b: float
    c: float
    s: float


@dataclass(frozen=True, slots=True)
class Prediction:
    """The median and the 10-90 % band of a point."""

    median: float
    low: float
    high: float


@dataclass(frozen=True, slots=True)
class Point:
    """A known point of a real event and the response of the rehearsal's runs to it."""

    event: str
    profile: str
    level: int
    real: int
    fit: Response


def _solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a 3 × 3 system)."""
    n = len(rhs)
    m = [[*row, v] for row, v in zip(matrix, rhs, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-12:
            raise ValueError("the runs do not vary enough to fit (same looseness or pace)")
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def response(runs: Sequence[tuple[float, float, float]]) -> Response:
    """The least-squares response of ``log(value)`` to ``log`` looseness and pace over
    ``runs`` (looseness, pace, value); a value of 0 counts as 0.5 (nobody left is
    "fewer than one")."""
    if len(runs) < 4:
        raise ValueError(f"at least 4 runs are needed to fit a point, not {len(runs)}")
    xs = [(1.0, math.log(loose), math.log(pace)) for loose, pace, _ in runs]
    ys = [math.log(max(v, 0.5)) for _, _, v in runs]
    xtx = [[sum(x[i] * x[j] for x in xs) for j in range(3)] for i in range(3)]
    xty = [sum(x[i] * y for x, y in zip(xs, ys, strict=True)) for i in range(3)]
    a, b, c = _solve(xtx, xty)
    residuals = [y - (a + b * x[1] + c * x[2]) for x, y in zip(xs, ys, strict=True)]
    s = math.sqrt(sum(r * r for r in residuals) / max(len(runs) - 3, 1))
    return Response(a, b, c, s)


def predict(
    fit: Response, multiplier: float = 1.0, spread: float = 0.0, pace_spread: float = 0.0
) -> Prediction:
    """The median and 10-90 % band with the ranges × ``multiplier`` and runs drawing their
    looseness and pace with ``spread`` and ``pace_spread`` (see the module doc)."""
    centre = fit.a + fit.b * math.log(multiplier)
    sd = math.sqrt((fit.b * spread) ** 2 + (fit.c * pace_spread) ** 2 + fit.s**2)
    return Prediction(math.exp(centre), math.exp(centre - Z90 * sd), math.exp(centre + Z90 * sd))


def signed_error(point: Point, multiplier: float) -> float:
    """(predicted median - real) / real at ``point`` with the ranges × ``multiplier``."""
    return (predict(point.fit, multiplier).median - point.real) / point.real


def best_multiplier(points: Iterable[Point], grid: Sequence[float] = GRID) -> float:
    """The multiplier of the ranges with the smallest median |error| over ``points``
    (the one nearest 1 of equals)."""
    chosen = list(points)
    if not chosen:
        return 1.0

    def cost(m: float) -> tuple[float, float]:
        return (statistics.median(abs(signed_error(p, m)) for p in chosen), abs(math.log(m)))

    return min(grid, key=cost)


def held_out(points: Sequence[Point], grid: Sequence[float] = GRID) -> dict[str, float]:
    """For each event, the multiplier fitted without it: on the other events of its
    profile, or (a profile with no other event) on every other event at once."""
    out: dict[str, float] = {}
    for event in dict.fromkeys(p.event for p in points):
        profile = next(p.profile for p in points if p.event == event)
        same = [p for p in points if p.event != event and p.profile == profile]
        rest = same or [p for p in points if p.event != event]
        out[event] = best_multiplier(rest, grid)
    return out


def coverage(
    points: Sequence[Point],
    multipliers: dict[str, float],
    spreads: dict[str, float],
    pace_spread: float,
) -> list[bool]:
    """Whether each point's real value is inside its band, each event's ranges × its
    ``multipliers`` entry and its profile drawing with its ``spreads`` entry."""
    out = []
    for p in points:
        band = predict(p.fit, multipliers[p.event], spreads[p.profile], pace_spread)
        out.append(band.low <= p.real <= band.high)
    return out


def spread_for_coverage(
    points: Sequence[Point],
    multipliers: dict[str, float],
    pace_spread: float,
    target: float = 0.8,
    floor: float = 0.1,
) -> float:
    """The smallest looseness spread (every profile the same, at least ``floor``) whose
    bands hold at least ``target`` of the real values; 1.0 if none does."""
    profiles = {p.profile for p in points}
    for k in range(int(floor * 100), 101):
        spread = k / 100
        inside = coverage(points, multipliers, dict.fromkeys(profiles, spread), pace_spread)
        if inside and sum(inside) / len(inside) >= target:
            return spread
    return 1.0
