"""The rehearsal's day plan is the event's own: :mod:`tournament.days` (re-exported here for
the rehearsal's modules; new code imports :mod:`tournament.days`)."""

from __future__ import annotations

from tournament.days import Day, DayFinish, DayPlan, day_start_ms, parse_days

__all__ = ["Day", "DayFinish", "DayPlan", "day_start_ms", "parse_days"]
