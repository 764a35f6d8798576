"""Commands: what the director asks for (frozen dataclasses, imperative names).

A command is a request; :meth:`Tournament.verify` says whether it is allowed now and why
not, :meth:`Tournament.handle` turns it into events. Randomness (seat draws, chip races)
is resolved by ``handle`` with the injected rng, never stored in the command.

(Over 400 lines on purpose: this is the catalogue of the director's commands, one small
frozen dataclass each with its docstring, read together as the service's language; their
handlers are grouped by concern in :mod:`tournament.service.handlers`.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from tournament.engine.rules import Rules
from tournament.money.elimination import Bust
from tournament.money.payout_tables import PayoutTableChoice
from tournament.seating.moves import Move
from tournament.service.bags import Bag
from tournament.service.flight_records import CrossFlightRule, Flight, SeatDraw
from tournament.service.records import (
    BuyInSettings,
    ChipCount,
    FloorRules,
    Newcomer,
    PlayerAmount,
    SatelliteTerms,
    SeatEntry,
)
from tournament.structure import RotationSettings, Step, Structure

__all__ = [
    "COMMAND_TYPES",
    "AddOn",
    "AddOnMany",
    "AddTable",
    "AdjustTime",
    "ApplyBalancePlan",
    "AssignBounty",
    "BreakTable",
    "BuyIn",
    "ChoosePayoutTable",
    "ColourUp",
    "Command",
    "CreateTournament",
    "DoubleAddOn",
    "DrawButton",
    "DrawSeats",
    "EliminatePlayer",
    "EliminatePlayers",
    "EnterSeats",
    "GeneratePayouts",
    "JumpToLevel",
    "LockPayouts",
    "LockSeat",
    "MakeDeal",
    "MergeFlights",
    "MovePlayer",
    "NextLevel",
    "PauseClock",
    "PayOut",
    "PreviousLevel",
    "ReEnter",
    "Rebuy",
    "RecordBags",
    "RecordChipCount",
    "RecordChipCounts",
    "RecordHand",
    "RecordHandForHand",
    "RecordHandPlayed",
    "RedrawFinalTable",
    "RegisterAndBuyIn",
    "RegisterAndBuyInMany",
    "RegisterPlayer",
    "RenamePlayer",
    "ResumeClock",
    "SeatLateEntry",
    "SetButton",
    "SetClockMessage",
    "SetFlights",
    "SetFloorRules",
    "SetHandForHand",
    "SetPayouts",
    "SetRotation",
    "SetRules",
    "SetSatellite",
    "SetStructure",
    "SetTableSize",
    "StartClock",
    "StartDay",
    "StartFlight",
    "UnlockSeat",
]


@dataclass(frozen=True, slots=True)
class CreateTournament:
    """Create the tournament: name, money settings, structure, tables.

    ``structure`` is a :class:`tournament.structure.Structure` (e.g. a preset from
    :func:`tournament.structure_io.load_preset`) or its bare levels and breaks (the chip set
    is then the one they imply: :meth:`~tournament.structure.Structure.of_steps`, named after
    the tournament). ``rules``: the rule settings the hands at its tables are played under
    (default: the TDA profile).
    """

    name: str
    buy_in: BuyInSettings
    structure: tuple[Step, ...] | Structure
    table_count: int
    table_size: int = 9
    floor: FloorRules = field(default_factory=FloorRules)
    rules: Rules = field(default_factory=Rules)


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


@dataclass(frozen=True, slots=True)
class DrawSeats:
    """Random seat draw for every bought-in player without a seat (or the players given)."""

    players: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SeatLateEntry:
    """Give one unseated player a random seat from the open seats."""

    player_id: str


@dataclass(frozen=True, slots=True)
class MovePlayer:
    """Move one player to a given empty seat."""

    player_id: str
    to_table: int
    to_seat: int


@dataclass(frozen=True, slots=True)
class ApplyBalancePlan:
    """Carry out a balancing plan the director confirmed."""

    moves: tuple[Move, ...]


@dataclass(frozen=True, slots=True)
class BreakTable:
    """Break a table and seat its players as the confirmed plan says."""

    table: int
    moves: tuple[Move, ...]


@dataclass(frozen=True, slots=True)
class RedrawFinalTable:
    """Seat the final table as the confirmed redraw says; every other table is broken."""

    table: int
    moves: tuple[Move, ...]


@dataclass(frozen=True, slots=True)
class LockSeat:
    """Keep a seat out of draws and moves (reserved or out of service)."""

    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class UnlockSeat:
    """Make a locked seat available again."""

    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class SetTableSize:
    """Give tables ``size`` seats during the event (8-max for the stud levels, 6-max at the
    final tables): the players in seats that go are redrawn (TDA 10B), one undo step.
    ``tables``: the tables that change (empty: every table in play)."""

    size: int
    tables: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class AddTable:
    """Open one more table (numbered after the last one); ``size`` 0 means the usual size."""

    size: int = 0


@dataclass(frozen=True, slots=True)
class RecordHand:
    """A hand was dealt at ``table``: the button and blinds move (dead-button rules), and
    the mixed-game rotation counts it."""

    table: int


@dataclass(frozen=True, slots=True)
class RecordHandPlayed:
    """A hand of ``game`` was played at ``table`` (e.g. dealt by the engine): in one action
    the button and rotation move (as :class:`RecordHand`), the players still in have
    ``counts``, and ``busts`` are eliminated (ranked by starting stack). ``phh`` is the hand
    history text (kept with the command; the shell stores it with the hands).

    Refused unless every player counted or busted sits at ``table``, the chips add up to
    what those players had before the hand, and ``game`` is the game the table deals now.
    """

    table: int
    game: str
    counts: tuple[ChipCount, ...]
    busts: tuple[Bust, ...] = ()
    phh: str = ""
    level_index: int | None = None
    """The structure step in force when the hand began: its level (and so its game)
    applies, even if a new level or a break started during the hand (None: the step now)."""


@dataclass(frozen=True, slots=True)
class DrawButton:
    """Draw for the button at random (``table`` 0: every table with players and no button)."""

    table: int = 0


@dataclass(frozen=True, slots=True)
class SetButton:
    """Put the dealer button on a seat."""

    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class EliminatePlayer:
    """One player busted."""

    player_id: str
    busted_by: str | None = None


@dataclass(frozen=True, slots=True)
class AssignBounty:
    """Name who busted ``player_id`` when the bust was recorded without an eliminator: the
    bounty left on the busted player's head goes to ``busted_by``."""

    player_id: str
    busted_by: str


