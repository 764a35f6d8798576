"""The aggregate's command handlers, grouped by concern.

=================  ===========================================================
module             commands (deciders) and events (appliers)
=================  ===========================================================
``entries``        RegisterPlayer, RegisterAndBuyIn(Many), BuyIn, ReEnter, Rebuy, AddOn(Many)
``seating``        DrawSeats, SeatLateEntry, MovePlayer, ApplyBalancePlan, BreakTable,
                   RedrawFinalTable, LockSeat, UnlockSeat, SetButton, DrawButton, AddTable
``hands``          RecordHand, RecordHandPlayed, EliminatePlayer(s); the winner
``clock``          StartClock, PauseClock, ResumeClock, AdjustTime, Next/Previous/JumpToLevel,
                   SetHandForHand, RecordHandForHand
``money``          RecordChipCount(s), ColourUp, SetPayouts, GeneratePayouts, ChoosePayoutTable,
                   MakeDeal, PayOut
``days``           RecordBags, StartDay; the day's end by the players left
``setup``          CreateTournament, SetRotation, SetRules; the ``...Restored`` inverse events
``structure_change``  SetStructure (:mod:`tournament.service.structure_change`)
``clock_message``     SetClockMessage (:mod:`tournament.service.clock_message`)
``floor_rules``       SetFloorRules (:mod:`tournament.service.floor_rules`)
``table_size``        SetTableSize (:mod:`tournament.service.table_size`)
``flights``           SetFlights, StartFlight; FlightBagged (:mod:`tournament.service.flights`)
``day_two``           MergeFlights (:mod:`tournament.service.day_two`)
``satellite``         SetSatellite; SeatsWon (:mod:`tournament.service.satellite`)
``seat_entries``      EnterSeats (:mod:`tournament.service.seat_entries`)
=================  ===========================================================

A decider is ``decide(t, command, now, rng) -> list[Event]``: it reads ``t``, a
:class:`~tournament.service.state.TournamentState` (the tournament's records, indexes and
checks, read-only), and never changes it. An applier is ``apply(t, event)``: it writes
one value at a time through :class:`~tournament.service.state.TournamentWrites`;
deterministic, no clock, no rng. Neither names the aggregate nor its private members.
A command made of steps (``STEPS``) names the commands it runs, each decided on the state
the previous ones left (one transaction, one undo step).
"""

from __future__ import annotations

from tournament.service.state import Applier, Decider, Steps

__all__ = ["APPLY", "DECIDE", "STEPS", "Applier", "Decider", "Steps"]


def _tables() -> tuple[dict[type, Decider], dict[type, Applier], dict[type, Steps]]:
    from tournament.service import (
        clock_message,
        day_two,
        flights,
        floor_rules,
        satellite,
        seat_entries,
        structure_change,
        table_size,
    )
    from tournament.service import commands as c
    from tournament.service import events as e
    from tournament.service.handlers import clock, days, entries, hands, money, seating, setup

    decide: dict[type, Decider] = {
        c.SetStructure: structure_change.decide_set_structure,
        c.SetClockMessage: clock_message.decide_set_message,
        c.SetFloorRules: floor_rules.decide_set_floor_rules,
        c.SetTableSize: table_size.decide_set_table_size,
        c.SetSatellite: satellite.decide_set_satellite,
        c.EnterSeats: seat_entries.decide_link_seats,
    }
    apply: dict[type, Applier] = {
        e.StructureSet: structure_change.apply_structure_set,
        e.ClockMessageSet: clock_message.apply_message_set,
        e.FloorRulesSet: floor_rules.apply_floor_rules_set,
        e.TablesResized: table_size.apply_tables_resized,
        e.SatelliteSet: satellite.apply_satellite_set,
        e.SeatsWon: satellite.apply_seats_won,
        e.SeatsEntered: seat_entries.apply_seats_entered,
    }
    for module in (setup, entries, seating, hands, clock, money, flights, day_two, days):
        decide.update(module.DECIDE)
        apply.update(module.APPLY)
    steps: dict[type, Steps] = {**entries.STEPS, c.EnterSeats: seat_entries.steps_enter_seats}
    return decide, apply, steps


DECIDE, APPLY, STEPS = _tables()
"""Every command type's decider, every event type's applier, the commands made of steps."""
