"""Which revision of the domain's decisions a logged command was decided by.

The log keeps what was decided (the events), so a database replays the same whatever the
program's version. An exported tournament is checked on import by deciding each command
again (:mod:`db.document_check`); when the rules change how a command is decided (a second
live entry under one name asks first, the bubble's bust ends hand-for-hand, a win stops the
clock paused), a command logged under the earlier rules gives other events today. Each log
entry therefore keeps the revision it was decided by: an entry of today's revision must be
decided again to the same events, an entry of an earlier one (or of no recorded revision:
logged before revisions were kept) stands as recorded if its events apply and its inverse
undoes them.

Raise :data:`DECISION_REVISION` whenever a handler starts deciding an existing command
differently (other events, a refusal it did not make before).
"""

from __future__ import annotations

from typing import Final

__all__ = ["DECISION_REVISION"]

DECISION_REVISION: Final = 2
"""1: the director's-night rules of 2026-11 (second live entry, hand-for-hand ended by the
bubble's bust, a win or a deal stopping the clock); entries without a revision predate it.
2: the bags of a flight (``RecordBags`` with a flight's code) count the flight's chips and
end it (issue 30)."""
