"""One test per ranking rule of rules.md, with descriptions."""

from __future__ import annotations

import pytest

from tournament.cards import (
    EVALUATORS,
    EvaluationError,
    badugi_rank,
    describe_27_low,
    describe_a5_low,
    describe_badugi,
    describe_high,
    high7,
    high_rank,
    low_8_rank,
    low_27_rank,
    low_a5_rank,
    omaha_high_rank,
    omaha_low_8_rank,
    parse_known_cards,
)


def p(text: str) -> list[int]:
    return list(parse_known_cards(text))


def hi(text: str) -> int:
    return high_rank(p(text))


# ------------------------------------------------------------------ high


def test_high_category_order() -> None:
    hands = [
        "Ah Kd 9c 7s 3h",  # high card
        "2h 2d 9c 7s 3h",  # pair
        "2h 2d 3c 3s 4h",  # two pair
        "2h 2d 2c 7s 3h",  # trips
        "Ah 2d 3c 4s 5h",  # wheel
        "2h 4h 6h 8h Th",  # flush
        "2h 2d 2c 3s 3h",  # full house
        "2h 2d 2c 2s 3h",  # quads
        "Ah 2h 3h 4h 5h",  # steel wheel
    ]
    ranks = [hi(h) for h in hands]
    assert ranks == sorted(ranks)
    assert len(set(ranks)) == len(ranks)


def test_wheel_is_the_lowest_straight() -> None:
    assert hi("Ah 2d 3c 4s 5h") < hi("2h 3d 4c 5s 6h")
    assert hi("Ah 2d 3c 4s 5h") > hi("Ah Ad Ac Ks Qh") - (1 << 20) * 0  # still a straight
    assert describe_high(hi("Ah 2d 3c 4s 5h")) == "Five-high straight"


def test_q_k_a_2_3_is_not_a_straight() -> None:
    assert describe_high(hi("Qh Kd Ac 2s 3h")) == "Ace-high"
    assert hi("Qh Kd Ac 2s 3h") < hi("2h 2d 3c 4s 5h")


def test_seven_card_high_uses_best_five() -> None:
    assert describe_high(hi("7c 6d 5h 4s 3c Kd Kh")) == "Seven-high straight"
    assert describe_high(hi("Ac Ad Ah Ks Kc Qd Qh")) == "Aces full of kings"
    assert describe_high(hi("Ah Kh Qh Jh Th 9h 8h")) == "Royal flush"
    assert describe_high(hi("9h 8h 7h 6h 5h 4h Ah")) == "Nine-high straight flush"
    assert describe_high(hi("2h 7h 9h Jh Kh Ks Kd")) == "King-high flush"
    assert describe_high(hi("5c 5d 5h 5s Kc Kd Qh")) == "Four fives"
    assert describe_high(hi("6c 6d 4h 4s 2c 2d Qh")) == "Two pair, sixes and fours"


def test_kickers_decide_within_a_category() -> None:
    assert hi("Ah Ad Kc 7s 3h") > hi("Ah Ad Qc Js Th")
    assert hi("Kh Kd Qc Qs 2h") > hi("Kh Kd Jc Js Ah")
    assert hi("Kh Kd Qc Qs 3h") > hi("Kh Kd Qc Qs 2h")
    assert hi("Ah Kd 9c 7s 3h") == hi("As Kc 9d 7h 3s")


def test_fast_path_matches_general_high() -> None:
    cards = p("Ah Kd 9c 7s 3h 2c 2d")
    assert high7(*cards) == high_rank(cards)


def test_wrong_card_count_is_rejected() -> None:
    with pytest.raises(EvaluationError, match="5 to 7"):
        high_rank(p("Ah Kd 9c 7s"))


# ------------------------------------------------------------------ Omaha


def test_omaha_uses_exactly_two_hole_cards() -> None:
    # Four hearts in hand and one on board: no flush in Omaha.
    assert describe_high(omaha_high_rank(p("AhKhQhJh"), p("2h 7c 8d 9s 3c"))) == "Ace-high"
    # Board straight needs two hole cards: only the best with 2 + 3 counts.
    r = omaha_high_rank(p("2c2d3c3d"), p("Th Jd Qs Kc Ah"))
    assert describe_high(r) == "Pair of threes"


def test_omaha_uses_exactly_three_board_cards() -> None:
    # Four-flush and four to a straight on board with one heart in hand: neither counts.
    r = omaha_high_rank(p("Ah9d9s2c"), p("Kh Qh Jh Th 5c"))
    assert describe_high(r) == "Pair of nines"
    r = omaha_high_rank(p("AhTh3d4s"), p("Kh Qh Jh 9c 5c"))
    assert describe_high(r) == "Royal flush"


def test_omaha_eight_low_uses_two_hole_and_three_board() -> None:
    assert omaha_low_8_rank(p("Ah2h KsKd"), p("3c 4d 5h Qc Jd")) is not None
    assert omaha_low_8_rank(p("Ah KhKsKd"), p("2c 3d 4h 5c 6d")) is None  # one low card
    r = omaha_low_8_rank(p("Ah2hKsKd"), p("3c4d5h6c7d"))
    assert r is not None
    assert describe_a5_low(r) == "5-4-3-2-A low"
    # Pairing the board with the hole cards does not count twice.
    assert omaha_low_8_rank(p("Ah2hKsKd"), p("Ac2d3h Qc Jd")) is None


