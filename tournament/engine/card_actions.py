"""The actions about cards: draws, manual dealing, and showing or mucking at showdown.

Each has the triad ``verify_x`` (raises :class:`IllegalAction` with the reason and
changes nothing), ``can_x`` and ``x`` (applies it and returns the event).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tournament.cards.card import card_text, format_cards
from tournament.engine.errors import IllegalAction
from tournament.engine.events import (
    BoardDealt,
    CommonCardDealt,
    Discarded,
    HoleDealt,
    ShowedOrMucked,
)
from tournament.engine.streets import StreetFlow
from tournament.engine.transitions import DEALING, DRAWING, OVER, SHOWDOWN

__all__ = ["CardActions"]

_WHEN_DRAWING: Final = (DRAWING,)


class CardActions(StreetFlow):
    """Draws, manual dealing, and the showdown's show or muck."""

    __slots__ = ()

    # ------------------------------------------------------------------ draw

    def verify_stand_pat_or_discard(
        self, cards: Sequence[int | None] = (), player: int | None = None
    ) -> int:
        """Check a discard of ``cards`` (empty: stand pat); returns the player."""
        p = self._check_turn(player, "discard", _WHEN_DRAWING)
        if len(cards) > self.plan.max_discard:
            raise IllegalAction(
                f"At most {self.plan.max_discard} cards may be discarded, not {len(cards)}."
            )
        hand = list(self.dealer.hole[p])
        for c in cards:
            if c in hand:
                hand.remove(c)
            elif None in hand:
                hand.remove(None)
            else:
                raise IllegalAction(
                    f"Player {p + 1} cannot discard {card_text(c)}: it is not in the hand."
                )
        return p

    def can_stand_pat_or_discard(
        self, cards: Sequence[int | None] = (), player: int | None = None
    ) -> bool:
        """Whether :meth:`stand_pat_or_discard` would be accepted."""
        try:
            self.verify_stand_pat_or_discard(cards, player)
        except IllegalAction:
            return False
        return True

    def stand_pat_or_discard(
        self, cards: Sequence[int | None] = (), player: int | None = None
    ) -> Discarded:
        """The player stands pat or discards ``cards`` (replaced after every player drew)."""
        p = self.verify_stand_pat_or_discard(cards, player)
        hand, up = self.dealer.hole[p], self.dealer.up[p]
        for c in cards:
            i = hand.index(c) if c in hand else hand.index(None)
            del hand[i]
            del up[i]
        self.dealer.discards[-1].extend(cards)
        self._draw_count[p] = len(cards)
        event = Discarded(p, tuple(cards))
        self.events.append(event)
        del self._pending[0]
        if self._pending:
            self.actor = self._pending[0]
        else:
            self._draw_done()
        return event

    # ------------------------------------------------------------------ manual dealing

    def _verify_manual(self) -> None:
        if not self.manual:
            raise IllegalAction("The engine deals itself in this hand (not manual dealing).")

    def verify_deal_hole(self, player: int, cards: Sequence[int | None]) -> None:
        """Check a manual deal of hole cards (the street's cards, or draw replacements)."""
        self._verify_manual()
        if self.phase is not DEALING:
            raise IllegalAction(
                f"No cards are due now: the hand is in the {self.phase_name} phase."
            )
        need = self._need[player] if 0 <= player < self.n else 0
        if need == 0:
            raise IllegalAction(f"Player {player + 1} is not due any cards now.")
        count = len(cards)
        # all the cards due, or some of them (dealing goes one card at a time)
        if not 0 < count <= need and not (self.plan.stud and need == 1 and count == 0):
            raise IllegalAction(f"Player {player + 1} must receive {need} card(s), not {count}.")
        self._verify_cards_left(count)
        self.dealer.check_new_cards(cards)

    def _verify_cards_left(self, count: int) -> None:
        """Unknown cards are cards too: the 52 cannot give more than they hold.

        Stud's last street when the stub and the burns cannot serve every player and a
        burn: one common card is due instead (WSOP live rule 228)."""
        dealer = self.dealer
        dealt = sum(len(h) for h in dealer.hole) + len(dealer.board) + len(dealer.common)
        if self.plan.stud and self.street_index == self.plan.last_street:
            live = self._live()
            st = self.street
            if 52 - dealt <= len(live) and all(self._need[p] == st.hole_count for p in live):
                raise IllegalAction(
                    f"Only {52 - dealt} cards are left for {len(live)} players and a burn: "
                    "one common card is dealt face up in the centre instead (WSOP 228)."
                )
        if dealt + count > 52:
            raise IllegalAction(
                f"Only {52 - dealt} of the 52 cards are left: {count} cannot be dealt."
            )

    def can_deal_hole(self, player: int, cards: Sequence[int | None]) -> bool:
        """Whether :meth:`deal_hole` would be accepted."""
        try:
            self.verify_deal_hole(player, cards)
        except IllegalAction:
            return False
        return True

    def deal_hole(self, player: int, cards: Sequence[int | None]) -> HoleDealt:
        """Manual dealing: give ``player`` the cards due this street (in dealing order).

        The cards may come in several deals (one card at a time round the table); the
        street goes on once every player has all the cards due.
        """
        self.verify_deal_hole(player, cards)
        self.dealer.take_from_piles(cards)
        st = self.variant.streets[self.street_index]
        need = self._need
        count = len(cards)
        if st.draw:
            up: tuple[bool, ...] = (False,) * count
        else:
            done = st.hole_count - need[player]  # this street's cards already dealt
            up = st.hole[done : done + count]
        self.dealer.hole[player].extend(cards)
        self.dealer.up[player].extend(up)
        need[player] = need[player] - count if count else 0  # 0: the common card
        event = HoleDealt(player, tuple(cards), tuple(up))
        self.events.append(event)
        self._maybe_dealt()
        return event

    def verify_deal_board(self, cards: Sequence[int | None]) -> None:
        """Check a manual deal of board cards (in stud: the short stub's common card)."""
        self._verify_manual()
        if self.plan.stud and self.phase is DEALING:
            self._verify_common_card(cards)
            return
        if self.phase is not DEALING or self._board_need == 0:
            raise IllegalAction("No board cards are due now.")
        if len(cards) != self._board_need:
            raise IllegalAction(f"The board needs {self._board_need} card(s), not {len(cards)}.")
        self.dealer.check_new_cards(cards)

    def _verify_common_card(self, cards: Sequence[int | None]) -> None:
        """Stud short stub: one common card instead of the last street's cards.

        Allowed only on the last street before anyone got a card there, and only when
        the stub and the earlier burns cannot give every player in the hand a card and
        a burn (WSOP live rule 228; the muck is never reused).
        """
        st = self.street
        live = self._live()
        if self.street_index != self.plan.last_street or any(
            self._need[p] != st.hole_count for p in live
        ):
            raise IllegalAction(
                "A common card is dealt only in place of the last street's cards, "
                "before any player receives one."
            )
        if len(cards) != 1:
            raise IllegalAction(f"The common card is one card, not {len(cards)}.")
        dealt = sum(len(h) for h in self.dealer.hole) + len(self.dealer.board)
        if 52 - dealt > len(live):  # the stub and the burns serve everyone and a burn
            raise IllegalAction(
                f"The stub and the burns still hold {52 - dealt} cards for {len(live)} "
                "players and a burn: a common card is dealt only when they are short."
            )
        self.dealer.check_new_cards(cards)

    def can_deal_board(self, cards: Sequence[int | None]) -> bool:
        """Whether :meth:`deal_board` would be accepted."""
        try:
            self.verify_deal_board(cards)
        except IllegalAction:
            return False
        return True

    def deal_board(self, cards: Sequence[int | None]) -> BoardDealt | CommonCardDealt:
        """Manual dealing: put the street's board cards out.

        In stud (``d db X`` in PHH) this is the short stub's common card, dealt face up
        in the centre as every player's 7th card (see :meth:`verify_deal_board`).
        """
        self.verify_deal_board(cards)
        dealer = self.dealer
        dealer.take_from_piles(cards)
        if dealer.skip_burn:  # dealt again after a premature board card: no burn
            dealer.skip_burn = False
        elif dealer.board or self.plan.stud or not dealer.burns:  # else: an exposed card burned
            dealer.burns.append(None)
        event: BoardDealt | CommonCardDealt
        if self.plan.stud:  # the short stub's common card: every player's last card
            dealer.common.extend(cards)
            self._need = [0] * self.n
            event = CommonCardDealt(cards[0])
        else:
            dealer.board.extend(cards)
            self._board_need = 0
            event = BoardDealt(tuple(cards))
        self.events.append(event)
        self._maybe_dealt()
        return event

    def _maybe_dealt(self) -> None:
        if not any(self._need) and not self._board_need:
            self._after_dealing()

    # ------------------------------------------------------------------ show / muck

    def _own(self, cards: Sequence[int | None]) -> list[int | None]:
        """The shown ``cards`` less stud's common card (every player's, typed or not)."""
        common = self.dealer.common
        return [c for c in cards if c is None or c not in common] if common else list(cards)

    def verify_show_or_muck(
        self, cards: Sequence[int | None] | None = None, player: int | None = None
    ) -> int:
        """Check a show (``cards``) or muck (``None``); returns the player.

        Hands may be tabled in any order at showdown; ``actor`` is the rulebook order
        (the last bettor or raiser of the final round first, else the first to act in
        it, then clockwise).  Once a player is all in and the betting is over, the hands
        are tabled face up before the remaining cards and cannot be mucked.
        """
        if self.phase is OVER and player is not None and cards is not None:
            return self._verify_show_after_hand(cards, player)
        if self.phase is not SHOWDOWN or not self._pending:
            raise IllegalAction(
                f"There is no showdown now: the hand is in the {self.phase_name} phase."
            )
        p = self._pending[0] if player is None else player
        if p not in self._pending:
            raise IllegalAction(f"Player {p + 1} has nothing to show now.")
        if cards is None and not self._final_showdown:
            raise IllegalAction(
                f"Player {p + 1} cannot muck: a player is all in and the betting is over, "
                "so every hand is tabled face up before the remaining cards (TDA 16)."
            )
        if cards:
            hand = self.dealer.hole[p]
            unknown = sum(1 for c in hand if c is None)
            missing = [c for c in self._own(cards) if c is not None and c not in hand]
            if len(missing) > unknown:
                raise IllegalAction(
                    f"Player {p + 1} cannot show {format_cards(cards)}: "
                    "those are not the player's cards."
                )
            if missing:
                self.dealer.check_new_cards(missing)
        return p

    def _verify_show_after_hand(self, cards: Sequence[int | None], p: int) -> int:
        """A player may show a hand that won without a showdown, once it is over (TDA).

        Only the player the pot went to (everyone else folded), whose hand is not tabled
        yet; the cards must be the player's (unknown ones are revealed).
        """
        if not 0 <= p < self.n or self.folded[p] or self.folded.count(False) != 1:
            raise IllegalAction(
                f"There is no showdown now: the hand is over and player {p + 1} has no "
                "hand to show."
            )
        if all(self.dealer.up[p]):
            raise IllegalAction(f"Player {p + 1}'s hand is already tabled.")
        hand = self.dealer.hole[p]
        missing = [c for c in self._own(cards) if c is not None and c not in hand]
        if len(missing) > hand.count(None):
            raise IllegalAction(
                f"Player {p + 1} cannot show {format_cards(cards)}: "
                "those are not the player's cards."
            )
        if missing:
            self.dealer.check_new_cards(missing)
        return p

    def can_show_or_muck(
        self, cards: Sequence[int | None] | None = None, player: int | None = None
    ) -> bool:
        """Whether :meth:`show_or_muck` would be accepted."""
        try:
            self.verify_show_or_muck(cards, player)
        except IllegalAction:
            return False
        return True

    def show_or_muck(
        self, cards: Sequence[int | None] | None = None, player: int | None = None
    ) -> ShowedOrMucked:
        """Table the hand (``cards``, or ``()`` for whatever is known) or muck (``None``)."""
        p = self.verify_show_or_muck(cards, player)
        if self.phase is OVER:  # shown after the hand: recorded, nothing else changes
            return self._table_after_hand(p, cards or ())
        return self._apply_show(p, cards, auto=False)

    def _table_after_hand(self, p: int, cards: Sequence[int | None]) -> ShowedOrMucked:
        dealer = self.dealer
        hand = dealer.hole[p]
        missing = [c for c in self._own(cards) if c is not None and c not in hand]
        dealer.take_from_piles(missing)
        for c in missing:
            hand[hand.index(None)] = c
        dealer.up[p] = [True] * len(dealer.up[p])
        event = ShowedOrMucked(p, tuple(hand))
        self.events.append(event)
        return event
