"""Rehearsal: play a whole event before it happens and predict when things will happen.

The pure simulation (no Qt): :mod:`.settings` (every assumption), :mod:`.strength` and
:mod:`.bots` (the simulated players), :mod:`.speed` (the dealer-speed model),
:mod:`.floor` (the floor's commands), :mod:`.run` (one run: :mod:`.field_run` plays one
field, with :mod:`.field_entries` who plays, :mod:`.table_turns` when each table deals,
:mod:`.run_days` the days and nights and :mod:`.bubble` the bubble hand for hand;
:mod:`.flight_run` an event in starting flights), :mod:`.runs` (many runs over the cores),
:mod:`.stats` (distributions), :mod:`.report` (text) and :mod:`.cli`
(``pokerfloor rehearse``).
"""

from __future__ import annotations

from tournament.rehearsal.report import compare_text, report_text
from tournament.rehearsal.run import RehearsalCancelledError, RunResult, run_once
from tournament.rehearsal.runs import run_many
from tournament.rehearsal.settings import BotSettings, DealerSpeed, EventPlan, RehearsalSettings
from tournament.rehearsal.stats import Band, Summary, summarize

__all__ = [
    "Band",
    "BotSettings",
    "DealerSpeed",
    "EventPlan",
    "RehearsalCancelledError",
    "RehearsalSettings",
    "RunResult",
    "Summary",
    "compare_text",
    "report_text",
    "run_many",
    "run_once",
    "summarize",
]
