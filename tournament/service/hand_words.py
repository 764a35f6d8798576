"""A hand's pots, hands and awards in the words a floor person announces.

>>> split_words("Main pot", 2_150, [("Alice", 2_150)], "high", "")
'Main pot 2,150: Alice wins high 2,150'
>>> split_words("Side pot 1", 1_075, [("Bob", 538), ("Carla", 537)], "low", "high club")
... # doctest: +NORMALIZE_WHITESPACE
'Side pot 1 1,075: Bob and Carla split low 1,075
 (Bob 538, Carla 537; the odd chip to Bob, high club)'
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.cards import EVALUATORS
from tournament.engine import HandState, events

__all__ = [
    "award_lines",
    "describe_hand",
    "names_list",
    "pot_lines",
    "pot_name",
    "split_words",
]


def pot_name(index: int) -> str:
    """``Main pot`` for pot 0, ``Side pot 1`` for pot 1, ..."""
    return "Main pot" if index == 0 else f"Side pot {index}"


def names_list(names: Sequence[str]) -> str:
    """``Ann``, ``Ann and Bob``, ``Ann, Bob and Cy``."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def pot_lines(hand: HandState, names: Sequence[str]) -> list[str]:
    """Each live pot with who can win it: ``Main pot 1,200: Ann, Bob and Cy``."""
    out = []
    for index, (amount, eligible) in enumerate(hand.pots()):
        if amount <= 0:
            continue
        who = names_list([names[p] for p in eligible])
        out.append(f"{pot_name(index)} {amount:,}: {who}")
    return out


def describe_hand(hand: HandState, player: int) -> str:
    """What ``player``'s cards make (``Seven-high straight``; hi-lo: ``Flush; 8-6-4-3-A
    low`` or ``...; no low``); empty while a card is unknown."""
    cards = hand.hole[player]
    board = hand.board
    if None in cards or None in board:
        return ""
    known = [c for c in (*cards, *hand.common) if c is not None]
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
        parts.append("no low" if rank is None else evaluator.describe(rank))
    return "; ".join(parts)


def _odd_chip_reason(hand: HandState, half: str) -> str:
    if hand.variant.kind != "stud":
        return "first seat left of the button"
    if half == "low" and hand.rules.low_odd_chip == "low_card":
        return "lowest card by suit"
    return "highest card by suit"


def split_words(
    name: str, amount: int, shares: Sequence[tuple[str, int]], half: str, why: str
) -> str:
    """One pot (or half of it) and who gets what, odd chips named with ``why``."""
    label = "" if half == "whole" else f"{half} "
    if len(shares) == 1:
        return f"{name} {amount:,}: {shares[0][0]} wins {label}{amount:,}"
    who = names_list([n for n, _ in shares])
    amounts = {a for _, a in shares}
    if len(amounts) == 1:
        return f"{name} {amount:,}: {who} split {label}{amount:,}, {shares[0][1]:,} each"
    detail = ", ".join(f"{n} {a:,}" for n, a in shares)
    top = max(amounts)
    odd = names_list([n for n, a in shares if a == top])
    chip = "chip" if sum(1 for _, a in shares if a == top) == 1 else "chips"
    odd_words = f"the odd {chip} to {odd}, {why}"
    return f"{name} {amount:,}: {who} split {label}{amount:,} ({detail}; {odd_words})"


def award_lines(hand: HandState, names: Sequence[str]) -> list[str]:
    """What was returned and how each pot was paid, main pot first, one line per pot:
    ``Main pot 4,300: Alice wins high 2,150; Bob and Carla split low 1,075 ...``."""
    out = []
    for e in hand.events:
        if isinstance(e, events.BetReturned):
            out.append(f"Uncalled bet of {e.amount:,} returned to {names[e.player]}")
    by_pot: dict[int, list[events.PotAwarded]] = {}
    for e in hand.events:
        if isinstance(e, events.PotAwarded):
            by_pot.setdefault(e.pot, []).append(e)
    alone = hand.folded.count(False) == 1
    for index in sorted(by_pot):
        awards = by_pot[index]
        total = sum(a.amount for a in awards)
        if alone and len(awards) == 1 and len(awards[0].shares) == 1:
            winner = names[awards[0].shares[0][0]]
            out.append(f"{pot_name(index)} {total:,}: {winner} wins it, everyone else folded")
            continue
        parts: list[str] = []
        for award in awards:
            shares = [(names[p], a) for p, a in award.shares]
            why = _odd_chip_reason(hand, award.half)
            half = award.half if hand.variant.hi_lo else "whole"
            words = split_words(pot_name(index), award.amount, shares, half, why)
            parts.append(words if not parts else words.split(": ", 1)[1])
        line = "; ".join(parts)
        if len(awards) > 1:  # name the whole pot first
            rest = line.split(": ", 1)[1]
            line = f"{pot_name(index)} {total:,}: {rest}"
        out.append(line)
    return out
