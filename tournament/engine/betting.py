"""One betting round as a value: the bets, the raises, the cap and who may raise again.

A :class:`BettingRound` holds what the rules of betting look at while a round lasts;
the hand starts a fresh one on every street.  Amounts are "to" totals for the round.

- No-limit and pot-limit: a raise is at least the largest full bet or raise of the
  round; an all-in below that does not reopen the betting for players who acted.
- Limit: bets and raises in units (small or big bet); an all-in of at least half a unit
  counts as a full bet or raise; the cap is a bet and ``raise_cap`` raises.

>>> rnd = BettingRound.opening(
...     3, limit=False, unit=0, big_bet=0, opening_bet=2, raise_cap=3, check_raise=True
... )
>>> rnd.post_blinds([1, 2, 0], min_bet=2)
>>> rnd.call_level, rnd.raises, rnd.full_raise
(2, 1, 2)
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["BettingRound", "cap_reached"]


def cap_reached(
    raises: int,
    raise_cap: int,
    uncap_when: str,
    *,
    tournament_heads_up: bool,
    hand_heads_up: bool,
    players_left: int,
    round_started_heads_up: bool,
    capped_multiway: bool,
    last_round: bool,
) -> bool:
    """Whether a limit round with ``raises`` full bets and raises is capped now.

    ``uncap_when`` (rules.md): ``never``; ``tournament_heads_up`` (the event is down to
    two players); ``hand_heads_up`` (only two players with chips left in the hand: a
    third player all-in does not count); ``round_starts_heads_up`` (the round began
    heads-up); ``last_round_heads_up`` (two players left in the last round).  A round
    that reached the cap while three or more players were in (``capped_multiway``)
    stays capped when players then fold.

    >>> cap_reached(4, 3, "hand_heads_up", tournament_heads_up=False, hand_heads_up=True,
    ...             players_left=3, round_started_heads_up=False, capped_multiway=False,
    ...             last_round=False)
    False
    """
    if raises <= raise_cap:
        return False
    if uncap_when == "tournament_heads_up":
        return not tournament_heads_up
    if uncap_when == "never" or capped_multiway:
        return True
    if uncap_when == "hand_heads_up":
        return not hand_heads_up
    if uncap_when == "round_starts_heads_up":
        return not round_started_heads_up
    return not (players_left == 2 and last_round)


@dataclass(slots=True)
class BettingRound:
    """The state of the current betting round."""

    limit: bool
    """Fixed-limit betting (else no-limit or pot-limit)."""
    unit: int
    """Limit: the round's unit (the small or the big bet)."""
    big_bet: int
    """Limit: the big bet (an open pair on 4th street allows it)."""
    opening_bet: int
    """No-limit and pot-limit: the minimum bet."""
    raise_cap: int
    """Limit: raises allowed after the bet."""
    check_raise: bool
    """Limit: whether a player who checked may raise later in the round."""
    bets: list[int]
    """Each player's chips put in this round."""
    acted: list[bool]
    """Whether each player has acted this round."""
    acted_level: list[int]
    """The bet each player last faced or made when acting."""
    min_raise: int
    """The smallest raise increment (no/pot-limit)."""
    call_level: int = 0
    """The bet to call."""
    full_level: int = 0
    """The last full bet or raise ("to"): a short all-in above it does not reopen."""
    full_raise: int = 0
    """The largest full bet or raise increment of the round (reopening)."""
    raises: int = 0
    """Full bets and raises so far (pre-flop the big blind is the bet)."""
    big_unit: bool = False
    """Open pair on 4th street: someone bet or raised the big bet; later raises are big."""
    open_pair: bool = False
    """Open pair on 4th street: the big bet is an option."""
    aggressor: int | None = None
    """The last player who bet or raised (shows first at showdown)."""
    bring_in_player: int | None = None
    """Stud: who posted the bring-in (that counts as having acted)."""
    started_heads_up: bool = False
    """The round began with two players with chips."""
    capped_multiway: bool = False
    """The round reached the cap while three or more players with chips were in."""
    checked: frozenset[int] = frozenset()
    """Limit without check-raise: the players who checked this round."""

    @classmethod
    def opening(
        cls,
        n: int,
        *,
        limit: bool,
        unit: int,
        big_bet: int,
        opening_bet: int,
        raise_cap: int,
        check_raise: bool,
    ) -> BettingRound:
        """A fresh round for ``n`` players, nobody has bet."""
        return cls(
            limit,
            unit,
            big_bet,
            opening_bet,
            raise_cap,
            check_raise,
            [0] * n,
            [False] * n,
            [0] * n,
            opening_bet,
        )

    def post_blinds(self, blinds: Sequence[int], min_bet: int) -> None:
        """After the blinds were posted: the bet to call and the size of a raise.

        A raise is at least the largest step between the blinds (a straddle is a raise).
        A negative entry is a blind posted out of position (PHH): a live bet to call, not
        a blind level.
        """
        levels = sorted({b for b in blinds if b > 0})
        if not levels:
            return
        top = levels[-1]
        self.call_level = max([top, *(-b for b in blinds if b < 0)])
        self.full_level = top
        if len(levels) > 1:
            steps = [b - a for a, b in itertools.pairwise(levels)]
            self.min_raise = max(min_bet, *steps)
            self.raises = len(levels) - 1
        else:
            self.min_raise = min_bet
            self.raises = 1
        self.full_raise = self.min_raise

    def limit_raise_range(self, p: int, stack: int) -> tuple[int, int] | None:
        """Limit: the raise-to amounts for ``p`` holding ``stack`` (``None``: no raise).

        The caller has checked the cap, that ``p`` can put in more than the call and
        that another player still has chips.
        """
        full = self.full_level
        reopened = full > self.acted_level[p]
        if self.acted[p] and not reopened and (full > 0 or p == self.bring_in_player):
            return None  # acted, and no full bet or raise since (the bring-in is acting)
        if p in self.checked:  # no check-raise
            return None
        all_in = stack + self.bets[p]
        if self.big_unit:
            low = full + self.big_bet
        else:
            low = full + self.unit
            if self.open_pair:  # open pair on 4th street: the big bet is an option
                high = full + self.big_bet
                if all_in < low:
                    return (all_in, all_in)
                return (low, high if high < all_in else all_in)
        if all_in < low:
            return (all_in, all_in)
        return (low, low)

    def no_limit_raise_range(self, p: int, stack: int, pot: int | None) -> tuple[int, int] | None:
        """No-limit (``pot`` None) or pot-limit: the raise-to range for ``p`` (or None).

        ``pot`` is every chip in the middle.  The caller has checked that ``p`` can put
        in more than the call and that another player still has chips.
        """
        call = self.call_level
        if self.acted[p] and call - self.acted_level[p] < self.full_raise:
            return None  # acted, and the betting was not reopened by a full raise
        bet = self.bets[p]
        all_in = stack + bet
        low = call + self.min_raise if call else self.opening_bet
        high = all_in
        if pot is not None:  # pot limit: the current bet plus the pot after calling
            high = min(call + pot + (call - bet), all_in)
        if low > all_in:
            low = all_in
        return (low, high if high > low else low)

    def record_call(self, p: int, amount: int) -> None:
        """``p`` checked or called ``amount`` more chips."""
        if self.call_level == 0 and not self.check_raise and self.limit:
            self.checked = self.checked | {p}
        self.bets[p] += amount
        self.acted[p] = True
        self.acted_level[p] = self.call_level

    def record_raise(self, p: int, amount: int, *, players_with_chips: int) -> None:
        """``p`` completed, bet or raised to ``amount``: reopening and raise count.

        ``players_with_chips``: the players in the hand with chips before this raise (a
        cap reached with three or more stays).
        """
        if self.limit:
            full = self.full_level
            unit = self.unit
            if not self.big_unit:
                if self.open_pair and amount - full >= self.big_bet:
                    self.big_unit = True
            else:
                unit = self.big_bet
            if 2 * (amount - full) >= unit:  # at least half a unit: a full bet or raise
                self.full_level = amount
                self.raises += 1
                if self.raises > self.raise_cap and players_with_chips >= 3:
                    self.capped_multiway = True
        else:
            increment = amount - self.call_level
            if increment >= self.min_raise:
                self.min_raise = increment
                if increment > self.full_raise:
                    self.full_raise = increment
                self.full_level = amount
        self.bets[p] = amount
        self.call_level = amount
        self.acted[p] = True
        self.acted_level[p] = amount
        self.aggressor = p

    def uncalled(self) -> tuple[int, int] | None:
        """``(player, chips)`` of the part of the largest bet nobody called (taken back)."""
        bets = self.bets
        top_bet = max(bets)
        if not top_bet:
            return None
        top = bets.index(top_bet)  # the first player with the largest bet
        second = max(bets[:top] + bets[top + 1 :], default=0)
        if top_bet <= second:
            return None
        back = top_bet - second
        bets[top] -= back
        return top, back
