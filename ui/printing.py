"""Printing through Qt's print support: seat cards, seating charts, structure, payouts, results.

Each ``*_html`` function builds one document as HTML (escaped, from the domain's views) that
:class:`PySide6.QtGui.QTextDocument` lays out; :func:`save_pdf` prints it to a PDF file and
:func:`print_with_dialog` to a printer the director picks.  Page breaks: one table of the
seating chart per page, seat cards ``per_page`` to a page (1 for a slip printer).

Every word goes through Qt's translation system (context ``Printing``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QWidget

from tournament.service.views import LevelView, TableView
from ui.viewmodels import format_chips
from ui.wording import level_title, money, ordinal, stakes_lines

__all__ = [
    "ResultLine",
    "SeatSlip",
    "payouts_html",
    "print_with_dialog",
    "results_html",
    "save_pdf",
    "seat_slips_html",
    "seating_chart_html",
    "structure_html",
]

_STYLE = """
<style>
  body { font-family: 'DejaVu Sans', sans-serif; font-size: 11pt; }
  h1 { font-size: 20pt; margin-bottom: 2pt; }
  h2 { font-size: 15pt; margin-top: 0; }
  table.grid { border-collapse: collapse; }
  table.grid td, table.grid th { border: 1px solid #555; padding: 4px 10px; }
  th { background: #ddd; text-align: left; }
  td.num { text-align: right; }
  .slip-name { font-size: 22pt; font-weight: bold; }
  .slip-seat { font-size: 30pt; font-weight: bold; }
  .small { font-size: 9pt; color: #444; }
</style>
"""

_NEW_PAGE = "page-break-before: always;"


@dataclass(frozen=True, slots=True)
class SeatSlip:
    """A seat card or move slip: who sits where, and why (a move's reason, or empty)."""

    name: str
    table: int
    seat: int
    note: str = ""


@dataclass(frozen=True, slots=True)
class ResultLine:
    """One line of the results: place, player and prize in cents (0 = out of the money)."""

    place: int
    name: str
    prize: int


def _page(title: str, event: str, body: str) -> str:
    return (
        f"<html><head>{_STYLE}</head><body>"
        f"<h1>{escape(title)}</h1><p class='small'>{escape(event)}</p>{body}</body></html>"
    )


def _grid(header: Sequence[str], rows: Sequence[Sequence[str]], numeric: set[int]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in header)
    lines = []
    for row in rows:
        cells = "".join(
            f"<td class='num'>{escape(c)}</td>" if i in numeric else f"<td>{escape(c)}</td>"
            for i, c in enumerate(row)
        )
        lines.append(f"<tr>{cells}</tr>")
    return f"<table class='grid' width='100%'><tr>{head}</tr>{''.join(lines)}</table>"


def _table_seat(table: int, seat: int) -> str:
    return (
        QCoreApplication.translate("Printing", "Table %1, Seat %2")
        .replace("%1", str(table))
        .replace("%2", str(seat))
    )


def seat_slips_html(event: str, slips: Sequence[SeatSlip], per_page: int = 4) -> str:
    """Seat cards (a new seat) or move slips (a note says why), ``per_page`` to a page."""
    cards = []
    for i, slip in enumerate(slips):
        note = f"<p class='small'>{escape(slip.note)}</p>" if slip.note else ""
        new_page = _NEW_PAGE if i and i % per_page == 0 else ""
        card = (
            f"<table width='100%' style='border: 2px dashed #333; {new_page}' cellpadding='12'>"
            "<tr><td>"
            f"<p class='small'>{escape(event)}</p>"
            f"<p class='slip-name'>{escape(slip.name)}</p>"
            f"<p class='slip-seat'>{escape(_table_seat(slip.table, slip.seat))}</p>"
            f"{note}</td></tr></table><p></p>"
        )
        cards.append(card)
    return f"<html><head>{_STYLE}</head><body>{''.join(cards)}</body></html>"


def seating_chart_html(event: str, tables: Sequence[TableView]) -> str:
    """The seating chart: one page per table, every seat with its player and stack."""
    pages: list[str] = []
    for table in (t for t in tables if not t.broken):
        rows = []
        for seat in table.seats:
            marks = []
            if table.button == seat.seat:
                marks.append(QCoreApplication.translate("Printing", "button"))
            if table.small_blind == seat.seat:
                marks.append(QCoreApplication.translate("Printing", "small blind"))
            if table.big_blind == seat.seat:
                marks.append(QCoreApplication.translate("Printing", "big blind"))
            stack = format_chips(seat.stack) if seat.player_id else ""
            rows.append(
                (str(seat.seat), seat.name if seat.player_id else "", stack, ", ".join(marks))
            )
        header = (
            QCoreApplication.translate("Printing", "Seat"),
            QCoreApplication.translate("Printing", "Player"),
            QCoreApplication.translate("Printing", "Chips"),
            "",
        )
        title = QCoreApplication.translate("Printing", "Table %1").replace("%1", str(table.number))
        count = QCoreApplication.translate("Printing", "%1 players").replace(
            "%1", str(table.players)
        )
        style = f" style='{_NEW_PAGE}'" if pages else ""
        heading = f"<h2{style}>{escape(title)} · {escape(count)}</h2>"
        pages.append(heading + _grid(header, rows, {0, 2}))
    body = (
        "".join(pages)
        or f"<p>{escape(QCoreApplication.translate('Printing', 'No table is running.'))}</p>"
    )
    return _page(QCoreApplication.translate("Printing", "Seating chart"), event, body)


def structure_html(event: str, levels: Sequence[LevelView]) -> str:
    """The structure: every level with its game, stakes and length, every break's colour-up."""
    rows = []
    for level in levels:
        minutes = str(level.duration_ms // 60_000)
        if level.is_break:
            chips = ", ".join(format_chips(c) for c in level.colour_up)
            note = (
                QCoreApplication.translate("Printing", "colour up %1").replace("%1", chips)
                if chips
                else ""
            )
            rows.append((level_title(level), "", note, minutes))
        else:
            rows.append(
                (level_title(level), level.game_name, " · ".join(stakes_lines(level)), minutes)
            )
    header = (
        QCoreApplication.translate("Printing", "Level"),
        QCoreApplication.translate("Printing", "Game"),
        QCoreApplication.translate("Printing", "Stakes"),
        QCoreApplication.translate("Printing", "Minutes"),
    )
    return _page(
        QCoreApplication.translate("Printing", "Structure"), event, _grid(header, rows, {3})
    )


def payouts_html(event: str, pool: int, payouts: Sequence[int], currency: str) -> str:
    """The payout table: place, amount and share of the pool (amounts in cents)."""
    rows = []
    for place, amount in enumerate(payouts, 1):
        share = f"{100 * amount / pool:.1f} %" if pool else ""
        rows.append((ordinal(place), money(amount, currency), share))
    total = QCoreApplication.translate("Printing", "Prize pool %1").replace(
        "%1", money(pool, currency)
    )
    header = (
        QCoreApplication.translate("Printing", "Place"),
        QCoreApplication.translate("Printing", "Prize"),
        QCoreApplication.translate("Printing", "Share"),
    )
    return _page(
        QCoreApplication.translate("Printing", "Payouts"),
        event,
        f"<h2>{escape(total)}</h2>{_grid(header, rows, {1, 2})}",
    )


def results_html(event: str, results: Sequence[ResultLine], currency: str) -> str:
    """The results, best place first; a prize of 0 is left blank."""
    rows = [
        (ordinal(r.place), r.name, money(r.prize, currency) if r.prize else "")
        for r in sorted(results, key=lambda r: r.place)
    ]
    header = (
        QCoreApplication.translate("Printing", "Place"),
        QCoreApplication.translate("Printing", "Player"),
        QCoreApplication.translate("Printing", "Prize"),
    )
    return _page(QCoreApplication.translate("Printing", "Results"), event, _grid(header, rows, {2}))


def _document(html: str, printer: QPrinter) -> QTextDocument:
    document = QTextDocument()
    document.setHtml(html)
    document.setPageSize(printer.pageRect(QPrinter.Unit.Point).size())
    return document


def save_pdf(html: str, path: str | Path) -> Path:
    """Print ``html`` to a PDF file at ``path`` (A4, 15 mm margins); returns the path."""
    target = Path(path)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(target))
    printer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
            QPageLayout.Unit.Millimeter,
        )
    )
    _document(html, printer).print_(printer)
    return target


def print_with_dialog(html: str, parent: QWidget | None = None) -> bool:
    """Ask for a printer (or "Print to PDF") and print ``html``; False when cancelled."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    _document(html, printer).print_(printer)
    return True
