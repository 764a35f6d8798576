"""Every projected row equals the aggregate, column by column, through a busy tournament.

A wider scenario than ``test_projection``: re-entries, rebuys, add-ons, balancing, table
breaks, the final-table redraw, simultaneous busts, locks, buttons, payouts (generated and
set), payments, deals, undo and redo. After every step the rows of ``tournament_player``,
``entry``, ``poker_table``, ``seat``, ``elimination``, ``payout``, ``deal``, ``bounty`` and
the tournament's finish equal what the aggregate says.
"""

from __future__ import annotations

import contextlib
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from db.connect import open_store
from db.rows import (
    BountyRow,
    DealRow,
    EliminationRow,
    EntryRow,
    PayoutRow,
    PlayerRow,
    PokerTableRow,
    SeatRow,
    TournamentPlayerRow,
    TournamentRow,
)
from db.store import Store
from tests.db.scenario import T0
from tournament import seating
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.records import BuyInSettings, ChipCount
from tournament.structure import AnteKind, Level


def _create() -> c.CreateTournament:
    levels = (
        Level(("NT",), 20 * 60_000, 100, 200),
        Level(("NT",), 20 * 60_000, 200, 400),
        Level(("NT",), 20 * 60_000, 300, 600, AnteKind.PER_PLAYER, 600),
    )
    buy_in = BuyInSettings(
        buy_in=5_000,
        fee=500,
        bounty=1_000,
        max_entries=3,
        rebuy_cost=5_000,
        rebuy_chips=20_000,
        max_rebuys=2,
        rebuy_until_level=3,
        add_on_cost=5_000,
        add_on_chips=20_000,
        add_on_until_level=3,
        paid_percent=40,
    )
    return c.CreateTournament("Row check", buy_in, levels, table_count=3, table_size=6)


def _candidates(t: Tournament, rng: random.Random, serial: int) -> list[Any]:
    players = t.player_records()
    registered = [p for p in players if p.status == "registered"]
    active = [p for p in players if p.status == "active"]
    out_ = [p for p in players if p.status == "eliminated"]
    seated = [p for p in active if t.location(p.player_id) is not None]
    unseated = [p for p in active if t.location(p.player_id) is None]
    live = [r for r in t.table_records() if not r.broken]
    out: list[Any] = []
    if len(players) < 24:
        out += [c.RegisterPlayer(f"Player {serial}", country="NL")] * 3
    if registered:
        out += [c.BuyIn(rng.choice(registered).player_id)] * 3
    if out_:
        out.append(c.ReEnter(rng.choice(out_).player_id))
        out.append(c.PayOut(rng.choice(out_).player_id))
    if active:
        out.append(c.Rebuy(rng.choice(active).player_id))
        out.append(c.AddOn(rng.choice(active).player_id))
        out.append(c.PayOut(rng.choice(active).player_id))
    if unseated:
        out += [c.DrawSeats(), c.SeatLateEntry(rng.choice(unseated).player_id)]
    if len(seated) > 2:
        victim = rng.choice(seated)
        hunter = rng.choice([p for p in seated if p is not victim])
        out += [c.EliminatePlayer(victim.player_id, busted_by=hunter.player_id)] * 4
        out.append(c.EliminatePlayer(rng.choice(seated).player_id))
        pair = rng.sample(seated, 2)
        out.append(c.EliminatePlayers(tuple(p.player_id for p in pair)))
    if seated:
        who = rng.choice(seated)
        out.append(c.RecordChipCount(who.player_id, who.stack + rng.randrange(-500, 500, 100)))
        pick = rng.sample(seated, min(3, len(seated)))
        out.append(c.RecordChipCounts(tuple(ChipCount(p.player_id, p.stack + 100) for p in pick)))
    if seated and live:
        table = rng.choice(live)
        free = [i + 1 for i, pid in enumerate(table.seats) if pid is None]
        if free:
            seat = rng.choice(free)
            out.append(c.MovePlayer(rng.choice(seated).player_id, table.number, seat))
            out += [c.LockSeat(table.number, seat)]
        if table.locked:
            out.append(c.UnlockSeat(table.number, rng.choice(table.locked)))
        out += [c.DrawButton(table.number), c.RecordHand(table.number)]
        state = t.seating_state()
        try:
            plan = t.balance_plan()
        except Exception:  # the plan may be impossible (locked seats): skip it
            plan = ()
        if plan:
            out += [c.ApplyBalancePlan(plan)] * 3
        if len(state.tables) > 1:
            number = rng.choice(sorted(state.tables))
            with contextlib.suppress(Exception):  # no room to break it
                out.append(c.BreakTable(number, t.break_plan(number, rng)))
        if seating.final_table_due(state):
            try:
                final, moves = t.final_table_plan(rng)
                out += [c.RedrawFinalTable(final, moves)] * 3
            except Exception:  # no room at the final table
                pass
    out += [c.GeneratePayouts(), c.SetPayouts((9_000, 6_000, 3_000)), c.AddTable()]
    if 2 <= len(active) <= 4:
        out += [c.MakeDeal("even"), c.MakeDeal("chip_chop")]
    out += [c.StartClock(), c.NextLevel()]
    return out


