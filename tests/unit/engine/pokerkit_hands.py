"""Random hands played by pokerkit 0.7.7 (the test oracle), written as PHH.

Each hand is played with random legal actions and exported with pokerkit's own
``HandHistory.from_game_state`` (like ``shared/data/phh-samples``), then read with our
:mod:`tournament.hh` reader, ``finishing_stacks`` included.

The situations where pokerkit departs from cardroom rules (``shared/reference/anchors.md``)
are excluded by construction or filtered out:

- limit raise cap pre-flop (pokerkit allows the big blind + 4 raises): at most 3 raises
  on the first round of a button game (bet + 3 raises everywhere else, as pokerkit);
- heads-up uncapping: never needed, the cap is always respected;
- limit half-bet reopening (and the no-limit rule that a short all-in does not reopen
  the betting for players who already acted): no short all-in bet or raise at all;
- FO/8 is pot-limit in pokerkit 0.7.7 (a pokerkit bug): only limit amounts are used and
  the raise cap is applied by the generator;
- short all-in big blinds / bring-ins: every stack covers its antes, blinds and the
  bring-in with room to spare;
- open pair on 4th street: pokerkit never bets big there; the replay runs with
  ``open_pair_big_bet`` off (a small bet is legal either way);
- several odd chips to one player, stud odd chip by suit: hands whose pot awards split
  unevenly (stud: any odd chip; other games: more than one chip apart, or odd chips in
  more than one pot) are dropped;
- draw reshuffle, stud short stub: hands that need more than 51 cards are dropped;
- hi-lo side pots (a pokerkit 0.7.7 bug): when nobody eligible for a side pot has a
  qualifying low but someone in another pot does, pokerkit splits that pot's low half
  among the players without a low instead of giving the high hand the whole pot; such
  hands are dropped.

Odd chips placed by our engine (pots that split unevenly, where pokerkit also builds
side pots differently) are excluded by the differential test itself (see
``odd_chip_awarded``).
"""

from __future__ import annotations

import contextlib
import random
import warnings
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from pokerkit import (
    Automation,
    BoardDealing,
    CardBurning,
    ChipsPushing,
    FixedLimitBadugi,
    FixedLimitDeuceToSevenLowballTripleDraw,
    FixedLimitOmahaHoldemHighLowSplitEightOrBetter,
    FixedLimitRazz,
    FixedLimitSevenCardStud,
    FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    FixedLimitTexasHoldem,
    HoleDealing,
    Mode,
    NoLimitDeuceToSevenLowballSingleDraw,
    NoLimitTexasHoldem,
    PotLimitOmahaHoldem,
    State,
)
from pokerkit import HandHistory as PKHandHistory

from tournament import hh

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)

GAMES: dict[str, Any] = {
    "NT": NoLimitTexasHoldem,
    "FT": FixedLimitTexasHoldem,
    "PO": PotLimitOmahaHoldem,
    "FO/8": FixedLimitOmahaHoldemHighLowSplitEightOrBetter,
    "F7S": FixedLimitSevenCardStud,
    "F7S/8": FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    "FR": FixedLimitRazz,
    "F2L3D": FixedLimitDeuceToSevenLowballTripleDraw,
    "N2L1D": NoLimitDeuceToSevenLowballSingleDraw,
    "FB": FixedLimitBadugi,
}
"""The variants the differential tests cover (PHH code -> pokerkit game)."""

STUD = frozenset({"F7S", "F7S/8", "FR"})
HI_LO = frozenset({"FO/8", "F7S/8"})
LIMIT = frozenset({"FT", "FO/8", "F7S", "F7S/8", "FR", "F2L3D", "FB"})
MAX_PLAYERS = {"F2L3D": 6, "N2L1D": 6, "FB": 6, "F7S": 8, "F7S/8": 8, "FR": 8}

SMALL_BLIND, BIG_BLIND, BRING_IN, SMALL_BET, BIG_BET = 5, 10, 5, 10, 20


@dataclass(frozen=True, slots=True)
class Generated:
    """One generated hand: its PHH value, or why it was dropped (``hand is None``)."""

    hand: hh.HandHistory | None
    dropped: str | None = None


