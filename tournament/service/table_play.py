"""Deal and play one engine hand at a tournament table (a demo and simulation aid).

:func:`deal_hand` builds a :class:`tournament.engine.HandState` for a table from the
tournament's state at ``now`` and plays it to the end with a *policy* (a callable that
chooses among the engine's ``legal_actions()``; :func:`random_policy` by default):

- the game is the one the mixed-game rotation deals next at that table (the game
  :class:`~tournament.service.commands.RecordHand` will record);
- the forced bets and limits are the level in force's :meth:`Level.amounts_for` that
  game: blinds (and a per-player or big-blind ante) in button games, ante and bring-in
  in stud, ``small_bet``/``big_bet`` in limit games, ``min_bet`` = the big blind in
  no-limit and pot-limit;
- the players, in PHH dealing order (``p1`` = first seat left of the button, the last
  one on the button), are the table's next button-game hand
  (:meth:`tournament.table.Table.next_hand`): dead button, no small blind, heads-up (the
  button posts the small blind; PHH and the engine list heads-up blinds as
  ``[small, big]``, so they are given in that order) and newcomers waiting for the
  button to pass are all the table module's;
- the stacks are the players' recorded stacks.

**Stud at a table with a frozen button (TDA 11B).** Stud has no button, but cards are
still dealt clockwise from the dealer position, which breaks position ties (bring-in
and first-to-act ties under ``position`` settings) and fixes ``p1``. During stud the
button is frozen where the next hold'em hand would put it
(:attr:`Table.button_seat`); a stud hand is dealt as if that seat were the dealer:
``p1`` is the first occupied seat after it and every seated player is dealt in (no
blinds, so nobody waits for the button).  A stud hand never moves the button; the first
button-game hand after stud is dealt with the frozen button.  Before the button is ever
drawn the lowest occupied seat is dealt to first.

The result, :class:`PlayedHand`, carries the PHH text (``_rules``, ``table``,
``players`` names, ``seats``, ``level``, ``hand``), the finishing stacks and the busts
(starting stacks for ranking, and the buster: the player who won the biggest share of
the main pot, the pot every all-in player is in). Chips are conserved: the dealt-in
players' stacks add up to the same total before and after the hand.

:func:`hand_commands` turns it into the ordinary commands (``RecordHand``, then
``RecordChipCounts``, then ``EliminatePlayers``); :meth:`PlayedHand.command` into the
single :class:`~tournament.service.commands.RecordHandPlayed` (one director action, one
undo step).

>>> import random
>>> from tournament.service import commands as c
>>> from tournament.service.records import BuyInSettings
>>> from tournament.service.demo import nlhe_structure
>>> t = Tournament()
>>> rng = random.Random(3)
>>> _ = t.handle(c.CreateTournament("Demo", BuyInSettings(), nlhe_structure(), 1, 6), 0, rng)
>>> for i in range(4):
...     _ = t.handle(c.RegisterPlayer(f"Player {i + 1}"), 0, rng)
...     _ = t.handle(c.BuyIn(f"P{i + 1:04d}"), 0, rng)
>>> for command in (c.DrawSeats(), c.DrawButton()):
...     _ = t.handle(command, 0, rng)
>>> hand = deal_hand(t, 1, 0, random.Random(5))
>>> hand.game, len(hand.players), sum(hand.starting_stacks) == sum(hand.finishing_stacks)
('NT', 4, True)
>>> _ = t.handle(hand.command(), 0, rng)
>>> [t.player(p).stack for p in hand.players] == list(hand.finishing_stacks)
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from tournament import hh
from tournament.engine import HandState, LegalActions, Rules, events
from tournament.errors import DomainError
from tournament.games import short_name
from tournament.money.elimination import Bust
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.hand_setup import HandSetup, prepare_hand
from tournament.service.records import ChipCount

__all__ = [
    "MAX_ACTIONS",
    "Choice",
    "HandSetup",
    "PlayedHand",
    "Policy",
    "Pots",
    "apply_choice",
    "deal_hand",
    "finish_hand",
    "hand_commands",
    "prepare_hand",
    "random_policy",
]

MAX_ACTIONS = 5_000
"""A hand that needs more policy decisions than this is stopped (a policy that never ends)."""

ChoiceKind = Literal["fold", "check_or_call", "raise_to", "bring_in", "discard", "show", "muck"]


@dataclass(frozen=True, slots=True)
class Choice:
    """One decision of a policy: ``kind``, with ``amount`` (raise_to) or ``cards`` (discard)."""

    kind: ChoiceKind
    amount: int = 0
    cards: tuple[int, ...] = ()


Policy = Callable[[HandState, LegalActions, random.Random], Choice]
"""Chooses what the player to act does, among ``legal`` (the hand's ``legal_actions()``)."""


def random_policy(hand: HandState, legal: LegalActions, rng: random.Random) -> Choice:
    """Random legal actions, biased towards checking and calling so hands reach showdown.

    Facing a bet: call about 65%, fold 20%, raise 15% (a call of a third of the stack or
    more: fold 60%); unopened: check 70%, bet 30%. Raises are mostly the minimum (in
    no-limit/pot-limit up to three times it, rarely the maximum). Stud bring-in: post it
    75%, complete 25%. Draws: 0-3 random cards. Showdown: the hand is always tabled.
    """
    phase = legal.phase
    if phase == "betting":
        call = legal.call
        r = rng.random()
        if legal.raise_to is not None and r < (0.15 if call is not None else 0.30):
            return Choice("raise_to", _raise_amount(hand, legal.raise_to, rng))
        if call is not None:
            assert legal.player is not None
            # A call of a third of the stack or more is folded more often.
            big = 3 * call >= hand.stacks[legal.player]
            if r > (0.40 if big else 0.80):
                return Choice("fold")
        return Choice("check_or_call")
    if phase == "bring-in":
        if legal.raise_to is not None and rng.random() < 0.25:
            return Choice("raise_to", legal.raise_to[0])
        return Choice("bring_in")
    if phase == "drawing":
        assert legal.player is not None
        hole = [card for card in hand.hole_cards[legal.player] if card is not None]
        most = min(legal.discard or 0, 3, len(hole))
        return Choice("discard", cards=tuple(rng.sample(hole, rng.randint(0, most))))
    if phase == "showdown":
        return Choice("show")
    raise DomainError(f"Nobody is to act in the {phase} phase")


def _raise_amount(hand: HandState, bounds: tuple[int, int], rng: random.Random) -> int:
    """A raise-to amount in ``bounds``, in whole chips of the smallest chip in play."""
    low, high = bounds
    if low >= high:
        return low
    if hand.variant.betting == "fixed-limit":  # only the two ends are valid
        return low if rng.random() < 0.9 else high
    x = rng.random()
    if x < 0.6:
        return low
    if x < 0.97:
        unit = hand.rules.min_chip_unit
        amount = rng.randint(low, min(high, 3 * low)) // unit * unit
        return max(low, amount)
    return high


def apply_choice(hand: HandState, choice: Choice) -> events.Event:
    """Carry out ``choice`` for the player to act (the engine refuses an illegal one)."""
    kind = choice.kind
    if kind == "fold":
        return hand.fold()
    if kind == "check_or_call":
        return hand.check_or_call()
    if kind == "raise_to":
        return hand.complete_bet_or_raise_to(choice.amount)
    if kind == "bring_in":
        return hand.post_bring_in()
    if kind == "discard":
        return hand.stand_pat_or_discard(choice.cards)
    if kind == "show":
        return hand.show_or_muck(())
    return hand.show_or_muck(None)


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
    history: bool = True,
    *,
    pots: Pots | None = None,
) -> PlayedHand:
    """The :class:`PlayedHand` of a finished engine hand; ``history=False`` leaves its PHH
    text empty (what a simulation that does not keep the hands skips).

    ``pots`` are the hand's pots (``hand.pots()``) as they stood before they were paid:
    each busted player is then busted by the winner of the pot that took their last
    chips (a side-pot bust by the side pot's winner); without them, by the main pot's.
    The history keeps the rules the hand was played under (the unit of split pots
    included, :meth:`HandSetup.rules_for`)."""
    finishing = hand.finishing_stacks
    if finishing is None:
        raise DomainError(f"The hand at table {setup.table} is not over")
    stacks, players = setup.stacks, setup.players
    if sum(finishing) != sum(stacks):  # pragma: no cover - the engine conserves chips
        raise DomainError(f"Chips were not conserved at table {setup.table}")
    text = ""
    if history:
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
        rules=setup.rules_for(rules).to_dict() if history else {},
        collected=tuple(collected.items()),
    )


def deal_hand(
    tournament: Tournament,
    table_number: int,
    now: int,
    rng: random.Random,
    policy: Policy = random_policy,
    rules: Rules | None = None,
) -> PlayedHand:
    """Deal and play one hand at ``table_number`` at ``now`` (see the module doc).

    Raises :class:`DomainError` when no hand can be dealt there now (fewer than two
    players, a break, no button drawn in a button game, the tournament over), when the
    level lacks the game's forced bets, or when the table seats more players than the
    game allows (2-7 draws: 6, stud: 8). The tournament is not changed: handle
    :meth:`PlayedHand.command` (or :func:`hand_commands`) to record the hand.
    """
    tournament.verify(c.RecordHand(table_number), now)
    setup = prepare_hand(tournament, table_number, now)
    chosen = rules if rules is not None else tournament.rules()  # the event's settings
    hand = setup.start(rng, chosen)
    pots = None
    for _ in range(MAX_ACTIONS):
        if hand.is_over:
            break
        pots = hand.pots()
        apply_choice(hand, policy(hand, hand.legal_actions(), rng))
    else:
        raise DomainError(
            f"The hand at table {table_number} did not end after {MAX_ACTIONS} actions"
        )
    return finish_hand(setup, hand, chosen, pots=pots)
