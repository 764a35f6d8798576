"""Seasons and leagues: points formula or table, tournaments that count, standings."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tournament.errors import DomainError
from ui.dialogs import table_view
from ui.domain_text import domain_text
from ui.history import DataFormat, HistoryFacade, StandingLine
from ui.history_dialogs.common import (
    ERROR_STYLE,
    OK_STYLE,
    Save,
    add_export_bar,
    file_slug,
    filters,
    format_date,
)
from ui.locale_format import program_locale, with_decimals
from ui.qtmodels import RowsModel
from ui.viewmodels import TournamentItem

__all__ = ["SeasonDialog"]


def _points(points: float) -> str:
    """Points as the language writes numbers, without trailing zeros ("12,5" in German)."""
    text = with_decimals(points, 2)
    sign = program_locale().decimalPoint()
    return text.rstrip("0").rstrip(sign) if sign in text else text


class SeasonDialog(QDialog):
    """Choose or create a season, its points formula or table and its tournaments; see and
    export its standings."""

    def __init__(
        self,
        history: HistoryFacade,
        tournaments: Sequence[TournamentItem],
        save: Save,
        parent: QWidget | None = None,
        read_only: bool = False,
    ) -> None:
        super().__init__(parent)
        self.history = history
        self.tournaments = list(tournaments)
        self._save = save
        self.setWindowTitle(self.tr("Season / league standings"))
        self.resize(1000, 680)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Season:")))
        self.season_box = QComboBox()
        self.season_box.setMinimumWidth(260)
        self.season_box.currentIndexChanged.connect(self._season_chosen)
        top.addWidget(self.season_box, 1)
        self.new_button = QPushButton(self.tr("New season"))
        self.new_button.clicked.connect(self.new_season)
        top.addWidget(self.new_button)
        layout.addLayout(top)

        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        form_layout = QVBoxLayout(left)
        form_layout.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("e.g. Spring league 2027"))
        form.addRow(self.tr("Name"), self.name_edit)
        self.formula_edit = QLineEdit()
        self.formula_edit.setPlaceholderText("10 * sqrt(players) / sqrt(place)")
        self.formula_edit.textChanged.connect(self._check_formula)
        form.addRow(self.tr("Points"), self.formula_edit)
        form_layout.addLayout(form)
        self.formula_state = QLabel()
        self.formula_state.setWordWrap(True)
        form_layout.addWidget(self.formula_state)
        help_text = QLabel(
            self.tr(
                "A formula may use players, place, buyin, entries, rebuys, addons, prize and "
                "bounties (money in whole units), knockouts (players busted), + − * / ^, "
                "brackets and sqrt, ln, min, max, "
                "abs, floor, round. Or a points table: “table: 100, 70, 50; 10” gives 100 to "
                "the winner, 70, 50, then 10 to every other finisher."
            )
        )
        help_text.setWordWrap(True)
        help_text.setStyleSheet("color: #555;")
        form_layout.addWidget(help_text)
        form_layout.addWidget(QLabel(self.tr("Tournaments that count:")))
        self.tournament_list = QListWidget()
        for item in self.tournaments:
            entry = QListWidgetItem(f"{item.name} · {format_date(item.created_ms)}")
            entry.setFlags(entry.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            entry.setCheckState(Qt.CheckState.Unchecked)
            self.tournament_list.addItem(entry)
        form_layout.addWidget(self.tournament_list, 1)
        self.save_button = QPushButton(self.tr("Save season and show standings"))
        self.save_button.setEnabled(not read_only)
        self.save_button.clicked.connect(self.save_season)
        form_layout.addWidget(self.save_button)
        split.addWidget(left)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.standings_title = QLabel()
        self.standings_title.setStyleSheet("font-weight: bold;")
        right_layout.addWidget(self.standings_title)
        self.model: RowsModel[StandingLine] = RowsModel(
            [self.tr("Rank"), self.tr("Player"), self.tr("Points"), self.tr("Events")],
            [
                lambda s: str(s.rank),
                lambda s: s.name,
                lambda s: _points(s.points),
                lambda s: str(s.events),
            ],
            align_right=frozenset({0, 2, 3}),
        )
        self.view = table_view(self.model)
        self.view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.view.horizontalHeader().setStretchLastSection(False)
        right_layout.addWidget(self.view, 1)
        split.addWidget(right)
        split.setSizes([460, 540])
        layout.addWidget(split, 1)

        bar = add_export_bar(
            self,
            layout,
            self.tr("Export standings (CSV)…"),
            self.tr("Export standings (JSON)…"),
            self.export,
        )
        self.status, self.csv_button, self.json_button = bar.status, bar.csv_button, bar.json_button
        self.season_id: int | None = None
        self._fill_seasons(None)

    # ----------------------------------------------------------------- seasons
    def _fill_seasons(self, select: int | None) -> None:
        self._seasons = list(self.history.seasons())
        self.season_box.blockSignals(True)
        self.season_box.clear()
        for season in self._seasons:
            self.season_box.addItem(season.name, season.id)
        self.season_box.blockSignals(False)
        if not self._seasons:
            self.new_season()
            return
        ids = [s.id for s in self._seasons]
        index = ids.index(select) if select in ids else 0
        self.season_box.setCurrentIndex(index)
        self._season_chosen(index)

    def choose_season(self, name: str) -> None:
        """Show the season called ``name`` (as if picked in the list)."""
        self.season_box.setCurrentIndex(self.season_box.findText(name))

    def _season_chosen(self, index: int) -> None:
        if not 0 <= index < len(self._seasons):
            return
        season = self._seasons[index]
        self.season_id = season.id
        self.name_edit.setText(season.name)
        self.formula_edit.setText(season.formula)
        self.set_tournaments(season.tournament_ids)
        self._show_standings()

    def new_season(self) -> None:
        """Start a new season: empty name and formula, no tournament checked."""
        self.season_id = None
        self.season_box.blockSignals(True)
        self.season_box.setCurrentIndex(-1)
        self.season_box.blockSignals(False)
        self.name_edit.clear()
        self.formula_edit.clear()
        self.set_tournaments(())
        self.model.set_rows([])
        self.standings_title.setText(
            self.tr("Name the season, write its points formula, tick its tournaments, then save.")
        )
        self.name_edit.setFocus()

    def set_tournaments(self, tournament_ids: Sequence[str]) -> None:
        """Tick exactly these tournaments."""
        wanted = set(tournament_ids)
        for i, item in enumerate(self.tournaments):
            state = (
                Qt.CheckState.Checked if item.tournament_id in wanted else Qt.CheckState.Unchecked
            )
            self.tournament_list.item(i).setCheckState(state)

    def checked_tournaments(self) -> list[str]:
        """The ids of the ticked tournaments."""
        return [
            item.tournament_id
            for i, item in enumerate(self.tournaments)
            if self.tournament_list.item(i).checkState() == Qt.CheckState.Checked
        ]

    def _check_formula(self, text: str) -> bool:
        if not text.strip():
            self.formula_state.setText(self.tr("Write a points formula or a points table."))
            self.formula_state.setStyleSheet(ERROR_STYLE)
            return False
        try:
            self.history.check_formula(text)
        except DomainError as exc:
            self.formula_state.setText(domain_text(str(exc)))
            self.formula_state.setStyleSheet(ERROR_STYLE)
            return False
        self.formula_state.setText(self.tr("✓ The points rule is valid."))
        self.formula_state.setStyleSheet(OK_STYLE)
        return True

    def save_season(self) -> bool:
        """Store the season (name, points rule, tournaments) and show its standings."""
        if not self._check_formula(self.formula_edit.text()):
            self.status.setText(self.formula_state.text())
            self.status.setStyleSheet(ERROR_STYLE)
            return False
        try:
            season_id = self.history.save_season(
                self.season_id,
                self.name_edit.text(),
                self.formula_edit.text().strip(),
                self.checked_tournaments(),
            )
        except DomainError as exc:
            self.status.setText(domain_text(str(exc)))
            self.status.setStyleSheet(ERROR_STYLE)
            return False
        self.status.setText(self.tr("Season “%1” saved.").replace("%1", self.name_edit.text()))
        self.status.setStyleSheet(OK_STYLE)
        self._fill_seasons(season_id)
        return True

    def _show_standings(self) -> None:
        if self.season_id is None:
            return
        try:
            lines = list(self.history.standings(self.season_id))
        except DomainError as exc:
            self.model.set_rows([])
            self.standings_title.setText(
                self.tr("The standings cannot be computed: %1").replace("%1", domain_text(str(exc)))
            )
            self.standings_title.setStyleSheet(ERROR_STYLE)
            return
        self.model.set_rows(lines)
        self.standings_title.setStyleSheet("font-weight: bold;")
        count = len(self.checked_tournaments())
        self.standings_title.setText(
            self.tr("Standings after %n tournament(s)", "", count)
            if lines
            else self.tr("No finished places yet in this season's tournaments.")
        )

    def export(self, fmt: DataFormat) -> str:
        """Save the standings of the saved season as CSV or JSON."""
        season_id = self.season_id
        if season_id is None:
            message = self.tr("Save the season first.")
        else:
            message = self._save(
                self.tr("Export standings"),
                f"{file_slug(self.name_edit.text())}-standings.{fmt}",
                filters(fmt),
                lambda: self.history.standings_text(season_id, fmt),
            )
        self.status.setText(message)
        self.status.setStyleSheet("")
        return message
