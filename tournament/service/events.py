"""Events: facts, past tense, with every random choice already resolved.

``Tournament.apply(event)`` is deterministic: it reads no clock and no rng. Forward events
(``PlayerRegistered``, ``SeatsDrawn``, ``PlayersEliminated``...) are what ``handle``
returns; the ``...Restored`` events put one record back as it was and are what the inverse
of a command (undo) is made of.

(Over 400 lines on purpose: this is the catalogue of the events the log stores, one small
frozen dataclass each; the log's JSON names them, so they stay together with the union
and the list :mod:`tournament.service.codec` reads.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tournament.clock import ClockState
from tournament.engine.rules import Rules
from tournament.money import Entry
from tournament.money.deals import Deal
from tournament.money.payout_tables import PayoutTableChoice
from tournament.seating.moves import Move, SeatAssignment
from tournament.service.bags import Bag, BagBatch
from tournament.service.flight_records import Day2, FlightPlan
from tournament.service.records import (
    ChipCount,
    Elimination,
    EntryKind,
    FloorRules,
    Meta,
    PlayerPlace,
    PlayerRecord,
    SatelliteTerms,
    SeatEntry,
    Settings,
)
from tournament.service.tournament_table import TournamentTable
from tournament.structure import RotationSettings, Structure

__all__ = [
    "EVENT_TYPES",
    "BagsRecorded",
    "BountyAssigned",
    "ButtonPlaced",
    "ChipCountsRecorded",
    "ChipsColouredUp",
    "ClockMessageSet",
    "ClockPaused",
    "ClockRestored",
    "ClockResumed",
    "ClockStarted",
    "Day2Formed",
    "DayEnded",
    "DayStarted",
    "DealMade",
    "EntryBought",
    "EntryRestored",
    "Event",
    "FlightBagged",
    "FlightStarted",
    "FlightsPlanned",
    "FloorRulesSet",
    "HandDealt",
    "HandForHandEnded",
    "HandForHandPlayed",
    "HandForHandStarted",
    "HandForHandTableDone",
    "LevelStarted",
    "MetaRestored",
    "PayoutsLocked",
    "PayoutsSet",
    "PlacesRenumbered",
    "PlayerPaid",
    "PlayerRegistered",
    "PlayerRenamed",
    "PlayerRestored",
    "PlayersEliminated",
    "PlayersMoved",
    "RotationSet",
    "RulesSet",
    "SatelliteSet",
    "SeatLocked",
    "SeatUnlocked",
    "SeatsDrawn",
    "SeatsEntered",
    "SeatsWon",
    "SetupRestored",
    "StructureSet",
    "TableAdded",
    "TableBroken",
    "TableRestored",
    "TablesResized",
    "TimeAdjusted",
    "TournamentCreated",
    "TournamentWon",
]


@dataclass(frozen=True, slots=True)
class TournamentCreated:
    """The tournament was created with these settings, structure and tables."""

    settings: Settings
    structure: Structure


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
class SeatsDrawn:
    """Players drawn to these seats."""

    seats: tuple[SeatAssignment, ...]


@dataclass(frozen=True, slots=True)
class PlayersMoved:
    """Players moved (all at once: a redraw may swap seats)."""

    moves: tuple[Move, ...]
    reason: Literal["move", "balance", "break", "redraw", "seats"] = "move"


@dataclass(frozen=True, slots=True)
class TableBroken:
    """A table was broken (it must be empty)."""

    table: int


@dataclass(frozen=True, slots=True)
class SeatLocked:
    """A seat was locked."""

    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class SeatUnlocked:
    """A seat was unlocked."""

    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class ButtonPlaced:
    """The dealer button was put on a seat."""

    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class PlayersEliminated:
    """Players busted in one hand, with their places (shared when starting stacks tie)."""

    hand: int
    at: int
    eliminations: tuple[Elimination, ...]


@dataclass(frozen=True, slots=True)
class TournamentWon:
    """Only one player is left: they finish first (and collect ``bounty``, their own head)."""

    player_id: str
    bounty: int = 0


@dataclass(frozen=True, slots=True)
class TablesResized:
    """Tables got ``size`` seats (their players in removed seats were moved before)."""

    tables: tuple[int, ...]
    size: int


@dataclass(frozen=True, slots=True)
class TableAdded:
    """A new table was opened."""

    table: int
    size: int


@dataclass(frozen=True, slots=True)
class HandDealt:
    """A hand of ``game`` was dealt at ``table``.

    ``button`` is the rotation's :class:`tournament.rotation.ButtonMove` value (advance,
    advance_and_freeze, hold); ``hands_in_game`` and ``turn_length`` are the table's place
    in the mixed-game rotation after the hand.
    """

    table: int
    game: str
    button: str
    hands_in_game: int = 0
    turn_length: int = 0


@dataclass(frozen=True, slots=True)
class ChipCountsRecorded:
    """Stacks were counted."""

    counts: tuple[ChipCount, ...]


@dataclass(frozen=True, slots=True)
class ClockStarted:
    """The clock was started; ``clock`` is its new state."""

    at: int
    clock: ClockState


@dataclass(frozen=True, slots=True)
class ClockPaused:
    """The clock was paused."""

    at: int
    clock: ClockState


@dataclass(frozen=True, slots=True)
class ClockResumed:
    """The clock was resumed."""

    at: int
    clock: ClockState


@dataclass(frozen=True, slots=True)
class TimeAdjusted:
    """Time was added to (positive) or removed from (negative) the current level."""

    at: int
    delta_ms: int
    clock: ClockState


@dataclass(frozen=True, slots=True)
class LevelStarted:
    """A level (or break) was started by the director (next, previous, jump)."""

    at: int
    level_index: int
    clock: ClockState


@dataclass(frozen=True, slots=True)
class HandForHandStarted:
    """Hand-for-hand play began; ``clock`` is the stopped clock."""

    at: int
    clock: ClockState | None = None


@dataclass(frozen=True, slots=True)
class HandForHandEnded:
    """Hand-for-hand play ended; ``clock`` runs again if it ran before."""

    at: int
    clock: ClockState | None = None


@dataclass(frozen=True, slots=True)
class HandForHandTableDone:
    """During hand-for-hand, ``table`` finished the hand being played (the others still
    play it)."""

    table: int


@dataclass(frozen=True, slots=True)
class HandForHandPlayed:
    """Every table finished a hand-for-hand hand; the clock lost ``clock_ms``."""

    at: int
    hand: int
    clock_ms: int
    clock: ClockState


@dataclass(frozen=True, slots=True)
class ChipsColouredUp:
    """A denomination was removed; stacks after the chip race."""

    denomination: int
    to: int
    counts: tuple[ChipCount, ...]


@dataclass(frozen=True, slots=True)
class BountyAssigned:
    """The bounty of ``player_id`` (busted without a named eliminator) went to
    ``busted_by``: ``bounty_cash`` paid, ``bounty_to_head`` added to his head (PKO)."""

    player_id: str
    busted_by: str
    bounty_cash: int
    bounty_to_head: int


@dataclass(frozen=True, slots=True)
class PlacesRenumbered:
    """A re-entry took a busted player back into the field: the players who busted after
    him (or with him) move down one place each (see
    :func:`tournament.money.places_after_re_entry`)."""

    places: tuple[PlayerPlace, ...]


@dataclass(frozen=True, slots=True)
class PayoutsSet:
    """Prizes per place were set (cents, first place first).

    ``follow_percent`` > 0: generated (about that % of the field paid), the table follows
    the pool until locked or the bubble bursts; 0: set by hand. ``table``: the payout table
    the director chose, which the amounts follow the same way (None: not from a table; the
    logs written before tables could be chosen have none). ``held_back``: the part of the
    pool the director keeps out of the table, ``note`` says why.
    """

    amounts: tuple[int, ...]
    follow_percent: int = 0
    held_back: int = 0
    note: str = ""
    table: PayoutTableChoice | None = None


@dataclass(frozen=True, slots=True)
class PayoutsLocked:
    """The payout table was locked (or unlocked: a generated table follows the pool)."""

    locked: bool


@dataclass(frozen=True, slots=True)
class DealMade:
    """The remaining players made a deal; the tournament is over."""

    deal: Deal


@dataclass(frozen=True, slots=True)
class PlayerPaid:
    """A player was paid."""

    player_id: str
    amount: int


@dataclass(frozen=True, slots=True)
class RotationSet:
    """The mixed-game rotation was set."""

    rotation: RotationSettings


@dataclass(frozen=True, slots=True)
class RulesSet:
    """The event's hands are played under these rule settings from the next hand."""

    rules: Rules


