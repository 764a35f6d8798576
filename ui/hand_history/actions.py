"""What the console does for hand histories: the hand list, the replay, exports, rulings.

Reached from a table card's menu ("Hands played at table N…"), the Tables menu (hands of
a table, the ruling assistant) and, for other windows such as the table view, through
:meth:`HandHistoryActions.show_hands`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Protocol, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QWidget

from tournament.engine.rules import Rules
from tournament.errors import DomainError
from tournament.hh import dumps
from tournament.hh.listing import HandSummary, summarize
from tournament.hh.steps import HandSteps
from tournament.rulings import situation_at
from ui.console.controls import Controls
from ui.console.shell import ConsoleShell
from ui.domain_text import domain_text
from ui.hand_history.archive import HandArchive
from ui.hand_history.hand_list import HandListDialog
from ui.hand_history.replay_dialog import HandReplayDialog
from ui.hand_history.ruling_dialog import RulingDialog
from ui.whole_file import write_whole

__all__ = ["HandHistoryActions", "RulesReads"]


class RulesReads(Protocol):
    """What the hand history reads of the event: its rule settings (the ruling assistant)."""

    def rules(self) -> Rules:
        """The rule settings the event's hands are played under."""
        ...


_Dialog = TypeVar("_Dialog", HandListDialog, HandReplayDialog, RulingDialog)


