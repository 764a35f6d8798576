"""File → Print in the console of a real demo event, the print dialog answered with
"Print to PDF"; the PDF's text checked against the event."""

from __future__ import annotations

import unicodedata
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from ui.app import AppParts


def _pages(path: Path) -> list[str]:
    """Each page's text, white space folded and ligatures (the "fi" of Zofia) spelled out."""
    return [
        " ".join(unicodedata.normalize("NFKC", page.extract_text()).split())
        for page in PdfReader(path).pages
    ]


def test_file_print_from_the_console_of_a_demo_event(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    console = parts.console
    target = tmp_path / "printed.pdf"

    def print_to_pdf(dialog: QDialog) -> bool:
        assert isinstance(dialog, QPrintDialog)
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        return True

    console.run_dialog = print_to_pdf
    console.menus.print_chart_action.trigger()
    pages = _pages(target)
    tables = parts.facade.tables()
    assert len(pages) == len(tables) == 3  # the demo seats 27 players at three tables of 9
    first = tables[0]
    seated = [s for s in first.seats if s.player]
    assert f"Table 1 · {len(seated)} players" in pages[0]
    for seat in seated:
        assert seat.player is not None
        assert seat.player in pages[0]
    console.menus.print_cards_action.trigger()
    cards = " ".join(_pages(target))
    assert cards.count("Table ") == 27
    console.menus.print_payouts_action.trigger()
    assert "Prize pool € 2,700" in _pages(target)[0]
    console.run_dialog = lambda dialog: False  # cancelled: nothing printed
    target.unlink()
    console.menus.print_results_action.trigger()
    assert not target.exists()
