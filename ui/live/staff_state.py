"""What the staff page shows: every table's seats and stacks, the level, the clock,
hand-for-hand and the rebuy period, read from the domain's views on the Qt side.

:func:`staff_input` reads the domain's values after each change (undo and redo
included) and :func:`build_staff_state` makes the document from them when a staff phone
first asks for that version, like the players' snapshot (:mod:`ui.live.snapshot`), kept
apart from it: staff see player ids
and stacks, which the players' feed never carries. The document is the same for every
staff link (the server adds who the link belongs to); the page shows the link's tables and
looks up any seated player.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.clock_views import ClockView
from tournament.service.views import SummaryView, TableView
from ui.domain_text import domain_text
from ui.wording import level_title, stakes_lines

__all__ = ["StaffInput", "build_staff_state", "staff_input"]

JSON = dict[str, Any]


def _rebuys_open(t: Tournament, now: int) -> bool:
    """Whether the rebuy period is on (asked of one player still in: the domain decides)."""
    for p in t.active_players():
        return t.can(c.Rebuy(p.player_id, busted=True), now)
    return False


@dataclass(frozen=True, slots=True)
class StaffInput:
    """The domain's values one staff state is made from (immutable: read on the Qt side
    after a change, turned into JSON on the server's thread when a phone asks)."""

    name: str
    clock: ClockView
    summary: SummaryView
    tables: tuple[TableView, ...]
    done: tuple[int, ...]
    rebuys_open: bool
    bounties: bool
    locale: str


def staff_input(t: Tournament, now: int, bounties: bool, locale: str) -> StaffInput:
    """Read what the staff page shows from the tournament at ``now`` (Qt main thread)."""
    settings = t.settings
    return StaffInput(
        name=settings.name if settings is not None else "pokerfloor",
        clock=t.clock_view(now),
        summary=t.summary(),
        tables=tuple(t.tables_view(now=now)),
        done=t.meta.hand_for_hand_done,
        rebuys_open=_rebuys_open(t, now),
        bounties=bounties,
        locale=locale,
    )


def build_staff_state(data: StaffInput) -> JSON:
    """The staff page's document (``bounties``: whether the eliminator's name matters for
    money; the page asks for it anyway, it is in the results)."""
    clock, summary = data.clock, data.summary
    level = clock.level
    running = clock.running and not summary.finished
    done = set(data.done)
    tables = [
        {
            "number": table.number,
            "done": table.number in done,
            "seats": [
                {"seat": s.seat, "player": s.player_id, "name": s.name, "stack": s.stack}
                for s in table.seats
                if s.player_id is not None
            ],
        }
        for table in data.tables
        if not table.broken
    ]
    return {
        "name": data.name,
        "locale": data.locale,
        "level": level_title(level),
        "game": QCoreApplication.translate("Wording", "Break")
        if level.is_break
        else domain_text(level.game_name),
        "stakes": [] if level.is_break else list(stakes_lines(level)),
        "started": clock.started,
        "running": running,
        "remaining_ms": clock.remaining_ms,
        "ends_at_ms": clock.ends_at if running else None,
        "hand_for_hand": clock.hand_for_hand,
        "rebuys_open": data.rebuys_open,
        "bounties": data.bounties,
        "players_left": summary.players_left,
        "finished": summary.finished,
        "tables": tables,
    }
