"""Events of the list and its money in: a player registered or renamed, an entry bought,
the places renumbered (applied in :mod:`tournament.service.handlers.entries`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.service.records import EntryKind, PlayerPlace

__all__ = [
    "EntryBought",
    "PlacesRenumbered",
    "PlayerRegistered",
    "PlayerRenamed",
]


@dataclass(frozen=True, slots=True)
class PlayerRegistered:
    """A player was put on the list."""

    player_id: str
    number: int
    name: str
    country: str


@dataclass(frozen=True, slots=True)
class PlayerRenamed:
    """A player's name was corrected (in the event and the player database)."""

    player_id: str
    name: str


@dataclass(frozen=True, slots=True)
class EntryBought:
    """A player paid an entry (buy-in, re-entry, rebuy or add-on) and received chips."""

    entry_id: str
    player_id: str
    kind: EntryKind
    amount: int
    fee: int
    bounty: int
    chips: int
    at: int


@dataclass(frozen=True, slots=True)
class PlacesRenumbered:
    """A re-entry took a busted player back into the field: the players who busted after
    him (or with him) move down one place each (see
    :func:`tournament.money.places_after_re_entry`)."""

    places: tuple[PlayerPlace, ...]
