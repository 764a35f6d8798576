"""The flow of a hand from street to street: dealing, betting order, run-outs, showdown.

Every change of phase goes through :func:`~tournament.engine.transitions.next_phase`, the
one table of :mod:`tournament.engine.transitions`.  A street is dealt (``dealing``), then bet
(``bring-in`` on stud's 3rd street, ``betting``), or drawn (``drawing``, then the
replacements are dealt); when one player is left the pot is theirs, and when betting is
over with cards to come the hands are tabled and the rest is run out.  The pots are
paid by :mod:`tournament.engine.showdown`.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from tournament.engine.betting import BettingRound
from tournament.engine.events import BetReturned, BoardDealt, HandEnded, PotAwarded, ShowedOrMucked
from tournament.engine.pots import live_contributions, pots_with_dead_money, uncalled_bet
from tournament.engine.showdown import award_showdown, hand_ranks, odd_chip_order
from tournament.engine.stud import bring_in_player, first_by_exposed
from tournament.engine.transitions import (
    BETTING_OPENS,
    BRING_IN_DUE,
    CARDS_DUE,
    DRAW_OPENS,
    HAND_ENDS,
    SHOWDOWN,
    SHOWDOWN_BEGINS,
    next_phase,
)
from tournament.engine.turns import TurnOrder
from tournament.engine.variants import Street

__all__ = ["StreetFlow"]


def _any_pair(ups: Sequence[Sequence[int | None] | None]) -> bool:
    """Whether any player's up cards (``None``: folded) show a pair (open pair)."""
    for cards in ups:
        if cards is None:
            continue
        ranks = [c >> 2 for c in cards if c is not None]
        if len(ranks) != len(set(ranks)):
            return True
    return False


