"""What a commit tells the log's subscribers (the screens, the live feed), after it: its
events, what they touched and, on the station that wrote it, its log entry
(:class:`db.command_log.CommandLog` publishes them)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from db.event_log import LogEntry, Published
from tournament.service.outcome import Touched

__all__ = ["Commit", "Subscriber", "Written"]


@dataclass(frozen=True, slots=True)
class Written:
    """The one log entry a commit of this station wrote, and the station's last event
    before it (what a projection of the log caught up to that event follows in memory,
    without reading the log again)."""

    entry: LogEntry
    after_seq: int


@dataclass(frozen=True, slots=True)
class Commit:
    """One commit of one tournament as the subscribers hear it, after the commit."""

    tournament_id: str
    published: tuple[Published, ...]
    """Its events in order, each with its sequence number."""
    touched: Touched
    """What they changed (the aggregate's outcome; everything for a tournament this
    station has not loaded)."""
    written: Written | None = None
    """The log entry this station wrote (None: another station's commits, followed)."""


Subscriber = Callable[[Commit], None]
"""``callback(commit)`` after each commit."""
