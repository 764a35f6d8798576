"""File → Print for the night (issue 27, item 17): the results sheet with every finisher,
entries, knockouts, bounties, the date and the prize pool; the structure with lengths,
start times and colour-ups; seat cards 16 to a page; receipts for a buy-in and a prize.
The print dialog is answered with "Print to PDF" and the PDF's text is checked against
figures worked out by hand below."""

from __future__ import annotations

import unicodedata
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, open_app
from tests.e2e.test_knockouts_reentries import _friday
from ui.app import AppParts


def _pages(path: Path) -> list[str]:
    """Each page's text, white space folded and ligatures spelled out."""
    return [
        " ".join(unicodedata.normalize("NFKC", page.extract_text()).split())
        for page in PdfReader(path).pages
    ]


def _print_to(parts: AppParts, target: Path) -> None:
    def print_to_pdf(dialog: QDialog) -> bool:
        assert isinstance(dialog, QPrintDialog)
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(target))
        return True

    parts.console.run_dialog = print_to_pdf


def _select(parts: AppParts, name: str) -> None:
    tab = parts.console.players_tab
    flags = (
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
    )
    for r in range(tab.players_filter.rowCount()):
        if tab.players_filter.row_at(r).name == name:
            tab.players_view.selectionModel().select(tab.players_filter.index(r, 0), flags)


def test_the_results_sheet_and_receipts_of_a_bounty_night_with_re_entries(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    db = tmp_path / "friday.sqlite"
    _friday(db)  # 5 players, €100 + €10, €20 bounty; Anna and Di re-entered once
    parts = open_app(opened, qtbot, db, FakeClock(START + 60_000))
    target = tmp_path / "results.pdf"
    _print_to(parts, target)
    parts.console.menus.print_results_action.trigger()
    (page,) = _pages(target)
    # By hand: 7 entries x €100 = €700 pool, paid €500 / €200. Busts in order: Anna (her
    # 2nd entry, 5th), Di (2nd entry, 4th), Cy 3rd, Ed 2nd; Bo won. Bo knocked out Anna
    # twice, Cy and Ed (4), Cy knocked Di out once, Ed Di's second entry (1 each); €20 a
    # head, Bo also keeps his own: €100, Cy €20, Ed €20 (7 heads: €140).
    # START is 15 January 2027, 08:00 UTC.
    assert "Results" in page
    assert "Friday" in page
    assert "January 15, 2027 · Prize pool € 700 · 7 entries" in page
    assert "Place Player Entries Knockouts Bounties Prize" in page
    assert "1st Bo Jensen 1 4 € 100 € 500" in page
    assert "2nd Ed Moss 1 1 € 20 € 200" in page
    assert "3rd Cy Park 1 1 € 20 4th" in page
    assert "4th Di Rossi 2 0 5th" in page
    assert "5th Anna Lee 2 0 Total" in page
    assert "Total 5 players 7 6 € 140 € 700" in page

    receipt = tmp_path / "receipt.pdf"
    _print_to(parts, receipt)
    _select(parts, "Anna Lee")
    parts.console.menus.print_buy_in_receipt_action.trigger()
    (page,) = _pages(receipt)
    # her buy-in and her re-entry, each €100 to the pool + €10 fee + €20 bounty = €130
    assert "Receipt: buy-in" in page
    assert "Anna Lee" in page
    assert "Entry When Chips Prize pool Fee Bounty Paid" in page
    assert page.count("€ 100 € 10 € 20 € 130") == 2
    assert "Buy-in" in page
    assert "Re-entry" in page
    assert "Total € 260" in page
    assert "Received by (signature)" in page
    assert "Printed 1/15/27" in page  # the event's clock: START + 1 minute
    receipt.unlink()
    parts.console.menus.print_payout_receipt_action.trigger()  # Anna won nothing
    assert "Anna Lee has no prize to pay" in parts.console.banner.text()
    assert not receipt.exists()
    _select(parts, "Ed Moss")
    parts.console.menus.print_payout_receipt_action.trigger()
    (page,) = _pages(receipt)
    assert "Receipt: prize" in page
    assert "Ed Moss" in page
    assert "Place 2nd Prize received € 200" in page
    assert "Not yet recorded as paid" in page
    parts.console.players_tab.players_view.clearSelection()
    parts.console.menus.print_buy_in_receipt_action.trigger()
    assert "Select one player in the players list first." in parts.console.banner.text()


def test_the_structure_and_the_seat_cards_of_the_demo(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe")
    target = tmp_path / "structure.pdf"
    _print_to(parts, target)
    parts.console.menus.print_structure_action.trigger()
    text = " ".join(_pages(target))
    # nlhe-regular: six 30-minute levels (0:00 to 2:30), a 15-minute break at 3:00, five
    # levels from 3:15 (to 5:15), a 15-minute break at 5:45 racing off the 100s, level 12
    # at 6:00.
    assert "Level Game and stakes Length Starts Colour-up" in text
    assert (
        "Level 1 No-limit Texas hold'em · Blinds 100 / 200 · Big blind ante 200 30 min 0:00" in text
    )
    assert "Level 6 " in text
    assert " 30 min 2:30" in text
    assert "Break · 15 min 15 min 3:00" in text
    assert "Level 7 " in text
    assert "30 min 3:15" in text
    assert "15 min 5:45 Colour up 100" in text
    assert "30 min 6:00" in text
    assert "▶" not in text

    cards = tmp_path / "cards.pdf"
    _print_to(parts, cards)
    parts.console.menus.print_cards_action.trigger()
    pages = _pages(cards)
    seated = [
        (t.number, s.seat, s.player) for t in parts.facade.tables() for s in t.seats if s.player
    ]
    assert len(seated) == 27
    assert len(pages) == 2  # 16 to a page: 16 + 11
    assert sum(p.count("Seat ") for p in pages) == 27
    for table, seat, player in seated:
        assert f"{player} Table {table} · Seat {seat}" in " ".join(pages)
