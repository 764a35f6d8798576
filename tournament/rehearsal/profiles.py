"""Field profiles: how fast a kind of field loses chips, and how unsure that is.

A director knows the crowd: an elite or high-roller field, a festival's regulars, a local
re-entry crowd. Each profile is a :class:`~tournament.rehearsal.settings.BotSettings`
whose ranges were fitted to how fast such fields really lost players
(``bench/rehearsal_calibration.py``, its data in ``bench/rehearsal_events.toml`` and
``bench/rehearsal_fit_runs.json``; the figures it reaches are in the README). The ranges
are the knob the fit turns, not a survey of how many hands such players play: the one
elite event small enough to fit, a limit H.O.R.S.E., needs the elite ranges twice as wide
as before for the bots to lose players as fast as the real field did (the bots play
limit games too passively), so the elite profile is now the loosest. The re-entry profile
is not fitted (its one event has 3,759 entries: too costly on this machine) and keeps its
ranges. ``spread`` is how unsure the fit is: each run draws its own looseness around the
profile's, and 0.65 is the smallest spread whose 10-90 % bands held the real values of
80 % of the points of events left out of the fit.

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
        tight_range=0.38,
        loose_range=0.68,
        call_strength=0.6,
        spread=0.65,
    ),
    "regular": BotSettings(),  # the defaults: tight 0.167, loose 0.333, spread 0.65
    "reentry": BotSettings(
        name="local re-entry crowd",
        tight_share=0.35,
        tight_range=0.22,
        loose_range=0.45,
        call_strength=0.5,
        spread=0.65,
    ),
}
"""The named profiles (key: what the command line and the dialog pass)."""


def profile(key: str) -> BotSettings:
    """The profile named ``key`` (see :data:`PROFILES`); DomainError naming the known ones."""
    try:
        return PROFILES[key]
    except KeyError:
        raise DomainError(f"Unknown field profile {key!r} ({', '.join(PROFILES)})") from None
