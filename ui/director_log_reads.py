"""The action log as the console reads it: the Log tab's lines a page at a time (when,
what happened, who sent it) and the undo and redo labels (a base of
:class:`ui.director_reads.DirectorReads`)."""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tournament.service.ports import LoggedAction, UnitOfWork
from ui.domain_text import domain_text

__all__ = ["LogReads"]


class LogReads:
    """The log's lines and the undo labels, read through the unit of work."""

    uow: UnitOfWork

    def log(self) -> Sequence[tuple[str, str, str]]:
        """The action log, oldest first (the console shows it newest first): when, what
        happened, and who sent it from a staff phone ("Floor: Marco"; empty: the console)."""
        return self.log_since(0)

    def log_since(self, count: int) -> Sequence[tuple[str, str, str]]:
        """The action log after its first ``count`` entries (only those are read)."""
        return _log_lines(self.uow.logged_actions_since(count))

    def log_newer(self, limit: int) -> Sequence[tuple[str, str, str]]:
        """The action log after the newest entry read, oldest first (the first time: its
        newest ``limit`` entries)."""
        return _log_lines(self.uow.logged_actions_newer(limit))

    def log_older(self, limit: int) -> Sequence[tuple[str, str, str]]:
        """Up to ``limit`` entries before the oldest read, oldest first."""
        return _log_lines(self.uow.logged_actions_older(limit))

    def log_has_older(self) -> bool:
        """True while older entries of the log are left to read."""
        return self.uow.older_logged_actions_left

    def undo_text(self) -> str | None:
        """Label of the next undo ("Undo: bust-out of Anna", and "— by Floor: Marco" when a
        staff phone sent it), or None."""
        what = self.uow.undo_description
        if what is None:
            return None
        text = QCoreApplication.translate("Facade", "Undo: %1").replace("%1", domain_text(what))
        return _by(text, self.uow.undo_actor)

    def redo_text(self) -> str | None:
        """Label of the next redo (with who sent it from a staff phone), or None."""
        what = self.uow.redo_description
        if what is None:
            return None
        text = QCoreApplication.translate("Facade", "Redo: %1").replace("%1", domain_text(what))
        return _by(text, self.uow.redo_actor)


def _by(label: str, actor: str | None) -> str:
    """``label`` with who sent the action from a staff phone ("… — by Floor: Marco")."""
    if actor is None:
        return label
    return (
        QCoreApplication.translate("Facade", "%1 — by %2").replace("%1", label).replace("%2", actor)
    )


def _log_lines(actions: Sequence[LoggedAction]) -> list[tuple[str, str, str]]:
    """The Log tab's lines: when, what happened, by whom (empty: the console)."""
    return [
        (time.strftime("%H:%M:%S", time.localtime(at / 1000)), domain_text(text), by or "")
        for at, text, by in actions
    ]