@dataclass(frozen=True, slots=True)
class EliminatePlayers:
    """Several players busted in the same hand.

    ``starting_stacks`` (same order as ``players``) are the stacks they started the hand
    with, which rank them; when empty, the last recorded stacks are used.
    """

    players: tuple[str, ...]
    starting_stacks: tuple[int, ...] = ()
    busted_by: str | None = None


@dataclass(frozen=True, slots=True)
class RecordChipCount:
    """Record a player's counted stack."""

    player_id: str
    stack: int


@dataclass(frozen=True, slots=True)
class RecordChipCounts:
    """Record several counted stacks at once (end of level, hand-for-hand)."""

    counts: tuple[ChipCount, ...]


@dataclass(frozen=True, slots=True)
class RecordBags:
    """Record every survivor's bag at the end of day ``day`` (of ``flight``; "" without
    flights) as one batch: a total that is not the chips in play is kept apart, nothing
    else changes (:mod:`tournament.service.bags`), unless ``accept_difference``: the bags
    are the official count and the chips in play follow them (a miscount found)."""

    day: int
    bags: tuple[Bag, ...]
    flight: str = ""
    accept_difference: bool = False


@dataclass(frozen=True, slots=True)
class StartDay:
    """Start the next day: the clock runs again with the level's time left, after a random
    redraw of every survivor (``redraw``) or with the seats kept."""

    day: int
    redraw: bool = True


@dataclass(frozen=True, slots=True)
class StartClock:
    """Start the clock at the first level (or the current one)."""


@dataclass(frozen=True, slots=True)
class PauseClock:
    """Pause the clock."""


