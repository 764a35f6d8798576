"""The printed official chip-count list (see :mod:`tournament.service.chip_count_list`):
rank, player, country, flight, bag and chips (the flight and bag columns only when a row
has one), under the day, the players and the total; at the end of a day also each
player's table and seat and the same list in alphabetical order (:mod:`ui.day_reads`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from PySide6.QtCore import QCoreApplication

from tournament.money import average_stack
from tournament.service.chip_count_list import ChipCountLine
from ui.printing import NEW_PAGE, grid_html, page_html
from ui.viewmodels import format_chips

__all__ = ["chip_count_sheet_html"]


def chip_count_sheet_html(
    event: str,
    day: str,
    rows: Sequence[ChipCountLine],
    seats: Mapping[str, str] | None = None,
    alphabetical: bool = False,
) -> str:
    """The list for ``event`` on ``day`` ("Day 1A", "Day 2" or ""): one line per row and
    a line "120 players · 5,400,000 chips · average 45,000"; ``seats`` adds a column of
    each player's table and seat ("3-7"), ``alphabetical`` the list again by name."""
    flights = any(r.flight for r in rows)
    bags = any(r.bag_number for r in rows)
    header = [
        QCoreApplication.translate("Printing", "Rank"),
        QCoreApplication.translate("Printing", "Player"),
        QCoreApplication.translate("Printing", "Country"),
    ]
    if flights:
        header.append(QCoreApplication.translate("Printing", "Flight"))
    if bags:
        header.append(QCoreApplication.translate("Printing", "Bag"))
    if seats is not None:
        header.append(QCoreApplication.translate("Printing", "Table-Seat"))
    header.append(QCoreApplication.translate("Printing", "Chips"))

    def lines_of(ordered: Sequence[ChipCountLine]) -> list[tuple[str, ...]]:
        lines = []
        for r in ordered:
            line = [str(r.rank), r.name, r.country]
            if flights:
                line.append(r.flight)
            if bags:
                line.append(r.bag_number)
            if seats is not None:
                line.append(seats.get(r.player_id, ""))
            lines.append((*line, format_chips(r.chips)))
        return lines

    players = len({r.player_id for r in rows})
    total = sum(r.chips for r in rows)
    average = average_stack(total, players)
    facts = (
        QCoreApplication.translate("Printing", "%1 players · %2 chips · average %3")
        .replace("%1", format_chips(players))
        .replace("%2", format_chips(total))
        .replace("%3", format_chips(average))
    )
    title = QCoreApplication.translate("Printing", "Chip counts")
    if day:
        title = f"{title} · {day}"
    chips_column = len(header) - 1
    body = f"<h2>{escape(facts)}</h2>{grid_html(tuple(header), lines_of(rows), {0, chips_column})}"
    if alphabetical:
        by_name = sorted(rows, key=lambda r: (r.name.casefold(), r.player_id))
        heading = QCoreApplication.translate("Printing", "Alphabetical")
        body += f"<h2 style='{NEW_PAGE}'>{escape(heading)}</h2>"
        body += grid_html(tuple(header), lines_of(by_name), {0, chips_column})
    return page_html(title, event, body)
