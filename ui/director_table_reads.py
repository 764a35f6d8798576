"""The tables as the console reads them: each table's card (seats, button and blinds,
the game it plays), the seats per table and whether the event would take another size,
the floor's hint and the tables Break a table offers (a base of
:class:`ui.director_reads.DirectorReads`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import QCoreApplication

from tournament.errors import DomainError
from tournament.games import game_name
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.clock_views import LevelView
from tournament.service.floor import break_choices, floor_hints
from tournament.service.ports import UnitOfWork
from tournament.service.table_size import decide_set_table_size
from ui.domain_text import domain_text
from ui.viewmodels import SeatDisplay, TableDisplay
from ui.wording import level_for_game, level_summary

__all__ = ["TableReads", "game_word"]


def game_word(level: LevelView) -> str:
    """The game of ``level`` in the director's language ("Break" during a break)."""
    if level.is_break:
        return QCoreApplication.translate("Wording", "Break")
    return domain_text(level.game_name)


class TableReads:
    """The tables' cards, sizes and hints over the tournament as last committed."""

    now: Callable[[], int]
    uow: UnitOfWork
    version: Callable[[], object]
    _table_hint: tuple[tuple[str, object], str] | None = None

    @property
    def t(self) -> Tournament:
        """The tournament as last committed."""
        raise NotImplementedError

    def tables(self, numbers: Collection[int] | None = None) -> Sequence[TableDisplay]:
        """Tables with seats, the button and blinds marked, and the game each table plays
        (only the tables ``numbers`` when given; a broken table is not listed)."""
        out = []
        now = self.now()
        level = self.t.clock_view(now).level  # the level's view once, for every table
        fallback = game_word(level)
        for table in self.t.tables_view(now=now, numbers=numbers):
            seats = []
            for seat in table.seats:
                marks = []
                if seat.seat == table.button:
                    dead = table.dead_button or not seat.player_id
                    marks.append(
                        "D " + QCoreApplication.translate("Facade", "(dead)") if dead else "D"
                    )
                if seat.seat == table.small_blind:
                    marks.append("SB")
                if seat.seat == table.big_blind:
                    marks.append("BB")
                if seat.locked:
                    marks.append(QCoreApplication.translate("Facade", "locked"))
                seats.append(
                    SeatDisplay(
                        seat.seat,
                        seat.name or None,
                        " ".join(marks),
                        seat.locked,
                        seat.stack if seat.player_id else None,
                    )
                )
            game = fallback
            if table.game and not level.is_break:  # the table's game with its forced bets
                game = level_summary(level_for_game(level, table.game))
            elif table.game:
                game = domain_text(game_name(table.game))
            out.append(TableDisplay(table.number, game, tuple(seats)))
        return out

    def table_counts(self) -> tuple[int, int]:
        """The tables in play (not broken) and the players seated at them (what
        :meth:`tables` would list, without building a view): the seating state's own
        counts, which the aggregate keeps in step with the tables a command changed."""
        state = self.t.seating_state()
        return len(state.tables), len(state.locations)

    def table_size(self) -> int:
        """The seats of the largest table in play (the event's table size before the draw)."""
        t = self.t
        sizes = [r.size for r in t.table_records() if not r.broken]
        settings = t.settings
        return max(sizes, default=settings.table_size if settings is not None else 9)

    def table_size_refusal(self, size: int, tables: Sequence[int] = ()) -> str:
        """Why the event would refuse ``size`` seats at ``tables`` ("" when it would do it):
        the command's own checks, run without changing anything."""
        command = c.SetTableSize(size, tuple(tables))
        try:
            decide_set_table_size(self.t, command, self.now(), random.Random(0))
        except DomainError as refusal:
            return domain_text(str(refusal))
        return ""

    def break_choices(self) -> Sequence[int]:
        """The tables in the order Break a table offers them: the one the hint names first,
        then the event's break order."""
        return break_choices(self.t)

    def seated_at(self, numbers: Collection[int]) -> set[str]:
        """The ids of the players seated at these tables now."""
        t = self.t
        out: set[str] = set()
        for number in numbers:
            record = t.table_record(number)
            if record is not None:
                out.update(record.table.players())
        return out

    def table_hint(self) -> str:
        """What the tables need now: final-table redraw, a table to break, balancing, halts
        (nothing once a satellite's seats are won: play has stopped). Worked out once per
        change, however many screens ask (the console, the table views)."""
        key = (self.uow.tournament_id, self.version())
        if self._table_hint is None or self._table_hint[0] != key:
            self._table_hint = (key, self._work_out_hint())
        return self._table_hint[1]

    def _work_out_hint(self) -> str:
        if self.t.meta.seat_winners:
            return ""
        hints = floor_hints(self.t)
        if hints.final_table is not None:
            return QCoreApplication.translate(
                "Facade", "Everyone fits at one table: redraw the final table (table %1)."
            ).replace("%1", str(hints.final_table))
        lines = []
        if hints.tables_to_break:
            names = ", ".join(str(n) for n in hints.tables_to_break)
            lines.append(
                QCoreApplication.translate(
                    "Facade", "Break table %1: its players fit in the open seats."
                ).replace("%1", names)
            )
        elif hints.needs_balancing:
            lines.append(QCoreApplication.translate("Facade", "The tables need balancing."))
        lines.extend(str(halt) for halt in hints.halts)
        return " ".join(lines)
