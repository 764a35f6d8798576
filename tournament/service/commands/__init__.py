"""Commands: what the director asks for (frozen dataclasses, imperative names).

A command is a request; :meth:`Tournament.verify` says whether it is allowed now and why
not, :meth:`Tournament.handle` turns it into events. Randomness (seat draws, chip races)
is resolved by ``handle`` with the injected rng, never stored in the command.

One module per concern, as :mod:`tournament.service.handlers` decides them: ``entries``
(the list, buy-ins, re-entries, rebuys, add-ons), ``seating`` (draws, moves, balancing,
tables, locked seats, the button), ``hands`` (hands dealt or played, eliminations),
``clock`` (the level clock, hand-for-hand, the clock screen's message), ``money`` (chip
counts, colour-up, bounties, payouts, deals, satellites), ``days`` (bags, days, flights)
and ``setup`` (the tournament created, rotation, rules, structure, floor rules). This
package gathers them: the :data:`Command` union and :data:`COMMAND_TYPES`, the list the
codec reads (the log's JSON names a command by its class name, wherever it is defined).
"""

from __future__ import annotations

from tournament.service.commands.clock import (
    AdjustTime,
    JumpToLevel,
    NextLevel,
    PauseClock,
    PreviousLevel,
    RecordHandForHand,
    ResumeClock,
    SetClockMessage,
    SetHandForHand,
    StartClock,
)
from tournament.service.commands.days import (
    MergeFlights,
    RecordBags,
    SetFlights,
    StartDay,
    StartFlight,
)
from tournament.service.commands.entries import (
    AddOn,
    AddOnMany,
    BuyIn,
    DoubleAddOn,
    Rebuy,
    ReEnter,
    RegisterAndBuyIn,
    RegisterAndBuyInMany,
    RegisterPlayer,
    RenamePlayer,
)
from tournament.service.commands.hands import (
    EliminatePlayer,
    EliminatePlayers,
    RecordHand,
    RecordHandPlayed,
)
from tournament.service.commands.money import (
    AssignBounty,
    ChoosePayoutTable,
    ColourUp,
    GeneratePayouts,
    LockPayouts,
    MakeDeal,
    PayOut,
    RecordChipCount,
    RecordChipCounts,
    SetPayouts,
    SetSatellite,
)
from tournament.service.commands.seating import (
    AddTable,
    ApplyBalancePlan,
    BreakTable,
    DrawButton,
    DrawSeats,
    EnterSeats,
    LockSeat,
    MovePlayer,
    RedrawFinalTable,
    SeatLateEntry,
    SetButton,
    SetTableSize,
    UnlockSeat,
)
from tournament.service.commands.setup import (
    CreateTournament,
    SetFloorRules,
    SetRotation,
    SetRules,
    SetStructure,
)

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
