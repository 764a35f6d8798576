"""Run a whole tournament of N players through the commands: random busts, or real hands.

For benchmarks and the database crash test: every step is a command handled by the
aggregate, so a caller can persist each :class:`Outcome` as it goes.
:func:`simulate` (the fast default) busts random players; :func:`simulate_hands` deals
real engine hands at every table, round by round (:mod:`tournament.service.table_play`),
until one player has every chip.

>>> t, steps = simulate(30, random.Random(1), 1_700_000_000_000)
>>> t.summary().finished, t.summary().players_left
(True, 1)
>>> t, steps, games = simulate_hands(6, random.Random(2), 1_700_000_000_000, table_size=6)
>>> t.summary().finished, sum(games.values()) > 0
(True, True)
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

from tournament import seating
from tournament.games import game as game_of
from tournament.games import short_name
from tournament.limits import MINUTE_MS
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.demo import NLHE_PRESET
from tournament.service.outcome import Outcome
from tournament.service.play_policy import Policy, random_policy
from tournament.service.played_hand import PlayedHand
from tournament.service.records import BuyInSettings
from tournament.service.table_play import deal_hand
from tournament.structure_io import load_preset, preset_names

__all__ = ["main", "phh_writer", "simulate", "simulate_hands"]

OnStep = Callable[[c.Command, int, Outcome], None]
OnHand = Callable[[PlayedHand], None]


def simulate(
    players: int,
    rng: random.Random,
    now: int,
    table_size: int = 9,
    on_step: OnStep | None = None,
) -> tuple[Tournament, int]:
    """Play a tournament of ``players`` to the end; returns it and the number of commands.

    Each bust is one hand at the busted player's table (a random player, sometimes two at
    the same table, knocked out by a tablemate who takes the chips: a chip count), then
    what the floor does: the final-table redraw when it is due, else the table breaks the
    seating module asks for, then its balance plan. Time passes between busts (less when
    more tables play); a break in the structure is waited out (no hand is dealt then).
    The work per bust is proportional to what it changes, so large fields run whole.
    """
    t = Tournament()
    steps = 0

    def do(command: c.Command) -> None:
        nonlocal steps
        result = t.handle(command, now, rng)
        steps += 1
        if on_step is not None:
            on_step(command, now, result)

    tables = -(-players // table_size)
    structure = load_preset(NLHE_PRESET)
    buy_in = BuyInSettings(starting_stack=structure.starting_stack)
    created = min(tables, _MAX_CREATED_TABLES)
    do(c.CreateTournament("Simulation", buy_in, structure, created, table_size))
    for _ in range(tables - created):
        do(c.AddTable())
    alive: list[str] = []
    for i in range(players):
        pid = f"P{i + 1:05d}"
        do(c.RegisterPlayer(f"Player {i + 1}", player_id=pid))
        do(c.BuyIn(pid))
        alive.append(pid)
    index = {pid: i for i, pid in enumerate(alive)}
    do(c.DrawSeats())
    do(c.DrawButton())
    do(c.StartClock())
    timeline = t.timeline()
    while t.players_left() > 1:
        state = t.seating_state()
        # About one bust per table every quarter of an hour.
        now += 1 + rng.randrange(2 * _BUST_EVERY_MS // max(len(state.tables), 1) + 1)
        clock = t.settled_clock(now)
        while clock.running and clock.ends_at and timeline.is_break(clock.level_index):
            now = clock.ends_at  # wait out the break: no hand is dealt during it
            clock = t.settled_clock(now)
        victim = alive[rng.randrange(len(alive))]
        where = t.location(victim)
        assert where is not None
        table = state.tables[where[0]]
        mates = [p for p in table.players() if p != victim]
        busted = [victim]
        if len(mates) >= 2 and rng.random() < 0.1:
            busted.append(mates.pop(rng.randrange(len(mates))))
        if not mates:  # alone at a table: nobody to bust them here
            continue
        buster = mates[rng.randrange(len(mates))]
        do(c.RecordHand(where[0]))
        chips = sum(t.player(p).stack for p in busted)
        do(c.EliminatePlayers(tuple(busted), (), buster))
        for pid in busted:
            i = index.pop(pid)
            last = alive.pop()
            if last != pid:
                alive[i] = last
                index[last] = i
        if t.players_left() == 1:
            break
        do(c.RecordChipCount(buster, t.player(buster).stack + chips))
        _tidy_tables(t, do, rng)
    return t, steps


_BUST_EVERY_MS = 15 * MINUTE_MS
_MAX_CREATED_TABLES = 500  # CreateTournament's limit; more tables are added one by one


def _tidy_tables(t: Tournament, do: Callable[[c.Command], None], rng: random.Random) -> None:
    """After a bust: redraw the final table when due, else break the tables the seating
    module names, then apply its balance plan."""
    state = t.seating_state()
    if seating.final_table_due(state):
        final, moves = t.final_table_plan(rng)
        do(c.RedrawFinalTable(final, moves))
        do(c.DrawButton(final))
        return
    for number in seating.tables_to_break(state, fewest_first=True):
        do(c.BreakTable(number, t.break_plan(number, rng)))
    plan = t.balance_plan()
    if plan:
        do(c.ApplyBalancePlan(plan))


_HAND_MS = 2 * MINUTE_MS  # one hand at every table (a round) takes about two minutes


def _start(
    players: int,
    table_size: int,
    preset: str,
    do: Callable[[c.Command], None],
) -> None:
    """Create the tournament, buy everyone in, draw seats and buttons, start the clock."""
    tables = -(-players // table_size)
    structure = load_preset(preset)
    buy_in = BuyInSettings(starting_stack=structure.starting_stack)
    created = min(tables, _MAX_CREATED_TABLES)
    do(c.CreateTournament("Simulation", buy_in, structure, created, table_size))
    for _ in range(tables - created):
        do(c.AddTable())
    for i in range(players):
        pid = f"P{i + 1:05d}"
        do(c.RegisterPlayer(f"Player {i + 1}", player_id=pid))
        do(c.BuyIn(pid))
    do(c.DrawSeats())
    do(c.DrawButton())
    do(c.StartClock())


def simulate_hands(
    players: int,
    rng: random.Random,
    now: int,
    table_size: int = 9,
    preset: str = NLHE_PRESET,
    policy: Policy = random_policy,
    on_step: OnStep | None = None,
    on_hand: OnHand | None = None,
) -> tuple[Tournament, int, Counter[str]]:
    """Play a tournament of ``players`` with real engine hands until one player is left.

    Every round each table with two or more players deals one hand of the game the
    rotation gives it (:func:`tournament.service.table_play.deal_hand`, played by
    ``policy``), recorded as one :class:`~tournament.service.commands.RecordHandPlayed`;
    after a hand with a bust the floor tidies up as :func:`simulate` does (final-table
    redraw, table breaks, balancing). A round takes two minutes of clock time; a break
    in the structure is waited out. ``on_hand`` sees every hand played (e.g. to write
    its PHH). Returns the tournament, the number of commands and the hands per game.
    """
    t = Tournament()
    steps = 0
    games: Counter[str] = Counter()

    def do(command: c.Command) -> None:
        nonlocal steps
        result = t.handle(command, now, rng)
        steps += 1
        if on_step is not None:
            on_step(command, now, result)

    _start(players, table_size, preset, do)
    timeline = t.timeline()
    while not t.summary().finished:
        now += _HAND_MS
        clock = t.settled_clock(now)
        while clock.running and clock.ends_at and timeline.is_break(clock.level_index):
            now = clock.ends_at  # wait out the break: no hand is dealt during it
            clock = t.settled_clock(now)
        dealt = 0
        for number in sorted(t.seating_state().tables):
            table = t.seating_state().tables.get(number)
            if table is None or table.player_count < 2:
                continue
            played = deal_hand(t, number, now, rng, policy)
            do(played.command())
            dealt += 1
            games[played.game] += 1
            if on_hand is not None:
                on_hand(played)
            if t.summary().finished:
                break
            if played.busts:
                _tidy_tables(t, do, rng)
        if not dealt:  # nobody could play: seat everyone at one table
            _tidy_tables(t, do, rng)
    return t, steps, games


def phh_writer(folder: Path) -> OnHand:
    """A hand callback writing each hand to ``folder`` as ``NNNNNN-tableT-GAME.phh``."""
    folder.mkdir(parents=True, exist_ok=True)
    count = 0

    def write(played: PlayedHand) -> None:
        nonlocal count
        count += 1
        name = f"{count:06d}-table{played.table}-{played.game.replace('/', '')}.phh"
        (folder / name).write_text(played.phh, encoding="utf-8")

    return write


def main(argv: Sequence[str]) -> int:
    """``pokerfloor simulate [--players N] [--seed S] [--table-size K] [--play-hands
    [--structure PRESET] [--phh-out DIR]]``: play a tournament through the commands and
    print the result (the start instant is fixed, so runs repeat). By default random
    players bust (fast); ``--play-hands`` deals real engine hands at every table."""
    parser = argparse.ArgumentParser(prog="pokerfloor simulate", description=main.__doc__)
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--table-size", type=int, default=None)
    parser.add_argument(
        "--play-hands",
        action="store_true",
        help="deal and play real engine hands at every table (random legal actions)",
    )
    parser.add_argument(
        "--structure",
        default=NLHE_PRESET,
        choices=preset_names(),
        help="the preset structure played with --play-hands (default: %(default)s)",
    )
    parser.add_argument(
        "--phh-out", type=Path, default=None, help="with --play-hands: write every hand as .phh"
    )
    args = parser.parse_args(list(argv))
    if not 2 <= args.players <= 100_000:
        parser.error("--players must be between 2 and 100000")
    if args.phh_out is not None and not args.play_hands:
        parser.error("--phh-out needs --play-hands")
    rng = random.Random(args.seed)
    start = 1_700_000_000_000
    if not args.play_hands:
        size = args.table_size or 9
        t, steps = simulate(args.players, rng, start, size)
        winner = t.places()[0][1]
        print(f"{args.players} players, {steps} commands; winner {t.player(winner).name}")
        return 0
    structure = load_preset(args.structure)
    most = min(game_of(g).max_players for g in structure.games)
    size = args.table_size or min(9, most)
    if size > most:
        parser.error(f"--table-size: {args.structure} is played at most {most}-handed")
    on_hand = phh_writer(args.phh_out) if args.phh_out is not None else None
    began = time.perf_counter()
    t, steps, games = simulate_hands(
        args.players, rng, start, size, args.structure, on_hand=on_hand
    )
    seconds = time.perf_counter() - began
    hands = sum(games.values())
    print(
        f"{args.players} players, {hands} hands, {steps} commands "
        f"in {seconds:.1f} s ({hands / max(seconds, 1e-9):.0f} hands/s)"
    )
    for game, count in sorted(games.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {short_name(game):<14} {count:>6} hands")
    winner = t.places()[0][1]
    print(f"winner {t.player(winner).name}")
    if args.phh_out is not None:
        print(f"{hands} hand histories written to {args.phh_out}")
    return 0
