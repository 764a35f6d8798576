"""The structure editor's template row: the club, its templates, **Load template** and
**Save as template…**.

A club's templates live in a :class:`ui.structure_templates.TemplateStore`; the row lists
the templates of the club typed or chosen, saves the structure being edited under a name
the director gives, and loads the one chosen (the editor decides which of its steps the
template replaces: those not played yet). What it has to say (saved, could not save, could
not load) goes to the editor's summary line through ``say``.

The texts are translated in the editor's context (``StructureEditor``), as when they were
its methods'.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QWidget,
)

from tournament.errors import DomainError
from tournament.structure import Structure
from ui.domain_text import domain_text
from ui.structure_templates import TemplateStore

__all__ = ["TemplateRow", "default_club"]


def default_club() -> str:
    """The club shown before any template is kept: "My club" in the program's language
    (a template saved under it goes to that club's folder)."""
    return QCoreApplication.translate("StructureEditor", "My club")


class TemplateRow(QWidget):
    """Club, template, **Load template** and **Save as template…** (see the module
    docstring). ``say(text, wrong)`` shows a message in the editor's summary."""

    def __init__(
        self,
        templates: TemplateStore,
        say: Callable[[str, bool], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.templates = templates
        self.say = say
        self.ask_name: Callable[[str, str], str | None] = self._ask_name
        """Asks the template's name (title, suggested name); None when cancelled."""
        self.club = QComboBox()
        self.club.setEditable(True)
        self.club.addItems(self.templates.clubs() or [default_club()])
        self.template = QComboBox()
        self.load_button = QPushButton(
            QCoreApplication.translate("StructureEditor", "Load template")
        )
        self.save_button = QPushButton(
            QCoreApplication.translate("StructureEditor", "Save as template…")
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(QCoreApplication.translate("StructureEditor", "Club")))
        layout.addWidget(self.club)
        layout.addWidget(QLabel(QCoreApplication.translate("StructureEditor", "Template")))
        layout.addWidget(self.template, 1)
        layout.addWidget(self.load_button)
        layout.addWidget(self.save_button)
        self.club.currentTextChanged.connect(lambda _t: self.show_templates())
        self.show_templates()

    def show_templates(self) -> None:
        """List the templates of the club shown; **Load template** only when there is one."""
        club = self.club.currentText().strip()
        self.template.clear()
        self.template.addItems(self.templates.names(club) if club else [])
        self.load_button.setEnabled(self.template.count() > 0)

    def _ask_name(self, title: str, suggested: str) -> str | None:
        text, ok = QInputDialog.getText(
            self,
            title,
            QCoreApplication.translate("StructureEditor", "Template name"),
            text=suggested,
        )
        return text if ok else None

    def save(self, structure: Structure) -> bool:
        """Keep ``structure`` as a template of the club shown (asks for its name)."""
        club = self.club.currentText().strip() or default_club()
        name = self.ask_name(
            QCoreApplication.translate("StructureEditor", "Save as template"), structure.name
        )
        if not name:
            return False
        try:
            self.templates.save(club, name, structure)
        except (DomainError, OSError) as exc:
            reason = domain_text(str(exc)) if isinstance(exc, DomainError) else str(exc)
            self.say(
                QCoreApplication.translate(
                    "StructureEditor", "Could not save the template: %1"
                ).replace("%1", reason),
                True,
            )
            return False
        self.show_templates()
        self.template.setCurrentText(name.strip())
        self.say(
            QCoreApplication.translate("StructureEditor", "Saved as template “%1” of %2.")
            .replace("%1", name.strip())
            .replace("%2", club),
            False,
        )
        return True

    def load(self) -> Structure | None:
        """The template chosen, or None (said why) when it cannot be read."""
        club, name = self.club.currentText().strip(), self.template.currentText()
        try:
            return self.templates.load(club, name)
        except DomainError as exc:
            self.say(domain_text(str(exc)), True)
            return None
