"""Events: facts, past tense, with every random choice already resolved.

``Tournament.apply(event)`` is deterministic: it reads no clock and no rng. Forward events
(``PlayerRegistered``, ``SeatsDrawn``, ``PlayersEliminated``...) are what ``handle``
returns; the ``...Restored`` events put one record back as it was and are what the inverse
of a command (undo) is made of.

One module per concern, as :mod:`tournament.service.handlers` applies them (and as
:mod:`tournament.service.commands` is split): ``entries``, ``seating``, ``hands``,
``clock``, ``money``, ``days`` (days and flights), ``setup`` and ``restored`` (the undo's
events). This package gathers them: the :data:`Event` union and :data:`EVENT_TYPES`, the
list the codec reads (the log's JSON names an event by its class name, wherever it is
defined).
"""

from __future__ import annotations

from tournament.service.events.clock import (
    ClockMessageSet,
    ClockPaused,
    ClockResumed,
    ClockStarted,
    HandForHandEnded,
    HandForHandPlayed,
    HandForHandStarted,
    HandForHandTableDone,
    LevelStarted,
    TimeAdjusted,
)
from tournament.service.events.days import (
    BagsRecorded,
    Day2Formed,
    DayEnded,
    DayStarted,
    FlightBagged,
    FlightsPlanned,
    FlightStarted,
)
from tournament.service.events.entries import (
    EntryBought,
    PlacesRenumbered,
    PlayerRegistered,
    PlayerRenamed,
)
from tournament.service.events.hands import HandDealt, PlayersEliminated, TournamentWon
from tournament.service.events.money import (
    BountyAssigned,
    ChipCountsRecorded,
    ChipsColouredUp,
    DealMade,
    PayoutsLocked,
    PayoutsSet,
    PlayerPaid,
    SatelliteSet,
    SeatsWon,
)
from tournament.service.events.restored import (
    ClockRestored,
    EntryRestored,
    MetaFieldsRestored,
    MetaRestored,
    PlayerRestored,
    SetupRestored,
    TableRestored,
)
from tournament.service.events.seating import (
    ButtonPlaced,
    PlayersMoved,
    SeatLocked,
    SeatsDrawn,
    SeatsEntered,
    SeatUnlocked,
    TableAdded,
    TableBroken,
    TablesResized,
)
from tournament.service.events.setup import (
    FloorRulesSet,
    RotationSet,
    RulesSet,
    StructureSet,
    TournamentCreated,
)

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
    "MetaFieldsRestored",
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
    | MetaFieldsRestored
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
    MetaFieldsRestored,
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
