"""What moves a table view (:mod:`ui.table_view.state`): a hand dealt, an entry, the hand
recorded, a hand left in progress asked about, another event put on screen... Each is a
small immutable value; :func:`ui.table_view.state.step` takes one and the view's state
and gives the next state, or refuses it. No Qt here."""

from __future__ import annotations

from dataclasses import dataclass

from tournament.service.live_hand import LiveHand
from tournament.service.table_hand import TableHand

__all__ = [
    "AskAmount",
    "AskExposed",
    "AskWrong",
    "Asked",
    "Cancelled",
    "Closed",
    "Dealt",
    "Dropped",
    "Ended",
    "Entered",
    "Event",
    "Finished",
    "Forgotten",
    "Heard",
    "Interrupted",
    "Kept",
    "Marks",
    "Recorded",
    "Resumed",
    "Revealed",
    "StillAsked",
    "TookBack",
    "played",
]


@dataclass(frozen=True, slots=True)
class Interrupted:
    """A hand left in progress at the table: ``live`` as kept (None: unreadable),
    ``hand`` replayed as far as it went (None: it does not replay), ``problem`` why it
    cannot be resumed (empty: it can)."""

    live: LiveHand | None
    hand: TableHand | None
    problem: str

    @property
    def resumable(self) -> bool:
        """True when "Resume it" is offered."""
        return not self.problem and self.hand is not None


Marks = tuple[tuple[int, str], ...]
"""(seat, words) pairs: the seats' markers (D, SB, BB), or the players not dealt in."""


@dataclass(frozen=True, slots=True)
class Asked:
    """A hand left in progress when pokerfloor closed is found: ask about it first."""

    asked: Interrupted
    markers: Marks = ()
    waiting: Marks = ()
    words = "a hand left in progress found"


@dataclass(frozen=True, slots=True)
class StillAsked:
    """Resuming was refused (the table changed meanwhile): asked again, with why."""

    asked: Interrupted
    words = "resuming refused"


@dataclass(frozen=True, slots=True)
class Dropped:
    """The hand left in progress is dropped (void, nothing recorded)."""

    words = "the hand left in progress dropped"


@dataclass(frozen=True, slots=True)
class Resumed:
    """The hand left in progress goes on where it stood."""

    hand: TableHand
    markers: Marks = ()
    waiting: Marks = ()
    words = "the hand left in progress resumed"


@dataclass(frozen=True, slots=True)
class Dealt:
    """A new hand on screen: dealt here, or (a station) the operator's hand taken; a
    hand in progress here is left."""

    hand: TableHand
    markers: Marks = ()
    waiting: Marks = ()
    words = "a hand dealt"


@dataclass(frozen=True, slots=True)
class Entered:
    """An entry went into the hand (an action, cards, a ruling); the hand goes on."""

    words = "an entry"


@dataclass(frozen=True, slots=True)
class Finished:
    """An entry went into the hand and finished it (a misdeal too)."""

    words = "the hand's last entry"


@dataclass(frozen=True, slots=True)
class TookBack:
    """The hand's last entry was taken back."""

    words = "an entry taken back"


@dataclass(frozen=True, slots=True)
class Recorded:
    """The finished hand was recorded in the tournament (a void hand: put aside)."""

    words = "the hand recorded"


@dataclass(frozen=True, slots=True)
class AskAmount:
    """B or R (or a digit): the amount of a bet or raise is typed next."""

    words = "a bet's amount asked"


@dataclass(frozen=True, slots=True)
class AskExposed:
    """Exposed card…: the seat and the card are typed next."""

    words = "an exposed card asked"


@dataclass(frozen=True, slots=True)
class AskWrong:
    """Wrong amount…: the chips put in are typed next."""

    words = "a wrong amount asked"


@dataclass(frozen=True, slots=True)
class Cancelled:
    """Esc: what was being typed is given up."""

    words = "typing cancelled"


@dataclass(frozen=True, slots=True)
class Revealed:
    """Deal mode: ``player`` (dealing order) looks at their own cards, or hides them."""

    player: int
    words = "a player's look at their cards"


@dataclass(frozen=True, slots=True)
class Kept:
    """The hand's public part was kept for (operator) or taken from (station) the
    display stations (``live``: None, no hand kept)."""

    live: object
    words = "the hand kept for the stations"


@dataclass(frozen=True, slots=True)
class Heard:
    """Station: the writer has not been heard from for ``silent_ms`` (0: it is again)."""

    silent_ms: int
    words = "the writer's silence"


@dataclass(frozen=True, slots=True)
class Ended:
    """Station: the operator's hand is no longer kept and the tournament counts it."""

    words = "the operator's hand ended"


@dataclass(frozen=True, slots=True)
class Forgotten:
    """Station: the hand on screen was abandoned or its recording undone: none shown."""

    words = "the operator's hand gone"


@dataclass(frozen=True, slots=True)
class Closed:
    """Another event was put on screen, or the console closed: the view closes."""

    words = "another event on screen"


Event = (
    Asked
    | StillAsked
    | Dropped
    | Resumed
    | Dealt
    | Entered
    | Finished
    | TookBack
    | Recorded
    | AskAmount
    | AskExposed
    | AskWrong
    | Cancelled
    | Revealed
    | Kept
    | Heard
    | Ended
    | Forgotten
    | Closed
)
"""Everything that moves a table view."""


def played(hand: TableHand) -> Entered | Finished:
    """The event of an entry that went into ``hand``: finished it, or not."""
    return Finished() if hand.over else Entered()