def _create(code: str, players: int, stacks: list[int], ante: int) -> tuple[Any, State]:
    game_type = GAMES[code]
    common: dict[str, Any] = {
        "automations": AUTOMATIONS,
        "ante_trimming_status": False,
        "raw_antes": [ante] * players,
        "mode": Mode.TOURNAMENT,
    }
    if code in STUD:
        game = game_type(bring_in=BRING_IN, small_bet=SMALL_BET, big_bet=BIG_BET, **common)
    elif code in LIMIT:
        blinds = [SMALL_BLIND, BIG_BLIND]
        game = game_type(
            raw_blinds_or_straddles=blinds, small_bet=SMALL_BET, big_bet=BIG_BET, **common
        )
    else:
        blinds = [SMALL_BLIND, BIG_BLIND]
        game = game_type(raw_blinds_or_straddles=blinds, min_bet=BIG_BLIND, **common)
    return game, game(stacks, players)


def _full_raise_to(state: State) -> int:
    street = state.street
    assert street is not None
    amount = max(
        state.completion_betting_or_raising_amount,
        street.min_completion_betting_or_raising_amount,
    )
    if not state.completion_status:
        amount += max(state.bets)
    return int(amount)


def _may_raise(state: State, code: str) -> bool:
    if not state.can_complete_bet_or_raise_to():
        return False
    actor = state.actor_index
    assert actor is not None
    if state.stacks[actor] + state.bets[actor] < _full_raise_to(state):
        # A short all-in bet or raise: pokerkit reopens the betting after it (limit
        # half-bet rule, and in no-limit for players who already acted).
        return False
    if code not in LIMIT:
        return True
    count = state.completion_betting_or_raising_count
    if state.street_index == 0 and code not in STUD:
        return count < 3  # the big blind is the bet: at most 3 raises (pokerkit allows 4)
    return count < 4  # bet + 3 raises (FO/8 is pot-limit in pokerkit 0.7.7: cap it here)


def _act(state: State, code: str, rng: random.Random) -> None:
    if state.can_show_or_muck_hole_cards():
        # Every hand is shown (pokerkit's own show-or-muck automation evaluates every hand
        # again to decide, which triples the generation time; mucking a hand that still
        # contends for a side pot trips an assertion in pokerkit). Mucks are covered by
        # the committed corpus and the shared samples.
        state.show_or_muck_hole_cards(True)
        return
    if state.can_stand_pat_or_discard():
        actor = state.stand_patter_or_discarder_index
        assert actor is not None
        hole = list(state.hole_cards[actor])
        count = rng.choice((0, 0, 1, 1, 2, 2, 3, len(hole)))
        state.stand_pat_or_discard(rng.sample(hole, min(count, len(hole))))
        return
    if state.can_post_bring_in():
        if rng.random() < 0.7 or not _may_raise(state, code):
            state.post_bring_in()
        else:
            state.complete_bet_or_raise_to()
        return
    roll = rng.random()
    facing = state.checking_or_calling_amount or 0
    if facing and roll < 0.18 and state.can_fold():
        state.fold()
    elif roll < 0.70 or not _may_raise(state, code):
        state.check_or_call()
    else:
        low = state.min_completion_betting_or_raising_to_amount
        high = state.max_completion_betting_or_raising_to_amount
        assert low is not None
        assert high is not None
        pick = rng.random()
        if code in LIMIT or pick < 0.4 or low == high:  # limit: FO/8 is pot-limit in pokerkit
            amount = low
        elif pick < 0.6:
            amount = high
        else:
            amount = rng.randint(low, high)
        state.complete_bet_or_raise_to(amount)


def _dropped_reason(state: State, code: str) -> str | None:
    used = 0
    uneven = 0
    lows = list(state.get_up_hands(0, 1)) if code in HI_LO else []
    for operation in state.operations:
        if isinstance(operation, HoleDealing | BoardDealing):
            used += len(operation.cards)
        elif isinstance(operation, CardBurning):
            used += 1
        elif isinstance(operation, ChipsPushing):
            paid = [amount for amount in operation.amounts if amount]
            if operation.hand_type_index == 1 and any(
                amount and lows[i] is None for i, amount in enumerate(operation.amounts)
            ):
                return "pokerkit gave a low half to a player without a qualifying low"
            if len(paid) > 1:
                spread = max(paid) - min(paid)
                uneven += spread > 0
                if spread > (0 if code in STUD else 1) or uneven > 1:
                    return "uneven split (odd chips)"
    if used > 51:
        return "stub too short (reshuffle / short stub)"
    return None


