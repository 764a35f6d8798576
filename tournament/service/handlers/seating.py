"""Seating: the seat draw, late seats, moves, balancing, breaking tables, the final-table
redraw, locked seats, the button, new tables.

Deciders and appliers as :mod:`tournament.service.handlers` describes them.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament import seating
from tournament.errors import DomainError
from tournament.seating import Move, SeatAssignment
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.seating_plans import draw_seats
from tournament.service.structure_change import check_seats_for_games
from tournament.service.tournament_table import TournamentTable

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import Applier, Decider, TournamentState, TournamentWrites


def _open_seats(agg: TournamentState) -> int:
    state = agg.seating_state()
    return state.capacity - state.player_count


def _to_seat(agg: TournamentState, who: Iterable[str]) -> list[str]:
    out = []
    where = agg.seat_map()
    for pid in who:
        p = agg.player(pid)
        if p.status != "active":
            raise DomainError(f"{p.name} has not bought in or is eliminated")
        if pid in where:
            table, s = where[pid]
            raise DomainError(f"{p.name} is already seated at table {table} seat {s}")
        out.append(pid)
    return out


def decide_draw(
    agg: TournamentState, cmd: c.DrawSeats, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    if cmd.players:
        if len(set(cmd.players)) != len(cmd.players):
            raise DomainError("A player is listed twice in the draw")
        who = _to_seat(agg, cmd.players)
    else:
        where = agg.seat_map()
        who = [p.player_id for p in agg.active_players() if p.player_id not in where]
        if not who:
            raise DomainError("Every player who bought in already has a seat")
    free = _open_seats(agg)
    if len(who) > free:
        raise DomainError(f"{len(who)} players to seat but only {free} open seats")
    return [e.SeatsDrawn(draw_seats(who, agg.seating_state(), rng))]


def decide_seat_late(
    agg: TournamentState, cmd: c.SeatLateEntry, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    who = _to_seat(agg, [cmd.player_id])
    if _open_seats(agg) < 1:
        raise DomainError("There is no open seat: open a table first")
    return [e.SeatsDrawn(draw_seats(who, agg.seating_state(), rng))]


def _check_destination(agg: TournamentState, table: int, seat: int) -> TournamentTable:
    record = agg.table_in_play(table)
    agg.check_seat(record, seat)
    if seat in record.locked:
        raise DomainError(f"Table {table} seat {seat} is locked")
    return record


def decide_move(
    agg: TournamentState, cmd: c.MovePlayer, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    p = agg.player(cmd.player_id)
    record = _check_destination(agg, cmd.to_table, cmd.to_seat)
    occupant = record.occupant(cmd.to_seat)
    if occupant is not None:
        raise DomainError(
            f"Table {cmd.to_table} seat {cmd.to_seat} is taken by "
            f"{agg.players_by_id[occupant].name}"
        )
    here = agg.location(p.player_id)
    if here is None:
        _to_seat(agg, [p.player_id])
        return [e.SeatsDrawn((SeatAssignment(p.player_id, cmd.to_table, cmd.to_seat),))]
    move = Move(p.player_id, here[0], here[1], cmd.to_table, cmd.to_seat)
    return [e.PlayersMoved((move,), "move")]


def _check_plan(agg: TournamentState, moves: tuple[Move, ...]) -> None:
    if not moves:
        raise DomainError("The plan has no moves")
    if len({m.player for m in moves}) != len(moves):
        raise DomainError("The plan moves a player twice")
    if len({(m.to_table, m.to_seat) for m in moves}) != len(moves):
        raise DomainError("The plan puts two players in the same seat")
    where = agg.seat_map()
    leaving = {(m.from_table, m.from_seat) for m in moves}
    for m in moves:
        p = agg.player(m.player)
        if where.get(m.player) != (m.from_table, m.from_seat):
            raise DomainError(
                f"The plan is out of date: {p.name} is not at table {m.from_table} "
                f"seat {m.from_seat}"
            )
        record = _check_destination(agg, m.to_table, m.to_seat)
        occupant = record.occupant(m.to_seat)
        if occupant is not None and (m.to_table, m.to_seat) not in leaving:
            raise DomainError(
                f"Table {m.to_table} seat {m.to_seat} is taken by "
                f"{agg.players_by_id[occupant].name}"
            )


def decide_balance(
    agg: TournamentState, cmd: c.ApplyBalancePlan, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    _check_plan(agg, cmd.moves)
    return [e.PlayersMoved(cmd.moves, "balance")]


def decide_break(
    agg: TournamentState, cmd: c.BreakTable, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    record = agg.table_in_play(cmd.table)
    if len(agg.seating_state().tables) < 2:
        raise DomainError(f"Table {cmd.table} is the last table and cannot be broken")
    moving = {m.player for m in cmd.moves}
    staying = [p for p in record.players if p not in moving]
    if staying:
        raise DomainError(
            f"The plan leaves {agg.players_by_id[staying[0]].name} at table {cmd.table}"
        )
    if any(m.to_table == cmd.table for m in cmd.moves):
        raise DomainError(f"The plan seats a player at table {cmd.table}, which is breaking")
    out: list[e.Event] = []
    if cmd.moves:
        _check_plan(agg, cmd.moves)
        out.append(e.PlayersMoved(cmd.moves, "break"))
    out.append(e.TableBroken(cmd.table))
    return out


def decide_redraw(
    agg: TournamentState, cmd: c.RedrawFinalTable, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    final = agg.table_in_play(cmd.table)
    moved = {m.player: m for m in cmd.moves}
    if any(m.to_table != cmd.table for m in cmd.moves):
        raise DomainError(f"The redraw must seat everyone at table {cmd.table}")
    where = agg.seat_map()
    for p in agg.active_players():
        at = where.get(p.player_id)
        if at is None:
            raise DomainError(f"{p.name} has no seat; seat every player before the redraw")
        if at[0] != cmd.table and p.player_id not in moved:
            raise DomainError(f"The redraw leaves {p.name} at table {at[0]}")
    if len(agg.active_players()) > final.size - len(final.locked):
        raise DomainError(f"Table {cmd.table} has not enough seats for the final table")
    out: list[e.Event] = []
    if cmd.moves:
        _check_plan(agg, cmd.moves)
        out.append(e.PlayersMoved(cmd.moves, "redraw"))
    for record in agg.table_records():
        if not record.broken and record.number != cmd.table:
            out.append(e.TableBroken(record.number))
    if not out:
        raise DomainError("Nothing to redraw")
    return out


def decide_lock(
    agg: TournamentState, cmd: c.LockSeat, now: int, rng: random.Random
) -> list[e.Event]:
    record = agg.table_in_play(cmd.table)
    agg.check_seat(record, cmd.seat)
    if cmd.seat in record.locked:
        raise DomainError(f"Table {cmd.table} seat {cmd.seat} is already locked")
    occupant = record.occupant(cmd.seat)
    if occupant is not None:
        raise DomainError(
            f"Table {cmd.table} seat {cmd.seat} is taken by {agg.players_by_id[occupant].name}"
        )
    return [e.SeatLocked(cmd.table, cmd.seat)]


def decide_unlock(
    agg: TournamentState, cmd: c.UnlockSeat, now: int, rng: random.Random
) -> list[e.Event]:
    record = agg.table_in_play(cmd.table)
    agg.check_seat(record, cmd.seat)
    if cmd.seat not in record.locked:
        raise DomainError(f"Table {cmd.table} seat {cmd.seat} is not locked")
    return [e.SeatUnlocked(cmd.table, cmd.seat)]


def decide_button(
    agg: TournamentState, cmd: c.SetButton, now: int, rng: random.Random
) -> list[e.Event]:
    record = agg.table_in_play(cmd.table)
    agg.check_seat(record, cmd.seat)
    if record.table.first_button == cmd.seat and record.table.last_hand is None:
        raise DomainError(f"The button is already on seat {cmd.seat} at table {cmd.table}")
    agg.table_value(cmd.table).with_button(cmd.seat)  # the table module's checks
    return [e.ButtonPlaced(cmd.table, cmd.seat)]


def decide_draw_button(
    agg: TournamentState, cmd: c.DrawButton, now: int, rng: random.Random
) -> list[e.Event]:
    if cmd.table:
        numbers = [agg.table_in_play(cmd.table).number]
    else:
        numbers = [
            record.number
            for record in agg.table_records()
            if not record.broken and not record.table.started and record.players
        ]
        if not numbers:
            raise DomainError("Every table with players already has its button")
    out: list[e.Event] = []
    for number in numbers:
        drawn = agg.table_value(number).draw_button(rng)
        assert drawn.first_button is not None
        out.append(e.ButtonPlaced(number, drawn.first_button))
    return out


def decide_add_table(
    agg: TournamentState, cmd: c.AddTable, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    size = cmd.size or agg.created().table_size
    if not 2 <= size <= 10:
        raise DomainError("A table has between 2 and 10 seats")
    if agg.structure is not None:
        check_seats_for_games(agg.structure.games, size)
    number = max(agg.tables_by_number, default=0) + 1
    return [e.TableAdded(number, size)]


def apply_table_added(agg: TournamentWrites, ev: e.TableAdded) -> None:
    agg.put_table(TournamentTable.empty(ev.table, ev.size))


def apply_drawn(agg: TournamentWrites, ev: e.SeatsDrawn) -> None:
    by_table: dict[int, list[tuple[int, str]]] = {}
    for a in ev.seats:
        by_table.setdefault(a.table, []).append((a.seat, a.player))
    for number, placements in sorted(by_table.items()):
        agg.put_table_value(agg.table_value(number).sit_many(placements))


def apply_moved(agg: TournamentWrites, ev: e.PlayersMoved) -> None:
    # The seating module applies the plan (all at once, newcomers, move counts).
    # Only the movers' counts are read and changed (no copy of everyone's counts).
    counts = {
        m.player: agg.move_counts()[m.player] for m in ev.moves if m.player in agg.move_counts()
    }
    state = replace(agg.seating_state(), move_counts=counts)
    after = seating.apply_moves(state, list(ev.moves))
    for number in sorted({m.from_table for m in ev.moves} | {m.to_table for m in ev.moves}):
        table = after.tables.get(number)
        if table is None:  # emptied by the plan: the seating module closed it
            table = state.table(number)
            for m in ev.moves:
                if m.from_table == number and table.player_at(m.from_seat) == m.player:
                    table = table.leave(m.from_seat)
        agg.put_table_value(table)
    for pid in sorted({m.player for m in ev.moves}):
        moves = after.moves_of(pid)
        if moves != counts.get(pid, 0):
            agg.put_player(replace(agg.players_by_id[pid], moves=moves))


def apply_broken(agg: TournamentWrites, ev: e.TableBroken) -> None:
    agg.put_table(agg.tables_by_number[ev.table].break_up())


def apply_locked(agg: TournamentWrites, ev: e.SeatLocked) -> None:
    agg.put_table_value(agg.table_value(ev.table).lock(ev.seat))


def apply_unlocked(agg: TournamentWrites, ev: e.SeatUnlocked) -> None:
    agg.put_table_value(agg.table_value(ev.table).unlock(ev.seat))


def apply_button(agg: TournamentWrites, ev: e.ButtonPlaced) -> None:
    agg.put_table_value(agg.table_value(ev.table).with_button(ev.seat))


DECIDE: dict[type, Decider] = {
    c.DrawSeats: decide_draw,
    c.SeatLateEntry: decide_seat_late,
    c.MovePlayer: decide_move,
    c.ApplyBalancePlan: decide_balance,
    c.BreakTable: decide_break,
    c.RedrawFinalTable: decide_redraw,
    c.LockSeat: decide_lock,
    c.UnlockSeat: decide_unlock,
    c.SetButton: decide_button,
    c.AddTable: decide_add_table,
    c.DrawButton: decide_draw_button,
}


APPLY: dict[type, Applier] = {
    e.SeatsDrawn: apply_drawn,
    e.PlayersMoved: apply_moved,
    e.TableBroken: apply_broken,
    e.SeatLocked: apply_locked,
    e.SeatUnlocked: apply_unlocked,
    e.ButtonPlaced: apply_button,
    e.TableAdded: apply_table_added,
}
