"""The dealer's quick entries on a table view (the rules of what goes in are
:mod:`ui.table_view.pace`'s): a line of cards goes in by itself once it holds every card
due (:class:`CardLine`), a street's up cards go on one line (:func:`enter_up_cards`), and
**X** checks around (:func:`check_around`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournament.errors import DomainError
from tournament.service.table_hand import HandEntry
from ui.table_view.pace import cards_due, goes_in
from ui.table_view.state import ViewPhase
from ui.table_view.view_events import played
from ui.table_view.window_port import EntryView, ViewBase

__all__ = ["CardLine", "check_around", "enter_up_cards"]

_TYPED_AS_WORDS = frozenset({ViewPhase.EXPOSED, ViewPhase.WRONG})
"""An exposed card or a wrong amount being typed: the line waits for Enter."""


def enter_up_cards(window: ViewBase, cards: tuple[int | None, ...]) -> bool:
    """Deal the up cards typed on one line to the players due, in dealing order; all or
    nothing (a refused card takes back the ones given from this line, the reason shown)."""
    hand = window.hand
    assert hand is not None
    due = cards_due(hand)
    if len(cards) > due:
        text = QCoreApplication.translate(
            "TableView", "%1 card(s) typed, but only %2 up card(s) are due on this street."
        )
        window.refused(text.replace("%1", str(len(cards))).replace("%2", str(due)))
        return False
    given = 0
    rest = list(cards)
    try:
        while rest:
            need = hand.need()
            mine, rest = rest[: need.count], rest[need.count :]
            hand.enter(HandEntry("cards", cards=tuple(mine), player=need.player))
            given += 1
    except DomainError as exc:
        for _ in range(given):
            hand.take_back()
        window.refused(str(exc))
        return False
    return True


def check_around(window: ViewBase) -> bool:
    """X: every player still to act in this betting round checks (refused, with the
    reason, when somebody has bet)."""
    hand = window.hand
    assert hand is not None
    legal = hand.hand.legal_actions()
    if hand.need().kind != "act" or not legal.check:
        window.refused(
            QCoreApplication.translate(
                "TableView", "Somebody has bet: X checks around only while nobody has."
            )
        )
        return True
    street = hand.hand.street_index
    while (
        not hand.over
        and hand.need().kind == "act"
        and hand.hand.street_index == street
        and hand.hand.legal_actions().check
    ):
        hand.enter(HandEntry("call"))
    window.send(played(hand))
    window.entry.clear()
    window.error.clear()
    window.refresh()
    return True


class CardLine:
    """The entry line of ``window``: a line holding every card due goes in by itself, and
    an Enter typed next out of habit is then ignored."""

    def __init__(self, window: EntryView) -> None:
        self.window = window
        self.submitting = False
        """A line is going in by itself (its own change of the line is not typing)."""
        self.went_in = False
        """A line of cards just went in by itself: an Enter on the empty line is not an entry."""

    def typed(self, text: str) -> None:
        """The entry line changed: submit it when it holds every card due."""
        window = self.window
        if window.display_only or self.submitting or window.state.phase in _TYPED_AS_WORDS:
            return
        if goes_in(window.hand, text):
            self.submitting = True
            try:
                window.submit()
            finally:
                self.submitting = False
            self.went_in = not window.entry.text()

    def take_went_in(self) -> bool:
        """Whether a line just went in by itself (asked once: then forgotten)."""
        went_in, self.went_in = self.went_in, False
        return went_in
