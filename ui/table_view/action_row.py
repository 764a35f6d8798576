"""The buttons beside the table view's entry line: **Take back**, **Misdeal**, **Exposed
card…**, **Wrong amount (W)…**, the demo's **Play it out at random**, **Draw for the button
(D)** and, when the console offers it, **Hands played here…**.

Each does what its key does (:mod:`ui.table_view.keys`); none takes the focus from the
entry line. Which are shown and enabled follows the view's state
(:func:`ui.table_view.redraw.redraw`); a display station hides those that change the hand
(:func:`ui.table_view.live.station_look`). The texts are translated in the window's context
(``TableViewWindow``), as when they were its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QPushButton

__all__ = ["ActionRow", "RowActions"]


class RowActions(Protocol):
    """What the buttons do (the window's actions)."""

    def take_back(self) -> None:
        """Take back the hand's last entry."""
        ...

    def misdeal(self) -> None:
        """Declare a misdeal."""
        ...

    def expose_prompt(self) -> None:
        """Record a card the dealer exposed."""
        ...

    def wrong_amount_prompt(self) -> None:
        """A player put out a wrong amount."""
        ...

    def play_out(self) -> None:
        """Deal mode, demo event: the engine plays the rest at random."""
        ...

    def draw_button(self) -> None:
        """Draw for the button (the table's first button game)."""
        ...


def _button(text: str, slot: Callable[[], object]) -> QPushButton:
    button = QPushButton(text)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    button.clicked.connect(lambda: slot())
    return button


class ActionRow:
    """The buttons (see the module docstring); ``hands`` is None when the hands played at
    the table are not offered."""

    def __init__(self, actions: RowActions, show_hands: Callable[[], object] | None) -> None:
        self.take_back = _button(
            QCoreApplication.translate("TableViewWindow", "Take back"), actions.take_back
        )
        self.misdeal = _button(
            QCoreApplication.translate("TableViewWindow", "Misdeal"), actions.misdeal
        )
        self.expose = _button(
            QCoreApplication.translate("TableViewWindow", "Exposed card…"), actions.expose_prompt
        )
        self.wrong = _button(
            QCoreApplication.translate("TableViewWindow", "Wrong amount (W)…"),
            actions.wrong_amount_prompt,
        )
        self.random = _button(
            QCoreApplication.translate("TableViewWindow", "Play it out at random (demo)"),
            actions.play_out,
        )
        self.draw = _button(
            QCoreApplication.translate("TableViewWindow", "Draw for the button (D)"),
            actions.draw_button,
        )
        self.draw.setToolTip(
            QCoreApplication.translate(
                "TableViewWindow",
                "The first button game at this table: draw for the button at random",
            )
        )
        self.random.setToolTip(
            QCoreApplication.translate(
                "TableViewWindow",
                "Deal mode only: the engine plays the rest of the hand at random",
            )
        )
        self.hands: QPushButton | None = None
        if show_hands is not None:
            self.hands = _button(
                QCoreApplication.translate("TableViewWindow", "Hands played here…"), show_hands
            )

    def changing(self) -> tuple[QPushButton, ...]:
        """The buttons that change the hand (a display station has none of them)."""
        return (self.take_back, self.misdeal, self.expose, self.wrong, self.random)

    def shown(self) -> list[QPushButton]:
        """Every button of the row, in its order (the hands played one too, when offered)."""
        more = [self.hands] if self.hands is not None else []
        return [*self.changing(), self.draw, *more]
