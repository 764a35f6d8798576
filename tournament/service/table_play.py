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

The policy is :mod:`tournament.service.play_policy`'s, the hand played to the end
:mod:`tournament.service.played_hand`'s; this module deals it and names them all.

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

from tournament.engine import Rules
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.hand_setup import HandSetup, prepare_hand
from tournament.service.play_policy import MAX_ACTIONS, Choice, Policy, apply_choice, random_policy
from tournament.service.played_hand import PlayedHand, Pots, finish_hand, hand_commands

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
