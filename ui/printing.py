"""Printing through Qt's print support: seat cards, seating charts, structure, payouts, results.

Each ``*_html`` function builds one document as HTML (escaped) from what the console shows
(its view models), which :class:`PySide6.QtGui.QTextDocument` lays out; :func:`save_pdf`
prints it to a PDF file and :func:`print_html` to a printer (the console asks which:
:mod:`ui.console.print_actions`).  Page breaks: one table of the seating chart per page,
seat cards ``per_page`` to a page (1 for a slip printer).

Every word goes through Qt's translation system (context ``Printing``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QUrl
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrinter

from ui.viewmodels import PayoutLine, TableDisplay

__all__ = [
    "PdfWriteError",
    "SeatSlip",
    "grid_html",
    "page_html",
    "payouts_html",
    "print_html",
    "results_html",
    "save_pdf",
    "seat_slips_for",
    "seat_slips_html",
    "seating_chart_html",
    "structure_html",
]

STYLE = """
<style>
  body { font-family: 'DejaVu Sans', sans-serif; font-size: 11pt; }
  h1 { font-size: 20pt; margin-bottom: 2pt; }
  h2 { font-size: 15pt; margin-top: 0; }
  table.grid { border-collapse: collapse; }
  table.grid td, table.grid th { border: 1px solid #555; padding: 4px 10px; }
  th { background: #ddd; text-align: left; white-space: nowrap; }
  td.num { text-align: right; white-space: nowrap; }
  .slip-name { font-size: 22pt; font-weight: bold; }
  .slip-seat { font-size: 30pt; font-weight: bold; }
  .small { font-size: 9pt; color: #444; }
</style>
"""

NEW_PAGE = "page-break-before: always;"


@dataclass(frozen=True, slots=True)
class SeatSlip:
    """A seat card or move slip: who sits where, and why (a move's reason, or empty)."""

    name: str
    table: int
    seat: int
    note: str = ""


def page_html(title: str, event: str, body: str) -> str:
    """A printed page: the title, the event's name in small print, then ``body``."""
    return (
        f"<html><head>{STYLE}</head><body>"
        f"<h1>{escape(title)}</h1><p class='small'>{escape(event)}</p>{body}</body></html>"
    )


def _cell(i: int, numeric: set[int], widths: Mapping[int, int]) -> str:
    width = f" width='{widths[i]}%'" if i in widths else ""
    return f" class='num'{width}" if i in numeric else width


def grid_html(
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    numeric: set[int],
    widths: Mapping[int, int] | None = None,
) -> str:
    """A ruled table (escaped); the columns in ``numeric`` are right-aligned, ``widths``
    gives some columns' share of the page in percent (the others: as the text needs)."""
    widths = widths or {}
    head = "".join(
        f"<th width='{widths[i]}%'>{escape(h)}</th>" if i in widths else f"<th>{escape(h)}</th>"
        for i, h in enumerate(header)
    )
    lines = []
    for row in rows:
        cells = "".join(
            f"<td{_cell(i, numeric, widths)}>{escape(c)}</td>" for i, c in enumerate(row)
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
        new_page = NEW_PAGE if i and i % per_page == 0 else ""
        card = (
            f"<table width='100%' style='border: 2px dashed #333; {new_page}' cellpadding='12'>"
            "<tr><td>"
            f"<p class='small'>{escape(event)}</p>"
            f"<p class='slip-name'>{escape(slip.name)}</p>"
            f"<p class='slip-seat'>{escape(_table_seat(slip.table, slip.seat))}</p>"
            f"{note}</td></tr></table><p></p>"
        )
        cards.append(card)
    return f"<html><head>{STYLE}</head><body>{''.join(cards)}</body></html>"


def seating_chart_html(event: str, tables: Sequence[TableDisplay]) -> str:
    """The seating chart: one page per table, every seat with its player and who has the
    button and the blinds (the console's table views)."""
    pages: list[str] = []
    for table in tables:
        rows = [(str(s.seat), s.player or "", s.marker) for s in table.seats]
        header = (
            QCoreApplication.translate("Printing", "Seat"),
            QCoreApplication.translate("Printing", "Player"),
            "",
        )
        title = QCoreApplication.translate("Printing", "Table %1").replace("%1", str(table.number))
        count = QCoreApplication.translate("Printing", "%1 players").replace(
            "%1", str(table.occupied)
        )
        style = f" style='{NEW_PAGE}'" if pages else ""
        game = f" · {escape(table.game)}" if table.game else ""
        heading = f"<h2{style}>{escape(title)} · {escape(count)}{game}</h2>"
        pages.append(heading + grid_html(header, rows, {0}))
    body = "".join(pages) or (
        f"<p>{escape(QCoreApplication.translate('Printing', 'No table is running.'))}</p>"
    )
    return page_html(QCoreApplication.translate("Printing", "Seating chart"), event, body)


def seat_slips_for(tables: Sequence[TableDisplay]) -> list[SeatSlip]:
    """A seat card for every seated player, table by table."""
    return [
        SeatSlip(seat.player, table.number, seat.seat)
        for table in tables
        for seat in table.seats
        if seat.player
    ]


def structure_html(event: str, levels: Sequence[tuple[str, str]]) -> str:
    """The structure: every level and break with its game and stakes (the console's lines)."""
    header = (
        QCoreApplication.translate("Printing", "Level"),
        QCoreApplication.translate("Printing", "Game and stakes"),
    )
    return page_html(
        QCoreApplication.translate("Printing", "Structure"), event, grid_html(header, levels, set())
    )


def payouts_html(event: str, pool: str, payouts: Sequence[tuple[str, str]], rule: str = "") -> str:
    """The payout table: place and prize, under the prize pool (and a satellite's seats
    and the rule in force for its remainder, ``rule``, in words)."""
    total = QCoreApplication.translate("Printing", "Prize pool %1").replace("%1", pool)
    header = (
        QCoreApplication.translate("Printing", "Place"),
        QCoreApplication.translate("Printing", "Prize"),
    )
    stated = f"<p><b>{escape(rule)}</b></p>" if rule else ""
    body = f"<h2>{escape(total)}</h2>{stated}{grid_html(header, payouts, {1})}"
    return page_html(QCoreApplication.translate("Printing", "Payouts"), event, body)


def results_html(event: str, results: Sequence[PayoutLine]) -> str:
    """The results as the console lists them: place, player, prize."""
    rows = [(r.place, r.player, r.prize) for r in results]
    header = (
        QCoreApplication.translate("Printing", "Place"),
        QCoreApplication.translate("Printing", "Player"),
        QCoreApplication.translate("Printing", "Prize"),
    )
    return page_html(
        QCoreApplication.translate("Printing", "Results"), event, grid_html(header, rows, {2})
    )


def _document(
    html: str, printer: QPrinter, images: Mapping[str, QImage] | None = None
) -> QTextDocument:
    document = QTextDocument()
    for name, image in (images or {}).items():  # <img src="name"> in the HTML
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
    document.setHtml(html)
    document.setPageSize(printer.pageRect(QPrinter.Unit.Point).size())
    return document


class PdfWriteError(OSError):
    """A PDF file could not be written (a missing or read-only folder, a full disk): the
    message names the file, why, and what to do. Qt's printer itself says nothing."""


def _cannot_write(target: Path, reason: str) -> PdfWriteError:
    return PdfWriteError(
        QCoreApplication.translate(
            "Printing", "pokerfloor could not write %1: %2. Choose a folder you can write to."
        )
        .replace("%1", str(target))
        .replace("%2", reason)
    )


def print_html(html: str, printer: QPrinter, images: Mapping[str, QImage] | None = None) -> None:
    """Lay ``html`` out on ``printer``'s pages and print it; ``images`` are pictures the
    HTML shows by name (``<img src="chart">``). Printing to a PDF file that cannot be
    written raises :class:`PdfWriteError` (and leaves no empty file behind)."""
    to_file = printer.outputFormat() == QPrinter.OutputFormat.PdfFormat
    target = Path(printer.outputFileName()) if to_file and printer.outputFileName() else None
    existed = target is not None and target.exists()
    if target is not None:
        try:
            with target.open("ab"):
                pass  # the folder exists and the file can be written (Qt replaces it)
        except OSError as error:
            raise _cannot_write(target, error.strerror or str(error)) from None
    _document(html, printer, images).print_(printer)
    if target is not None:
        size = target.stat().st_size if target.exists() else 0
        if size == 0:
            if not existed:
                target.unlink(missing_ok=True)
            reason = QCoreApplication.translate(
                "Printing", "nothing was written (is the disk full?)"
            )
            raise _cannot_write(target, reason)


def save_pdf(html: str, path: str | Path, images: Mapping[str, QImage] | None = None) -> Path:
    """Print ``html`` (and its ``images``) to a PDF file at ``path`` (A4, 15 mm margins);
    returns the path."""
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
    print_html(html, printer, images)
    return target
