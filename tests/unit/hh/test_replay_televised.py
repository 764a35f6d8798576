"""Features of real (televised) hand histories, replayed under the default profile.

Hand-written cases, shaped after what final-table histories contain and generated ones
rarely do: big-blind antes, antes posted short, stud hands whose up cards are partly
unknown, a hand with only one blind. Each replays to the finishing stacks of the file,
and no chip is created or lost.
"""

from __future__ import annotations

from tournament import hh
from tournament.hh import ReplayResult, replay


def _replayed(text: str) -> ReplayResult:
    history = hh.loads(text, source="televised.phh")
    result = replay(history)
    assert result.ok, result.error
    stacks = result.finishing_stacks
    assert stacks is not None
    assert sum(int(s or 0) for s in stacks) == sum(int(s) for s in history.starting_stacks)
    return result


def test_big_blind_ante_is_dead_money_in_the_main_pot() -> None:
    # p2 (big blind) pays the table's ante, calls a raise and loses at showdown: the
    # winner takes the ante too (it is not part of the big blind's own contribution).
    result = _replayed("""
variant = "NT"
antes = [0, 3, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ["d dh p1 7c2d", "d dh p2 9s9h", "d dh p3 AhKh", "p3 cbr 6", "p1 f", "p2 cc",
           "d db Ad7s3d", "p2 cc", "p3 cc", "d db 5c", "p2 cc", "p3 cc", "d db Jd",
           "p2 cc", "p3 cc", "p2 sm 9s9h", "p3 sm AhKh"]
finishing_stacks = [99, 91, 110]
""")
    assert result.finishing_stacks == (99, 91, 110)


def test_big_blind_ante_all_in_is_not_an_unmatched_bet() -> None:
    # The big blind moves all in; the caller matches the bet but not the ante the big
    # blind paid for the table. The ante stays in the main pot, which the caller wins.
    result = _replayed("""
variant = "NT"
antes = [0, 5, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 50, 200]
actions = ["d dh p1 7c2d", "d dh p2 9s9h", "d dh p3 AhKh", "p3 cbr 6", "p1 f", "p2 cbr 45",
           "p3 cc", "p2 sm 9s9h", "p3 sm AhKh", "d db Ad7s3d", "d db 5c", "d db Jd"]
finishing_stacks = [99, 0, 251]
""")
    assert result.finishing_stacks == (99, 0, 251)


def test_ante_nobody_could_match_goes_back_to_the_player() -> None:
    # p1 can post only 3 of the 5 ante and is all in; the 2 chips of p2's ante that
    # nobody matched go back to p2, like an uncalled bet; p1 wins the 6 they can win.
    result = _replayed("""
variant = "F7S"
antes = [5, 5]
bring_in = 2
small_bet = 10
big_bet = 20
starting_stacks = [3, 100]
actions = ["d dh p1 AsAhKd", "d dh p2 2c3d7h", "p1 sm AsAhKd", "p2 sm 2c3d7h",
           "d dh p1 Kc", "d dh p2 9s", "d dh p1 Ks", "d dh p2 Th", "d dh p1 4c",
           "d dh p2 Jd", "d dh p1 5d", "d dh p2 6s"]
finishing_stacks = [6, 97]
""")
    assert result.finishing_stacks == (6, 97)


def test_stud_bring_in_by_the_player_the_history_shows_when_up_cards_are_unknown() -> None:
    # Two players' cards were never shown on television; of the known up cards the
    # deuce is lowest, and its owner brings it in.
    result = _replayed("""
variant = "F7S/8"
antes = [2, 2, 2, 2, 2]
bring_in = 3
small_bet = 10
big_bet = 20
starting_stacks = [100, 100, 100, 100, 100]
actions = ["d dh p1 ??????", "d dh p2 Js4sTh", "d dh p3 Tc3hJd", "d dh p4 Jh6s2h",
           "d dh p5 ??????", "p4 pb", "p5 f", "p1 f", "p2 f", "p3 cbr 10", "p4 f"]
finishing_stacks = [98, 98, 111, 95, 98]
""")
    assert result.finishing_stacks == (98, 98, 111, 95, 98)


def test_single_blind_hand_is_opened_left_of_the_blind() -> None:
    # A dead small blind: p1 posts the only blind, p2 acts first and wins it.
    result = _replayed("""
variant = "FO/8"
antes = [0, 0, 0, 0]
blinds_or_straddles = [2, 0, 0, 0]
small_bet = 2
big_bet = 4
starting_stacks = [50, 50, 50, 50]
actions = ["d dh p1 ????????", "d dh p2 AdAs2c3d", "d dh p3 ????????", "d dh p4 ????????",
           "p2 cbr 4", "p3 f", "p4 f", "p1 f"]
finishing_stacks = [48, 52, 50, 50]
""")
    assert result.finishing_stacks == (48, 52, 50, 50)


def test_hole_cards_dealt_one_card_at_a_time_round_the_table() -> None:
    # Histories written card by card: down, down, up on 3rd street. The 4c is the
    # lowest up card, so p3 brings in (a first-card-up reading would pick p2's 2c).
    result = _replayed("""
variant = "F7S"
antes = [1, 1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [50, 50, 50]
actions = ["d dh p1 Kd", "d dh p2 2c", "d dh p3 9h", "d dh p1 Qs", "d dh p2 3d", "d dh p3 Jc",
           "d dh p1 7h", "d dh p2 As", "d dh p3 4c", "p3 pb", "p1 f", "p2 f"]
finishing_stacks = [49, 49, 52]
""")
    assert result.finishing_stacks == (49, 49, 52)


