"""A hold'em hand after the flop judged as a player judges it: against the hands still in.

Before the flop a bot plays the top of its range, so the hands that see a flop are not
random ones: after one raise they are the top half of the players' ranges, after a
re-raise the top sixth. :class:`RangeOnBoard` draws a fixed number of such starting hands
(``SAMPLE``, from the best ``width`` of the 1,326, none holding a board card) and ranks each
with the board by the engine's evaluator, once per board; a player's share is the part of
them its own hand beats (level ones count half, ones holding its cards left out). Each bet
or raise an opponent makes after the flop keeps the best ``NARROWING`` of those hands on
this board (a bet and a raise: the best half): top pair on a dry board beats most of what
called before the flop, not what raised it twice on the turn.

:func:`draw` tells a flush draw or an open-ended straight draw made with a hole card (the
hands that semi-bluff).

>>> import random
>>> from tournament.cards import parse_known_cards as p
>>> board = p("Kh7c2d")
>>> seen = RangeOnBoard(board, 0.5, random.Random(1))
>>> seen.share(p("KsKd")) > seen.share(p("AhKc")) > seen.share(p("AsQs")) > seen.share(p("5s4s"))
True
>>> draw(p("Ah5h"), p("Kh7h2d")), draw(p("9s8c"), p("Th7d2c")), draw(p("AsKc"), p("Qh7d2c"))
(True, True, False)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from tournament.cards.evaluate import high_rank
from tournament.rehearsal.starting_hands import holdem_share

__all__ = ["NARROWING", "SAMPLE", "RangeOnBoard", "Spot", "after_flop_choice", "draw"]

SAMPLE = 24
"""Starting hands drawn from the range still in, ranked once per board."""
NARROWING = 0.7
"""The share of the range on this board an opponent keeps with each bet or raise it makes."""
_NARROWEST = 2  # a range narrowed by bets and raises keeps at least this many hands


@cache
def _best_first() -> tuple[tuple[int, int], ...]:
    """The 1,326 hold'em starting hands, best first (by :func:`holdem_share`)."""
    combos = [(a, b) for a in range(52) for b in range(a + 1, 52)]
    combos.sort(key=lambda c: -holdem_share(*c))
    return tuple(combos)


class RangeOnBoard:
    """Starting hands of the best ``width`` (a share of hands) ranked with ``board``."""

    __slots__ = ("_board", "_ranked")

    def __init__(self, board: Sequence[int], width: float, rng: random.Random) -> None:
        self._board = tuple(board)
        combos = _best_first()
        top = max(12, min(len(combos), round(width * len(combos))))
        on_board = set(board)
        rest = self._board
        rand = rng.random
        ranked: list[tuple[int, int, int]] = []
        for _ in range(SAMPLE * 3):
            a, b = combos[int(rand() * top)]
            if a in on_board or b in on_board:
                continue
            ranked.append((high_rank((a, b, *rest)), a, b))
            if len(ranked) == SAMPLE:
                break
        ranked.sort()
        self._ranked = ranked

    def share(self, hole: Sequence[int], narrowed: float = 1.0) -> float:
        """The part of the sampled hands that ``hole`` with the board beats (0 to 1), of
        the best ``narrowed`` of them on this board (what is left after bets and raises)."""
        mine = high_rank((*hole, *self._board))
        x, y = hole
        ranks = [rank for rank, a, b in self._ranked if a != x and a != y and b != x and b != y]
        if not ranks:
            return 0.5
        kept = ranks[len(ranks) - max(_NARROWEST, round(narrowed * len(ranks))) :]
        beaten = level = 0
        for rank in kept:
            if mine > rank:
                beaten += 1
            elif mine == rank:
                level += 1
        return (beaten + level / 2) / len(kept)


def draw(hole: Sequence[int], board: Sequence[int]) -> bool:
    """Whether ``hole`` has four cards to a flush or to an open-ended straight with the
    board, using a hole card (a flush or straight already made is not a draw here)."""
    suits = [0, 0, 0, 0]
    ranks = 0
    for c in board:
        suits[c & 3] += 1
        ranks |= 1 << (c >> 2)
    mine = 0
    for c in hole:
        suits[c & 3] += 1
        mine |= 1 << (c >> 2)
    if any(suits[c & 3] == 4 for c in hole):
        return True
    ranks |= mine
    for low in range(9):  # four in a row from `low` (2 to T), open at both ends
        run = 0b1111 << low
        ends = (1 << (low + 4)) | (1 << (low - 1) if low else 1 << 12)  # 2345: the ace, 6
        if ranks & run == run and run & mine and not ranks & ends:
            return True
    return False


