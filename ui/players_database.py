"""Players → Player database…: the people the club knows, with notes and a photo; merging two
records of one person; adding people from a CSV file (:mod:`ui.players_import`).

The search box filters as you type (case, accents and extra spaces ignored). Select one
person to read or change their notes and photo; select two and press **Merge the two
selected…** to keep one of them with the tournaments of both. Every change is written to
the database at once (one transaction each).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament.errors import DomainError
from tournament.player_names import name_key
from tournament.service import commands as c
from tournament.service.records import Newcomer
from ui.dialogs import ChoiceDialog
from ui.people import PeopleFacade, PersonItem

if TYPE_CHECKING:  # pragma: no cover - ui.console imports this module
    from ui.console.shell import ConsoleShell

__all__ = ["PlayerDatabaseDialog", "open_player_database"]

PHOTO_PX = 220
MAX_PHOTO_BYTES = 2_000_000


class PlayerDatabaseDialog(QDialog):
    """The player database (see the module docstring); ``run_dialog`` answers the merge
    question and ``choose_file`` the photo and CSV file questions (tests set both)."""

    def __init__(
        self,
        people: PeopleFacade,
        run_dialog: Callable[[QDialog], bool],
        choose_file: Callable[[str, str], str],
        parent: QWidget | None = None,
        register: Callable[[list[PersonItem]], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Player database"))
        self.register = register
        """Registers and buys in the people given in the event on screen, as one action
        (True when done); None: no event to register them in."""
        self.resize(900, 600)
        self.people = people
        self.run_dialog = run_dialog
        self.choose_file = choose_file
        self._all: list[PersonItem] = []
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search by name (accents and case ignored)"))
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget()
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.count_label = QLabel()
        self.merge_button = QPushButton(self.tr("Merge the two selected…"))
        self.import_button = QPushButton(self.tr("Import players from CSV…"))
        self.register_button = QPushButton(self.tr("Register + buy in the selected"))
        self.register_button.setToolTip(
            self.tr("Enter every selected player in this event: one action, one undo step")
        )
        self.register_button.setVisible(register is not None)
        self.name_label = QLabel()
        self.name_label.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.photo = QLabel(self.tr("No photo"))
        self.photo.setFixedSize(PHOTO_PX, PHOTO_PX)
        self.photo.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.photo.setStyleSheet("border: 1px solid #999; color: #666;")
        self.photo_button = QPushButton(self.tr("Choose photo…"))
        self.remove_photo_button = QPushButton(self.tr("Remove photo"))
        self.notes = QPlainTextEdit()
        self.notes.setPlaceholderText(self.tr("Notes (optional): anything the floor should know"))
        self.save_notes_button = QPushButton(self.tr("Save notes"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self._layout()
        self.search.textChanged.connect(lambda _t: self._show_list())
        self.list.itemSelectionChanged.connect(self._selected)
        self.merge_button.clicked.connect(self.merge_selected)
        self.import_button.clicked.connect(self.import_csv)
        self.register_button.clicked.connect(self.register_selected)
        self.photo_button.clicked.connect(self.choose_photo)
        self.remove_photo_button.clicked.connect(lambda: self._set_photo(None))
        self.save_notes_button.clicked.connect(self.save_notes)
        self.reload()

    def _layout(self) -> None:
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        left.addWidget(self.search)
        left.addWidget(self.list, 1)
        left.addWidget(self.count_label)
        row = QHBoxLayout()
        row.addWidget(self.merge_button)
        row.addWidget(self.import_button)
        left.addLayout(row)
        left.addWidget(self.register_button)
        layout.addLayout(left, 1)
        right = QVBoxLayout()
        right.addWidget(self.name_label)
        right.addWidget(self.photo)
        row = QHBoxLayout()
        row.addWidget(self.photo_button)
        row.addWidget(self.remove_photo_button)
        right.addLayout(row)
        right.addWidget(self.notes, 1)
        right.addWidget(self.save_notes_button)
        right.addWidget(self.status)
        layout.addLayout(right, 1)

    # ------------------------------------------------------------------ showing

    def reload(self, select: str | None = None) -> None:
        """Read the database again; select ``select`` (a person id) if given."""
        self._all = list(self.people.people())
        self._show_list(select)

    def _show_list(self, select: str | None = None) -> None:
        key = name_key(self.search.text())
        shown = [p for p in self._all if key in name_key(p.name)]
        self.list.clear()
        for person in shown:
            events = self.tr("%1 tournament(s)").replace("%1", str(person.tournaments))
            extra = " · ".join(x for x in (person.country, events) if x)
            item = QListWidgetItem(f"{person.name}  ({extra})")
            item.setData(Qt.ItemDataRole.UserRole, person.id)
            self.list.addItem(item)
            if person.id == select:
                item.setSelected(True)
        self.count_label.setText(
            self.tr("%1 of %2 people")
            .replace("%1", str(len(shown)))
            .replace("%2", str(len(self._all)))
        )
        self._selected()

    def shown_names(self) -> list[str]:
        """The names listed now (after the search)."""
        return [p.name for p in self._all if self._listed(p.id)]

    def _listed(self, person_id: str) -> bool:
        return any(
            self.list.item(i).data(Qt.ItemDataRole.UserRole) == person_id
            for i in range(self.list.count())
        )

    def selected(self) -> list[PersonItem]:
        """The people selected in the list."""
        ids = {i.data(Qt.ItemDataRole.UserRole) for i in self.list.selectedItems()}
        return [p for p in self._all if p.id in ids]

    def _selected(self) -> None:
        chosen = self.selected()
        one = chosen[0] if len(chosen) == 1 else None
        for widget in (self.photo_button, self.notes, self.save_notes_button):
            widget.setEnabled(one is not None)
        self.remove_photo_button.setEnabled(one is not None and one.has_photo)
        self.merge_button.setEnabled(len(chosen) == 2)
        self.register_button.setEnabled(bool(chosen))
        self.register_button.setText(
            self.tr("Register + buy in the %1 selected").replace("%1", str(len(chosen)))
            if chosen
            else self.tr("Register + buy in the selected")
        )
        self.name_label.setText(one.name if one is not None else "")
        self.notes.setPlainText(one.notes if one is not None else "")
        self.photo.setPixmap(QPixmap())
        self.photo.setText(self.tr("No photo"))
        if one is not None and one.has_photo:
            try:
                data = self.people.photo(one.id)
            except DomainError as exc:
                self.status.setText(str(exc))
                return
            image = QPixmap()
            if data and image.loadFromData(data):
                self.photo.setPixmap(
                    image.scaled(
                        PHOTO_PX,
                        PHOTO_PX,
                        Qt.AspectRatioMode.KeepAspectRatio,
                        Qt.TransformationMode.SmoothTransformation,
                    )
                )

    # ------------------------------------------------------------------ changing

    def save_notes(self) -> None:
        """Keep the notes typed for the person selected."""
        chosen = self.selected()
        if len(chosen) == 1:
            try:
                self.people.set_notes(chosen[0].id, self.notes.toPlainText().strip())
            except DomainError as exc:  # not saved: the notes stay typed
                self.status.setText(str(exc))
                return
            self.status.setText(self.tr("Notes saved."))
            self.reload(chosen[0].id)

    def choose_photo(self) -> bool:
        """Ask for an image file and keep it as the selected person's photo."""
        path = self.choose_file(self.tr("Photo"), self.tr("Images (*.png *.jpg *.jpeg *.bmp)"))
        if not path:
            return False
        try:
            data = Path(path).read_bytes()
        except OSError as exc:
            self.status.setText(
                self.tr("Cannot read %1: %2")
                .replace("%1", path)
                .replace("%2", exc.strerror or str(exc))
            )
            return False
        if len(data) > MAX_PHOTO_BYTES or not QPixmap().loadFromData(data):
            self.status.setText(
                self.tr("%1 is not an image of at most 2 MB.").replace("%1", Path(path).name)
            )
            return False
        return self._set_photo(data)

    def _set_photo(self, data: bytes | None) -> bool:
        chosen = self.selected()
        if len(chosen) != 1:
            return False
        try:
            self.people.set_photo(chosen[0].id, data)
        except DomainError as exc:
            self.status.setText(str(exc))
            return False
        self.status.setText(self.tr("Photo saved.") if data else self.tr("Photo removed."))
        self.reload(chosen[0].id)
        return True

    def merge_selected(self) -> bool:
        """Keep one of the two people selected, with the tournaments of both."""
        chosen = self.selected()
        if len(chosen) != 2:
            self.status.setText(self.tr("Select the two records of the same person."))
            return False
        items = [
            (
                self.tr("Keep “%1” (%2 tournament(s))")
                .replace("%1", p.name)
                .replace("%2", str(p.tournaments)),
                p.id,
            )
            for p in chosen
        ]
        dialog: ChoiceDialog[str] = ChoiceDialog(
            self.tr("Merge duplicates"),
            self.tr(
                "These are one person. Which name is kept? The tournaments of both move to it."
            ),
            items,
            self.tr("Merge"),
            self,
        )
        if not self.run_dialog(dialog):
            return False
        keep = dialog.value()
        other = next(p for p in chosen if p.id != keep)
        try:
            moved = self.people.merge(keep, other.id)
        except DomainError as exc:
            self.status.setText(str(exc))
            return False
        kept = next(p for p in chosen if p.id == keep)
        self.status.setText(
            self.tr("“%1” merged into “%2”: %3 tournament(s) moved.")
            .replace("%1", other.name)
            .replace("%2", kept.name)
            .replace("%3", str(moved))
        )
        self.reload(keep)
        return True

    def register_selected(self) -> bool:
        """Register and buy in the selected people in the event (one undo step)."""
        chosen = self.selected()
        if self.register is None or not chosen or not self.register(chosen):
            return False
        self.status.setText(
            self.tr("%1 player(s) registered and bought in (one undo step).").replace(
                "%1", str(len(chosen))
            )
        )
        self.reload()
        return True

    def import_csv(self) -> bool:
        """Add the new people of a CSV file, after a preview (:mod:`ui.players_import`);
        the file's players are then selected, ready to register + buy in."""
        from ui.players_import import import_players_csv

        names: list[str] = []
        try:
            added = import_players_csv(self.people, self.run_dialog, self.choose_file, self, names)
        except DomainError as exc:  # e.g. another program holds the database's write lock
            self.status.setText(str(exc))
            return False
        if added:
            self.status.setText(self.tr("%1 player(s) added.").replace("%1", str(added)))
        if names:
            self.search.clear()
            self.reload()
            keys = {name_key(n) for n in names}
            ids = {p.id for p in self._all if name_key(p.name) in keys}
            for i in range(self.list.count()):
                item = self.list.item(i)
                item.setSelected(item.data(Qt.ItemDataRole.UserRole) in ids)
        return added > 0


def open_player_database(shell: ConsoleShell, parent: QWidget) -> PlayerDatabaseDialog | None:
    """Players → Player database…: the dialog over the open database (None: none is open)."""
    if shell.people is None:
        shell.show_error(
            QCoreApplication.translate(
                "PlayerDatabaseDialog", "No database is open: there is no player database."
            )
        )
        return None

    def register(chosen: list[PersonItem]) -> bool:
        # By name, as one registration: the event gives its own ids and the database
        # finds the person by name (a person's id may be another event's player id).
        batch = tuple(Newcomer(p.name.strip(), p.country, None) for p in chosen)
        return shell.send(c.RegisterAndBuyInMany(batch))

    try:
        dialog = PlayerDatabaseDialog(
            shell.people,
            lambda d: shell.run_dialog(d),
            lambda title, filters: shell.choose_open_file(title, filters),
            parent,
            None if shell.display_only else register,
        )
    except DomainError as exc:  # the database cannot be read now (an outage)
        shell.show_error(str(exc))
        return None
    shell.run_dialog(dialog)
    return dialog
