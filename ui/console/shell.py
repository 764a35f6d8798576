"""What the console's action groups need from the window they act in (a narrow interface).

Each group reads through the small port its own module declares (a ``Protocol`` of the
few reads it makes, handed to it by the window) and changes the event only through
:meth:`ConsoleShell.send`: one domain command, one refusal path."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtWidgets import QDialog

from tournament.service.commands import Command
from ui.people import PeopleFacade

__all__ = ["ConsoleShell"]


class ConsoleShell(Protocol):
    """The director console as its action groups see it.

    ``run_dialog``, ``choose_file`` and ``choose_open_file`` are attributes so that tests can
    answer dialogs without blocking; read them at the moment of use.
    """

    people: PeopleFacade | None
    """The player database (None: no database is open)."""
    run_dialog: Callable[[QDialog], bool]
    choose_file: Callable[[str, str, str], str]
    choose_open_file: Callable[[str, str], str]

    @property
    def display_only(self) -> bool:
        """True on a display station: nothing may change the event."""
        ...

    def send(self, command: Command) -> bool:
        """Send one director command (one transaction, one undo step); a refusal is shown in
        the banner and changes nothing. True when it was done."""
        ...

    def do(self, action: Callable[[], object]) -> bool:
        """Run a director action; a refusal is shown in the banner and changes nothing."""
        ...

    def ask(self, query: Callable[[], object]) -> object | None:
        """Run a query that may be refused; the reason is shown in the banner."""
        ...

    def show_error(self, message: str) -> None:
        """Show a refusal prominently."""
        ...

    def show_notice(self, message: str) -> None:
        """Show an information banner."""
        ...

    def reload(self) -> None:
        """Show another tournament: re-read every view."""
        ...
