"""A window that remembers where it was shown (its screen, size and full-screen state, in
``QSettings``) and goes full screen with F11 or F, Escape leaving it: the clock screen's
window on the room's TV (:class:`ui.clock_screen.ClockScreen`)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QWidget

__all__ = ["PlacedWindow"]


class PlacedWindow(QWidget):
    """A window placed as it was last time (see the module doc); ``settings`` keeps it."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings

    def has_saved_placement(self) -> bool:
        """Whether the window was placed in an earlier run."""
        return self._settings.contains("window/geometry")

    def restore_placement(self) -> None:
        """Put the window back where it was last time (screen, size, full screen)."""
        geometry = self._settings.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        if self._settings.value("window/full_screen", False, type=bool):
            self.setWindowState(self.windowState() | Qt.WindowState.WindowFullScreen)

    def save_placement(self) -> None:
        """Remember the window's screen, size and full-screen state for the next run."""
        self._settings.setValue("window/geometry", self.saveGeometry())
        full = bool(self.windowState() & Qt.WindowState.WindowFullScreen)
        self._settings.setValue("window/full_screen", full)
        self._settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Remember the placement, then close."""
        self.save_placement()
        super().closeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """F11 or F toggles full screen; Escape leaves it."""
        if event.key() in (Qt.Key.Key_F11, Qt.Key.Key_F):
            self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)
            self.save_placement()
        elif event.key() == Qt.Key.Key_Escape:
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowFullScreen)
            self.save_placement()
        else:
            super().keyPressEvent(event)
