"""The console's buttons and menu actions, kept in one place so a display station can
switch every control that changes the event off at once."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QLineEdit, QPushButton, QWidget

__all__ = ["Controls", "Shortcut", "WindowUndo"]

Shortcut = QKeySequence | QKeySequence.StandardKey | str


class WindowUndo(QObject):
    """Installed on a text field or a list: Ctrl+Z and Ctrl+Shift+Z undo and redo the last
    director action (the window's Undo / Redo), not the typing in the field, and the
    window's ``keys`` (the clock's: Ctrl+Left / Right for the levels, Ctrl+Up / Down for
    the minutes, Ctrl+Space) act on the clock rather than move the cursor."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.keys: list[QKeySequence] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Qt: keep the field from claiming the window's keys for itself."""
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        if event.matches(QKeySequence.StandardKey.Undo) or event.matches(
            QKeySequence.StandardKey.Redo
        ):
            return True
        return QKeySequence(event.keyCombination()) in self.keys


class Controls:
    """Makes buttons and actions for ``window`` and remembers which ones change the event."""

    def __init__(self, window: QWidget) -> None:
        self.window = window
        self.edit_widgets: list[QWidget] = []
        self.edit_actions: list[QAction] = []
        self.display_only = False
        self.window_undo = WindowUndo(window)

    def action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: Shortcut | None = None,
        edits: bool = True,
        everywhere: bool = False,
    ) -> QAction:
        """A menu/toolbar action whose shortcut works whatever shows it (``everywhere``:
        even in a text field or a list that has a use of its own for the keys)."""
        action = QAction(text, self.window)
        if isinstance(shortcut, QKeySequence.StandardKey):
            action.setShortcuts(shortcut)  # every binding: Redo is Ctrl+Y and Ctrl+Shift+Z
        elif shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            if everywhere:
                self.window_undo.keys.append(QKeySequence(shortcut))
        action.triggered.connect(lambda: slot())
        self.window.addAction(action)
        if edits:
            self.edit_actions.append(action)
        return action

    def button(self, text: str, slot: Callable[[], object], tip: str = "") -> QPushButton:
        """A push button that changes the event (a click leaves the keyboard focus alone)."""
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        if tip:
            button.setToolTip(tip)
        button.clicked.connect(lambda: slot())
        self.edit_widgets.append(button)
        return button

    def edits(self, widget: QWidget) -> None:
        """Count another widget among those a display station disables."""
        self.edit_widgets.append(widget)

    def text_field(self, widget: QWidget) -> None:
        """A text field or a list where Ctrl+Z / Ctrl+Shift+Z still undo / redo director
        actions and the clock's keys work the clock."""
        widget.installEventFilter(self.window_undo)

    def every_field(self) -> None:
        """Treat every text field and list of the window as :meth:`text_field`."""
        fields: list[QWidget] = [*self.window.findChildren(QLineEdit)]
        fields += self.window.findChildren(QAbstractItemView)
        for widget in fields:
            widget.installEventFilter(self.window_undo)

    def read_only(self, action: QAction) -> None:
        """An action that does not change the event after all (e.g. no database: disabled)."""
        if action in self.edit_actions:
            self.edit_actions.remove(action)

    def set_display_only(self) -> None:
        """Disable every control that changes the event."""
        for widget in self.edit_widgets:
            widget.setEnabled(False)
        for action in self.edit_actions:
            action.setEnabled(False)
        self.display_only = True
