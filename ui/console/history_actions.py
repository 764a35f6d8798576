"""The History menu: results, player history, seasons, exports and importing a tournament."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from tournament.errors import DomainError
from ui.console.shell import ConsoleShell
from ui.domain_text import domain_text
from ui.history import HistoryFacade
from ui.history_dialogs import PlayerHistoryDialog, ResultsDialog, SeasonDialog, file_slug
from ui.viewmodels import TournamentItem
from ui.whole_file import write_whole

__all__ = ["HistoryActions", "HistoryMenuReads"]


class HistoryMenuReads(Protocol):
    """What the History menu reads of the tournament on screen (and showing another)."""

    def current_tournament(self) -> str:
        """The id of the tournament on screen."""
        ...

    def tournament_name(self) -> str:
        """The name of the tournament on screen."""
        ...

    def tournaments(self) -> Sequence[TournamentItem]:
        """Every tournament in the database, oldest first."""
        ...

    def open_tournament(self, tournament_id: str) -> None:
        """Show another tournament of the database."""
        ...


class HistoryActions(QObject):
    """What the History menu does, over the history facade (None: no database is open)."""

    def __init__(
        self,
        shell: ConsoleShell,
        reads: HistoryMenuReads,
        history: HistoryFacade | None,
        parent: QWidget,
    ):
        super().__init__(parent)
        self.shell = shell
        self.reads = reads
        self.history = history
        self.dialog_parent = parent
        self.no_hands_words: Callable[[], str] | None = None
        """What is true when no hand counts (none recorded, or all undone); the hand
        history's words (:meth:`ui.hand_history.actions.HandHistoryActions.no_hands_words`)."""

    def write_text(
        self,
        title: str,
        suggested: str,
        filters: str,
        produce: Callable[[], str],
        path: str | None = None,
    ) -> tuple[Path | None, str]:
        """Ask where (unless ``path``), then write ``produce()``'s text whole. Returns the file
        (None when cancelled or refused) and the message shown ("" when cancelled)."""
        if path is None:
            path = self.shell.choose_file(title, suggested, filters)
            if not path:
                return None, ""
        target = Path(path)
        try:
            write_whole(target, produce())
        except DomainError as exc:
            message = self.tr("Could not export: %1").replace("%1", domain_text(str(exc)))
            self.shell.show_error(message)
            return None, message
        except OSError as exc:
            message = self.tr("Could not export: %1").replace("%1", exc.strerror or str(exc))
            self.shell.show_error(message)
            return None, message
        message = self.tr("Saved %1").replace("%1", str(target))
        self.shell.show_notice(message)
        return target, message

    def _history(self) -> HistoryFacade | None:
        if self.history is None:
            self.shell.show_error(self.tr("No database is open: there is no history to show."))
        return self.history

    def export(self, kind: str, path: str | None = None) -> Path | None:
        """Save ``results-csv``, ``results-json``, ``tournament`` (the whole tournament as a
        JSON document) or ``hands`` (PHH) of the tournament on screen; the file or None."""
        history = self._history()
        if history is None:
            return None
        facade = self.reads
        tid = facade.current_tournament()
        slug = file_slug(facade.tournament_name())
        csv_filter, json_filter = self.tr("CSV files (*.csv)"), self.tr("JSON (*.json)")
        produce: Callable[[], str]
        if kind == "results-csv":
            title, name, filters = self.tr("Export results"), f"{slug}-results.csv", csv_filter
            produce = lambda: history.results_text(tid, "csv")  # noqa: E731
        elif kind == "results-json":
            title, name, filters = self.tr("Export results"), f"{slug}-results.json", json_filter
            produce = lambda: history.results_text(tid, "json")  # noqa: E731
        elif kind == "tournament":
            title, name, filters = self.tr("Export tournament"), f"{slug}.json", json_filter
            produce = lambda: history.tournament_document(tid)  # noqa: E731
        elif kind == "hands":
            try:
                count = history.hand_count(tid)
            except DomainError as exc:  # e.g. the database is unreachable right now
                message = self.tr("Could not export: %1").replace("%1", domain_text(str(exc)))
                self.shell.show_error(message)
                return None
            if count == 0:
                words = self.no_hands_words
                self.shell.show_notice(
                    words()
                    if words is not None
                    else self.tr("No hand histories are stored for this tournament yet.")
                )
                return None
            title, name = self.tr("Export hands"), f"{slug}.phhs"
            filters = self.tr("PHH hand histories (*.phhs *.phh)")
            produce = lambda: history.hands_text(tid)  # noqa: E731
        else:
            raise ValueError(f"unknown export {kind!r}")
        return self.write_text(title, name, filters, produce, path)[0]

    def _save_for_dialog(
        self, title: str, suggested: str, filters: str, produce: Callable[[], str]
    ) -> str:
        return self.write_text(title, suggested, filters, produce)[1]

    def show_results(self) -> None:
        """The results of the tournament on screen: places, names, prizes, bounties."""
        history = self._history()
        if history is None:
            return
        facade = self.reads
        try:
            dialog = ResultsDialog(
                history,
                facade.current_tournament(),
                facade.tournament_name(),
                self._save_for_dialog,
                self.dialog_parent,
            )
        except DomainError as exc:
            self.shell.show_error(domain_text(str(exc)))
            return
        self.shell.run_dialog(dialog)

    def show_player_history(self) -> None:
        """Search the player database: a person's events, places, cashes and winnings."""
        history = self._history()
        if history is None:
            return
        try:
            dialog = PlayerHistoryDialog(history, self._save_for_dialog, self.dialog_parent)
        except DomainError as exc:
            self.shell.show_error(domain_text(str(exc)))
            return
        self.shell.run_dialog(dialog)

    def show_seasons(self) -> None:
        """Seasons: points formula or table, tournaments that count, standings, exports."""
        history = self._history()
        if history is None:
            return
        try:
            dialog = SeasonDialog(
                history,
                list(self.reads.tournaments()),
                self._save_for_dialog,
                self.dialog_parent,
                read_only=self.shell.display_only,
            )
        except DomainError as exc:
            self.shell.show_error(domain_text(str(exc)))
            return
        self.shell.run_dialog(dialog)

    def import_tournament(self, path: str | None = None) -> str | None:
        """Store a whole tournament from its JSON document and show it; a damaged document
        is refused whole and changes nothing. The new tournament's id, or None."""
        history = self._history()
        shell = self.shell
        if history is None or shell.display_only:
            return None
        if path is None:
            path = shell.choose_open_file(self.tr("Import tournament"), self.tr("JSON (*.json)"))
            if not path:
                return None
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            shell.show_error(
                self.tr("Could not read %1: %2").replace("%1", path).replace("%2", reason)
            )
            return None
        try:
            new_id = history.import_document(text)
            self.reads.open_tournament(new_id)
        except DomainError as exc:
            shell.show_error(
                self.tr("The tournament was not imported, nothing changed: %1").replace(
                    "%1", domain_text(str(exc))
                )
            )
            return None
        shell.reload()
        shell.show_notice(
            self.tr("“%1” is imported as a new tournament and shown now.").replace(
                "%1", self.reads.tournament_name()
            )
        )
        return new_id