@dataclass(frozen=True, slots=True)
class StructureSet:
    """The tournament plays another structure (before the start the clock waits at the start
    of its first level; after it the clock stays where it is)."""

    structure: Structure


@dataclass(frozen=True, slots=True)
class ClockMessageSet:
    """The director's message on the clock screen changed ("" = none)."""

    text: str


@dataclass(frozen=True, slots=True)
class SatelliteSet:
    """The tournament became a satellite on these terms (None: it pays places again)."""

    terms: SatelliteTerms | None


@dataclass(frozen=True, slots=True)
class SeatsWon:
    """As many players were left as seats: play stopped and these players won a seat
    each (they share the finish)."""

    players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SeatsEntered:
    """These players entered with seats won in a satellite (their entries are the buy-ins
    registered with them)."""

    seats: tuple[SeatEntry, ...]


@dataclass(frozen=True, slots=True)
class FloorRulesSet:
    """The balancing trigger, the 11D halt or the break order changed."""

    rules: FloorRules


@dataclass(frozen=True, slots=True)
class BagsRecorded:
    """The bags of a day (and flight) were recorded; a batch whose total is not the chips in
    play is kept apart (stacks unchanged, the day still open), unless the director took
    the difference (``adjusted``: chips put into play, < 0 taken out) as the bags count."""

    batch: BagBatch
    adjusted: int = 0


