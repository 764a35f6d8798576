"""The Structure box of the New-tournament dialog: a bundled preset, a file or a suggestion.

A file that cannot be read is named, and a structure that breaks the rules is shown with
every problem listed; neither is chosen. The structure chosen is :attr:`StructureChooser.structure`
(None when the file chosen last could not be used).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament.errors import DomainError
from tournament.structure import Structure
from tournament.structure_check import validate
from tournament.structure_io import load_preset, load_structure, preset_names
from ui.domain_text import domain_text
from ui.structure_files import (
    STRUCTURE_FILTERS,
    ask_open_file,
    structure_problems_text,
    structure_summary,
)

__all__ = ["DEFAULT_PRESET", "StructureChooser"]

DEFAULT_PRESET = "nlhe-regular"


class StructureChooser(QGroupBox):
    """The presets in a list, "From a file…" and "Suggest…", and a summary of the choice."""

    chosen = Signal(object)
    """The structure chosen now (a :class:`Structure`, or None)."""

    problem = Signal(str)
    """Why the file or structure just offered cannot be used (shown by the dialog)."""

    def __init__(
        self,
        parent: QWidget | None = None,
        choose_file: Callable[[str, str], str] | None = None,
    ) -> None:
        super().__init__(self.tr("Structure"), parent)
        self.choose_file: Callable[[str, str], str] = choose_file or (
            lambda title, filters: ask_open_file(self, title, filters)
        )
        self._structures: list[Structure | None] = []
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.combo = QComboBox()
        for name in preset_names():
            preset = load_preset(name)
            self.combo.addItem(preset.name)
            self._structures.append(preset)
        row.addWidget(self.combo, 1)
        self.file_button = QPushButton(self.tr("From a file…"))
        self.file_button.clicked.connect(self.choose_structure_file)
        row.addWidget(self.file_button)
        self.suggest_button = QPushButton(self.tr("Suggest…"))
        self.suggest_button.setToolTip(
            self.tr("Propose levels, breaks and colour-ups from players, stack, chips and time")
        )
        self.suggest_button.clicked.connect(self.suggest_structure)
        row.addWidget(self.suggest_button)
        layout.addLayout(row)
        self.info = QLabel()
        self.info.setWordWrap(True)
        layout.addWidget(self.info)
        self.combo.currentIndexChanged.connect(self._structure_chosen)
        names = preset_names()
        if DEFAULT_PRESET in names:
            self.combo.setCurrentIndex(names.index(DEFAULT_PRESET))

    @property
    def structure(self) -> Structure | None:
        """The structure chosen (None when the file chosen last could not be used)."""
        index = self.combo.currentIndex()
        return self._structures[index] if 0 <= index < len(self._structures) else None

    def choose_structure_file(self) -> None:
        """Ask for a TOML/JSON structure file and use it."""
        path = self.choose_file(self.tr("Structure file"), STRUCTURE_FILTERS)
        if path:
            self.load_structure_file(path)

    def suggest_structure(self) -> None:
        """Open the "Suggest a schedule" dialog and use its proposal when accepted."""
        from ui.suggest_structure import SuggestStructureDialog

        dialog = SuggestStructureDialog(self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.result_structure is not None:
            self.use_structure(dialog.result_structure, dialog.result_structure.name)

    def use_structure(self, structure: Structure, label: str) -> None:
        """Add ``structure`` to the choices as ``label`` and choose it."""
        self._structures.append(structure)
        self.combo.addItem(label)
        self.combo.setCurrentIndex(self.combo.count() - 1)

    def load_structure_file(self, path: str) -> bool:
        """Read a structure file; a bad file or structure is explained and not chosen."""
        try:
            structure = load_structure(path)
        except DomainError as exc:
            self.problem.emit(
                self.tr("This file cannot be used: %1").replace("%1", domain_text(str(exc)))
            )
            return False
        problems = [str(p) for p in validate(structure)]
        if problems:
            self.problem.emit(structure_problems_text(structure.name or path, problems))
            return False
        self.use_structure(structure, self.tr("%1 (file)").replace("%1", structure.name or path))
        return True

    def _structure_chosen(self) -> None:
        structure = self.structure
        text = ""
        if structure is not None:
            text = structure_summary(structure)
            if structure.description:
                text = structure.description + "\n" + text
        self.info.setText(text)
        self.chosen.emit(structure)
