"""House rules a director can choose beside the TDA (issue 26, item 11): a live straddle
recorded at the table, and the wrong-amount ruling of the house ("more than the bet but
not a raise is a call"); a single oversized chip without a word is a call (TDA 44)."""

from __future__ import annotations

import random

import pytest

from tournament import hh
from tournament.engine import HandState, IllegalAction, Rules
from tournament.hh import replay
from tournament.service.hand_setup import HandSetup
from tournament.service.table_hand import HandEntry, TableHand
from tournament.service.wrong_amount import chips_put_in


def _nlhe(rules: Rules) -> HandState:
    return HandState(
        "NT", [5000, 5000, 5000], blinds_or_straddles=[100, 200, 0], min_bet=200, rules=rules
    )


def test_tda_43_half_a_raise_or_more_over_the_call_is_a_full_raise() -> None:
    """TDA 43: facing 200, 350 put in is 150 over the call, at least half of the 200
    raise: a full raise to 400."""
    ruling = chips_put_in(_nlhe(Rules()), 350)
    assert ruling.entry == HandEntry("raise", 400)


def test_house_rule_more_than_the_bet_but_not_a_raise_is_a_call() -> None:
    """House rule (``wrong_amount = call``): 350 facing 200 is not a full raise (400):
    a call of 200; the other 150 goes back."""
    ruling = chips_put_in(_nlhe(Rules(wrong_amount="call")), 350)
    assert ruling.entry == HandEntry("call")
    assert ruling.words == (
        "350 put in facing 200: more than the bet but not a raise, a call of 200; "
        "150 goes back (house rule)"
    )


@pytest.mark.parametrize("setting", ["tda", "call"])
def test_a_single_oversized_chip_without_a_word_is_a_call(setting: str) -> None:
    """TDA 44: facing 200, one 1,000 chip put in without a word is a call; 800 back."""
    ruling = chips_put_in(_nlhe(Rules(wrong_amount=setting)), 1000, single_chip=True)  # type: ignore[arg-type]
    assert ruling.entry == HandEntry("call")
    assert ruling.words == (
        "one 1,000 chip put in facing 200 without a word: a call of 200; 800 goes back (TDA 44)"
    )


def test_the_settings_default_to_the_tda_and_are_recorded() -> None:
    assert Rules().wrong_amount == "tda"
    assert Rules().live_straddle is False
    changed = Rules(wrong_amount="call", live_straddle=True)
    assert Rules.from_dict(changed.to_dict()) == changed


def _table(rules: Rules) -> TableHand:
    setup = HandSetup(
        1,
        1,
        "NT",
        1,
        ("a", "b", "c", "d"),
        ("Ann", "Bob", "Cy", "Dee"),
        (1, 2, 3, 4),
        (5000, 5000, 5000, 5000),
        9,
        False,
        None,
        {"blinds_or_straddles": [100, 200, 0, 0], "antes": [0, 0, 0, 0], "min_bet": 200},
    )
    return TableHand(setup, rules, "record", random.Random(1))


def test_a_live_straddle_is_recorded_when_the_house_rules_allow_one() -> None:
    """rules.md: "Optional straddles (live straddle left of the big blind; acts last
    pre-flop)". Cy, left of the big blind, straddles 400: Dee acts first and calls 400,
    Ann calls 300 more, Bob 200 more, and Cy has the option last (checks): 4 x 400 =
    1,600 in the pot."""
    hand = _table(Rules(live_straddle=True))
    hand.enter(HandEntry("straddle"))
    assert hand.hand.bets == [100, 200, 400, 0]
    assert hand.need().player == 3
    for _ in range(3):
        hand.enter(HandEntry("call"))
    assert hand.need().player == 2  # the straddle's option
    hand.enter(HandEntry("call"))
    assert hand.need().kind == "board"
    assert sum(hand.hand.contrib) == 1600
    hand.take_back()
    hand.take_back()
    hand.take_back()
    hand.take_back()
    hand.take_back()  # the straddle itself
    assert hand.hand.bets == [100, 200, 0, 0]


def test_no_straddle_without_the_house_rule_or_after_the_first_action() -> None:
    hand = _table(Rules())
    with pytest.raises(IllegalAction, match="house rules"):
        hand.enter(HandEntry("straddle"))
    allowed = _table(Rules(live_straddle=True))
    allowed.enter(HandEntry("call"))
    with pytest.raises(IllegalAction, match="before anyone acts"):
        allowed.enter(HandEntry("straddle"))


def test_a_straddled_hand_replays_from_its_history() -> None:
    """Dee calls the 400 straddle, Ann and Bob fold their blinds, Cy checks his option;
    on the flop Cy bets 400 (returned uncalled) and Dee folds. Cy wins 100 + 200 + 400 +
    400 = 1,100: 5,000 - 400 + 1,100 = 5,700; Ann 4,900, Bob 4,800, Dee 4,600."""
    hand = _table(Rules(live_straddle=True))
    hand.enter(HandEntry("straddle"))
    hand.enter(HandEntry("call"))  # Dee 400
    hand.enter(HandEntry("fold"))  # Ann
    hand.enter(HandEntry("fold"))  # Bob
    hand.enter(HandEntry("call"))  # Cy checks his option
    hand.enter(HandEntry("board", cards=(None, None, None)))
    hand.enter(HandEntry("raise", 400))  # Cy bets
    hand.enter(HandEntry("fold"))  # Dee
    assert hand.over
    played = hand.finish()
    assert played.finishing_stacks == (4900, 4800, 5700, 4600)
    result = replay(hh.loads(played.phh))
    assert result.ok, result.error
    assert result.finishing_stacks == (4900, 4800, 5700, 4600)
