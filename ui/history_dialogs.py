"""The History dialogs: results of a tournament, a player's history, season standings.

They read through :class:`ui.history.HistoryFacade` only. Files are saved through ``save``
(the console's): ``save(title, suggested_name, filters, produce) -> message`` asks where,
writes ``produce()``'s text whole and returns what to tell the director ("" when cancelled).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
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
from ui.history import (
    DataFormat,
    HistoryFacade,
    PlayerEvent,
    ResultLine,
    StandingLine,
    itm_percent,
)
from ui.qtmodels import RowsModel
from ui.viewmodels import TournamentItem
from ui.wording import money, ordinal

__all__ = [
    "PlayerHistoryDialog",
    "ResultsDialog",
    "Save",
    "SeasonDialog",
    "file_slug",
    "format_date",
]

Save = Callable[[str, str, str, Callable[[], str]], str]
"""``save(title, suggested_name, filters, produce) -> message`` ("" when cancelled)."""

ERROR_STYLE = "color: #b3261e; font-weight: bold;"
OK_STYLE = "color: #1e6b35;"
SUMMARY_STYLE = "background: #eef3f0; color: #1b1b1b; padding: 8px; border-radius: 6px;"


def format_date(ms: int) -> str:
    """An instant as a local calendar date (``2027-01-15``)."""
    return datetime.fromtimestamp(ms / 1000).strftime("%Y-%m-%d")


def _filters(fmt: DataFormat) -> str:
    if fmt == "csv":
        return QCoreApplication.translate("HistoryDialogs", "CSV files (*.csv)")
    return QCoreApplication.translate("HistoryDialogs", "JSON (*.json)")


def file_slug(text: str) -> str:
    """A name for a file from a title: ``"Friday Night!"`` -> ``friday-night``."""
    kept = "".join(ch if ch.isalnum() else "-" for ch in text.strip().lower())
    return "-".join(part for part in kept.split("-") if part) or "export"


def _close_box(dialog: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    box.rejected.connect(dialog.reject)
    return box


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
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        self.csv_button = QPushButton(self.tr("Export CSV…"))
        self.json_button = QPushButton(self.tr("Export JSON…"))
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self.json_button.clicked.connect(lambda: self.export("json"))
        row.addWidget(self.csv_button)
        row.addWidget(self.json_button)
        row.addStretch(1)
        row.addWidget(_close_box(self))
        layout.addLayout(row)

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
            _filters(fmt),
            lambda: self.history.results_text(self.tournament_id, fmt),
        )
        self.status.setText(message)
        return message


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
                lambda e: e.tournament,
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
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        self.csv_button = QPushButton(self.tr("Export every player's statistics (CSV)…"))
        self.json_button = QPushButton(self.tr("Export every player's statistics (JSON)…"))
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self.json_button.clicked.connect(lambda: self.export("json"))
        row.addWidget(self.csv_button)
        row.addWidget(self.json_button)
        row.addStretch(1)
        row.addWidget(_close_box(self))
        layout.addLayout(row)
        self._ids: list[str] = []
        self._find("")

    def _place(self, e: PlayerEvent) -> str:
        if e.place is None:
            return self.tr("playing")
        return self.tr("%1 of %2").replace("%1", ordinal(e.place)).replace("%2", str(e.players))

    def _find(self, text: str) -> None:
        try:
            people = list(self.history.find_players(text))
        except DomainError as exc:
            self.status.setText(str(exc))
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
        events = list(self.history.player_history(person))
        summary = self.history.player_summary(person)
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
            _filters(fmt),
            lambda: self.history.players_text(fmt),
        )
        self.status.setText(message)
        return message


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
                "bounties (money in whole units), + − * / ^, brackets and sqrt, ln, min, max, "
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
                lambda s: f"{s.points:,.2f}".rstrip("0").rstrip("."),
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

        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        self.csv_button = QPushButton(self.tr("Export standings (CSV)…"))
        self.json_button = QPushButton(self.tr("Export standings (JSON)…"))
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self.json_button.clicked.connect(lambda: self.export("json"))
        row.addWidget(self.csv_button)
        row.addWidget(self.json_button)
        row.addStretch(1)
        row.addWidget(_close_box(self))
        layout.addLayout(row)
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
            self.formula_state.setText(str(exc))
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
            self.status.setText(str(exc))
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
                self.tr("The standings cannot be computed: %1").replace("%1", str(exc))
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
                _filters(fmt),
                lambda: self.history.standings_text(season_id, fmt),
            )
        self.status.setText(message)
        self.status.setStyleSheet("")
        return message
