"""The error tables and seating raise: a :class:`~tournament.errors.DomainError`.

>>> issubclass(SeatingError, DomainError)
True
"""

from __future__ import annotations

from tournament.errors import DomainError

__all__ = ["DomainError", "SeatingError"]


class SeatingError(DomainError):
    """A seat, table, move or button request the floor cannot carry out (message names why)."""
