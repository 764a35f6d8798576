"""The director's commands for the list and its money in: registering, renaming, buy-ins,
re-entries, rebuys and add-ons (decided in :mod:`tournament.service.handlers.entries`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.service.records import Newcomer

__all__ = [
    "AddOn",
    "AddOnMany",
    "BuyIn",
    "DoubleAddOn",
    "ReEnter",
    "Rebuy",
    "RegisterAndBuyIn",
    "RegisterAndBuyInMany",
    "RegisterPlayer",
    "RenamePlayer",
]


@dataclass(frozen=True, slots=True)
class RegisterPlayer:
    """Put a player on the list (no money yet); the id is generated when not given.

    A name that is already on the list for a player still in the event is refused unless
    ``second_player`` says the director means a second player of that name.
    """

    name: str
    country: str = ""
    player_id: str | None = None
    second_player: bool = False


@dataclass(frozen=True, slots=True)
class RenamePlayer:
    """Correct a player's name (a typo, a nickname): in the event, its exports and the
    player database. A name another player still in the event has is refused."""

    player_id: str
    name: str


@dataclass(frozen=True, slots=True)
class BuyIn:
    """First entry of a registered player (also late registration while it is open)."""

    player_id: str


@dataclass(frozen=True, slots=True)
class RegisterAndBuyIn:
    """The director's "register": put a player on the list, take the buy-in and, when
    seats are already drawn, give them a random open seat (one action, one undo step).

    The id is generated when not given and ``second_player`` is the director's "a second
    player with the same name" (as :class:`RegisterPlayer`).
    """

    name: str
    country: str = ""
    player_id: str | None = None
    second_player: bool = False


@dataclass(frozen=True, slots=True)
class RegisterAndBuyInMany:
    """The director's batch registration (players picked in the player database or a CSV
    file): each is registered, bought in and, when seats are drawn, seated - one action, one
    undo step. A name already in the event refuses the whole batch (as
    :class:`RegisterAndBuyIn`)."""

    players: tuple[Newcomer, ...]


@dataclass(frozen=True, slots=True)
class AddOnMany:
    """A batch of add-ons, one per player listed: one action, one undo step (the first
    player who cannot take it refuses the batch)."""

    player_ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ReEnter:
    """A busted player buys a new entry (full starting stack).

    With ``seat=True`` (the director's "re-enter") the player also gets a random open seat
    when seats are drawn already, in the same action (one undo step).
    """

    player_id: str
    seat: bool = False


@dataclass(frozen=True, slots=True)
class Rebuy:
    """A player in the tournament buys more chips (``busted``: he has just lost his last
    chips and rebuys instead of being eliminated; his stack is then the rebuy's chips)."""

    player_id: str
    busted: bool = False


@dataclass(frozen=True, slots=True)
class AddOn:
    """A player buys the add-on."""

    player_id: str


@dataclass(frozen=True, slots=True)
class DoubleAddOn:
    """A player buys two add-ons at once (the double add-on): one action, one undo step.
    Refused when the event allows one add-on a player."""

    player_id: str