def _next_command(t: Tournament, rng: random.Random, now: int, serial: int) -> Any:
    options = _candidates(t, rng, serial)
    rng.shuffle(options)
    for command in options:
        if t.can(command, now):
            return command
    return c.RegisterPlayer(f"Player {serial}")


def rows_of(store: Store, tid: str) -> dict[str, Any]:
    """Everything the projection wrote for the tournament."""
    with store.transactions.read() as conn:
        players = {
            r.player_id: (
                r.number,
                r.name,
                r.status,
                r.chips,
                r.entries,
                r.rebuys,
                r.add_ons,
                r.bounty_cents,
                r.bounty_won_cents,
                r.place,
                r.paid_cents,
            )
            for r in conn.execute(
                select(TournamentPlayerRow).where(TournamentPlayerRow.tournament_id == tid)
            )
        }
        persons = set(
            conn.execute(
                select(TournamentPlayerRow.player_id)
                .join(PlayerRow, PlayerRow.id == TournamentPlayerRow.person_id)
                .where(TournamentPlayerRow.tournament_id == tid)
            ).scalars()
        )
        entries = {
            r.entry_id: (
                r.player_id,
                r.kind,
                r.amount_cents,
                r.fee_cents,
                r.bounty_cents,
                r.chips,
                r.at_ms,
            )
            for r in conn.execute(select(EntryRow).where(EntryRow.tournament_id == tid))
        }
        tables = {
            r.number: (r.max_seats, r.button, r.broken)
            for r in conn.execute(select(PokerTableRow).where(PokerTableRow.tournament_id == tid))
        }
        seats = {
            (r.table_number, r.seat): (r.player_id, r.locked)
            for r in conn.execute(select(SeatRow).where(SeatRow.tournament_id == tid))
        }
        out = {
            r.player_id: (r.place, r.busted_by, r.bust_chips, r.at_ms)
            for r in conn.execute(select(EliminationRow).where(EliminationRow.tournament_id == tid))
        }
        payouts = {
            r.place: (r.amount_cents, r.player_id)
            for r in conn.execute(select(PayoutRow).where(PayoutRow.tournament_id == tid))
        }
        deal = [
            (r.method, r.data)
            for r in conn.execute(select(DealRow).where(DealRow.tournament_id == tid))
        ]
        bounties = {
            r.victim_id: r.hunter_id
            for r in conn.execute(select(BountyRow).where(BountyRow.tournament_id == tid))
        }
        finished = conn.execute(
            select(TournamentRow.finished_ms).where(TournamentRow.id == tid)
        ).scalar_one()
    return {
        "players": players,
        "persons": persons,
        "entries": entries,
        "tables": tables,
        "seats": seats,
        "out": out,
        "payouts": payouts,
        "deal": deal,
        "bounties": bounties,
        "finished": finished is not None,
    }


