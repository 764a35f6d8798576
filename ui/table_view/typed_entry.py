"""What the operator types, read for what the hand waits for: amounts ("1200", "1,200",
"all in"), a number of cards drawn, cards ("Ah Kd", "ahkd")."""

from __future__ import annotations

from tournament.cards import CardError, parse_cards
from tournament.engine import IllegalAction
from tournament.service.table_hand import HandEntry, TableHand

__all__ = ["ALL_IN_WORDS", "amount_entry", "cards_typed", "read_entry"]

ALL_IN_WORDS = ("a", "all", "all in", "allin", "all-in", "max")


def cards_typed(text: str) -> tuple[int | None, ...]:
    """The cards typed ("Ah Kd", "ahkd", "??" unknown); a card that is not one is refused."""
    try:
        return tuple(parse_cards(text))
    except CardError as exc:
        raise IllegalAction(str(exc)) from exc


def amount_entry(hand: TableHand, text: str) -> HandEntry:
    """A bet, raise or completion to the amount typed ("all in": the most allowed)."""
    h = hand.hand
    legal = h.legal_actions()
    if legal.raise_to is None:
        raise IllegalAction("No bet or raise is possible now; call (C) or fold (F).")
    words = text.strip().lower()
    if words in ALL_IN_WORDS:
        return HandEntry("raise", legal.raise_to[1])
    digits = words.replace(",", "").replace(" ", "").replace("_", "")
    if not digits.isdigit():
        raise IllegalAction(f"{text!r} is not an amount: type digits, or 'all in'.")
    return HandEntry("raise", int(digits))


def read_entry(hand: TableHand, text: str) -> HandEntry:
    """The entry the typed ``text`` makes for what the hand waits for (Enter pressed)."""
    need = hand.need()
    kind = need.kind
    words = text.strip()
    if kind in ("act", "bring-in"):
        return amount_entry(hand, words)
    if kind == "draw":
        if hand.record:
            if not words.isdigit():
                raise IllegalAction(f"{text!r} is not a number of cards (0 stands pat).")
            return HandEntry("draw", int(words))
        return HandEntry("discard", cards=cards_typed(words))
    if kind == "show":
        if words.lower() == "m":
            return HandEntry("muck")
        if not hand.record:
            return HandEntry("show")
        return HandEntry("show", cards=cards_typed(words))
    if kind == "up-cards":
        return HandEntry("cards", cards=cards_typed(words), player=need.player)
    if kind == "board":
        cards = cards_typed(words) if words else (None,) * need.count
        return HandEntry("board", cards=cards)
    if kind == "common":
        cards = cards_typed(words)
        if len(cards) != 1 or None in cards:
            raise IllegalAction("Type the common card dealt face up in the centre ('Kd').")
        return HandEntry("board", cards=cards)
    if kind == "late-board":
        return HandEntry("late_board", cards=cards_typed(words))
    raise IllegalAction("The hand is over.")
