"""The dealer of one hand: dealing from the piles, burns, the stub running short, errors.

Cards are ints ``rank * 4 + suit``; ``None`` is an unknown card (manual dealing, where
the stub is whatever has not been seen).  Automatic dealing takes an explicit deck order
(the top card last in :attr:`Dealer.stub`) or draws each card at random when it is dealt
(a lazy Fisher-Yates shuffle from an injected ``random.Random``).  Every card the dealer
handles stays in exactly one pile (:mod:`tournament.engine.card_piles`).

>>> events = []
>>> dealer = Dealer(2, deck=list(range(52)), rng=None, manual=False, events=events)
>>> dealer.burn(); dealer.take(3), dealer.burns
([1, 2, 3], [0])
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.engine.card_piles import CardPiles
from tournament.engine.events import CommonCardDealt, HoleDealt, StubReshuffled
from tournament.engine.variants import Street

__all__ = ["Dealer"]

_DOWN = tuple((False,) * k for k in range(53))  # k cards dealt face down


class Dealer(CardPiles):
    """Every card of one hand, by pile, and the dealing procedures (burns, stub shortage)."""

    __slots__ = ()

    # ------------------------------------------------------------------ dealing

    def deal_board(self, count: int) -> tuple[int, ...]:
        """Burn (unless :attr:`skip_burn`), then ``count`` board cards."""
        if self.skip_burn:
            self.skip_burn = False
        else:
            self.burn()
        cards = tuple(self.take(count))
        self.board.extend(cards)
        return cards

    def deal_hole(self, st: Street, live: list[int], *, burn: bool) -> None:
        """A burn (``burn``), then the street's hole cards to the players in ``live``, one
        at a time round the table.

        Stud short stub (WSOP live rule 228): the cards needed are the players' and the
        burn.  If the stub is short but the stub and the earlier burns are enough, they
        are scrambled together, then the burn and the cards.  Otherwise one common card
        is dealt face up after the burn; from the stub when it holds more than 2 cards,
        else after scrambling the stub and the burns.  The muck is never reused.
        """
        k = st.hole_count
        needed = k * len(live) + (1 if burn else 0)
        events = self._events
        if len(self.stub) < needed:
            burns = [c for c in self.burns if c is not None]
            if len(self.stub) + len(burns) >= needed or k != 1 or len(self.stub) <= 2:
                self.burns = []
                self.stub = self._scramble(self.stub + burns)
                events.append(StubReshuffled(tuple(self.stub)))
            if len(self.stub) < needed and k == 1:
                if burn:
                    self.burn()
                card = self.pop()
                self.common.append(card)
                events.append(CommonCardDealt(card))
                return
        if burn:
            self.burn()
        m = len(live)
        drawn = self.take(k * m)  # player i of m gets drawn[i::m]
        up = st.hole
        hole, ups = self.hole, self.up
        if k == 1:
            face = up[0]
            for p, card in zip(live, drawn, strict=True):
                hole[p].append(card)
                ups[p].append(face)
                events.append(HoleDealt(p, (card,), up))
            return
        for i, p in enumerate(live):
            cards = drawn[i::m]
            hole[p].extend(cards)
            ups[p].extend(up)
            events.append(HoleDealt(p, tuple(cards), up))

    def replace_draws(self, draw_count: Sequence[int]) -> None:
        """After a draw: one burn, then each player's replacements in turn.

        When the stub after the burn holds the cards needed, they are all dealt, the last
        one included; when it runs short, see :meth:`_reshuffle`.
        """
        current = self.discards[-1]
        remaining = sum(draw_count)
        hole, up, events = self.hole, self.up, self._events
        if not remaining:  # everyone stood pat: a burn if the stub has one, nothing rebuilt
            self.burn()
            return
        if len(self.stub) >= 2 and len(self.stub) - 1 >= remaining:  # burn, then enough
            self.burn()
            drawn = self.take(remaining)
            at = 0
            for p, k in enumerate(draw_count):
                if k:
                    fresh = tuple(drawn[at : at + k])
                    at += k
                    hole[p].extend(fresh)
                    up[p].extend(_DOWN[k])
                    events.append(HoleDealt(p, fresh, _DOWN[k]))
            return
        reshuffled = False
        if len(self.stub) < 2:
            self._reshuffle(current, remaining + 1)
            reshuffled = True
        self.burn()
        for p, k in enumerate(draw_count):
            if not k:
                continue
            got: list[int] = []
            for _ in range(k):
                if not reshuffled and len(self.stub) <= 1:
                    self._reshuffle(current, remaining)
                    reshuffled = True
                elif not self.stub:
                    self._reshuffle(current, remaining)
                got.append(self.pop())
                remaining -= 1
            hole[p].extend(got)
            up[p].extend(_DOWN[k])
            events.append(HoleDealt(p, tuple(got), _DOWN[k]))

    def manual_replacements(self, needed: int, folded: Sequence[bool]) -> None:
        """Manual dealing, a draw's ``needed`` replacements: the burn, and when the stub
        (the cards nobody holds and no pile has) cannot give them after it, the
        reshuffle the dealer must make (the last card, the burns and the earlier draws'
        discards; never this draw's), as a :class:`StubReshuffled` of unknown cards."""
        held = sum(len(h) for p, h in enumerate(self.hole) if not folded[p])
        piles = (self.muck, self.burns, self.board, self.common, self.aside, *self.discards)
        stub = 52 - held - sum(len(pile) for pile in piles)
        if stub >= 2:
            self.burns.append(None)
            stub -= 1
        if not needed or stub >= needed:
            return
        self.burns = []
        for d in self.discards[:-1]:
            d.clear()
        self._events.append(StubReshuffled(()))

    def _reshuffle(self, current: list[int | None], needed: int) -> None:
        """Stub short: the last card, the burns and earlier draws' discards, scrambled.

        The current draw's discards are never reused -- unless nothing else is left
        (only possible when the players' discards exceed every other card).
        """
        pool = list(self.stub)
        pool.extend(c for c in self.burns if c is not None)
        self.burns = []
        for d in self.discards[:-1]:
            pool.extend(c for c in d if c is not None)
            d.clear()
        if len(pool) < needed:
            pool.extend(c for c in self.muck if c is not None)
            self.muck = []
        if len(pool) < needed:
            pool.extend(c for c in current if c is not None)
            current.clear()
        self.stub = self._scramble(pool)
        self._events.append(StubReshuffled(tuple(self.stub)))

    # ------------------------------------------------------------------ dealer errors

    def turn_early(self, count: int) -> list[int]:
        """Automatic dealing: the dealer burned and turned ``count`` board cards too early."""
        self.burn()
        return self.take(count)

    def back_into_stub(self, cards: Sequence[int | None]) -> None:
        """Cards go back into the stub, which is scrambled; the next board card is not burned.

        (Manual dealing keeps no stub: the cards are simply undealt again.)
        """
        if not self.manual:
            self.stub.extend(c for c in cards if c is not None)
            if self._random is None:  # a drawn-at-random stub needs no scrambling
                self.stub = self._scramble(self.stub)
            self._events.append(StubReshuffled(tuple(self.stub)))
        self.skip_burn = True

    def restore_aside(self) -> None:
        """The set-aside premature turn card is scrambled back into the stub (at the river)."""
        cards = self.aside
        self.aside = []
        self.aside_until = -1
        self.back_into_stub(cards)

    def replacement(self) -> int:
        """Automatic dealing: the next card for an exposed draw card (the stub rebuilt if empty)."""
        if not self.stub:
            self._reshuffle(self.discards[-1] if self.discards else [], 1)
        return self.pop()
