"""Awarding pots at showdown: best eligible hands, hi-lo split, odd chips (pure functions).

Ranks come from :mod:`tournament.cards` (larger is better); ``None`` means no hand for
that half (folded, mucked, or no qualifying 8-or-better low). ``order`` lists players in
odd-chip priority: for board and draw games clockwise from the button (in PHH order that
is simply ``0, 1, 2, ...``, see :func:`button_order`), for stud games by highest card by
suit (:func:`high_card_order`).

>>> from tournament.engine.pots import Pot
>>> [award] = award_pots([Pot(101, (0, 1))], high=[5, 5], order=[1, 0])
>>> [(s.player, s.amount) for s in award.shares]
[(1, 51), (0, 50)]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

from tournament.cards import EVALUATORS
from tournament.engine.events import PotAwarded
from tournament.engine.pots import Pot, build_pots, uncalled_bet
from tournament.engine.rankers import Ranker
from tournament.engine.variants import Variant

__all__ = [
    "PotAward",
    "Settlement",
    "Share",
    "ShowdownError",
    "award_pots",
    "award_showdown",
    "best_five",
    "button_order",
    "hand_ranks",
    "high_card_order",
    "odd_chip_order",
    "settle",
    "split_amount",
]

ODD_CHIP_RULES = ("one_each", "all_to_first")


class ShowdownError(ValueError):
    """Showdown inputs that cannot be awarded (no hand to give a pot to, bad setting)."""


@dataclass(frozen=True, slots=True)
class Share:
    """Chips one player wins from one pot (``half``: "high", "low" or "whole")."""

    player: int
    amount: int
    half: str


@dataclass(frozen=True, slots=True)
class PotAward:
    """How one pot (``index`` 0 = main pot) was divided."""

    index: int
    amount: int
    shares: tuple[Share, ...]


@dataclass(frozen=True, slots=True)
class Settlement:
    """Result of a whole showdown: chips each player receives, and the detail."""

    winnings: tuple[int, ...]
    """Per player: pot shares plus any uncalled bet returned."""
    returned: tuple[int, ...]
    """Per player: the uncalled bet given back (0 for most players)."""
    pots: tuple[Pot, ...]
    awards: tuple[PotAward, ...]


def button_order(n_players: int, first: int = 0) -> list[int]:
    """Players clockwise starting at ``first`` (default p1, the first seat left of the button).

    >>> button_order(4, first=2)
    [2, 3, 0, 1]
    """
    return [(first + k) % n_players for k in range(n_players)]


def high_card_order(cards_by_player: Sequence[Sequence[int] | None]) -> list[int]:
    """Players by their highest card (rank, then suit c < d < h < s), best first (stud odd
    chip). Players without cards come last, in seat order.

    >>> high_card_order([[0, 47], [50, 3], None])
    [1, 0, 2]
    """
    best = [max((int(c) for c in cards), default=-1) if cards else -1 for cards in cards_by_player]
    return sorted(range(len(best)), key=lambda i: -best[i])


def split_amount(
    amount: int, winners: Sequence[int], *, unit: int = 1, odd_chips: str = "one_each"
) -> list[tuple[int, int]]:
    """Divide ``amount`` among ``winners`` (in odd-chip priority order) in whole ``unit``s.

    Each gets the same number of units; the odd units go one per winner in order
    (``one_each``) or all to the first (``all_to_first``); anything smaller than a unit
    goes to the first winner. Returns ``(player, chips)`` in the given order.

    >>> split_amount(100, [3, 1, 2], unit=5)
    [(3, 35), (1, 35), (2, 30)]
    >>> split_amount(100, [3, 1, 2], unit=5, odd_chips="all_to_first")
    [(3, 40), (1, 30), (2, 30)]
    """
    if odd_chips not in ODD_CHIP_RULES:
        raise ShowdownError(f"odd_chips must be one_each or all_to_first, not {odd_chips!r}")
    if unit < 1:
        raise ShowdownError(f"the smallest chip must be at least 1, not {unit}")
    if not winners:
        raise ShowdownError("a pot needs at least one winner")
    k = len(winners)
    units, crumbs = divmod(amount, unit)
    each, odd = divmod(units, k)
    shares = [each * unit] * k
    if odd_chips == "one_each":
        for i in range(odd):
            shares[i] += unit
    else:
        shares[0] += odd * unit
    shares[0] += crumbs
    return list(zip(winners, shares, strict=True))


def _best(players: Sequence[int], ranks: Sequence[int | None]) -> list[int]:
    ranked = [p for p in players if ranks[p] is not None]
    if not ranked:
        return []
    top = max(r for p in ranked if (r := ranks[p]) is not None)
    return [p for p in ranked if ranks[p] == top]


def award_pots(
    pots: Sequence[Pot],
    high: Sequence[int | None],
    low: Sequence[int | None] | None = None,
    *,
    order: Sequence[int],
    min_chip_unit: int = 1,
    odd_chips: str = "one_each",
) -> list[PotAward]:
    """Award every pot, side pots first (the result is listed main pot first).

    A pot with a single eligible player goes to them whatever their cards. Otherwise it
    goes to the best ``high`` rank among its eligible players; with ``low`` (hi-lo) it is
    split in two when some eligible player has a low (the odd unit to the high half),
    and the high hand scoops when nobody qualifies. Ties inside a half are split by
    :func:`split_amount` in ``order`` priority.
    """
    if sorted(order) != list(range(len(high))):
        raise ShowdownError("the odd-chip order must list every player exactly once")
    if low is not None and len(low) != len(high):
        raise ShowdownError("give a low rank (or None) for every player")
    priority = {p: k for k, p in enumerate(order)}
    awards: list[PotAward] = []
    for index in range(len(pots) - 1, -1, -1):
        amount, eligible = pots[index]
        if amount == 0:
            awards.append(PotAward(index, 0, ()))
            continue
        if len(eligible) == 1:
            awards.append(PotAward(index, amount, (Share(eligible[0], amount, "whole"),)))
            continue
        hi_winners = sorted(_best(eligible, high), key=priority.__getitem__)
        if not hi_winners:
            raise ShowdownError(f"pot {index + 1} has no hand shown by any eligible player")
        lo_winners = sorted(_best(eligible, low), key=priority.__getitem__) if low else []
        if not lo_winners:
            halves = [(amount, hi_winners, "high" if low is not None else "whole")]
        else:
            units, _crumbs = divmod(amount, min_chip_unit)
            lo_amount = units // 2 * min_chip_unit
            halves = [(amount - lo_amount, hi_winners, "high"), (lo_amount, lo_winners, "low")]
        shares = []
        for half_amount, winners, half in halves:
            for player, chips in split_amount(
                half_amount, winners, unit=min_chip_unit, odd_chips=odd_chips
            ):
                shares.append(Share(player, chips, half))
        awards.append(PotAward(index, amount, tuple(shares)))
    awards.reverse()
    return awards


def settle(
    contributions: Sequence[int],
    folded: Sequence[bool],
    high: Sequence[int | None],
    low: Sequence[int | None] | None = None,
    *,
    order: Sequence[int] | None = None,
    min_chip_unit: int = 1,
    odd_chips: str = "one_each",
) -> Settlement:
    """Whole showdown from contributions: return the uncalled bet, build and award pots.

    ``order`` defaults to :func:`button_order` (board and draw games in PHH order).

    >>> s = settle([100, 60, 40], [False, True, False], high=[9, None, 7])
    >>> s.winnings, s.returned
    ((200, 0, 0), (40, 0, 0))
    """
    n = len(contributions)
    if len(high) != n:
        raise ShowdownError("give a high rank (or None) for every player")
    pots = build_pots(contributions, folded)
    returned = [0] * n
    back = uncalled_bet(contributions)
    if back is not None:
        returned[back[0]] = back[1]
    awards = award_pots(
        pots,
        high,
        low,
        order=button_order(n) if order is None else order,
        min_chip_unit=min_chip_unit,
        odd_chips=odd_chips,
    )
    winnings = list(returned)
    for award in awards:
        for share in award.shares:
            winnings[share.player] += share.amount
    return Settlement(tuple(winnings), tuple(returned), tuple(pots), tuple(awards))


Ranks = dict[int, int | None]


def hand_ranks(
    contenders: Sequence[int],
    hole: Sequence[Sequence[int | None]],
    board: Sequence[int | None],
    common: Sequence[int | None],
    high: Ranker | None,
    low: Ranker | None,
) -> tuple[Ranks, Ranks]:
    """The high and low rank of each contender (``None``: no hand, or unknown cards).

    Stud's common card (short stub) is every player's last card.
    """
    hi: Ranks = {}
    lo: Ranks = {}
    known_board = None not in board
    for p in contenders:
        cards = hole[p]
        if not known_board or None in cards:
            hi[p] = lo[p] = None
            continue
        if common:
            cards = [*cards, *(c for c in common if c is not None)]
        hi[p] = None if high is None else high(cards, board)  # type: ignore[arg-type]
        lo[p] = None if low is None else low(cards, board)  # type: ignore[arg-type]
    return hi, lo


def award_showdown(
    pots: Sequence[Pot],
    contenders: Sequence[int],
    ranks: tuple[Ranks, Ranks],
    *,
    hi_lo: bool,
    has_high: bool,
    odd_chip_order: Callable[[list[int], str], list[int]],
    unit: int,
    odd_chips: str,
) -> list[PotAwarded]:
    """Divide each pot (side pots first) among its best eligible hands.

    Each pot is divided on its own: nothing carries from one pot's division to
    another's.  A hi-lo pot is split when an eligible player has a low, the odd unit to
    the high half; a pot nobody eligible can win (every eligible hand unknown) is shared
    by all of them.  ``odd_chip_order(winners, half)`` puts tied winners in odd-chip
    priority; with ``one_each`` a winner who already got an odd chip in the pot's other
    half goes last (at most one odd chip per player in a pot).
    """
    hi, lo = ranks
    one_each = odd_chips == "one_each"
    awards: list[PotAwarded] = []
    for index in range(len(pots) - 1, -1, -1):  # side pots are settled first
        amount, eligible = pots[index]
        got_odd: set[int] = set()  # inside this pot only
        if not eligible:
            eligible = tuple(contenders)
        halves: list[tuple[str, int, Ranks]]
        if hi_lo:
            if any(lo[p] is not None for p in eligible):
                lo_amount = (amount // unit // 2) * unit
                halves = [("high", amount - lo_amount, hi), ("low", lo_amount, lo)]
            else:
                halves = [("high", amount, hi)]
        elif has_high:
            halves = [("high", amount, hi)]
        else:
            halves = [("low", amount, lo)]
        for name, part, half_ranks in halves:
            known = [p for p in eligible if half_ranks[p] is not None]
            if known:
                best = max(r for p in known if (r := half_ranks[p]) is not None)
                winners = [p for p in known if half_ranks[p] == best]
            else:
                winners = list(eligible)
            if len(winners) == 1:  # the whole part, no odd chip
                awards.append(PotAwarded(index, part, ((winners[0], part),), name))
                continue
            winners = odd_chip_order(winners, name)
            if one_each:
                winners.sort(key=lambda w: w in got_odd)
            shares = split_amount(part, winners, unit=unit, odd_chips=odd_chips)
            base = min(s for _, s in shares)
            got_odd.update(p for p, s in shares if s > base)
            awards.append(PotAwarded(index, part, tuple(shares), name))
    return awards


def best_five(cards: Sequence[int], kind: str) -> list[tuple[int, ...]]:
    """Every five of ``cards`` that make the best hand of evaluator ``kind`` (high, a5_low,
    8_low...): the cards of the winning hand, for the stud odd chip.

    >>> from tournament.cards import parse_known_cards as p
    >>> fives = best_five(p("AsAhKdKc9s3c2d"), "high")
    >>> [sorted(five) for five in fives] == [sorted(p("AsAhKdKc9s"))]
    True
    """
    rank = EVALUATORS[kind].rank
    scored = [(rank(five), five) for five in combinations(cards, 5)]
    top = max((r for r, _ in scored if r is not None), default=None)
    return [five for r, five in scored if r is not None and r == top]


def odd_chip_order(
    winners: list[int],
    half: str,
    variant: Variant,
    hole: Sequence[Sequence[int | None]] | None,
    common: Sequence[int | None],
    *,
    low_card: bool,
) -> list[int]:
    """Tied winners of a pot's ``half`` in odd-chip priority.

    Board and draw games (``hole`` None): clockwise from the button.  Stud: the highest
    card by suit among the five cards of each winner's hand (WSOP tournament rule 73);
    for the low half, the same with the ace counting low (of two 7-5-4-2-A lows the
    sevens decide) or (``low_card``, Robert's) the lowest card by suit, aces low.
    """
    if len(winners) < 2 or hole is None:
        return sorted(winners)
    kind = variant.low if half == "low" else variant.high
    assert kind is not None
    lowest = half == "low" and low_card
    keys: dict[int, int] = {}
    for p in winners:
        cards = [x for x in (*hole[p], *common) if x is not None]
        fives = best_five(cards, kind)
        if lowest:  # the lowest card, aces low, clubs first: the smallest wins
            keys[p] = -min(_ace_low(x) for five in fives for x in five)
        elif half == "low":  # the highest card of a low hand: the ace counts low
            keys[p] = max(_ace_low(x) for five in fives for x in five)
        else:
            keys[p] = max(x for five in fives for x in five)
    return sorted(winners, key=keys.__getitem__, reverse=True)


def _ace_low(card: int) -> int:
    """A card's order with the ace lowest (then by suit)."""
    return (((card >> 2) + 1) % 13) * 4 + (card & 3)