class HandHistoryActions(QObject):
    """Opens the hand list, replays, exports and the ruling assistant (``archive`` None:
    no database, nothing stored)."""

    def __init__(
        self,
        shell: ConsoleShell,
        reads: RulesReads,
        archive: HandArchive | None,
        parent: QWidget,
    ):
        super().__init__(parent)
        self.shell = shell
        self.reads = reads
        self.archive = archive
        self.dialog_parent = parent
        self._summaries: dict[tuple[int, int], HandSummary] = {}
        self.last_dialog: HandListDialog | HandReplayDialog | RulingDialog | None = None

    # ----------------------------------------------------------------- entry points
    def install(self, tables_menu: QMenu, controls: Controls) -> None:
        """Add "Hands played at a table…" and "Ruling assistant…" to the Tables
        menu (both only read: offered on a display station too)."""
        tables_menu.addSeparator()
        self.hands_action = controls.action(
            self.tr("Hands played at a table…"), lambda: self.show_hands(), edits=False
        )
        self.ruling_action = controls.action(
            self.tr("Ruling assistant…"), lambda: self.show_ruling(), edits=False
        )
        if self.archive is None:
            self.hands_action.setEnabled(False)
            self.hands_action.setToolTip(self.tr("No database is open."))
        tables_menu.addAction(self.hands_action)
        tables_menu.addAction(self.ruling_action)

    def table_menu(self, table: int, menu: QMenu) -> None:
        """A table card's menu: the hands played at the table."""
        if self.archive is None:
            return
        hands = menu.addAction(self.tr("Hands played at table %1…").replace("%1", str(table)))
        hands.triggered.connect(lambda: self.show_hands(table))

    def lines(self, table: int) -> Sequence[HandSummary]:
        """The hand list's lines of ``table`` (each stored hand replayed once)."""
        if self.archive is None:
            return []
        out: list[HandSummary] = []
        for hand in self.archive.table_hands(table):
            key = (hand.id, hand.at_ms)
            line = self._summaries.get(key)
            if line is None:
                line = self._summaries[key] = summarize(hand)
            out.append(line)
        return out

    def show_hands(self, table: int | None = None) -> HandListDialog | None:
        """The hand list of ``table`` (None: the first table with stored hands)."""
        if self.archive is None:
            self.shell.show_error(self.tr("No database is open: no hands are stored."))
            return None
        try:
            tables = list(self.archive.tables())
        except DomainError as exc:
            self.shell.show_error(domain_text(str(exc)))
            return None
        if table is None:
            counting = [t for t in tables if self.archive.table_hands(t)]
            if not counting:
                self.shell.show_notice(self._none_counts(tables))
                return None
            table = counting[0]
        dialog = HandListDialog(
            self.lines,
            tables,
            table,
            self.replay,
            self.export,
            self.rule_hand,
            self.dialog_parent,
            self.undone,
        )
        return self._show(dialog)

    def undone(self, table: int) -> int:
        """How many hands recorded at ``table`` were undone (stored, not listed)."""
        if self.archive is None:
            return 0
        return len(self.archive.stored_hands(table)) - len(self.archive.table_hands(table))

    def no_hands_words(self) -> str:
        """What is true when no hand of the tournament counts: none was ever recorded,
        or every one was undone."""
        if self.archive is None:
            return self.tr("No database is open: no hands are stored.")
        return self._none_counts(self.archive.tables())

    def _none_counts(self, tables: Sequence[int]) -> str:
        played = sum(self.undone(t) for t in tables)
        if played == 0:
            return self.tr("No hand has been recorded in this tournament yet.")
        if played == 1:
            return self.tr("1 hand was recorded in this tournament; it was undone.")
        return self.tr("%1 hands were recorded in this tournament; all were undone.").replace(
            "%1", str(played)
        )

    def replay(self, line: HandSummary) -> HandReplayDialog | None:
        """The hand of ``line`` step by step."""
        walk = line.walk
        if walk is None:
            self._unreadable(line)
            return None
        dialog = HandReplayDialog(
            walk,
            self._title(line),
            self._save_phh,
            self.rule_step,
            self.dialog_parent,
        )
        return self._show(dialog)

    def export(self, line: HandSummary) -> Path | None:
        """Save the hand of ``line`` as a ``.phh`` file (the file, None when cancelled)."""
        if line.history is None:
            self._unreadable(line)
            return None
        name = f"table{line.hand.table}-hand{line.hand.number}.phh"
        return self._write(name, dumps(line.history))

    def rule_hand(self, line: HandSummary) -> RulingDialog | None:
        """The ruling assistant with the hand's situation at its showdown."""
        walk = line.walk
        if walk is None:
            return self.show_ruling()
        return self.rule_step(walk, len(walk.steps) - 1)

    def rule_step(self, walk: HandSteps, index: int) -> RulingDialog | None:
        """The ruling assistant with the situation of a replayed hand at step ``index``."""
        try:
            situation = situation_at(walk.history, walk.steps, index)
        except DomainError as exc:
            self.shell.show_error(domain_text(str(exc)))
            return None
        dialog = RulingDialog(situation, parent=self.dialog_parent)
        dialog.rule()
        return self._show(dialog)

    def show_ruling(self, rules: Rules | None = None) -> RulingDialog:
        """The ruling assistant, empty, under ``rules`` (by default the event's)."""
        if rules is None:
            rules = self.reads.rules()
        dialog = RulingDialog(None, rules, self.dialog_parent)
        return self._show(dialog)

    # ----------------------------------------------------------------- helpers
    def _show(self, dialog: _Dialog) -> _Dialog:
        self.last_dialog = dialog
        self.shell.run_dialog(dialog)
        return dialog

    def _unreadable(self, line: HandSummary) -> None:
        self.shell.show_error(
            self.tr("This hand's history cannot be read: %1").replace("%1", line.problem)
        )

    def _title(self, line: HandSummary) -> str:
        text = self.tr("Table %1, hand %2").replace("%1", str(line.hand.table))
        text = text.replace("%2", str(line.hand.number))
        if line.level is not None:
            text += " · " + self.tr("level %1").replace("%1", str(line.level))
        return text

    def _save_phh(self, suggested: str, text: str) -> str:
        path = self._write(suggested, text)
        return "" if path is None else str(path)

    def _write(self, suggested: str, text: str) -> Path | None:
        path = self.shell.choose_file(
            self.tr("Export hand"), suggested, self.tr("PHH hand history (*.phh)")
        )
        if not path:
            return None
        target = Path(path)
        try:
            write_whole(target, text)
        except OSError as exc:
            self.shell.show_error(
                self.tr("Could not export: %1").replace("%1", exc.strerror or str(exc))
            )
            return None
        self.shell.show_notice(self.tr("Saved %1").replace("%1", str(target)))
        return target
