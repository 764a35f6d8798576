"""The dealer of one hand: the stub, the players' cards, board, burns, muck and discards.

Cards are ints ``rank * 4 + suit``; ``None`` is an unknown card (manual dealing, where
the stub is whatever has not been seen).  Automatic dealing takes an explicit deck order
(the top card last in :attr:`Dealer.stub`) or draws each card at random when it is dealt
(a lazy Fisher-Yates shuffle from an injected ``random.Random``).  Every card the dealer
handles stays in exactly one pile.

>>> events = []
>>> dealer = Dealer(2, deck=list(range(52)), rng=None, manual=False, events=events)
>>> dealer.burn(); dealer.take(3), dealer.burns
([1, 2, 3], [0])
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from tournament.cards.card import format_cards
from tournament.engine.errors import IllegalAction
from tournament.engine.events import (
    CardsBurned,
    CommonCardDealt,
    Event,
    HoleDealt,
    StubReshuffled,
)
from tournament.engine.variants import Street

__all__ = ["Dealer"]

_FULL_DECK = list(range(52))
_DOWN = tuple((False,) * k for k in range(53))  # k cards dealt face down


class Dealer:
    """Every card of one hand, by pile, and the dealing procedures (burns, stub shortage)."""

    __slots__ = (
        "_events",
        "_random",
        "_rng",
        "aside",
        "aside_until",
        "board",
        "burns",
        "common",
        "dead",
        "discards",
        "flashed",
        "hole",
        "manual",
        "muck",
        "skip_burn",
        "stub",
        "up",
    )

    stub: list[int]
    """Undealt cards, the next one last (manual dealing: empty)."""
    hole: list[list[int | None]]
    """Each player's cards in dealing order."""
    up: list[list[bool]]
    """For each player's card, whether it is face up."""
    board: list[int | None]
    burns: list[int | None]
    muck: list[int | None]
    discards: list[list[int | None]]
    """The discards of each draw so far."""
    common: list[int | None]
    """Stud short stub: the common card every player uses."""
    aside: list[int | None]
    """A premature turn card, out of play until the street :attr:`aside_until`."""
    aside_until: int
    dead: list[int]
    """Exposed draw cards: with the burns, never dealt again to the player (manual)."""
    flashed: list[int]
    """Players' cards the dealer exposed after the deal: face up, but not counted for
    who acts first or the open pair in stud (the hand plays on as dealt)."""
    skip_burn: bool
    """The next board street is dealt without a burn (after a premature board card)."""
    manual: bool
    _rng: random.Random | None
    _random: Callable[[], float] | None
    _events: list[Event]

    def __init__(
        self,
        n: int,
        *,
        deck: Sequence[int] | None,
        rng: random.Random | None,
        manual: bool,
        events: list[Event],
    ) -> None:
        self.manual = manual
        self._rng = rng
        self._random = None
        self._events = events
        if manual:
            self.stub = []
        elif deck is not None:
            cards = [int(c) for c in deck]
            if sorted(cards) != _FULL_DECK:
                raise ValueError("an explicit deck must hold each of the 52 cards once")
            self.stub = cards[::-1]  # top of the deck at the end
        else:
            self.stub = _FULL_DECK[:]
            self._random = (rng or random.Random()).random
        self.hole = [[] for _ in range(n)]
        self.up = [[] for _ in range(n)]
        self.board = []
        self.burns = []
        self.muck = []
        self.discards = []
        self.common = []
        self.aside = []
        self.aside_until = -1
        self.dead = []
        self.flashed = []
        self.skip_burn = False

    # ------------------------------------------------------------------ the stub

    def pop(self) -> int:
        """The next card off the stub."""
        stub = self.stub
        if self._random is not None:
            j = int(self._random() * len(stub))
            card = stub[j]  # swap with the last card and pop it
            stub[j] = stub[-1]
            stub.pop()
            return card
        return stub.pop()

    def take(self, k: int) -> list[int]:
        """The next ``k`` cards off the stub, in order (as ``k`` calls of :meth:`pop`)."""
        stub, rand = self.stub, self._random
        if rand is None:
            cut = len(stub) - k
            drawn = stub[cut:][::-1]
            del stub[cut:]
            return drawn
        drawn = []
        append, pop = drawn.append, stub.pop
        for size in range(len(stub), len(stub) - k, -1):
            j = int(rand() * size)
            append(stub[j])
            stub[j] = stub[-1]
            pop()
        return drawn

    def burn(self) -> None:
        """Burn a card (never the stub's last card)."""
        if len(self.stub) >= 2:
            card = self.pop()
            self.burns.append(card)
            self._events.append(CardsBurned(card))

    def _scramble(self, cards: list[int]) -> list[int]:
        rng = self._rng or random.Random(sum((i + 1) * c for i, c in enumerate(cards)))
        rng.shuffle(cards)
        return cards

    def shuffle_now(self) -> None:
        """Shuffle the rest of the stub at once, so that its top card is known."""
        if self._random is not None:
            rand, stub = self._random, self.stub
            for i in range(len(stub) - 1, 0, -1):
                j = int(rand() * (i + 1))
                stub[i], stub[j] = stub[j], stub[i]
            self._random = None

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

    # ------------------------------------------------------------------ manual dealing

    def in_play(self, card: int) -> bool:
        """Whether ``card`` is in a player's hand, on the board or the common card."""
        if card in self.board or card in self.common:
            return True
        return any(card in hand for hand in self.hole)

    def check_new_cards(self, cards: Sequence[int | None]) -> None:
        """Refuse cards that appear twice or are already in play."""
        known = [c for c in cards if c is not None]
        if len(known) > 1 and len(set(known)) != len(known):
            raise IllegalAction(f"The same card appears twice in {format_cards(cards)}.")
        clash = [c for c in known if self.in_play(c)]
        if clash:
            raise IllegalAction(
                f"{format_cards(sorted(clash))} is already in play and cannot be dealt again."
            )
        aside = [c for c in known if c in self.aside]
        if aside:
            raise IllegalAction(
                f"{format_cards(aside)} was turned too early and is set aside until the river."
            )
        dead = [c for c in known if c in self.dead]
        if dead:
            raise IllegalAction(
                f"{format_cards(dead)} was exposed by the dealer in the draw and is dead."
            )

    def take_from_piles(self, cards: Sequence[int | None]) -> None:
        """Cards named in manual dealing leave the muck, burns or discards they were in."""
        piles = [pile for pile in (self.muck, self.burns, *self.discards) if pile]
        if not piles:
            return
        for c in cards:
            if c is None:
                continue
            for pile in piles:
                if c in pile:
                    pile.remove(c)
                    break

    def accounted(self, folded: Sequence[bool]) -> dict[str, list[int | None]]:
        """Every card by where it is: stub, hands, board, common, burns, muck, discards."""
        hands = [c for p, h in enumerate(self.hole) if not folded[p] for c in h]
        piles: dict[str, list[int | None]] = {
            "hands": hands,
            "board": list(self.board),
            "common": list(self.common),
            "burns": list(self.burns),
            "muck": list(self.muck),
            "discards": [c for d in self.discards for c in d],
            "aside": list(self.aside),
        }
        if self.manual:
            seen = {c for pile in piles.values() for c in pile if c is not None}
            piles["stub"] = [c for c in range(52) if c not in seen]
        else:
            piles["stub"] = list(self.stub)
        return piles
