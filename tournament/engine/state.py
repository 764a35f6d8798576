"""One poker hand as a state machine (every variant, driven by :class:`Variant` data).

Players are indices in dealing order (``0`` is PHH ``p1``: the first seat left of the
button or dealer; the last index is the button).  Cards are ints ``rank * 4 + suit``
(``tournament.cards.Card`` values work); ``None`` is an unknown card in manual dealing.

Every action has a triad: ``verify_x(...)`` raises :class:`IllegalAction` with a floor
person's reason, ``can_x(...)`` answers ``bool`` and ``x(...)`` applies it and returns
an event.  Verification always happens before any mutation, so a rejected action
changes nothing.

>>> import random
>>> hand = HandState("NT", [200, 200, 200], blinds_or_straddles=[1, 2, 0], min_bet=2,
...                  rng=random.Random(1))
>>> hand.actor, hand.bets
(2, [1, 2, 0])
>>> hand.complete_bet_or_raise_to(6).to
6
>>> _ = hand.fold(); _ = hand.fold()
>>> hand.is_over, hand.finishing_stacks
(True, [199, 198, 203])
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Sequence
from itertools import compress
from typing import Final, NamedTuple

from tournament.cards import EVALUATORS, high7, low_8_7, low_27_5, low_a5_7
from tournament.engine.errors import IllegalAction
from tournament.engine.events import (
    AntePosted,
    BetOrRaised,
    BetReturned,
    BlindPosted,
    BoardDealt,
    BroughtIn,
    CardExposed,
    CardsBurned,
    CheckedOrCalled,
    CommonCardDealt,
    Discarded,
    Event,
    Folded,
    HandEnded,
    HoleDealt,
    Misdealt,
    PotAwarded,
    ShowedOrMucked,
    StubReshuffled,
)
from tournament.engine.pots import Pot, build_pots, uncalled_bet
from tournament.engine.rules import Rules
from tournament.engine.showdown import split_amount
from tournament.engine.stud import bring_in_player, first_by_exposed, possible_first_by_exposed
from tournament.engine.variants import VARIANTS, Street, Variant

__all__ = ["UNLIMITED_STACK", "HandState", "LegalActions"]

_DEFAULT_RULES = Rules()

UNLIMITED_STACK = 10**15
"""Chips standing for an unknown (``inf``) stack in a hand history."""

# Final: the compiled build (mypyc) inlines these instead of looking them up by name
_DEAL: Final = 0
_BRING_IN: Final = 1
_BET: Final = 2
_DRAW: Final = 3
_SHOWDOWN: Final = 4
_OVER: Final = 5
_DOWN = tuple((False,) * k for k in range(53))  # k cards dealt face down
_PHASE_NAMES = ("dealing", "bring-in", "betting", "drawing", "showdown", "over")
_RANKS = "23456789TJQKA"
_SUITS = "cdhs"


def _card_text(card: int | None) -> str:
    return "??" if card is None else _RANKS[card >> 2] + _SUITS[card & 3]


def _cards_text(cards: Sequence[int | None]) -> str:
    return "".join(_card_text(c) for c in cards)


class LegalActions(NamedTuple):
    """What the player to act may do now (amounts are "to" totals for the round).

    ``raise_to`` is ``(min, max)`` or ``None``; in limit games only ``min`` and ``max``
    themselves are valid (they differ only for an open pair on 4th street or an
    all-in).  ``bring_in`` is the bring-in amount when it may be posted, ``complete``
    the completion amount.  ``discard`` is the most cards that may be discarded.
    """

    player: int | None
    phase: str
    fold: bool = False
    check: bool = False
    call: int | None = None
    raise_to: tuple[int, int] | None = None
    bring_in: int | None = None
    discard: int | None = None
    show: bool = False


_new_tuple: Final = tuple.__new__
_Ranker = Callable[[Sequence[int], Sequence[int]], int | None]


class _VariantInfo(NamedTuple):
    """Per-variant facts the hot paths read (derived once from the streets)."""

    last_street: int
    big: tuple[bool, ...]  # the street's limit unit is the big bet
    draw_ahead: tuple[bool, ...]  # a draw is still to come after the street
    eval_high: _Ranker | None
    eval_low: _Ranker | None


_INFO: dict[int, tuple[Variant, _VariantInfo]] = {}


def _variant_info(v: Variant) -> _VariantInfo:
    entry = _INFO.get(id(v))
    if entry is not None and entry[0] is v:
        return entry[1]
    streets = v.streets
    info = _VariantInfo(
        len(streets) - 1,
        tuple(s.bet_size == "big" for s in streets),
        tuple(any(s.draw for s in streets[i + 1 :]) for i in range(len(streets))),
        _evaluator(v.high),
        _evaluator(v.low),
    )
    _INFO[id(v)] = (v, info)
    return info


_ROTATIONS: dict[int, tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]] = {}


def _rotations(
    n: int,
) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """Clockwise orders of ``n`` players: from each start, and from the seat after it."""
    found = _ROTATIONS.get(n)
    if found is None:
        with_self = tuple(tuple((s + k) % n for k in range(n)) for s in range(n))
        after = tuple(tuple((s + k) % n for k in range(1, n + 1)) for s in range(n))
        found = _ROTATIONS[n] = (with_self, after)
    return found


def _any_pair(ups: Sequence[Sequence[int | None] | None]) -> bool:
    """Whether any player's up cards (``None``: folded) show a pair (open pair)."""
    for cards in ups:
        if cards is None:
            continue
        ranks = [c >> 2 for c in cards if c is not None]
        if len(ranks) != len(set(ranks)):
            return True
    return False


def _int_amount(value: float | int, what: str) -> int:
    if isinstance(value, float):
        if math.isinf(value):
            return UNLIMITED_STACK
        if value != int(value):
            raise ValueError(f"{what} must be a whole number of chips, not {value}")
    return int(value)


def _chips(amount: int | float) -> int:
    """An action's amount as whole chips (``6.0`` is 6); ``6.5`` is refused.

    Not a number at all is a programming error (``TypeError``), as it is for the
    compiled engine, which checks the argument types itself.
    """
    if isinstance(amount, int):
        return int(amount)
    if not isinstance(amount, float):
        raise TypeError(f"an amount is a number of chips, not {amount!r}")
    if amount.is_integer():
        return int(amount)
    raise IllegalAction(f"An amount must be a whole number of chips, not {amount!r}.")


_FULL_DECK = list(range(52))
_Plan = tuple[
    Variant,
    Rules,
    int,
    int,
    bool,
    bool,
    bool,
    bool,
    bool,
    _Ranker | None,
    _Ranker | None,
    tuple[tuple[int, ...], ...],
    tuple[tuple[int, ...], ...],
    int,
    int,
    tuple[bool, ...],
    tuple[bool, ...],
]
_PLANS: dict[tuple[int, int, int], _Plan] = {}


def _plan(v: Variant, rules: Rules, n: int) -> _Plan:
    """The attributes of a hand fixed by its variant, rules and number of players (cached).

    In the order :meth:`HandState.__init__` unpacks them.
    """
    key = (id(v), id(rules), n)
    plan = _PLANS.get(key)
    if plan is not None and plan[0] is v and plan[1] is rules:
        return plan
    info = _variant_info(v)
    stud = v.kind == "stud"
    rot_self, rot_next = _rotations(n)
    plan = (
        v,
        rules,
        n,
        rules.raise_cap,
        v.betting == "fixed-limit",
        v.betting == "pot-limit",
        stud,
        stud and rules.open_pair_big_bet(v.open_pair_game),
        rules.bb_ante_order == "blind_first",
        info.eval_high,
        info.eval_low,
        rot_self,
        rot_next,
        info.last_street,
        v.max_discard,
        info.big,
        info.draw_ahead,
    )
    if len(_PLANS) >= 512:  # rules made hand by hand: keep the cache small
        _PLANS.clear()
    _PLANS[key] = plan
    return plan


