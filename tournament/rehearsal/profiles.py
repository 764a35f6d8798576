"""Field profiles: how fast a kind of field loses chips, and how unsure that is.

A director knows the crowd: an elite or high-roller field, a festival's regulars, a local
re-entry crowd. Each profile is a :class:`~tournament.rehearsal.settings.BotSettings`
whose ranges are the knob the fit turns to match how fast such fields really lost
players, not a survey of how many hands such players play
(``bench/rehearsal_calibration.py``, its data in ``bench/rehearsal_events.toml`` and
``bench/rehearsal_fit_runs.json``; the figures it reaches, fitted and held out, are in
the README's "How close it comes to real events").

- *festival regular* (the defaults: tight 0.254, loose 0.508): fitted on two no-limit
  Day 1A flights and the 2019 Eight Game Mix. The ten-handed 90-big-blind 2011 WSOP
  $1,500 asks tighter ranges and the 300-big-blind flights looser ones: one multiplier
  cannot serve both depths.
- *elite / high roller* (0.32 / 0.573, three players in four tight): fitted on the 2019
  H.O.R.S.E. (a limit mix). The 2015 Main Event (no-limit) loses its players far faster
  than the real field with these ranges and asks about 0.7 times them: the limit and
  the no-limit elite fields disagree.
- *local re-entry crowd* (0.119 / 0.242, fewer tight players, looser calls after the
  flop): between Montreal and the Deepstack (which ask looser) and the Casino Employees
  (which asks tighter); the fit's looser multiplier, checked directly on Montreal, kept
  too few players, so the sampled ranges stay. The ranges are narrower than the
  regulars': the order of the knob is not the order of how many hands such crowds play.

``spread`` is how unsure the fit is: each run draws its own looseness around the
profile's (log-normal, ``spread`` its standard deviation), and 0.55 is the smallest
spread whose 10-90 % bands held the real values of 80 % of the points of the nine
events, each predicted by a fit that did not see it (12 of 14 points).

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
        spread=0.55,
    ),
    "regular": BotSettings(),  # the defaults: tight 0.254, loose 0.508, spread 0.55
    "reentry": BotSettings(
        name="local re-entry crowd",
        tight_share=0.35,
        tight_range=0.119,
        loose_range=0.242,
        call_strength=0.5,
        spread=0.55,
    ),
}
"""The named profiles (key: what the command line and the dialog pass)."""


def profile(key: str) -> BotSettings:
    """The profile named ``key`` (see :data:`PROFILES`); DomainError naming the known ones."""
    try:
        return PROFILES[key]
    except KeyError:
        raise DomainError(f"Unknown field profile {key!r} ({', '.join(PROFILES)})") from None
