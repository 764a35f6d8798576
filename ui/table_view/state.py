"""What a table view is showing, as one immutable value, and every allowed move between its
phases, in one table (as :mod:`tournament.engine.transitions` does for the hand).

A view is always in one :class:`ViewPhase` and belongs to one event (:attr:`ViewState.event`).
What moves it is an :data:`Event` (a hand dealt, an entry, the hand recorded, another event
put on screen...); :data:`TRANSITIONS` lists, for each phase, the events it accepts and the
phase each leads to; :func:`step` is the only way a view's state changes, and an event the
table does not list for the phase is refused (:class:`ViewTransitionError`), never
silently ignored.
The window (:mod:`ui.table_view.window`) keeps the state, sends every change through
:func:`step` and draws from the state; whose turn it is, the showdown and the awards are
the hand's own (:class:`~tournament.service.table_hand.TableHand`).

No Qt here: the table is checked by plain unit tests.

>>> state = step(ViewState(event="Friday Deepstack"), Closed())
>>> state.phase
<ViewPhase.CLOSED: 'closed'>
>>> step(state, Recorded())  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ui.table_view.state.ViewTransitionError: a table view that is closed (...) refuses: ...
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import Enum
from types import MappingProxyType
from typing import Final

from tournament.service.table_hand import TableHand
from ui.table_view.view_events import (
    AskAmount,
    Asked,
    AskExposed,
    AskWrong,
    Cancelled,
    Closed,
    Dealt,
    Dropped,
    Ended,
    Entered,
    Event,
    Finished,
    Forgotten,
    Heard,
    Interrupted,
    Kept,
    Marks,
    Recorded,
    Resumed,
    Revealed,
    StillAsked,
    TookBack,
)

__all__ = [
    "NOT_YET",
    "TRANSITIONS",
    "ViewPhase",
    "ViewState",
    "ViewTransitionError",
    "step",
]

NOT_YET: Final = object()
"""Nothing published yet by this view (the first redraw clears what a closed program may
have left)."""


class ViewPhase(Enum):
    """Where a table view is."""

    IDLE = "idle"
    """Between hands, no hand on screen: the next hand's table as the tournament has it."""
    ASKING = "asking"
    """A hand left in progress when pokerfloor closed is asked about (resume or new)."""
    PLAYING = "playing"
    """A hand in progress: the entry line takes the next action, cards or showdown."""
    AMOUNT = "amount"
    """A hand in progress, the amount of a bet or raise being typed."""
    EXPOSED = "exposed"
    """A hand in progress, a card the dealer exposed being typed."""
    WRONG = "wrong"
    """A hand in progress, a wrong amount put in being typed."""
    OVER = "over"
    """The hand is finished, not recorded yet (Enter records it)."""
    RECORDED = "recorded"
    """The hand is recorded (or void): between hands, its award line shown while it counts."""
    CLOSED = "closed"
    """Another event was put on screen (or the console closed): the view is closed."""

    @property
    def words(self) -> str:
        """The phase in words, for a refusal."""
        return _PHASE_WORDS[self]


_PHASE_WORDS: Final[Mapping[ViewPhase, str]] = {
    ViewPhase.IDLE: "between hands",
    ViewPhase.ASKING: "asking about a hand left in progress",
    ViewPhase.PLAYING: "playing a hand",
    ViewPhase.AMOUNT: "taking a bet's amount",
    ViewPhase.EXPOSED: "taking an exposed card",
    ViewPhase.WRONG: "taking a wrong amount",
    ViewPhase.OVER: "showing a finished hand",
    ViewPhase.RECORDED: "showing a recorded hand",
    ViewPhase.CLOSED: "closed (another event on screen)",
}

_TYPING: Final = frozenset({ViewPhase.AMOUNT, ViewPhase.EXPOSED, ViewPhase.WRONG})
"""An amount, an exposed card or a wrong amount being typed."""
_BETWEEN: Final = frozenset({ViewPhase.IDLE, ViewPhase.ASKING, ViewPhase.RECORDED})
"""No hand in play (the table as the tournament has it)."""
_IN_HAND: Final = _TYPING | {ViewPhase.PLAYING}
"""A hand in progress, whatever is being typed."""


