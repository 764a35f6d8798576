"""A wrong amount put in: what the chips a player pushed out without a clear declaration
count as, by the TDA's rules, so that the table view records the corrected action.

- All the player's chips: all in.
- Facing a bet, less than the call: the player must complete the call (TDA 2024 rule 45:
  an undeclared bet below a call is a call).
- Facing a bet, more than a call but less than a full raise: 50% or more of the raise
  over the call is a full (minimum) raise, less is a call and the excess goes back (TDA
  rule 43); under the house rule (the ``wrong_amount = call`` setting) it is a call.
- Facing a bet, a single oversized chip put in without a word: a call (TDA rule 44).
- Unopened, below the minimum bet: made the minimum bet (TDA rule 43).
- Pot limit, more than the pot: reduced to the pot (the excess goes back).
- Limit: anything more than a call is a raise of one unit.

>>> from tournament.engine import HandState
>>> hand = HandState("NT", [5000, 5000, 5000], blinds_or_straddles=[100, 200, 0], min_bet=200)
>>> chips_put_in(hand, 250).words
'250 put in facing 200: under half a raise over the call, a call of 200; 50 goes back (TDA 43)'
>>> chips_put_in(hand, 300).entry
HandEntry(kind='raise', amount=400, cards=(), player=None)
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.engine import HandState, IllegalAction
from tournament.service.table_hand import HandEntry

__all__ = ["WrongAmountRuling", "chips_put_in"]


@dataclass(frozen=True, slots=True)
class WrongAmountRuling:
    """What the chips count as (``entry``), and why in a floor person's words."""

    entry: HandEntry
    words: str


def chips_put_in(hand: HandState, amount: int, single_chip: bool = False) -> WrongAmountRuling:
    """The ruling on ``amount`` chips pushed out (the player's total for the round) by
    the player to act (``single_chip``: one chip of that value, without a word); refused
    when nobody is to bet."""
    legal = hand.legal_actions()
    p = legal.player
    if p is None or legal.phase != "betting":
        raise IllegalAction("Nobody is to bet now: no amount can be put in.")
    if amount <= 0:
        raise IllegalAction("Type the chips the player put in (more than zero).")
    stack_total = hand.stacks[p] + hand.bets[p]
    facing = hand.call_level
    raise_to = legal.raise_to
    said = f"{amount:,} put in"
    if amount >= stack_total:
        if raise_to is not None and stack_total > facing:
            return WrongAmountRuling(HandEntry("raise", stack_total), f"{said}: every chip, all in")
        return WrongAmountRuling(HandEntry("call"), f"{said}: every chip, a call all in")
    if facing > hand.bets[p]:  # facing a bet
        words = f"{said} facing {facing:,}"
        if single_chip and amount > facing:
            back = amount - facing
            return WrongAmountRuling(
                HandEntry("call"),
                f"one {amount:,} chip put in facing {facing:,} without a word: a call of "
                f"{facing:,}; {back:,} goes back (TDA 44)",
            )
        if amount < facing:
            return WrongAmountRuling(
                HandEntry("call"), f"{words}: less than a call, the call must be completed (TDA 45)"
            )
        if raise_to is None:
            back = amount - facing
            return WrongAmountRuling(
                HandEntry("call"), f"{words}: no raise is possible, a call; {back:,} goes back"
            )
        low, high = raise_to
        if hand.plan.limit:
            if amount > facing:
                return WrongAmountRuling(
                    HandEntry("raise", low), f"{words}: a raise, to {low:,} in limit"
                )
            return WrongAmountRuling(HandEntry("call"), f"{words}: a call")
        if amount < low and hand.rules.wrong_amount == "call":  # the house rule
            back = amount - facing
            words += f": more than the bet but not a raise, a call of {facing:,}"
            return WrongAmountRuling(HandEntry("call"), f"{words}; {back:,} goes back (house rule)")
        if amount < low:
            if 2 * (amount - facing) >= low - facing:
                return WrongAmountRuling(
                    HandEntry("raise", low),
                    f"{words}: half a raise or more over the call, "
                    f"a full raise to {low:,} (TDA 43)",
                )
            back = amount - facing
            words += f": under half a raise over the call, a call of {facing:,}"
            return WrongAmountRuling(
                HandEntry("call"), f"{words}; {back:,} goes back (TDA 43)" if back else words
            )
        if amount > high:
            return WrongAmountRuling(
                HandEntry("raise", high),
                f"{words}: more than the pot, a raise to {high:,} (pot limit)",
            )
        return WrongAmountRuling(HandEntry("raise", amount), f"{words}: a raise to {amount:,}")
    if raise_to is None:  # pragma: no cover - an unopened round always allows a bet
        return WrongAmountRuling(HandEntry("call"), f"{said}: a check")
    low, high = raise_to
    if hand.plan.limit:
        return WrongAmountRuling(HandEntry("raise", low), f"{said}: a bet of {low:,} in limit")
    if amount < low:
        return WrongAmountRuling(
            HandEntry("raise", low), f"{said}: below the minimum bet, a bet of {low:,} (TDA 43)"
        )
    if amount > high:
        return WrongAmountRuling(
            HandEntry("raise", high), f"{said}: more than the pot, a bet of {high:,}"
        )
    return WrongAmountRuling(HandEntry("raise", amount), f"{said}: a bet of {amount:,}")
