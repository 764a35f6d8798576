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

__all__ = ["TRANSITIONS", "Phase", "TransitionError", "Trigger", "next_phase"]


class Phase(Enum):
    """Where a hand is; the value is the name :class:`LegalActions` reports."""

    DEALING = "dealing"
    BRING_IN = "bring-in"
    BETTING = "betting"
    DRAWING = "drawing"
    SHOWDOWN = "showdown"
    OVER = "over"


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


_D, _I, _B, _W, _S, _O = (
    Phase.DEALING,
    Phase.BRING_IN,
    Phase.BETTING,
    Phase.DRAWING,
    Phase.SHOWDOWN,
    Phase.OVER,
)

TRANSITIONS: Final[Mapping[Phase, Mapping[Trigger, Phase]]] = MappingProxyType(
    {
        _D: {
            Trigger.CARDS_DUE: _D,  # the first street, or the next one in a run-out
            Trigger.BRING_IN_DUE: _I,
            Trigger.BETTING_OPENS: _B,
            Trigger.SHOWDOWN_BEGINS: _S,  # a run-out: hands are tabled before the rest
            Trigger.HAND_ENDS: _O,
        },
        _I: {
            Trigger.BROUGHT_IN: _B,
            Trigger.DEAL_CORRECTED: _D,
            Trigger.HAND_ENDS: _O,
        },
        _B: {
            Trigger.CARDS_DUE: _D,  # the round closed: the next street
            Trigger.DRAW_OPENS: _W,
            Trigger.DEAL_CORRECTED: _D,
            Trigger.SHOWDOWN_BEGINS: _S,
            Trigger.HAND_ENDS: _O,
        },
        _W: {
            Trigger.CARDS_DUE: _D,  # every player drew: the replacements
            Trigger.HAND_ENDS: _O,
        },
        _S: {
            Trigger.CARDS_DUE: _D,  # tabled in a run-out: the remaining cards
            Trigger.HAND_ENDS: _O,
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
