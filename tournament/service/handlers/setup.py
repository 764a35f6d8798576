"""Setup: creating the tournament, the game rotation, and the inverse events that put
records back (undo).

Deciders and appliers as :mod:`tournament.service.handlers` describes them.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament import rotation
from tournament.clock import Clock
from tournament.engine.rules import Rules
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.records import (
    Settings,
)
from tournament.service.structure_change import check_playable, check_seats_for_games
from tournament.service.tournament_table import TournamentTable
from tournament.structure import Level, RotationUnit, Structure

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import Applier, Decider, TournamentState, TournamentWrites


def decide_create(
    agg: TournamentState, cmd: c.CreateTournament, now: int, rng: random.Random
) -> list[e.Event]:
    if agg.settings is not None:
        raise DomainError("The tournament is already created")
    if not cmd.name.strip():
        raise DomainError("Give the tournament a name")
    if isinstance(cmd.structure, Structure):
        structure = cmd.structure
    else:
        if not cmd.structure:
            raise DomainError("The structure needs at least one level")
        for i, step in enumerate(cmd.structure, 1):
            if step.length_ms <= 0:
                raise DomainError(f"Level {i} must last longer than zero")
            if isinstance(step, Level) and min(step.amounts().values()) < 0:
                raise DomainError(f"Level {i}: blinds, antes and bets cannot be negative")
        structure = Structure.of_steps(
            cmd.name.strip(), cmd.structure, max(cmd.buy_in.starting_stack, 1)
        )
    check_playable(structure)  # essentials, and amounts the log can store and read back
    if not 1 <= cmd.table_count <= 500:
        raise DomainError("The number of tables must be between 1 and 500")
    if not 2 <= cmd.table_size <= 10:
        raise DomainError("A table has between 2 and 10 seats")
    check_seats_for_games(structure.games, cmd.table_size)
    b = cmd.buy_in
    b.check()
    cmd.floor.check(cmd.table_count)
    settings = Settings(cmd.name.strip(), b, cmd.table_count, cmd.table_size, cmd.floor)
    created: list[e.Event] = [e.TournamentCreated(settings, structure)]
    if cmd.rules != Rules():
        created.append(e.RulesSet(cmd.rules))
    return created


def decide_rotation(
    agg: TournamentState, cmd: c.SetRotation, now: int, rng: random.Random
) -> list[e.Event]:
    r = cmd.rotation
    r.check()
    if r.unit != RotationUnit.LEVEL and not r.games:  # a mix by hands or orbits names it
        raise DomainError("List the games to rotate")
    if r == agg.meta.rotation:
        raise DomainError("The rotation is already set that way")
    return [e.RotationSet(r)]


def decide_rules(
    agg: TournamentState, cmd: c.SetRules, now: int, rng: random.Random
) -> list[e.Event]:
    if agg.settings is None:
        raise DomainError("Create the tournament first")
    if cmd.rules == agg.meta.rules:
        raise DomainError("The rules are already set that way")
    return [e.RulesSet(cmd.rules)]


def apply_rules(agg: TournamentWrites, ev: e.RulesSet) -> None:
    agg.set_meta(replace(agg.meta, rules=ev.rules))


def apply_created(agg: TournamentWrites, ev: e.TournamentCreated) -> None:
    agg.set_settings(ev.settings)
    agg.set_structure(ev.structure)
    size = ev.settings.table_size
    for n in range(1, ev.settings.table_count + 1):
        agg.put_table(TournamentTable.empty(n, size))
    agg.set_clock(Clock.new(ev.structure).state)


def apply_rotation(agg: TournamentWrites, ev: e.RotationSet) -> None:
    if agg.structure is not None:
        agg.set_structure(rotation.rotated(agg.structure, ev.rotation))
    agg.set_meta(replace(agg.meta, rotation=ev.rotation))


def apply_setup_restored(agg: TournamentWrites, ev: e.SetupRestored) -> None:
    agg.set_settings(ev.settings)
    agg.set_structure(ev.structure)


def apply_player_restored(agg: TournamentWrites, ev: e.PlayerRestored) -> None:
    if ev.record is None:
        agg.remove_player(ev.player_id)
    else:
        agg.put_player(ev.record)


def apply_entry_restored(agg: TournamentWrites, ev: e.EntryRestored) -> None:
    if ev.record is None:
        agg.remove_entry(ev.entry_id)
    else:
        agg.put_entry(ev.record)


def apply_table_restored(agg: TournamentWrites, ev: e.TableRestored) -> None:
    if ev.record is None:
        agg.remove_table(ev.table)
    else:
        agg.put_table(ev.record)


def apply_clock_restored(agg: TournamentWrites, ev: e.ClockRestored) -> None:
    agg.set_clock(ev.clock)


def apply_meta_restored(agg: TournamentWrites, ev: e.MetaRestored) -> None:
    agg.set_meta(ev.meta)


def apply_meta_fields_restored(agg: TournamentWrites, ev: e.MetaFieldsRestored) -> None:
    agg.set_meta(ev.put_back(agg.meta))


DECIDE: dict[type, Decider] = {
    c.CreateTournament: decide_create,
    c.SetRotation: decide_rotation,
    c.SetRules: decide_rules,
}


APPLY: dict[type, Applier] = {
    e.TournamentCreated: apply_created,
    e.RotationSet: apply_rotation,
    e.RulesSet: apply_rules,
    e.SetupRestored: apply_setup_restored,
    e.PlayerRestored: apply_player_restored,
    e.EntryRestored: apply_entry_restored,
    e.TableRestored: apply_table_restored,
    e.ClockRestored: apply_clock_restored,
    e.MetaRestored: apply_meta_restored,
    e.MetaFieldsRestored: apply_meta_fields_restored,
}
