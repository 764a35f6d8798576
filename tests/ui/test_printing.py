"""Printing to PDF: the pages' text says what a director reads off the paper."""

from __future__ import annotations

import unicodedata
from pathlib import Path

from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from ui.print_sheets import seat_cards_html
from ui.printing import (
    SeatSlip,
    payouts_html,
    results_html,
    save_pdf,
    seat_slips_html,
    seating_chart_html,
    structure_html,
)
from ui.viewmodels import PayoutLine, SeatDisplay, TableDisplay


def _pages(path: Path) -> list[str]:
    """Each page's text, white space folded and ligatures (the "fi" of Zofia) spelled out."""
    return [
        " ".join(unicodedata.normalize("NFKC", page.extract_text()).split())
        for page in PdfReader(path).pages
    ]


def test_seat_cards_four_to_a_page_with_the_move_reason(qtbot: QtBot, tmp_path: Path) -> None:
    slips = [SeatSlip(f"Player {i}", 3, i) for i in range(1, 6)]
    slips[4] = SeatSlip("Alice Moreau", 3, 7, "Moved from table 4 (table broken)")
    pdf = save_pdf(seat_slips_html("Friday Deepstack", slips), tmp_path / "slips.pdf")
    pages = _pages(pdf)
    assert len(pages) == 2  # 5 cards, 4 to a page
    assert "Player 1 Table 3, Seat 1" in pages[0]
    assert "Player 4 Table 3, Seat 4" in pages[0]
    assert "Alice Moreau Table 3, Seat 7 Moved from table 4 (table broken)" in pages[1]
    assert "Friday Deepstack" in pages[1]


def test_seating_chart_one_page_per_table_with_button_and_blinds(
    qtbot: QtBot, tmp_path: Path
) -> None:
    one = TableDisplay(
        1, "NLHE", (SeatDisplay(1, "Ana", "D"), SeatDisplay(2, "Bo", "SB"), SeatDisplay(3, None))
    )
    two = TableDisplay(2, "NLHE", (SeatDisplay(1, None), SeatDisplay(5, "Dee & <Eve>", "BB")))
    pages = _pages(save_pdf(seating_chart_html("Club night", [one, two]), tmp_path / "chart.pdf"))
    assert len(pages) == 2
    assert "Table 1 · 2 players · NLHE" in pages[0]
    assert "1 Ana D 2 Bo SB 3" in pages[0]
    assert "Table 2 · 1 players" in pages[1]
    assert "5 Dee & <Eve> BB" in pages[1]  # escaped in HTML, plain on paper


def test_structure_payouts_and_results_sheets(qtbot: QtBot, tmp_path: Path) -> None:
    levels = [
        ("Level 1", "No-limit hold'em · Blinds 100 / 200 · Big blind ante 200"),
        ("Break", "Break · 15 min"),
    ]
    text = _pages(save_pdf(structure_html("HORSE", levels), tmp_path / "structure.pdf"))[0]
    assert "Level 1 No-limit hold'em · Blinds 100 / 200 · Big blind ante 200 Break" in text
    payouts = [("1st", "€ 1,665"), ("2nd", "€ 999"), ("3rd", "€ 666")]
    text = _pages(save_pdf(payouts_html("Club", "€ 3,330", payouts), tmp_path / "p.pdf"))[0]
    assert "Prize pool € 3,330 Place Prize 1st € 1,665 2nd € 999 3rd € 666" in text
    results = [PayoutLine("1st", "Ana", "$ 1,665.50"), PayoutLine("2nd", "Bo", "$ 999.50")]
    text = _pages(save_pdf(results_html("Club", results), tmp_path / "r.pdf"))[0]
    assert "1st Ana $ 1,665.50 2nd Bo $ 999.50" in text


def test_seat_cards_for_forty_players_fit_on_three_pages(qtbot: QtBot, tmp_path: Path) -> None:
    slips = [SeatSlip(f"Player {i:02d}", i // 9 + 1, i % 9 + 1) for i in range(40)]
    slips[20] = SeatSlip("Anne-Charlotte Vandenberghe-Moreau", 3, 3)  # wraps on its card
    pages = _pages(save_pdf(seat_cards_html("Friday", slips), tmp_path / "cards.pdf"))
    assert len(pages) == 3  # 16 to a page: 16 + 16 + 8
    assert [p.count("Seat ") for p in pages] == [16, 16, 8]
    assert "Player 00 Table 1 · Seat 1" in pages[0]
    assert "Player 15 Table 2 · Seat 7" in pages[0]  # the 16th: 15 // 9 + 1, 15 % 9 + 1
    assert "Anne-Charlotte Vandenberghe-Moreau Table 3 · Seat 3" in pages[1]
    assert "Player 39 Table 5 · Seat 4" in pages[2]
