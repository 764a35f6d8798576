"""Colour-up and chip race (TDA 2024 rule 24).

When the smallest denomination ``removed`` leaves play, each player's chips of it are
changed for chips of ``next_chip`` (the smallest denomination still in play, a multiple of
``removed``) as far as they go; what is left over are the player's **odd chips**.

The race:

1. All odd chips are turned in. Their total value is rounded to a whole number of
   ``next_chip`` chips: half a chip or more rounds up (Robert's Rules; setting
   ``rounding``: ``"half_up"`` default, ``"up"``, ``"down"``). That many chips are raced.
2. The dealer deals one card per odd chip, starting with seat 1 and going round the seats
   in order, each player receiving all his cards before the next player (a fresh shuffled
   deck is started if more than 52 cards are needed; an identical card from a later deck
   loses to the earlier one).
3. The player holding the highest card (by rank, then by suit: clubs < diamonds < hearts
   < spades) wins the first chip, the next highest card among the others the next chip,
   and so on: **at most one chip per player**.
4. **Nobody is raced out**: a player left with no chips at all gets one chip of the
   smallest denomination still in play (``next_chip``), in addition to the raced chips.

Chip value is conserved except for two explicit, reported changes:
``race_change = raced_chips * next_chip - odd value`` and
``minimum_chip_change = players_saved * next_chip``; so
``value_after == value_before + race_change + minimum_chip_change``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from tournament.cards.card import card_text
from tournament.money.errors import MoneyError

__all__ = ["RaceResult", "RaceSeat", "RaceShare", "chip_race"]

Rounding = Literal["half_up", "up", "down"]


@dataclass(frozen=True, slots=True)
class RaceSeat:
    """A player at the colour-up: his seat, how many chips of the removed denomination he
    has, and the value of all his other chips."""

    player: str
    seat: int
    removed_chips: int
    other_value: int


@dataclass(frozen=True, slots=True)
class RaceShare:
    """What the colour-up did for one player.

    ``changed``: chips of ``next_chip`` received for full sets of removed chips;
    ``odd_chips`` raced with ``cards`` (text, in the order dealt); ``won_race``: received a
    raced chip; ``saved``: received the minimum chip because he would have had none.
    """

    player: str
    seat: int
    value_before: int
    changed: int
    odd_chips: int
    cards: tuple[str, ...]
    won_race: bool
    saved: bool
    value_after: int


@dataclass(frozen=True, slots=True)
class RaceResult:
    """The colour-up of one table: per-player shares (seat order) and the chip value change."""

    removed: int
    next_chip: int
    shares: tuple[RaceShare, ...]
    odd_value: int
    raced_chips: int
    value_before: int
    value_after: int
    race_change: int
    minimum_chip_change: int

    @property
    def change(self) -> int:
        """Total change of chip value in play (``value_after - value_before``)."""
        return self.race_change + self.minimum_chip_change


def _raced_chips(odd_value: int, next_chip: int, rounding: Rounding) -> int:
    whole, rest = divmod(odd_value, next_chip)
    if rounding == "down" or rest == 0:
        return whole
    if rounding == "up":
        return whole + 1
    return whole + (1 if 2 * rest >= next_chip else 0)


def chip_race(
    seats: Sequence[RaceSeat],
    removed: int,
    next_chip: int,
    rng: random.Random,
    *,
    rounding: Rounding = "half_up",
) -> RaceResult:
    """Colour up ``removed`` chips to ``next_chip`` chips at one table (TDA rule 24)."""
    if removed < 1 or next_chip <= removed or next_chip % removed:
        raise MoneyError(
            f"Cannot colour up {removed} chips to {next_chip} chips: the new chip must be a"
            " larger multiple of the removed one"
        )
    if rounding not in ("half_up", "up", "down"):
        raise MoneyError(f"Unknown chip race rounding {rounding!r}")
    if len({s.seat for s in seats}) != len(seats) or len({s.player for s in seats}) != len(seats):
        raise MoneyError("Each player and each seat may appear only once in a chip race")
    for s in seats:
        if s.removed_chips < 0 or s.other_value < 0:
            raise MoneyError(f"{s.player}'s chip count cannot be negative")
        if s.other_value % next_chip:
            raise MoneyError(
                f"{s.player}'s other chips ({s.other_value}) are not a multiple of {next_chip}"
            )
    ordered = sorted(seats, key=lambda s: s.seat)
    per_chip = next_chip // removed
    changed = [s.removed_chips // per_chip for s in ordered]
    odd = [s.removed_chips % per_chip for s in ordered]
    odd_value = sum(odd) * removed
    racing = [i for i, o in enumerate(odd) if o]
    raced = min(_raced_chips(odd_value, next_chip, rounding), len(racing))

    # Deal: seat 1 first, all of a player's cards before the next player's.
    cards: list[list[int]] = [[] for _ in ordered]
    best: dict[int, tuple[int, int]] = {}  # player index -> (card, -deal order)
    deck: list[int] = []
    dealt = 0
    for i in racing:
        for _ in range(odd[i]):
            if not deck:
                deck = list(range(52))
                rng.shuffle(deck)
            card = deck.pop()
            cards[i].append(card)
            key = (card, -dealt)
            dealt += 1
            if i not in best or key > best[i]:
                best[i] = key
    winners = set(sorted(racing, key=lambda i: best[i], reverse=True)[:raced])

    shares: list[RaceShare] = []
    saved_count = 0
    for i, s in enumerate(ordered):
        before = s.other_value + s.removed_chips * removed
        won = i in winners
        after = s.other_value + (changed[i] + won) * next_chip
        saved = after == 0 and before > 0
        if saved:
            after = next_chip
            saved_count += 1
        shares.append(
            RaceShare(
                s.player,
                s.seat,
                before,
                changed[i],
                odd[i],
                tuple(card_text(c) for c in cards[i]),
                won,
                saved,
                after,
            )
        )
    value_before = sum(sh.value_before for sh in shares)
    value_after = sum(sh.value_after for sh in shares)
    race_change = raced * next_chip - odd_value
    return RaceResult(
        removed,
        next_chip,
        tuple(shares),
        odd_value,
        raced,
        value_before,
        value_after,
        race_change,
        saved_count * next_chip,
    )
