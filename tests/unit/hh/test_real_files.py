"""Forms real hand histories use, each from a small hand shaped like the real one (issue 17).

Online cash games, the Pluribus hands and televised hands write things generated corpora
rarely do: blinds posted out of position, shows during an all-in runout, a winner showing
after everyone folded, amounts in cents. Every expected stack is worked out by hand in
the comments.
"""

from __future__ import annotations

from decimal import Decimal

from tournament import hh
from tournament.engine.events import ShowedOrMucked
from tournament.hh import replay

# ------------------------------------------------------------------ shows during a runout

RUNOUT = """
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [40, 60]
actions = ["d dh p1 ????", "d dh p2 ????", "p2 cbr 40", "p1 cc", {actions}]
"""


def test_unknown_shows_at_the_all_in_then_the_real_cards_at_the_end() -> None:
    # Both all in for 40 preflop (p2 is the button and bets; p1 calls all in); the site
    # wrote the forced show as ???? and the cards at the end. Queens hold against
    # ace-king on 2c7h9s 3d 4s: p1 wins the 80 pot, p2 keeps 60 - 40 = 20.
    actions = (
        '"p1 sm ????", "p2 sm ????", "d db 2c7h9s", "d db 3d", "d db 4s", '
        '"p1 sm QsQd", "p2 sm AhKc"'
    )
    result = replay(hh.loads(RUNOUT.format(actions=actions)))
    assert result.ok, result.error
    assert result.finishing_stacks == (80, 20)


def test_unknown_shows_at_the_all_in_then_the_real_cards_on_a_later_street() -> None:
    # the same hand, the cards written after the flop (the engine is dealing by then)
    actions = (
        '"p1 sm ????", "p2 sm ????", "d db 2c7h9s", "p1 sm QsQd", "p2 sm AhKc", '
        '"d db 3d", "d db 4s"'
    )
    result = replay(hh.loads(RUNOUT.format(actions=actions)))
    assert result.ok, result.error
    assert result.finishing_stacks == (80, 20)


def test_a_later_show_that_contradicts_the_board_is_refused() -> None:
    # p1 "reveals" the 2c that is already on the flop: refused, the hand is not settled
    actions = (
        '"p1 sm ????", "p2 sm ????", "d db 2c7h9s", "d db 3d", "d db 4s", '
        '"p1 sm 2cQd", "p2 sm AhKc"'
    )
    result = replay(hh.loads(RUNOUT.format(actions=actions)))
    assert not result.ok
    assert result.finishing_stacks is None


# ------------------------------------------------------------------ split pots in cents

CENTS = """
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [0.25, 0.5]
min_bet = 0.5
starting_stacks = [{stack}, 50]
actions = ["d dh p1 AsKd", "d dh p2 AhKc", "p2 cbr {stack}", "p1 cc", "d db 2c7h9s",
           "d db 3d", "d db 4s", "p1 sm AsKd", "p2 sm AhKc"]
"""


def test_a_split_pot_in_cents_is_split_to_the_cent() -> None:
    # Both all in for 8.12 with the same ace-king: the pot of 16.24 is split 8.12 each
    # (not 9 and 7.24 in whole dollars).
    result = replay(hh.loads(CENTS.format(stack="8.12")))
    assert result.ok, result.error
    assert result.finishing_stacks == (Decimal("8.12"), 50)


def test_a_pot_split_in_the_hands_smallest_denomination_below_the_cent() -> None:
    # Both all in for 8.125 (the file writes thousandths): the pot of 16.25 is split in
    # the hand's smallest denomination, 0.001: 8.125 each.
    result = replay(hh.loads(CENTS.format(stack="8.125")))
    assert result.ok, result.error
    assert result.finishing_stacks == (Decimal("8.125"), 50)


def test_blinds_of_a_quarter_split_a_pot_of_whole_dollars_to_the_cent() -> None:
    # Stacks of 8.5: the pot of 17 is split 8.50 each (the hand's amounts are money: the
    # smallest unit is at least the cent), so p1 ends with 8.5 and p2 with 50.
    result = replay(hh.loads(CENTS.format(stack="8.5")))
    assert result.ok, result.error
    assert result.finishing_stacks == (Decimal("8.5"), 50)


