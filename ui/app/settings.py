"""What the command line chose, the real time source, and "no tournament to open"."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from db.paths import default_db_path
from tournament.service import commands as c

__all__ = ["AppSettings", "AskNewTournament", "NoTournamentError", "system_now"]


AskNewTournament = Callable[[], c.CreateTournament | None]
"""Asks the director for a new tournament on the first start (None: they cancelled)."""


def system_now() -> int:
    """The instant now: milliseconds since the Unix epoch (the program's only time source)."""
    return time.time_ns() // 1_000_000


@dataclass(frozen=True, slots=True)
class AppSettings:
    """What the command line chose."""

    db: str | None = None
    demo: str | None = None
    display_only: bool = False
    clock_screen: int | None = None
    screenshot: str | None = None
    new_tournament: Literal["ask", "default"] = "ask"
    """With no tournament in the database: ask the director (the New-tournament dialog), or
    create a default one (screenshots, automation)."""
    lang: str | None = None
    take_over: bool = False
    """Take over as the director's station from a writer that has gone silent (the
    director confirmed it: ``ui.app.takeover``)."""

    @classmethod
    def from_options(cls, options: argparse.Namespace) -> AppSettings:
        """Settings from the parsed command line."""
        return cls(
            db=options.db,
            demo=options.demo,
            display_only=options.display_only,
            clock_screen=options.clock_screen,
            screenshot=options.screenshot,
            new_tournament="default" if options.screenshot is not None else "ask",
            lang=getattr(options, "lang", None),
        )

    def target(self) -> str | Path:
        """The database to open: ``--db``, else the demo file or the default file."""
        if self.db:
            return self.db
        default = default_db_path()
        if self.demo:
            return default.with_name(f"pokerfloor-demo-{self.demo}.sqlite")
        return default


class NoTournamentError(Exception):
    """The database holds no tournament and the director did not create one."""
