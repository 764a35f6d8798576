"""The money package's domain error."""

from __future__ import annotations

from tournament.errors import DomainError

__all__ = ["MoneyError"]


class MoneyError(DomainError):
    """A money action was refused (entry, payout table, deal, chip race); nothing changed.

    >>> str(MoneyError("Rebuys closed after level 6"))
    'Rebuys closed after level 6'
    """
