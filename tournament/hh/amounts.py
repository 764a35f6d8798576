"""A hand's amounts in the engine's whole chips, and back.

The engine counts whole chips. A hand whose amounts have decimals is replayed exactly by
scaling every amount by ``10**d``, where ``d`` is the most decimal places any amount of
the hand has (at least 2 for money: cents); its finishing stacks are divided back. The
smallest unit of such a hand, the unit its split pots are divided in, is one of those
scaled chips: the smallest denomination the hand uses. An unknown (``inf``) starting stack
stands for :data:`UNKNOWN_STACK` chips, more than anyone can cover.

>>> from tournament.hh.reader import loads
>>> hand = loads('variant = "NT"\\nantes = [0, 0]\\nblinds_or_straddles = [0.25, 0.5]\\n'
...              'min_bet = 0.5\\nstarting_stacks = [10, 12.5]\\nactions = []\\n')
>>> scale_of(hand), chips(Decimal("0.25"), 100), unscale(1250, 100)
(100, 25, Decimal('12.5'))
"""

from __future__ import annotations

from decimal import Decimal

from tournament.hh.amount import Amount
from tournament.hh.history import HandHistory

__all__ = ["UNKNOWN_STACK", "amounts_of", "chips", "scale_of", "unscale"]

UNKNOWN_STACK = 10**15
"""The chips an unknown (``inf``) starting stack stands for (``state.UNLIMITED_STACK``)."""


def amounts_of(history: HandHistory) -> list[Amount]:
    """Every amount the hand states: forced bets, stacks, bet sizes and the actions' bets."""
    values: list[Amount | None] = [
        *history.starting_stacks,
        history.bring_in,
        history.small_bet,
        history.big_bet,
        history.min_bet,
    ]
    for seq in (history.antes, history.blinds_or_straddles, history.finishing_stacks):
        if seq is not None:
            values.extend(seq)
    values.extend(action.amount for action in history.actions)
    return [value for value in values if value is not None]


def decimal_places(value: Amount) -> int:
    """How many decimal places ``value`` has once trailing zeros are dropped (0 for ints)."""
    if isinstance(value, int) or not value.is_finite():
        return 0
    exponent = value.normalize().as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


def scale_of(history: HandHistory) -> int:
    """10**d: d is the most decimal places of the hand's amounts, at least 2 for money.

    The amounts are money when the hand names a currency or any amount has decimals;
    money is then counted at least in cents. A hand of whole chips has the scale 1.

    >>> from tournament.hh.reader import loads
    >>> text = ('variant = "NT"\\nantes = [0, 0]\\nblinds_or_straddles = [{sb}, 1]\\n'
    ...         'min_bet = 1\\nstarting_stacks = [50, 50]\\nactions = []\\n')
    >>> scale_of(loads(text.format(sb=1))), scale_of(loads(text.format(sb=0.5)))
    (1, 100)
    >>> dollars = loads(text.format(sb=1) + 'currency = "USD"')
    >>> scale_of(loads(text.format(sb="0.125"))), scale_of(dollars)
    (1000, 100)
    """
    places = max((decimal_places(value) for value in amounts_of(history)), default=0)
    if places or history.currency is not None or history.currency_symbol is not None:
        places = max(places, 2)
    return int(10**places)


def chips(value: Amount, scale: int) -> int:
    """``value`` in whole chips of the replay (an unknown stack: :data:`UNKNOWN_STACK`)."""
    if isinstance(value, Decimal):
        if value.is_infinite():
            return UNKNOWN_STACK
        return int(value * scale)
    return int(value) * scale


def unscale(value: int, scale: int) -> Amount:
    """Whole chips of the replay back in the hand's own amounts."""
    if scale == 1:
        return value
    result = Decimal(value) / scale
    return int(result) if result == result.to_integral_value() else result
