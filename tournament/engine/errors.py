"""Errors of the hand engine."""

from __future__ import annotations

from tournament.errors import DomainError

__all__ = ["IllegalAction"]


class IllegalAction(DomainError):  # noqa: N818 -- the contract names it
    """An action the rules forbid; the hand is left exactly as it was.

    ``reason`` is the floor person's explanation, ``action`` the attempted action as text.

    >>> str(IllegalAction("Seat 3 cannot check facing a bet of 200", "p3 cc"))
    'Seat 3 cannot check facing a bet of 200'
    """

    def __init__(self, reason: str, action: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action
