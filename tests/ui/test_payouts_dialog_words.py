"""The payout editor's sum reads as the director's language writes money (issue 23: a
German director read "Summe: 2,700.00 EUR", which in German is two euros seventy).

The demo's four prizes: 1,134 + 658 + 495 + 413 = 2,700 euros."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from ui.dialogs import PayoutsDialog


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
