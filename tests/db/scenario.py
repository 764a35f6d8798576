"""A scripted tournament for the db tests: random but always legal director commands."""

from __future__ import annotations

import random
from typing import Any

from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.records import BuyInSettings, ChipCount
from tournament.structure import AnteKind, Break, Level

T0 = 1_700_000_000_000


def create_command(name: str = "Friday Deepstack", tables: int = 3) -> c.CreateTournament:
    """A small tournament: three levels, re-entries and rebuys allowed."""
    levels = (
        Level(("NT",), 20 * 60_000, 100, 200),
        Level(("NT",), 20 * 60_000, 200, 400),
        Break(10 * 60_000),
        Level(("NT",), 20 * 60_000, 300, 600, AnteKind.PER_PLAYER, 600),
    )
    buy_in = BuyInSettings(buy_in=5_000, fee=500, bounty=1_000, max_entries=2)
    return c.CreateTournament(name, buy_in, levels, table_count=tables, table_size=9)


def candidates(t: Tournament, rng: random.Random, serial: int) -> list[Any]:
    """Commands a director might give now (some may be refused by the domain)."""
    players = t.player_records()
    registered = [p for p in players if p.status == "registered"]
    active = [p for p in players if p.status == "active"]
    seated = [p for p in active if t.location(p.player_id) is not None]
    out: list[Any] = [c.RegisterPlayer(f"Player {serial}", country="NL")]
    if registered:
        out.append(c.BuyIn(rng.choice(registered).player_id))
    if active and not seated:
        out.append(c.DrawSeats())
    unseated = [p for p in active if t.location(p.player_id) is None]
    if seated and unseated:
        out.append(c.SeatLateEntry(rng.choice(unseated).player_id))
    if len(seated) > 2:
        victim = rng.choice(seated)
        out.append(
            c.EliminatePlayer(
                victim.player_id,
                busted_by=rng.choice([p.player_id for p in seated if p is not victim]),
            )
        )
    if seated:
        who = rng.choice(seated)
        out.append(c.RecordChipCount(who.player_id, who.stack + rng.randrange(-500, 500, 100)))
        pick = rng.sample(seated, min(3, len(seated)))
        out.append(c.RecordChipCounts(tuple(ChipCount(p.player_id, p.stack + 100) for p in pick)))
    out += [c.StartClock(), c.PauseClock(), c.ResumeClock(), c.AdjustTime(60_000), c.NextLevel()]
    return out


def next_command(t: Tournament, rng: random.Random, now: int, serial: int) -> Any:
    """A random command the domain accepts at ``now``."""
    options = candidates(t, rng, serial)
    rng.shuffle(options)
    for command in options:
        if t.can(command, now):
            return command
    return c.RegisterPlayer(f"Player {serial}")


def hand_played(t: Tournament, table: int, now: int, phh: str) -> c.RecordHandPlayed:
    """A hand at ``table`` recorded with its history text ``phh`` (nobody's stack changes)."""
    counts = tuple(
        ChipCount(p.player_id, p.stack)
        for p in t.player_records()
        if (where := t.location(p.player_id)) is not None and where[0] == table
    )
    return c.RecordHandPlayed(table, t.next_hand_game(table, now), counts, phh=phh)
