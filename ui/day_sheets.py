"""The bag labels printed at the end of a day (the official chip-count list is
:mod:`ui.chip_count_sheet`'s), with the print machinery of :mod:`ui.printing`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from PySide6.QtCore import QCoreApplication

from tournament.service.chip_count_list import ChipCountLine
from ui.printing import NEW_PAGE, STYLE
from ui.viewmodels import format_chips

__all__ = ["bag_labels_html"]


def bag_labels_html(
    event: str,
    day: str,
    lines: Sequence[ChipCountLine],
    seats: Mapping[str, str],
    per_page: int = 10,
) -> str:
    """A label per bag, two across (cut along the dashed lines), in table and seat order
    (``seats``: "3-7" by player id): the player's name large, their id and country, the
    day (``day``: "End of Day 1") and flight, the bag number, the chips."""

    def seat_order(line: ChipCountLine) -> tuple[int, ...]:
        at = seats.get(line.player_id, "")
        return tuple(int(x) for x in at.split("-")) if at else (1_000_000,)

    labels: list[str] = []
    for line in sorted(lines, key=seat_order):
        day_text = day
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
