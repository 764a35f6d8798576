"""Field profiles: how fast a kind of field loses chips, and how unsure that is.

A director knows the crowd: an elite or high-roller field, a festival's regulars, a local
re-entry crowd. Each profile is a :class:`~tournament.rehearsal.settings.BotSettings`
whose ranges were fitted to how fast such fields really lost players
(``bench/rehearsal_calibration.py``, its data in ``bench/rehearsal_events.toml`` and
``bench/rehearsal_fit_runs.json``; the figures it reaches are in the README). The ranges
are the knob the fit turns, not a survey of how many hands such players play. Refitted
(22:50 UTC, 27 Nov) after the bots' play after the flop in no-limit and pot-limit hold'em
changed (:mod:`tournament.rehearsal.postflop`), every event of a profile sampled around
the same ranges: the festival regulars (two no-limit Day 1A flights and the 2019 Eight
Game Mix) × 0.84 of the ranges before (tight 0.229, loose 0.458): the flights alone ask
for about × 1, the Eight Game Mix for less; the elite profile (the 2019 H.O.R.S.E.
alone, not re-sampled: no hold'em after a flop in no-limit) keeps its ranges; the re-entry
profile, fitted on two $500-$550 no-limit fields whose structures are mostly inferred,
× 1.20 (still the tightest profile, which more likely says the inferred structures are
faster than the real ones than that such a crowd plays fewer hands). ``spread`` is how
unsure the fit is: each run draws its own looseness around the profile's, and 0.86 is the
smallest spread whose 10-90 % bands held the real values of 80 % of the points of
events left out of the fit.

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
        tight_range=0.32,
        loose_range=0.573,
        call_strength=0.6,
        spread=0.86,
    ),
    "regular": BotSettings(),  # the defaults: tight 0.229, loose 0.458, spread 0.86
    "reentry": BotSettings(
        name="local re-entry crowd",
        tight_share=0.35,
        tight_range=0.119,
        loose_range=0.242,
        call_strength=0.5,
        spread=0.86,
    ),
}
"""The named profiles (key: what the command line and the dialog pass)."""


def profile(key: str) -> BotSettings:
    """The profile named ``key`` (see :data:`PROFILES`); DomainError naming the known ones."""
    try:
        return PROFILES[key]
    except KeyError:
        raise DomainError(f"Unknown field profile {key!r} ({', '.join(PROFILES)})") from None
