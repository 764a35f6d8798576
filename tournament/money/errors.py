"""The money package's domain error.

Until the shared ``tournament.errors.DomainError`` lands, :class:`MoneyError` derives from
``ValueError``; every refusal carries a message a tournament director understands.
"""

from __future__ import annotations

__all__ = ["MoneyError"]


class MoneyError(ValueError):
    """A money action was refused (entry, payout table, deal, chip race); nothing changed.

    >>> str(MoneyError("Rebuys closed after level 6"))
    'Rebuys closed after level 6'
    """
