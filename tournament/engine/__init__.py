"""The hand engine: variants, rule settings and the single-hand state machine.

Public API (see each module's docstrings):

- :data:`VARIANTS`, :class:`Variant`, :class:`Street` -- games as data (``variants``).
"""

from __future__ import annotations

from tournament.engine.variants import VARIANTS, Street, Variant, variant

__all__ = ["VARIANTS", "Street", "Variant", "variant"]