class HandState:
    """A single hand: forced bets, dealing, betting, drawing, showdown and payout."""

    variant: Variant
    rules: Rules
    n: int
    starting_stacks: list[int]
    antes: list[int]
    blinds: list[int]
    dead: list[int]
    bring_in_amount: int
    small_bet: int
    big_bet: int
    min_bet: int
    manual: bool
    tournament_heads_up: bool
    auto_showdown: bool
    stub: list[int]
    hole: list[list[int | None]]
    up: list[list[bool]]
    board: list[int | None]
    burns: list[int | None]
    muck: list[int | None]
    discards: list[list[int | None]]
    common: list[int | None]
    stacks: list[int]
    contrib: list[int]
    folded: list[bool]
    mucked: list[bool]
    events: list[Event]
    street_index: int
    phase: int
    actor: int | None
    # set from the plan (see _plan)
    _raise_cap: int
    _limit: bool
    _pot_limit: bool
    _stud: bool
    _open_pair_rule: bool
    _blind_first: bool
    _eval_high: _Ranker | None
    _eval_low: _Ranker | None
    _rot_self: tuple[tuple[int, ...], ...]
    _rot_next: tuple[tuple[int, ...], ...]
    _last_street: int
    _max_discard: int
    _big_street: tuple[bool, ...]
    _draw_ahead: tuple[bool, ...]
    # per hand
    _dead_antes: bool
    _rng: random.Random | None
    _random: Callable[[], float] | None
    _rr_key: int
    _rr_player: int
    _rr_value: tuple[int, int] | None
    _voluntary: int
    _voluntary_chips: bool
    _pending: list[int]
    _need: list[int]
    _board_need: int
    _draw_count: list[int]
    _runout: bool
    _opener: int
    _with_chips: int

    def __init__(
        self,
        variant: Variant | str,
        starting_stacks: Sequence[float | int],
        *,
        rules: Rules | None = None,
        antes: Sequence[int] | int = 0,
        blinds_or_straddles: Sequence[int] = (),
        bring_in: int | float = 0,
        small_bet: int | float = 0,
        big_bet: int | float = 0,
        min_bet: int | float = 0,
        deck: Sequence[int] | None = None,
        rng: random.Random | None = None,
        manual: bool = False,
        tournament_heads_up: bool = False,
        auto_showdown: bool = False,
    ) -> None:
        v = VARIANTS[variant] if isinstance(variant, str) else variant
        rules = rules if rules is not None else _DEFAULT_RULES
        n = len(starting_stacks)
        if n < 2:
            raise ValueError("a hand needs at least two players")
        if n > v.max_players:
            raise ValueError(f"{v.name} is played by at most {v.max_players} players, not {n}")
        stacks = [s if type(s) is int else _int_amount(s, "a stack") for s in starting_stacks]
        if min(stacks) <= 0:
            raise ValueError("every starting stack must be positive")
        ante_list = [antes] * n if isinstance(antes, int) else [int(a) for a in antes]
        blind_list = (
            [b if type(b) is int else int(b) for b in blinds_or_straddles]
            if blinds_or_straddles
            else [0] * n
        )
        if len(ante_list) != n or len(blind_list) != n:
            raise ValueError("antes and blinds must list one amount per player")
        if n == 2:  # heads-up: the button (p2) posts the small blind (PHH convention)
            ante_list = ante_list[::-1]
            blind_list = blind_list[::-1]
        # the facts that depend only on the variant, the rules and the number of players
        (
            self.variant,
            self.rules,
            self.n,
            self._raise_cap,
            self._limit,
            self._pot_limit,
            self._stud,
            self._open_pair_rule,
            self._blind_first,
            self._eval_high,
            self._eval_low,
            self._rot_self,
            self._rot_next,
            self._last_street,
            self._max_discard,
            self._big_street,
            self._draw_ahead,
        ) = _plan(v, rules, n)
        self.starting_stacks = stacks
        self.antes = ante_list
        self.blinds = blind_list
        # Antes that are not the same for everyone (a big-blind or button ante) are paid
        # for the table: dead money in the main pot, never an unmatched bet (TDA 2024).
        self._dead_antes = len(set(ante_list)) > 1
        self.dead = [0] * n  # each player's chips that are dead money in the main pot
        self.bring_in_amount = _int_amount(bring_in, "the bring-in")
        self.small_bet = _int_amount(small_bet, "the small bet")
        self.big_bet = _int_amount(big_bet, "the big bet")
        self.min_bet = (
            _int_amount(min_bet, "the minimum bet")
            or self.small_bet
            or max(blind_list, default=0)
            or 1
        )
        self.manual = manual
        self.tournament_heads_up = tournament_heads_up
        self.auto_showdown = auto_showdown
        self._rng = rng
        self._random = None
        self._rr_key = -1  # cache of _raise_range: (len(events), player) -> range
        self._rr_player = -1
        self._rr_value = None

        # cards
        if manual:
            self.stub = []
        elif deck is not None:
            cards = [int(c) for c in deck]
            if sorted(cards) != _FULL_DECK:
                raise ValueError("an explicit deck must hold each of the 52 cards once")
            self.stub = cards[::-1]  # top of the deck at the end
        else:
            # lazy Fisher-Yates: each card is drawn at random when it is dealt
            self.stub = _FULL_DECK[:]
            self._random = (rng or random.Random()).random
        self.hole = [[] for _ in range(n)]
        self.up = [[] for _ in range(n)]
        self.board = []
        self.burns = []
        self.muck = []
        self.discards = []
        self.common = []

        # chips
        self.stacks = stacks[:]
        self.contrib = [0] * n
        self.folded = [False] * n
        self.mucked = [False] * n
        self.events = []
        self._voluntary = 0
        self._voluntary_chips = False

        # progress
        self.street_index = 0
        self.phase = _DEAL
        self.actor = None
        self._pending = []  # deal / draw / showdown queue
        self._need = [0] * n  # manual dealing: cards owed per player
        self._board_need = 0
        self._draw_count = [0] * n
        self._runout = False
        self._opener = 0
        self._reset_round()
        self._post_forced_bets()
        self._with_chips = n - self.stacks.count(0)  # nobody has folded yet
        self._begin_street()

    # ------------------------------------------------------------------ public views

    @property
    def is_over(self) -> bool:
        """True once the pots are paid (or a misdeal voided the hand)."""
        return self.phase == _OVER

    @property
    def phase_name(self) -> str:
        """The current phase: dealing, bring-in, betting, drawing, showdown or over."""
        return _PHASE_NAMES[self.phase]

    @property
    def street(self) -> Street:
        """The current street of the variant."""
        return self.variant.streets[self.street_index]

    @property
    def finishing_stacks(self) -> list[int] | None:
        """The stacks after the hand, or ``None`` while it is being played."""
        return list(self.stacks) if self.phase == _OVER else None

    @property
    def hole_cards(self) -> list[list[int | None]]:
        """Each player's hole cards in dealing order (``None`` for unknown cards)."""
        return [list(h) for h in self.hole]

    def up_cards(self, player: int) -> list[int | None]:
        """The face-up cards of a player (stud up cards, or a tabled hand)."""
        return [c for c, u in zip(self.hole[player], self.up[player], strict=True) if u]

    def total_pot(self) -> int:
        """All chips in the middle: collected pots plus the bets of this round."""
        return sum(self.contrib)

    def pots(self) -> list[tuple[int, tuple[int, ...]]]:
        """Main pot then side pots as ``(amount, eligible players)`` (bets included)."""
        return [(p.amount, p.eligible) for p in self._build_pots(self.folded)]

    def accounted_cards(self) -> dict[str, list[int | None]]:
        """Every card by where it is: stub, hands, board, common, burns, muck, discards.

        With automatic dealing the piles hold each of the 52 cards exactly once; in
        manual dealing the stub is whatever has not been seen.
        """
        hands = [c for p, h in enumerate(self.hole) if not self.folded[p] for c in h]
        discards = [c for d in self.discards for c in d]
        piles: dict[str, list[int | None]] = {
            "hands": hands,
            "board": list(self.board),
            "common": list(self.common),
            "burns": list(self.burns),
            "muck": list(self.muck),
            "discards": discards,
        }
        if self.manual:
            seen = {c for pile in piles.values() for c in pile if c is not None}
            piles["stub"] = [c for c in range(52) if c not in seen]
        else:
            piles["stub"] = list(self.stub)
        return piles

    # ------------------------------------------------------------------ set-up

    def _reset_round(self) -> None:
        n = self.n
        self.bets = [0] * n
        self.acted = [False] * n
        self.acted_level = [0] * n
        self.call_level = 0
        self.full_level = 0
        self.min_raise = self._street_min_bet()
        self.full_raise = 0  # largest full bet or raise made this round (reopening)
        self.raises = 0
        self.big_unit = False
        self._open_pair = False
        self._aggressor: int | None = None

    def _post_forced_bets(self) -> None:
        blind_first = self._blind_first
        stacks, contrib, bets, append = self.stacks, self.contrib, self.bets, self.events.append
        for p, ante, blind in zip(range(self.n), self.antes, self.blinds, strict=True):
            if ante <= 0 and blind <= 0:
                continue
            stack = stacks[p]
            if blind_first:
                b = blind if blind < stack else stack
                a = ante if ante < stack - b else stack - b
            else:
                a = ante if ante < stack else stack
                b = blind if blind < stack - a else stack - a
            if a > 0:
                stack -= a
                contrib[p] += a
                if self._dead_antes:
                    self.dead[p] += a
                append(_new_tuple(AntePosted, (p, a)))
            if b > 0:
                stack -= b
                contrib[p] += b
                bets[p] = b
                append(_new_tuple(BlindPosted, (p, b)))
            stacks[p] = stack
        levels = sorted({b for b in self.blinds if b > 0})
        if levels:
            top = levels[-1]
            self.call_level = top
            self.full_level = top
            if len(levels) > 1:  # a raise is at least the largest step between blinds
                steps = [b - a for a, b in itertools.pairwise(levels)]
                self.min_raise = max(self.min_bet, *steps)
                self.raises = len(levels) - 1
            else:
                self.min_raise = self.min_bet
                self.raises = 1
            self.full_raise = self.min_raise

    # ------------------------------------------------------------------ street flow

    def _live(self) -> list[int]:
        return [p for p in range(self.n) if not self.folded[p]]

    def _begin_street(self) -> None:
        st = self.variant.streets[self.street_index]
        if st.draw:
            self.phase = _DRAW
            self._pending = self._live()
            self._draw_count = [0] * self.n
            self.discards.append([])
            self.actor = self._pending[0] if self._pending else None
            self._maybe_auto_draw()
            return
        self._deal_street(st)

    def _deal_street(self, st: Street) -> None:
        if self.manual:
            self.phase = _DEAL
            self.actor = None
            k = st.hole_count
            self._need = [k if (k and not self.folded[p]) else 0 for p in range(self.n)]
            self._board_need = st.board
            if not any(self._need) and not self._board_need:
                self._after_dealing()
            return
        if st.hole:
            if self.street_index > 0:
                self._burn()
            self._deal_hole_auto(st, self._live())
        if st.board:
            self._burn()
            cards = tuple(self._take(st.board))
            self.board.extend(cards)
            self.events.append(_new_tuple(BoardDealt, (cards,)))
        self._after_dealing()

    def _pop(self) -> int:
        stub = self.stub
        if self._random is not None:
            j = int(self._random() * len(stub))
            card = stub[j]  # swap with the last card and pop it
            stub[j] = stub[-1]
            stub.pop()
            return card
        return stub.pop()

    def _take(self, k: int) -> list[int]:
        """The next ``k`` cards off the stub, in order (as ``k`` calls of :meth:`_pop`)."""
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

    def _burn(self) -> None:
        if len(self.stub) >= 2:
            card = self._pop()
            self.burns.append(card)
            self.events.append(_new_tuple(CardsBurned, (card,)))

    def _scramble(self, cards: list[int]) -> list[int]:
        rng = self._rng or random.Random(sum((i + 1) * c for i, c in enumerate(cards)))
        rng.shuffle(cards)
        return cards

    def _deal_hole_auto(self, st: Street, live: list[int]) -> None:
        k = st.hole_count
        need = k * len(live)
        if len(self.stub) < need:
            # stud short stub: add the burns, scramble; else one common card
            burns = [c for c in self.burns if c is not None]
            self.burns = []
            self.stub = self._scramble(self.stub + burns)
            self.events.append(StubReshuffled(tuple(self.stub)))
            if len(self.stub) < need and k == 1:
                if len(self.stub) >= 2:
                    self._burn()
                card = self._pop()
                self.common.append(card)
                self.events.append(CommonCardDealt(card))
                return
        # one card at a time round the table: player i of m gets drawn[i::m]
        m = len(live)
        drawn = self._take(k * m)
        up = st.hole
        hole, ups, events = self.hole, self.up, self.events
        if k == 1:
            face = up[0]
            for p, card in zip(live, drawn, strict=True):
                hole[p].append(card)
                ups[p].append(face)
                events.append(_new_tuple(HoleDealt, (p, (card,), up)))
            return
        for i, p in enumerate(live):
            cards = drawn[i::m]
            hole[p].extend(cards)
            ups[p].extend(up)
            events.append(_new_tuple(HoleDealt, (p, tuple(cards), up)))

    def _after_dealing(self) -> None:
        """All cards of the street are out: betting, or skip it in a run-out."""
        if self._runout:
            self._end_round()
            return
        self._begin_betting()

    def _begin_betting(self) -> None:
        idx = self.street_index
        if idx > 0:
            self._reset_round()
        v = self.variant
        if self._stud:
            folded, hole, up = self.folded, self.hole, self.up
            ups: list[Sequence[int | None] | None] = [
                None if folded[p] else list(compress(hole[p], up[p])) for p in range(self.n)
            ]
            if idx == 0 and self.bring_in_amount > 0:
                b = bring_in_player(
                    ups, lowest=v.bring_in_card == "lowest", tie=self.rules.bring_in_tie
                )
                opener = 0 if b is None else b
                self._opener = opener
                first = self._next_needing(opener, include_self=True)
                if first is not None and self._with_chips >= 1:
                    self.phase = _BRING_IN
                    self.actor = first
                    return
            else:
                exposed = (
                    [None if u is None else [*u, *self.common] for u in ups] if self.common else ups
                )
                best = first_by_exposed(
                    exposed, lowest=v.exposed_best == "lowest", tie=self.rules.stud_tie_break
                )
                self._opener = 0 if best is None else best
                if idx == 1 and self._open_pair_rule:
                    self._open_pair = _any_pair(ups)
        elif idx == 0 and any(self.blinds):
            # left of the largest blind posted (the last such seat on a tie)
            top, most = 0, -1
            for i, (bet, blind) in enumerate(zip(self.bets, self.blinds, strict=True)):
                posted = bet if blind else 0
                if posted >= most:
                    top, most = i, posted
            self._opener = (top + 1) % self.n
        else:
            self._opener = 0
        self.phase = _BET
        self.actor = self._next_needing(self._opener, include_self=True)
        if self.actor is None:
            self._end_round()

    def _others_with_chips(self, p: int) -> bool:
        own = 1 if self.stacks[p] > 0 and not self.folded[p] else 0
        return self._with_chips - own > 0

    def _next_needing(self, start: int, *, include_self: bool) -> int | None:
        folded, stacks, bets, acted = self.folded, self.stacks, self.bets, self.acted
        call = self.call_level
        with_chips = self._with_chips
        for p in (self._rot_self if include_self else self._rot_next)[start]:
            if folded[p] or stacks[p] == 0:
                continue
            if bets[p] < call or (not acted[p] and with_chips > 1):
                return p
        return None

    def _advance(self, player: int) -> None:
        folded = self.folded
        if folded.count(False) > 1:
            # the next player who owes chips or has not acted (as _next_needing)
            stacks, bets, acted = self.stacks, self.bets, self.acted
            call = self.call_level
            with_chips = self._with_chips
            for p in self._rot_next[player]:
                if folded[p] or stacks[p] == 0:
                    continue
                if bets[p] < call or (not acted[p] and with_chips > 1):
                    self.phase = _BET
                    self.actor = p
                    return
        self._end_round()

    def _end_round(self) -> None:
        """Return an uncalled bet, then move to the next street, a showdown or the end."""
        self.actor = None
        bets = self.bets
        top_bet = max(bets)
        if top_bet:
            top = bets.index(top_bet)  # the first player with the largest bet
            second = max(bets[:top] + bets[top + 1 :], default=0)
            if top_bet > second:
                back = top_bet - second
                bets[top] -= back
                if self.stacks[top] == 0 and not self.folded[top]:
                    self._with_chips += 1
                self.stacks[top] += back
                self.contrib[top] -= back
                self.events.append(_new_tuple(BetReturned, (top, back)))
        folded = self.folded
        if folded.count(False) == 1:
            self._award_uncontested(folded.index(False))
            return
        last = self.street_index == self._last_street
        if not self._runout and self._with_chips <= 1 and not self._draw_ahead[self.street_index]:
            self._runout = True
        if last or self._runout:
            self._begin_showdown(final=last)
            return
        self.street_index += 1
        self._begin_street()

    def _next_street_or_settle(self) -> None:
        if self.street_index == len(self.variant.streets) - 1:
            self._settle()
        else:
            self.street_index += 1
            self._begin_street()

    # ------------------------------------------------------------------ showdown

    def _begin_showdown(self, *, final: bool) -> None:
        start = self._aggressor if self._aggressor is not None else self._opener
        order = [(start + k) % self.n for k in range(self.n)]
        self._pending = [
            p for p in order if not self.folded[p] and not self.mucked[p] and not all(self.up[p])
        ]
        self.phase = _SHOWDOWN
        self._final_showdown = final
        if self.auto_showdown:
            for p in list(self._pending):
                self._apply_show(p, None, auto=True)
        self._after_show()

    def _after_show(self) -> None:
        if self._pending:
            self.actor = self._pending[0]
            return
        self.actor = None
        if self._final_showdown:
            self._settle()
        else:
            self._next_street_or_settle()

    # ------------------------------------------------------------------ payout

    def _award_uncontested(self, winner: int) -> None:
        total = sum(self.contrib)
        self.stacks[winner] += total
        self.events.append(_new_tuple(PotAwarded, (0, total, ((winner, total),), "whole")))
        self._finish()

    def _finish(self) -> None:
        self.contrib = [0] * self.n
        self.dead = [0] * self.n  # paid out with the pots
        self.bets = [0] * self.n
        self.phase = _OVER
        self.actor = None
        self.events.append(_new_tuple(HandEnded, (tuple(self.stacks),)))

    def _settle(self) -> None:
        folded, mucked = self.folded, self.mucked
        n = self.n
        contenders = [p for p in range(n) if not folded[p] and not mucked[p]]
        if not contenders:
            contenders = self._live()
        hi: dict[int, int | None] = {}
        lo: dict[int, int | None] = {}
        eval_high, eval_low = self._eval_high, self._eval_low
        board, common, hole = self.board, self.common, self.hole
        known_board = None not in board
        for p in contenders:
            cards = hole[p]
            if not known_board or None in cards:
                hi[p] = lo[p] = None
                continue
            if common:
                cards = cards + [c for c in common if c is not None]
            hi[p] = None if eval_high is None else eval_high(cards, board)  # type: ignore[arg-type]
            lo[p] = None if eval_low is None else eval_low(cards, board)  # type: ignore[arg-type]
        out = [folded[p] or p not in hi for p in range(n)]
        self._return_unmatched_ante()
        pots = self._build_pots(out)
        rules = self.rules
        unit = rules.min_chip_unit
        one_each = rules.odd_chips == "one_each"
        got_odd: set[int] = set()
        stacks, events = self.stacks, self.events
        variant = self.variant
        for index in range(len(pots) - 1, -1, -1):  # side pots are settled first
            amount, eligible = pots[index]
            if not eligible:
                eligible = tuple(contenders)
            halves: list[tuple[str, int, dict[int, int | None]]]
            if variant.hi_lo:
                lo_ok = [p for p in eligible if lo[p] is not None]
                if lo_ok:
                    units = amount // unit
                    lo_amount = (units // 2) * unit
                    halves = [("high", amount - lo_amount, hi), ("low", lo_amount, lo)]
                else:
                    halves = [("high", amount, hi)]
            elif variant.high is not None:
                halves = [("high", amount, hi)]
            else:
                halves = [("low", amount, lo)]
            for name, part, ranks in halves:
                known = [p for p in eligible if ranks[p] is not None]
                if known:
                    best = max(ranks[p] for p in known)  # type: ignore[type-var]
                    winners = [p for p in known if ranks[p] == best]
                else:
                    winners = list(eligible)
                if len(winners) == 1:  # the whole part, no odd chip
                    stacks[winners[0]] += part
                    whole = ((winners[0], part),)
                    events.append(_new_tuple(PotAwarded, (index, part, whole, name)))
                    continue
                winners = self._odd_chip_order(winners)
                if one_each:
                    winners.sort(key=lambda w: w in got_odd)
                shares = split_amount(part, winners, unit=unit, odd_chips=rules.odd_chips)
                base = min(s for _, s in shares)
                for p, s in shares:
                    stacks[p] += s
                    if s > base:
                        got_odd.add(p)
                events.append(_new_tuple(PotAwarded, (index, part, tuple(shares), name)))
        self._finish()

    def _live_contrib(self) -> list[int]:
        dead = self.dead
        if not any(dead):
            return self.contrib
        return [c - d for c, d in zip(self.contrib, dead, strict=True)]

    def _return_unmatched_ante(self) -> None:
        """Give back what nobody else matched (an ante above every other player's chips).

        Uncalled bets went back at the end of each round; what is left unmatched here
        is an ante, when the other players could post only part of theirs.
        """
        excess = uncalled_bet(self._live_contrib())
        if excess is not None:
            top, back = excess
            self.contrib[top] -= back
            self.stacks[top] += back
            self.events.append(_new_tuple(BetReturned, (top, back)))

    def _build_pots(self, out: Sequence[bool]) -> list[Pot]:
        """Main pot then side pots; dead antes go to the main pot, open to everyone in."""
        pots = build_pots(self._live_contrib(), out)
        dead = sum(self.dead)
        if dead:
            if pots:
                pots[0] = _new_tuple(Pot, (pots[0].amount + dead, pots[0].eligible))
            else:
                eligible = tuple([p for p in range(self.n) if not out[p]])
                pots.append(_new_tuple(Pot, (dead, eligible)))
        return pots

    def _odd_chip_order(self, winners: list[int]) -> list[int]:
        if len(winners) < 2:
            return winners
        if self._stud:

            def top_card(p: int) -> int:
                return max((c for c in self.hole[p] if c is not None), default=-1)

            return sorted(winners, key=top_card, reverse=True)
        return sorted(winners)

    # ------------------------------------------------------------------ helpers

    def _check_turn(self, player: int | None, what: str, phases: tuple[int, ...]) -> int:
        if self.phase == _OVER:
            raise IllegalAction(f"The hand is over; nobody can {what}.")
        if self.phase not in phases or self.actor is None:
            raise IllegalAction(
                f"Nobody can {what} now: the hand is in the {self.phase_name} phase."
            )
        if player is not None and player != self.actor:
            if self._may_open_instead(player):
                return player
            raise IllegalAction(
                f"Player {player + 1} cannot {what}: it is player {self.actor + 1}'s turn."
            )
        return self.actor

    def _may_open_instead(self, player: int) -> bool:
        """Manual stud from 4th street: ``player`` may act first instead of the actor.

        With unknown up cards (``??`` in a hand history) the engine cannot always tell
        whose exposed hand is best: the first action of the round may come from any
        player who is first to act clockwise from a hand that may be best; the known
        cards still refuse the others.  The round then goes on from that player.
        """
        if not (
            self.manual
            and self._stud
            and self.phase == _BET
            and self.street_index > 0
            and 0 <= player < self.n
            and not self.folded[player]
            and self.stacks[player] > 0
            and not any(self.acted)
        ):
            return False
        folded, hole, up, common = self.folded, self.hole, self.up, self.common
        ups: list[Sequence[int | None] | None] = [
            None if folded[p] else [*compress(hole[p], up[p]), *common] for p in range(self.n)
        ]
        if not any(None in u for u in ups if u is not None):
            return False
        best = possible_first_by_exposed(
            ups, lowest=self.variant.exposed_best == "lowest", tie=self.rules.stud_tie_break
        )
        return any(self._next_needing(b, include_self=True) == player for b in best)

    def _bring_in_turn(self, player: int | None, what: str, phases: tuple[int, ...]) -> int:
        """The player to act; on 3rd street also a player whose up card is unknown.

        With unknown up cards (``??`` in a hand history) the engine cannot tell who has
        the bring-in card: a player whose up card is unknown may be the one who brings
        it in, and the hand goes on from them.
        """
        if (
            player is not None
            and self.phase == _BRING_IN
            and player != self.actor
            and 0 <= player < self.n
            and not self.folded[player]
            and self.stacks[player] > 0
            and self.up[player]
            and self.up[player][-1]
            and self.hole[player][-1] is None
        ):
            return player
        return self._check_turn(player, what, phases)

    def _capped(self) -> bool:
        if self.raises <= self._raise_cap:
            return False
        when = self.rules.uncap_when
        if when == "tournament_heads_up":
            return not self.tournament_heads_up
        if when == "never":
            return True
        heads_up = self.folded.count(False) == 2
        if when == "hand_heads_up":
            return not heads_up
        last = self.street_index == self._last_street
        return not (heads_up and last)

    def _street_min_bet(self) -> int:
        """No/pot-limit minimum bet; small/big bets, when given, set it per street."""
        if self.small_bet and not self._limit:
            return self.big_bet if self._big_street[self.street_index] else self.small_bet
        return self.min_bet

    def _unit(self) -> int:
        if self._big_street[self.street_index]:
            return self.big_bet
        return self.small_bet

    def _raise_range(self, p: int) -> tuple[int, int] | None:
        """Legal raise-to amounts for ``p`` (``None`` when no raise is possible).

        Cached until the next event: every change of the hand records one, so
        ``legal_actions()`` and the raise that follows compute it once.
        """
        key = len(self.events)
        if key == self._rr_key and p == self._rr_player:
            return self._rr_value
        value = self._compute_raise_range(p)
        self._rr_key, self._rr_player, self._rr_value = key, p, value
        return value

    def _compute_raise_range(self, p: int) -> tuple[int, int] | None:
        stack, bet = self.stacks[p], self.bets[p]
        all_in = stack + bet
        call = self.call_level
        if all_in <= call:
            return None
        # somebody else must still have chips (see _others_with_chips)
        if self._with_chips - (1 if stack > 0 and not self.folded[p] else 0) <= 0:
            return None
        if self._limit:
            if self.raises > self._raise_cap and self._capped():
                return None
            full = self.full_level
            if 0 < full <= self.acted_level[p] and self.acted[p]:
                return None
            big = self.big_bet
            if self.big_unit:
                low = full + big
            else:
                low = full + (big if self._big_street[self.street_index] else self.small_bet)
                if self._open_pair:  # open pair on 4th street: the big bet is an option
                    high = full + big
                    if all_in < low:
                        return (all_in, all_in)
                    return (low, high if high < all_in else all_in)
            if all_in < low:
                return (all_in, all_in)
            return (low, low)
        if self.acted[p] and call - self.acted_level[p] < self.full_raise:
            return None
        low = call + self.min_raise if call else self._street_min_bet()
        high = all_in
        if self._pot_limit:  # the current bet plus the pot after calling
            high = min(call + sum(self.contrib) + (call - bet), all_in)
        if low > all_in:
            low = all_in
        return (low, high if high > low else low)

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> LegalActions:
        """What the player to act may do now, with amount ranges."""
        p = self.actor
        if p is None:
            return LegalActions(None, self.phase_name)
        if self.phase == _BET:
            owe = self.call_level - self.bets[p]
            call = min(owe, self.stacks[p]) if owe > 0 else None
            key = len(self.events)
            if key == self._rr_key and p == self._rr_player:
                rr = self._rr_value
            else:
                rr = self._compute_raise_range(p)
                self._rr_key, self._rr_player, self._rr_value = key, p, rr
            # fields: player, phase, fold, check, call, raise_to, bring_in, discard, show
            return _new_tuple(
                LegalActions, (p, "betting", True, owe <= 0, call, rr, None, None, False)
            )
        phase = self.phase
        if phase == _DRAW:
            most = self._max_discard
            held = len(self.hole[p])
            most = most if most < held else held
            return _new_tuple(
                LegalActions, (p, "drawing", False, False, None, None, None, most, False)
            )
        if phase == _SHOWDOWN:
            return _new_tuple(
                LegalActions, (p, "showdown", False, False, None, None, None, None, True)
            )
        if phase == _BRING_IN:
            stack = self.stacks[p]
            complete = min(self.small_bet, stack + self.bets[p])
            bring_in = min(self.bring_in_amount, stack)
            return _new_tuple(
                LegalActions,
                (p, "bring-in", False, False, None, (complete, complete), bring_in, None, False),
            )
        return LegalActions(None, self.phase_name)

    # ------------------------------------------------------------------ fold

    def verify_fold(self, player: int | None = None) -> int:
        """Check that the player may fold; returns the player."""
        return self._check_turn(player, "fold", (_BET,))

    def can_fold(self, player: int | None = None) -> bool:
        """Whether :meth:`fold` would be accepted."""
        try:
            self.verify_fold(player)
        except IllegalAction:
            return False
        return True

    def fold(self, player: int | None = None) -> Folded:
        """The player folds; the cards go to the muck."""
        p = self.actor
        if self.phase != _BET or p is None or (player is not None and player != p):
            p = self.verify_fold(player)  # raises, or a stud opener the cards cannot decide
            self.actor = self._opener = p
        self.folded[p] = True
        if self.stacks[p] > 0:
            self._with_chips -= 1
        self.muck.extend(self.hole[p])
        self._voluntary += 1
        event = _new_tuple(Folded, (p,))
        self.events.append(event)
        self._advance(p)
        return event

    # ------------------------------------------------------------------ check / call

    def verify_check_or_call(self, player: int | None = None) -> int:
        """Check that the player may check or call; returns the amount to put in."""
        p = self._check_turn(player, "check or call", (_BET,))
        return max(0, min(self.call_level - self.bets[p], self.stacks[p]))

    def can_check_or_call(self, player: int | None = None) -> bool:
        """Whether :meth:`check_or_call` would be accepted."""
        try:
            self.verify_check_or_call(player)
        except IllegalAction:
            return False
        return True

    def check_or_call(self, player: int | None = None) -> CheckedOrCalled:
        """The player checks, or calls (all-in for less when short)."""
        p = self.actor
        if self.phase != _BET or p is None or (player is not None and player != p):
            self.verify_check_or_call(player)  # raises, or a stud opener the cards cannot decide
            assert player is not None
            p = self.actor = self._opener = player
        stacks = self.stacks
        call = self.call_level
        amount = call - self.bets[p]
        stack = stacks[p]
        if amount > stack:
            amount = stack
        if amount > 0:
            if amount == stack:
                self._with_chips -= 1
            stacks[p] = stack - amount
            self.bets[p] += amount
            self.contrib[p] += amount
            self._voluntary_chips = True
        else:
            amount = 0
        self.acted[p] = True
        self.acted_level[p] = call
        self._voluntary += 1
        event = _new_tuple(CheckedOrCalled, (p, amount))
        self.events.append(event)
        self._advance(p)
        return event

    # ------------------------------------------------------------------ bet / raise

    def verify_complete_bet_or_raise_to(
        self, amount: int | float, player: int | None = None
    ) -> int:
        """Check a completion, bet or raise to ``amount``; returns the player."""
        return self._verify_raise(amount if type(amount) is int else _chips(amount), player)

    def _verify_raise(self, amount: int, player: int | None) -> int:
        p = self._bring_in_turn(player, "bet or raise", (_BET, _BRING_IN))
        if self.phase == _BRING_IN:
            complete = min(self.small_bet, self.stacks[p] + self.bets[p])
            if amount != complete:
                raise IllegalAction(
                    f"Player {p + 1} brings it in: post the bring-in or complete to "
                    f"{complete}, not {amount}."
                )
            return p
        rng = self._raise_range(p)
        if rng is None:
            raise IllegalAction(self._no_raise_reason(p))
        low, high = rng
        if amount > self.stacks[p] + self.bets[p]:
            raise IllegalAction(
                f"Player {p + 1} has only {self.stacks[p]} more chips and cannot make it {amount}."
            )
        if self._limit:
            if amount not in (low, high):
                options = str(low) if low == high else f"{low} or {high}"
                raise IllegalAction(
                    f"In limit the bet or raise must be to {options}, not {amount}."
                )
        elif amount < low or amount > high:
            word = "bet" if self.call_level == 0 else "raise"
            if amount < low:
                raise IllegalAction(
                    f"The minimum {word} is to {low}; {amount} is too small "
                    "(only an all-in may be less)."
                )
            raise IllegalAction(f"Pot limit: the most player {p + 1} can make it is {high}.")
        return p

    def _no_raise_reason(self, p: int) -> str:
        if self.stacks[p] + self.bets[p] <= self.call_level:
            return f"Player {p + 1} does not have enough chips to raise; call all-in or fold."
        if not self._others_with_chips(p):
            return "Every other player is all-in: nobody is left to raise against."
        if self._limit and self._capped():
            return "The betting is capped: no more raises this round."
        return (
            f"Player {p + 1} already acted and the betting was not reopened by a full raise; "
            "call or fold."
        )

    def can_complete_bet_or_raise_to(self, amount: int | float, player: int | None = None) -> bool:
        """Whether :meth:`complete_bet_or_raise_to` would be accepted."""
        try:
            self.verify_complete_bet_or_raise_to(amount, player)
        except IllegalAction:
            return False
        return True

    def complete_bet_or_raise_to(
        self, amount: int | float, player: int | None = None
    ) -> BetOrRaised:
        """The player completes, bets or raises so that their bet this round is ``amount``.

        ``amount`` is whole chips (an integral float such as ``6.0`` counts as 6).
        """
        return self._raise_to(amount if type(amount) is int else _chips(amount), player)

    def _raise_to(self, amount: int, player: int | None) -> BetOrRaised:
        p = self._verify_raise(amount, player)
        if self.phase == _BRING_IN or p != self.actor:  # see _bring_in_turn, _may_open_instead
            self.actor = self._opener = p
            self.phase = _BET
        if self._limit:
            full = self.full_level
            big = self.big_bet
            if self.big_unit:
                unit = big
            else:
                unit = big if self._big_street[self.street_index] else self.small_bet
                if self._open_pair and amount - full >= big:
                    self.big_unit = True
            if 2 * (amount - full) >= unit:
                self.full_level = amount
                self.raises += 1
        else:
            increment = amount - self.call_level
            if increment >= self.min_raise:
                self.min_raise = increment  # never smaller than before
                if increment > self.full_raise:
                    self.full_raise = increment
                self.full_level = amount
        stacks = self.stacks
        put = amount - self.bets[p]
        left = stacks[p] - put
        stacks[p] = left
        if put and left == 0:
            self._with_chips -= 1
        self.bets[p] = amount
        self.contrib[p] += put
        self.call_level = amount
        self.acted[p] = True
        self.acted_level[p] = amount
        self._aggressor = p
        self._voluntary += 1
        self._voluntary_chips = True
        event = _new_tuple(BetOrRaised, (p, amount, left == 0))
        self.events.append(event)
        self._advance(p)
        return event

    # ------------------------------------------------------------------ bring-in

    def verify_post_bring_in(self, player: int | None = None) -> int:
        """Check that the player may post the bring-in; returns the amount."""
        p = self._bring_in_turn(player, "post the bring-in", (_BRING_IN,))
        return min(self.bring_in_amount, self.stacks[p])

    def can_post_bring_in(self, player: int | None = None) -> bool:
        """Whether :meth:`post_bring_in` would be accepted."""
        try:
            self.verify_post_bring_in(player)
        except IllegalAction:
            return False
        return True

    def post_bring_in(self, player: int | None = None) -> BroughtIn:
        """The player posts the bring-in (all-in for less when short)."""
        amount = self.verify_post_bring_in(player)
        p = self.actor if player is None else player
        assert p is not None
        self.actor = self._opener = p
        self._put(p, amount)
        self.call_level = max(self.call_level, self.bring_in_amount)
        self.acted[p] = True
        self.acted_level[p] = self.call_level
        self.phase = _BET
        self._note_voluntary(True)
        event = _new_tuple(BroughtIn, (p, amount))
        self.events.append(event)
        self._advance(p)
        return event

    def _put(self, p: int, amount: int) -> None:
        self.stacks[p] -= amount
        if amount and self.stacks[p] == 0:
            self._with_chips -= 1
        self.bets[p] += amount
        self.contrib[p] += amount

    def _note_voluntary(self, chips: bool) -> None:
        self._voluntary += 1
        self._voluntary_chips = self._voluntary_chips or chips

    # ------------------------------------------------------------------ draw

    def verify_stand_pat_or_discard(
        self, cards: Sequence[int | None] = (), player: int | None = None
    ) -> int:
        """Check a discard of ``cards`` (empty: stand pat); returns the player."""
        p = self._check_turn(player, "discard", (_DRAW,))
        if len(cards) > self.variant.max_discard:
            raise IllegalAction(
                f"At most {self.variant.max_discard} cards may be discarded, not {len(cards)}."
            )
        hand = list(self.hole[p])
        for c in cards:
            if c in hand:
                hand.remove(c)
            elif None in hand:
                hand.remove(None)
            else:
                raise IllegalAction(
                    f"Player {p + 1} cannot discard {_card_text(c)}: it is not in the hand."
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
        p = self.actor
        if (
            self.phase == _DRAW
            and p is not None
            and (player is None or player == p)
            and not self.manual
            and len(cards) <= self._max_discard
        ):
            hand, up = self.hole[p], self.up[p]
            for c in cards:  # every card in the hand (and so none twice): the common case
                if c not in hand:
                    break
            else:
                if len(cards) < 2 or len(set(cards)) == len(cards):
                    for c in cards:
                        i = hand.index(c)
                        del hand[i]
                        del up[i]
                    return self._discarded(p, cards)
        p = self.verify_stand_pat_or_discard(cards, player)
        hand, up = self.hole[p], self.up[p]
        for c in cards:
            i = hand.index(c) if c in hand else hand.index(None)
            del hand[i]
            del up[i]
        return self._discarded(p, cards)

    def _discarded(self, p: int, cards: Sequence[int | None]) -> Discarded:
        self.discards[-1].extend(cards)
        self._draw_count[p] = len(cards)
        event = _new_tuple(Discarded, (p, tuple(cards)))
        self.events.append(event)
        pending = self._pending
        del pending[0]
        if pending:
            self.actor = pending[0]
        else:
            self._after_discard()
        return event

    def _after_discard(self) -> None:
        if self._pending:
            self.actor = self._pending[0]
            self._maybe_auto_draw()
            return
        self.actor = None
        if self.manual:
            self.phase = _DEAL
            self._need = list(self._draw_count)
            self._board_need = 0
            if not any(self._need):
                self._after_dealing()
            return
        self._replace_auto()
        self._after_dealing()

    def _maybe_auto_draw(self) -> None:
        # all-in players still draw; nothing automatic here (the player decides)
        if not self._pending:
            self._after_discard()

    def _replace_auto(self) -> None:
        current = self.discards[-1]
        remaining = sum(self._draw_count)
        if len(self.stub) - 1 > remaining:  # burn and replace without running short
            self._burn()
            drawn = self._take(remaining)
            hole, up, events = self.hole, self.up, self.events
            at = 0
            for p, k in enumerate(self._draw_count):
                if k:
                    fresh = tuple(drawn[at : at + k])
                    at += k
                    hole[p].extend(fresh)
                    up[p].extend(_DOWN[k])
                    events.append(_new_tuple(HoleDealt, (p, fresh, _DOWN[k])))
            return
        reshuffled = False
        if len(self.stub) < 2:
            self._reshuffle(current, remaining + 1)
            reshuffled = True
        self._burn()
        for p in range(self.n):
            k = self._draw_count[p]
            if not k:
                continue
            got: list[int] = []
            for _ in range(k):
                if not reshuffled and len(self.stub) <= 1:
                    self._reshuffle(current, remaining)
                    reshuffled = True
                elif not self.stub:
                    self._reshuffle(current, remaining)
                got.append(self._pop())
                remaining -= 1
            self.hole[p].extend(got)
            self.up[p].extend([False] * k)
            self.events.append(_new_tuple(HoleDealt, (p, tuple(got), (False,) * k)))

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
        self.events.append(StubReshuffled(tuple(self.stub)))

    # ------------------------------------------------------------------ manual dealing

    def _in_play(self, card: int) -> bool:
        """Whether ``card`` is in a player's hand, on the board or the common card."""
        if card in self.board or card in self.common:
            return True
        for hand in self.hole:  # noqa: SIM110 - a plain loop is faster than any()
            if card in hand:
                return True
        return False

    def _check_new_cards(self, cards: Sequence[int | None]) -> None:
        known: Sequence[int]
        if len(cards) == 1:  # one card at a time (stud, draws): no list to build
            first = cards[0]
            known = () if first is None else (first,)
        else:
            known = [c for c in cards if c is not None]
            if len(known) > 1 and len(set(known)) != len(known):
                raise IllegalAction(f"The same card appears twice in {_cards_text(cards)}.")
        board, common, hole = self.board, self.common, self.hole
        for card in known:  # (_in_play, inlined: this runs for every card dealt)
            found = card in board or card in common
            if not found:
                for hand in hole:
                    if card in hand:
                        found = True
                        break
            if found:
                clash = [c for c in known if self._in_play(c)]
                raise IllegalAction(
                    f"{_cards_text(sorted(clash))} is already in play and cannot be dealt again."
                )

    def _take_from_piles(self, cards: Sequence[int | None]) -> None:
        piles = [pile for pile in (self.muck, self.burns, *self.discards) if pile]
        if not piles:  # nothing mucked, burned or discarded yet (the common case)
            return
        for c in cards:
            if c is None:
                continue
            for pile in piles:
                if c in pile:
                    pile.remove(c)
                    break

    def verify_deal_hole(self, player: int, cards: Sequence[int | None]) -> None:
        """Check a manual deal of hole cards (the street's cards, or draw replacements)."""
        if not self.manual:
            raise IllegalAction("The engine deals itself in this hand (not manual dealing).")
        if self.phase != _DEAL:
            raise IllegalAction(
                f"No cards are due now: the hand is in the {self.phase_name} phase."
            )
        need = self._need[player] if 0 <= player < self.n else 0
        if need == 0:
            raise IllegalAction(f"Player {player + 1} is not due any cards now.")
        count = len(cards)
        # all the cards due, or some of them (dealing goes one card at a time)
        if not 0 < count <= need and not (self._stud and need == 1 and count == 0):
            raise IllegalAction(f"Player {player + 1} must receive {need} card(s), not {count}.")
        self._check_new_cards(cards)

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
        self._take_from_piles(cards)
        st = self.variant.streets[self.street_index]
        need = self._need
        count = len(cards)
        if st.draw:
            up: tuple[bool, ...] = (False,) * count
        else:
            done = st.hole_count - need[player]  # this street's cards already dealt
            up = st.hole[done : done + count]
        self.hole[player].extend(cards)
        self.up[player].extend(up)
        left = need[player] - count if count else 0  # 0: the common card
        need[player] = left
        event = _new_tuple(HoleDealt, (player, tuple(cards), tuple(up)))
        self.events.append(event)
        if not left and not self._board_need and not any(need):
            self._after_dealing()
        return event

    def verify_deal_board(self, cards: Sequence[int | None]) -> None:
        """Check a manual deal of board cards (in stud: the short stub's common card)."""
        if not self.manual:
            raise IllegalAction("The engine deals itself in this hand (not manual dealing).")
        if self._stud and self.phase == _DEAL:
            self._verify_common_card(cards)
            return
        if self.phase != _DEAL or self._board_need == 0:
            raise IllegalAction("No board cards are due now.")
        if len(cards) != self._board_need:
            raise IllegalAction(f"The board needs {self._board_need} card(s), not {len(cards)}.")
        self._check_new_cards(cards)

    def _verify_common_card(self, cards: Sequence[int | None]) -> None:
        """Stud short stub: one common card instead of the last street's cards.

        Allowed only on the last street before anyone got a card there, and only when
        the stub cannot give every player in the hand a card (the muck is never reused).
        """
        st = self.street
        live = [p for p in range(self.n) if not self.folded[p]]
        if self.street_index != self._last_street or any(
            self._need[p] != st.hole_count for p in live
        ):
            raise IllegalAction(
                "A common card is dealt only in place of the last street's cards, "
                "before any player receives one."
            )
        if len(cards) != 1:
            raise IllegalAction(f"The common card is one card, not {len(cards)}.")
        dealt = sum(len(h) for h in self.hole) + len(self.board)
        if 52 - dealt >= len(live):
            raise IllegalAction(
                f"The stub still holds {52 - dealt} cards for {len(live)} players: "
                "a common card is dealt only when the stub is short."
            )
        self._check_new_cards(cards)

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
        self._take_from_piles(cards)
        if self.board or self._stud or not self.burns:  # else: an exposed card was burned
            self.burns.append(None)
        if self._stud:  # the short stub's common card: every player's last card
            self.common.extend(cards)
            self._need = [0] * self.n
            common: CommonCardDealt = _new_tuple(CommonCardDealt, (cards[0],))
            self.events.append(common)
            self._maybe_dealt()
            return common
        self.board.extend(cards)
        self._board_need = 0
        event = _new_tuple(BoardDealt, (tuple(cards),))
        self.events.append(event)
        self._maybe_dealt()
        return event

    def _maybe_dealt(self) -> None:
        if not any(self._need) and not self._board_need:
            self._after_dealing()

    # ------------------------------------------------------------------ show / muck

    def verify_show_or_muck(
        self, cards: Sequence[int | None] | None = None, player: int | None = None
    ) -> int:
        """Check a show (``cards``) or muck (``None``); returns the player.

        Hands may be tabled in any order at showdown; ``actor`` is the rulebook order
        (the last bettor or raiser of the final round first, else the first to act in
        it, then clockwise).  Once a player is all in and the betting is over, the hands
        are tabled face up before the remaining cards and cannot be mucked.
        """
        if self.phase != _SHOWDOWN or not self._pending:
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
            hand = self.hole[p]
            unknown = sum(1 for c in hand if c is None)
            missing = [c for c in cards if c is not None and c not in hand]
            if len(missing) > unknown:
                raise IllegalAction(
                    f"Player {p + 1} cannot show {_cards_text(cards)}: "
                    "those are not the player's cards."
                )
            if missing:
                self._check_new_cards(missing)
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
        return self._apply_show(p, cards, auto=False)

    def _apply_show(
        self, p: int, cards: Sequence[int | None] | None, *, auto: bool
    ) -> ShowedOrMucked:
        if cards is None and not auto:
            self.mucked[p] = True
            if self.folded.count(False) > 1:  # the last hand left is never mucked away
                self.folded[p] = True
                if self.stacks[p] > 0:
                    self._with_chips -= 1
                self.muck.extend(self.hole[p])
            shown: tuple[int | None, ...] | None = None
        else:
            if cards:
                hand = self.hole[p]
                missing = [c for c in cards if c not in hand]
                self._take_from_piles(missing)
                for c in missing:
                    hand[hand.index(None)] = c
            self.up[p] = [True] * len(self.up[p])
            shown = tuple(self.hole[p])
        self._pending.remove(p)
        event = _new_tuple(ShowedOrMucked, (p, shown))
        self.events.append(event)
        if not auto:
            self._after_show()
        return event

    # ------------------------------------------------------------------ exposed card

    def verify_expose_card(self, player: int, card: int | None) -> str:
        """Check that the dealer's exposure of ``card`` to ``player`` can be recorded.

        Returns the remedy: ``"burn card"``, ``"dealt down"`` or ``"misdeal"`` (see
        :meth:`expose_card`).  Only a card of the initial deal, before anyone acted.
        """
        if self.phase == _OVER:
            raise IllegalAction("The hand is over; no card can be exposed in its deal.")
        if self.street_index != 0 or self._voluntary or self.phase not in (_DEAL, _BRING_IN, _BET):
            raise IllegalAction(
                "Only a card exposed in the initial deal, before any player acts, is a "
                "dealer's exposure; the hand goes on."
            )
        if not 0 <= player < self.n or self.folded[player]:
            raise IllegalAction(f"Player {player + 1} has no cards in this hand.")
        hand = self.hole[player]
        if card is None or (card not in hand and (not self.manual or None not in hand)):
            raise IllegalAction(
                f"Player {player + 1} was not dealt {_card_text(card)}: "
                "only a card the player was dealt can be exposed."
            )
        if card not in hand:
            self._check_new_cards([card])
        if any(isinstance(e, CardExposed) for e in self.events):
            if not self.can_declare_misdeal():  # pragma: no cover - nobody acted yet
                raise IllegalAction("Substantial action has taken place: no misdeal.")
            return "misdeal"
        if not self._stud:
            return "burn card"
        if len(hand) != self.street.hole_count:
            raise IllegalAction(
                f"Player {player + 1}'s three cards are not all dealt yet: "
                "an exposed down card is recorded once they are."
            )
        index = hand.index(card) if card in hand else hand.index(None)
        if self.up[player][index]:
            raise IllegalAction(
                f"{_card_text(card)} is player {player + 1}'s up card: it is dealt face up."
            )
        return "dealt down"

    def can_expose_card(self, player: int, card: int | None) -> bool:
        """Whether :meth:`expose_card` would be accepted."""
        try:
            self.verify_expose_card(player, card)
        except IllegalAction:
            return False
        return True

    def expose_card(self, player: int, card: int | None) -> CardExposed:
        """The dealer exposed ``card``, dealt to ``player`` in the initial deal.

        - Hold'em, Omaha and draw games: the exposed card becomes the burn card and the
          player gets a replacement after the deal (automatic dealing: the next card,
          and the exposed card is then the next card burned; manual dealing: the
          replacement is due from :meth:`deal_hole`).
        - Stud: a first or second down card dealt face up stays up and the 3rd card is
          dealt down instead (the bring-in is decided again from the up cards).
        - A second exposed card in the initial deal is a misdeal: every chip goes back
          and the hand is void (:class:`Misdealt` follows).

        Returns the :class:`CardExposed` event; an exposure the rules do not allow
        raises :class:`IllegalAction` and changes nothing.
        """
        remedy = self.verify_expose_card(player, card)
        assert card is not None
        hand, up = self.hole[player], self.up[player]
        if card not in hand:  # manual dealing: an unknown card of the player is revealed
            self._take_from_piles([card])
            hand[hand.index(None)] = card
        event = _new_tuple(CardExposed, (player, card, remedy))
        self.events.append(event)
        if remedy == "misdeal":
            self.declare_misdeal("two cards exposed in the initial deal")
            return event
        index = hand.index(card)
        del hand[index]
        del up[index]
        if remedy == "dealt down":  # the exposed card is the up card, the others down
            hand.append(card)
            up[:] = [False] * (len(hand) - 1)
            up.append(True)
            self._begin_street_betting_again()
            return event
        if self.manual:
            self.burns.append(card)
            self.phase = _DEAL
            self.actor = None
            self._need[player] += 1
            return event
        if self._random is not None:  # shuffle the stub now so that its top is known
            rand, stub = self._random, self.stub
            for i in range(len(stub) - 1, 0, -1):
                j = int(rand() * (i + 1))
                stub[i], stub[j] = stub[j], stub[i]
            self._random = None
        replacement = self.stub.pop()
        self.stub.append(card)  # on top of the stub: the next card burned
        hand.append(replacement)
        up.append(False)
        self.events.append(_new_tuple(HoleDealt, (player, (replacement,), (False,))))
        return event

    def _begin_street_betting_again(self) -> None:
        """The first street's betting starts over (nobody has acted): new bring-in."""
        if self.phase != _DEAL:
            self._begin_betting()

    # ------------------------------------------------------------------ misdeal

    def can_declare_misdeal(self) -> bool:
        """A misdeal is possible before substantial action (TDA)."""
        if self.phase == _OVER:
            return False
        return not (self._voluntary >= 3 or (self._voluntary >= 2 and self._voluntary_chips))

    def verify_declare_misdeal(self) -> None:
        """Raise when substantial action has already taken place."""
        if self.phase == _OVER:
            raise IllegalAction("The hand is already over.")
        if not self.can_declare_misdeal():
            raise IllegalAction(
                "Substantial action has taken place (two actions in turn with chips put in, "
                "or three actions): the hand cannot be a misdeal and play goes on."
            )

    def declare_misdeal(self, reason: str = "misdeal") -> Misdealt:
        """Void the hand: every chip goes back; re-deal with the same button."""
        self.verify_declare_misdeal()
        self.stacks = list(self.starting_stacks)
        event = Misdealt(reason)
        self.events.append(event)
        self._finish()
        return event


def _seven(fast: Callable[..., int | None], general: _Ranker) -> _Ranker:
    """The positional fast path for exactly seven cards, else the general evaluator."""

    def rank(hole: Sequence[int], board: Sequence[int]) -> int | None:
        if len(hole) + len(board) == 7:
            return fast(*hole, *board)
        return general(hole, board)

    return rank


def _five_27(hole: Sequence[int], board: Sequence[int]) -> int | None:
    if len(hole) == 5 and not board:
        return low_27_5(*hole)
    return _RANK_27(hole, board)


_RANK_27 = EVALUATORS["27_low"].rank
_FAST: dict[str, _Ranker] = {
    "high": _seven(high7, EVALUATORS["high"].rank),
    "a5_low": _seven(low_a5_7, EVALUATORS["a5_low"].rank),
    "8_low": _seven(low_8_7, EVALUATORS["8_low"].rank),
    "27_low": _five_27,
}


def _evaluator(kind: str | None) -> _Ranker | None:
    if kind is None:
        return None
    fast = _FAST.get(kind)
    return fast if fast is not None else EVALUATORS[kind].rank