class StreetFlow(TurnOrder):
    """Moves a hand on after each action: the next actor, street, showdown or payout."""

    __slots__ = ()

    # ------------------------------------------------------------------ streets

    def _begin_street(self) -> None:
        st = self.variant.streets[self.street_index]
        if self.dealer.aside_until == self.street_index:  # a premature turn card returns
            self.dealer.restore_aside()
        if st.draw:
            self.phase = next_phase(self.phase, DRAW_OPENS)
            self._pending = self._live()
            self._draw_count = [0] * self.n
            self.dealer.discards.append([])
            self.actor = self._pending[0] if self._pending else None
            if not self._pending:
                self._draw_done()
            return
        self.phase = next_phase(self.phase, CARDS_DUE)
        if self.manual:
            self.actor = None
            k = st.hole_count
            self._need = [k if (k and not self.folded[p]) else 0 for p in range(self.n)]
            self._board_need = st.board
            if not any(self._need) and not self._board_need:
                self._after_dealing()
            return
        self._deal_street(st)
        self._after_dealing()

    def _deal_street(self, st: Street) -> None:
        dealer = self.dealer
        if st.hole:
            dealer.deal_hole(st, self._live(), burn=self.street_index > 0)
        if st.board:
            self.events.append(BoardDealt(dealer.deal_board(st.board)))

    def _draw_done(self) -> None:
        """Every player drew: the replacements are due (dealt at once when automatic)."""
        self.actor = None
        self.phase = next_phase(self.phase, CARDS_DUE)
        if self.manual:
            self._need = list(self._draw_count)
            self._board_need = 0
            self.dealer.manual_replacements(sum(self._need), self.folded)
            if not any(self._need):
                self._after_dealing()
            return
        self.dealer.replace_draws(self._draw_count)
        self._after_dealing()

    def _after_dealing(self) -> None:
        """All cards of the street are out: betting, or skip it in a run-out."""
        if self._runout:
            self._end_round()
            return
        self._begin_betting()

    # ------------------------------------------------------------------ betting order

    def _street_min_bet(self) -> int:
        """No/pot-limit minimum bet; small/big bets, when given, set it per street."""
        if self.small_bet and not self.plan.limit:
            return self.big_bet if self.plan.big_street[self.street_index] else self.small_bet
        return self.min_bet

    def _new_round(self) -> BettingRound:
        """A fresh betting round for the current street."""
        big = self.plan.big_street[self.street_index]
        return BettingRound.opening(
            self.n,
            limit=self.plan.limit,
            unit=self.big_bet if big else self.small_bet,
            big_bet=self.big_bet,
            opening_bet=self._street_min_bet(),
            raise_cap=self.rules.raise_cap,
            check_raise=self.rules.check_raise,
        )

    def _begin_betting(self) -> None:
        idx = self.street_index
        if idx > 0:
            self.round = self._new_round()
            self.round.started_heads_up = self._with_chips == 2
        v = self.variant
        if self.plan.stud:
            hole, up = self.dealer.hole, self.dealer.up
            ups: list[Sequence[int | None] | None] = [
                None if self.folded[p] else list(compress(hole[p], up[p])) for p in range(self.n)
            ]
            flashed = self.dealer.flashed
            if flashed:  # cards the dealer exposed after the deal count for nothing
                ups = [None if u is None else [x for x in u if x not in flashed] for u in ups]
            if idx == 0 and self.bring_in_amount > 0:
                b = bring_in_player(
                    ups, lowest=v.bring_in_card == "lowest", tie=self.rules.bring_in_tie
                )
                self._opener = 0 if b is None else b
                first = self._next_needing(self._opener, include_self=True)
                if first is not None and self._with_chips >= 1:
                    self.phase = next_phase(self.phase, BRING_IN_DUE)
                    self.actor = first
                    return
            else:
                common = self.dealer.common
                exposed = [None if u is None else [*u, *common] for u in ups] if common else ups
                best = first_by_exposed(
                    exposed, lowest=v.exposed_best == "lowest", tie=self.rules.stud_tie_break
                )
                self._opener = 0 if best is None else best
                if idx == 1 and self.plan.open_pair_rule:
                    self.round.open_pair = _any_pair(ups)
        elif idx == 0 and any(self.blinds):
            # left of the largest blind posted (the last such seat on a tie)
            top, most = 0, -1
            for i, (bet, blind) in enumerate(zip(self.round.bets, self.blinds, strict=True)):
                posted = bet if blind > 0 else 0  # a post (< 0) does not move the opener
                if posted >= most:
                    top, most = i, posted
            self._opener = (top + 1) % self.n
        else:
            self._opener = 0
        self.phase = next_phase(self.phase, BETTING_OPENS)
        self.actor = self._next_needing(self._opener, include_self=True)
        if self.actor is None:
            self._end_round()

    def _advance(self, player: int) -> None:
        """After ``player`` acted: the next player to act, or the round is over."""
        if self.folded.count(False) > 1:
            nxt = self._next_needing(player, include_self=False)
            if nxt is not None:
                self.actor = nxt
                return
        self._end_round()

    def _end_round(self) -> None:
        """Return an uncalled bet, then move to the next street, a showdown or the end."""
        self.actor = None
        back = self.round.uncalled()
        if back is not None:
            top, amount = back
            if self.stacks[top] == 0 and not self.folded[top]:
                self._with_chips += 1
            self.stacks[top] += amount
            self.contrib[top] -= amount
            self.events.append(BetReturned(top, amount))
        folded = self.folded
        if folded.count(False) == 1:
            self._award_uncontested(folded.index(False))
            return
        last = self.street_index == self.plan.last_street
        if (
            not self._runout
            and self._with_chips <= 1
            and not self.plan.draw_ahead[self.street_index]
        ):
            self._runout = True
        if last or self._runout:
            self._begin_showdown(final=last)
            return
        self.street_index += 1
        self._begin_street()

    # ------------------------------------------------------------------ showdown

    def _begin_showdown(self, *, final: bool) -> None:
        start = self.round.aggressor if self.round.aggressor is not None else self._opener
        order = [(start + k) % self.n for k in range(self.n)]
        up, hole, flashed = self.dealer.up, self.dealer.hole, self.dealer.flashed
        self._pending = [  # all face up: tabled already (unless the dealer exposed some)
            p
            for p in order
            if not self.folded[p]
            and not self.mucked[p]
            and not (all(up[p]) and not (flashed and any(c in flashed for c in hole[p])))
        ]
        self.phase = next_phase(self.phase, SHOWDOWN_BEGINS)
        self._final_showdown = final
        if self.auto_showdown:
            for p in list(self._pending):
                self._apply_show(p, None, auto=True)
        self._after_show()

    def showdown_order(self) -> list[int]:
        """Who must still show, in the rulebook's order (empty outside the showdown).

        The last bettor or raiser of the final round shows first; if there was no bet,
        the first player to act in that round; then clockwise.
        """
        return list(self._pending) if self.phase is SHOWDOWN else []

    def _apply_show(
        self, p: int, cards: Sequence[int | None] | None, *, auto: bool
    ) -> ShowedOrMucked:
        dealer = self.dealer
        if cards is None and not auto:
            self.mucked[p] = True
            if self.folded.count(False) > 1:  # the last hand left is never mucked away
                self.folded[p] = True
                if self.stacks[p] > 0:
                    self._with_chips -= 1
                dealer.muck.extend(dealer.hole[p])
            shown: tuple[int | None, ...] | None = None
        else:
            if cards:
                hand = dealer.hole[p]
                common = dealer.common
                missing = [c for c in cards if c is not None and c not in hand and c not in common]
                dealer.take_from_piles(missing)
                for c in missing:
                    hand[hand.index(None)] = c
            dealer.up[p] = [True] * len(dealer.up[p])
            shown = tuple(dealer.hole[p])
            if dealer.flashed:  # tabled now: no longer only exposed by the dealer
                dealer.flashed = [c for c in dealer.flashed if c not in shown]
        self._pending.remove(p)
        event = ShowedOrMucked(p, shown)
        self.events.append(event)
        if not auto:
            self._after_show()
        return event

    def _after_show(self) -> None:
        if self._pending:
            self.actor = self._pending[0]
            return
        self.actor = None
        if self._final_showdown or self.street_index == self.plan.last_street:
            self._settle()
        else:
            self.street_index += 1
            self._begin_street()

    # ------------------------------------------------------------------ payout

    def _award_uncontested(self, winner: int) -> None:
        total = sum(self.contrib)
        self.stacks[winner] += total
        self.events.append(PotAwarded(0, total, ((winner, total),), "whole"))
        self._finish()

    def _finish(self) -> None:
        self.contrib = [0] * self.n
        self.dead = [0] * self.n  # paid out with the pots
        self.round.bets = [0] * self.n
        self.phase = next_phase(self.phase, HAND_ENDS)
        self.is_over = True
        self.actor = None
        self.events.append(HandEnded(tuple(self.stacks)))

    def _settle(self) -> None:
        folded, mucked = self.folded, self.mucked
        contenders = [p for p in range(self.n) if not folded[p] and not mucked[p]]
        if not contenders:
            contenders = self._live()
        d, plan = self.dealer, self.plan
        ranks = hand_ranks(contenders, d.hole, d.board, d.common, plan.eval_high, plan.eval_low)
        out = [folded[p] or p not in ranks[0] for p in range(self.n)]
        self._return_unmatched_ante()
        awards = award_showdown(
            pots_with_dead_money(self.contrib, self.dead, out),
            contenders,
            ranks,
            hi_lo=self.variant.hi_lo,
            has_high=self.variant.high is not None,
            odd_chip_order=self._odd_chip_order,
            unit=self.rules.min_chip_unit,
            odd_chips=self.rules.odd_chips,
        )
        for award in awards:
            for p, chips in award.shares:
                self.stacks[p] += chips
            self.events.append(award)
        self._finish()

    def _return_unmatched_ante(self) -> None:
        """Give back what nobody else matched (an ante above every other player's chips).

        Uncalled bets went back at the end of each round; what is left unmatched here
        is an ante, when the other players could post only part of theirs.
        """
        excess = uncalled_bet(live_contributions(self.contrib, self.dead))
        if excess is not None:
            top, back = excess
            self.contrib[top] -= back
            self.stacks[top] += back
            self.events.append(BetReturned(top, back))

    def _odd_chip_order(self, winners: list[int], half: str) -> list[int]:
        """Tied winners in odd-chip priority (see :func:`odd_chip_order`)."""
        return odd_chip_order(
            winners,
            half,
            self.variant,
            self.dealer.hole if self.plan.stud else None,
            self.dealer.common,
            low_card=self.rules.low_odd_chip == "low_card",
        )
