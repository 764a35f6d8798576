"""A structure file as the director meets it: the file filters, the open-file dialog, a
one-line summary and the list of a structure's problems (the New-tournament dialog and the
console's structure import use them)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from tournament.structure import Break, Structure
from ui.viewmodels import format_chips

__all__ = ["STRUCTURE_FILTERS", "ask_open_file", "structure_problems_text", "structure_summary"]

STRUCTURE_FILTERS = "Structures (*.toml *.json);;TOML (*.toml);;JSON (*.json)"


def ask_open_file(parent: QWidget | None, title: str, filters: str) -> str:
    """Qt's open-file dialog; returns the chosen path or ``""``."""
    path, _ = QFileDialog.getOpenFileName(parent, title, "", filters)
    return path


def structure_summary(structure: Structure) -> str:
    """One line about a structure: levels, breaks, length, starting stack.

    Worded for the director; translatable through Qt.
    """
    breaks = sum(1 for s in structure.steps if isinstance(s, Break))
    minutes = structure.total_ms // 60_000
    length = f"{minutes // 60}:{minutes % 60:02d}"
    return (
        QCoreApplication.translate(
            "NewTournamentDialog", "%1 levels, %2 breaks, %3 h in all, starting stack %4"
        )
        .replace("%1", str(len(structure.levels)))
        .replace("%2", str(breaks))
        .replace("%3", length)
        .replace("%4", format_chips(structure.starting_stack))
    )


def structure_problems_text(name: str, problems: list[str]) -> str:
    """The problems of a structure, one per line, for a label or a banner."""
    head = (
        QCoreApplication.translate("NewTournamentDialog", "The structure “%1” has %2 problem(s):")
        .replace("%1", name)
        .replace("%2", str(len(problems)))
    )
    return head + "\n" + "\n".join(f"• {p}" for p in problems)
