"""The table view's keyboard: single keys act at once while the entry line is empty
(F fold, C check / call / bring-in, B or R bet or raise (limit: the only amount at once),
X check around, W wrong amount, S a live straddle before anyone acts (when the house
rules allow one), M muck, S show,
V look at one's cards, N next hand, D draw for the button when a first button game needs
one); Enter submits what was typed, Esc clears it. While a
hand left when pokerfloor closed is asked about, R resumes it and N starts a new hand."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence

from tournament.service.table_hand import HandEntry
from ui.table_view.pace import only_amount
from ui.table_view.quick_entry import check_around
from ui.table_view.resume import answer_key
from ui.table_view.state import ViewPhase
from ui.table_view.view_events import AskAmount, Cancelled
from ui.table_view.window_port import KeyedView

__all__ = ["window_key"]


def window_key(window: KeyedView, event: QKeyEvent) -> bool:
    """Handle a key pressed in ``window``'s entry line; True when it was used."""
    key = event.key()
    state = window.state
    if state.phase is ViewPhase.ASKING:  # a hand left when pokerfloor closed: asked first
        return answer_key(window, event)
    if event.matches(QKeySequence.StandardKey.Undo):  # the entry line's own undo otherwise
        window.take_back()
        return True
    went_in = window.line.take_went_in()
    if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        if not (went_in and not window.entry.text()):  # not the Enter after cards went in
            window.submit()
        return True
    if key == Qt.Key.Key_Escape:
        window.entry.clear()
        if state.typing:
            window.send(Cancelled())
        window.refresh()
        return True
    if window.entry.text() or state.typing:
        return False
    letter = event.text().lower()
    if window.hand is None or window.hand.over:
        if letter == "d" and window.wants_button():
            window.draw_button()
            return True
        return letter == "n" and window.next_or_record()
    need = window.hand.need().kind
    if need in ("act", "bring-in"):
        if letter == "f":
            return window.enter(HandEntry("fold"))
        if letter == "c":
            return window.enter(HandEntry("call"))
        if letter in ("b", "r"):
            legal = window.hand.hand.legal_actions()
            if need == "bring-in" and legal.raise_to is not None:
                return window.enter(HandEntry("raise", legal.raise_to[0]))
            only = only_amount(window.hand)
            if only is not None:  # limit: the only legal amount, no need to type it
                return window.enter(HandEntry("raise", only))
            window.send(AskAmount())
            window.refresh()
            return True
        if letter.isdigit():
            window.send(AskAmount())
            return False
        if letter == "x" and need == "act":
            return check_around(window)
        if letter == "w" and need == "act":
            window.wrong_amount_prompt()
            return True
        if letter == "s" and need == "act" and window.hand.may_straddle():
            return window.enter(HandEntry("straddle"))
    if need == "show" and letter == "m":
        return window.enter(HandEntry("muck"))
    if need == "show" and letter == "s" and not window.hand.record:
        return window.enter(HandEntry("show"))
    if letter == "v" and not window.hand.record:
        window.reveal()
        return True
    return False
