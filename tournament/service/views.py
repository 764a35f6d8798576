"""Read-only views of a tournament for the UI: players, tables, money summary; the clock's
views (levels, the clock at an instant) are in :mod:`tournament.service.clock_views` and
named here too.

Plain frozen values built from the aggregate; the UI never touches the records directly.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from tournament.games import is_stud
from tournament.money import average_stack
from tournament.service.clock_views import ClockView, GameStakes, LevelView, clock_view, levels_view
from tournament.service.days import day_name
from tournament.service.flights import event_players_left
from tournament.service.records import PlayerRecord, PlayerStatus
from tournament.service.satellite import bubble_places, seat_count
from tournament.service.tournament_table import TournamentTable
from tournament.table_errors import SeatingError

if TYPE_CHECKING:
    from tournament.service.state import TournamentState

__all__ = [
    "ClockView",
    "GameStakes",
    "LevelView",
    "PlayerView",
    "SeatView",
    "SummaryView",
    "TableView",
    "TableViewCache",
    "clock_view",
    "levels_view",
    "player_view",
    "players_view",
    "summary_view",
    "tables_view",
]


class PlayerView(NamedTuple):
    """One row of the players list (a named tuple: built for each of 10,000 players at
    opening, five times faster than a frozen dataclass)."""

    player_id: str
    number: int
    name: str
    country: str
    status: PlayerStatus
    table: int | None
    seat: int | None
    stack: int
    entries: int
    rebuys: int
    add_ons: int
    bounty: int
    bounties_won: int
    place: int | None
    prize: int
    paid: int


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat of a table."""

    seat: int
    player_id: str | None
    name: str
    stack: int
    locked: bool


@dataclass(frozen=True, slots=True)
class TableView:
    """A table with its seats and who has the button and the blinds in the next hand.

    Positions follow the table module's dead-button rules: ``button`` may be an empty seat
    (``dead_button``), ``small_blind`` is None when nobody posts it, heads-up the button
    posts the small blind. In stud (button frozen, TDA 11B) ``button`` is where the next
    hold'em hand puts it and there are no blinds. ``waiting``: newcomers' seats not dealt
    in until the button passes; ``next_big_blind``: the seat that posts the big blind next
    in a button game (balancing moves this player); ``hands``: hands dealt here.
    """

    number: int
    size: int
    broken: bool
    seats: tuple[SeatView, ...]
    players: int
    button: int | None
    small_blind: int | None
    big_blind: int | None
    dead_button: bool = False
    waiting: tuple[int, ...] = ()
    next_big_blind: int | None = None
    button_frozen: bool = False
    game: str = ""
    hands: int = 0


@dataclass(frozen=True, slots=True)
class SummaryView:
    """Numbers for the clock screen and the console header.

    ``chips_in_play`` are the chips the entries put on the tables (less a colour-up's odd
    chips); ``average_stack`` is always those over the players left. ``recorded_chips`` is
    the total of the recorded stacks (they rank the chip leader) and ``chip_difference``
    = recorded - in play (0 when the counts add up). ``payouts_warning`` says what is
    wrong when the payout table no longer adds up to the pool ("" when it does).
    """

    players_left: int
    entries: int
    re_entries: int
    rebuys: int
    add_ons: int
    chips_in_play: int
    average_stack: int
    chip_leader: str | None
    chip_leader_stack: int
    prize_pool: int
    payouts: tuple[int, ...]
    places_paid: int
    on_bubble: bool
    in_the_money: bool
    finished: bool
    recorded_chips: int = 0
    chip_difference: int = 0
    payouts_warning: str = ""
    payouts_locked: bool = False
    chip_leader_shared: bool = False
    """Several players share the biggest stack: nobody leads alone."""
    seats: int = 0
    """A satellite's seats (0: not a satellite, or no seat yet); its bubble is seats + 1."""
    day: str = ""
    """Today's name (:func:`tournament.service.days.day_name`): "1B" while flights play,
    then "2", "3" ...; "" for an event of one day. In flights, ``players_left`` and
    ``average_stack`` are the whole event's."""
    flights: int = 0
    """How many starting flights the event has (0: none)."""
    day_field: int = 0
    """Day 2's field as the flights formed it (0: not formed)."""


def player_view(t: TournamentState, p: PlayerRecord) -> PlayerView:
    """One row of the players list."""
    at = t.location(p.player_id)
    return PlayerView(
        p.player_id,
        p.number,
        p.name,
        p.country,
        p.status,
        at[0] if at else None,
        at[1] if at else None,
        p.stack,
        p.entries,
        p.rebuys,
        p.add_ons,
        p.bounty,
        p.bounties_won,
        p.place,
        t.prize_for(p.player_id),
        p.paid,
    )


