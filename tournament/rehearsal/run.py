"""One rehearsal run: the whole event, every hand at every table played by the engine.

:func:`run_once` plays an event of one field (:mod:`.field_run`) or one in starting flights
(:mod:`.flight_run`: each flight to its bags, then Day 2 on). A run is the same for the
same settings and seed.
"""

from __future__ import annotations

from tournament.rehearsal.field_run import play_field
from tournament.rehearsal.flight_run import run_flights
from tournament.rehearsal.result import RunResult
from tournament.rehearsal.run_hooks import OnHand, RehearsalCancelledError, StopAsked
from tournament.rehearsal.settings import RehearsalSettings
from tournament.service import Tournament

__all__ = ["RehearsalCancelledError", "RunResult", "run_once"]


def run_once(
    settings: RehearsalSettings,
    seed: int,
    on_hand: OnHand | None = None,
    should_stop: StopAsked | None = None,
    start: Tournament | None = None,
    now: int | None = None,
) -> RunResult:
    """Play one run with ``seed``.

    ``on_hand`` sees every hand (with its PHH); ``should_stop`` is asked every few
    hundred hands (True raises :class:`RehearsalCancelledError`). With ``start`` (a
    running event's state, copied) and ``now``, the run carries on from there instead
    of the planned start. A plan with flights plays each flight, then Day 2 from their
    bags (:func:`tournament.rehearsal.flight_run.run_flights`).
    """
    if settings.plan.flights and start is None:
        return run_flights(settings, seed, on_hand, should_stop)
    return play_field(settings, seed, on_hand, should_stop, start, now)
