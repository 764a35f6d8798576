"""Seats won in a satellite entered in the target event (:class:`~.commands.EnterSeats`).

The command is the target event's: each seat winner is registered (under a new id here, or
the id given: the player database's), linked by name to the same person in the player
database, bought in at the target's
price (the satellite paid it: the pool grows as by any buy-in) and seated when seats are
drawn; then the link to the satellite is recorded (``Meta.seats_entered``). All of it is
one action and one undo step. A seat is entered once: a second entry of the same seat is
refused, as is a player already in the event.

>>> import random
>>> from tournament.service.aggregate import Tournament
>>> from tournament.service import commands as c
>>> from tournament.service.records import BuyInSettings, SeatEntry
>>> from tournament.structure import Level
>>> t = Tournament()
>>> levels = (Level(("NT",), 60_000),)
>>> create = c.CreateTournament("Main", BuyInSettings(100_000, 10_000), levels, 2)
>>> _ = t.handle(create, 0, random.Random(1))
>>> seat = SeatEntry("", "Ana Lee", "T-SAT", "Satellite", "P0001")
>>> _ = t.handle(c.EnterSeats((seat,)), 0, random.Random(1))
>>> t.player("P0001").entries, t.prize_pool(), t.meta.seats_entered[0].player_id
(1, 100000, 'P0001')
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service import events as e

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import TournamentState, TournamentWrites

__all__ = ["apply_seats_entered", "decide_link_seats", "steps_enter_seats"]


def steps_enter_seats(t: TournamentState, cmd: c.EnterSeats) -> Iterator[c.Command]:
    """Register and buy in each seat winner, then link the seats (this command again,
    decided by :func:`decide_link_seats`)."""
    from tournament.service.handlers.entries import steps_register_and_buy_in

    if not cmd.seats:
        raise DomainError("Choose the seat winners to enter first")
    won = {(x.satellite_id, x.satellite_player_id) for x in t.meta.seats_entered}
    given: set[tuple[str, str]] = set()
    for x in cmd.seats:
        key = (x.satellite_id, x.satellite_player_id)
        if key in won or key in given:
            raise DomainError(
                f"{x.name}'s seat from {x.satellite_name} is already entered in this event"
            )
        given.add(key)
        if x.player_id and _known(t, x.player_id):
            raise DomainError(f"{x.name} is already registered in this event")
    entered = []
    for x in cmd.seats:
        # a new id here when none is given (the next one, once the previous seat is in)
        x = replace(x, player_id=x.player_id or f"P{t.meta.next_player:04d}")
        entered.append(x)
        yield from steps_register_and_buy_in(t, c.RegisterAndBuyIn(x.name, x.country, x.player_id))
    yield c.EnterSeats(tuple(entered))


def _known(t: TournamentState, player_id: str) -> bool:
    return player_id in t.players_by_id


def decide_link_seats(
    t: TournamentState, cmd: c.EnterSeats, now: int, rng: random.Random
) -> list[e.Event]:
    """The link of the seats just registered (the last step of :class:`EnterSeats`)."""
    for x in cmd.seats:
        if t.player(x.player_id).entries == 0:  # pragma: no cover - the steps bought in
            raise DomainError(f"{x.name} has not bought in")
    return [e.SeatsEntered(cmd.seats)]


def apply_seats_entered(t: TournamentWrites, ev: e.SeatsEntered) -> None:
    """Keep the seats' link to the satellite."""
    t.set_meta(replace(t.meta, seats_entered=(*t.meta.seats_entered, *ev.seats)))
