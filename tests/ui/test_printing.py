"""Printing to PDF: the pages' text says what a director reads off the paper."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from pytestqt.qtbot import QtBot

from tournament.service.views import LevelView, SeatView, TableView
from ui.printing import (
    ResultLine,
    SeatSlip,
    payouts_html,
    results_html,
    save_pdf,
    seat_slips_html,
    seating_chart_html,
    structure_html,
)


def _pages(path: Path) -> list[str]:
    return [" ".join(page.extract_text().split()) for page in PdfReader(path).pages]


def _table(number: int, names: dict[int, tuple[str, int]], button: int) -> TableView:
    seats = tuple(
        SeatView(seat, f"p{seat}" if seat in names else None, names.get(seat, ("", 0))[0],
                 names.get(seat, ("", 0))[1], False)
        for seat in range(1, 10)
    )  # fmt: skip
    return TableView(number, 9, False, seats, len(names), button, button + 1, button + 2)


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
    tables = [
        _table(1, {1: ("Ana", 12_500), 2: ("Bo", 9_000), 3: ("Cy", 30_100)}, button=1),
        _table(2, {5: ("Dee & <Eve>", 20_000)}, button=4),
    ]
    pages = _pages(save_pdf(seating_chart_html("Club night", tables), tmp_path / "chart.pdf"))
    assert len(pages) == 2
    assert "Table 1 · 3 players" in pages[0]
    assert "1 Ana 12,500 button" in pages[0]
    assert "2 Bo 9,000 small blind" in pages[0]
    assert "3 Cy 30,100 big blind" in pages[0]
    assert "5 Dee & <Eve> 20,000 small blind" in pages[1]  # escaped in HTML, plain on paper


def test_structure_sheet_lists_levels_and_breaks_with_colour_ups(
    qtbot: QtBot, tmp_path: Path
) -> None:
    levels = [
        LevelView(0, 1, False, "NT", "No-limit hold'em", 100, 200, 200, True, 0, 0, 0, 1_200_000),
        LevelView(1, 1, True, "NT", "Break", 0, 0, 0, False, 0, 0, 0, 900_000, (), "", (25,)),
        LevelView(2, 2, False, "F7S", "Seven card stud", 0, 0, 50, False, 100, 400, 800, 1_200_000),
    ]
    text = _pages(save_pdf(structure_html("HORSE", levels), tmp_path / "structure.pdf"))[0]
    assert "Level 1 No-limit hold'em Blinds 100 / 200 · Big blind ante 200 20" in text
    assert "Break colour up 25 15" in text
    assert "Level 2 Seven card stud Limits 400 / 800 · Ante 50 · Bring-in 100 20" in text


def test_payouts_and_results_in_money(qtbot: QtBot, tmp_path: Path) -> None:
    # A pool of 3,330.00 paid 50 / 30 / 20 %: 1,665.00 / 999.00 / 666.00.
    pages = _pages(
        save_pdf(
            payouts_html("Club", 333_000, [166_500, 99_900, 66_600], "EUR"), tmp_path / "p.pdf"
        )
    )
    assert "Prize pool € 3,330" in pages[0]
    assert "1st € 1,665 50.0 %" in pages[0]
    assert "3rd € 666 20.0 %" in pages[0]
    results = [ResultLine(2, "Bo", 99_950), ResultLine(1, "Ana", 166_550), ResultLine(3, "Cy", 0)]
    text = _pages(save_pdf(results_html("Club", results, "USD"), tmp_path / "r.pdf"))[0]
    assert "1st Ana $ 1,665.50 2nd Bo $ 999.50 3rd Cy" in text
