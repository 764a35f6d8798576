"""A dealer's pace in the table view: fewer keys for the same hand. This module holds
the rules, on the hand alone; the window acts on them in :mod:`ui.table_view.quick_entry`.

- A street's up cards go on one line, in dealing order ("5c ac kd 7d", spaces optional):
  each player still in gets theirs (:func:`street_players`,
  :func:`~ui.table_view.quick_entry.enter_up_cards`); if one card is refused, none of the
  line is kept.
- A line of cards goes in by itself once it holds every card due (the board, the board
  asked for at the showdown, the rest of a street's up cards): no Enter
  (:func:`cards_due`, :func:`complete_line`); so does the one digit of how many cards a
  player draws (Record mode).
- **X** checks around: every player still to act this round checks
  (:func:`~ui.table_view.quick_entry.check_around`), offered while nobody has bet.
- In limit games **B** or **R** alone puts in the only legal amount
  (:func:`only_amount`).
"""

from __future__ import annotations

from tournament.cards import CardError, parse_cards
from tournament.service.table_hand import TableHand

__all__ = [
    "cards_due",
    "complete_line",
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


def goes_in(hand: TableHand | None, text: str) -> bool:
    """Whether the line ``text`` goes in by itself: it holds every card due, or (Record
    mode) the one digit of how many cards a player draws."""
    return complete_line(hand, text) or _draw_count(hand, text)