def test_hold_em_hole_cards_dealt_one_card_at_a_time() -> None:
    result = _replayed("""
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ["d dh p1 7c", "d dh p2 9s", "d dh p3 Ah", "d dh p1 2d", "d dh p2 9h", "d dh p3 Kh",
           "p3 cbr 6", "p1 f", "p2 f"]
finishing_stacks = [99, 98, 103]
""")
    assert result.finishing_stacks == (99, 98, 103)


ALL_IN_RUNOUT = """
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [40, 60]
actions = ["d dh p1 QsQd", "d dh p2 AhKc", "p2 cbr 40", "p1 cc", {tail}]
finishing_stacks = [80, 20]
"""


def test_hands_are_tabled_before_the_runout_even_when_written_after_it() -> None:
    # The all-in hands are tabled once the betting is over; this history writes the
    # board first and the shows at the end.
    tail = '"d db 2c7h9s", "d db 3d", "d db 4s", "p2 sm AhKc", "p1 sm QsQd"'
    result = _replayed(ALL_IN_RUNOUT.format(tail=tail))
    assert result.finishing_stacks == (80, 20)


def test_all_in_hands_with_known_cards_are_tabled_when_the_history_omits_the_shows() -> None:
    result = _replayed(ALL_IN_RUNOUT.format(tail='"d db 2c7h9s", "d db 3d", "d db 4s"'))
    assert result.finishing_stacks == (80, 20)


UNKNOWN_UP_CARD = """
variant = "F7S"
antes = [1, 1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [50, 50, 50]
actions = ["d dh p1 ??????", "d dh p2 Kd2c3h", "d dh p3 9hJcQs", {actions}]
"""


def test_stud_bring_in_by_a_player_whose_up_card_is_unknown() -> None:
    # p1's up card was not shown: it may be lower than p2's 3h, so the history's
    # bring-in by p1 stands and the round goes on from p1.
    text = UNKNOWN_UP_CARD.format(actions='"p1 pb", "p2 f", "p3 f"')
    result = _replayed(text + "finishing_stacks = [52, 49, 49]\n")
    assert result.finishing_stacks == (52, 49, 49)
    text = UNKNOWN_UP_CARD.format(actions='"p1 cbr 5", "p2 f", "p3 f"')
    assert _replayed(text).finishing_stacks == (52, 49, 49)


def test_stud_bring_in_by_the_lowest_known_up_card_when_another_is_unknown() -> None:
    text = UNKNOWN_UP_CARD.format(actions='"p2 pb", "p3 f", "p1 f"')
    assert _replayed(text).finishing_stacks == (49, 52, 49)


def test_stud_bring_in_refused_to_a_higher_known_up_card() -> None:
    # p3's Qs is known and higher than p2's 3h: p3 cannot have the bring-in.
    result = replay(hh.loads(UNKNOWN_UP_CARD.format(actions='"p3 pb", "p1 f", "p2 f"')))
    assert not result.ok
    assert result.action_index == 3


UNKNOWN_FOURTH_STREET = """
variant = "F7S"
antes = [1, 1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [50, 50, 50]
actions = ["d dh p1 ????4s", "d dh p2 Kd2c3h", "d dh p3 9hJcQs", "p2 pb", "p3 cc", "p1 cc",
           "d dh p1 ??", "d dh p2 3d", "d dh p3 {p3}", {actions}]
"""


def test_stud_first_to_act_on_fourth_street_by_the_player_the_history_shows() -> None:
    # p2 shows a pair of threes; p1's 4s and an unknown card may be a pair of fours,
    # so the history's p1 acting first stands and the round goes on from p1.
    text = UNKNOWN_FOURTH_STREET.format(p3="Ks", actions='"p1 cbr 5", "p2 f", "p3 f"')
    result = _replayed(text + "finishing_stacks = [56, 47, 47]\n")
    assert result.finishing_stacks == (56, 47, 47)
    # the pair of threes may act first as well (p1's unknown card may be anything)
    text = UNKNOWN_FOURTH_STREET.format(p3="Ks", actions='"p2 cbr 5", "p3 f", "p1 f"')
    assert _replayed(text).finishing_stacks == (47, 56, 47)


def test_stud_first_to_act_refused_when_the_known_up_cards_prove_it_wrong() -> None:
    # p3 shows a pair of queens: neither p1 (at best a pair of fours) nor p2 (a pair
    # of threes) can have the best exposed hand.
    for first in ("p1", "p2"):
        text = UNKNOWN_FOURTH_STREET.format(p3="Qd", actions=f'"{first} cc"')
        result = replay(hh.loads(text))
        assert not result.ok
        assert result.action_index == 9
        assert result.error is not None
        assert "turn" in result.error
    # fully known hands: Q-K does not act before the pair of threes
    text = UNKNOWN_FOURTH_STREET.format(p3="Ks", actions='"p3 cc"')
    assert replay(hh.loads(text)).action_index == 9
    # the history's p3 with the queens is accepted
    text = UNKNOWN_FOURTH_STREET.format(p3="Qd", actions='"p3 cbr 5", "p1 f", "p2 f"')
    assert _replayed(text).finishing_stacks == (47, 47, 56)
