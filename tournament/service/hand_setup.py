"""The set-up of the next hand at a tournament table: who is dealt in, in what order,
the game, the forced bets and limits of the level in force (see :func:`prepare_hand`).

:mod:`tournament.service.table_play` re-exports :class:`HandSetup` and
:func:`prepare_hand`; its module doc describes the dealing order (dead button,
heads-up, stud with a frozen button).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from tournament.engine import HandState, Rules
from tournament.errors import DomainError
from tournament.games import game as variant_of
from tournament.games import is_stud, short_name
from tournament.service.aggregate import Tournament
from tournament.structure import AnteKind, GameAmounts
from tournament.table import Table

__all__ = ["HandSetup", "hands_dealt", "prepare_hand"]


def _dealing_order(table: Table, game: str) -> tuple[list[int], int | None, int | None, int | None]:
    """(seats in dealing order, small blind seat, big blind seat, button seat)."""
    occupied = table.occupied_seats()
    size = table.size
    if is_stud(game):
        dealer = table.next_hand().positions.button if table.started else occupied[-1]
        order = sorted(occupied, key=lambda s: (s - dealer - 1) % size)
        return order, None, None, dealer
    hand = table.next_hand()
    positions = hand.positions
    button = positions.button
    order = sorted(hand.dealt_in, key=lambda s: (s - button - 1) % size)
    return order, positions.small_blind, positions.big_blind, button


def _forced_bets(
    amounts: GameAmounts, seats: list[int], small_blind: int | None, big_blind: int | None
) -> dict[str, Any]:
    """The HandState keyword arguments for the forced bets and limits."""
    n = len(seats)
    kwargs: dict[str, Any] = {
        "small_bet": amounts.small_bet,
        "big_bet": amounts.big_bet,
    }
    if small_blind is None:  # stud
        kwargs["antes"] = [amounts.ante] * n
        kwargs["bring_in"] = amounts.bring_in
        kwargs["min_bet"] = amounts.small_bet
        return kwargs
    blinds = [
        amounts.small_blind if s == small_blind else amounts.big_blind if s == big_blind else 0
        for s in seats
    ]
    if amounts.ante_kind == AnteKind.PER_PLAYER.value:
        antes = [amounts.ante] * n
    elif amounts.ante_kind == AnteKind.BIG_BLIND.value:
        antes = [amounts.ante if s == big_blind else 0 for s in seats]
    else:
        antes = [0] * n
    if n == 2:  # PHH and the engine list heads-up forced bets small blind first
        blinds.reverse()
        antes.reverse()
    kwargs["blinds_or_straddles"] = blinds
    kwargs["antes"] = antes
    kwargs["min_bet"] = amounts.small_bet or amounts.big_blind
    return kwargs


def _check_amounts(game: str, amounts: GameAmounts) -> None:
    name = short_name(game)
    if is_stud(game):
        if amounts.bring_in <= 0 or amounts.small_bet <= 0:
            raise DomainError(f"The level has no bring-in and limits for {name}")
    elif amounts.big_blind <= 0:
        raise DomainError(f"The level has no blinds for {name}")


@dataclass(frozen=True, slots=True)
class HandSetup:
    """Everything a hand at a table needs before the cards are dealt (see :func:`prepare_hand`).

    ``players``, ``names``, ``seats`` and ``stacks`` are in dealing order (PHH ``p1`` ...);
    ``forced`` holds the :class:`HandState` keyword arguments for the forced bets and limits.
    """

    table: int
    number: int
    game: str
    level: int
    players: tuple[str, ...]
    names: tuple[str, ...]
    seats: tuple[int, ...]
    stacks: tuple[int, ...]
    seat_count: int
    heads_up: bool
    event: str | None
    forced: Mapping[str, Any] = field(hash=False, compare=False)
    chip_unit: int = 1
    """The smallest chip in play at the hand's level: pots split in whole chips of it."""
    level_index: int = 0
    """The step of the structure in force when the hand was set up (its level applies)."""
    started_at: int = 0
    """The instant the set-up was made: the hand is recorded under that level and game."""

    def rules_for(self, rules: Rules) -> Rules:
        """``rules`` with the smallest chip of this hand's level as the unit of split pots
        (unchanged when the rules already name a larger unit)."""
        if rules.min_chip_unit >= self.chip_unit:
            return rules
        return _with_chip_unit(rules, self.chip_unit)

    def start(
        self,
        rng: random.Random | None,
        rules: Rules,
        *,
        manual: bool = False,
        deck: Sequence[int] | None = None,
    ) -> HandState:
        """A new engine hand for this set-up, dealt from ``rng`` (or the ``deck`` order;
        ``manual``: the cards are entered as they are dealt, unknown ones as ``None``).
        Split pots are divided in whole chips of :attr:`chip_unit` (:meth:`rules_for`)."""
        return HandState(
            variant_of(self.game),
            list(self.stacks),
            rules=self.rules_for(rules),
            rng=rng,
            deck=deck,
            manual=manual,
            tournament_heads_up=self.heads_up,
            **self.forced,
        )


