"""The floor's irregularities typed in the table view: a card the dealer exposed ("3 Ah":
the seat and the card, through the engine's procedure) and a wrong amount put in (the
chips, ruled by the TDA in :mod:`tournament.service.wrong_amount`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tournament.errors import DomainError
from tournament.service.table_hand import Entry
from tournament.service.wrong_amount import chips_put_in
from ui.table_view.typed_entry import cards_typed

if TYPE_CHECKING:  # pragma: no cover
    from ui.table_view.window import TableViewWindow

__all__ = ["expose_typed", "wrong_typed"]


def expose_typed(window: TableViewWindow, text: str) -> None:
    """Record the exposed card typed as "seat card"."""
    assert window.hand is not None
    parts = text.split(None, 1)
    seats = window.hand.setup.seats
    if len(parts) != 2 or not parts[0].isdigit() or int(parts[0]) not in seats:
        window.refused(
            QCoreApplication.translate(
                "TableViewWindow", "Type a seat of this hand and the card, e.g. '3 Ah'"
            )
        )
        return
    player = seats.index(int(parts[0]))
    try:
        cards = cards_typed(parts[1])
    except DomainError as exc:
        window.refused(str(exc))
        return
    window.expose_mode = False
    window.enter(Entry("expose", cards=cards[:1], player=player))


def wrong_typed(window: TableViewWindow, text: str) -> None:
    """Rule on the chips typed and apply the ruling (its words stay on screen)."""
    assert window.hand is not None
    digits = text.replace(",", "").strip()
    if not digits.isdigit():
        window.refused(
            QCoreApplication.translate("TableViewWindow", "Type the chips put in, in digits")
        )
        return
    try:
        ruling = chips_put_in(window.hand.hand, int(digits))
    except DomainError as exc:
        window.refused(str(exc))
        return
    window.wrong_mode = False
    if window.enter(ruling.entry) and not window.error.text():
        window.error.setText(ruling.words)
