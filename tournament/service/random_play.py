"""The engine's random demo play inside a table view hand (Deal mode only): the rest of
the hand is played with :func:`~tournament.service.play_policy.random_policy`'s legal
random choices, each one an ordinary entry of the hand (so it can be taken back)."""

from __future__ import annotations

import random

from tournament.service.play_policy import MAX_ACTIONS, Choice, random_policy
from tournament.service.table_hand import HandEntry, TableHand

__all__ = ["entry_of", "play_out"]


def entry_of(choice: Choice) -> HandEntry:
    """The table-view entry for a policy's choice."""
    if choice.kind == "check_or_call":
        return HandEntry("call")
    if choice.kind == "raise_to":
        return HandEntry("raise", choice.amount)
    if choice.kind == "discard":
        return HandEntry("discard", cards=choice.cards)
    if choice.kind == "show":
        return HandEntry("show")
    return HandEntry(choice.kind)


def play_out(hand: TableHand, rng: random.Random) -> None:
    """Play the rest of a Deal-mode hand at random (refused in Record mode: the cards are
    real there).

    >>> from tournament.engine import Rules
    >>> from tournament.service.hand_setup import HandSetup
    >>> setup = HandSetup(1, 1, "NT", 1, ("a", "b"), ("Ann", "Bob"), (1, 2), (500, 500), 9,
    ...     True, None, {"blinds_or_straddles": [50, 100], "antes": [0, 0], "min_bet": 100})
    >>> hand = TableHand(setup, Rules(), "deal", random.Random(2))
    >>> play_out(hand, random.Random(3)); hand.over, sum(hand.hand.stacks)
    (True, 1000)
    """
    if hand.record:
        raise ValueError("random play is for Deal mode: a recorded hand has real cards")
    for _ in range(MAX_ACTIONS):
        if hand.over:
            return
        h = hand.hand
        hand.enter(entry_of(random_policy(h, h.legal_actions(), rng)))
