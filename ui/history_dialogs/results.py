"""The results of one tournament: places, names, prizes and bounties, with exports."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QHeaderView,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ui.dialogs import table_view
from ui.history import DataFormat, HistoryFacade, ResultLine
from ui.history_dialogs.common import (
    SUMMARY_STYLE,
    Save,
    add_export_bar,
    file_slug,
    filters,
)
from ui.qtmodels import RowsModel
from ui.wording import money, ordinal

__all__ = ["ResultsDialog"]


class ResultsDialog(QDialog):
    """Places, names, prizes and bounties of one tournament, with CSV/JSON export."""

    def __init__(
        self,
        history: HistoryFacade,
        tournament_id: str,
        name: str,
        save: Save,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.history = history
        self.tournament_id = tournament_id
        self.name = name
        self._save = save
        self.setWindowTitle(self.tr("Results — %1").replace("%1", name))
        self.resize(900, 560)
        currency = history.currency(tournament_id)
        self.lines: list[ResultLine] = list(history.results(tournament_id))
        layout = QVBoxLayout(self)
        self.summary = QLabel(self._summary(currency))
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet(SUMMARY_STYLE)
        layout.addWidget(self.summary)
        self.model: RowsModel[ResultLine] = RowsModel(
            [
                self.tr("Place"),
                self.tr("Player"),
                self.tr("Prize"),
                self.tr("Knockouts"),
                self.tr("Bounties won"),
                self.tr("Entries"),
                self.tr("Rebuys"),
                self.tr("Add-ons"),
                self.tr("Paid in"),
            ],
            [
                lambda r: ordinal(r.place) if r.place else self.tr("playing"),
                lambda r: r.name,
                lambda r: money(r.prize_cents, currency) if r.prize_cents else "",
                lambda r: str(r.knockouts) if r.knockouts else "",
                lambda r: money(r.bounty_cents, currency) if r.bounty_cents else "",
                lambda r: str(r.entries),
                lambda r: str(r.rebuys) if r.rebuys else "",
                lambda r: str(r.add_ons) if r.add_ons else "",
                lambda r: money(r.paid_in_cents, currency),
            ],
            align_right=frozenset({0, 2, 3, 4, 5, 6, 7, 8}),
        )
        self.model.set_rows(self.lines)
        self.view = table_view(self.model)
        self.view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.view.horizontalHeader().setStretchLastSection(False)
        layout.addWidget(self.view, 1)
        bar = add_export_bar(
            self, layout, self.tr("Export CSV…"), self.tr("Export JSON…"), self.export
        )
        self.status, self.csv_button, self.json_button = bar.status, bar.csv_button, bar.json_button

    def _summary(self, currency: str) -> str:
        finished = sum(1 for r in self.lines if r.place is not None)
        prizes = sum(r.prize_cents for r in self.lines)
        bounties = sum(r.bounty_cents for r in self.lines)
        return (
            self.tr("%1 players · %2 finished · prizes %3 · bounties %4")
            .replace("%1", str(len(self.lines)))
            .replace("%2", str(finished))
            .replace("%3", money(prizes, currency))
            .replace("%4", money(bounties, currency))
        )

    def export(self, fmt: DataFormat) -> str:
        """Save the results as CSV or JSON where the director chooses."""
        message = self._save(
            self.tr("Export results"),
            f"{file_slug(self.name)}-results.{fmt}",
            filters(fmt),
            lambda: self.history.results_text(self.tournament_id, fmt),
        )
        self.status.setText(message)
        return message
