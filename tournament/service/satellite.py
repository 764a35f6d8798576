"""A satellite (:class:`~.commands.SetSatellite`): seats in a target event, and the stop.

The payouts of a satellite are seats (:mod:`tournament.money.satellite`): as many as the
pool buys at the seat value, the remainder by the stated rule. They follow the pool as
entries, re-entries, rebuys and add-ons come in (until the director locks them); the
clock screen shows them growing. When a bust leaves as many players as seats, play stops
in the same action (:func:`seats_won`): every player left wins a seat, they share the
finish (place 1 for each, the seats' value split evenly), hand-for-hand ends and the
clock stops; further busts and hands are refused with the reason. A deal does not apply
to seat winners. Setting the terms, the stop and its undo are one step each, like any
other command.

>>> import random
>>> from tournament.service.aggregate import Tournament
>>> from tournament.service import commands as c
>>> from tournament.service.records import BuyInSettings, SatelliteTerms
>>> from tournament.structure import Level
>>> t = Tournament()
>>> create = c.CreateTournament("Sat", BuyInSettings(10_000, 1_000), (Level(("NT",), 60_000),), 2)
>>> _ = t.handle(create, 0, random.Random(1))
>>> _ = t.handle(c.SetSatellite(SatelliteTerms(110_000, "next_place", "Main")), 0, random.Random(1))
>>> seat_count(t), t.meta.payouts
(0, ())
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament import money
from tournament.errors import DomainError
from tournament.limits import MAX_MONEY
from tournament.money import satellite as seats_money
from tournament.money.fmt import money as fmt_money
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.records import Meta, SatelliteTerms

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import TournamentState, TournamentWrites

__all__ = [
    "HELD_BACK_NOTE",
    "MAX_TARGET_NAME",
    "apply_satellite_set",
    "apply_seats_won",
    "bubble_places",
    "decide_set_satellite",
    "payouts_in_force",
    "refuse_when_over",
    "seat_count",
    "seat_payouts_now",
    "seats_following",
    "seats_won",
]

HELD_BACK_NOTE = "Added to the next satellite"
"""Why a satellite's remainder is held back by the ``next_satellite`` rule."""

MAX_TARGET_NAME = 120
"""The longest target event name, in characters."""


def seat_count(t: TournamentState) -> int:
    """The seats the satellite's payouts pay now (0: none yet, or not a satellite)."""
    terms = t.meta.satellite
    if terms is None:
        return 0
    return sum(1 for a in t.meta.payouts if a >= terms.seat_value)


def bubble_places(t: TournamentState) -> int:
    """The places the bubble is played for: the seats of a satellite (hand-for-hand
    engages at seats + 1), else the places paid."""
    return seat_count(t) if t.meta.satellite is not None else len(t.meta.payouts)


def seat_payouts_now(terms: SatelliteTerms, pool: int) -> seats_money.SeatPayouts:
    """The money module's seats for ``pool`` on ``terms`` (refusals as DomainError)."""
    try:
        return seats_money.seat_payouts(pool, terms.seat_value, terms.rule)
    except money.MoneyError as error:
        raise DomainError(str(error)) from error


def payouts_in_force(t: TournamentState) -> seats_money.SeatPayouts | None:
    """The seats the payouts pay now, as the money module words them (a locked table
    stays as it was locked, whatever the pool did since); None: not a satellite."""
    terms, m = t.meta.satellite, t.meta
    if terms is None:
        return None
    if not m.payouts:  # no seat yet: what the pool holds towards the first
        return seat_payouts_now(terms, t.prize_pool())
    seats = seat_count(t)
    pool = sum(m.payouts) + m.payouts_held_back
    remainder = pool - seats * terms.seat_value
    return seats_money.SeatPayouts(
        pool, terms.seat_value, terms.rule, seats, remainder, m.payouts, m.payouts_held_back
    )


