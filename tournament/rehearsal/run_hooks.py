"""What a caller hands a rehearsal run: a look at every hand, and a way to stop it.

``on_hand`` (:data:`OnHand`) sees every hand the run plays, with its PHH; ``should_stop``
(:data:`StopAsked`) is asked every few hundred hands, and True stops the run with
:class:`RehearsalCancelledError`.
"""

from __future__ import annotations

from collections.abc import Callable

from tournament.service.table_play import PlayedHand

__all__ = ["OnHand", "RehearsalCancelledError", "StopAsked"]


class RehearsalCancelledError(Exception):
    """The run was stopped by its caller."""


OnHand = Callable[[PlayedHand], None]
StopAsked = Callable[[], bool]
