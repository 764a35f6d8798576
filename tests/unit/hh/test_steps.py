"""A hand history walked step by step: stud up cards, the bring-in, the pot pulled in."""

from __future__ import annotations

from tournament.hh import loads
from tournament.hh.steps import StepAward, StepPot, steps
from tournament.rulings import situation_at

# Seven card stud, antes 5, bring-in 10. Ann's up card is the Kh, Bob's the 2h: the
# lowest up card, so Bob brings it in for 10; Ann folds. Bob wins the antes (5 + 5) and
# his bring-in comes back uncalled: Ann 500 - 5 = 495, Bob 500 + 5 = 505.
STUD = """variant = "F7S"
antes = [5, 5]
bring_in = 10
small_bet = 20
big_bet = 40
starting_stacks = [500, 500]
actions = ["d dh p1 2c3dKh", "d dh p2 4c5d2h", "p2 pb", "p1 f"]
players = ["Ann", "Bob"]
"""


def test_a_stud_hand_shows_the_up_cards_and_the_bring_in() -> None:
    walk = steps(loads(STUD))
    assert walk.ok
    start, ann_dealt, bob_dealt, brought_in, folded = walk.steps
    assert start.stacks == (495, 495)
    assert start.contributed == (5, 5)
    assert start.pots == (StepPot(10, (0, 1)),)  # the antes are in the pot at once
    assert ann_dealt.hole[0] == ("2c", "3d", "Kh")
    assert ann_dealt.up[0] == (False, False, True)
    assert bob_dealt.actor == 1  # Bob's 2h is the lowest up card
    assert brought_in.stacks == (495, 485)
    assert brought_in.bets == (0, 10)
    assert brought_in.pots == (StepPot(10, (0, 1)),)  # the bring-in is still in front of him
    assert brought_in.in_middle == 20
    assert brought_in.actor == 0
    assert folded.stacks == (495, 505)
    assert folded.folded == (True, False)
    assert StepAward(-1, 10, ((1, 10),), "returned") in folded.awards
    assert sum(a.amount for a in folded.awards if a.pot >= 0) == 10


def test_the_situation_of_a_step_is_what_the_ruling_assistant_starts_from() -> None:
    walk = steps(loads(STUD))
    situation = situation_at(walk.history, walk.steps, 3)
    assert situation.game == "F7S"
    assert [(p.name, p.contributed, p.cards, p.folded) for p in situation.players] == [
        ("Ann", 5, "2c3dKh", False),
        ("Bob", 15, "4c5d2h", False),
    ]
    assert situation.rules.name == "tda"
