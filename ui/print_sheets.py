"""The sheets a director prints for the night beside the seating chart (see
:mod:`ui.printing`, which lays them out on paper):

* the **results sheet**: every finisher with entries, knockouts, bounties and prize, the
  date, the prize pool and the totals;
* the **structure** with each step's length, when it starts (counted from the start of
  play) and the breaks' colour-ups;
* **seat cards** two across and eight down (16 to a page: 40 players on three pages);
* **receipts** for what a player paid in and for a prize paid out, with a signature line.

Every word goes through Qt's translation system (context ``Printing``).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication

from tournament.service.receipts import BuyInReceipt, PayoutReceipt
from tournament.structure_schedule import ScheduledStep, elapsed_text
from ui.history import ResultLine
from ui.printing import NEW_PAGE, STYLE, SeatSlip, grid_html, page_html
from ui.viewmodels import format_chips
from ui.wording import money, ordinal

__all__ = [
    "buy_in_receipt_html",
    "payout_receipt_html",
    "results_sheet_html",
    "seat_cards_html",
    "structure_sheet_html",
]


def results_sheet_html(
    event: str, date: str, pool: str, lines: Sequence[ResultLine], currency: str
) -> str:
    """The results: every player by place (players still in last, without a place), with
    entries, knockouts, bounties won and prize, under the date and the prize pool, and a
    line of totals."""
    header = (
        QCoreApplication.translate("Printing", "Place"),
        QCoreApplication.translate("Printing", "Player"),
        QCoreApplication.translate("Printing", "Entries"),
        QCoreApplication.translate("Printing", "Knockouts"),
        QCoreApplication.translate("Printing", "Bounties"),
        QCoreApplication.translate("Printing", "Prize"),
    )
    rows = [
        (
            QCoreApplication.translate("Printing", "Seat")
            if r.seat
            else ordinal(r.place)
            if r.place is not None
            else QCoreApplication.translate("Printing", "still in"),
            r.name,
            str(r.entries),
            str(r.knockouts),
            money(r.bounty_cents, currency) if r.bounty_cents else "",
            money(r.prize_cents, currency) if r.prize_cents else "",
        )
        for r in lines
    ]
    entries = sum(r.entries for r in lines)
    rows.append(
        (
            QCoreApplication.translate("Printing", "Total"),
            QCoreApplication.translate("Printing", "%1 players").replace("%1", str(len(lines))),
            str(entries),
            str(sum(r.knockouts for r in lines)),
            money(sum(r.bounty_cents for r in lines), currency),
            money(sum(r.prize_cents for r in lines), currency),
        )
    )
    facts = (
        QCoreApplication.translate("Printing", "%1 · Prize pool %2 · %3 entries")
        .replace("%1", date)
        .replace("%2", pool)
        .replace("%3", str(entries))
    )
    body = f"<h2>{escape(facts)}</h2>{grid_html(header, rows, {2, 3, 4, 5})}"
    return page_html(QCoreApplication.translate("Printing", "Results"), event, body)


def _colour_up(chips: tuple[int, ...]) -> str:
    if not chips:
        return ""
    return QCoreApplication.translate("Printing", "Colour up %1").replace(
        "%1", ", ".join(format_chips(c) for c in chips)
    )


def structure_sheet_html(
    event: str, levels: Sequence[tuple[str, str]], steps: Sequence[ScheduledStep]
) -> str:
    """The structure: each level or break (its title and stakes, as the console lists
    them) with its length, its start after the start of play and a break's colour-up."""
    header = (
        QCoreApplication.translate("Printing", "Level"),
        QCoreApplication.translate("Printing", "Game and stakes"),
        QCoreApplication.translate("Printing", "Length"),
        QCoreApplication.translate("Printing", "Starts"),
        QCoreApplication.translate("Printing", "Colour-up"),
    )
    rows = [
        (
            title.removeprefix("▶ "),
            stakes,
            QCoreApplication.translate("Printing", "%1 min").replace(
                "%1", str(step.length_ms // 60_000)
            ),
            elapsed_text(step.start_ms),
            _colour_up(step.colour_up),
        )
        for (title, stakes), step in zip(levels, steps, strict=False)
    ]
    note = QCoreApplication.translate(
        "Printing",
        "Starts: hours and minutes after the start of play, if the clock is never paused.",
    )
    body = (
        grid_html(header, rows, {2, 3}, {0: 16, 1: 46, 2: 12, 3: 10, 4: 16})
        + f"<p class='small'>{escape(note)}</p>"
    )
    return page_html(QCoreApplication.translate("Printing", "Structure"), event, body)


def _seat_line(slip: SeatSlip) -> str:
    return (
        QCoreApplication.translate("Printing", "Table %1 · Seat %2")
        .replace("%1", str(slip.table))
        .replace("%2", str(slip.seat))
    )


def seat_cards_html(event: str, slips: Sequence[SeatSlip], columns: int = 2, rows: int = 8) -> str:
    """Seat cards ``columns`` across and ``rows`` down on each page (cut along the dashed
    lines): the player's name, the table and seat large, the event small."""
    per_page = columns * rows
    pages: list[str] = []
    for start in range(0, len(slips), per_page):
        cards = slips[start : start + per_page]
        lines = []
        for top in range(0, len(cards), columns):
            cells = "".join(
                "<td width='50%' style='border: 1px dashed #333;'>"
                f"<p style='font-size: 8pt; color: #444; margin: 0;'>{escape(event)}</p>"
                f"<p style='font-size: 12pt; font-weight: bold; margin: 0;'>{escape(c.name)}</p>"
                f"<p style='font-size: 15pt; font-weight: bold; margin: 0;'>"
                f"{escape(_seat_line(c))}</p>"
                "</td>"
                for c in cards[top : top + columns]
            )
            lines.append(f"<tr>{cells}</tr>")
        style = f" style='{NEW_PAGE}'" if pages else ""
        pages.append(
            f"<table width='100%' cellspacing='0' cellpadding='12'{style}>{''.join(lines)}</table>"
        )
    return f"<html><head>{STYLE}</head><body>{''.join(pages)}</body></html>"


def _kind(kind: str) -> str:
    words = {
        "buy_in": QCoreApplication.translate("Printing", "Buy-in"),
        "re_entry": QCoreApplication.translate("Printing", "Re-entry"),
        "rebuy": QCoreApplication.translate("Printing", "Rebuy"),
        "add_on": QCoreApplication.translate("Printing", "Add-on"),
    }
    return words[kind]


def _printed(printed: str) -> str:
    text = QCoreApplication.translate("Printing", "Printed %1").replace("%1", printed)
    return f"<p class='small'>{escape(text)}</p>"


def _signature() -> str:
    line = escape(QCoreApplication.translate("Printing", "Received by (signature)"))
    return f"<p>&nbsp;</p><p>{line}: ______________________________</p>"


def buy_in_receipt_html(
    event: str, receipt: BuyInReceipt, currency: str, printed: str, times: Sequence[str]
) -> str:
    """A receipt for what a player paid in: each entry (``times``: when it was bought, as
    the reader reads a time) with its prize-pool part, fee, bounty and total."""
    header = (
        QCoreApplication.translate("Printing", "Entry"),
        QCoreApplication.translate("Printing", "When"),
        QCoreApplication.translate("Printing", "Chips"),
        QCoreApplication.translate("Printing", "Prize pool"),
        QCoreApplication.translate("Printing", "Fee"),
        QCoreApplication.translate("Printing", "Bounty"),
        QCoreApplication.translate("Printing", "Paid"),
    )
    rows = [
        (
            _kind(e.kind),
            when,
            format_chips(e.chips),
            money(e.amount, currency),
            money(e.fee, currency),
            money(e.bounty, currency),
            money(e.total, currency),
        )
        for e, when in zip(receipt.entries, times, strict=True)
    ]
    rows.append(
        (
            QCoreApplication.translate("Printing", "Total"),
            "",
            "",
            "",
            "",
            "",
            money(receipt.total, currency),
        )
    )
    who = escape(receipt.player)
    body = (
        f"<h2>{who}</h2>{grid_html(header, rows, {2, 3, 4, 5, 6})}{_printed(printed)}{_signature()}"
    )
    return page_html(QCoreApplication.translate("Printing", "Receipt: buy-in"), event, body)


def payout_receipt_html(event: str, receipt: PayoutReceipt, currency: str, printed: str) -> str:
    """A receipt for a prize: the place and the prize the player receives, whether the
    payment is recorded in the event, and a line for the player's signature."""
    place = (
        ordinal(receipt.place)
        if receipt.place is not None
        else QCoreApplication.translate("Printing", "Deal")
    )
    state = (
        QCoreApplication.translate("Printing", "Recorded as paid")
        if receipt.paid >= receipt.prize
        else QCoreApplication.translate("Printing", "Not yet recorded as paid")
    )
    header = (
        QCoreApplication.translate("Printing", "What"),
        QCoreApplication.translate("Printing", "Amount"),
    )
    rows = [
        (QCoreApplication.translate("Printing", "Place"), place),
        (QCoreApplication.translate("Printing", "Prize received"), money(receipt.prize, currency)),
        (QCoreApplication.translate("Printing", "In the event's records"), state),
    ]
    body = (
        f"<h2>{escape(receipt.player)}</h2>{grid_html(header, rows, {1})}"
        f"{_printed(printed)}{_signature()}"
    )
    return page_html(QCoreApplication.translate("Printing", "Receipt: prize"), event, body)
