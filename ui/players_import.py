"""Importing players from a CSV file into the player database, with a preview.

The file is read with :func:`tournament.player_names.read_players_csv` (a header row naming
the columns; ``,`` ``;`` or tab; UTF-16, UTF-8 or Windows-1252). The preview lists every good row
as **new** or **already in the database** (case, accents and spaces ignored), and every bad
row with its line and what is wrong; only the new ones are added, in one transaction, when
the director presses **Add N new players**. Nothing is written before that.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament.player_names import CsvPlayers, read_players_csv
from ui.people import PeopleFacade

__all__ = ["CsvImportDialog", "import_players_csv"]

CSV_FILTERS = "CSV (*.csv *.txt);;*"


class CsvImportDialog(QDialog):
    """The preview of a CSV file's players (see the module docstring)."""

    def __init__(self, source: str, read: CsvPlayers, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.read = read
        self.setWindowTitle(self.tr("Import players from CSV"))
        self.resize(820, 560)
        layout = QVBoxLayout(self)
        new = len(read.new_players)
        known = len(read.players) - new
        self.summary = QLabel(
            self.tr("%1: %2 new, %3 already in the database, %4 with a problem (%5).")
            .replace("%1", source)
            .replace("%2", str(new))
            .replace("%3", str(known))
            .replace("%4", str(len(read.problems)))
            .replace("%5", read.encoding)
        )
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.table = QTableWidget(len(read.players), 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Line"), self.tr("Name"), self.tr("Country"), self.tr("In the database")]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        for row, player in enumerate(read.players):
            status = (
                self.tr("already in (as %1): skipped").replace("%1", player.existing)
                if player.existing
                else self.tr("new")
            )
            cells = (str(player.line), player.name, player.country, status)
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        layout.addWidget(self.table, 1)
        self.problems = QLabel("\n".join(read.problems))
        self.problems.setStyleSheet("color: #b00020; font-weight: bold;")
        self.problems.setWordWrap(True)
        self.problems.setVisible(bool(read.problems))
        layout.addWidget(self.problems)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Add %1 new player(s)").replace("%1", str(new)))
        self.ok_button.setEnabled(new > 0)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


def import_players_csv(
    people: PeopleFacade,
    run_dialog: Callable[[QDialog], bool],
    choose_file: Callable[[str, str], str],
    parent: QWidget | None = None,
    names: list[str] | None = None,
) -> int:
    """Ask for a CSV file, preview it and add its new players; how many were added.
    ``names`` receives the file's players (new and known) once the import is confirmed."""
    path = choose_file(
        QCoreApplication.translate("CsvImportDialog", "Import players from CSV"), CSV_FILTERS
    )
    if not path:
        return 0
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        read = CsvPlayers((), (f"{path}: {exc.strerror or exc}",), "")
    else:
        read = read_players_csv(data, [p.name for p in people.people()])
    dialog = CsvImportDialog(Path(path).name, read, parent)
    if not run_dialog(dialog) or not read.new_players:
        return 0
    added = people.add_people([(p.name, p.country, p.notes) for p in read.new_players])
    if names is not None:
        names.extend(p.existing or p.name for p in read.players)
    return added
