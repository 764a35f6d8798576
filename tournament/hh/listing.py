"""The hands a table has played, as a hand list shows them (number, level, game, winners, pot).

:class:`StoredHand` is a hand as the database keeps it (the PHH text with the rule settings
it was played under; the database leaves out a hand whose recording is undone), and
:func:`summarize` replays one to name its winners and its pot.

>>> phh = ('variant = "NT"\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\nmin_bet = 2\\n'
...        'starting_stacks = [200, 200]\\nplayers = ["Ann", "Bob"]\\nlevel = 3\\n'
...        'actions = ["d dh p1 AhKd", "d dh p2 7c7d", "p2 cbr 6", "p1 f"]\\n')
>>> line = summarize(StoredHand(1, 2, 5, "NT", {}, phh, 0))
>>> line.level, line.winners, line.pot
(3, ('Bob',), 4)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tournament.engine.events import PotAwarded
from tournament.hh.amount import Amount
from tournament.hh.amounts import scale_of, unscale
from tournament.hh.history import HandHistory
from tournament.hh.phh_error import PHHError
from tournament.hh.reader import loads
from tournament.hh.replay import replay
from tournament.hh.steps import HandSteps, steps

__all__ = ["HandSummary", "StoredHand", "player_names", "summarize"]


@dataclass(frozen=True, slots=True)
class StoredHand:
    """One stored hand: its id, table, number at the table, game (PHH code), the rule
    settings it was played under (``Rules.to_dict()``), its PHH text and when it was stored."""

    id: int
    table: int
    number: int
    game: str
    rules: dict[str, Any]
    phh: str
    at_ms: int


@dataclass(frozen=True, slots=True)
class HandSummary:
    """A hand list's line: the stored hand, its history (None when the text cannot be
    read: ``problem`` says why), its level, winners (in dealing order) and the chips won
    in pots (an uncalled bet returned is not counted)."""

    hand: StoredHand
    history: HandHistory | None
    level: int | None
    winners: tuple[str, ...]
    pot: Amount
    problem: str = ""

    @property
    def walk(self) -> HandSteps | None:
        """The hand step by step (replayed when asked: a list line replays without steps)."""
        return None if self.history is None else steps(self.history)


def player_names(history: HandHistory) -> tuple[str, ...]:
    """The players' names (``p1``, ``p2``... when the history has none)."""
    if history.players is not None:
        return history.players
    return tuple(f"p{i + 1}" for i in range(history.player_count))


def summarize(hand: StoredHand) -> HandSummary:
    """Read and replay a stored hand for its list line (never raises for a bad text)."""
    try:
        history = loads(hand.phh, source=f"table {hand.table}, hand {hand.number}")
    except PHHError as exc:
        return HandSummary(hand, None, None, (), 0, str(exc))
    result = replay(history)
    names = player_names(history)
    scale = scale_of(history)
    awards = [e for e in result.events if isinstance(e, PotAwarded)]
    won = {player for award in awards for player, amount in award.shares if amount}
    winners = [names[p] for p in sorted(won)]
    pot = unscale(sum(a.amount for a in awards), scale)
    problem = "" if result.ok else (result.error or "")
    return HandSummary(hand, history, history.level, tuple(winners), pot, problem)
