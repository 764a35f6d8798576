"""The phases of a hand and every allowed move between them, in one table (as h11 does).

A hand is always in one :class:`Phase`.  What moves it on is a :class:`Trigger` (something
that happened: a street's cards are due, a betting round opens, the showdown begins...);
:data:`TRANSITIONS` lists, for each phase, the triggers it accepts and the phase each
leads to.  :func:`next_phase` is the only way the hand changes phase, so a move the table
does not list is a programming error, never a silent state.

Automatic dealing passes through ``dealing`` within one action (the cards are dealt at
once); manual dealing waits there for the cards.

>>> next_phase(Phase.BETTING, Trigger.SHOWDOWN_BEGINS)
<Phase.SHOWDOWN: 'showdown'>
>>> next_phase(Phase.OVER, Trigger.BETTING_OPENS)
Traceback (most recent call last):
...
tournament.engine.transitions.TransitionError: no transition from over on 'a betting round opens'
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from types import MappingProxyType
from typing import Final

__all__ = [
    "BETTING",
    "BETTING_OPENS",
    "BRING_IN",
    "BRING_IN_DUE",
    "BROUGHT_IN",
    "CARDS_DUE",
    "DEALING",
    "DEAL_CORRECTED",
    "DRAWING",
    "DRAW_OPENS",
    "HAND_ENDS",
    "OVER",
    "SHOWDOWN",
    "SHOWDOWN_BEGINS",
    "TRANSITIONS",
    "Phase",
    "TransitionError",
    "Trigger",
    "next_phase",
]


class Phase(Enum):
    """Where a hand is; the value is the name :class:`LegalActions` reports."""

    DEALING = "dealing"
    BRING_IN = "bring-in"
    BETTING = "betting"
    DRAWING = "drawing"
    SHOWDOWN = "showdown"
    OVER = "over"

    label: str
    """The phase's name (the value, as a plain attribute: cheap to read)."""

    __hash__ = object.__hash__  # members are singletons: identity (C) instead of Enum's

    def __init__(self, label: str) -> None:
        self.label = label


class Trigger(Enum):
    """What moves a hand from one phase to the next."""

    CARDS_DUE = "cards are due"
    """A street's cards, a draw's replacements or an exposed card's replacement."""
    DEAL_CORRECTED = "the deal was corrected"
    """Stud: an exposed down card stays up, the 3rd card goes down; the round restarts."""
    BRING_IN_DUE = "the bring-in is due"
    BROUGHT_IN = "the bring-in was posted or completed"
    BETTING_OPENS = "a betting round opens"
    DRAW_OPENS = "a draw opens"
    SHOWDOWN_BEGINS = "the showdown begins"
    HAND_ENDS = "the hand ends"
    """Pots paid, the last player left won, or a misdeal voided the hand."""

    __hash__ = object.__hash__  # members are singletons: identity (C) instead of Enum's


# Module-level names of the members: reading a member through its Enum class costs a
# descriptor call in Python 3.11 (ten times a global), and the hand reads them on every action.
DEALING: Final = Phase.DEALING
BRING_IN: Final = Phase.BRING_IN
BETTING: Final = Phase.BETTING
DRAWING: Final = Phase.DRAWING
SHOWDOWN: Final = Phase.SHOWDOWN
OVER: Final = Phase.OVER
CARDS_DUE: Final = Trigger.CARDS_DUE
DEAL_CORRECTED: Final = Trigger.DEAL_CORRECTED
BRING_IN_DUE: Final = Trigger.BRING_IN_DUE
BROUGHT_IN: Final = Trigger.BROUGHT_IN
BETTING_OPENS: Final = Trigger.BETTING_OPENS
DRAW_OPENS: Final = Trigger.DRAW_OPENS
SHOWDOWN_BEGINS: Final = Trigger.SHOWDOWN_BEGINS
HAND_ENDS: Final = Trigger.HAND_ENDS

_D, _I, _B, _W, _S, _O = DEALING, BRING_IN, BETTING, DRAWING, SHOWDOWN, OVER

TRANSITIONS: Final[Mapping[Phase, Mapping[Trigger, Phase]]] = MappingProxyType(
    {
        _D: {
            CARDS_DUE: _D,  # the first street, or the next one in a run-out
            BRING_IN_DUE: _I,
            BETTING_OPENS: _B,
            SHOWDOWN_BEGINS: _S,  # a run-out: hands are tabled before the rest
            HAND_ENDS: _O,
        },
        _I: {
            BROUGHT_IN: _B,
            DEAL_CORRECTED: _D,
            HAND_ENDS: _O,
        },
        _B: {
            CARDS_DUE: _D,  # the round closed: the next street
            DRAW_OPENS: _W,
            DEAL_CORRECTED: _D,
            SHOWDOWN_BEGINS: _S,
            HAND_ENDS: _O,
        },
        _W: {
            CARDS_DUE: _D,  # every player drew: the replacements
            HAND_ENDS: _O,
        },
        _S: {
            CARDS_DUE: _D,  # tabled in a run-out: the remaining cards
            HAND_ENDS: _O,
        },
        _O: {},
    }
)
"""For each phase, the triggers it accepts and the phase each one leads to."""


class TransitionError(AssertionError):
    """A move between phases that :data:`TRANSITIONS` does not list (a programming error)."""


def next_phase(phase: Phase, trigger: Trigger) -> Phase:
    """The phase ``trigger`` leads to from ``phase``; raises :class:`TransitionError`."""
    found = TRANSITIONS[phase].get(trigger)
    if found is None:
        raise TransitionError(f"no transition from {phase.value} on {trigger.value!r}")
    return found
