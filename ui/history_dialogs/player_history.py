"""A person's history: search the player database; events, places, cashes, winnings."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tournament.errors import DomainError
from ui.dialogs import table_view
from ui.domain_text import domain_text
from ui.history import DataFormat, HistoryFacade, PlayerEvent, itm_percent
from ui.history_dialogs.common import (
    SUMMARY_STYLE,
    Save,
    add_export_bar,
    filters,
    format_date,
)
from ui.qtmodels import RowsModel
from ui.wording import money, ordinal

__all__ = ["PlayerHistoryDialog"]


class PlayerHistoryDialog(QDialog):
    """Search the player database; a person's events, places, cashes and winnings."""

    def __init__(self, history: HistoryFacade, save: Save, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self._save = save
        self.setWindowTitle(self.tr("Player history"))
        self.resize(1000, 620)
        layout = QVBoxLayout(self)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Type part of a name to find a player"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._find)
        layout.addWidget(self.search)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.people = QListWidget()
        self.people.currentRowChanged.connect(self._show)
        split.addWidget(self.people)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel(self.tr("Choose a player on the left."))
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setStyleSheet(SUMMARY_STYLE)
        right_layout.addWidget(self.summary)
        self.model: RowsModel[PlayerEvent] = RowsModel(
            [
                self.tr("Date"),
                self.tr("Tournament"),
                self.tr("Place"),
                self.tr("Prize"),
                self.tr("Paid in"),
            ],
            [
                lambda e: format_date(e.date_ms),
                self._tournament,
                self._place,
                lambda e: money(e.prize_cents, e.currency) if e.prize_cents else "",
                lambda e: money(e.paid_in_cents, e.currency),
            ],
            align_right=frozenset({2, 3, 4}),
        )
        self.view = table_view(self.model)
        self.view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.view.horizontalHeader().setStretchLastSection(False)
        right_layout.addWidget(self.view, 1)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setSizes([260, 740])
        layout.addWidget(split, 1)
        bar = add_export_bar(
            self,
            layout,
            self.tr("Export every player's statistics (CSV)…"),
            self.tr("Export every player's statistics (JSON)…"),
            self.export,
        )
        self.status, self.csv_button, self.json_button = bar.status, bar.csv_button, bar.json_button
        self._ids: list[str] = []
        self._find("")

    def _tournament(self, e: PlayerEvent) -> str:
        """The tournament's name, and the satellite the player's seat came from."""
        if e.seat_from:
            return (
                self.tr("%1 (seat from %2)").replace("%1", e.tournament).replace("%2", e.seat_from)
            )
        return e.tournament

    def _place(self, e: PlayerEvent) -> str:
        if e.seat:  # a satellite: a seat, not a place
            return self.tr("Seat: %1").replace("%1", e.seat)
        if e.place is None:
            return self.tr("playing")
        return self.tr("%1 of %2").replace("%1", ordinal(e.place)).replace("%2", str(e.players))

    def _find(self, text: str) -> None:
        try:
            people = list(self.history.find_players(text))
        except DomainError as exc:
            self.status.setText(domain_text(str(exc)))
            return
        self.people.blockSignals(True)
        self.people.clear()
        self._ids = [p.id for p in people]
        for p in people:
            self.people.addItem(f"{p.name} ({p.country})" if p.country else p.name)
        self.people.blockSignals(False)
        if not people:
            self.summary.setText(
                self.tr("Nobody in the player database matches “%1”.").replace("%1", text)
            )
            self.model.set_rows([])
        else:
            self.people.setCurrentRow(0)
            self._show(0)

    def choose(self, person_id: str) -> None:
        """Show this person (as if clicked in the list)."""
        self.people.setCurrentRow(self._ids.index(person_id))

    def _show(self, row: int) -> None:
        if not 0 <= row < len(self._ids):
            return
        person = self._ids[row]
        try:
            events = list(self.history.player_history(person))
            summary = self.history.player_summary(person)
        except DomainError as exc:  # e.g. the database is unreachable right now
            self.status.setText(domain_text(str(exc)))
            return
        self.model.set_rows(events)
        name = self.people.item(row).text()
        if summary is None or not events:
            self.summary.setText(
                self.tr("<b>%1</b> has not played a tournament yet.").replace("%1", name)
            )
            return
        currency = events[-1].currency
        net = summary.prize_cents - summary.paid_in_cents
        best = ordinal(summary.best_place) if summary.best_place else "—"
        self.summary.setText(
            f"<b>{name}</b><br>"
            + self.tr("Events %1 · Wins %2 · Cashes %3 (in the money %4%) · Best place %5")
            .replace("%1", str(summary.events))
            .replace("%2", str(summary.wins))
            .replace("%3", str(summary.cashes))
            .replace("%4", f"{itm_percent(summary):.0f}")
            .replace("%5", best)
            + "<br>"
            + self.tr("Won %1 · Paid in %2 · Net %3 · Knockouts %4")
            .replace("%1", money(summary.prize_cents, currency))
            .replace("%2", money(summary.paid_in_cents, currency))
            .replace("%3", ("+" if net > 0 else "−" if net < 0 else "") + money(abs(net), currency))
            .replace("%4", str(summary.knockouts))
        )

    def export(self, fmt: DataFormat) -> str:
        """Save every player's statistics as CSV or JSON."""
        message = self._save(
            self.tr("Export player statistics"),
            f"players.{fmt}",
            filters(fmt),
            lambda: self.history.players_text(fmt),
        )
        self.status.setText(message)
        return message
