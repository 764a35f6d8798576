"""Picking cards with the mouse: the 52 cards in two rows under the entry line (spades and
hearts, then diamonds and clubs, high ranks first). A click types
the card ("Ah ") into the entry, as if typed; a card already in the entry or already dealt
in the hand (:func:`dealt_cards`) is greyed out.
Shown while the hand waits for cards (a showdown, stud up cards, the board, a discard, an
exposed card)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLineEdit, QToolButton, QWidget

from tournament.cards import Card, CardError, parse_cards
from tournament.cards.card import RANK_CHARS, SUIT_CHARS
from tournament.service.table_hand import TableHand

__all__ = ["CardPicker", "dealt_cards", "wants_cards"]

_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
_COLOURS = {"c": "#1f8a3b", "d": "#1f5fbf", "h": "#c62828", "s": "#111111"}  # four-colour deck


class CardPicker(QWidget):
    """The 52 cards, two suits per row, high ranks first; clicking types into ``entry``."""

    def __init__(self, entry: QLineEdit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(1)
        self.buttons: dict[str, QToolButton] = {}
        for index, suit in enumerate(reversed(SUIT_CHARS)):
            row, first = divmod(index, 2)
            for k, rank in enumerate(reversed(RANK_CHARS)):
                column = first * len(RANK_CHARS) + k
                text = rank + suit
                button = QToolButton()
                button.setText(f"{rank}{_SYMBOLS[suit]}")
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the entry keeps the keys
                button.setProperty("suit", suit)  # coloured by the picker's style sheet
                button.clicked.connect(lambda _=False, card=text: self.pick(card))
                grid.addWidget(button, row, column)
                self.buttons[text] = button
        self.dealt: frozenset[str] = frozenset()
        """The cards already dealt in the hand that the table sees (greyed out)."""
        entry.textChanged.connect(self._grey_typed)
        self.set_scale(1.0)

    def show_dealt(self, dealt: frozenset[str]) -> None:
        """Grey out ``dealt`` (cards already in the hand) as well as the cards typed."""
        if dealt != self.dealt:
            self.dealt = dealt
            self._grey_typed(self.entry.text())

    def set_scale(self, scale: float) -> None:
        """The cards' type follows the window's (11 pt in a 1280×800 window)."""
        suits = " ".join(
            f'QToolButton[suit="{suit}"] {{ color: {colour}; }}'
            for suit, colour in _COLOURS.items()
        )
        self.setStyleSheet(
            f"QToolButton {{ font-size: {11 * scale:.1f}pt; font-weight: bold;"
            " background: #f4f1e8; border-radius: 3px; padding: 1px 2px; } "
            + suits
            + " QToolButton:disabled { color: #9a9a9a; background: #5a6b60; }"
        )

    def pick(self, card: str) -> None:
        """Type ``card`` ("Ah") at the end of the entry."""
        text = self.entry.text().rstrip()
        self.entry.setText(f"{text} {card}".strip() + " ")
        self.entry.setFocus()

    def _grey_typed(self, text: str) -> None:
        typed: set[str] = set()
        for word in text.split():
            try:
                typed |= {str(c) for c in parse_cards(word) if c is not None}
            except CardError:
                continue  # a word still being typed
        typed |= self.dealt
        for card, button in self.buttons.items():
            button.setEnabled(card not in typed)


def dealt_cards(hand: TableHand | None) -> frozenset[str]:
    """The cards dealt in ``hand`` that the table sees: the board and, in Record mode,
    every card typed (up cards, hands shown); in Deal mode the face-up ones only (a hole
    card greyed out would tell the table it)."""
    if hand is None:
        return frozenset()
    h = hand.hand
    seen = [c for c in (*h.board, *h.common) if c is not None]
    for cards, ups in zip(h.hole, h.up, strict=True):
        seen += [
            c for c, up in zip(cards, ups, strict=True) if c is not None and (up or hand.record)
        ]
    return frozenset(str(Card(c)) for c in seen)


def wants_cards(hand: TableHand | None) -> bool:
    """Whether the hand waits for cards to be entered (the picker is then shown): stud up
    cards and the short stub's common card, the board, the hands shown in Record mode,
    the discards in Deal mode."""
    if hand is None or hand.over:
        return False
    kind = hand.need().kind
    return kind in ("up-cards", "board", "common", "late-board") or (
        (hand.record and kind == "show") or (not hand.record and kind == "draw")
    )
