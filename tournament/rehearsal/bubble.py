"""The bubble of a rehearsal run, played hand for hand (when the settings ask for it).

On the bubble (one player more than the places paid, late registration closed, more than
one table) every table deals one hand at the same instant and the next round starts when
the slowest is over, plus the floor's pause. A break that comes meanwhile is taken (the
clock runs through it, nobody deals); the round with a bust ends hand-for-hand play, and
every table then deals from that instant.
"""

from __future__ import annotations

from collections.abc import Callable

from tournament.rehearsal.floor import Floor
from tournament.rehearsal.settings import RehearsalSettings
from tournament.rehearsal.table_turns import TableTurns
from tournament.service import Tournament
from tournament.service import commands as c

__all__ = ["on_bubble", "play_bubble"]

Deal = Callable[[int], tuple[int, tuple[str, ...]]]
"""Play one hand at a table now: its length (ms) and who busted."""
Busted = Callable[[tuple[str, ...], int], None]
"""What the run does after busts in a hand that ends at the instant given."""


def on_bubble(settings: RehearsalSettings, t: Tournament, late_open: bool) -> bool:
    """Whether the bubble is to be played hand for hand now (see the module doc)."""
    paid = len(t.meta.payouts)
    return (
        settings.hand_for_hand
        and paid > 0
        and t.players_left() == paid + 1
        and not late_open
        and len(t.seating_state().tables) > 1
    )


def play_bubble(
    settings: RehearsalSettings,
    floor: Floor,
    turns: TableTurns,
    advance: Callable[[int], None],
    deal: Deal,
    busted: Busted,
) -> None:
    """Play the bubble hand for hand: rounds of one hand at every table at once, from the
    instant the last table's hand is over (``advance`` moves the run on to an instant)."""
    t = floor.tournament
    pause = int(settings.speed.hand_for_hand_pause_s * 1000)
    round_start = max(floor.now, turns.last_at() or floor.now)
    advance(round_start)
    _wait_out_break(floor, advance)
    floor.hand_for_hand(True)
    while t.players_left() > len(t.meta.payouts) and not t.meta.finished:
        if _in_break(floor):  # the level ran out into a break: take it, then go on
            floor.hand_for_hand(False)
            _wait_out_break(floor, advance)
            floor.hand_for_hand(True)
        longest = 0
        out: list[str] = []
        for table in sorted(t.seating_state().tables):
            if t.seating_state().tables[table].player_count < 2:
                continue
            length, busts = deal(table)
            longest = max(longest, length)
            out.extend(busts)
        if t.clock_state.hand_for_hand:  # the bust that bursts the bubble ends it
            floor.do(c.RecordHandForHand())
        end = floor.now + longest + pause
        advance(end)
        if out:
            floor.hand_for_hand(False)
            busted(tuple(out), end)
            break
        if len(t.seating_state().tables) < 2:
            break
    if t.clock_state.hand_for_hand:
        floor.hand_for_hand(False)
    turns.all_at(floor.now, sorted(t.seating_state().tables))


def _in_break(floor: Floor) -> bool:
    t = floor.tournament
    clock = t.settled_clock(floor.now)
    return clock.started and t.timeline().is_break(clock.level_index)


def _wait_out_break(floor: Floor, advance: Callable[[int], None]) -> None:
    """Let the clock run through a break (no hand is dealt during it)."""
    t = floor.tournament
    while _in_break(floor):
        ends = t.settled_clock(floor.now).ends_at
        if ends is None:  # a paused clock: resume it
            floor.do(c.ResumeClock())
            continue
        advance(ends)
