"""The floor's irregularities typed in the table view: a card the dealer exposed ("3 Ah":
the seat and the card; "3 Ah 2": the seat's second card; through the engine's procedure)
and a wrong amount put in (the chips, ruled in :mod:`tournament.service.wrong_amount`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournament.errors import DomainError
from tournament.service.table_hand import HandEntry
from tournament.service.wrong_amount import chips_put_in
from ui.table_view.typed_entry import cards_typed
from ui.table_view.view_events import AskExposed, AskWrong
from ui.table_view.window_port import IrregularView

__all__ = ["ask_exposed", "ask_wrong", "expose_typed", "wrong_typed"]


def ask_exposed(window: IrregularView) -> None:
    """Exposed card…: the seat and the card are typed next ("3 Ah"), and which of the
    seat's cards it was when it matters ("1 Ah 2": the second)."""
    if window.hand is None or not window.state.allows(AskExposed()):
        return
    window.send(AskExposed())
    window.prompt.show_text(
        QCoreApplication.translate(
            "TableViewWindow",
            "Exposed card: type the seat and the card, e.g. '3 Ah'; "
            "the seat's second card: '3 Ah 2'",
        )
    )
    window.entry.setFocus()


def ask_wrong(window: IrregularView) -> None:
    """Wrong amount…: the chips the player put out are typed next, the TDA ruling is
    applied."""
    hand = window.hand
    if hand is None or not window.state.allows(AskWrong()) or hand.need().kind != "act":
        return
    window.send(AskWrong())
    window.prompt.show_text(
        QCoreApplication.translate(
            "TableViewWindow",
            "Wrong amount: type the chips the player put in, Enter "
            "(one oversized chip without a word: '1000 chip')",
        )
    )
    window.entry.setFocus()


def expose_typed(window: IrregularView, text: str) -> None:
    """Record the exposed card typed as "seat card", or "seat card number" (which of the
    seat's cards it was, 1 the first dealt to the seat: "1 Ah 2")."""
    assert window.hand is not None
    parts = text.split()
    order = 0
    if len(parts) == 3 and parts[2].isdigit() and int(parts[2]) > 0:
        order = int(parts[2])
        parts = parts[:2]
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
    window.enter(HandEntry("expose", order, cards[:1], player))  # then back to playing


def wrong_typed(window: IrregularView, text: str) -> None:
    """Rule on the chips typed and apply the ruling (its words stay on screen); "1000
    chip": one oversized chip put in without a word."""
    assert window.hand is not None
    words = text.replace(",", "").strip().lower().split()
    single = len(words) == 2 and words[1] in ("chip", "c")
    digits = words[0] if words and (len(words) == 1 or single) else ""
    if not digits.isdigit():
        window.refused(
            QCoreApplication.translate("TableViewWindow", "Type the chips put in, in digits")
        )
        return
    try:
        ruling = chips_put_in(window.hand.hand, int(digits), single)
    except DomainError as exc:
        window.refused(str(exc))
        return
    if window.enter(ruling.entry) and not window.error.text():
        window.error.setText(ruling.words)
