"""A hand played to the end at a tournament table (:class:`PlayedHand`): its PHH text, the
finishing stacks and the busts (:func:`finish_hand`), and the commands that record it
(:meth:`PlayedHand.command`, one director action; :func:`hand_commands`, the ordinary
commands).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tournament import hh
from tournament.engine import HandState, Rules, events
from tournament.errors import DomainError
from tournament.games import short_name
from tournament.money.elimination import Bust
from tournament.service import commands as c
from tournament.service.hand_setup import HandSetup
from tournament.service.records import ChipCount

__all__ = [
    "PlayedHand",
    "Pots",
    "finish_hand",
    "hand_commands",
]


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """One hand played at a table: who, what game, the stacks before and after, the PHH.

    ``players``, ``names``, ``seats`` and the stacks are in dealing order (PHH ``p1`` ...).
    ``busts`` are the players who lost every chip (starting stack and buster). ``pot``
    is the chips paid out in pots; ``winner`` the player who gained the most chips.
    ``number`` is the hand's number at the table (1 for the table's first hand).
    """

    table: int
    number: int
    game: str
    level: int
    players: tuple[str, ...]
    names: tuple[str, ...]
    seats: tuple[int, ...]
    starting_stacks: tuple[int, ...]
    finishing_stacks: tuple[int, ...]
    busts: tuple[Bust, ...]
    pot: int
    winner: str
    phh: str
    rules: Mapping[str, Any] = field(hash=False, compare=False)
    collected: tuple[tuple[str, int], ...] = ()
    """What each winner took from the pots, in the order of the awards."""

    def counts(self) -> tuple[ChipCount, ...]:
        """The stacks of the players still in after the hand."""
        return tuple(
            ChipCount(p, s)
            for p, s in zip(self.players, self.finishing_stacks, strict=True)
            if s > 0
        )

    def command(self, level_index: int | None = None) -> c.RecordHandPlayed:
        """The hand as one director action (counts, busts and the button in one undo step);
        ``level_index``: the structure step in force when the hand began, whose level and
        game apply (:attr:`HandSetup.level_index`)."""
        return c.RecordHandPlayed(
            self.table, self.game, self.counts(), self.busts, self.phh, level_index
        )

    def summary(self) -> str:
        """A one-line description: ``"Table 2, hand 5 (Razz): Ann wins a pot of 1,200"``;
        with several winners each and what they took (``Ann wins 210, Bob wins 205``)."""
        head = f"Table {self.table}, hand {self.number} ({short_name(self.game)}): "
        if len(self.collected) > 1:  # a split pot, side pots: each winner and amount
            text = head + ", ".join(
                f"{self.names[self.players.index(p)]} wins {amount:,}"
                for p, amount in self.collected
            )
        else:
            name = self.names[self.players.index(self.winner)]
            text = head + f"{name} wins a pot of {self.pot:,}"
        if self.busts:
            busted = ", ".join(self.names[self.players.index(b.player)] for b in self.busts)
            text += f"; out: {busted}"
        return text


def hand_commands(played: PlayedHand) -> list[c.Command]:
    """The ordinary commands for a played hand, in the order they must be handled.

    ``RecordHand`` comes first: the button and rotation move for the hand as it was dealt
    (with the busted players still seated, so the dead-button rule sees the seats they
    held). Then ``RecordChipCounts`` for the players left at the table, then
    ``EliminatePlayers``: one command when one player busted everyone; with several
    busters, one command per bust, smallest starting stack first (it takes the worse
    place). :meth:`PlayedHand.command` is the same as one command.
    """
    out: list[c.Command] = [c.RecordHand(played.table)]
    counts = played.counts()
    if counts:
        out.append(c.RecordChipCounts(counts))
    busts = played.busts
    if busts:
        if len({b.busted_by for b in busts}) == 1:
            out.append(
                c.EliminatePlayers(
                    tuple(b.player for b in busts),
                    tuple(b.starting_stack for b in busts),
                    busts[0].busted_by,
                )
            )
        else:
            for b in sorted(busts, key=lambda b: b.starting_stack):
                out.append(c.EliminatePlayers((b.player,), (b.starting_stack,), b.busted_by))
    return out


Pots = Sequence[tuple[int, tuple[int, ...]]]
"""``HandState.pots()``: each pot's amount and the players eligible for it."""