def test_an_odd_cent_of_a_split_goes_to_the_first_player_left_of_the_button() -> None:
    # p3 (the button) posts a dead ante of 0.01 and folds; p1 and p2 put in 1.01 each
    # and tie: the pot of 2.03 splits 1.02 to p1 (first left of the button), 1.01 to p2.
    text = """
variant = "NT"
antes = [0, 0, 0.01]
blinds_or_straddles = [0.25, 0.5, 0]
min_bet = 0.5
starting_stacks = [10, 10, 10]
actions = ["d dh p1 AsKd", "d dh p2 AhKc", "d dh p3 7c2d", "p3 f", "p1 cbr 1.01",
           "p2 cc", "d db 2c7h9s", "p1 cc", "p2 cc", "d db 3d", "p1 cc", "p2 cc",
           "d db 4s", "p1 cc", "p2 cc", "p1 sm AsKd", "p2 sm AhKc"]
"""
    result = replay(hh.loads(text))
    assert result.ok, result.error
    # p1: 10 - 1.01 + 1.02 = 10.01; p2: 10 - 1.01 + 1.01 = 10; p3: 10 - 0.01 = 9.99
    assert result.finishing_stacks == (Decimal("10.01"), 10, Decimal("9.99"))


def test_whole_chip_hands_still_split_in_whole_chips() -> None:
    # chips, not money: 25 chips split two ways are 13 and 12 (the odd chip to p2, the
    # first clockwise from the button of the two)
    text = """
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [100, 100, 100]
actions = ["d dh p1 2c3d", "d dh p2 2d3c", "d dh p3 4d5c", "p3 cc", "p1 f", "p2 cc",
           "d db AsKsQs", "p2 cc", "p3 cc", "d db Js", "p2 cc", "p3 cc", "d db Ts",
           "p2 cc", "p3 cc", "p2 sm 2d3c", "p3 sm 4d5c"]
"""
    assert replay(hh.loads(text)).finishing_stacks == (95, 103, 102)


def test_a_money_hand_in_whole_dollars_splits_to_the_cent() -> None:
    # a currency makes the amounts money: 25 dollars split 12.50 each
    text = """
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [100, 100, 100]
actions = ["d dh p1 2c3d", "d dh p2 2d3c", "d dh p3 4d5c", "p3 cc", "p1 f", "p2 cc",
           "d db AsKsQs", "p2 cc", "p3 cc", "d db Js", "p2 cc", "p3 cc", "d db Ts",
           "p2 cc", "p3 cc", "p2 sm 2d3c", "p3 sm 4d5c"]
currency = "USD"
"""
    expected = (95, Decimal("102.5"), Decimal("102.5"))
    assert replay(hh.loads(text)).finishing_stacks == expected


# ------------------------------------------------------------------ undecidable showdowns

UNDECIDABLE = "the pot award cannot be decided: the showdown needs the unknown cards (??) of "


def test_a_showdown_of_unknown_hands_is_reported_undecidable_never_chopped() -> None:
    # all in preflop, the cards never seen: nobody can say who won the 80 chips
    for actions in (
        '"p1 sm ????", "p2 sm ????", "d db 2c7h9s", "d db 3d", "d db 4s"',
        '"d db 2c7h9s", "d db 3d", "d db 4s"',
        '"d db 2c7h9s", "d db 3d", "d db 4s", "p1 sm ????", "p2 sm ????"',
    ):
        result = replay(hh.loads(RUNOUT.format(actions=actions)))
        assert not result.ok
        assert result.finishing_stacks is None
        assert result.error == UNDECIDABLE + "p1 and p2"


def test_a_checked_down_hand_all_unknown_is_undecidable_one_shown_wins() -> None:
    text = """
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [40, 60]
actions = ["d dh p1 ????", "d dh p2 ????", "p2 cc", "p1 cc", "d db 2c7h9s", "p1 cc",
           "p2 cc", "d db 3d", "p1 cc", "p2 cc", "d db 4s", "p1 cc", "p2 cc",
           "p1 sm {p1}", "p2 sm ????"]
"""
    result = replay(hh.loads(text.format(p1="????")))
    assert not result.ok
    assert result.error == UNDECIDABLE + "p1 and p2"
    # issue 26, item 13: p1 shows, p2's cards were never shown: p2 mucked (as pokerkit
    # 0.7.7 and the sites read it); p1 wins the 2 + 2 = 4: 40 - 2 + 4 = 42, p2 58.
    result = replay(hh.loads(text.format(p1="QsQd")))
    assert result.ok, result.error
    assert result.finishing_stacks == (42, 58)
    assert result.note is not None
    assert result.note.startswith("p2's cards were never shown: mucked")


