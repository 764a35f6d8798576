"""Keep the loaded tournament out of the cyclic garbage collector's way.

A large event holds hundreds of thousands of small immutable objects (player, entry and
table records, their rows and views) for as long as the program runs. Python's cyclic
collector walks every tracked object of its oldest generation now and then: at 10,000
players that walk took about 150 ms and fell inside a director's click (an undo took
220 ms instead of 70). :func:`settle` moves what is alive after a load into the permanent
generation (``gc.freeze``), which the collector never walks; what later actions create is
collected as usual, and records a command replaces are freed by reference counting (they
hold no cycles).
"""

from __future__ import annotations

import gc

__all__ = ["release", "settle"]


def settle() -> None:
    """Collect what is garbage (what an earlier :func:`settle` froze included), then freeze
    the survivors: call after a tournament is loaded."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def release() -> None:
    """Give the frozen objects back to the collector (the windows are closing)."""
    gc.unfreeze()