@dataclass(frozen=True, slots=True)
class ResumeClock:
    """Resume the paused clock."""


@dataclass(frozen=True, slots=True)
class AdjustTime:
    """Add (positive) or remove (negative) time from the current level."""

    delta_ms: int


@dataclass(frozen=True, slots=True)
class NextLevel:
    """Go to the next level now."""


@dataclass(frozen=True, slots=True)
class PreviousLevel:
    """Go back to the previous level (full time)."""


@dataclass(frozen=True, slots=True)
class JumpToLevel:
    """Go to a level by index (0-based in the structure), full time."""

    level_index: int


@dataclass(frozen=True, slots=True)
class SetHandForHand:
    """Start or end hand-for-hand play (after the bubble has burst, starting it needs
    ``confirm``: it is refused with the reason otherwise)."""

    on: bool
    confirm: bool = False


@dataclass(frozen=True, slots=True)
class RecordHandForHand:
    """Every table finished the hand-for-hand hand; take ``clock_ms`` off the clock."""

    clock_ms: int = 2 * 60_000


@dataclass(frozen=True, slots=True)
class ColourUp:
    """Remove a chip denomination with a chip race; ``to`` is the next denomination."""

    denomination: int
    to: int


@dataclass(frozen=True, slots=True)
class SetPayouts:
    """Set the prize for each place (cents, first place first) by hand: the table must pay
    the whole pool, less ``held_back`` when ``note`` says why. The table stops following
    the pool."""

    amounts: tuple[int, ...]
    held_back: int = 0
    note: str = ""


@dataclass(frozen=True, slots=True)
class LockPayouts:
    """Lock the payout table as it is (``locked=False``: let a generated table follow the
    pool again)."""

    locked: bool = True


@dataclass(frozen=True, slots=True)
class ChoosePayoutTable:
    """Pay by a payout table (a curve, the places paid, a min cash, a rounding unit): the
    prizes are worked out from the pool and the entries now and again as entries and add-ons
    come in, until the payouts are locked, set by hand or the bubble bursts."""

    table: PayoutTableChoice


@dataclass(frozen=True, slots=True)
class GeneratePayouts:
    """Set payouts from the money module's curve (about ``paid_percent`` % of the field paid;
    0: the tournament's setting)."""

    paid_percent: int = 0


@dataclass(frozen=True, slots=True)
class MakeDeal:
    """The remaining players agree to split the remaining prizes.

    For ``icm``, ``chip_chop`` and ``even`` the amounts are computed, in multiples of
    ``unit`` cents where possible; ``custom`` takes them. ``play_for`` (cents, at most first
    prize) is kept out of the deal: play goes on and the winner gets it.
    """

    method: Literal["icm", "chip_chop", "even", "custom"]
    amounts: tuple[PlayerAmount, ...] = ()
    unit: int = 1
    play_for: int = 0


@dataclass(frozen=True, slots=True)
class PayOut:
    """Pay a finished player their prize."""

    player_id: str


@dataclass(frozen=True, slots=True)
class SetRotation:
    """Set how mixed games rotate."""

    rotation: RotationSettings


@dataclass(frozen=True, slots=True)
class SetRules:
    """Play the event's hands under other rule settings (a profile with overrides)."""

    rules: Rules


@dataclass(frozen=True, slots=True)
class SetStructure:
    """Play another structure (e.g. one imported from a TOML/JSON file).

    Before the clock starts it replaces the structure and the clock waits at the start of
    its first level. Once the clock has started, the change takes effect from the next
    level: the levels and breaks already played and the one being played now must be the
    same in the new structure, and so must the chip set and the game rotation (see
    :mod:`tournament.service.structure_change`).
    """

    structure: Structure


@dataclass(frozen=True, slots=True)
class SetClockMessage:
    """Show ``text`` on the clock screen's message line ("Dinner break at 8"; "" clears it)."""

    text: str


@dataclass(frozen=True, slots=True)
class SetSatellite:
    """Make the tournament a satellite: its pool pays seats in a target event, the
    remainder in cash by the stated rule (``terms`` None: pay places again)."""

    terms: SatelliteTerms | None