def _busters(hand: HandState, busted: Sequence[int], pots: Pots | None) -> dict[int, int | None]:
    """Who busted each of ``busted``: the player who won the biggest share of the pot that
    took the busted player's last chips (the last pot the player was eligible for, from
    ``pots`` as they stood before the pots were paid; without them, the main pot).
    Ties: the first share awarded."""
    won: dict[int, dict[int, int]] = {}
    for event in hand.events:
        if isinstance(event, events.PotAwarded):
            shares = won.setdefault(event.pot, {})
            for p, amount in event.shares:
                shares[p] = shares.get(p, 0) + amount
    out: dict[int, int | None] = {}
    for b in busted:
        index = 0
        if pots:
            index = max((k for k, (_, who) in enumerate(pots) if b in who), default=0)
        shares = {p: a for p, a in won.get(index, won.get(0, {})).items() if p != b}
        if not shares:
            shares = {p: a for p, a in won.get(0, {}).items() if p != b}
        out[b] = max(shares, key=shares.__getitem__) if shares else None
    return out


def finish_hand(
    setup: HandSetup,
    hand: HandState,
    rules: Rules,
    with_phh: bool = True,
    *,
    pots: Pots | None = None,
) -> PlayedHand:
    """The :class:`PlayedHand` of a finished engine hand; ``with_phh=False`` leaves its PHH
    text empty (what a simulation that does not keep the hands skips).

    ``pots`` are the hand's pots (``hand.pots()``) as they stood before they were paid:
    each busted player is then busted by the winner of the pot that took their last
    chips (a side-pot bust by the side pot's winner); without them, by the main pot's.
    The hand history keeps the rules the hand was played under (the unit of split pots
    included, :meth:`HandSetup.rules_for`)."""
    finishing = hand.finishing_stacks
    if finishing is None:
        raise DomainError(f"The hand at table {setup.table} is not over")
    stacks, players = setup.stacks, setup.players
    if sum(finishing) != sum(stacks):  # pragma: no cover - the engine conserves chips
        raise DomainError(f"Chips were not conserved at table {setup.table}")
    text = ""
    if with_phh:
        extra: dict[str, Any] = {}
        if setup.heads_up:
            extra["_tournament_heads_up"] = True
        phh_hand = hh.from_hand(
            hand,
            event=setup.event,
            table=setup.table,
            level=setup.level,
            seats=setup.seats,
            seat_count=setup.seat_count,
            players=setup.names,
            **extra,
        )
        # ``hand`` is also from_hand's first parameter
        text = hh.dumps(replace(phh_hand, hand=setup.number))
    out = [i for i, end in enumerate(finishing) if end == 0]
    busters = _busters(hand, out, pots)
    busts = tuple(
        Bust(
            players[i],
            stacks[i],
            None if (k := busters[i]) is None else players[k],
        )
        for i in out
    )
    gains = [end - start for start, end in zip(stacks, finishing, strict=True)]
    pot = sum(e.amount for e in hand.events if isinstance(e, events.PotAwarded))
    collected: dict[str, int] = {}
    for e in hand.events:
        if isinstance(e, events.PotAwarded):
            for p, amount in e.shares:
                collected[players[p]] = collected.get(players[p], 0) + amount
    return PlayedHand(
        table=setup.table,
        number=setup.number,
        game=setup.game,
        level=setup.level,
        players=players,
        names=setup.names,
        seats=setup.seats,
        starting_stacks=stacks,
        finishing_stacks=tuple(finishing),
        busts=busts,
        pot=pot,
        winner=players[gains.index(max(gains))],
        phh=text,
        rules=setup.rules_for(rules).to_dict() if with_phh else {},
        collected=tuple(collected.items()),
    )