def players_view(t: TournamentState) -> tuple[PlayerView, ...]:
    """Every player in registration order (built afresh; the aggregate's
    :meth:`~tournament.service.aggregate.Tournament.players_view` reuses unchanged rows)."""
    return tuple(player_view(t, p) for p in t.player_records())


def _table_view(t: TournamentState, record: TournamentTable, game: str) -> TableView:
    table = record.table
    seats = []
    for s, pid in enumerate(record.seats, 1):
        p = t.player(pid) if pid is not None else None
        seats.append(SeatView(s, pid, p.name if p else "", p.stack if p else 0, s in record.locked))
    frozen = is_stud(game)  # the next hand is stud: the button stays frozen (TDA 11B)
    button = sb = bb = None
    dead = False
    waiting: tuple[int, ...] = ()
    if table.player_count >= 2 and table.started:
        try:
            hand = table.next_hand()
        except SeatingError:  # pragma: no cover - guarded by the checks above
            hand = None
        if hand is not None:
            button = hand.positions.button
            dead = hand.dead_button
            if not frozen:
                sb = hand.positions.small_blind if hand.small_blind_posted else None
                bb = hand.positions.big_blind
                waiting = hand.waiting
    elif table.started:
        button = table.button_seat
    return TableView(
        record.number,
        record.size,
        record.broken,
        tuple(seats),
        table.player_count,
        button,
        sb,
        bb,
        dead,
        waiting,
        table.next_big_blind_seat() if not record.broken else None,
        frozen,
        game,
        record.hands,
    )


class TableViewCache:
    """Table views by number, reused until the table is marked :attr:`dirty` (its record
    or a seated player's record changed: the aggregate marks it) or its game changes."""

    __slots__ = ("_views", "dirty")

    def __init__(self) -> None:
        self._views: dict[int, tuple[TournamentTable, str, TableView]] = {}
        self.dirty: set[int] = set()

    def view(self, t: TournamentState, record: TournamentTable, game: str) -> TableView:
        """The view of ``record`` played as ``game`` (built when an input changed)."""
        number = record.number
        hit = self._views.get(number)
        if hit is not None and number not in self.dirty and hit[0] is record and hit[1] == game:
            return hit[2]
        view = _table_view(t, record, game)
        self._views[number] = (record, game, view)
        self.dirty.discard(number)
        return view


def tables_view(
    t: TournamentState,
    include_broken: bool = False,
    now: int | None = None,
    cache: TableViewCache | None = None,
    numbers: Collection[int] | None = None,
) -> tuple[TableView, ...]:
    """Tables by number, with seats; broken tables only when asked (``cache``: reuse the
    views of tables that did not change; ``numbers``: only these tables, the others are
    not looked at)."""
    games = t.now_and_next(now)
    build = cache.view if cache is not None else _table_view
    if numbers is None:
        records: Iterable[TournamentTable] = t.table_records()
    else:
        found = (t.table_record(n) for n in sorted(set(numbers)))
        records = [r for r in found if r is not None]
    return tuple(
        build(t, r, games.by_table.get(r.number, games.current))
        for r in records
        if include_broken or not r.broken
    )


def summary_view(t: TournamentState) -> SummaryView:
    """Players left, average stack, chip leader, prize pool, payouts, bubble."""
    # Kept current by the aggregate as records change (no scan of the field).
    chips = t.chips_in_play()
    leader = t.chip_leader()  # the money module's rule: most chips, ties by lowest id
    paid = len(t.meta.payouts)
    bubble = bubble_places(t)  # a satellite's bubble is its last seat
    left = event_players_left(t)  # the whole event's, bags held included, in flights
    day2 = t.meta.flights.day2 if t.meta.flights is not None else None
    re_entries = t.entry_count("re_entry")
    check = t.payout_check()
    return SummaryView(
        left,
        t.entry_count("buy_in") + re_entries,
        re_entries,
        t.entry_count("rebuy"),
        t.entry_count("add_on"),
        chips,
        average_stack(chips, left),
        leader.player_id if leader else None,
        leader.stack if leader else 0,
        t.prize_pool(),
        t.meta.payouts,
        paid,
        bubble > 0 and left == bubble + 1 and not t.meta.finished,
        bubble > 0 and left <= bubble,
        t.meta.finished,
        t.recorded_chips(),
        t.recorded_chips() - chips,
        check.message if check is not None else "",
        t.meta.payouts_locked,
        t.chip_leader_shared(),
        seat_count(t),
        day_name(t),
        len(t.meta.flights.flights) if t.meta.flights is not None else 0,
        day2.players if day2 is not None else 0,
    )
