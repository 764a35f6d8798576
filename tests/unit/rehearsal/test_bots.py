"""The simulated players play hands the way a tournament field does.

Each test deals many hands through the real engine with the bots and counts, by hand, what
a floor person would see at the table (how often a hand ends with someone all in, how big
the raises are), against what live poker looks like.
"""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from tournament.cards import parse_known_cards as p
from tournament.engine import HandState
from tournament.rehearsal.bots import Bot
from tournament.rehearsal.profiles import profile
from tournament.rehearsal.settings import BotSettings
from tournament.service.table_play import Choice, apply_choice

_BIG = 100


def _play(stacks: list[int], seed: int, ranges: float = 0.25) -> tuple[HandState, list[int], bool]:
    """One no-limit hold'em hand at blinds 50/100 played by the bots; the hand, the raise
    totals seen before the flop (in order) and whether a player put every chip in (looked
    at while the hand is played: the payout clears what each put in)."""
    rng = random.Random(seed)
    blinds = [50, 100] + [0] * (len(stacks) - 2)
    hand = HandState("NT", stacks, blinds_or_straddles=blinds, min_bet=_BIG, rng=rng)
    bot = Bot(BotSettings(), _BIG, [ranges] * len(stacks))
    raises: list[int] = []
    all_in = False
    for _ in range(500):
        if hand.is_over:
            break
        choice = bot(hand, hand.legal_actions(), rng)
        if choice.kind == "raise_to" and hand.street_index == 0:
            raises.append(choice.amount)
        apply_choice(hand, choice)
        all_in = all_in or any(c >= s for c, s in zip(hand.contrib, stacks, strict=True))
    assert hand.is_over
    return hand, raises, all_in


def test_deep_stacks_at_level_one_rarely_go_all_in() -> None:
    # 300 big blinds each, nine-handed: in a real level 1 an all-in is a rare event
    # (a cooler); well under 2 % of hands end with a player all in.
    hands = 600
    all_ins = sum(_play([30_000] * 9, seed)[2] for seed in range(hands))
    assert all_ins / hands < 0.02, f"{all_ins} of {hands} hands ended all in"


def test_two_deep_bots_do_not_min_raise_each_other_all_in() -> None:
    # 330 big blinds heads-up: a re-raise is at least twice the raise it answers (never a
    # string of minimum raises to the whole stack), and the hands rarely end all in.
    hands = 400
    all_ins = 0
    wars = 0
    for seed in range(hands):
        _hand, raises, all_in = _play([33_000, 33_000], seed)
        all_ins += all_in
        for before, after in pairwise(raises):
            if after < 33_000 and after < 2 * before:
                wars += 1
    assert wars == 0, f"{wars} re-raises smaller than twice the raise they answered"
    assert all_ins / hands < 0.05, f"{all_ins} of {hands} heads-up hands ended all in"


def _facing_shove(shover: int, chips: int, blinds: tuple[int, int], seed: int) -> str:
    """Nine-handed (5,000 chips each): the player at dealing index ``shover`` (0: the small
    blind, 2: under the gun) moves ``chips`` all in, everyone else folds to the big blind;
    what the big blind does."""
    rng = random.Random(seed)
    stacks = [5_000] * 9
    stacks[shover] = chips
    small, big = blinds
    hand = HandState("NT", stacks, blinds_or_straddles=[small, big] + [0] * 7, min_bet=big, rng=rng)
    bot = Bot(BotSettings(), big, [0.25] * 9)
    while hand.actor != shover:
        apply_choice(hand, Choice("fold"))
    legal = hand.legal_actions()
    assert legal.raise_to is not None
    apply_choice(hand, Choice("raise_to", legal.raise_to[1]))
    while hand.actor != 1:
        apply_choice(hand, Choice("fold"))
    return bot(hand, hand.legal_actions(), rng).kind


