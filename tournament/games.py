"""Games as the tournament sees them: a thin view over the engine's ``VARIANTS``.

The engine's :data:`tournament.engine.variants.VARIANTS` is the single table of games
(name, betting structure, button or stud).  This module only adds what the clock screen
needs and the engine does not keep: a short name ("Stud 8", "2-7 TD").

>>> game_name("F7S/8")
'Seven card stud hi-lo 8 or better'
>>> short_name("F2L3D")
'2-7 TD'
>>> is_button_game("FR"), is_limit("FR"), uses_blinds("PO")
(False, True, True)
"""

from __future__ import annotations

from tournament.engine.variants import VARIANTS, Variant
from tournament.errors import DomainError

__all__ = [
    "SHORT_NAMES",
    "UnknownGameError",
    "game",
    "game_name",
    "is_button_game",
    "is_known",
    "is_limit",
    "is_stud",
    "short_name",
    "uses_blinds",
]

SHORT_NAMES: dict[str, str] = {
    "NT": "NLHE",
    "FT": "Limit Hold'em",
    "PT": "PLHE",
    "NO": "NLO",
    "FO": "Limit Omaha",
    "PO": "PLO",
    "NO/8": "NLO8",
    "FO/8": "O8",
    "PO/8": "PLO8",
    "F7S": "Stud",
    "F7S/8": "Stud 8",
    "FR": "Razz",
    "F2L3D": "2-7 TD",
    "N2L1D": "2-7 SD",
    "FB": "Badugi",
}
"""Short names for the clock screen, keyed by PHH game code (the only extra field)."""


class UnknownGameError(DomainError):
    """A game code that is not one of the engine's variants."""


def is_known(code: str) -> bool:
    """True when ``code`` is a PHH game code the engine can deal."""
    return code in VARIANTS


def game(code: str) -> Variant:
    """The engine's variant for ``code``; raises :class:`UnknownGameError` with the known codes."""
    try:
        return VARIANTS[code]
    except KeyError:
        known = ", ".join(sorted(VARIANTS))
        raise UnknownGameError(f"unknown game code {code!r} (known games: {known})") from None


def game_name(code: str) -> str:
    """The full display name, e.g. ``"Razz"``."""
    return game(code).name


def short_name(code: str) -> str:
    """A short display name for the clock screen; falls back to the full name."""
    return SHORT_NAMES.get(code, game(code).name)


def is_button_game(code: str) -> bool:
    """True for games played with a button and blinds (hold'em, Omaha, draw)."""
    return game(code).button_game


def is_stud(code: str) -> bool:
    """True for stud games (ante and bring-in, no button)."""
    return not game(code).button_game


def is_limit(code: str) -> bool:
    """True for fixed-limit games (bets in small and big bets)."""
    return game(code).limit


def uses_blinds(code: str) -> bool:
    """True for no-limit and pot-limit button games, whose forced bets are the level's blinds.

    Limit button games take their blinds from the small bet (see ``Level.amounts_for``).
    """
    v = game(code)
    return v.button_game and not v.limit
