"""One hand at a table as the table view plays it, in Record or Deal mode.

- **Record mode** (a live hand, physical cards): the operator enters what happens. Cards
  nobody sees are unknown (``None``) and dealt by the session itself; the operator types
  only the cards that matter: stud up cards as they come, the board (or later, at the
  showdown: Enter leaves it unknown), the hands shown at showdown. Draw games: how many
  cards each player draws.
- **Deal mode** (dealerless games, training): the engine shuffles (the deck order comes
  from the injected ``random.Random``) and deals; players discard the cards they name.

Every entry is kept (:attr:`TableHand.entries`), so the hand can be rebuilt from them:
:meth:`TableHand.take_back` removes the last entry (an operator's slip), and a board
typed at the showdown replaces the unknown board cards entered earlier. An entry the
rules refuse raises :class:`~tournament.engine.IllegalAction` with the floor person's
reason and changes nothing.

>>> import random
>>> from tournament.engine import Rules
>>> from tournament.service.hand_setup import HandSetup
>>> setup = HandSetup(1, 1, "NT", 1, ("a", "b", "c"), ("Ann", "Bob", "Cy"), (2, 3, 1),
...     (1000, 1000, 1000), 9, False, None,
...     {"blinds_or_straddles": [50, 100, 0], "antes": [0, 0, 0], "min_bet": 100})
>>> hand = TableHand(setup, Rules(), "record", random.Random(1))
>>> hand.need()
Need(kind='act', player=2, count=0)
>>> hand.enter(HandEntry("raise", 300)); hand.enter(HandEntry("fold"))
>>> hand.enter(HandEntry("fold"))
>>> hand.over, hand.hand.finishing_stacks
(True, [950, 900, 1150])
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from tournament.engine import HandState, IllegalAction, Rules, events
from tournament.service.hand_setup import HandSetup
from tournament.service.played_hand import PlayedHand, Pots, finish_hand

__all__ = ["EntryKind", "HandEntry", "Mode", "Need", "NeedKind", "TableHand"]

Mode = Literal["record", "deal"]
EntryKind = Literal[
    "fold",
    "call",
    "raise",
    "bring_in",
    "draw",
    "discard",
    "show",
    "muck",
    "cards",
    "board",
    "late_board",
    "expose",
    "misdeal",
    "straddle",
]
NeedKind = Literal[
    "act", "bring-in", "draw", "show", "up-cards", "board", "common", "late-board", "over"
]


@dataclass(frozen=True, slots=True)
class HandEntry:
    """One thing the operator entered.

    ``fold``, ``call`` (check or call), ``raise`` (complete, bet or raise to ``amount``),
    ``bring_in``; ``draw`` (Record: ``amount`` cards, unknown) or ``discard`` (Deal: the
    ``cards``); ``show`` (the ``cards``; Deal: empty, the known cards) or ``muck``;
    ``cards`` (Record: the up cards due to ``player``), ``board`` (Record: the street's
    board cards, ``None`` unknown; stud: the short stub's common card), ``late_board``
    (Record, at showdown: the board cards
    left unknown, in order); ``expose`` (the dealer exposed ``cards[0]`` of ``player``;
    ``amount``: which of the player's cards, 1 the first dealt to them, 0 not said);
    ``misdeal``; ``straddle`` (a live straddle left of the big blind, before anyone
    acts, when the house rules allow one: ``Rules.live_straddle``).
    """

    kind: EntryKind
    amount: int = 0
    cards: tuple[int | None, ...] = ()
    player: int | None = None


@dataclass(frozen=True, slots=True)
class Need:
    """What the hand waits for: ``kind``, from which ``player`` (dealing order), how many
    cards (``count``: up cards, board cards)."""

    kind: NeedKind
    player: int | None = None
    count: int = 0


_NEED_OF_PHASE: dict[str, NeedKind] = {
    "betting": "act",
    "bring-in": "bring-in",
    "drawing": "draw",
    "showdown": "show",
}


class TableHand:
    """One hand being played at a table (see the module doc)."""

    def __init__(self, setup: HandSetup, rules: Rules, mode: Mode, rng: random.Random) -> None:
        self.setup = setup
        self.rules = setup.rules_for(rules)
        self.mode: Mode = mode
        self.deck: list[int] | None = None
        if mode == "deal":
            self.deck = list(range(52))
            rng.shuffle(self.deck)
        self.entries: list[HandEntry] = []
        self.pots_before_payout: Pots = []
        self._waiting: Need | None = None
        self.hand = self._rebuild(())

    # ------------------------------------------------------------------ state

    @property
    def record(self) -> bool:
        """True in Record mode (physical cards)."""
        return self.mode == "record"

    @property
    def over(self) -> bool:
        """The hand is finished (pots paid) or void (misdeal)."""
        return self.hand.is_over

    @property
    def void(self) -> bool:
        """A misdeal voided the hand: nothing is recorded, the same button deals again."""
        return any(isinstance(e, events.Misdealt) for e in self.hand.events)

    @property
    def chip_unit(self) -> int:
        """The smallest chip in play: every bet is made of whole chips of it."""
        return self.rules.min_chip_unit

    def need(self) -> Need:
        """What the hand waits for now."""
        h = self.hand
        if h.is_over:
            return Need("over")
        if self._waiting is not None:
            return self._waiting
        phase = h.phase_name
        if phase == "showdown" and self.record and None in h.board:
            return Need("late-board", None, h.board.count(None))
        kind = _NEED_OF_PHASE.get(phase)
        if kind is None:  # pragma: no cover - dealing always stops at an input
            raise IllegalAction(f"The hand waits in the {phase} phase")
        return Need(kind, h.actor)

    # ------------------------------------------------------------------ entering

    def enter(self, entry: HandEntry) -> None:
        """Apply ``entry``; a refused one raises :class:`IllegalAction` and changes nothing."""
        if entry.kind == "late_board":
            self._late_board(entry.cards)
            return
        if entry.kind == "straddle":
            self._verify_straddle()
            self.hand = self._rebuild([entry])
            self.entries.append(entry)
            return
        if self._waiting is not None and entry.kind not in ("cards", "board", "expose", "misdeal"):
            raise IllegalAction(self._waiting_reason())
        self._apply(self.hand, entry)
        self.entries.append(entry)
        self._after(self.hand)

    def take_back(self) -> HandEntry | None:
        """Undo the last entry (the hand is rebuilt without it); None when nothing was entered."""
        if not self.entries:
            return None
        last = self.entries[-1]
        self.hand = self._rebuild(self.entries[:-1])
        self.entries.pop()
        return last

    def finish(self) -> PlayedHand:
        """The finished hand for the tournament (see :func:`finish_hand`)."""
        return finish_hand(self.setup, self.hand, self.rules, pots=self.pots_before_payout)

    # ------------------------------------------------------------------ internals

    def _waiting_reason(self) -> str:
        need = self._waiting
        assert need is not None
        if need.kind == "board":
            return "The board cards are due first (Enter leaves them unknown)."
        if need.kind == "common":
            return (
                "The stub is short: type the common card dealt face up in the centre first "
                "(WSOP 228)."
            )
        return f"Player {(need.player or 0) + 1}'s up card is due first."

    def may_straddle(self) -> bool:
        """Whether a live straddle can be recorded now (see :meth:`_verify_straddle`)."""
        try:
            self._verify_straddle()
        except IllegalAction:
            return False
        return True

    def _verify_straddle(self) -> None:
        """A live straddle: allowed by the house rules, in a blinds game of three or more,
        before anyone acts (rules.md: "live straddle left of the big blind")."""
        if not self.rules.live_straddle:
            raise IllegalAction(
                "The house rules allow no straddle (Rules settings: a live straddle)."
            )
        if self.entries:
            raise IllegalAction("A straddle is posted before anyone acts.")
        if self._straddler() is None:
            raise IllegalAction("No straddle here: it needs the blinds and three players or more.")

    def _straddler(self) -> int | None:
        """The player left of the big blind (dealing order), or None: no blinds, heads-up."""
        blinds = list(self.setup.forced.get("blinds_or_straddles", ()))
        if len(blinds) < 3 or not any(blinds):
            return None
        big = max(range(len(blinds)), key=lambda i: (blinds[i], i))
        nxt = (big + 1) % len(blinds)
        return None if blinds[nxt] else nxt

    def _straddled(self) -> HandSetup:
        """The set-up with the straddle: twice the big blind, posted left of it."""
        p = self._straddler()
        assert p is not None
        blinds = list(self.setup.forced["blinds_or_straddles"])
        blinds[p] = 2 * max(blinds)
        return replace(self.setup, forced={**self.setup.forced, "blinds_or_straddles": blinds})

    def _rebuild(self, entries: Sequence[HandEntry]) -> HandState:
        setup = self.setup
        if entries and entries[0].kind == "straddle":
            setup, entries = self._straddled(), entries[1:]
        hand = setup.start(None, self.rules, manual=self.record, deck=self.deck)
        self._waiting = None
        self.pots_before_payout = hand.pots()
        self._after(hand)
        for entry in entries:
            self._apply(hand, entry)
            self._after(hand)
        return hand

    def _late_board(self, cards: Sequence[int | None]) -> None:
        unknown = self.hand.board.count(None)
        if len(cards) != unknown or None in cards:
            raise IllegalAction(f"Type the {unknown} board card(s) still unknown, in order.")
        typed = list(cards)
        entries = []
        for e in self.entries:
            if e.kind == "board" and None in e.cards:
                filled = tuple(typed.pop(0) if c is None else c for c in e.cards)
                e = HandEntry("board", cards=filled)
            entries.append(e)
        previous = self.hand, self.entries, self._waiting, self.pots_before_payout
        try:
            self.hand = self._rebuild(entries)
        except IllegalAction:
            self.hand, self.entries, self._waiting, self.pots_before_payout = previous
            raise
        self.entries = entries

    def _apply(self, h: HandState, entry: HandEntry) -> None:
        kind = entry.kind
        if kind == "fold":
            h.fold()
        elif kind == "call":
            if h.phase_name == "bring-in":
                h.post_bring_in()
            else:
                h.check_or_call()
        elif kind == "raise":
            self._check_chips(h, entry.amount)
            h.complete_bet_or_raise_to(entry.amount)
        elif kind == "bring_in":
            h.post_bring_in()
        elif kind == "draw":
            h.stand_pat_or_discard([None] * entry.amount)
        elif kind == "discard":
            h.stand_pat_or_discard(entry.cards)
        elif kind == "show":
            h.show_or_muck(entry.cards)
        elif kind == "muck":
            h.show_or_muck(None)
        elif kind == "cards":
            self._deal_up(h, entry)
        elif kind == "board":
            h.deal_board(entry.cards)
        elif kind == "expose":
            self._expose(h, entry)
        elif kind == "misdeal":
            h.declare_misdeal("misdeal declared by the floor")
        else:  # pragma: no cover - the Literal lists every kind
            raise IllegalAction(f"Unknown entry {kind}")

    def _expose(self, h: HandState, entry: HandEntry) -> None:
        """The dealer exposed ``entry.cards[0]`` of ``entry.player`` (``entry.amount``: which
        of the player's cards, 1 the first dealt to them; 0 not said).

        Record-mode stud, 3rd street: a down card exposed before the player's up card is
        typed is the third-street procedure's (WSOP 214): the player's three cards are
        dealt, and the exposed card stays up in place of the up card."""
        p = entry.player if entry.player is not None else -1
        order = entry.amount - 1 if entry.amount > 0 else None
        if (
            self.record
            and h.plan.stud
            and h.street_index == 0
            and h.phase_name == "dealing"
            and 0 <= p < h.n
            and not h.hole[p]
        ):
            h.deal_hole(p, [None] * h.street.hole_count)
            order = 0 if order is None else order
        h.expose_card(p, entry.cards[0], order)

    def _check_chips(self, h: HandState, amount: int) -> None:
        unit = self.chip_unit
        p = h.actor
        all_in = p is not None and amount == h.stacks[p] + h.bets[p]
        if unit > 1 and amount % unit and not all_in:
            raise IllegalAction(
                f"The smallest chip in play is {unit:,}: {amount:,} cannot be made with chips."
            )

    def _deal_up(self, h: HandState, entry: HandEntry) -> None:
        need = self._waiting
        if need is None or need.kind != "up-cards" or need.player is None:
            raise IllegalAction("No up card is due now.")
        if len(entry.cards) != need.count or None in entry.cards:
            raise IllegalAction(f"Type {need.count} up card(s) for player {need.player + 1}.")
        typed = list(entry.cards)
        cards = [typed.pop(0) if up else None for up in h.street.hole]
        h.deal_hole(need.player, cards)

    def _after(self, h: HandState) -> None:
        """Deal what nobody has to type (Record: unknown down cards) and note what is due."""
        self._waiting = None
        if not h.is_over:
            self.pots_before_payout = h.pots()
        if not self.record:
            return
        while h.phase_name == "dealing":
            st = h.street
            due = st.board and h.can_deal_board([None] * st.board)
            if due:
                self._waiting = Need("board", None, st.board)
                return
            if h.plan.stud and h.can_deal_board([None]):  # WSOP 228: the stub is short
                self._waiting = Need("common", None, 1)
                return
            dealt = False
            for p in range(h.n):
                k = _cards_due(h, p)
                if not k:
                    continue
                if not st.draw and any(st.hole) and k == st.hole_count:
                    self._waiting = Need("up-cards", p, sum(st.hole))
                    return
                h.deal_hole(p, [None] * k)
                dealt = True
                break
            if not dealt:  # pragma: no cover - dealing always has something due
                return
        if not h.is_over:
            self.pots_before_payout = h.pots()


def _cards_due(h: HandState, p: int) -> int:
    """How many cards ``p`` is due now in manual dealing (0: none)."""
    for k in range(7, 0, -1):
        if h.can_deal_hole(p, [None] * k):
            return k
    return 0
