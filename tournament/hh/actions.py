"""PHH actions: the grammar of one action string, and the parsed :class:`Action`.

The notation (``shared/reference/phh.md``)::

    action   = dealer | player | note
    dealer   = "d db" CARDS | "d dh" PLAYER CARDS
    player   = PLAYER ("pb" | "cc" | "f" | "sd" [CARDS] | "sm" [CARDS | "-"] | "cbr" AMOUNT)
    note     = "#" TEXT                     (a comment-only action)
    PLAYER   = "p1" | "p2" | ...            (p1 is the first player in dealing order)
    CARDS    = one or more cards of two characters: rank 23456789TJQKA, suit cdhs, or ??
    AMOUNT   = digits, optionally with a decimal point and more digits

Words are separated by white space; anything after `` # `` is a comment.

>>> parse_action("d db Jc7s2h")
Action(actor=None, kind='db', cards=('Jc', '7s', '2h'), amount=None, comment=None)
>>> parse_action("p3 sd 7h2c").cards
('7h', '2c')
>>> parse_action("p1 cbr 12.5").amount
Decimal('12.5')
>>> str(parse_action("p2  cc   # hero calls"))
'p2 cc # hero calls'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

from tournament.cards.card import card_text
from tournament.hh.amount import MAX_DECIMAL_PLACES, MAX_WHOLE_DIGITS, Amount, format_amount
from tournament.hh.phh_error import PHHError

__all__ = ["ACTION_KINDS", "CARD_TEXTS", "Action", "parse_action"]

ACTION_KINDS = ("db", "dh", "pb", "cbr", "cc", "f", "sd", "sm", "note")
"""Action kinds: dealer ``db``/``dh``; player ``pb cbr cc f sd sm``; ``note`` = comment only."""

CARD_TEXTS = frozenset([card_text(c) for c in range(52)] + ["??"])
"""Every card as PHH writes it (``??`` = unknown)."""

_AMOUNT = re.compile(r"[0-9]+(\.[0-9]+)?")
_PLAYER = re.compile(r"p([1-9][0-9]*)")


@dataclass(frozen=True, slots=True)
class Action:
    """One PHH action, parsed.

    ``actor`` is the 0-based player index (``p1`` -> 0), or ``None`` for the dealer (``d``)
    and for a comment-only ``note``. ``cards`` are the card texts of ``db``, ``dh``, ``sd``
    and ``sm`` (``None`` for a stand-pat ``sd``, a mucked/unshown ``sm``, or ``sm -``
    which is kept as ``cards=("-",)``). ``amount`` is the to-amount of ``cbr``.
    """

    actor: int | None
    kind: str
    cards: tuple[str, ...] | None = None
    amount: Amount | None = None
    comment: str | None = None

    def __str__(self) -> str:
        """The action in PHH notation (``p1 cbr 300 # comment``)."""
        words: list[str]
        if self.kind == "note":
            words = []
        elif self.kind in ("db", "dh"):
            words = ["d", self.kind]
            if self.kind == "dh":
                words.append(f"p{(self.actor or 0) + 1}")
            words.append("".join(self.cards or ()))
        else:
            words = [f"p{(self.actor or 0) + 1}", self.kind]
            if self.amount is not None:
                words.append(format_amount(self.amount))
            if self.cards is not None:
                words.append("".join(self.cards))
        text = " ".join(words)
        if self.comment is not None:
            return f"{text} # {self.comment}" if text else f"# {self.comment}"
        return text

    @property
    def unknown_cards(self) -> bool:
        """True if any card of this action is unknown (``??``)."""
        return self.cards is not None and "??" in self.cards


def _amount(text: str) -> Amount:
    if not _AMOUNT.fullmatch(text):
        shown = repr(text) if len(text) <= 20 else repr(text[:20]) + "..."
        raise PHHError(f"{shown} is not an amount (digits, optionally with a decimal point)")
    whole, _, places = text.partition(".")
    if len(whole.lstrip("0")) > MAX_WHOLE_DIGITS or len(places) > MAX_DECIMAL_PLACES:
        raise PHHError(
            f"{text[:20]}{'...' if len(text) > 20 else ''} is not a chip amount "
            f"(at most {MAX_WHOLE_DIGITS} digits, {MAX_DECIMAL_PLACES} after the point)"
        )
    return Decimal(text) if places else int(text)


def _cards(text: str) -> tuple[str, ...]:
    if len(text) % 2 or not text:
        raise PHHError(f"{text!r} is not a list of cards (two characters per card)")
    cards = tuple(text[i : i + 2] for i in range(0, len(text), 2))
    for card in cards:
        if card not in CARD_TEXTS:
            raise PHHError(f"{card!r} in {text!r} is not a card (rank 2-9TJQKA, suit cdhs, ??)")
    return cards


def _player(word: str) -> int:
    match = _PLAYER.fullmatch(word)
    if match is None:
        raise PHHError(f"{word!r} is not a player (p1, p2, ...)")
    return int(match.group(1)) - 1


@lru_cache(maxsize=1 << 16)
def _parse(text: str) -> Action:
    """The grammar above, applied to one action string (remembered: hands repeat actions)."""
    comment: str | None = None
    body = text
    if body.startswith("# ") or body == "#":
        body, comment = "", body[2:]
    elif " # " in body:
        body, comment = body.split(" # ", 1)
    words = body.split()
    match words:
        case []:
            if comment is None:
                raise PHHError("empty action")
            return Action(None, "note", comment=comment)
        case ["d", "db", cards]:
            return Action(None, "db", _cards(cards), comment=comment)
        case ["d", "dh", who, cards]:
            return Action(_player(who), "dh", _cards(cards), comment=comment)
        case ["d", *_]:
            raise PHHError(f"{body!r} is not a dealer action (d db CARDS, d dh pN CARDS)")
        case [who, ("pb" | "cc" | "f" | "sd" | "sm") as kind]:
            return Action(_player(who), kind, comment=comment)
        case [who, "cbr", amount]:
            return Action(_player(who), "cbr", amount=_amount(amount), comment=comment)
        case [who, "sm", "-"]:
            return Action(_player(who), "sm", ("-",), comment=comment)
        case [who, ("sd" | "sm") as kind, cards]:
            return Action(_player(who), kind, _cards(cards), comment=comment)
        case [_, kind, *_] if kind not in ACTION_KINDS:
            raise PHHError(f"unknown action {kind!r} (expected pb, cbr, cc, f, sd or sm)")
        case _:
            raise PHHError(f"{body!r} has the wrong number of words for its action")


def parse_action(text: object, players: int | None = None) -> Action:
    """Parse one PHH action string; raise :class:`PHHError` if it is malformed.

    ``players`` (the number of players) bounds the ``pN`` index when given.

    >>> parse_action("p9 cc", players=6)
    Traceback (most recent call last):
    ...
    tournament.hh.phh_error.PHHError: player p9 does not exist (the hand has 6 players)
    """
    if not isinstance(text, str):
        raise PHHError(f"an action must be a string, not {type(text).__name__}")
    action = _parse(text)
    if players is not None and action.actor is not None and action.actor >= players:
        raise PHHError(
            f"player p{action.actor + 1} does not exist (the hand has {players} players)"
        )
    return action
