"""Keep the loaded tournament out of the cyclic garbage collector's way.

A large event holds hundreds of thousands of small immutable objects (player, entry and
table records, their rows and views) for as long as the program runs. Python's cyclic
collector walks every tracked object of its oldest generation now and then: at 10,000
players that walk took about 150 ms and fell inside a director's click (an undo took
220 ms instead of 70). :func:`settle` moves what is alive after a load into the permanent
generation (``gc.freeze``), which the collector never walks; what later actions create is
collected as usual, and records a command replaces are freed by reference counting (they
hold no cycles).

While a tournament loads (:func:`loading`), the collector does not run at all: the load
makes hundreds of thousands of objects and no garbage (nor do the imports of the program's
modules and Qt's at its start, ``ui.cli`` and ``ui.app.run``: 230 walks, 0.12 s of 1.8 s,
collected some 600 objects), and each automatic walk of them
(several per load, the oldest generation included) was wasted (0.5 s or more of opening
the 10,000-player bench event). For the same reason the program's opening freezes what it
loaded without a last walk (:func:`freeze`: the walk found 85 objects of garbage among
274,000 at 10,000 players and took 0.2-0.3 s before the first paint); :func:`settle`
walks first, for a tournament loaded in place of another (whose objects may be garbage).
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator

__all__ = ["freeze", "loading", "release", "settle"]


@contextlib.contextmanager
def loading() -> Iterator[None]:
    """No cyclic collection inside the block (a tournament loading; :func:`settle` after
    it collects and freezes); the collector runs again after it, as it did before."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def settle() -> None:
    """Collect what is garbage (what an earlier :func:`settle` froze included), then freeze
    the survivors: call after a tournament is loaded."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def freeze() -> None:
    """Freeze what is alive now without collecting first (the program's opening: what
    :func:`loading` left is next to no garbage, and a walk of it would delay the first
    paint)."""
    gc.freeze()


def release() -> None:
    """Give the frozen objects back to the collector (the windows are closing)."""
    gc.unfreeze()