@dataclass(frozen=True, slots=True)
class ViewState:
    """A table view at one moment: its phase, the event it belongs to, the hand on screen
    (played, followed, or the last one recorded), the seats' markers and the players not
    dealt in, the players looking at their own cards (Deal mode), the hand left in
    progress being asked about, what was last kept for the display stations and how long
    a station has not heard from the writer."""

    event: str = ""
    phase: ViewPhase = ViewPhase.IDLE
    hand: TableHand | None = None
    markers: Marks = ()
    waiting: Marks = ()
    revealed: frozenset[int] = frozenset()
    asked: Interrupted | None = None
    published: object = NOT_YET
    silent_ms: int = 0

    @property
    def marker_map(self) -> Mapping[int, str]:
        """The markers by seat."""
        return MappingProxyType(dict(self.markers))

    @property
    def between_hands(self) -> bool:
        """No hand in play: the table is drawn as the tournament has it."""
        return self.phase in _BETWEEN or self.hand is None

    @property
    def in_hand(self) -> bool:
        """A hand in progress (entries taken), whatever is being typed."""
        return self.phase in _IN_HAND

    @property
    def typing(self) -> bool:
        """An amount, an exposed card or a wrong amount is being typed (single keys do not
        act; Esc gives it up)."""
        return self.phase in _TYPING

    def allows(self, event: Event) -> bool:
        """Whether :data:`TRANSITIONS` lists ``event`` in this phase."""
        return (self.phase, type(event)) in TRANSITIONS


# ---------------------------------------------------------------------- the table

_I, _A, _P = ViewPhase.IDLE, ViewPhase.ASKING, ViewPhase.PLAYING
_M, _X, _W = ViewPhase.AMOUNT, ViewPhase.EXPOSED, ViewPhase.WRONG
_O, _R, _C = ViewPhase.OVER, ViewPhase.RECORDED, ViewPhase.CLOSED
_OPEN: Final = (_I, _A, _P, _M, _X, _W, _O, _R)
"""Every phase but closed."""
_HAND: Final = (_P, _M, _X, _W)

_ROWS: list[tuple[ViewPhase, type[Event], ViewPhase]] = [
    (_I, Asked, _A),
    (_A, StillAsked, _A),
    (_A, Dropped, _I),
    (_A, Resumed, _P),
    *((p, Dealt, _P) for p in (_I, _P, _M, _X, _W, _O, _R)),
    *((p, Entered, _P) for p in _HAND),
    *((p, Finished, _O) for p in _HAND),
    # taking an entry back keeps what is being typed; a finished hand goes on again
    *((p, TookBack, p) for p in _HAND),
    (_O, TookBack, _P),
    (_O, Recorded, _R),
    (_P, AskAmount, _M),
    *((p, AskExposed, _X) for p in _HAND),
    *((p, AskWrong, _W) for p in _HAND),
    *((p, Cancelled, _P) for p in _HAND),
    (_P, Revealed, _P),
    *((p, Kept, p) for p in _OPEN),
    *((p, Heard, p) for p in _OPEN),
    # a station: the operator's hand over and counted, or gone (abandoned, undone)
    (_O, Ended, _R),
    (_R, Ended, _R),
    *((p, Forgotten, _I) for p in (_I, _P, _O, _R)),
    *((p, Closed, _C) for p in _OPEN),
]

TRANSITIONS: Final[Mapping[tuple[ViewPhase, type[Event]], ViewPhase]] = MappingProxyType(
    {(phase, event): after for phase, event, after in _ROWS}
)
"""(phase, event) → the phase it leads to; a pair not listed is refused."""
assert len(TRANSITIONS) == len(_ROWS), "a (phase, event) pair listed twice"


class ViewTransitionError(Exception):
    """An event the transition table does not list for the view's phase."""


def step(state: ViewState, event: Event) -> ViewState:
    """The view's state after ``event`` (refused, :class:`ViewTransitionError`, when not listed)."""
    after = TRANSITIONS.get((state.phase, type(event)))
    if after is None:
        words = f"a table view that is {state.phase.words} refuses: {event.words}"
        raise ViewTransitionError(words)
    new = replace(state, phase=after)
    match event:
        case Asked(asked, markers, waiting):
            return replace(new, asked=asked, markers=markers, waiting=waiting)
        case StillAsked(asked):
            return replace(new, asked=asked)
        case Dropped():
            return replace(new, asked=None)
        case Resumed(hand, markers, waiting) | Dealt(hand, markers, waiting):
            fresh = replace(new, asked=None, hand=hand, markers=markers, waiting=waiting)
            return replace(fresh, revealed=frozenset())  # a finished one: then Finished
        case Entered() | Finished() | TookBack():
            return replace(new, revealed=frozenset())  # whoever looked has acted
        case Revealed(player):
            return replace(new, revealed=state.revealed ^ {player})
        case Kept(live):
            return replace(new, published=live)
        case Heard(silent_ms):
            return replace(new, silent_ms=silent_ms)
        case Ended():
            return replace(new, published=None)
        case Forgotten():
            return replace(new, hand=None, published=None, revealed=frozenset())
    return new
