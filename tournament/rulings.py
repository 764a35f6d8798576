"""The ruling assistant's computation: a disputed showdown settled by the rulebook.

The floor enters (or takes from a stored hand) what each player put in the pot, who
folded and who is all-in, the cards, and the board; :func:`rule` says what the engine's
own showdown would do with them: the uncalled bet returned, the main pot and every side
pot with the players who can win it, each pot's split (high and low halves in hi-lo
games) and where the odd chips go, with the rules applied named per the event's rules
profile (:data:`CITATIONS`).

Nothing here builds pots or awards them a second way: the pots are the engine's
:func:`~tournament.engine.pots.pots_with_dead_money`, the ranks its
:func:`~tournament.engine.showdown.hand_ranks`, the awards its
:func:`~tournament.engine.showdown.award_showdown` with its
:func:`~tournament.engine.showdown.odd_chip_order`.

Players are listed in dealing order: the first seat left of the button first (stud: left
of the dealer), as in PHH; in board and draw games the odd chip goes to the first winner
in that order.

>>> r = rule(Situation("NT", (Claim("Ann", 500, "AhAd", all_in=True),
...                           Claim("Bob", 900, "KhKd"), Claim("Cy", 900, "QhQd")),
...                    board="2c7s9dTc3h"))
>>> [(p.amount, p.eligible) for p in r.pots]
[(1500, (0, 1, 2)), (800, (1, 2))]
>>> r.winnings
(1500, 800, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tournament.cards import EVALUATORS, high_kickers, parse_cards
from tournament.engine.pots import live_contributions, pots_with_dead_money, uncalled_bet
from tournament.engine.rankers import ranker
from tournament.engine.rules import Rules
from tournament.engine.showdown import _ace_low as ace_low_order
from tournament.engine.showdown import award_showdown, best_five, hand_ranks, odd_chip_order
from tournament.engine.variants import VARIANTS, Variant
from tournament.errors import DomainError
from tournament.hh.history import HandHistory
from tournament.hh.listing import player_names
from tournament.hh.steps import Step

__all__ = [
    "CITATIONS",
    "Claim",
    "HalfRuling",
    "PotRuling",
    "Ruling",
    "RulingError",
    "Situation",
    "rule",
    "situation_at",
]


class RulingError(DomainError):
    """A situation that cannot be ruled on as entered (the message says what to fix)."""


@dataclass(frozen=True, slots=True)
class Claim:
    """One player's part in the dispute.

    ``contributed``: every chip they put in this hand (antes, blinds, bets); ``dead``:
    the part of it that is dead money for the table (a big-blind ante); ``cards``: their
    cards as text ("AhKd"; stud in dealing order), empty when not shown.
    """

    name: str
    contributed: int
    cards: str = ""
    folded: bool = False
    all_in: bool = False
    dead: int = 0


@dataclass(frozen=True, slots=True)
class Situation:
    """A disputed showdown: the game (PHH code), the players in dealing order, the board
    and the rules (the event's profile and settings)."""

    game: str
    players: tuple[Claim, ...]
    board: str = ""
    rules: Rules = field(default_factory=Rules)


@dataclass(frozen=True, slots=True)
class HalfRuling:
    """How one half of a pot ("high", "low") or a whole pot ("whole") is divided.

    ``shares`` are ``(player, chips)`` in odd-chip priority; ``odd`` the players who got
    more than the even share; ``hand`` the winning hand in words; ``odd_card`` (stud) the
    card that gave each tied winner their place in the odd-chip order.
    """

    half: str
    amount: int
    shares: tuple[tuple[int, int], ...]
    hand: str
    odd: tuple[int, ...]
    odd_card: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class PotRuling:
    """One pot (``index`` 0: the main pot): its chips, who can win it, and its division."""

    index: int
    amount: int
    eligible: tuple[int, ...]
    halves: tuple[HalfRuling, ...]

    @property
    def high_gets_odd_unit(self) -> bool:
        """True when a hi-lo split of this pot left an odd unit, given to the high half."""
        amounts = [h.amount for h in self.halves if h.half in ("high", "low")]
        return len(amounts) == 2 and amounts[0] > amounts[1]


@dataclass(frozen=True, slots=True)
class Ruling:
    """The rulebook's answer: returned bet, pots, each player's chips back, the rules."""

    situation: Situation
    returned: tuple[int, int] | None
    pots: tuple[PotRuling, ...]
    winnings: tuple[int, ...]
    hands: tuple[tuple[str, str], ...]
    """Per player: (high hand, low hand) in words; empty when not shown or no such hand."""
    citations: tuple[str, ...]

    def name(self, player: int) -> str:
        """A player's name."""
        return self.situation.players[player].name


CITATIONS: dict[str, dict[str, str]] = {
    "tda": {
        "side_pots": "TDA 2024 Rule 21: side pots, each split separately",
        "odd_chips": "TDA 2024 Rule 20: awarding odd chips",
    },
    "wsop": {
        "side_pots": "WSOP 2024 Tournament Rules: side pots, each split separately",
        "odd_chips": "WSOP 2024 Tournament Rule 73: odd chips",
    },
    "robert": {
        "side_pots": "Robert's Rules of Poker: side pots, each split separately",
        "odd_chips": "Robert's Rules of Poker: odd chips (low half: lowest card by suit)",
    },
    "casinos_austria": {
        "side_pots": "Casinos Austria house rules: side pots, each split separately",
        "odd_chips": "Casinos Austria house rules: odd chips as TDA 2024 Rule 20",
    },
}
"""The rule named for each point of a ruling, per rules profile (rules.md "Profiles")."""


def _game(code: str) -> Variant:
    try:
        return VARIANTS[code]
    except KeyError:
        raise RulingError(
            f"There is no game {code!r}; choose one of {', '.join(VARIANTS)}"
        ) from None


def _cards(text: str, whose: str) -> list[int]:
    try:
        cards = parse_cards(text.replace(" ", ""))
    except ValueError as exc:
        raise RulingError(f"{whose}: {exc}") from None
    if any(c is None for c in cards):
        raise RulingError(f"{whose}: every card must be known to rule on the hand")
    return [c for c in cards if c is not None]


def _check(s: Situation, variant: Variant) -> tuple[list[list[int]], list[int]]:
    players = s.players
    if len(players) < 2:
        raise RulingError("A ruling needs at least two players")
    hole = [_cards(p.cards, p.name) for p in players]
    board = _cards(s.board, "The board")
    seen: set[int] = set()
    for cards in (*hole, board):
        for card in cards:
            if card in seen:
                raise RulingError(f"The card {card} is entered twice")
            seen.add(card)
    for p in players:
        if p.contributed < 0 or p.dead < 0 or p.dead > p.contributed:
            raise RulingError(
                f"{p.name}: the chips put in must be a whole number of at least 0 "
                "(dead money included in it)"
            )
    live = [p for p in players if not p.folded]
    if not live:
        raise RulingError("Everybody folded: at least one player must still be in the hand")
    top = max(p.contributed - p.dead for p in live)
    for p in live:
        if not p.all_in and p.contributed - p.dead < top and len(live) > 1:
            raise RulingError(
                f"{p.name} put in less than {top:,} and is not all-in: "
                "they must call or fold before the showdown"
            )
    if len(live) > 1:
        need = variant.hole_cards
        for p, cards in zip(players, hole, strict=True):
            if not p.folded and len(cards) != need:
                raise RulingError(
                    f"{p.name} is still in the hand: enter their {need} cards "
                    f"({variant.name}), not {len(cards)}"
                )
        if len(board) != variant.board_cards:
            raise RulingError(
                f"{variant.name} is settled with {variant.board_cards} board cards, "
                f"not {len(board)}"
            )
    return hole, board


def _describe(kind: str | None, rank: int | None, others: Sequence[int | None] = ()) -> str:
    """The hand's words; a high hand's kickers named where they decide against ``others``
    (the other contenders' ranks): ``Pair of nines, K-Q-J``."""
    if kind is None or rank is None:
        return ""
    words = EVALUATORS[kind].describe(rank)
    if kind == "high":
        kickers = high_kickers(rank, [r for r in others if r is not None])
        words += f", {kickers}" if kickers else ""
    return words


def rule(situation: Situation) -> Ruling:
    """Settle ``situation`` as the engine's showdown would (see the module doc).

    Raises :class:`RulingError`, naming what is wrong, for an unknown game, bad or
    repeated cards, a player still in without cards, the wrong number of board cards,
    or a player who put in less than the others without being all-in.
    """
    variant = _game(situation.game)
    rules = situation.rules
    hole, board = _check(situation, variant)
    players = situation.players
    n = len(players)
    contrib = [p.contributed for p in players]
    dead = [p.dead for p in players]
    returned = uncalled_bet(live_contributions(contrib, dead))
    if returned is not None:
        contrib[returned[0]] -= returned[1]
    contenders = [i for i, p in enumerate(players) if not p.folded]
    high, low = ranker(variant.high), ranker(variant.low)
    if len(contenders) == 1:  # everybody else folded: no cards needed
        ranks: tuple[dict[int, int | None], dict[int, int | None]] = (
            {contenders[0]: None},
            {contenders[0]: None},
        )
    else:
        ranks = hand_ranks(contenders, hole, board, [], high, low)
    out = [p.folded for p in players]
    pots = pots_with_dead_money(contrib, dead, out)
    stud = variant.kind == "stud"
    low_card = rules.low_odd_chip == "low_card"

    def order(winners: list[int], half: str) -> list[int]:
        return odd_chip_order(winners, half, variant, hole if stud else None, [], low_card=low_card)

    awards = award_showdown(
        pots,
        contenders,
        ranks,
        hi_lo=variant.hi_lo,
        has_high=variant.high is not None,
        odd_chip_order=order,
        unit=rules.min_chip_unit,
        odd_chips=rules.odd_chips,
    )
    hi, lo = ranks
    halves: dict[int, list[HalfRuling]] = {}
    for award in awards:
        kind = variant.low if award.half == "low" else variant.high
        half_ranks = lo if award.half == "low" else hi
        winner = award.shares[0][0]
        chips = [c for _, c in award.shares]
        odd = tuple(p for p, c in award.shares if c > min(chips)) if len(chips) > 1 else ()
        cards: tuple[tuple[int, str], ...] = ()
        if stud and odd and kind is not None:
            cards = tuple(
                (p, _deciding_card(hole[p], kind, award.half, low_card)) for p, _ in award.shares
            )
        halves.setdefault(award.pot, []).append(
            HalfRuling(
                award.half if variant.hi_lo and len(pots[award.pot].eligible) > 1 else "whole",
                award.amount,
                award.shares,
                _describe(
                    kind,
                    half_ranks.get(winner),
                    [r for p, r in half_ranks.items() if p != winner],
                ),
                odd,
                cards,
            )
        )
    winnings = [0] * n
    if returned is not None:
        winnings[returned[0]] += returned[1]
    for award in awards:
        for p, won in award.shares:
            winnings[p] += won
    pot_rulings = tuple(
        PotRuling(i, pot.amount, pot.eligible, tuple(_high_first(halves.get(i, []))))
        for i, pot in enumerate(pots)
    )
    hands = tuple(
        (
            _describe(variant.high, hi.get(i), [r for p, r in hi.items() if p != i]),
            _describe(variant.low, lo.get(i)),
        )
        for i in range(n)
    )
    return Ruling(
        situation,
        returned,
        pot_rulings,
        tuple(winnings),
        hands,
        _citations(rules.name, pot_rulings),
    )


def _high_first(halves: list[HalfRuling]) -> list[HalfRuling]:
    return sorted(halves, key=lambda h: h.half == "low")


def _deciding_card(cards: list[int], kind: str, half: str, low_card: bool) -> str:
    """The card that ranks a stud winner for the odd chip (WSOP 73 / Robert's)."""
    fives = best_five(cards, kind)
    in_hand = [x for five in fives for x in five]
    if half == "low" and low_card:
        return str(min(in_hand, key=ace_low_order))
    if half == "low":  # the highest card of a low hand: the ace counts low
        return str(max(in_hand, key=ace_low_order))
    return str(max(in_hand))


def _citations(profile: str, pots: tuple[PotRuling, ...]) -> tuple[str, ...]:
    names = CITATIONS.get(profile, CITATIONS["tda"])
    out: list[str] = []
    if len(pots) > 1:
        out.append(names["side_pots"])
    if any(h.odd for p in pots for h in p.halves) or any(p.high_gets_odd_unit for p in pots):
        out.append(names["odd_chips"])
    return tuple(out)


def situation_at(history: HandHistory, walk: tuple[Step, ...], index: int) -> Situation:
    """The situation of a replayed hand at step ``index`` of ``walk`` (its steps), under the
    hand's own rules: what each player has put in, who folded or is all-in, the cards known
    and the board. Once the pots are paid out (the last step) the chips are those just
    before, the cards and board those of the end.

    Money hands (decimal amounts) cannot be ruled on here: amounts are whole chips.
    """
    seen = walk[index]  # the cards and board known at this step
    step = seen
    while index > 0 and not any(step.contributed):  # paid out: the chips just before
        index -= 1
        step = walk[index]
    chips = (*step.contributed, *step.dead)
    if not all(isinstance(c, int) for c in chips):
        raise RulingError("The ruling assistant works in whole chips; this hand has decimals")
    names = player_names(history)
    claims = tuple(
        Claim(
            names[p],
            int(step.contributed[p]),
            "" if "??" in seen.hole[p] else "".join(seen.hole[p]),
            step.folded[p],
            step.all_in[p],
            int(step.dead[p]),
        )
        for p in range(len(names))
    )
    rules = Rules.from_dict(dict(history.rules)) if history.rules is not None else Rules()
    board = "" if "??" in seen.board else "".join(seen.board)
    return Situation(history.variant, claims, board, rules)
