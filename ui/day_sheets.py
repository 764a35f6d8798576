"""The end of a day on paper: the official chip-count list (by stack, with the seats, and
alphabetical) and the bag labels, built with the print machinery of :mod:`ui.printing`
(the pages, the ruled tables) like the other sheets of :mod:`ui.print_sheets`.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication

from ui.day_reads import BagLine
from ui.printing import NEW_PAGE, STYLE, grid_html, page_html
from ui.viewmodels import format_chips

__all__ = ["bag_labels_html", "chip_count_list_html"]


def _where(line: BagLine) -> str:
    if line.table is None:
        return ""
    return f"{line.table}-{line.seat}" if line.seat is not None else str(line.table)


def chip_count_list_html(event: str, day: int, lines: Sequence[BagLine]) -> str:
    """The official chip-count list of day ``day``: by stack (rank, name, country, table and
    seat, chips), then the same players in alphabetical order, and the total."""
    total = sum(x.chips for x in lines)
    summary = (
        QCoreApplication.translate("Printing", "%1 players · %2 chips · average %3")
        .replace("%1", str(len(lines)))
        .replace("%2", format_chips(total))
        .replace("%3", format_chips(total // len(lines) if lines else 0))
    )
    header = [
        QCoreApplication.translate("Printing", "Rank"),
        QCoreApplication.translate("Printing", "Player"),
        QCoreApplication.translate("Printing", "Country"),
        QCoreApplication.translate("Printing", "Table-Seat"),
        QCoreApplication.translate("Printing", "Chips"),
    ]

    def rows(ordered: Sequence[BagLine]) -> list[list[str]]:
        return [[str(x.rank), x.name, x.country, _where(x), format_chips(x.chips)] for x in ordered]

    by_name = sorted(lines, key=lambda x: (x.name.casefold(), x.player_id))
    title = QCoreApplication.translate("Printing", "Official chip counts · End of Day %1").replace(
        "%1", str(day)
    )
    by_stack_title = QCoreApplication.translate("Printing", "By stack")
    alphabetical_title = QCoreApplication.translate("Printing", "Alphabetical")
    body = (
        f"<p><b>{escape(summary)}</b></p>"
        f"<h2>{escape(by_stack_title)}</h2>"
        + grid_html(header, rows(lines), {0, 4}, {0: 8, 4: 20})
        + f"<h2 style='{NEW_PAGE}'>{escape(alphabetical_title)}</h2>"
        + grid_html(header, rows(by_name), {0, 4}, {0: 8, 4: 20})
    )
    return page_html(title, event, body)


def bag_labels_html(event: str, day: int, lines: Sequence[BagLine], per_page: int = 10) -> str:
    """A label per bag, two across (cut along the dashed lines): the player's name large,
    their id and country, the day (and flight), the bag number, the chips."""
    labels: list[str] = []
    for line in sorted(lines, key=lambda x: (x.table is None, x.table or 0, x.seat or 0)):
        day_text = QCoreApplication.translate("Printing", "Day %1").replace("%1", str(day))
        if line.flight:
            day_text += " · " + QCoreApplication.translate("Printing", "Flight %1").replace(
                "%1", line.flight
            )
        who = " · ".join(p for p in (line.player_id, line.country) if p)
        chips = QCoreApplication.translate("Printing", "Chips %1")
        chips = chips.replace("%1", format_chips(line.chips))
        bag = (
            QCoreApplication.translate("Printing", "Bag %1").replace("%1", line.bag_number)
            if line.bag_number
            else ""
        )
        labels.append(
            "<td width='50%' style='border: 1px dashed #333;'>"
            f"<p style='font-size: 8pt; color: #444; margin: 0;'>{escape(event)}</p>"
            f"<p style='font-size: 14pt; font-weight: bold; margin: 0;'>{escape(line.name)}</p>"
            f"<p style='font-size: 9pt; margin: 0;'>{escape(who)}</p>"
            f"<p style='font-size: 10pt; margin: 0;'>{escape(day_text)} {escape(bag)}</p>"
            f"<p style='font-size: 16pt; font-weight: bold; margin: 0;'>"
            f"{escape(chips)}</p>"
            "</td>"
        )
    pages: list[str] = []
    for start in range(0, len(labels), per_page):
        cells = labels[start : start + per_page]
        rows = "".join(f"<tr>{''.join(cells[i : i + 2])}</tr>" for i in range(0, len(cells), 2))
        style = f" style='{NEW_PAGE}'" if pages else ""
        pages.append(f"<table width='100%' cellspacing='0' cellpadding='12'{style}>{rows}</table>")
    return f"<html><head>{STYLE}</head><body>{''.join(pages)}</body></html>"