def _payouts_event(terms: SatelliteTerms, pool: int) -> e.PayoutsSet:
    p = seat_payouts_now(terms, pool)
    note = HELD_BACK_NOTE if p.held_back else ""
    return e.PayoutsSet(p.amounts, 0, p.held_back, note)


def refuse_when_over(meta: Meta) -> None:
    """Refuse a bust or a hand once the seats are won, saying why."""
    n = len(meta.seat_winners)
    if n:
        raise DomainError(
            f"Seats won — the satellite is over: {n} players won a seat; no more busts or "
            "hands are recorded"
        )


def decide_set_satellite(
    t: TournamentState, cmd: c.SetSatellite, now: int, rng: random.Random
) -> list[e.Event]:
    """The events of :class:`SetSatellite`, or a :class:`DomainError` saying why not."""
    m = t.meta
    t.check_not_finished()
    if m.deal is not None:
        raise DomainError("A deal was made; payouts can no longer change")
    terms = cmd.terms
    if terms is None:
        if m.satellite is None:
            raise DomainError("This tournament is not a satellite")
        return [e.SatelliteSet(None), e.PayoutsSet(())]
    if terms.seat_value <= 0:
        raise DomainError("A seat must be worth more than nothing")
    if terms.seat_value > MAX_MONEY:
        raise DomainError(f"A seat of {fmt_money(terms.seat_value)} is more than can be kept")
    name = " ".join(terms.target_name.split())
    if len(name) > MAX_TARGET_NAME:
        raise DomainError(
            f"The target event's name is {len(name)} characters long; at most {MAX_TARGET_NAME}"
        )
    terms = replace(terms, target_name=name)
    if terms == m.satellite:
        raise DomainError("The satellite is already set that way")
    return [e.SatelliteSet(terms), _payouts_event(terms, t.prize_pool())]


def seats_following(t: TournamentState, pool: int) -> list[e.Event]:
    """The seats again for the pool an entry made ``pool``, while they follow it (not
    locked); [] when they are as they were."""
    m = t.meta
    if m.satellite is None or m.payouts_locked or m.deal is not None:
        return []
    event = _payouts_event(m.satellite, pool)
    if (event.amounts, event.held_back) == (m.payouts, m.payouts_held_back):
        return []
    return [event]


def seats_won(
    t: TournamentState, places: dict[str, int], left_after: int
) -> tuple[str, ...] | None:
    """The seat winners when a bust group with ``places`` leaves ``left_after`` players
    (None: play goes on). Everyone left wins a seat, and a busted player whose place is a
    seat (a bust group crossing the line: the bigger starting stack finishes higher).

    A tie across the last seat cannot share a seat: it is refused, to be settled."""
    seats = seat_count(t)
    if t.meta.satellite is None or not seats_money.seat_winners_at(seats, left_after):
        return None
    busted = set(places)
    left = [p.player_id for p in t.active_players() if p.player_id not in busted]
    by_place = sorted(places.items(), key=lambda kv: (kv[1], kv[0]))
    shared = Counter(places.values())
    tied_at_line = [pid for pid, place in by_place if place <= seats < place + shared[place] - 1]
    if tied_at_line:
        names = ", ".join(t.player(pid).name for pid in tied_at_line)
        raise DomainError(
            f"{names} started the hand with equal stacks and would share the last seat: "
            "a seat cannot be shared. Settle it as the house rules say, then record as "
            "busted only those who do not get the seat"
        )
    return (*left, *(pid for pid, place in by_place if place <= seats))


def apply_satellite_set(t: TournamentWrites, ev: e.SatelliteSet) -> None:
    """The tournament pays seats on ``ev.terms`` (or places again)."""
    t.set_meta(replace(t.meta, satellite=ev.terms))


def apply_seats_won(t: TournamentWrites, ev: e.SeatsWon) -> None:
    """The seat winners share the finish (place 1 each) and the satellite is over."""
    for pid in ev.players:
        t.put_player(replace(t.players_by_id[pid], place=1))
    t.set_meta(replace(t.meta, seat_winners=ev.players, finished=True))