def test_a_short_stacks_calling_range_widens_as_the_blinds_rise() -> None:
    # the small blind moves 2,000 chips in against the big blind: 10 big blinds at
    # 100/200, 4 at 250/500. The heads-up push/fold charts: the small blind pushes about
    # 54 % of hands with 10 big blinds (every hand with 4); the big blind calls when its
    # equity against that range pays for the call: 1,800 to win 4,000 (45 %) calls about
    # a third of hands (the charts: about 37 %); 1,500 to win 4,000 (37.5 %) against any
    # two cards calls all but the worst hands (72o wins about 35 % against a random hand).
    deals = 400
    early = sum(_facing_shove(0, 2_000, (100, 200), s) == "check_or_call" for s in range(deals))
    late = sum(_facing_shove(0, 2_000, (250, 500), s) == "check_or_call" for s in range(deals))
    assert 0.24 <= early / deals <= 0.44, f"called {early} of {deals} at 100/200"
    assert late / deals >= 0.75, f"called {late} of {deals} at 250/500"


def test_the_big_blind_calls_an_early_shove_with_far_fewer_hands() -> None:
    # the same 10-big-blind shove (2,000 at 100/200) from under the gun, eight players
    # behind it: the charts push about 12 % of hands there (10.8 / (10 x 9)), and against
    # that range the big blind's 1,800 to win 4,100 (44 %) is paid by about 8 % of hands
    # (pairs from eights, AJs, AQo and better), not the third it calls against the small
    # blind. One width for every pusher (3.5 / 9 = 39 %) stacked the short stacks' callers.
    deals = 400
    small_blind = sum(
        _facing_shove(0, 2_000, (100, 200), s) == "check_or_call" for s in range(deals)
    )
    under_the_gun = sum(
        _facing_shove(2, 2_000, (100, 200), s) == "check_or_call" for s in range(deals)
    )
    assert under_the_gun / deals <= 0.14, f"called {under_the_gun} of {deals} under the gun"
    assert under_the_gun * 2.5 <= small_blind, (under_the_gun, small_blind)


def _opens_all_in(stack: int, blinds: tuple[int, int], seed: int) -> bool:
    """Nine-handed, under the gun with ``stack`` chips: whether the bot moves all in."""
    rng = random.Random(seed)
    small, big = blinds
    hand = HandState(
        "NT",
        [20_000, 20_000, stack] + [20_000] * 6,
        blinds_or_straddles=[small, big] + [0] * 7,
        min_bet=big,
        rng=rng,
    )
    bot = Bot(BotSettings(), big, [0.25] * 9)
    choice = bot(hand, hand.legal_actions(), rng)
    return choice.kind == "raise_to" and choice.amount == stack


def test_a_short_stacks_pushing_range_widens_as_the_blinds_rise() -> None:
    # 1,500 chips under the gun: 10 big blinds at 75/150 (charts: about 12 % of hands,
    # 10.8 / (10 x 9)), 3 at 250/500 (about 40 %, 10.8 / (3 x 9)).
    deals = 400
    ten = sum(_opens_all_in(1_500, (75, 150), s) for s in range(deals))
    three = sum(_opens_all_in(1_500, (250, 500), s) for s in range(deals))
    assert 0.06 <= ten / deals <= 0.2, f"pushed {ten} of {deals} with 10 big blinds"
    assert 0.28 <= three / deals <= 0.55, f"pushed {three} of {deals} with 3 big blinds"


def _enters_under_the_gun(ranges: float, seed: int) -> bool:
    """Nine-handed, 300 big blinds deep, first to act: whether the bot plays the hand."""
    rng = random.Random(seed)
    hand = HandState(
        "NT", [30_000] * 9, blinds_or_straddles=[50, 100] + [0] * 7, min_bet=_BIG, rng=rng
    )
    bot = Bot(BotSettings(), _BIG, [ranges] * 9)
    return bot(hand, hand.legal_actions(), rng).kind != "fold"


@pytest.mark.parametrize(
    ("key", "tight_share", "tight", "loose"),
    [
        ("elite", 0.75, 0.32, 0.573),
        ("regular", 0.55, 0.254, 0.508),
        ("reentry", 0.35, 0.119, 0.242),
    ],
)
def test_each_field_profile_plays_the_share_of_hands_its_fit_gives(
    key: str, tight_share: float, tight: float, loose: float
) -> None:
    # the fitted profiles (bench/rehearsal_calibration.py): a tight player plays the best
    # `tight` of hands, a loose one the best `loose`; under the gun at a full table a bot
    # opens or limps with its range, so over 500 deals each kind of player enters about
    # that share of the pots, the loose ones more often than the tight ones. "About": 500
    # deals are a sample (one standard deviation about 2 points).
    settings = profile(key)
    assert (settings.tight_share, settings.tight_range, settings.loose_range) == (
        tight_share,
        tight,
        loose,
    )
    deals = 500
    seen = []
    for share in (tight, loose):
        entered = sum(_enters_under_the_gun(share, seed) for seed in range(deals))
        assert abs(entered / deals - share) <= 0.08, f"{key}: {entered} of {deals} at {share}"
        seen.append(entered)
    assert seen[0] < seen[1]