def test_an_uncontested_pot_is_decided_whatever_cards_are_unknown() -> None:
    # heads-up the button (p2) posts the small blind of 1 and folds: p1 wins it
    text = RUNOUT.format(actions='"p2 f"').replace('"p2 cbr 40", "p1 cc", ', "")
    result = replay(hh.loads(text))
    assert result.ok, result.error
    assert result.finishing_stacks == (41, 59)


# ------------------------------------------------------------------ a show after everyone folded

FOLDED_TO = """
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 12", "p1 f", "p2 f",
           {show}]
"""


def test_the_winner_may_show_after_everyone_folded() -> None:
    # p3 raises to 12, the blinds fold: p3 wins 1 + 2 (the 12 less the 10 nobody called
    # comes back): 103; p1 99, p2 98. Then p3 shows 8hAc: recorded, nothing else changes.
    result = replay(hh.loads(FOLDED_TO.format(show='"p3 sm 8hAc"')))
    assert result.ok, result.error
    assert result.finishing_stacks == (99, 98, 103)
    shows = [e for e in result.events if isinstance(e, ShowedOrMucked)]
    assert [(e.player, [str(c) for c in e.cards or ()]) for e in shows] == [(2, ["8h", "Ac"])]


def test_a_show_after_the_hand_must_be_the_players_cards() -> None:
    # a player who folded has nothing to show; cards already dealt elsewhere are refused
    assert not replay(hh.loads(FOLDED_TO.format(show='"p1 sm 8hAc"'))).ok
    text = FOLDED_TO.replace('"d dh p1 ????"', '"d dh p1 8hKd"')
    assert not replay(hh.loads(text.format(show='"p3 sm 8hAc"'))).ok


# ------------------------------------------------------------------ blinds posted out of position

POSTED = """
variant = "NT"
antes = [0, 0, 0, 0, 0]
blinds_or_straddles = [2, 4, 0, -4, 0]
min_bet = 4
starting_stacks = [100, 100, 100, 100, 100]
actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "d dh p4 ????", "d dh p5 ????",
           {actions}]
"""


def test_a_blind_posted_out_of_position_is_a_live_bet() -> None:
    # p4 (a new player) posts 4 away from the blinds. The first to act is still p3, left
    # of the big blind; p4's post is live: with no raise p4 checks. Pot 2 + 4 + 4 = 10;
    # p4 bets 8 on the turn and p2 folds: p4 ends with 100 - 4 + 10 = 106.
    actions = (
        '"p3 f", "p4 cc", "p5 f", "p1 f", "p2 cc", "d db 2c7h9s", "p2 cc", "p4 cc", '
        '"d db 3d", "p2 cc", "p4 cbr 8", "p2 f"'
    )
    result = replay(hh.loads(POSTED.format(actions=actions)))
    assert result.ok, result.error
    assert result.finishing_stacks == (98, 96, 100, 106, 100)


def test_a_posted_blind_must_be_called_by_the_others() -> None:
    # p3 acts first; p4's post is in: p3 calls 4, p4 checks (no raise), p5 raises to
    # 12, everyone folds: p5 wins 2 + 4 + 4 + 4 = 14 plus its own 12 back: 114.
    actions = '"p3 cc", "p4 cc", "p5 cbr 12", "p1 f", "p2 f", "p3 f", "p4 f"'
    result = replay(hh.loads(POSTED.format(actions=actions)))
    assert result.ok, result.error
    assert result.finishing_stacks == (98, 96, 96, 96, 114)


def test_the_poster_does_not_act_first() -> None:
    actions = '"p4 cc"'
    result = replay(hh.loads(POSTED.format(actions=actions)))
    assert not result.ok
    assert result.action_index == 5


# ------------------------------------------------------------------ sm ???? for known cards


def test_unknown_show_of_a_known_hand_shows_the_known_cards() -> None:
    # p1's cards were dealt face up in the file; the show writes ???? (not seen by the
    # writer): the known cards are tabled. Checked down: queens beat ace-king, p1 wins
    # the 4 chips of the blinds: 42 and 58.
    text = """
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [40, 60]
actions = ["d dh p1 QsQd", "d dh p2 AhKc", "p2 cc", "p1 cc", "d db 2c7h9s", "p1 cc",
           "p2 cc", "d db 3d", "p1 cc", "p2 cc", "d db 4s", "p1 cc", "p2 cc",
           "p1 sm ????", "p2 sm AhKc"]
"""
    result = replay(hh.loads(text))
    assert result.ok, result.error
    assert result.finishing_stacks == (42, 58)