_FROM_GAME_CACHE: dict[tuple[Any, ...], Any] = {}


@contextlib.contextmanager
def _memoized_evaluation(hand_types: Iterable[Any]) -> Iterator[None]:
    """Memoize pokerkit's ``Hand.from_game`` (a pure function) while a hand is generated.

    pokerkit re-evaluates every hand many times per action (to decide which hands can still
    win); caching gives the same results several times faster. Restored afterwards.
    """
    saved = []
    for hand_type in hand_types:
        if "from_game" in hand_type.__dict__:
            saved.append((hand_type, hand_type.__dict__["from_game"]))
        original = hand_type.from_game

        def cached(cls: Any, hole: Any, board: Any = (), _original: Any = original) -> Any:
            hole, board = tuple(hole), tuple(board)  # pokerkit passes iterators
            key = (cls, hole, board)
            hit = _FROM_GAME_CACHE.get(key)
            if hit is None:
                try:
                    hit = (True, _original(hole, board))
                except ValueError as error:
                    hit = (False, error)
                if len(_FROM_GAME_CACHE) > 100_000:
                    _FROM_GAME_CACHE.clear()
                _FROM_GAME_CACHE[key] = hit
            if hit[0]:
                return hit[1]
            raise hit[1]

        hand_type.from_game = classmethod(cached)
    try:
        yield
    finally:
        for hand_type in hand_types:
            if "from_game" in hand_type.__dict__:
                del hand_type.from_game
        for hand_type, method in saved:
            hand_type.from_game = method


def play(code: str, rng: random.Random, players: int | None = None) -> Generated:
    """Play one random hand of ``code`` with pokerkit; return it as our HandHistory."""
    if players is None:
        players = rng.randint(2, MAX_PLAYERS.get(code, 9))
    ante = rng.choice((0, 0, 1, 2, 5)) if code in STUD or rng.random() < 0.5 else 0
    if code in STUD and ante == 0:
        ante = 1
    floor = ante + max(BIG_BLIND, BRING_IN) + 2
    stacks = [
        rng.choice((rng.randint(floor, 60), rng.randint(floor, 400), rng.randint(floor, 3000)))
        for _ in range(players)
    ]
    random.seed(rng.getrandbits(64))  # pokerkit shuffles its deck with the global random
    with (
        warnings.catch_warnings(record=True) as caught,
        _memoized_evaluation(GAMES[code].hand_types),
    ):
        warnings.simplefilter("always")
        game, state = _create(code, players, stacks, ante)
        steps = 0
        while state.status:
            _act(state, code, rng)
            steps += 1
            if steps > 1000:  # pragma: no cover - a pokerkit hand always ends
                raise RuntimeError("pokerkit hand did not end")
    if caught:  # pokerkit warns when it deals mucked or discarded cards again
        return Generated(None, f"pokerkit warned: {caught[0].message}")
    reason = _dropped_reason(state, code)
    if reason is not None:
        return Generated(None, reason)
    history = PKHandHistory.from_game_state(game, state)
    history.finishing_stacks = list(state.stacks)
    hand = hh.loads(history.dumps())
    return Generated(hand)


def hands(code: str, count: int, seed: int) -> Iterator[hh.HandHistory]:
    """``count`` kept random hands of ``code`` (dropped ones are replaced), reproducibly."""
    rng = random.Random(f"{code}-{seed}")
    made = 0
    while made < count:
        result = play(code, rng)
        if result.hand is not None:
            made += 1
            yield result.hand


def odd_chip_awarded(events: Iterable[object]) -> bool:
    """Whether our engine placed an odd chip (a pot or half split unevenly) in the hand."""
    halves: dict[int, list[int]] = {}
    for event in events:
        if type(event).__name__ != "PotAwarded":
            continue
        shares = [amount for _, amount in event.shares]  # type: ignore[attr-defined]
        if len(shares) > 1 and max(shares) != min(shares):
            return True
        halves.setdefault(event.pot, []).append(event.amount)  # type: ignore[attr-defined]
    return any(len(h) > 1 and max(h) != min(h) for h in halves.values())
