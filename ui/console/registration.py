"""Registering a name as a director expects from the player database: type-ahead in the name
field, and "did you mean…?" before a near-duplicate person is created.

- :class:`NameCompleter` offers the people whose name matches what is typed (case, accents
  and extra spaces ignored), those starting with it first; Down and Enter pick one.
- :func:`resolve_name` runs before registering: a name that is a known person's but for
  case, accents or spaces is registered with the database's spelling (the same person);
  a name close to known ones (a typo, the names the other way round) asks "Did you mean…?"
  with the known names and "a new player" to choose from. Cancel registers nobody.
- :func:`ask_namesake` runs when the name is already in this event: a player still in is
  not bought in a second time by mistake; the director chooses "a second player with the
  same name" (or, for a player who is out, his re-entry).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Literal, Protocol

from PySide6.QtCore import QCoreApplication, QStringListModel, Qt, QTimer
from PySide6.QtWidgets import QCompleter, QLineEdit

from ui.console.shell import ConsoleShell
from ui.dialogs import ChoiceDialog
from ui.people import close_names, same_person, suggestions
from ui.viewmodels import PlayerLine

__all__ = [
    "NameCompleter",
    "NameReads",
    "Namesake",
    "ask_namesake",
    "known_names",
    "resolve_name",
]

_NEW = "\x00new"

Namesake = tuple[Literal["new", "second", "re_enter"], str]
"""What a registered name means: ``("new", "")`` nobody of that name is in the event,
``("second", "")`` a second player with that name (the director said so),
``("re_enter", player_id)`` the re-entry of the player of that name who is out."""


class NameReads(Protocol):
    """What registering a name reads of the event: its players and their namesakes."""

    def players(self, player_ids: Collection[str] | None = None) -> Sequence[PlayerLine]:
        """Every player of the event (only those of ``player_ids``)."""
        ...

    def namesakes(self, name: str) -> Sequence[tuple[PlayerLine, bool]]:
        """The event's players of this name (but for case, accents, spaces), True: out."""
        ...


def known_names(shell: ConsoleShell, reads: NameReads) -> list[str]:
    """The player database's names, and this tournament's (without a database: its own)."""
    names = [p.name for p in reads.players()]
    if shell.people is not None:
        names = [p.name for p in shell.people.people()] + names
    return list(dict.fromkeys(names))


class NameCompleter(QCompleter):
    """Type-ahead over the player database for ``field`` (see the module docstring)."""

    def __init__(self, shell: ConsoleShell, reads: NameReads, field: QLineEdit) -> None:
        self._model = QStringListModel()
        super().__init__(self._model, field)
        self.shell = shell
        self.reads = reads
        self._names: list[str] | None = None
        self.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        field.setCompleter(self)
        field.textEdited.connect(self.update_for)
        self._field = field
        self._registered = False
        # Connected after the field's own ``setText``: runs once the picked name is in.
        self.activated[str].connect(self._picked)  # type: ignore[index]

    def registered(self) -> None:
        """The field's name was just registered: a completion arriving in the same key
        press (the Enter that picked the name) must not put it back for a second Enter."""
        popup = self.popup()
        if popup is not None:
            popup.hide()
        self._registered = True
        QTimer.singleShot(0, self._settled)

    def _settled(self) -> None:
        self._registered = False

    def _picked(self, name: str) -> None:
        if self._registered:
            self._field.clear()

    def forget(self) -> None:
        """The database changed: read the names again at the next key."""
        self._names = None

    def update_for(self, text: str) -> None:
        """Offer the names matching ``text``."""
        if self._names is None:
            self._names = known_names(self.shell, self.reads)
        self._model.setStringList(suggestions(text, self._names))
        if self._model.rowCount():
            self.complete()

    def offered(self) -> list[str]:
        """The names offered now."""
        return list(self._model.stringList())


def resolve_name(
    shell: ConsoleShell, reads: NameReads, name: str, names: Sequence[str] | None = None
) -> str | None:
    """The name to register for ``name`` (see the module docstring); None: the director
    cancelled."""
    known = known_names(shell, reads) if names is None else list(names)
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


def ask_namesake(shell: ConsoleShell, reads: NameReads, name: str) -> Namesake | None:
    """What ``name`` means when this event already has a player of that name (None: the
    director cancelled); ``("new", "")`` at once when it has none."""
    namesakes = reads.namesakes(name)
    if not namesakes:
        return ("new", "")
    items: list[tuple[str, Namesake]] = []
    where: list[str] = []
    for row, out in namesakes:
        seat = ""
        if row.table is not None:
            seat = QCoreApplication.translate("Registration", " at table %1, seat %2")
            seat = seat.replace("%1", str(row.table)).replace("%2", str(row.seat))
        where.append(f"{row.name} ({row.status}{seat})")
        if out:
            label = QCoreApplication.translate("Registration", "Re-entry for “%1” (%2)")
            items.append(
                (
                    label.replace("%1", row.name).replace("%2", row.status),
                    ("re_enter", row.player_id),
                )
            )
    second = QCoreApplication.translate("Registration", "A second player named “%1”").replace(
        "%1", name
    )
    items.append((second, ("second", "")))
    dialog: ChoiceDialog[Namesake] = ChoiceDialog(
        QCoreApplication.translate("Registration", "Already in this event"),
        QCoreApplication.translate(
            "Registration",
            "This event already has %1. Is this a re-entry, or a second player with the same name?",
        ).replace("%1", "; ".join(where)),
        items,
        QCoreApplication.translate("Registration", "Register"),
    )
    if not shell.run_dialog(dialog):
        return None
    return dialog.value()
