"""Domain errors: what a tournament director or floor person can cause and understand.

Every module of the pure domain raises a subclass of :class:`DomainError` when the user asks
for something the rules or the current state forbid. The message names what is wrong in the
words of the floor ("Table 3 seat 4 is already taken by Ana Silva"), never a stack detail.
A rejected action changes nothing.

>>> try:
...     raise DomainError("Table 3 is already broken")
... except DomainError as error:
...     print(error.message)
Table 3 is already broken
"""

from __future__ import annotations

__all__ = ["DomainError"]


class DomainError(Exception):
    """A request the domain refuses, with a message a tournament director understands."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message
