"""The director's message on the clock screen (:class:`~.commands.SetClockMessage`).

One line the room reads under the stakes ("Dinner break at 8", "Last hand at table 4").
Setting it is a director action like any other: one command, one event, one undo step;
an empty text clears it. The text is trimmed and its spaces collapsed; it is at most
:data:`MAX_MESSAGE` characters so that it fits the screen's line.

>>> import random
>>> from tournament.service.aggregate import Tournament
>>> from tournament.service import commands as c
>>> from tournament.service.records import BuyInSettings
>>> from tournament.structure import Level
>>> t = Tournament()
>>> create = c.CreateTournament("Friday", BuyInSettings(), (Level(("NT",), 1_200_000),), 2)
>>> _ = t.handle(create, 0, random.Random(1))
>>> _ = t.handle(c.SetClockMessage("  Dinner   break at 8 "), 0, random.Random(1))
>>> t.meta.message
'Dinner break at 8'
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service import events as e

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import TournamentState, TournamentWrites

__all__ = ["MAX_MESSAGE", "apply_message_set", "decide_set_message"]

MAX_MESSAGE = 120
"""The longest message, in characters (one line on the clock screen)."""


def decide_set_message(
    t: TournamentState, cmd: c.SetClockMessage, now: int, rng: random.Random
) -> list[e.Event]:
    """The event of :class:`SetClockMessage`, or a :class:`DomainError` saying why not."""
    text = " ".join(cmd.text.split())
    if len(text) > MAX_MESSAGE:
        raise DomainError(
            f"The message is {len(text)} characters long; at most {MAX_MESSAGE} fit the "
            "clock screen"
        )
    if text == t.meta.message:
        raise DomainError(
            "The clock screen already shows this message" if text else "There is no message"
        )
    return [e.ClockMessageSet(text)]


def apply_message_set(t: TournamentWrites, ev: e.ClockMessageSet) -> None:
    """Show ``ev.text`` on the clock screen."""
    t.set_meta(replace(t.meta, message=ev.text))
