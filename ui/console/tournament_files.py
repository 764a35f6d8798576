"""New and open tournaments, and the structure played as a TOML/JSON file."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.structure import Structure
from tournament.structure_check import validate
from tournament.structure_io import load_structure, save_structure
from ui.console.shell import ConsoleShell
from ui.domain_text import domain_text
from ui.new_tournament import NewTournamentDialog
from ui.open_tournament import OpenTournamentDialog
from ui.structure_files import STRUCTURE_FILTERS, structure_problems_text, structure_summary
from ui.viewmodels import ClockScreenModel, TournamentItem

__all__ = ["TournamentFiles", "TournamentFilesReads"]


class TournamentFilesReads(Protocol):
    """What File's tournament and structure items read, and the two that change which
    tournament is on screen (not commands of an event: the unit of work switches)."""

    def tournaments(self) -> Sequence[TournamentItem]:
        """Every tournament in the database, oldest first."""
        ...

    def current_tournament(self) -> str:
        """The id of the tournament on screen."""
        ...

    def create_tournament(self, command: c.CreateTournament) -> None:
        """Create a tournament (decided by the domain) and show it."""
        ...

    def open_tournament(self, tournament_id: str) -> None:
        """Show another tournament of the database."""
        ...

    def clock_model(self) -> ClockScreenModel:
        """What the clock screen shows now (whether the clock started)."""
        ...

    def structure(self) -> Structure:
        """The structure the tournament on screen plays."""
        ...


class TournamentFiles(QObject):
    """Create or pick the tournament on screen; import and export its structure."""

    def __init__(self, shell: ConsoleShell, reads: TournamentFilesReads, parent: QWidget) -> None:
        super().__init__(parent)
        self.shell = shell
        self.reads = reads
        self.dialog_parent = parent

    def new_tournament(self) -> None:
        """Set up a new tournament in the New-tournament dialog and switch to it."""
        shell = self.shell
        if shell.display_only:
            return
        dialog = NewTournamentDialog(self.dialog_parent, choose_file=shell.choose_open_file)
        if not shell.run_dialog(dialog):
            return
        command = dialog.command()
        if shell.do(lambda: self.reads.create_tournament(command)):
            shell.show_notice(
                self.tr("“%1” is created. Register the players, then draw the seats.").replace(
                    "%1", command.name
                )
            )

    def open_tournament(self) -> None:
        """Pick another tournament of the database and show it (console and clock screen)."""
        facade = self.reads
        try:
            items = list(facade.tournaments())
        except DomainError as exc:  # the database is unreachable
            self.shell.show_error(domain_text(str(exc)))
            return
        current = facade.current_tournament()
        dialog = OpenTournamentDialog(items, current, self.dialog_parent)
        if not self.shell.run_dialog(dialog):
            return
        chosen = dialog.chosen()
        if chosen is None or chosen == current:
            return
        try:
            facade.open_tournament(chosen)
        except DomainError as exc:
            self.shell.show_error(domain_text(str(exc)))
            return
        self.shell.reload()

    def import_structure(self, path: str | None = None) -> bool:
        """Play the structure of a TOML/JSON file (from the next level once the clock runs)."""
        shell = self.shell
        if shell.display_only:
            return False
        if path is None:
            path = shell.choose_open_file(self.tr("Import structure"), STRUCTURE_FILTERS)
            if not path:
                return False
        try:
            structure = load_structure(path)
        except DomainError as exc:
            shell.show_error(
                self.tr("Could not import the structure: %1").replace("%1", domain_text(str(exc)))
            )
            return False
        problems = [str(p) for p in validate(structure)]
        if problems:
            shell.show_error(structure_problems_text(structure.name or path, problems))
            return False
        started = self.reads.clock_model().started
        if not shell.send(c.SetStructure(structure)):
            return False
        when = (
            self.tr("It applies from the next level; the current level is unchanged.")
            if started
            else self.tr("The clock waits at its first level.")
        )
        shell.show_notice(
            self.tr("Structure “%1” imported (%2). %3")
            .replace("%1", structure.name)
            .replace("%2", structure_summary(structure))
            .replace("%3", when)
        )
        return True

    def export_structure(self, path: str | None = None) -> Path | None:
        """Save the structure played as TOML (or JSON when the name ends in .json)."""
        if path is None:
            path = self.shell.choose_file(
                self.tr("Export structure"),
                "structure.toml",
                self.tr("TOML (*.toml);;JSON (*.json)"),
            )
            if not path:
                return None
        target = Path(path)
        try:
            save_structure(self.reads.structure(), target)
        except (DomainError, OSError) as exc:
            self.shell.show_error(
                self.tr("Could not export: %1").replace("%1", domain_text(str(exc)))
            )
            return None
        self.shell.show_notice(self.tr("Saved %1").replace("%1", str(target)))
        return target
