"""Dialogs collect the director's answer and show the domain's values and refusals."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QAbstractItemModelTester
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from tournament.errors import DomainError
from ui.chip_count import ChipCountDialog
from ui.dialogs import DealDialog, PayoutsDialog
from ui.qtmodels import deal_model, results_model
from ui.viewmodels import CountRow, DealMethod, DealPreview, DealShareLine, PayoutLine


def _preview(method: DealMethod, unit: int = 1, play_for: int = 0) -> DealPreview:
    if method == "icm":
        raise DomainError("Record every remaining player's chip count before the deal")
    amount = {"chip_chop": (700, 300), "even": (500, 500)}[method]
    shares = tuple(
        DealShareLine(name, chips, f"€ {a / 100:.2f}", a)
        for name, chips, a in zip(("Ana", "Bo"), (70, 30), amount, strict=True)
    )
    return DealPreview(method, shares, "€ 10", 1000)


def test_deal_dialog_shows_a_refusal_and_cannot_be_confirmed(qtbot: QtBot) -> None:
    dialog = DealDialog(_preview)
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.current is None
    assert not ok.isEnabled()
    assert "chip count" in dialog.total.text()
    dialog.choose("chip_chop")
    assert ok.isEnabled()
    assert dialog.model.rowCount() == 2
    assert dialog.model.data(dialog.model.index(0, 2)) == "€ 7.00"


def test_chip_count_dialog_records_only_the_counts_typed(qtbot: QtBot) -> None:
    rows = [CountRow("a", "Ana", 1, 3, 20_000), CountRow("b", "Bo", 2, 5, 9_000)]
    dialog = ChipCountDialog(rows)
    qtbot.addWidget(dialog)
    assert dialog.counts() == {}  # nothing typed: the recorded stacks stay
    dialog.set_count("a", 12_500)
    assert dialog.counts() == {"a": 12_500}
    # Ana 20,000 -> 12,500 (-7,500); Bo keeps 9,000: 21,500 held.
    assert dialog.total.text() == (
        "Counted 1 of 2 · these counts 12,500 (recorded 20,000, -7,500) · "
        "these players now hold 21,500"
    )


def test_payouts_dialog_reads_cents(qtbot: QtBot) -> None:
    dialog = PayoutsDialog([100_050, 50_000], "EUR", "€ 1,500.50")
    qtbot.addWidget(dialog)
    dialog.set_amount(2, 49_925)
    assert dialog.amounts() == [100_050, 49_925]
    dialog.remove_place()
    assert dialog.amounts() == [100_050]


@pytest.mark.parametrize("rows", [0, 3])
def test_results_and_deal_models_pass_qt_model_tester(qtbot: QtBot, rows: int) -> None:
    results = results_model()
    deal = deal_model()
    for model in (results, deal):
        QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    results.set_rows(
        [PayoutLine(f"{i + 1}", f"P{i}", "€ 1", "To pay", f"p{i}") for i in range(rows)]
    )
    deal.set_rows([DealShareLine(f"P{i}", 10 * i, "€ 1", 100) for i in range(rows)])
    assert results.rowCount() == deal.rowCount() == rows
