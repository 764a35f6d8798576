"""View-model values the widgets display: plain data, built from domain queries in ``ui.app``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, NamedTuple

DealMethod = Literal["icm", "chip_chop", "even"]
"""How the remaining players split the remaining prizes (ICM, chip chop, evenly)."""


def format_clock(ms: int) -> str:
    """Format a duration as ``H:MM:SS`` or ``MM:SS``; negative durations show as 00:00.

    >>> format_clock(754_000)
    '12:34'
    >>> format_clock(3_723_000)
    '1:02:03'
    >>> format_clock(999)
    '00:01'
    """
    seconds = max(0, (ms + 999) // 1000)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


def format_chips(amount: int) -> str:
    """Chips with the locale's thousands separators: ``format_chips(1234567) == '1,234,567'``
    in English, ``'1.234.567'`` in German."""
    from ui.locale_format import chips

    return chips(amount)


@dataclass(frozen=True, slots=True)
class ClockScreenModel:
    """Everything the clock screen shows, already worded for players.

    ``tables_games``: what each table plays now when the tables are on different games of
    the rotation ("" when they all play ``game``); ``winner``: the winner's name once the
    event is over (``payouts`` then lists what each place was actually paid, with names).
    """

    title: str
    level_label: str
    game: str
    time_left_ms: int
    running: bool
    on_break: bool
    stakes: tuple[str, ...]
    next_label: str
    next_break_ms: int | None
    players_left: int
    entries: int
    average_stack: int
    prize_pool: str
    payouts: tuple[tuple[str, str], ...] = field(default=())
    notice: str = ""
    started: bool = True
    next_game: str = ""
    hand_for_hand: bool = False
    hand_for_hand_hands: int = 0
    hand_for_hand_ms: int = 0
    """What each hand-for-hand hand takes off the clock (shown while hand-for-hand is on)."""
    level_index: int = 0
    """The step of the structure now played (alerts compare it between readings)."""
    time_of_day: str = ""
    chip_leader: str = ""
    chip_leader_stack: int = 0
    rebuys: int = 0
    add_ons: int = 0
    next_compact: str = ""
    """The next level in one short line: "Next: Level 2 · Blinds 200 / 300 · Ante 300"."""
    break_info: str = ""
    """On a break, what happens at its end: "Then: colour up the 25s · Level 5"."""
    message: str = ""
    """The director's message to the room ("Dinner break at 8")."""
    recent_seats: tuple[str, ...] = ()
    """Recent seatings and moves, newest first: "Alice Moreau → Table 3, Seat 7"."""
    tables_games: str = ""
    winner: str = ""
    registration: str = ""
    """Late registration: "open" (``registration_closes_in_ms`` left), "closed", or ""
    (nothing to say: the event is over)."""
    registration_closes_in_ms: int = 0
    bounty: str = ""
    festival: str = ""
    """An event in flights: "Day 1B · Prize pool € 171,600 · 180 entries in 3 flights", or
    "Day 2 · 212 players from 3 flights" ("" for an event of one flight)."""
    """The bounty a buy-in puts on a head ("€ 25"), "" without bounties."""
    day: str = ""
    """The day of a multi-day event: "Day 2 · 212 players" ("" for a one-day event)."""
    day_over: bool = False
    """Play has stopped for the day (the clock waits for the next day)."""
    day_bagged: bool = False
    """The day's bags are recorded and add up (the next day may start)."""
    satellite: str = ""
    """A satellite's seats and the rule in force ("4 seats of € 1,100 · € 260 to 5th");
    "" when the event pays places."""
    seats_won: int = 0
    """The seats won when a satellite's play stopped (0: play goes on, or no satellite)."""


class PlayerLine(NamedTuple):
    """One line of the players list (a named tuple: built for each of 10,000 players at
    opening, three times faster than a frozen dataclass)."""

    player_id: str
    name: str
    status: str
    table: int | None
    seat: int | None
    stack: int | None
    entries: int
    bounty: str = ""
    prize: str = ""
    order: tuple[int, ...] = ()
    """Where the row goes in the list (seated by table and seat, then registered, then by
    place); rows are sorted by it."""


@dataclass(frozen=True, slots=True)
class SeatDisplay:
    """One seat at a table as the console draws it."""

    seat: int
    player: str | None
    marker: str = ""  # "D", "SB", "BB", "D (dead)" or "locked" (translated)
    locked: bool = False
    stack: int | None = None
    """The player's chips (None: an empty seat)."""


@dataclass(frozen=True, slots=True)
class TableDisplay:
    """A table with its seats, for the tables tab."""

    number: int
    game: str
    seats: tuple[SeatDisplay, ...]

    @property
    def occupied(self) -> int:
        """How many players sit at this table."""
        return sum(1 for s in self.seats if s.player)


@dataclass(frozen=True, slots=True)
class MoveRow:
    """One move of a balance, break or redraw plan, worded for the director."""

    player: str
    from_place: str
    to_place: str
    reason: str = ""


@dataclass(frozen=True, slots=True)
class PayoutLine:
    """One line of the payouts tab: a paid place, who finished there and whether they are paid."""

    place: str
    player: str
    prize: str
    state: str = ""
    player_id: str | None = None


@dataclass(frozen=True, slots=True)
class DealShareLine:
    """One player's share of a proposed deal."""

    player: str
    chips: int
    amount: str
    amount_cents: int
    by_chips: str = ""
    """The prize of the place the player's chips rank him at now (the payout table)."""
    change: str = ""
    """The deal amount against ``by_chips``: "+ € 20", "- € 20"."""


@dataclass(frozen=True, slots=True)
class DealPreview:
    """What a deal would pay each remaining player, before the director confirms it."""

    method: str
    shares: tuple[DealShareLine, ...]
    total: str
    total_cents: int
    play_for: str = ""


@dataclass(frozen=True, slots=True)
class RaceRow:
    """One table's chip race before it is run, worded: "Table 2", "Alice Moreau: 3 · Bruno
    Castellanos: 2" (odd chips each), "200" (their value), "2 × 100" (chips raced for)."""

    table: str
    racers: str
    odd_value: str
    raced: str


@dataclass(frozen=True, slots=True)
class CountRow:
    """A player whose stack can be counted: the last recorded stack is the starting value."""

    player_id: str
    name: str
    table: int | None
    seat: int | None
    stack: int


@dataclass(frozen=True, slots=True)
class TournamentItem:
    """A tournament stored in the database, for the Open-tournament picker."""

    tournament_id: str
    name: str
    created_ms: int
    finished_ms: int | None = None
