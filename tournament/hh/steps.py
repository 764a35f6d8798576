"""A hand history as the steps a viewer walks through: the table after every action.

:func:`steps` replays a :class:`~tournament.hh.history.HandHistory` through the engine
(:func:`tournament.hh.replay`, with an observer: no second replay loop) and keeps, after
the forced bets and after each action, what a step-by-step viewer shows: each player's
stack, what they have put in this hand and in this betting round, the cards (stud: which
are up), the board, the pots with who can win them, and the pot awards once the hand is
over. Heads-up the engine posts the blinds the other way round (p2, the button, posts the
small blind), so above p1 has put in 2 and p2 has raised to 6: 8 chips are in the
middle, all of them bets still in front of the players (the dealer pulls them into the pot
when the round is over).

Amounts are the hand's own (whole chips, or decimals for a money hand).

>>> from tournament.hh import loads
>>> hand = loads('variant = "NT"\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\n'
...              'min_bet = 2\\nstarting_stacks = [200, 200]\\n'
...              'actions = ["d dh p1 AhKd", "d dh p2 7c7d", "p2 cbr 6", "p1 f"]\\n')
>>> walk = steps(hand)
>>> [s.action for s in walk.steps]
['', 'd dh p1 AhKd', 'd dh p2 7c7d', 'p2 cbr 6', 'p1 f']
>>> walk.steps[3].stacks, walk.steps[3].bets, walk.steps[3].in_middle, walk.steps[3].pots
((198, 194), (2, 6), 8, ())
>>> walk.steps[-1].stacks, walk.ok
((198, 202), True)
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.engine import HandState
from tournament.engine.events import BetReturned, PotAwarded
from tournament.engine.pots import pots_with_dead_money
from tournament.hh.amount import Amount
from tournament.hh.amounts import scale_of, unscale
from tournament.hh.history import HandHistory
from tournament.hh.replay import ReplayResult, replay

__all__ = ["HandSteps", "Step", "StepAward", "StepPot", "steps"]


@dataclass(frozen=True, slots=True)
class StepPot:
    """One pot at a step: its amount and the players (indices, ``p1`` = 0) who can win it."""

    amount: Amount
    eligible: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StepAward:
    """Chips given out: a pot's ``half`` ("high", "low", "whole") or a returned bet
    (``pot`` -1, half "returned"), with each player's share."""

    pot: int
    amount: Amount
    shares: tuple[tuple[int, Amount], ...]
    half: str


@dataclass(frozen=True, slots=True)
class Step:
    """The table after one action (``index`` None: the forced bets, or the showdown
    finished after the last written action).

    ``contributed`` is what each player has put in the hand so far, ``dead`` the part of
    it that is dead money (a big-blind ante), ``bets`` their bets in this betting round.
    ``hole`` holds each player's cards as text (``??`` unknown) and ``up`` which of them
    are face up (stud up cards, a tabled hand). ``pots`` are main pot first, the current
    round's bets included as far as they are called (``in_middle`` counts every chip
    put in, an uncalled bet too); ``awards`` the pots given out so far (the last steps).
    """

    index: int | None
    action: str
    street: int
    phase: str
    actor: int | None
    stacks: tuple[Amount, ...]
    contributed: tuple[Amount, ...]
    dead: tuple[Amount, ...]
    bets: tuple[Amount, ...]
    folded: tuple[bool, ...]
    all_in: tuple[bool, ...]
    hole: tuple[tuple[str, ...], ...]
    up: tuple[tuple[bool, ...], ...]
    board: tuple[str, ...]
    in_middle: Amount
    pots: tuple[StepPot, ...]
    awards: tuple[StepAward, ...]


@dataclass(frozen=True, slots=True)
class HandSteps:
    """Every step of a hand and the replay's verdict (``ok``, ``error``)."""

    history: HandHistory
    steps: tuple[Step, ...]
    result: ReplayResult

    @property
    def ok(self) -> bool:
        """True when the whole hand replayed and matched its finishing stacks."""
        return self.result.ok


def _card(card: int | None) -> str:
    return "??" if card is None else str(card)


def _awards(state: HandState, scale: int) -> tuple[StepAward, ...]:
    out: list[StepAward] = []
    for event in state.events:
        if isinstance(event, PotAwarded):
            shares = tuple((p, unscale(c, scale)) for p, c in event.shares)
            out.append(StepAward(event.pot, unscale(event.amount, scale), shares, event.half))
        elif isinstance(event, BetReturned):
            amount = unscale(event.amount, scale)
            out.append(StepAward(-1, amount, ((event.player, amount),), "returned"))
    return tuple(out)


def _pots(state: HandState, scale: int) -> tuple[StepPot, ...]:
    """The pots as the dealer has them: the chips pulled in, not the bets still in front of
    the players while a betting round may go on (a bet not yet called is no side pot);
    at a draw or the showdown every bet is in."""
    if state.phase_name in ("drawing", "showdown"):
        pulled_in = list(state.contrib)
    else:
        pulled_in = [c - b for c, b in zip(state.contrib, state.bets, strict=True)]
    dead = [min(d, c) for d, c in zip(state.dead, pulled_in, strict=True)]
    pots = pots_with_dead_money(pulled_in, dead, state.folded)
    return tuple(StepPot(unscale(p.amount, scale), p.eligible) for p in pots if p.amount)


def snapshot(state: HandState, index: int | None, action: str, scale: int) -> Step:
    """The :class:`Step` of ``state`` right after ``action`` (``index`` in the history)."""

    def amounts(values: list[int]) -> tuple[Amount, ...]:
        return tuple(unscale(v, scale) for v in values)

    dealer = state.dealer
    return Step(
        index=index,
        action=action,
        street=state.street_index,
        phase=state.phase_name,
        actor=None if state.is_over else state.actor,
        stacks=amounts(state.stacks),
        contributed=amounts(state.contrib),
        dead=amounts(state.dead),
        bets=amounts(state.bets),
        folded=tuple(state.folded),
        all_in=tuple(
            s == 0 and not f and not state.is_over
            for s, f in zip(state.stacks, state.folded, strict=True)
        ),
        hole=tuple(tuple(_card(c) for c in cards) for cards in dealer.hole),
        up=tuple(tuple(u) for u in dealer.up),
        board=tuple(_card(c) for c in dealer.board),
        in_middle=unscale(state.total_pot(), scale),
        pots=_pots(state, scale),
        awards=_awards(state, scale),
    )


def steps(history: HandHistory) -> HandSteps:
    """Replay ``history`` (under its own ``_rules``) and keep the table after each step.

    A hand the engine refuses keeps the steps up to the refused action; ``result`` says
    which action and why.
    """
    scale = scale_of(history)
    kept: list[Step] = []

    def observe(index: int | None, state: HandState) -> None:
        if index is None and not state.is_over:  # the set-up (again, for a second reading)
            kept.clear()
        text = "" if index is None else str(history.actions[index])
        kept.append(snapshot(state, index, text, scale))

    result = replay(history, observer=observe)
    return HandSteps(history, tuple(kept), result)