def expected_of(store: Store, tid: str) -> dict[str, Any]:
    """The same, from the aggregate's records."""
    t = store.loaded.load(tid)
    records = t.player_records()
    players = {
        p.player_id: (
            p.number,
            p.name,
            p.status,
            p.stack,
            p.entries,
            p.rebuys,
            p.add_ons,
            p.bounty,
            p.bounties_won,
            p.place,
            p.paid,
        )
        for p in records
    }
    entries = {
        x.entry_id: (x.player, x.kind.value, x.prize, x.fee, x.bounty, x.chips, x.at)
        for x in t.entry_records()
    }
    tables = {r.number: (len(r.seats), r.button, r.broken) for r in t.table_records()}
    seats = {
        (r.number, i + 1): (pid, (i + 1) in r.locked)
        for r in t.table_records()
        for i, pid in enumerate(r.seats)
    }
    eliminated = [p for p in records if p.status == "eliminated" and p.place is not None]
    out = {p.player_id: (p.place, p.busted_by, p.bust_stack, p.eliminated_at) for p in eliminated}
    first_at: dict[int, str] = {}
    for p in records:  # registration order: the first player of a shared place
        if p.place is not None:
            first_at.setdefault(p.place, p.player_id)
    payouts = {i + 1: (a, first_at.get(i + 1)) for i, a in enumerate(t.meta.payouts)}
    d = t.meta.deal
    deal = []
    if d is not None:
        shares = [{"player_id": a.player, "amount": a.amount} for a in d.amounts]
        deal.append((d.kind.value, {"play_for": d.play_for, "amounts": shares}))
    return {
        "players": players,
        "persons": set(players),
        "entries": entries,
        "tables": tables,
        "seats": seats,
        "out": out,
        "payouts": payouts,
        "deal": deal,
        "finished": t.meta.finished,
    }


def check_rows(store: Store, tid: str) -> None:
    """The rows equal the aggregate; knock-outs: one row per bust by a hunter (kept when the
    victim re-enters, since the hunter keeps the bounty)."""
    rows, expected = rows_of(store, tid), expected_of(store, tid)
    bounties = rows.pop("bounties")
    assert rows == expected
    t = store.loaded.load(tid)
    for p in t.player_records():
        if p.status == "eliminated" and p.busted_by is not None:
            assert bounties.get(p.player_id) == p.busted_by
    for victim, hunter in bounties.items():
        p = t.player(victim)
        assert p.busted_by == hunter or (p.busted_by is None and p.entries > 1)


def _play(store: Store, seed: int, steps: int) -> None:
    rng = random.Random(seed)
    tid = store.log.create_tournament(_create(), T0, rng)
    check_rows(store, tid)
    now = T0
    for i in range(steps):
        now += 1_000
        roll = rng.random()
        if roll < 0.15 and store.undo_redo.can_undo:
            store.undo_redo.undo(now)
        elif roll < 0.22 and store.undo_redo.can_redo:
            store.undo_redo.redo(now)
        else:
            store.log.execute(tid, _next_command(store.loaded.load(tid), rng, now, i), now, rng)
        check_rows(store, tid)


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(0, 100_000), steps=st.integers(10, 80))
def test_every_projected_row_equals_the_aggregate_through_undo_and_redo(
    tmp_path_factory: pytest.TempPathFactory, seed: int, steps: int
) -> None:
    path: Path = tmp_path_factory.mktemp("rows") / "e.sqlite"
    store = open_store(path, now_ms=T0)
    try:
        _play(store, seed, steps)
    finally:
        store.close(T0)


@pytest.mark.parametrize("seed", [1, 2])
def test_every_projected_row_equals_the_aggregate_on_each_database(
    db_target: str | Path, seed: int
) -> None:
    store = open_store(db_target, now_ms=T0)
    try:
        _play(store, seed, 150)
    finally:
        store.close(T0)