_BET = 0.6  # bet into nobody with this much of the range beaten (after narrowing)
_RAISE = 0.8  # raise a bet; every further raise on the street: half way on to the nuts
_MULTIWAY = 0.3  # each opponent past the first: the hand must beat them all
_CALL_SLOPE = 0.3  # a bigger bet needs a better hand to call
_COMMIT = 0.65  # with less than _COMMIT_SPR pots behind, this much goes all in
_COMMIT_SPR = 4.0
_SEMI_BLUFF = 0.35  # a draw bets into nobody this often
_DRAW_RAISE = 0.12  # ... and raises a bet this often
_DRAW_PRICE = 0.18  # a draw calls up to this share of the pot after the call, per card to come


@dataclass(frozen=True, slots=True)
class Spot:
    """What a player sees when it acts after the flop.

    ``share``: the part of the range still in its hand beats (:class:`RangeOnBoard`,
    narrowed by the opponents' bets and raises after the flop); ``opponents``: players
    still in besides it; ``raises``: bets and raises on this street; ``to_call`` what it still owes,
    ``pot`` all chips in, ``stack`` its chips behind, ``covered`` the most an opponent can
    still put against it; ``drawing``: a flush or open-ended straight draw; ``to_come``:
    board cards still to come (2 on the flop, 1 on the turn, 0 on the river).
    """

    share: float
    opponents: int
    raises: int
    to_call: int
    pot: int
    stack: int
    covered: int
    drawing: bool = False
    to_come: int = 0


def after_flop_choice(spot: Spot, call_strength: float, rng: random.Random) -> str:
    """``"all-in"``, ``"raise"`` (bet or raise about two thirds of the pot), ``"call"``
    (check or call) or ``"fold"``.

    The hand must beat each opponent still in (its share counts once more, at 0.3 of a
    weight, for each opponent after the first). Good enough to call with less than the
    pot behind, or beating 65 % of that range with less than four pots behind (a set, two
    pair, an overpair on a dry board), it goes all in (facing a bet, only with a hand
    good enough to call it); a raise war stops
    where the hands do (each further raise needs half the way on to the nuts); a draw
    semi-bluffs some and calls a bet at a price its outs pay for.

    >>> rng = random.Random(1)
    >>> set_low_spr = Spot(0.97, 1, 1, 3_000, 9_000, 20_000, 40_000)
    >>> after_flop_choice(set_low_spr, 0.55, rng)
    'all-in'
    >>> ace_high_deep = Spot(0.45, 1, 2, 25_000, 40_000, 5_000, 30_000)
    >>> after_flop_choice(ace_high_deep, 0.55, rng)
    'fold'
    """
    eff = spot.share ** (1 + _MULTIWAY * max(spot.opponents - 1, 0))
    behind = min(spot.stack, spot.covered)
    pot = max(spot.pot + spot.to_call, 1)
    spr = behind / pot
    price = spot.to_call / pot
    call_need = call_strength + _CALL_SLOPE * price
    committed = spr < 1 or (spr < _COMMIT_SPR and eff >= _COMMIT)
    if behind > 0 and committed and eff >= call_need:
        return "all-in"
    need = _BET if spot.raises == 0 else _RAISE
    for _ in range(max(spot.raises - 1, 0)):
        need = (1 + need) / 2
    if eff >= need and behind > 0:
        return "raise"
    if spot.drawing and spot.to_come:
        if spot.raises == 0 and rng.random() < _SEMI_BLUFF:
            return "raise"
        if spot.raises == 1 and spr > 2 and rng.random() < _DRAW_RAISE:
            return "raise"
        if price <= _DRAW_PRICE * spot.to_come:
            return "call"
    if spot.to_call == 0 or eff >= call_need:
        return "call"
    return "fold"
