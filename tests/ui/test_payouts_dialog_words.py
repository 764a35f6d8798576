"""Money in the payout editor and the New-tournament dialog reads as the director's language
writes it (issue 23: a German director read "Summe: 2,700.00 EUR", which in German is two
euros seventy, and "Ein Spieler zahlt 110.00 EUR pro Entry").

The demo's four prizes: 1,134 + 658 + 495 + 413 = 2,700 euros."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from ui.dialogs import PayoutsDialog
from ui.new_tournament import NewTournamentDialog


@pytest.mark.parametrize(
    ("language", "total"),
    [
        ("en", "Total: 2,700.00 EUR"),
        ("de", "Summe: 2.700,00 EUR"),
        ("fr", "Total : 2\u202f700,00 EUR"),
        ("ja", "合計：2,700.00 EUR"),
    ],
    indirect=["language"],
)
def test_the_sum_of_the_prizes_is_written_as_the_language_writes_numbers(
    qtbot: QtBot, language: str, total: str
) -> None:
    dialog = PayoutsDialog([113_400, 65_800, 49_500, 41_300], "EUR", "2.700 €")
    qtbot.addWidget(dialog)
    assert dialog.total.text() == total


@pytest.mark.parametrize(
    ("language", "price"),
    [
        ("en", "A player pays 110.00 EUR per entry."),
        ("de", "Ein Spieler zahlt 110,00 EUR pro Entry."),
    ],
    indirect=["language"],
)
def test_the_price_of_an_entry_is_written_as_the_language_writes_numbers(
    qtbot: QtBot, language: str, price: str
) -> None:
    """The New-tournament dialog's default: a buy-in of 100.00 and a fee of 10.00."""
    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    assert dialog.price_label.text() == price
