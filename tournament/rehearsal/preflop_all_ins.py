"""All-ins and short stacks before the flop, as :class:`tournament.rehearsal.bots.Bot` plays
them: who moved in, who is still to act, and how wide a player calls an all-in or moves
in over a raise (the shares come from :mod:`tournament.rehearsal.push_fold`).

- **Short** (``push_fold_bb`` big blinds or fewer, counting what it has already bet): all
  in or fold, by the push/fold charts' shape: unopened, it moves in with the best
  ``10.8 / (stack in big blinds × (players behind + 1))`` of hands (10 big blinds under
  the gun about 12 %, on the button about 36 %, in the small blind about 54 %), scaled by
  its range against an average one (a quarter of hands).
- **Facing an all-in before the flop** (any stack), hold'em: it calls with the hands
  whose all-in equity against the range that moved in pays for the call, as push/fold
  charts do (:func:`tournament.rehearsal.push_fold.call_share`): the pusher's range is
  read from its stack and seat (a short stack's push range above; a deeper one's range
  narrowed by the raises before), the price is ``call / (pot after the call)``, taken
  ``(k + 1) / 2`` times with ``k`` players already in; scaled by its range against an
  average one and divided by ``√(players behind + 1)``. The big blind against a small
  blind's 10-big-blind shove calls about a third of hands, against the same shove from
  under the gun about 8 %; the shorter the shove against the blinds, the wider the
  push and the call. Other games: the best ``3.5 / (the call in big blinds ×
  √(players behind + 1))`` of hands, half as many again when the call is at most a
  third of the pot (:func:`all_in_call_width`).
- **A short stack facing a raise** (not all in): it moves in or folds; hold'em: with the
  hands that would call the raiser's range all in at the price of being called, half as
  many again for the times the raiser folds (``_RESTEAL``: an assumption, no published
  figure), scaled and divided as a call is; other games as a call of an all-in
  (:func:`resteal_width`).
"""

from __future__ import annotations

import math

from tournament.engine import HandState
from tournament.rehearsal.push_fold import call_all_in_share, call_share

__all__ = ["all_in_call_width", "all_in_raiser", "behind", "last_raiser", "resteal_width"]

_RESTEAL = 1.5  # a short stack's shove over a raise: calling hands, half as many again


def behind(hand: HandState, p: int) -> int:
    """Players still to act after ``p`` before the flop (none folded yet counted)."""
    n = hand.n
    if n == 2:
        return 1 if p == 1 else 0
    return n - 1 - (p - 2) % n


def all_in_raiser(hand: HandState, p: int, level: int, big: int) -> int | None:
    """The raiser who matched ``level`` with no chips left (an all-in to call), if any."""
    if level <= big:
        return None
    folded, bets = hand.folded, hand.bets
    for q, stack in enumerate(hand.stacks):
        if stack == 0 and q != p and not folded[q] and bets[q] == level:
            return q
    return None


def last_raiser(hand: HandState, p: int, level: int) -> int | None:
    """The player (not ``p``, still in) whose bet is ``level``: the last raiser."""
    folded, bets = hand.folded, hand.bets
    for q in range(hand.n):
        if q != p and not folded[q] and bets[q] == level:
            return q
    return None


def all_in_call_width(
    hand: HandState,
    p: int,
    level: int,
    to_call: int,
    big: int,
    shove_range: float | None,
    style: float,
) -> float:
    """The share of hands ``p`` calls an all-in of ``level`` with: in hold'em against the
    pusher's ``shove_range``, in other games (``shove_range`` None) by the call's size."""
    pot = hand.total_pot()
    if shove_range is not None:
        # hold'em: the chart's answer to the range that moved in; with others
        # in too, the price against each as if heads-up (k in: (k + 1) / 2 times)
        k = sum(
            1
            for q in range(hand.n)
            if q != p and not hand.folded[q] and (hand.bets[q] >= level or hand.stacks[q] == 0)
        )
        need = to_call / (pot + to_call) * (k + 1) / 2
        wide = call_share(shove_range, need) * style
        wide /= math.sqrt(behind(hand, p) + 1)
        return wide
    return call_all_in_share(to_call / big, behind(hand, p), to_call * 3 <= pot, style)


def resteal_width(
    hand: HandState,
    p: int,
    level: int,
    to_call: int,
    big: int,
    raised_range: float | None,
    style: float,
) -> float:
    """The share of hands a short ``p`` moves in with over a raise to ``level``: in
    hold'em against the raiser's ``raised_range``, in other games (None) as a call."""
    pot = hand.total_pot()
    if raised_range is not None:
        # hold'em: the hands that would call the raiser's range all in at the price
        # of being called, half as many again for the times the raiser folds
        stack = hand.stacks[p]
        called = pot + stack + max(stack + hand.bets[p] - level, 0)
        wide = call_share(raised_range, stack / called) * _RESTEAL * style
        wide /= math.sqrt(behind(hand, p) + 1)
        return wide
    return call_all_in_share(to_call / big, behind(hand, p), to_call * 3 <= pot, style)
