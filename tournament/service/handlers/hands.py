"""Hands: a hand dealt at a table (rotation, button), a hand played (counts and busts),
bust-outs and the winner.

Deciders and appliers as :mod:`tournament.service.handlers` describes them.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament import money, rotation
from tournament.errors import DomainError
from tournament.games import is_stud, short_name
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service import money_figures, satellite
from tournament.service.days import end_on_bust
from tournament.service.handlers.clock import end_hand_for_hand, stop_clock, table_done
from tournament.service.handlers.money import check_counts
from tournament.service.records import (
    Elimination,
    PlayerAmount,
)
from tournament.table import Table


def _deal(table: Table, ev: e.HandDealt) -> Table:
    """The table after a hand of ``ev.game``, moving the button as the rotation says
    (TDA 11B): advance in a button game, freeze it where the next button-game hand puts it
    when stud starts, hold it during stud; a button-game hand after stud (or the first
    hand) is dealt with the held button."""
    move = rotation.ButtonMove(ev.button)
    if move is rotation.ButtonMove.ADVANCE_AND_FREEZE or (
        move is rotation.ButtonMove.HOLD and is_stud(ev.game)
    ):
        return table.freeze_button()
    if is_stud(ev.game):
        return table
    return table.unfreeze_button().hand_dealt()


if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import Applier, Decider, TournamentState, TournamentWrites


def decide_record_hand(
    agg: TournamentState,
    cmd: c.RecordHand,
    now: int,
    rng: random.Random,
    level_index: int | None = None,
) -> list[e.Event]:
    """``level_index``: the step in force when the hand began (a hand played across a
    level change or into a break is the earlier level's hand); None: the step now."""
    agg.check_not_finished()
    record = agg.table_in_play(cmd.table)
    if record.table.player_count < 2:
        raise DomainError(f"Table {cmd.table} has fewer than two players; no hand is dealt")
    clock = agg.settled_clock(now)
    if level_index is not None and not 0 <= level_index < agg.timeline().size:
        raise DomainError(f"The structure has no step {level_index + 1}")
    index = clock.level_index if level_index is None else level_index
    if clock.started and agg.timeline().is_break(index):
        raise DomainError("A break is on: no hands are dealt until the next level starts")
    table = agg.table_value(cmd.table)
    level = agg.level_at(index)  # the level in force when the hand began
    turn, settings = record.rotation, agg.rotation_settings()
    game = rotation.next_hand_game(turn, level, settings)
    players = table.player_count
    if not is_stud(game) and table.started:
        players = len(table.next_hand().dealt_in)
    plan, state = rotation.start_hand(turn, level, settings, players)
    event = e.HandDealt(
        cmd.table, plan.game, plan.button.value, state.hands_in_game, state.turn_length
    )
    _deal(table, event)  # the table module's checks (a button is needed, ...)
    return [event, *table_done(agg, cmd.table, now)]


def decide_hand_played(
    agg: TournamentState, cmd: c.RecordHandPlayed, now: int, rng: random.Random
) -> list[e.Event]:
    dealt = decide_record_hand(agg, c.RecordHand(cmd.table), now, rng, cmd.level_index)
    game = dealt[0].game if isinstance(dealt[0], e.HandDealt) else ""
    if game != cmd.game:
        raise DomainError(
            f"Table {cmd.table} deals {short_name(game)} now, not {short_name(cmd.game)}"
        )
    counted = [x.player_id for x in cmd.counts]
    busted = [b.player for b in cmd.busts]
    involved = counted + busted
    if not counted:
        raise DomainError("A hand needs at least one player left with chips")
    if len(set(involved)) != len(involved):
        raise DomainError("A player is listed twice in the hand")
    where = agg.seat_map()
    for pid in involved:
        p = agg.player(pid)
        at = where.get(pid)
        if p.status != "active" or at is None or at[0] != cmd.table:
            raise DomainError(f"{p.name} does not play at table {cmd.table}")
    check_counts(agg, cmd.counts)
    for b in cmd.busts:
        p = agg.players_by_id[b.player]
        if b.starting_stack != p.stack:
            raise DomainError(
                f"{p.name} started the hand with {p.stack:,} chips, not {b.starting_stack:,}"
            )
        if b.busted_by is not None and b.busted_by not in counted:
            raise DomainError(
                f"{p.name} can only be busted by a player still in at table {cmd.table}"
            )
    before = sum(agg.players_by_id[pid].stack for pid in involved)
    after = sum(x.stack for x in cmd.counts)
    if before != after:
        raise DomainError(
            f"The chips at table {cmd.table} do not add up: {before:,} before the hand, "
            f"{after:,} after"
        )
    out: list[e.Event] = [*dealt, e.ChipCountsRecorded(cmd.counts)]
    if cmd.busts:
        out += _bust_events(
            agg,
            tuple(busted),
            tuple(b.starting_stack for b in cmd.busts),
            tuple(b.busted_by for b in cmd.busts),
            now,
        )
    return out


def decide_eliminate_one(
    agg: TournamentState, cmd: c.EliminatePlayer, now: int, rng: random.Random
) -> list[e.Event]:
    return decide_eliminate(agg, c.EliminatePlayers((cmd.player_id,), (), cmd.busted_by), now, rng)


def decide_eliminate(
    agg: TournamentState, cmd: c.EliminatePlayers, now: int, rng: random.Random
) -> list[e.Event]:
    agg.check_not_finished()
    if not cmd.players:
        raise DomainError("Name the player(s) who busted")
    if len(set(cmd.players)) != len(cmd.players):
        raise DomainError("A player is listed twice in the bust-out")
    if cmd.starting_stacks and len(cmd.starting_stacks) != len(cmd.players):
        raise DomainError("Give one starting stack per busted player")
    if any(s < 0 for s in cmd.starting_stacks):
        raise DomainError("A starting stack cannot be negative")
    for pid in cmd.players:
        p = agg.player(pid)
        if p.status != "active":
            raise DomainError(f"{p.name} is not in the tournament")
    if cmd.busted_by is not None:
        k = agg.player(cmd.busted_by)
        if k.status != "active":
            raise DomainError(f"{k.name} is not in the tournament and cannot bust anyone")
        if cmd.busted_by in cmd.players:
            raise DomainError(f"{k.name} cannot bust themselves")
    stacks = cmd.starting_stacks or tuple(agg.players_by_id[p].stack for p in cmd.players)
    return _bust_events(agg, cmd.players, stacks, (cmd.busted_by,) * len(cmd.players), now)


def _bust_events(
    agg: TournamentState,
    players: tuple[str, ...],
    stacks: tuple[int, ...],
    busters: tuple[str | None, ...],
    now: int,
) -> list[e.Event]:
    """PlayersEliminated (and TournamentWon) for one bust group of verified players;
    ``busters[i]`` knocked out ``players[i]``."""
    left = agg.players_left()
    if left - len(players) < 1:
        raise DomainError("At least one player must be left after a bust-out")
    places = money_figures.rank_bust_group(left, list(zip(players, stacks, strict=True)))
    buy_in = agg.created().buy_in
    # The heads involved (the money module's knockout reads only these).
    involved = (*players, *(b for b in busters if b is not None))
    heads = {pid: agg.players_by_id[pid].bounty for pid in involved}
    elims = []
    for pid, stack, busted_by in zip(players, stacks, busters, strict=True):
        cash = to_head = 0
        if busted_by is not None:
            cash, to_head = money_figures.knockout(buy_in, heads, pid, busted_by)
            heads[busted_by] += to_head
            heads[pid] = 0
        elims.append(Elimination(pid, places[pid], stack, busted_by, cash, to_head))
    out: list[e.Event] = [e.PlayersEliminated(agg.meta.bust_hands + 1, now, tuple(elims))]
    winners = satellite.seats_won(agg, places, left - len(players))
    if winners is not None:  # as many players left as seats: play stops
        out += [e.SeatsWon(winners), *stop_clock(agg, now)]
    elif left - len(players) == 1:
        busted = set(players)
        winner = next(p for p in agg.active_players() if p.player_id not in busted)
        own = 0
        if buy_in.bounty > 0:
            heads.setdefault(winner.player_id, winner.bounty)
            own = money.winner_bounty(heads, winner.player_id)
        out.append(e.TournamentWon(winner.player_id, own))
        out += stop_clock(agg, now)
    else:
        if agg.clock_state.hand_for_hand and left - len(players) <= satellite.bubble_places(agg):
            out += end_hand_for_hand(agg, now)  # the bubble burst: every player left is paid
        out += end_on_bust(agg, left - len(players), agg.clock(), now)
    return out


def apply_hand_dealt(agg: TournamentWrites, ev: e.HandDealt) -> None:
    record = agg.tables_by_number[ev.table]
    dealt = _deal(record.table, ev)
    agg.put_table(record.hand_dealt(dealt, ev.game, ev.hands_in_game, ev.turn_length))


def apply_eliminated(agg: TournamentWrites, ev: e.PlayersEliminated) -> None:
    for x in ev.eliminations:
        at = agg.seat_map().get(x.player_id)
        if at is not None:
            agg.put_table_value(agg.table_value(at[0]).leave(at[1]))
        p = agg.players_by_id[x.player_id]
        agg.put_player(
            replace(
                p,
                status="eliminated",
                stack=0,
                place=x.place,
                bust_stack=x.starting_stack,
                busted_by=x.busted_by,
                eliminated_at=ev.at,
                bounty=0,  # won by the eliminator, or unassigned until the director names him
            )
        )
        if x.busted_by is None and p.bounty > 0:
            unassigned = (*agg.meta.unassigned_bounties, PlayerAmount(p.player_id, p.bounty))
            agg.set_meta(replace(agg.meta, unassigned_bounties=unassigned))
        if x.busted_by is not None:
            k = agg.players_by_id[x.busted_by]
            agg.put_player(
                replace(
                    k,
                    bounties_won=k.bounties_won + x.bounty_cash,
                    bounty=k.bounty + x.bounty_to_head,
                )
            )
    agg.set_meta(replace(agg.meta, bust_hands=ev.hand))


def apply_won(agg: TournamentWrites, ev: e.TournamentWon) -> None:
    p = agg.players_by_id[ev.player_id]
    agg.put_player(
        replace(
            p,
            stack=agg.chips_in_play(),  # the last player holds every chip in play
            place=1,
            bounties_won=p.bounties_won + ev.bounty,
            bounty=p.bounty - ev.bounty,
        )
    )
    agg.set_meta(replace(agg.meta, finished=True))


DECIDE: dict[type, Decider] = {
    c.EliminatePlayer: decide_eliminate_one,
    c.EliminatePlayers: decide_eliminate,
    c.RecordHand: decide_record_hand,
    c.RecordHandPlayed: decide_hand_played,
}


APPLY: dict[type, Applier] = {
    e.PlayersEliminated: apply_eliminated,
    e.TournamentWon: apply_won,
    e.HandDealt: apply_hand_dealt,
}
