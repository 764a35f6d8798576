"""Field profiles: how loose, how aggressive and how uncertain a kind of field is.

A director knows the crowd: an elite or high-roller field plays tight, patient poker
and busts slowly; a festival's regulars are mixed; a local re-entry crowd gambles early.
Each profile is a :class:`~tournament.rehearsal.settings.BotSettings` whose values were
fitted to real events (``bench/rehearsal_calibration.py``, its data in
``bench/rehearsal_events.toml``; the figures it reaches are in the README), and whose
``spread`` says how unsure that fit is: each run draws its own looseness around the
profile's, so the band of the predictions covers it.

>>> profile("regular").name
'festival regular'
>>> profile("elite").tight_share > profile("reentry").tight_share
True
>>> profile("pros")
Traceback (most recent call last):
...
tournament.errors.DomainError: Unknown field profile 'pros' (elite, regular, reentry)
"""

from __future__ import annotations

from tournament.errors import DomainError
from tournament.rehearsal.settings import BotSettings

__all__ = ["PROFILES", "profile"]

PROFILES: dict[str, BotSettings] = {
    "elite": BotSettings(
        name="elite / high roller",
        tight_share=0.75,
        tight_range=0.19,
        loose_range=0.34,
        call_strength=0.6,
        spread=0.15,
    ),
    "regular": BotSettings(),  # the defaults
    "reentry": BotSettings(
        name="local re-entry crowd",
        tight_share=0.35,
        tight_range=0.22,
        loose_range=0.45,
        call_strength=0.5,
        spread=0.25,
    ),
}
"""The named profiles (key: what the command line and the dialog pass)."""


def profile(key: str) -> BotSettings:
    """The profile named ``key`` (see :data:`PROFILES`); DomainError naming the known ones."""
    try:
        return PROFILES[key]
    except KeyError:
        raise DomainError(f"Unknown field profile {key!r} ({', '.join(PROFILES)})") from None