@dataclass(frozen=True, slots=True)
class DayEnded:
    """The field came down to the day's players-left end: play stops after this hand (the
    clock paused: ``clock``) or at the end of the level (step ``end_step``)."""

    day: int
    at: int
    clock: ClockState | None = None
    end_step: int | None = None


@dataclass(frozen=True, slots=True)
class DayStarted:
    """Day ``day`` started: the clock runs on (``clock``); with ``redraw`` every survivor
    was drawn again (``seats``) over ``tables`` tables of ``size`` seats."""

    day: int
    at: int
    clock: ClockState
    redraw: bool = False
    seats: tuple[SeatAssignment, ...] = ()
    tables: int = 0
    size: int = 0


# --- restore events: the inverse of a command is made of these -----------------------------


@dataclass(frozen=True, slots=True)
class SetupRestored:
    """Settings and structure put back (None: no tournament)."""

    settings: Settings | None
    structure: Structure | None


@dataclass(frozen=True, slots=True)
class PlayerRestored:
    """A player record put back (None: the player did not exist)."""

    player_id: str
    record: PlayerRecord | None


@dataclass(frozen=True, slots=True)
class EntryRestored:
    """An entry put back (None: the entry did not exist)."""

    entry_id: str
    record: Entry | None


@dataclass(frozen=True, slots=True)
class TableRestored:
    """A table put back (None: the table did not exist)."""

    table: int
    record: TournamentTable | None


@dataclass(frozen=True, slots=True)
class ClockRestored:
    """The clock put back."""

    clock: ClockState


@dataclass(frozen=True, slots=True)
class MetaRestored:
    """Floor-wide state put back."""

    meta: Meta


