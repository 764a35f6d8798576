"""The error of a malformed PHH hand history, naming the file, the hand, the field or
action, and what is wrong."""

from __future__ import annotations

from tournament.errors import DomainError

__all__ = ["PHHError"]


class PHHError(DomainError):
    """A malformed hand history: names the file, the hand (section), the field or action.

    ``source`` is the file (or ``None``), ``hand`` the section name in a ``.phhs`` file,
    ``where`` the field name or ``actions[i]``, ``reason`` what is wrong.
    """

    def __init__(
        self,
        reason: str,
        *,
        source: str | None = None,
        hand: str | None = None,
        where: str | None = None,
    ) -> None:
        self.reason = reason
        self.source = source
        self.hand = hand
        self.where = where
        parts = []
        if source is not None:
            parts.append(source)
        if hand is not None:
            parts.append(f"hand [{hand}]")
        if where is not None:
            parts.append(where)
        prefix = ", ".join(parts)
        super().__init__(f"{prefix}: {reason}" if prefix else reason)

    def located(self, source: str | None = None, hand: str | None = None) -> PHHError:
        """The same error with the file and/or hand filled in (where still unknown)."""
        return PHHError(
            self.reason,
            source=self.source if self.source is not None else source,
            hand=self.hand if self.hand is not None else hand,
            where=self.where,
        )
