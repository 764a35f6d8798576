"""A hand's pots, hands and awards in the words a floor person announces.

The words are English; a caller that speaks another language passes ``tr`` (a phrase with
``%1``, ``%2``... for what varies, in that language) and ``num`` (a number as the locale
writes it). Every phrase goes through ``tr(...)`` with a literal text, so the catalog of the
domain's words (``ui.domain_text.catalog``) lists them all.

>>> split_words("Main pot", 2_150, [("Alice", 2_150)], "high", "")
'Main pot 2,150: Alice wins high 2,150'
>>> split_words("Side pot 1", 1_075, [("Bob", 538), ("Carla", 537)], "low", "high club")
... # doctest: +NORMALIZE_WHITESPACE
'Side pot 1 1,075: Bob and Carla split low 1,075
 (Bob 538, Carla 537; the odd chip to Bob, high club)'
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.cards import EVALUATORS, high_kickers
from tournament.engine import HandState, events
from tournament.phrases import Number, Words, english, fill, grouped

__all__ = [
    "Words",
    "award_lines",
    "describe_hand",
    "names_list",
    "pot_lines",
    "pot_name",
    "split_words",
]


def pot_name(index: int, tr: Words = english) -> str:
    """``Main pot`` for pot 0, ``Side pot 1`` for pot 1, ..."""
    return tr("Main pot") if index == 0 else fill(tr("Side pot %1"), str(index))


def names_list(names: Sequence[str], tr: Words = english) -> str:
    """``Ann``, ``Ann and Bob``, ``Ann, Bob and Cy``."""
    if len(names) <= 1:
        return "".join(names)
    return fill(tr("%1 and %2"), ", ".join(names[:-1]), names[-1])


def pot_lines(
    hand: HandState, names: Sequence[str], tr: Words = english, num: Number = grouped
) -> list[str]:
    """Every chip in the middle as the pots stand, with who can still win each:
    ``Main pot 1,200: Ann, Bob and Cy``; a side pot only where somebody is all in; a last
    pot only one player can win is the part of their bet nobody can call."""
    pots = [(amount, who) for amount, who in hand.live_pots() if amount > 0]
    out = []
    for index, (amount, eligible) in enumerate(pots):
        if len(eligible) == 1 and index == len(pots) - 1 and index > 0:
            text = fill(tr("%1 not called: goes back to %2"), num(amount), names[eligible[0]])
            out.append(text)
            continue
        who = names_list([names[p] for p in eligible], tr)
        out.append(f"{pot_name(index, tr)} {num(amount)}: {who}")
    return out


def _cards_of(hand: HandState, player: int) -> list[int] | None:
    """``player``'s cards with stud's common card; None while one is unknown."""
    cards = hand.hole[player]
    if None in cards:
        return None
    return [c for c in (*cards, *hand.common) if c is not None]


def describe_hand(hand: HandState, player: int, tr: Words = english) -> str:
    """What ``player``'s cards make (``Seven-high straight``; hi-lo: ``Flush; 8-6-4-3-A
    low`` or ``...; no low``); empty while a card is unknown. The kickers are named where
    they decide, against the other hands tabled (``Pair of nines, K-Q-J``)."""
    known = _cards_of(hand, player)
    board = hand.board
    if known is None or None in board:
        return ""
    board_known = [c for c in board if c is not None]
    v = hand.variant
    parts = []
    for kind in (v.high, v.low):
        if kind is None:
            continue
        evaluator = EVALUATORS[kind]
        if len(known) + len(board_known) < 5 and kind != "badugi":
            return ""
        rank = evaluator.rank(known, board_known)
        if rank is None:
            parts.append(tr("no low"))
            continue
        words = tr(evaluator.describe(rank))
        if kind == "high":
            kickers = high_kickers(rank, _tabled_ranks(hand, player, board_known))
            words += f", {kickers}" if kickers else ""
        parts.append(words)
    return "; ".join(parts)


def _tabled_ranks(hand: HandState, player: int, board: list[int]) -> list[int]:
    """The high ranks of the other hands still in and tabled face up."""
    out = []
    for p in range(hand.n):
        if p == player or hand.folded[p] or not all(hand.up[p]):
            continue
        cards = _cards_of(hand, p)
        if cards is None or len(cards) + len(board) < 5:
            continue
        rank = EVALUATORS["high"].rank(cards, board)
        if rank is not None:
            out.append(rank)
    return out


def _odd_chip_reason(hand: HandState, half: str, tr: Words) -> str:
    if hand.variant.kind != "stud":
        return tr("first seat left of the button")
    if half == "low" and hand.rules.low_odd_chip == "low_card":
        return tr("lowest card by suit")
    return tr("highest card by suit")


def _half(half: str, amount: str, tr: Words) -> str:
    if half == "high":
        return fill(tr("high %1"), amount)
    if half == "low":
        return fill(tr("low %1"), amount)
    return amount


def split_words(
    name: str,
    amount: int,
    shares: Sequence[tuple[str, int]],
    half: str,
    why: str,
    tr: Words = english,
    num: Number = grouped,
) -> str:
    """One pot (or half of it) and who gets what, odd chips named with ``why``."""
    head, paid = f"{name} {num(amount)}", _half(half, num(amount), tr)
    if len(shares) == 1:
        return f"{head}: " + fill(tr("%1 wins %2"), shares[0][0], paid)
    who = names_list([n for n, _ in shares], tr)
    amounts = {a for _, a in shares}
    if len(amounts) == 1:
        return f"{head}: " + fill(tr("%1 split %2, %3 each"), who, paid, num(shares[0][1]))
    detail = ", ".join(f"{n} {num(a)}" for n, a in shares)
    top = max(amounts)
    odd = names_list([n for n, a in shares if a == top], tr)
    if sum(1 for _, a in shares if a == top) == 1:
        odd_words = fill(tr("the odd chip to %1, %2"), odd, why)
    else:
        odd_words = fill(tr("the odd chips to %1, %2"), odd, why)
    return f"{head}: " + fill(tr("%1 split %2 (%3; %4)"), who, paid, detail, odd_words)


def award_lines(
    hand: HandState, names: Sequence[str], tr: Words = english, num: Number = grouped
) -> list[str]:
    """What was returned and how each pot was paid, main pot first, one line per pot:
    ``Main pot 4,300: Alice wins high 2,150; Bob and Carla split low 1,075 ...``."""
    out = []
    for e in hand.events:
        if isinstance(e, events.BetReturned):
            returned = tr("Uncalled bet of %1 returned to %2")
            out.append(fill(returned, num(e.amount), names[e.player]))
    by_pot: dict[int, list[events.PotAwarded]] = {}
    for e in hand.events:
        if isinstance(e, events.PotAwarded):
            by_pot.setdefault(e.pot, []).append(e)
    # won because every other player folded (a muck at the showdown is not a fold)
    alone = sum(1 for p in range(hand.n) if not hand.folded[p] or hand.mucked[p]) == 1
    for index in sorted(by_pot):
        awards = by_pot[index]
        total = sum(a.amount for a in awards)
        head = f"{pot_name(index, tr)} {num(total)}"
        if alone and len(awards) == 1 and len(awards[0].shares) == 1:
            winner = names[awards[0].shares[0][0]]
            out.append(f"{head}: " + fill(tr("%1 wins it, everyone else folded"), winner))
            continue
        parts: list[str] = []
        for award in awards:
            shares = [(names[p], a) for p, a in award.shares]
            why = _odd_chip_reason(hand, award.half, tr)
            half = award.half if hand.variant.hi_lo else "whole"
            words = split_words(pot_name(index, tr), award.amount, shares, half, why, tr, num)
            parts.append(words if not parts else words.split(": ", 1)[1])
        line = "; ".join(parts)
        if len(awards) > 1:  # name the whole pot first
            line = f"{head}: " + line.split(": ", 1)[1]
        out.append(line)
    return out