# ------------------------------------------------------------------ 2-7


def test_27_aces_are_high_and_a2345_is_not_a_straight() -> None:
    r = low_27_rank(p("Ah 2d 3c 4s 5h"))
    assert describe_27_low(r) == "A-5-4-3-2"
    assert r < low_27_rank(p("Kh 2d 3c 4s 5h"))
    assert r > low_27_rank(p("2h 2d 3c 4s 5h"))


def test_27_six_to_two_is_a_straight() -> None:
    r = low_27_rank(p("6h 5d 4c 3s 2h"))
    assert describe_27_low(r) == "Six-high straight"
    assert r < low_27_rank(p("Ah Kd Qc Js 9h"))


def test_27_best_hand_is_seven_five_unsuited_and_suited_is_a_flush() -> None:
    best = low_27_rank(p("7h 5d 4c 3s 2h"))
    assert describe_27_low(best) == "7-5-4-3-2"
    assert best > low_27_rank(p("7h 6d 4c 3s 2h"))
    assert best > low_27_rank(p("8h 5d 4c 3s 2h"))
    suited = low_27_rank(p("7h 5h 4h 3h 2h"))
    assert describe_27_low(suited) == "Seven-high flush"
    assert suited > low_27_rank(p("Ah Ad Ac As Kh"))  # quads are worse still
    assert suited < low_27_rank(p("2c 2d 3h 3s 4c"))


def test_27_pairs_lose_to_no_pair() -> None:
    assert low_27_rank(p("2h 2d 3c 4s 5h")) < low_27_rank(p("Ah Kd Qc Js 9h"))


# ------------------------------------------------------------------ A-5 and 8-or-better


def test_razz_aces_low_wheel_is_best_and_straights_flushes_ignored() -> None:
    wheel = low_a5_rank(p("Ah 2h 3h 4h 5h"))
    assert describe_a5_low(wheel) == "5-4-3-2-A low"
    assert wheel > low_a5_rank(p("6h 4d 3c 2s Ah"))
    assert low_a5_rank(p("6h 5d 4c 3s 2h")) == low_a5_rank(p("6c 5c 4c 3c 2c"))


def test_razz_any_unpaired_hand_beats_any_paired_hand() -> None:
    assert low_a5_rank(p("Kh Qd Jc Ts 9h")) > low_a5_rank(p("Ah Ad 2c 3s 4h"))
    assert describe_a5_low(low_a5_rank(p("Ah Ad 2c 3s 4h"))) == "Pair of aces"
    assert low_a5_rank(p("Ah Ad 2c 3s 4h")) > low_a5_rank(p("2h 2d 3c 4s 5h"))


def test_razz_best_of_seven() -> None:
    r = low_a5_rank(p("Kh Kd 8c 6s 4h 3c Ad"))
    assert describe_a5_low(r) == "8-6-4-3-A low"


def test_eight_low_compares_from_the_top_card_down() -> None:
    a = low_8_rank(p("8h 5d 4c 3s 2h"))
    b = low_8_rank(p("8h 6d 3c 2s Ah"))
    assert a is not None
    assert b is not None
    assert a > b
    assert describe_a5_low(b) == "8-6-3-2-A low"


def test_eight_low_needs_five_different_ranks_eight_or_lower() -> None:
    assert low_8_rank(p("9h 5d 4c 3s 2h")) is None
    assert low_8_rank(p("8h 8d 4c 3s 2h")) is None
    assert low_8_rank(p("8h 8d 4c 3s 2h Kc Ad")) is not None
    assert low_8_rank(p("8h 7d 6c 5s 4h")) is not None


# ------------------------------------------------------------------ badugi


def test_badugi_more_cards_beat_fewer() -> None:
    four = badugi_rank(p("Kc Qd Jh Ts"))
    three = badugi_rank(p("Ac 2d 3h 4h"))
    assert four > three
    assert describe_badugi(four) == "4-card badugi K-Q-J-T"
    assert describe_badugi(three) == "3-card hand 3-2-A"


def test_badugi_lowest_from_the_top_and_one_card_per_rank() -> None:
    assert badugi_rank(p("7c 4d 3h As")) > badugi_rank(p("7c 5d 2h As"))
    assert describe_badugi(badugi_rank(p("7c 4d 3h As"))) == "4-card badugi 7-4-3-A"
    # A pair counts once: Ac Ad 2h 3s plays A-2-3.
    assert badugi_rank(p("Ac Ad 2h 3s")) >> 13 == 3
    # Same suit twice keeps the lower card.
    assert describe_badugi(badugi_rank(p("Kc 2c 3d 4h"))) == "3-card hand 4-3-2"


# ------------------------------------------------------------------ evaluators as data


def test_evaluators_by_kind_rank_and_describe() -> None:
    ev = EVALUATORS["high"]
    r = ev.rank(p("AhAd"), p("AcKdKh2c3s"))
    assert r is not None
    assert ev.describe(r) == "Aces full of kings"
    low = EVALUATORS["8_low"]
    assert low.rank(p("9h9d"), p("Tc Jd Qh Kc 3s")) is None
    r8 = low.rank(p("8c6d"), p("4h3sAcKdQd"))
    assert r8 is not None
    assert low.describe(r8) == "8-6-4-3-A low"
    assert set(EVALUATORS) == {
        "high",
        "omaha_high",
        "a5_low",
        "8_low",
        "omaha_8_low",
        "27_low",
        "badugi",
    }
