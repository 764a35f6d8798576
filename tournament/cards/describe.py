"""Human descriptions of evaluator ranks ("Aces full of kings", "8-6-4-3-A low")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tournament.cards.card import RANK_CHARS, RANK_NAMES
from tournament.cards.tables import LOW_TOP

_PLURAL: Final = tuple("sixes" if n == "six" else n + "s" for n in RANK_NAMES)
_LOW_CHARS: Final = "A23456789TJQK"  # low rank index 0 (ace) .. 12 (king)


def _fields(value: int) -> list[int]:
    return [(value >> s) & 0xF for s in (16, 12, 8, 4, 0)]


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


def describe_high(rank: int) -> str:
    """Describe a high rank from :func:`~tournament.cards.evaluate.high_rank`.

    >>> from tournament.cards.card import parse_known_cards as p
    >>> from tournament.cards.evaluate import high_rank
    >>> describe_high(high_rank(p("7c6d5h4s3c")))
    'Seven-high straight'
    >>> describe_high(high_rank(p("AcAdAhKsKc")))
    'Aces full of kings'
    """
    cat = rank >> 20
    r = _fields(rank)
    n = RANK_NAMES
    if cat == 8:
        return "Royal flush" if r[0] == 12 else f"{_cap(n[r[0]])}-high straight flush"
    if cat == 7:
        return f"Four {_PLURAL[r[0]]}"
    if cat == 6:
        return f"{_cap(_PLURAL[r[0]])} full of {_PLURAL[r[1]]}"
    if cat == 5:
        return f"{_cap(n[r[0]])}-high flush"
    if cat == 4:
        return f"{_cap(n[r[0]])}-high straight"
    if cat == 3:
        return f"Three {_PLURAL[r[0]]}"
    if cat == 2:
        return f"Two pair, {_PLURAL[r[0]]} and {_PLURAL[r[1]]}"
    if cat == 1:
        return f"Pair of {_PLURAL[r[0]]}"
    return f"{_cap(n[r[0]])}-high"


_KICKERS: Final = {0: (1, 4), 1: (1, 3), 2: (2, 1), 3: (1, 2), 5: (1, 4), 7: (1, 1)}
"""High categories with kickers: (how many fields name the hand, how many kickers)."""


def high_kickers(rank: int, others: Sequence[int]) -> str:
    """The kickers of a high rank where they decide: ``"K-Q-J"`` when one of ``others``
    holds the same hand with other kickers (a pair of nines against a pair of nines),
    else ``""`` (no kicker in a straight or a full house, nor where the hand itself
    decides or an equal hand splits the pot).

    >>> from tournament.cards.card import parse_known_cards as p
    >>> from tournament.cards.evaluate import high_rank
    >>> high_kickers(high_rank(p("9h9cKdQhJs")), [high_rank(p("9d9sKdJsTd"))])
    'K-Q-J'
    >>> high_kickers(high_rank(p("9h9cKdQhJs")), [high_rank(p("KhKcKdQhJs"))])
    ''
    """
    cat = rank >> 20
    shape = _KICKERS.get(cat)
    if shape is None:
        return ""
    main, count = shape
    fields = _fields(rank)
    if not any(o != rank and o >> 20 == cat and _fields(o)[:main] == fields[:main] for o in others):
        return ""  # the hand itself decides, or an equal hand splits
    return "-".join(RANK_CHARS[x] for x in fields[main : main + count])


def describe_a5_low(rank: int) -> str:
    """Describe an A-5 (razz) or 8-or-better low rank: "8-6-4-3-A low", "Pair of aces".

    >>> from tournament.cards.card import parse_known_cards as p
    >>> from tournament.cards.evaluate import low_a5_rank
    >>> describe_a5_low(low_a5_rank(p("8c6d4h3sAcKdQd")))
    '8-6-4-3-A low'
    """
    value = LOW_TOP - rank
    cat = value >> 20
    r = _fields(value)
    low_names = (RANK_NAMES[12], *RANK_NAMES[:12])
    plural = tuple("sixes" if x == "six" else x + "s" for x in low_names)
    if cat == 0:
        return "-".join(_LOW_CHARS[x] for x in r) + " low"
    if cat == 1:
        return f"Pair of {plural[r[0]]}"
    if cat == 2:
        return f"Two pair, {plural[r[0]]} and {plural[r[1]]}"
    if cat == 3:
        return f"Three {plural[r[0]]}"
    if cat == 4:
        return f"{_cap(plural[r[0]])} full of {plural[r[1]]}"
    return f"Four {plural[r[0]]}"


def describe_27_low(rank: int) -> str:
    """Describe a 2-7 lowball rank: "7-5-4-3-2", or the made hand ("Pair of twos").

    >>> from tournament.cards.card import parse_known_cards as p
    >>> from tournament.cards.evaluate import low_27_rank
    >>> describe_27_low(low_27_rank(p("7c5d4h3s2c")))
    '7-5-4-3-2'
    """
    value = LOW_TOP - rank
    if value >> 20 == 0:
        return "-".join(RANK_CHARS[x] for x in _fields(value))
    return describe_high(value)


def describe_badugi(rank: int) -> str:
    """Describe a badugi rank: "4-card badugi 7-4-3-A", "3-card hand 8-5-2".

    >>> from tournament.cards.card import parse_known_cards as p
    >>> from tournament.cards.evaluate import badugi_rank
    >>> describe_badugi(badugi_rank(p("7c4d3hAs")))
    '4-card badugi 7-4-3-A'
    """
    size = rank >> 13
    mask = 8191 - (rank & 8191)
    cards = "-".join(_LOW_CHARS[i] for i in range(12, -1, -1) if mask >> i & 1)
    if size == 4:
        return f"4-card badugi {cards}"
    return f"{size}-card hand {cards}"


def describe_low(kind: str, rank: int) -> str:
    """Describe a low rank of an evaluator kind ("a5_low", "8_low", "omaha_8_low", "27_low",
    "badugi").

    >>> from tournament.cards.card import parse_known_cards as p
    >>> from tournament.cards.evaluate import low_27_rank
    >>> describe_low("27_low", low_27_rank(p("AcKdQhJs9c")))
    'A-K-Q-J-9'
    """
    if kind in ("a5_low", "8_low", "omaha_8_low"):
        return describe_a5_low(rank)
    if kind == "27_low":
        return describe_27_low(rank)
    if kind == "badugi":
        return describe_badugi(rank)
    raise ValueError(f"{kind!r} is not a low evaluator kind")
