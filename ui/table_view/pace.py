"""A dealer's pace in the table view: fewer keys for the same hand.

- A street's up cards go on one line, in dealing order ("5c ac kd 7d", spaces optional):
  each player still in gets theirs (:func:`street_players`, :func:`enter_up_cards`); if
  one card is refused, none of the line is kept.
- A line of cards goes in by itself once it holds every card due (the board, the board
  asked for at the showdown, the rest of a street's up cards): no Enter
  (:func:`cards_due`, :func:`complete_line`); so does the one digit of how many cards a
  player draws (Record mode).
- **X** checks around: every player still to act this round checks
  (:func:`check_around`), offered while nobody has bet.
- In limit games **B** or **R** alone puts in the only legal amount
  (:func:`only_amount`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tournament.cards import CardError, parse_cards
from tournament.errors import DomainError
from tournament.service.table_hand import HandEntry, TableHand
from ui.table_view.state import ViewPhase
from ui.table_view.view_events import played

_TYPED_AS_WORDS = frozenset({ViewPhase.EXPOSED, ViewPhase.WRONG})
"""An exposed card or a wrong amount being typed: the line waits for Enter."""

if TYPE_CHECKING:  # pragma: no cover
    from ui.table_view.window import TableViewWindow

__all__ = [
    "CardLine",
    "cards_due",
    "check_around",
    "complete_line",
    "enter_up_cards",
    "goes_in",
    "only_amount",
    "street_players",
]


def only_amount(hand: TableHand) -> int | None:
    """The one amount a bet or raise may be now (limit games), else None."""
    legal = hand.hand.legal_actions()
    if legal.raise_to is None or legal.raise_to[0] != legal.raise_to[1]:
        return None
    return legal.raise_to[0]


def street_players(hand: TableHand) -> list[int]:
    """The players (dealing order) whose up cards of this street are still due, the first
    one due now first: every player still in from that one on."""
    need = hand.need()
    if need.kind != "up-cards" or need.player is None:
        return []
    h = hand.hand
    return [p for p in range(need.player, h.n) if not h.folded[p]]


def cards_due(hand: TableHand | None) -> int:
    """How many cards the line must hold to go in by itself (0: it waits for Enter)."""
    if hand is None or hand.over or not hand.record:
        return 0
    need = hand.need()
    if need.kind in ("board", "late-board"):
        return need.count
    if need.kind == "up-cards":
        return need.count * len(street_players(hand))
    return 0


def complete_line(hand: TableHand | None, text: str) -> bool:
    """Whether ``text`` holds exactly every card due now (the line then goes in)."""
    due = cards_due(hand)
    if not due or not text.strip():
        return False
    try:
        cards = parse_cards(text)
    except CardError:
        return False  # a card still being typed
    return len(cards) == due and None not in cards


def _draw_count(hand: TableHand | None, text: str) -> bool:
    """Record mode: how many cards a player draws is one digit, complete as typed."""
    if hand is None or hand.over or not hand.record or hand.need().kind != "draw":
        return False
    return len(text) == 1 and text.isdigit()


def enter_up_cards(window: TableViewWindow, cards: tuple[int | None, ...]) -> bool:
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


def check_around(window: TableViewWindow) -> bool:
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


def goes_in(hand: TableHand | None, text: str) -> bool:
    """Whether the line ``text`` goes in by itself: it holds every card due, or (Record
    mode) the one digit of how many cards a player draws."""
    return complete_line(hand, text) or _draw_count(hand, text)


class CardLine:
    """The entry line of ``window``: a line holding every card due goes in by itself, and
    an Enter typed next out of habit is then ignored."""

    def __init__(self, window: TableViewWindow) -> None:
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