def _enters_first(players: int, ranges: float, seed: int) -> bool:
    """``players`` dealt in, 300 big blinds deep, the first to act before the flop (under
    the gun; heads-up the small blind on the button): whether the bot plays the hand."""
    rng = random.Random(seed)
    blinds = [50, 100] + [0] * (players - 2)
    hand = HandState("NT", [30_000] * players, blinds_or_straddles=blinds, min_bet=_BIG, rng=rng)
    bot = Bot(BotSettings(), _BIG, [ranges] * players)
    return bot(hand, hand.legal_actions(), rng).kind != "fold"


def test_a_short_table_widens_a_range_as_six_max_players_do() -> None:
    # winning full-ring players enter 15-20 % of pots, six-max regulars 19-25 %: about
    # 1.25 times as many at a table of six, not 1.5 times (9 / 6). A player of a 20 %
    # range, first to act, over 600 deals: nine-handed about 120; six-handed about
    # 20 % x 1.25 = 25 %, so 150 (one standard deviation about 11), under the 180 of the
    # proportional rule; heads-up, on the button, most hands: 20 % x 2.75 = 55 %, so 330.
    deals = 600
    full = sum(_enters_first(9, 0.2, seed) for seed in range(deals))
    six = sum(_enters_first(6, 0.2, seed) for seed in range(deals))
    two = sum(_enters_first(2, 0.2, seed) for seed in range(deals))
    assert 90 <= full <= 150, f"nine-handed: entered {full} of {deals}"
    assert 120 <= six <= 172, f"six-handed: entered {six} of {deals}"
    assert full < six < two, (full, six, two)
    assert 285 <= two <= 375, f"heads-up: entered {two} of {deals}"


def test_ranges_a_few_points_apart_play_different_hands() -> None:
    # the starting hands are ranked one by one (169 hands by equity), not in the Chen
    # score's 17 steps, under which every range from 22 % to 33 % played the same 25 %:
    # under the gun, 300 big blinds deep, a bot enters with its range, so over 1,000 deals
    # ranges of 22, 27 and 33 % enter about 220, 270 and 330 times (one standard
    # deviation about 14), each more often than the one before.
    deals = 1000
    entered = [
        sum(_enters_under_the_gun(width, seed) for seed in range(deals))
        for width in (0.22, 0.27, 0.33)
    ]
    for width, count in zip((0.22, 0.27, 0.33), entered, strict=True):
        assert abs(count / deals - width) <= 0.04, f"range {width}: entered {count} of {deals}"
    assert entered[0] < entered[1] < entered[2], entered


def _heads_up(hero: str, villain: str, board: str, stack: int, seed: int = 0) -> HandState:
    """Heads-up no-limit hold'em at 50/100, ``stack`` chips each: the hero (player 1, the
    big blind, first to act after the flop) holds ``hero``, the button ``villain``; the
    flop (and turn and river, when ``board`` has five cards) come in that order, the rest
    of the deck shuffled by ``seed``."""
    h, v, b = p(hero), p(villain), p(board)
    fixed = [h[0], v[0], h[1], v[1]]
    rest = [c for c in range(52) if c not in fixed and c not in b]
    random.Random(seed).shuffle(rest)
    burns = iter(rest)
    deck = [*fixed, next(burns), *b[:3]]
    for card in b[3:]:
        deck += [next(burns), card]
    deck += [c for c in rest if c not in deck]
    return HandState("NT", [stack, stack], blinds_or_straddles=[50, 100], min_bet=_BIG, deck=deck)


def _raised_and_called(hand: HandState, to: int) -> None:
    """Before the flop the button raises to ``to`` and the big blind calls."""
    apply_choice(hand, Choice("raise_to", to))
    apply_choice(hand, Choice("check_or_call"))
    assert hand.street_index == 1
    assert hand.actor == 0