@dataclass(frozen=True, slots=True)
class EnterSeats:
    """Enter players in this event with the seats they won in a satellite: each is
    registered and bought in (the satellite paid the buy-in), seated when seats are drawn,
    and linked to the satellite (one action, one undo step)."""

    seats: tuple[SeatEntry, ...]


@dataclass(frozen=True, slots=True)
class SetFloorRules:
    """Change when tables are balanced, when a short table halts and the break order."""

    rules: FloorRules


@dataclass(frozen=True, slots=True)
class SetFlights:
    """Play the event in starting flights (Day 1A, 1B ...): each with its date and tables,
    in playing order, with the rule across flights (before anyone buys in)."""

    flights: tuple[Flight, ...]
    rule: CrossFlightRule = "one_bag"


@dataclass(frozen=True, slots=True)
class StartFlight:
    """Open a flight: its tables empty and ready, the clock at its first level."""

    code: str


@dataclass(frozen=True, slots=True)
class MergeFlights:
    """Form Day 2 from every flight's bags: seats drawn over the whole field on ``tables``
    tables (``draw``: random, or stacks spread), and the flights' busts given places below
    Day 2's field (``day1_places``) or none."""

    tables: int
    draw: SeatDraw = "random"
    day1_places: bool = True


Command = (
    CreateTournament
    | RegisterPlayer
    | RenamePlayer
    | RegisterAndBuyIn
    | RegisterAndBuyInMany
    | AddOnMany
    | DoubleAddOn
    | BuyIn
    | ReEnter
    | Rebuy
    | AddOn
    | DrawSeats
    | SeatLateEntry
    | MovePlayer
    | ApplyBalancePlan
    | BreakTable
    | RedrawFinalTable
    | LockSeat
    | UnlockSeat
    | SetButton
    | EliminatePlayer
    | EliminatePlayers
    | RecordChipCount
    | RecordChipCounts
    | StartClock
    | PauseClock
    | ResumeClock
    | AdjustTime
    | NextLevel
    | PreviousLevel
    | JumpToLevel
    | SetHandForHand
    | RecordHandForHand
    | ColourUp
    | SetPayouts
    | AssignBounty
    | LockPayouts
    | MakeDeal
    | PayOut
    | SetRotation
    | SetRules
    | SetStructure
    | AddTable
    | SetTableSize
    | RecordHand
    | RecordHandPlayed
    | DrawButton
    | GeneratePayouts
    | ChoosePayoutTable
    | SetClockMessage
    | SetFloorRules
    | RecordBags
    | StartDay
    | SetFlights
    | StartFlight
    | MergeFlights
    | SetSatellite
    | EnterSeats
)

COMMAND_TYPES: tuple[type, ...] = (
    CreateTournament,
    RegisterPlayer,
    RenamePlayer,
    BuyIn,
    ReEnter,
    Rebuy,
    AddOn,
    DrawSeats,
    SeatLateEntry,
    MovePlayer,
    ApplyBalancePlan,
    BreakTable,
    RedrawFinalTable,
    LockSeat,
    UnlockSeat,
    SetButton,
    EliminatePlayer,
    EliminatePlayers,
    RecordChipCount,
    RecordChipCounts,
    StartClock,
    PauseClock,
    ResumeClock,
    AdjustTime,
    NextLevel,
    PreviousLevel,
    JumpToLevel,
    SetHandForHand,
    RecordHandForHand,
    ColourUp,
    SetPayouts,
    AssignBounty,
    LockPayouts,
    MakeDeal,
    PayOut,
    SetRotation,
    SetRules,
    SetStructure,
    AddTable,
    SetTableSize,
    RecordHand,
    DrawButton,
    GeneratePayouts,
    ChoosePayoutTable,
    RecordHandPlayed,
    RegisterAndBuyIn,
    RegisterAndBuyInMany,
    AddOnMany,
    DoubleAddOn,
    SetClockMessage,
    SetFloorRules,
    RecordBags,
    StartDay,
    SetFlights,
    StartFlight,
    MergeFlights,
    SetSatellite,
    EnterSeats,
)
