"""Read-only views of a tournament for the UI: players, tables, clock, money summary.

Plain frozen values built from the aggregate; the UI never touches the records directly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament.games import game_name, is_stud
from tournament.money import average_stack
from tournament.service import adapters
from tournament.service.records import PlayerRecord, PlayerStatus, TableRecord
from tournament.structure import AnteKind, Break, Level
from tournament.table_errors import SeatingError

if TYPE_CHECKING:
    from tournament.service.aggregate import Tournament

__all__ = [
    "ClockView",
    "GameStakes",
    "LevelView",
    "PlayerView",
    "SeatView",
    "SummaryView",
    "TableView",
    "TableViewCache",
    "clock_view",
    "levels_view",
    "player_view",
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
    """A table with its seats and who has the button and the blinds in the next hand.

    Positions follow the table module's dead-button rules: ``button`` may be an empty seat
    (``dead_button``), ``small_blind`` is None when nobody posts it, heads-up the button
    posts the small blind. In stud (button frozen, TDA 11B) ``button`` is where the next
    hold'em hand puts it and there are no blinds. ``waiting``: newcomers' seats not dealt
    in until the button passes; ``next_big_blind``: the seat that posts the big blind next
    in a button game (balancing moves this player); ``hands``: hands dealt here.
    """

    number: int
    size: int
    broken: bool
    seats: tuple[SeatView, ...]
    players: int
    button: int | None
    small_blind: int | None
    big_blind: int | None
    dead_button: bool = False
    waiting: tuple[int, ...] = ()
    next_big_blind: int | None = None
    button_frozen: bool = False
    game: str = ""
    hands: int = 0


@dataclass(frozen=True, slots=True)
class GameStakes:
    """What one game of a level uses: blinds for flop and draw games, ante and bring-in
    for stud games, the limits of a fixed-limit game."""

    game: str
    game_name: str
    small_blind: int
    big_blind: int
    ante: int
    bring_in: int
    small_bet: int
    big_bet: int


@dataclass(frozen=True, slots=True)
class LevelView:
    """A level as shown on the clock: game, blinds, antes, bring-in, limits.

    ``game`` is the game played now (its amounts in the flat fields); ``stakes`` lists
    every game of the level with its own forced bets (a mixed level plays several).
    """

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
    games: tuple[str, ...] = ()
    description: str = ""
    colour_up: tuple[int, ...] = ()
    stakes: tuple[GameStakes, ...] = ()


@dataclass(frozen=True, slots=True)
class ClockView:
    """The clock at an instant (the clock module's view; the game from the rotation).

    ``level.game`` is the game now played (in a rotation by hands or orbits, what most
    tables play), ``next_game`` the game that follows it in the rotation.
    """

    started: bool
    running: bool
    level: LevelView
    remaining_ms: int
    ends_at: int | None
    next_level: LevelView | None
    time_to_break_ms: int | None
    hand_for_hand: bool
    label: str = ""
    elapsed_ms: int = 0
    hand_for_hand_hands: int = 0
    structure_ends_at: int | None = None
    in_overtime: bool = False
    next_game: str = ""
    next_game_name: str = ""


@dataclass(frozen=True, slots=True)
class SummaryView:
    """Numbers for the clock screen and the console header.

    ``chips_in_play`` are the chips the entries put on the tables (less a colour-up's odd
    chips); ``average_stack`` is always those over the players left. ``recorded_chips`` is
    the total of the recorded stacks (they rank the chip leader) and ``chip_difference``
    = recorded - in play (0 when the counts add up). ``payouts_warning`` says what is
    wrong when the payout table no longer adds up to the pool ("" when it does).
    """

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
    recorded_chips: int = 0
    chip_difference: int = 0
    payouts_warning: str = ""
    payouts_locked: bool = False


def player_view(t: Tournament, p: PlayerRecord) -> PlayerView:
    """One row of the players list."""
    at = t.location(p.player_id)
    return PlayerView(
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


def players_view(t: Tournament) -> tuple[PlayerView, ...]:
    """Every player in registration order (built afresh; the aggregate's
    :meth:`~tournament.service.aggregate.Tournament.players_view` reuses unchanged rows)."""
    return tuple(player_view(t, p) for p in t.player_records())


def _table_view(t: Tournament, record: TableRecord, game: str) -> TableView:
    table = adapters.table_of(record)
    seats = []
    for s, pid in enumerate(record.seats, 1):
        p = t.player(pid) if pid is not None else None
        seats.append(SeatView(s, pid, p.name if p else "", p.stack if p else 0, s in record.locked))
    frozen = is_stud(game)  # the next hand is stud: the button stays frozen (TDA 11B)
    button = sb = bb = None
    dead = False
    waiting: tuple[int, ...] = ()
    if table.player_count >= 2 and table.started:
        try:
            hand = table.next_hand()
        except SeatingError:  # pragma: no cover - guarded by the checks above
            hand = None
        if hand is not None:
            button = hand.positions.button
            dead = hand.dead_button
            if not frozen:
                sb = hand.positions.small_blind if hand.small_blind_posted else None
                bb = hand.positions.big_blind
                waiting = hand.waiting
    elif table.started:
        button = table.button_seat
    return TableView(
        record.number,
        record.size,
        record.broken,
        tuple(seats),
        table.player_count,
        button,
        sb,
        bb,
        dead,
        waiting,
        table.next_big_blind_seat() if not record.broken else None,
        frozen,
        game,
        record.hands,
    )


class TableViewCache:
    """Table views by number, reused until the table is marked :attr:`dirty` (its record
    or a seated player's record changed: the aggregate marks it) or its game changes."""

    __slots__ = ("_views", "dirty")

    def __init__(self) -> None:
        self._views: dict[int, tuple[TableRecord, str, TableView]] = {}
        self.dirty: set[int] = set()

    def view(self, t: Tournament, record: TableRecord, game: str) -> TableView:
        """The view of ``record`` played as ``game`` (built when an input changed)."""
        number = record.number
        hit = self._views.get(number)
        if hit is not None and number not in self.dirty and hit[0] is record and hit[1] == game:
            return hit[2]
        view = _table_view(t, record, game)
        self._views[number] = (record, game, view)
        self.dirty.discard(number)
        return view


def tables_view(
    t: Tournament,
    include_broken: bool = False,
    now: int | None = None,
    cache: TableViewCache | None = None,
) -> tuple[TableView, ...]:
    """Tables by number, with seats; broken tables only when asked (``cache``: reuse the
    views of tables that did not change)."""
    games = t.now_and_next(now)
    build = cache.view if cache is not None else _table_view
    return tuple(
        build(t, r, games.by_table.get(r.number, games.now))
        for r in t.table_records()
        if include_broken or not r.broken
    )


def levels_view(t: Tournament) -> tuple[LevelView, ...]:
    """Every level and break of the structure, in order, as the clock would show it."""
    return tuple(_level_view(t, i) for i in range(len(t.structure)))


def _level_view(t: Tournament, index: int, game: str | None = None) -> LevelView:
    """The step at ``index`` (overtime included); ``game``: the game played now."""
    step = t.timeline().step(index)
    number = t.level_number(index)
    if isinstance(step, Break):
        g = game or t.game_at(None, None)
        return LevelView(
            index, number, True, g, "Break", 0, 0, 0, False, 0, 0, 0, step.length_ms,
            (), f"Break: colour up {', '.join(map(str, step.colour_up))}"
            if step.colour_up else "Break", step.colour_up,
        )  # fmt: skip
    assert isinstance(step, Level)
    g = game if game in step.games else step.game
    a = step.amounts_for(g)
    return LevelView(
        index,
        number,
        False,
        g,
        game_name(g),
        a.small_blind,
        a.big_blind,
        a.ante,
        a.ante_kind == AnteKind.BIG_BLIND.value,
        a.bring_in,
        a.small_bet,
        a.big_bet,
        step.length_ms,
        step.games,
        a.describe(),
        (),
        tuple(_game_stakes(step, x) for x in step.games),
    )


def _game_stakes(step: Level, game: str) -> GameStakes:
    a = step.amounts_for(game)
    return GameStakes(
        game,
        game_name(game),
        a.small_blind,
        a.big_blind,
        a.ante,
        a.bring_in,
        a.small_bet,
        a.big_bet,
    )


def clock_view(t: Tournament, now: int) -> ClockView:
    """The clock at ``now`` (the clock module's view): level, game, time left, next level,
    time to the next break, when the structure ends."""
    v = t.clock().view(now)
    games = t.now_and_next(now)
    game = games.now
    return ClockView(
        v.started,
        v.running,
        _level_view(t, v.step, game),
        v.remaining_ms,
        v.ends_at,
        _level_view(t, v.step + 1, game),
        v.to_next_break_ms,
        v.hand_for_hand,
        v.label,
        v.elapsed_ms,
        v.hand_for_hand_hands,
        v.structure_ends_at if not v.in_overtime else None,
        v.in_overtime,
        games.next,
        game_name(games.next),
    )


def summary_view(t: Tournament) -> SummaryView:
    """Players left, average stack, chip leader, prize pool, payouts, bubble."""
    # Kept current by the aggregate as records change (no scan of the field).
    chips = t.chips_in_play()
    leader = t.chip_leader()  # the money module's rule: most chips, ties by lowest id
    paid = len(t.meta.payouts)
    left = t.players_left()
    re_entries = t.entry_count("re_entry")
    check = t.payout_check()
    return SummaryView(
        left,
        t.entry_count("buy_in") + re_entries,
        re_entries,
        t.entry_count("rebuy"),
        t.entry_count("add_on"),
        chips,
        average_stack(chips, left),
        leader.player_id if leader else None,
        leader.stack if leader else 0,
        t.prize_pool(),
        t.meta.payouts,
        paid,
        paid > 0 and left == paid + 1 and not t.meta.finished,
        paid > 0 and left <= paid,
        t.meta.finished,
        t.recorded_chips(),
        t.recorded_chips() - chips,
        check.message if check is not None else "",
        t.meta.payouts_locked,
    )