def prepare_hand(tournament: Tournament, table_number: int, now: int) -> HandSetup:
    """The set-up of the next hand at ``table_number`` at ``now`` (see the module doc).

    Raises :class:`DomainError` when the level lacks the game's forced bets, when the
    table seats more players than the game allows or a player has no chips. It does not
    check that a hand may be dealt now (:func:`deal_hand` does, as ``RecordHand`` would).
    """
    t = tournament
    game = t.next_hand_game(table_number, now)
    variant = variant_of(game)
    amounts = t.level_in_force(now).amounts_for(game)
    _check_amounts(game, amounts)
    table = t.table_value(table_number)
    seats, small_blind, big_blind, _button = _dealing_order(table, game)
    n = len(seats)
    if n > variant.max_players:
        raise DomainError(
            f"{variant.name} is played by at most {variant.max_players} players; "
            f"table {table_number} deals {n}"
        )
    players = tuple(pid for pid in (table.player_at(s) for s in seats) if pid is not None)
    records = [t.player(pid) for pid in players]
    for p in records:
        if p.stack <= 0:
            raise DomainError(f"{p.name} has no chips recorded; count their stack first")
    settings = t.settings
    level_index = t.settled_clock(now).level_index
    return HandSetup(
        table=table_number,
        number=_hand_number(t, table_number),
        game=game,
        level=t.level_number(level_index),
        players=players,
        names=tuple(p.name for p in records),
        seats=tuple(seats),
        stacks=tuple(p.stack for p in records),
        seat_count=table.size,
        heads_up=t.players_left() == 2,
        event=settings.name if settings is not None else None,
        forced=_forced_bets(amounts, seats, small_blind, big_blind),
        chip_unit=_chip_unit(t, level_index),
        level_index=level_index,
        started_at=now,
    )


@lru_cache(maxsize=64)
def _with_chip_unit(rules: Rules, unit: int) -> Rules:
    """``rules`` with ``unit`` as the unit of split pots: one value per pair, so the engine's
    facts of a hand (cached by the rules they are for) are worked out once, not every hand."""
    return replace(rules, min_chip_unit=unit)


def hands_dealt(t: Tournament, table: int) -> int:
    """How many hands ``table`` has recorded (0 for a table the tournament does not have)."""
    record = t.table_record(table)
    return record.hands if record is not None else 0


def _hand_number(t: Tournament, table: int) -> int:
    record = t.table_record(table)
    if record is None:
        raise DomainError(f"There is no table {table}")
    return record.hands + 1


def _chip_unit(t: Tournament, level_index: int) -> int:
    structure = t.structure
    if structure is None:
        return 1
    return max(1, structure.smallest_chip_at(level_index))
