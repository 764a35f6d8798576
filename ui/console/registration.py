"""Registering a name as a director expects from the player database: type-ahead in the name
field, and "did you mean…?" before a near-duplicate person is created.

- :class:`NameCompleter` offers the people whose name matches what is typed (case, accents
  and extra spaces ignored), those starting with it first; Down and Enter pick one.
- :func:`resolve_name` runs before registering: a name that is a known person's but for
  case, accents or spaces is registered with the database's spelling (the same person);
  a name close to known ones (a typo, the names the other way round) asks "Did you mean…?"
  with the known names and "a new player" to choose from. Cancel registers nobody.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QStringListModel, Qt
from PySide6.QtWidgets import QCompleter, QLineEdit

from ui.console.shell import ConsoleShell
from ui.dialogs import ChoiceDialog
from ui.people import close_names, same_person, suggestions

__all__ = ["NameCompleter", "known_names", "resolve_name"]

_NEW = "\x00new"


def known_names(shell: ConsoleShell) -> list[str]:
    """The player database's names, and this tournament's (without a database: its own)."""
    names = [p.name for p in shell.facade.players()]
    if shell.people is not None:
        names = [p.name for p in shell.people.people()] + names
    return list(dict.fromkeys(names))


class NameCompleter(QCompleter):
    """Type-ahead over the player database for ``field`` (see the module docstring)."""

    def __init__(self, shell: ConsoleShell, field: QLineEdit) -> None:
        self._model = QStringListModel()
        super().__init__(self._model, field)
        self.shell = shell
        self._names: list[str] | None = None
        self.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        field.setCompleter(self)
        field.textEdited.connect(self.update_for)

    def forget(self) -> None:
        """The database changed: read the names again at the next key."""
        self._names = None

    def update_for(self, text: str) -> None:
        """Offer the names matching ``text``."""
        if self._names is None:
            self._names = known_names(self.shell)
        self._model.setStringList(suggestions(text, self._names))
        if self._model.rowCount():
            self.complete()

    def offered(self) -> list[str]:
        """The names offered now."""
        return list(self._model.stringList())


def resolve_name(shell: ConsoleShell, name: str, names: Sequence[str] | None = None) -> str | None:
    """The name to register for ``name`` (see the module docstring); None: the director
    cancelled."""
    known = known_names(shell) if names is None else list(names)
    same = same_person(name, known)
    if same is not None:
        return same
    close = close_names(name, known)
    if not close:
        return name
    new = QCoreApplication.translate("Registration", "No: “%1” is a new player")
    items = [(n, n) for n in close]
    items.append((new.replace("%1", name), _NEW))
    dialog: ChoiceDialog[str] = ChoiceDialog(
        QCoreApplication.translate("Registration", "Did you mean…?"),
        QCoreApplication.translate(
            "Registration",
            "“%1” is close to a player already in the database. Register that player, or "
            "a new one?",
        ).replace("%1", name),
        items,
        QCoreApplication.translate("Registration", "Register"),
    )
    if not shell.run_dialog(dialog):
        return None
    chosen = dialog.value()
    return name if chosen == _NEW else chosen