@dataclass(frozen=True, slots=True)
class FlightsPlanned:
    """The event is played in these starting flights."""

    plan: FlightPlan


@dataclass(frozen=True, slots=True)
class FlightStarted:
    """A flight opened: its tables empty (``table_size`` seats), the other tables closed, the
    clock at its first level; its entries are numbered from ``first_entry``."""

    code: str
    first_entry: int
    table_size: int


@dataclass(frozen=True, slots=True)
class FlightBagged:
    """The flight playing ended (its bags recorded, :class:`BagsRecorded` before it): its
    players left their seats; the clock stopped as ``clock`` says; its last entry was
    ``last_entry``."""

    code: str
    bags: tuple[Bag, ...]
    last_entry: int
    clock: ClockState


@dataclass(frozen=True, slots=True)
class Day2Formed:
    """Day 2 formed from the flights' bags: each player's stack (``stacks``; a forfeited
    bag's chips leave play), the seats drawn, the flights' busts' places (``places``; a
    place of 0: none) and the clock Day 2 starts on."""

    day2: Day2
    tables: tuple[int, ...]
    table_size: int
    stacks: tuple[ChipCount, ...]
    seats: tuple[SeatAssignment, ...]
    places: tuple[PlayerPlace, ...]
    clock: ClockState


Event = (
    TournamentCreated
    | PlayerRegistered
    | PlayerRenamed
    | EntryBought
    | SeatsDrawn
    | PlayersMoved
    | TableBroken
    | SeatLocked
    | SeatUnlocked
    | ButtonPlaced
    | PlayersEliminated
    | TournamentWon
    | ChipCountsRecorded
    | ClockStarted
    | ClockPaused
    | ClockResumed
    | TimeAdjusted
    | LevelStarted
    | HandForHandStarted
    | HandForHandEnded
    | HandForHandPlayed
    | HandForHandTableDone
    | ChipsColouredUp
    | PlacesRenumbered
    | BountyAssigned
    | PayoutsSet
    | PayoutsLocked
    | DealMade
    | PlayerPaid
    | RotationSet
    | RulesSet
    | StructureSet
    | TableAdded
    | TablesResized
    | HandDealt
    | SetupRestored
    | PlayerRestored
    | EntryRestored
    | TableRestored
    | ClockRestored
    | MetaRestored
    | ClockMessageSet
    | FloorRulesSet
    | BagsRecorded
    | DayEnded
    | DayStarted
    | FlightsPlanned
    | FlightStarted
    | FlightBagged
    | Day2Formed
    | SatelliteSet
    | SeatsWon
    | SeatsEntered
)

EVENT_TYPES: tuple[type, ...] = (
    TournamentCreated,
    PlayerRegistered,
    PlayerRenamed,
    EntryBought,
    SeatsDrawn,
    PlayersMoved,
    TableBroken,
    SeatLocked,
    SeatUnlocked,
    ButtonPlaced,
    PlayersEliminated,
    TournamentWon,
    ChipCountsRecorded,
    ClockStarted,
    ClockPaused,
    ClockResumed,
    TimeAdjusted,
    LevelStarted,
    HandForHandStarted,
    HandForHandEnded,
    HandForHandPlayed,
    HandForHandTableDone,
    ChipsColouredUp,
    PlacesRenumbered,
    BountyAssigned,
    PayoutsSet,
    PayoutsLocked,
    DealMade,
    PlayerPaid,
    RotationSet,
    RulesSet,
    StructureSet,
    TableAdded,
    TablesResized,
    HandDealt,
    SetupRestored,
    PlayerRestored,
    EntryRestored,
    TableRestored,
    ClockRestored,
    MetaRestored,
    ClockMessageSet,
    FloorRulesSet,
    BagsRecorded,
    DayEnded,
    DayStarted,
    FlightsPlanned,
    FlightStarted,
    FlightBagged,
    Day2Formed,
    SatelliteSet,
    SeatsWon,
    SeatsEntered,
)
