"""The simulated players: stack-aware, tight or loose, as a field plays (see :class:`BotSettings`).

A bot sees what a player sees (its own cards, the board, the bets) and judges its cards
with :func:`tournament.rehearsal.strength.strength` (the share of random hands it beats).
Each player has a *range*: the share of starting hands they play at a nine-handed table
(tight or loose); with fewer players dealt in it widens by half the proportional
``9 / players``: ``(1 + 9 / players) / 2`` (six-handed 1.25 times: winning full-ring
players play 15-20 % of hands, six-max regulars 19-25 %, not 1.5 times as many; heads-up
2.75 times).

- **Short stacks and all-ins before the flop**: push or fold, calls of an all-in
  and re-shoves over a raise as :mod:`tournament.rehearsal.preflop_all_ins` says.
- **Deeper, first betting round**: it opens (to ``open_raise_bb`` big blinds, three times
  a raise, the limit amount in limit games) with the top half of its range, calls with the
  rest of it when the call is cheap (at most a tenth of its stack), and otherwise folds.
  Facing a raise it re-raises with the top sixth of its range and calls with the top half
  when the call is at most a seventh of its stack; facing a re-raise, the top twentieth
  re-raises and the top sixth calls; a fourth raise needs aces or kings.
- **After the flop, no-limit and pot-limit hold'em** (:mod:`tournament.rehearsal.postflop`):
  the hand is judged against the hands still in, drawn from the players' ranges as the
  betting before the flop left them (after a raise their top half, after a re-raise their
  top sixth) and narrowed by every bet and raise an opponent makes after the flop; it
  bets about two thirds of the pot with a good part of that range beaten, raises with
  more, every further raise needs half the remaining distance to the nuts; strong hands
  with less than four pots behind go all in (a set or an overpair on a dry board), draws
  semi-bluff some and call at a price their outs pay for; ace high folds to a big bet.
- **Later rounds, other games**: its strength is judged against the hands still in, not
  random ones: the share of random hands beaten is raised to the power ``1 + 0.6 × raises
  so far``. It bets half the pot with 85 %, raises a bet with 93 %, and every further
  raise on the street needs half the remaining distance to 100 % (a raise war stops where
  the hands do); it calls when its hand beats ``call_strength + 40 % × call / (pot +
  call)``. With less than the pot behind (stack-to-pot ratio under 1) a hand good enough
  to call goes all in; a bet of 40 % of its stack or more goes all in. Limit games: a
  raise says less, calls and bets come with more hands.
- **Draws**: 2-7 keeps its unpaired deuce-to-eight cards, badugi its best badugi; others
  keep their pairs. **Stud bring-in**: completes with the top half of its range.
  **Showdown**: shows.

One :class:`Bot` plays every seat of one hand, so it counts the raises made in it.

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
from tournament.rehearsal.draws import draw_discards
from tournament.rehearsal.postflop import (
    NARROWING,
    RangeOnBoard,
    Spot,
    after_flop_choice,
    draw,
)
from tournament.rehearsal.preflop_all_ins import (
    all_in_call_width,
    all_in_raiser,
    behind,
    last_raiser,
    resteal_width,
)
from tournament.rehearsal.push_fold import push_share
from tournament.rehearsal.settings import BotSettings
from tournament.rehearsal.strength import strength
from tournament.service.table_play import Choice

__all__ = ["Bot"]

_BET_STRENGTH = 0.85
_RAISE_STRENGTH = 0.93
_CALL_SLOPE = 0.4
_FULL = 9  # ranges are for a table of nine
_COMMIT = 0.4  # a bet of this share of the stack or more goes all in
_RANGE_POWER = 0.6  # each raise in the hand narrows the hands still in
_AVERAGE_RANGE = 0.25  # the push/fold charts are for a player of this range
_PREMIUM = 0.99  # aces and kings
_LIMIT_LOOSER = 0.3  # limit games: a call is cheap against the pot, hands go to showdown
_LIMIT_POWER = 0.3  # ... and a raise says less about the hand
_LIMIT_BET = 0.6  # ... and bets and raises come with more hands
_LIMIT_RAISE = 0.75
_PREFLOP_NARROWING = (1.0, 0.5, 1 / 6, 1 / 20)  # the hands still in after 0-3 raises


class Bot:
    """The policy of every player at one hand (``ranges`` by dealing index).

    Callable as a :data:`tournament.service.table_play.Policy`.
    """

    __slots__ = (
        "_big",
        "_boards",
        "_pushed",
        "_raises",
        "_ranges",
        "_reach",
        "_settings",
        "_shares",
    )

    def __init__(self, settings: BotSettings, big_blind: int, ranges: Sequence[float]) -> None:
        self._settings = settings
        self._big = max(big_blind, 1)
        self._ranges = tuple(ranges)
        # short-handed, everyone plays more hands: half the proportional widening
        # (six-max 1.25 times a full table's, heads-up 2.75 times)
        wider = min(3.0, (1 + _FULL / len(self._ranges)) / 2)
        self._reach = tuple(min(1.0, r * wider) for r in self._ranges)
        self._raises: dict[int, int] = {}  # street index -> bets and raises made on it
        self._shares: dict[tuple[int, tuple[int | None, ...]], float] = {}  # (player, board)
        self._boards: dict[tuple[int, ...], RangeOnBoard] = {}  # hold'em: the range still in
        self._pushed: dict[int, int] = {}  # player -> bets and raises made after the flop

    def __call__(self, hand: HandState, legal: LegalActions, rng: random.Random) -> Choice:
        """Choose for the player to act (see the module doc)."""
        phase = legal.phase
        p = legal.player
        if phase == "showdown" or p is None:
            return Choice("show")
        hole = [c for c in hand.dealer.hole[p] if c is not None]
        if phase == "drawing":
            return Choice("discard", cards=draw_discards(hand.variant.code, hole, legal.discard))
        board = hand.board
        if board and self._holdem(hand, hole):
            return self._after_flop(hand, legal, p, hole, [c for c in board if c is not None], rng)
        if board:
            share = self._on_board(hand.variant.code, p, hole, board)
        else:  # a starting hand: strength keeps its share
            share = strength(hand.variant.code, hole, ())
        reach = self._reach[p]
        if phase == "bring-in":
            if legal.raise_to is not None and share >= 1 - reach / 2:
                return self._raise(hand, legal.raise_to[0])
            return Choice("bring_in")
        return self._bet(hand, legal, p, share, reach)

    def _on_board(self, code: str, p: int, hole: list[int], board: Sequence[int | None]) -> float:
        """:func:`strength` of ``p``'s cards with ``board``, worked out once per board (a
        player acts several times on a street; hole cards do not change in a board game)."""
        key = (p, tuple(board))
        share = self._shares.get(key)
        if share is None:
            share = strength(code, hole, [c for c in board if c is not None])
            self._shares[key] = share
        return share

    def _raise(self, hand: HandState, amount: int) -> Choice:
        street = hand.street_index
        self._raises[street] = self._raises.get(street, 0) + 1
        if street > 0 and hand.actor is not None:
            self._pushed[hand.actor] = self._pushed.get(hand.actor, 0) + 1
        return Choice("raise_to", amount)

    @staticmethod
    def _holdem(hand: HandState, hole: Sequence[int | None]) -> bool:
        """No-limit or pot-limit hold'em (judged after the flop against the range still in)."""
        v = hand.variant
        return len(hole) == 2 and v.high == "high" and v.low is None and v.betting != "fixed-limit"

    def _after_flop(
        self,
        hand: HandState,
        legal: LegalActions,
        p: int,
        hole: list[int],
        board: list[int],
        rng: random.Random,
    ) -> Choice:
        """No-limit and pot-limit hold'em after the flop (see :func:`after_flop_choice`)."""
        key = tuple(board)
        seen = self._boards.get(key)
        if seen is None:
            live = [q for q in range(hand.n) if not hand.folded[q]]
            width = sum(self._reach[q] for q in live) / len(live)
            width *= _PREFLOP_NARROWING[min(self._raises.get(0, 0), 3)]
            seen = RangeOnBoard(board, width, rng)
            self._boards[key] = seen
        others = [q for q in range(hand.n) if q != p and not hand.folded[q]]
        pushed = sum(self._pushed.get(q, 0) for q in others)
        raises = self._raises.get(hand.street_index, 0)
        if legal.call:  # a bet to call is a push and a raise, whoever made it
            pushed = max(pushed, 1)
            raises = max(raises, 1)
        facts = Spot(
            share=seen.share(hole, NARROWING**pushed),
            opponents=len(others),
            raises=raises,
            to_call=legal.call or 0,
            pot=hand.total_pot(),
            stack=hand.stacks[p],
            covered=max((hand.stacks[q] + hand.bets[q] - hand.bets[p] for q in others), default=0),
            drawing=len(board) < 5 and draw(hole, board),
            to_come=5 - len(board),
        )
        act = after_flop_choice(facts, self._settings.call_strength, rng)
        if act == "fold":
            return Choice("fold")
        if act == "call" or legal.raise_to is None:
            return Choice("check_or_call")
        low, high = legal.raise_to
        if act == "all-in":
            return self._raise(hand, high)
        bet = hand.bets[p]
        level = bet + facts.to_call
        target = level + (facts.pot + facts.to_call) * 2 // 3
        if hand.variant.betting != "pot-limit" and target - bet >= _COMMIT * (facts.stack + bet):
            return self._raise(hand, high)
        return self._raise(hand, max(low, min(target, high)))

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
        first_round = hand.street_index == 0
        style = self._ranges[p] / _AVERAGE_RANGE
        shover = all_in_raiser(hand, p, level, self._big) if no_limit and first_round else None
        if shover is not None and to_call:
            holdem = self._holdem(hand, hand.dealer.hole[p])
            shove_range = self._shove_range(hand, shover) if holdem else None
            wide = all_in_call_width(hand, p, level, to_call, self._big, shove_range, style)
            return Choice("check_or_call" if share >= 1 - wide else "fold")
        if no_limit and depth <= settings.push_fold_bb:
            return self._push_or_fold(hand, legal, p, share, depth, level, to_call, style)
        raises = self._raises.get(hand.street_index, 0)
        if first_round:
            # an open needs the top of the range; facing raises, ever nearer its very top
            if raises == 0:
                strong = share >= 1 - reach / 2
                play = share >= 1 - reach
                cheap = to_call * 10 <= stack
            elif raises == 1:
                strong = share >= 1 - reach / 6
                play = share >= 1 - reach / 2
                cheap = to_call * 7 <= stack
            else:
                strong = share >= (1 - reach / 20 if raises == 2 else _PREMIUM)
                play = share >= 1 - reach / 6
                cheap = True
        else:
            # against the hands still in, not random ones
            seen = sum(self._raises.values())
            eff = share ** (1 + (_RANGE_POWER if no_limit else _LIMIT_POWER) * seen)
            if no_limit:
                need = _BET_STRENGTH if raises == 0 else _RAISE_STRENGTH
            else:
                need = _LIMIT_BET if raises == 0 else _LIMIT_RAISE
            for _ in range(max(raises - 1, 0)):
                need = (1 + need) / 2  # every further raise: half way on to the nuts
            strong = eff >= need
            floor = settings.call_strength - (0.0 if no_limit else _LIMIT_LOOSER)
            play = eff >= floor + _CALL_SLOPE * to_call / max(pot + to_call, 1)
            cheap = True
            if play and no_limit and legal.raise_to is not None and stack < pot:
                return self._raise(hand, legal.raise_to[1])  # committed: all in
        if strong and legal.raise_to is not None:
            return self._raise(hand, self._size(hand, legal, first_round, bet, level, stack, pot))
        if to_call == 0 or (play and cheap):
            return Choice("check_or_call")
        return Choice("fold")

    def _shove_range(self, hand: HandState, q: int) -> float:
        """The share of hands ``q`` moves all in with before the flop, as the others
        read it: a short stack's push/fold range, else its range narrowed by the raises."""
        depth = hand.bets[q] / self._big
        if depth <= self._settings.push_fold_bb:
            return push_share(depth, behind(hand, q), self._ranges[q] / _AVERAGE_RANGE)
        return self._raised_range(q)

    def _raised_range(self, q: int) -> float:
        """``q``'s range narrowed by the raises before the flop (one at least)."""
        raises = max(self._raises.get(0, 0), 1)
        return self._reach[q] * _PREFLOP_NARROWING[min(raises, 3)]

    def _push_or_fold(
        self,
        hand: HandState,
        legal: LegalActions,
        p: int,
        share: float,
        depth: float,
        level: int,
        to_call: int,
        style: float,
    ) -> Choice:
        if level <= self._big:
            # nobody has raised: move in with a range that widens as the stack shrinks
            wide = push_share(depth, behind(hand, p), style)
            if share >= 1 - wide:
                if legal.raise_to is not None:
                    return self._raise(hand, legal.raise_to[1])
                return Choice("check_or_call")
            return Choice("check_or_call" if to_call == 0 else "fold")
        # a raise that is not all in: shove over it or fold, as short stacks do
        raiser = last_raiser(hand, p, level)
        holdem = hand.street_index == 0 and self._holdem(hand, hand.dealer.hole[p])
        raised = self._raised_range(raiser) if raiser is not None and holdem else None
        wide = resteal_width(hand, p, level, to_call, self._big, raised, style)
        if share >= 1 - wide:
            if legal.raise_to is not None:
                return self._raise(hand, legal.raise_to[1])
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
