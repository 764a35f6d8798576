"""The simulated players: simple, stack-aware, tight or loose (see :class:`BotSettings`).

A bot sees what a player sees (its own cards, the board, the bets) and judges its cards
with :func:`tournament.rehearsal.strength.strength` (the share of random hands it beats).
Each player has a *range*: the share of starting hands they play at a nine-handed table
(tight or loose); with fewer players dealt in it widens in proportion (at most threefold).

- **Short** (``push_fold_bb`` big blinds or fewer, counting what it has already bet): all
  in or fold. It moves in with the best ``range × push_fold_bb / stack`` of hands (the
  shorter, the wider) and calls an all-in with the top half of its range, wider when the
  call is a small part of the pot.
- **Deeper, first betting round**: it raises (to ``open_raise_bb`` big blinds, three times
  a raise, the limit amount in limit games) with the top half of its range, calls with the
  rest of it when the call is cheap (at most a tenth of its stack), and otherwise folds.
  Facing a raise it re-raises with the top sixth of its range and calls with the top half
  when the call is at most a seventh of its stack.
- **Later rounds**: it bets (half the pot) with a hand beating 85 % of random hands of the
  same shape, raises a bet with 93 %, calls when its hand beats ``55 % + 40 % × call /
  (pot + call)`` (a bigger bet needs a better hand), checks when it can, else folds.
  A bet of 40 % of its stack or more goes all in.
- **Draws**: 2-7 keeps its unpaired deuce-to-eight cards, badugi its best badugi; others
  keep their pairs. **Stud bring-in**: completes with the top half of its range.
  **Showdown**: shows.

>>> import random
>>> from tournament.engine import HandState
>>> bot = Bot(BotSettings(), big_blind=100, ranges=(0.18, 0.18))
>>> hand = HandState("NT", [10_000, 10_000], blinds_or_straddles=[50, 100], min_bet=100,
...                  rng=random.Random(4))
>>> choice = bot(hand, hand.legal_actions(), random.Random(1))
>>> choice.kind in ("fold", "check_or_call", "raise_to")
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tournament.engine import HandState, LegalActions
from tournament.rehearsal.settings import BotSettings
from tournament.rehearsal.strength import strength
from tournament.service.table_play import Choice

__all__ = ["Bot", "draw_discards"]

_BET_STRENGTH = 0.85
_RAISE_STRENGTH = 0.93
_CALL_STRENGTH = 0.55
_CALL_SLOPE = 0.4
_FULL = 9  # ranges are for a table of nine
_COMMIT = 0.4  # a bet of this share of the stack or more goes all in


class Bot:
    """The policy of every player at one hand (``ranges`` by dealing index).

    Callable as a :data:`tournament.service.table_play.Policy`.
    """

    __slots__ = ("_big", "_ranges", "_settings")

    def __init__(self, settings: BotSettings, big_blind: int, ranges: Sequence[float]) -> None:
        self._settings = settings
        self._big = max(big_blind, 1)
        self._ranges = tuple(ranges)

    def __call__(self, hand: HandState, legal: LegalActions, rng: random.Random) -> Choice:
        """Choose for the player to act (see the module doc)."""
        phase = legal.phase
        p = legal.player
        if phase == "showdown" or p is None:
            return Choice("show")
        hole = [c for c in hand.hole_cards[p] if c is not None]
        board = [c for c in hand.board if c is not None]
        share = strength(hand.variant.code, hole, board)
        # short-handed, everyone plays more hands (heads-up three times as many)
        reach = min(1.0, self._ranges[p] * min(3.0, _FULL / len(self._ranges)))
        if phase == "drawing":
            return Choice("discard", cards=draw_discards(hand.variant.code, hole, legal.discard))
        if phase == "bring-in":
            if legal.raise_to is not None and share >= 1 - reach / 2:
                return Choice("raise_to", legal.raise_to[0])
            return Choice("bring_in")
        return self._bet(hand, legal, p, share, reach)

    def _bet(
        self, hand: HandState, legal: LegalActions, p: int, share: float, reach: float
    ) -> Choice:
        settings = self._settings
        bet = hand.bets[p]
        stack = hand.stacks[p]
        depth = (stack + bet) / self._big
        to_call = legal.call or 0  # the engine gives what is still owed
        level = bet + to_call  # the bet to match this round
        pot = hand.total_pot()
        no_limit = hand.variant.betting != "fixed-limit"
        if no_limit and depth <= settings.push_fold_bb:
            return self._push_or_fold(legal, share, reach, depth, level, to_call, pot)
        first_round = hand.street_index == 0
        raised = to_call > 0 and (not first_round or level > self._big)
        if first_round:
            # a raise needs the top of the range; facing one, the very top
            strong = share >= 1 - reach / (6 if raised else 2)
            play = share >= 1 - (reach / 2 if raised else reach)
            cheap = to_call * (7 if raised else 10) <= stack
        else:
            # the bigger the bet against the pot, the better the hand to call it
            strong = share >= (_RAISE_STRENGTH if raised else _BET_STRENGTH)
            play = share >= _CALL_STRENGTH + _CALL_SLOPE * to_call / max(pot + to_call, 1)
            cheap = True
        if strong and legal.raise_to is not None:
            return Choice("raise_to", self._size(hand, legal, first_round, bet, level, stack, pot))
        if to_call == 0 or (play and cheap):
            return Choice("check_or_call")
        return Choice("fold")

    def _push_or_fold(
        self,
        legal: LegalActions,
        share: float,
        reach: float,
        depth: float,
        level: int,
        to_call: int,
        pot: int,
    ) -> Choice:
        settings = self._settings
        if level <= self._big:
            # nobody has raised: move in with a range that widens as the stack shrinks
            wide = min(1.0, reach * settings.push_fold_bb / max(depth, 1.0))
            if share >= 1 - wide:
                if legal.raise_to is not None:
                    return Choice("raise_to", legal.raise_to[1])
                return Choice("check_or_call")
            return Choice("check_or_call" if to_call == 0 else "fold")
        odds = to_call * 3 <= pot  # a small part of the pot: call wider
        if share >= 1 - reach * (0.8 if odds else 0.5):
            return Choice("check_or_call")
        return Choice("fold")

    def _size(
        self,
        hand: HandState,
        legal: LegalActions,
        first: bool,
        bet: int,
        level: int,
        stack: int,
        pot: int,
    ) -> int:
        assert legal.raise_to is not None
        low, high = legal.raise_to
        if hand.variant.betting == "fixed-limit":
            return low
        if first:
            open_to = int(self._settings.open_raise_bb * self._big)
            target = 3 * level if level > self._big else open_to
        else:
            target = level + pot // 2
        if hand.variant.betting == "pot-limit":
            return max(low, min(target, high))
        if target - bet >= _COMMIT * (stack + bet):
            return high
        return max(low, min(target, high))


def draw_discards(code: str, hole: Sequence[int], most: int | None) -> tuple[int, ...]:
    """The cards a player throws in a draw: 2-7 keeps its unpaired deuce-to-eight cards,
    badugi its best badugi (lowest cards of different suits and ranks), others their pairs.

    >>> from tournament.cards import parse_known_cards as p
    >>> from tournament.cards import format_cards
    >>> format_cards(draw_discards("F2L3D", p("2s3d7c7hKs"), 3))
    'Ks7h'
    >>> format_cards(draw_discards("FB", p("As2s3d4d"), 4))
    '4d2s'
    """
    limit = most or 0
    if code == "FB":
        kept: list[int] = []
        for card in sorted(hole, key=lambda c: ((c >> 2) + 1) % 13):  # aces low
            if all(k & 3 != card & 3 and k >> 2 != card >> 2 for k in kept):
                kept.append(card)
    elif code.endswith("D"):  # deuce-to-seven: eight or lower, unpaired, no aces
        kept = []
        for card in sorted(hole):
            if card >> 2 <= 6 and all(k >> 2 != card >> 2 for k in kept):
                kept.append(card)
    else:
        ranks = [c >> 2 for c in hole]
        kept = [c for c in hole if ranks.count(c >> 2) > 1]
    thrown = [c for c in hole if c not in kept]
    thrown.sort(key=lambda c: -(c >> 2))  # the worst (highest) first
    return tuple(thrown[:limit])