@pytest.mark.parametrize(
    ("hero", "board"), [("7s7d", "Kh7c2d"), ("QcQd", "Qs8h3c"), ("4h4s", "Ad9c4d")]
)
def test_a_set_on_a_dry_board_goes_all_in_with_under_three_pots_behind(
    hero: str, board: str
) -> None:
    # 60 big blinds each, a raise to 10 called: 2,000 in the pot, 5,000 behind (2.5 pots).
    # A set on a dry flop is about the best hand there is: first to act, it moves all in
    # (real players get it in: with 2.5 pots behind there is no folding later).
    for seed in range(20):
        hand = _heads_up(hero, "JcTc", board, 6_000, seed)
        _raised_and_called(hand, 1_000)
        assert hand.total_pot() == 2_000
        assert hand.stacks == [5_000, 5_000]
        bot = Bot(BotSettings(), _BIG, [0.25, 0.25])
        choice = bot(hand, hand.legal_actions(), random.Random(seed))
        assert choice == Choice("raise_to", 5_000), f"seed {seed}: {choice}"  # all 5,000 left


@pytest.mark.parametrize(
    ("hero", "board", "answer"),
    [
        ("AsQd", "Kh7c2d", "fold"),  # ace high, no draw
        ("AsQd", "Jc8h5s", "fold"),
        ("AsQd", "Td6c3h", "fold"),
        ("7s7d", "Kh7c2d", "check_or_call"),  # a set calls
    ],
)
def test_ace_high_does_not_call_off_300_big_blinds(hero: str, board: str, answer: str) -> None:
    # 300 big blinds each, a raise to 2.5 called (500 in the pot); on the flop the hero
    # checks and the button moves 29,750 all in: 60 times the pot. Ace high folds; a set
    # calls (so the test is not passed by folding everything).
    for seed in range(20):
        hand = _heads_up(hero, "9h9s", board, 30_000, seed)
        _raised_and_called(hand, 250)
        apply_choice(hand, Choice("check_or_call"))
        apply_choice(hand, Choice("raise_to", 29_750))  # a street's bet: all the button has
        assert hand.actor == 0
        assert hand.stacks == [29_750, 0]
        assert hand.legal_actions().call == 29_750
        bot = Bot(BotSettings(), _BIG, [0.25, 0.25])
        choice = bot(hand, hand.legal_actions(), random.Random(seed))
        assert choice.kind == answer, f"seed {seed}: {choice}"


def test_a_flush_draw_semi_bluffs_some_of_the_time() -> None:
    # 100 big blinds, a raised pot; the hero holds five-four of hearts on K-9-2 with two
    # hearts (nothing made, nine outs). First to act it bets sometimes (a semi-bluff),
    # checks otherwise: over 300 deals between a fifth and a half bets (about 35 %).
    bets = 0
    deals = 300
    for seed in range(deals):
        hand = _heads_up("5h4h", "QsJd", "Kh9h2c", 10_000, seed)
        _raised_and_called(hand, 250)
        bot = Bot(BotSettings(), _BIG, [0.25, 0.25])
        kind = bot(hand, hand.legal_actions(), random.Random(seed)).kind
        assert kind in ("raise_to", "check_or_call")
        bets += kind == "raise_to"
    assert 0.2 <= bets / deals <= 0.5, f"bet {bets} of {deals}"


def _stacked(hero: str, villain: str, board: str, stack: int, seed: int) -> bool:
    """The bots play a raised heads-up pot to the end; whether a player went all in."""
    hand = _heads_up(hero, villain, board, stack, seed)
    _raised_and_called(hand, 250)
    rng = random.Random(seed)
    bot = Bot(BotSettings(), _BIG, [0.25, 0.25])
    all_in = False
    while not hand.is_over:
        apply_choice(hand, bot(hand, hand.legal_actions(), rng))
        all_in = all_in or (0 in hand.stacks and not any(hand.folded))
    return all_in


def test_a_set_against_an_overpair_gets_the_stacks_in_at_100_big_blinds() -> None:
    # the classic cooler: sevens make a set on K-7-2 against aces, 100 big blinds deep. Live,
    # the chips go in by the river nearly every time; the bots play it out (turn and river
    # random) and get them in in at least 40 of 50 deals.
    stacked = sum(_stacked("7s7d", "AhAd", "Kh7c2d", 10_000, seed) for seed in range(50))
    assert stacked >= 40, f"all in {stacked} of 50"
