"""Read-only views of a tournament for the UI: players, tables, clock, money summary.

Plain frozen values built from the aggregate; the UI never touches the records directly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament.engine.variants import VARIANTS
from tournament.service.records import LevelSpec, PlayerStatus

if TYPE_CHECKING:
    from tournament.service.aggregate import Tournament

__all__ = [
    "ClockView",
    "LevelView",
    "PlayerView",
    "SeatView",
    "SummaryView",
    "TableView",
    "clock_view",
    "players_view",
    "summary_view",
    "tables_view",
]


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One row of the players list."""

    player_id: str
    number: int
    name: str
    country: str
    status: PlayerStatus
    table: int | None
    seat: int | None
    stack: int
    entries: int
    rebuys: int
    add_ons: int
    bounty: int
    bounties_won: int
    place: int | None
    prize: int
    paid: int


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat of a table."""

    seat: int
    player_id: str | None
    name: str
    stack: int
    locked: bool


@dataclass(frozen=True, slots=True)
class TableView:
    """A table with its seats, button and blinds (blinds: next occupied seats after the button)."""

    number: int
    size: int
    broken: bool
    seats: tuple[SeatView, ...]
    players: int
    button: int | None
    small_blind: int | None
    big_blind: int | None


@dataclass(frozen=True, slots=True)
class LevelView:
    """A level as shown on the clock: game, blinds, antes, bring-in, limits."""

    index: int
    number: int
    is_break: bool
    game: str
    game_name: str
    small_blind: int
    big_blind: int
    ante: int
    big_blind_ante: bool
    bring_in: int
    small_bet: int
    big_bet: int
    duration_ms: int


@dataclass(frozen=True, slots=True)
class ClockView:
    """The clock at an instant."""

    started: bool
    running: bool
    level: LevelView
    remaining_ms: int
    ends_at: int | None
    next_level: LevelView | None
    time_to_break_ms: int | None
    hand_for_hand: bool


@dataclass(frozen=True, slots=True)
class SummaryView:
    """Numbers for the clock screen and the console header."""

    players_left: int
    entries: int
    re_entries: int
    rebuys: int
    add_ons: int
    chips_in_play: int
    average_stack: int
    chip_leader: str | None
    chip_leader_stack: int
    prize_pool: int
    payouts: tuple[int, ...]
    places_paid: int
    on_bubble: bool
    in_the_money: bool
    finished: bool


def players_view(t: Tournament) -> tuple[PlayerView, ...]:
    """Every player in registration order."""
    out = []
    for p in t.player_records():
        at = t.location(p.player_id)
        out.append(
            PlayerView(
                p.player_id,
                p.number,
                p.name,
                p.country,
                p.status,
                at[0] if at else None,
                at[1] if at else None,
                p.stack,
                p.entries,
                p.rebuys,
                p.add_ons,
                p.bounty,
                p.bounties_won,
                p.place,
                t.prize_for(p.player_id),
                p.paid,
            )
        )
    return tuple(out)


def _next_occupied(seats: tuple[str | None, ...], after: int) -> int | None:
    n = len(seats)
    for k in range(1, n + 1):
        s = (after - 1 + k) % n + 1
        if seats[s - 1] is not None:
            return s
    return None


def tables_view(t: Tournament, include_broken: bool = False) -> tuple[TableView, ...]:
    """Tables by number, with seats; broken tables only when asked."""
    out = []
    for table in t.table_records():
        if table.broken and not include_broken:
            continue
        seats = []
        for s, pid in enumerate(table.seats, 1):
            p = t.player(pid) if pid is not None else None
            seats.append(
                SeatView(s, pid, p.name if p else "", p.stack if p else 0, s in table.locked)
            )
        sb = bb = None
        if table.button is not None and len(table.players) >= 2:
            if len(table.players) == 2 and table.seats[table.button - 1] is not None:
                sb = table.button
            else:
                sb = _next_occupied(table.seats, table.button)
            bb = _next_occupied(table.seats, sb) if sb is not None else None
        out.append(
            TableView(
                table.number,
                table.size,
                table.broken,
                tuple(seats),
                len(table.players),
                table.button,
                sb,
                bb,
            )
        )
    return tuple(out)


def _level_view(t: Tournament, index: int) -> LevelView:
    lv: LevelSpec = t.structure[index]
    variant = VARIANTS.get(lv.game)
    return LevelView(
        index,
        t.level_number(index),
        lv.is_break,
        lv.game,
        "Break" if lv.is_break else (variant.name if variant else lv.game),
        lv.small_blind,
        lv.big_blind,
        lv.ante,
        lv.big_blind_ante,
        lv.bring_in,
        lv.small_bet,
        lv.big_bet,
        lv.duration_ms,
    )


def clock_view(t: Tournament, now: int) -> ClockView:
    """The clock at ``now``: level, time left, next level and time to the next break."""
    s = t.settled_clock(now)
    remaining = s.ends_at - now if s.running and s.ends_at is not None else s.remaining_ms
    index = s.level_index
    nxt = _level_view(t, index + 1) if index + 1 < len(t.structure) else None
    to_break: int | None = None
    if not t.structure[index].is_break:
        acc = remaining
        for j in range(index + 1, len(t.structure)):
            if t.structure[j].is_break:
                to_break = acc
                break
            acc += t.structure[j].duration_ms
    return ClockView(
        s.started,
        s.running,
        _level_view(t, index),
        remaining,
        s.ends_at,
        nxt,
        to_break,
        t.meta.hand_for_hand,
    )


def summary_view(t: Tournament) -> SummaryView:
    """Players left, average stack, chip leader, prize pool, payouts, bubble."""
    active = t.active_players()
    entries = t.entry_records()
    chips = sum(p.stack for p in active)
    leader = max(active, key=lambda p: (p.stack, -p.number), default=None)
    paid = len(t.meta.payouts)
    left = len(active)
    return SummaryView(
        left,
        sum(1 for x in entries if x.kind in ("buy_in", "re_entry")),
        sum(1 for x in entries if x.kind == "re_entry"),
        sum(1 for x in entries if x.kind == "rebuy"),
        sum(1 for x in entries if x.kind == "add_on"),
        chips,
        chips // left if left else 0,
        leader.player_id if leader else None,
        leader.stack if leader else 0,
        t.prize_pool(),
        t.meta.payouts,
        paid,
        paid > 0 and left == paid + 1 and not t.meta.finished,
        paid > 0 and left <= paid,
        t.meta.finished,
    )
