"""PHH hand histories: read ``.phh`` / ``.phhs`` files into typed values and write them back.

PHH is the open hand-history format of the ``phh-std`` specification (see
``shared/reference/phh.md``): one hand per ``.phh`` file as TOML, many hands per ``.phhs``
file as TOML tables ``[1]``, ``[2]``, ...  This module only reads and writes the format;
:mod:`tournament.engine.replay` re-runs a :class:`HandHistory` through the engine.

Amounts are ``int``, or :class:`decimal.Decimal` when the file writes a decimal (TOML floats
are read as ``Decimal`` so nothing is lost); an unknown starting stack is ``Decimal("inf")``.
Cards are kept as text (``"Ah"``, ``"??"`` for an unknown card), one string per card.

>>> hand = loads('''
... variant = "NT"
... antes = [0, 0]
... blinds_or_straddles = [1, 2]
... min_bet = 2
... starting_stacks = [200, inf]
... actions = ["d dh p1 AhKd", "d dh p2 ????", "p2 cbr 6 # open", "p1 f"]
... ''')
>>> hand.actions[2]
Action(actor=1, kind='cbr', cards=None, amount=6, comment='open')
>>> str(hand.actions[1])
'd dh p2 ????'
>>> loads(dumps(hand)) == hand
True
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament.errors import DomainError

if TYPE_CHECKING:
    import datetime

    from tournament.engine.events import Event
    from tournament.engine.hand import HandState

__all__ = [
    "ACTION_KINDS",
    "INF",
    "VARIANT_FIELDS",
    "Action",
    "Amount",
    "HandHistory",
    "PHHError",
    "actions_from_events",
    "dumps",
    "dumps_all",
    "format_amount",
    "from_dict",
    "from_hand",
    "load",
    "load_file",
    "loads",
    "loads_all",
    "parse_action",
    "parse_toml",
    "write_file",
]

Amount = int | Decimal
"""A chip amount as written in PHH: an integer, or a decimal (``Decimal("inf")`` = unknown)."""

INF = Decimal("inf")
"""The unknown (infinite) starting stack of PHH (``inf`` in the file)."""

ACTION_KINDS = ("db", "dh", "pb", "cbr", "cc", "f", "sd", "sm", "note")
"""Action kinds: dealer ``db``/``dh``; player ``pb cbr cc f sd sm``; ``note`` = comment only."""

_BUTTON = ("antes", "blinds_or_straddles")
_STUD = ("antes", "bring_in")
_LIMIT = ("small_bet", "big_bet")
_BIG = ("min_bet",)
VARIANT_FIELDS: dict[str, tuple[str, ...]] = {
    "FT": _BUTTON + _LIMIT,
    "NT": _BUTTON + _BIG,
    "NS": _BUTTON + _BIG,
    "PO": _BUTTON + _BIG,
    "FO/8": _BUTTON + _LIMIT,
    "F7S": _STUD + _LIMIT,
    "F7S/8": _STUD + _LIMIT,
    "FR": _STUD + _LIMIT,
    "N2L1D": _BUTTON + _BIG,
    "F2L3D": _BUTTON + _LIMIT,
    "FB": _BUTTON + _LIMIT,
}
"""For each PHH variant code, the game-specific required fields (besides ``variant``,
``starting_stacks`` and ``actions``)."""

_RANKS = "23456789TJQKA"
_SUITS = "cdhs"
_AMOUNT_RE = re.compile(r"\d+(\.\d+)?")
_PLAYER_RE = re.compile(r"p([1-9]\d*)")
_BARE_KEY_RE = re.compile(r"[A-Za-z0-9_-]+")


class PHHError(DomainError):
    """A malformed hand history: names the file, the hand (section), the field or action.

    ``source`` is the file (or ``None``), ``hand`` the section name in a ``.phhs`` file,
    ``where`` the field name or ``actions[i]``, ``reason`` what is wrong.
    """

    def __init__(
        self,
        reason: str,
        *,
        source: str | None = None,
        hand: str | None = None,
        where: str | None = None,
    ) -> None:
        self.reason = reason
        self.source = source
        self.hand = hand
        self.where = where
        parts = []
        if source is not None:
            parts.append(source)
        if hand is not None:
            parts.append(f"hand [{hand}]")
        if where is not None:
            parts.append(where)
        prefix = ", ".join(parts)
        super().__init__(f"{prefix}: {reason}" if prefix else reason)

    def located(self, source: str | None = None, hand: str | None = None) -> PHHError:
        """The same error with the file and/or hand filled in (where still unknown)."""
        return PHHError(
            self.reason,
            source=self.source if self.source is not None else source,
            hand=self.hand if self.hand is not None else hand,
            where=self.where,
        )


def format_amount(amount: Amount) -> str:
    """Write an amount as PHH/TOML number text (``inf`` for an unknown stack).

    >>> format_amount(300), format_amount(Decimal("2.50")), format_amount(INF)
    ('300', '2.50', 'inf')
    """
    if isinstance(amount, Decimal):
        if amount.is_nan():
            return "nan"
        if amount.is_infinite():
            return "inf" if amount > 0 else "-inf"
        text = format(amount, "f")
        return text if "." in text else text + ".0"
    return str(amount)


def _parse_amount_text(text: str) -> Amount:
    if not _AMOUNT_RE.fullmatch(text):
        raise PHHError(f"{text!r} is not an amount (digits, optionally with a decimal point)")
    return Decimal(text) if "." in text else int(text)


_VALID_CARDS = frozenset([r + u for r in _RANKS for u in _SUITS] + ["??"])


def _parse_cards(text: str) -> tuple[str, ...]:
    if len(text) % 2 or not text:
        raise PHHError(f"{text!r} is not a list of cards (two characters per card)")
    cards = tuple([text[i : i + 2] for i in range(0, len(text), 2)])
    for card in cards:
        if card not in _VALID_CARDS:
            raise PHHError(f"{card!r} in {text!r} is not a card (rank 2-9TJQKA, suit cdhs, ??)")
    return cards


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


def parse_action(text: str, players: int | None = None) -> Action:
    """Parse one PHH action string; raise :class:`PHHError` if it is malformed.

    ``players`` (the number of players) bounds the ``pN`` index when given.

    >>> parse_action("d db Jc7s2h")
    Action(actor=None, kind='db', cards=('Jc', '7s', '2h'), amount=None, comment=None)
    >>> parse_action("p3 sd 7h2c").cards
    ('7h', '2c')
    >>> parse_action("p1 cbr 12.5").amount
    Decimal('12.5')
    >>> parse_action("p9 cc", players=6)
    Traceback (most recent call last):
    ...
    tournament.engine.phh.PHHError: player p9 does not exist (the hand has 6 players)
    """
    if not isinstance(text, str):
        raise PHHError(f"an action must be a string, not {type(text).__name__}")
    cached = _ACTION_CACHE.get(text)
    if cached is None:
        cached = _parse_action(text)
        if len(_ACTION_CACHE) > 200_000:
            _ACTION_CACHE.clear()
        _ACTION_CACHE[text] = cached
    if players is not None and cached.actor is not None and cached.actor >= players:
        raise PHHError(
            f"player p{cached.actor + 1} does not exist (the hand has {players} players)"
        )
    return cached


_ACTION_CACHE: dict[str, Action] = {}

_PLAYER_INDEX = {f"p{i + 1}": i for i in range(99)}
_ONE_CARD = {card: (card,) for card in _VALID_CARDS}
_PLAYER_KINDS = frozenset(("pb", "cc", "f", "sd", "sm"))


def _plain_cards(text: str) -> tuple[str, ...] | None:
    """The cards of ``text`` when every one is valid (``None``: let the careful reader say)."""
    one = _ONE_CARD.get(text)
    if one is not None:
        return one
    n = len(text)
    if n == 4:
        cards: tuple[str, ...] = (text[:2], text[2:])
    elif n == 6:
        cards = (text[:2], text[2:4], text[4:])
    elif n == 8:
        cards = (text[:2], text[2:4], text[4:6], text[6:])
    elif n % 2 or not n:
        return None
    else:
        cards = tuple([text[i : i + 2] for i in range(0, n, 2)])
    return cards if _VALID_CARDS.issuperset(cards) else None


def _plain_action(text: str) -> Action | None:
    """:func:`_parse_action` for a well-formed action without a comment; else ``None``.

    Gives the same :class:`Action` as :func:`_parse_action` (tested); anything unusual
    (a comment, a mistake, a player past p99, an amount with a decimal point) returns
    ``None`` and goes to :func:`_parse_action`, which explains what is wrong.
    """
    if "#" in text:
        return None
    words = text.split()
    n = len(words)
    if n < 2:
        return None
    first, kind = words[0], words[1]
    if first == "d":
        if n == 4 and kind == "dh":
            actor = _PLAYER_INDEX.get(words[2])
            cards = _plain_cards(words[3])
            if actor is None or cards is None:
                return None
            return Action(actor, "dh", cards)
        if n == 3 and kind == "db":
            cards = _plain_cards(words[2])
            return None if cards is None else Action(None, "db", cards)
        return None
    actor = _PLAYER_INDEX.get(first)
    if actor is None:
        return None
    if n == 2:
        return Action(actor, kind) if kind in _PLAYER_KINDS else None
    if n != 3:
        return None
    word = words[2]
    if kind == "cbr":
        if word.isascii() and word.isdigit():
            return Action(actor, "cbr", amount=int(word))
        return None
    if kind == "sm" and word == "-":
        return Action(actor, "sm", ("-",))
    if kind == "sd" or kind == "sm":
        cards = _plain_cards(word)
        return None if cards is None else Action(actor, kind, cards)
    return None


def _parse_action(text: str) -> Action:
    comment: str | None = None
    body = text
    if body.startswith("# ") or body == "#":
        body, comment = "", body[2:]
    elif " # " in body:
        body, comment = body.split(" # ", 1)
    words = body.split()
    if not words:
        if comment is None:
            raise PHHError("empty action")
        return Action(None, "note", comment=comment)

    def player(word: str) -> int:
        match = _PLAYER_RE.fullmatch(word)
        if match is None:
            raise PHHError(f"{word!r} is not a player (p1, p2, ...)")
        return int(match.group(1)) - 1

    match words:
        case ["d", "db", cards]:
            return Action(None, "db", _parse_cards(cards), comment=comment)
        case ["d", "dh", who, cards]:
            return Action(player(who), "dh", _parse_cards(cards), comment=comment)
        case ["d", *_]:
            raise PHHError(f"{body!r} is not a dealer action (d db CARDS, d dh pN CARDS)")
        case [who, ("pb" | "cc" | "f") as kind]:
            return Action(player(who), kind, comment=comment)
        case [who, "cbr", amount]:
            return Action(player(who), "cbr", amount=_parse_amount_text(amount), comment=comment)
        case [who, "sd"]:
            return Action(player(who), "sd", comment=comment)
        case [who, "sd", cards]:
            return Action(player(who), "sd", _parse_cards(cards), comment=comment)
        case [who, "sm"]:
            return Action(player(who), "sm", comment=comment)
        case [who, "sm", "-"]:
            return Action(player(who), "sm", ("-",), comment=comment)
        case [who, "sm", cards]:
            return Action(player(who), "sm", _parse_cards(cards), comment=comment)
        case [_, kind, *_] if kind not in ACTION_KINDS:
            raise PHHError(f"unknown action {kind!r} (expected pb, cbr, cc, f, sd or sm)")
        case _:
            raise PHHError(f"{body!r} has the wrong number of words for its action")


_OPTIONAL_FIELDS = (
    "ante_trimming_status",
    "author",
    "event",
    "url",
    "venue",
    "address",
    "city",
    "region",
    "postal_code",
    "country",
    "time",
    "time_zone",
    "time_zone_abbreviation",
    "day",
    "month",
    "year",
    "hand",
    "level",
    "seats",
    "seat_count",
    "table",
    "players",
    "finishing_stacks",
    "winnings",
    "currency",
    "currency_symbol",
    "time_limit",
    "time_banks",
)


@dataclass(frozen=True, slots=True)
class HandHistory:
    """One hand of a PHH file, every field typed; immutable.

    Players are indexed in dealing order (``p1`` = index 0). ``user_fields`` keeps every
    field the standard does not name (``_rules`` and other ``_``-prefixed fields, and
    any unknown field, preserved for writing back). ``source`` and ``section`` say where
    the hand was read from; they are not compared and not written.
    """

    variant: str
    starting_stacks: tuple[Amount, ...]
    actions: tuple[Action, ...]
    antes: tuple[Amount, ...] | None = None
    blinds_or_straddles: tuple[Amount, ...] | None = None
    bring_in: Amount | None = None
    small_bet: Amount | None = None
    big_bet: Amount | None = None
    min_bet: Amount | None = None
    ante_trimming_status: bool | None = None
    author: str | None = None
    event: str | None = None
    url: str | None = None
    venue: str | None = None
    address: str | None = None
    city: str | None = None
    region: str | None = None
    postal_code: str | None = None
    country: str | None = None
    time: datetime.time | None = None
    time_zone: str | None = None
    time_zone_abbreviation: str | None = None
    day: int | None = None
    month: int | None = None
    year: int | None = None
    hand: str | int | None = None
    level: int | None = None
    seats: tuple[int, ...] | None = None
    seat_count: int | None = None
    table: str | int | None = None
    players: tuple[str, ...] | None = None
    finishing_stacks: tuple[Amount, ...] | None = None
    winnings: tuple[Amount, ...] | None = None
    currency: str | None = None
    currency_symbol: str | None = None
    time_limit: Amount | None = None
    time_banks: tuple[Amount, ...] | None = None
    user_fields: dict[str, Any] = field(default_factory=dict, hash=False)
    source: str | None = field(default=None, compare=False)
    section: str | None = field(default=None, compare=False)

    @property
    def player_count(self) -> int:
        """The number of players dealt in."""
        return len(self.starting_stacks)

    @property
    def rules(self) -> Mapping[str, Any] | None:
        """The ``_rules`` user field (profile name and settings), if the hand has one."""
        value = self.user_fields.get("_rules")
        return value if isinstance(value, Mapping) else None

    def with_location(self, source: str | None, section: str | None) -> HandHistory:
        """The same hand, remembering the file and section it came from."""
        return replace(self, source=source, section=section)


# --------------------------------------------------------------------------- reading


def _amount(value: Any, name: str, *, allow_inf: bool = False) -> Amount:
    if isinstance(value, bool) or not isinstance(value, int | Decimal):
        raise PHHError(f"expected a number, got {value!r}", where=name)
    if isinstance(value, Decimal) and (
        value.is_nan() or (value.is_infinite() and not (allow_inf and value > 0))
    ):
        raise PHHError(f"{format_amount(value)} is not allowed here", where=name)
    if value < 0:
        raise PHHError(f"{value} is negative", where=name)
    return value


_INT_ONLY = frozenset((int,))


def _amounts(
    value: Any, name: str, count: int | None, *, allow_inf: bool = False
) -> tuple[Amount, ...]:
    if (
        type(value) is list
        and (count is None or len(value) == count)
        and _INT_ONLY.issuperset(map(type, value))
        and (not value or min(value) >= 0)
    ):
        return tuple(value)  # the common case: whole chips
    if not isinstance(value, list):
        raise PHHError(f"expected an array of numbers, got {value!r}", where=name)
    if count is not None and len(value) != count:
        raise PHHError(f"has {len(value)} entries, the hand has {count} players", where=name)
    return tuple(_amount(item, f"{name}[{i}]", allow_inf=allow_inf) for i, item in enumerate(value))


def _typed(value: Any, name: str, types: tuple[type, ...]) -> Any:
    if isinstance(value, bool) and bool not in types:
        raise PHHError(f"expected {'/'.join(t.__name__ for t in types)}, got {value!r}", where=name)
    if not isinstance(value, types):
        raise PHHError(f"expected {'/'.join(t.__name__ for t in types)}, got {value!r}", where=name)
    return value


def from_dict(
    data: Mapping[str, Any], *, source: str | None = None, section: str | None = None
) -> HandHistory:
    """Build a :class:`HandHistory` from the TOML table of one hand (validated)."""
    try:
        return _from_dict(data, source, section)
    except PHHError as error:
        raise error.located(source, section) from None


def _from_dict(data: Mapping[str, Any], source: str | None, section: str | None) -> HandHistory:
    variant = data.get("variant")
    if variant is None:
        raise PHHError("missing required field", where="variant")
    if not isinstance(variant, str) or variant not in VARIANT_FIELDS:
        codes = " ".join(VARIANT_FIELDS)
        raise PHHError(f"unknown variant {variant!r} (expected one of {codes})", where="variant")
    required = (*VARIANT_FIELDS[variant], "starting_stacks", "actions")
    for name in required:
        if name not in data:
            raise PHHError(f"missing required field for {variant}", where=name)
    stacks_raw = data["starting_stacks"]
    if not isinstance(stacks_raw, list) or not stacks_raw:
        raise PHHError("expected a non-empty array of numbers", where="starting_stacks")
    count = len(stacks_raw)
    stacks = _amounts(stacks_raw, "starting_stacks", None, allow_inf=True)
    for i, stack in enumerate(stacks):
        if stack <= 0:
            raise PHHError("a starting stack must be positive", where=f"starting_stacks[{i}]")
    kwargs: dict[str, Any] = {
        "variant": variant,
        "starting_stacks": stacks,
        "source": source,
        "section": section,
    }
    for name in ("antes", "blinds_or_straddles", "finishing_stacks", "winnings"):
        if name in data:
            kwargs[name] = _amounts(data[name], name, count, allow_inf=name == "finishing_stacks")
    for name in ("bring_in", "small_bet", "big_bet", "min_bet", "time_limit"):
        if name in data:
            kwargs[name] = _amount(data[name], name)
    if "time_banks" in data:
        kwargs["time_banks"] = _amounts(data["time_banks"], "time_banks", count)
    if "ante_trimming_status" in data:
        kwargs["ante_trimming_status"] = _typed(
            data["ante_trimming_status"], "ante_trimming_status", (bool,)
        )
    if not _AMOUNT_KEYS.issuperset(data):  # (only then can any of these be present)
        for name in (
            "author",
            "event",
            "url",
            "venue",
            "address",
            "city",
            "region",
            "postal_code",
            "country",
            "time_zone",
            "time_zone_abbreviation",
            "currency",
            "currency_symbol",
        ):
            if name in data:
                kwargs[name] = _typed(data[name], name, (str,))
        for name in ("day", "month", "year", "level", "seat_count"):
            if name in data:
                kwargs[name] = _typed(data[name], name, (int,))
        for name in ("hand", "table"):
            if name in data:
                kwargs[name] = _typed(data[name], name, (str, int))
        if "time" in data:
            import datetime  # only TOML dates and times need it (loaded when used)

            kwargs["time"] = _typed(data["time"], "time", (datetime.time,))
        if "seats" in data:
            seats = _typed(data["seats"], "seats", (list,))
            if len(seats) != count:
                raise PHHError(
                    f"has {len(seats)} entries, the hand has {count} players", where="seats"
                )
            kwargs["seats"] = tuple(_typed(s, f"seats[{i}]", (int,)) for i, s in enumerate(seats))
        if "players" in data:
            names = _typed(data["players"], "players", (list,))
            if len(names) != count:
                raise PHHError(
                    f"has {len(names)} entries, the hand has {count} players", where="players"
                )
            kwargs["players"] = tuple(
                _typed(s, f"players[{i}]", (str,)) for i, s in enumerate(names)
            )
    actions_raw = data["actions"]
    if not isinstance(actions_raw, list):
        raise PHHError("expected an array of strings", where="actions")
    kwargs["actions"] = _actions(actions_raw, count)
    kwargs["user_fields"] = {key: value for key, value in data.items() if key not in _FIELD_NAMES}
    return HandHistory(**kwargs)


def _actions(texts: list[Any], count: int) -> tuple[Action, ...]:
    """The parsed actions of a hand of ``count`` players (the error names the bad one)."""
    cache = _ACTION_CACHE
    get = cache.get
    out: list[Action] = []
    append = out.append
    for text in texts:
        if type(text) is not str:
            break
        action = get(text)
        if action is None:
            action = _plain_action(text)
            if action is None:
                break  # a comment or a mistake: the careful reader below
            if len(cache) > 200_000:
                cache.clear()
            cache[text] = action
        actor = action.actor
        if actor is not None and actor >= count:
            break
        append(action)
    else:
        return tuple(out)
    actions = []
    for i, text in enumerate(texts):
        try:
            actions.append(parse_action(text, count))
        except PHHError as error:
            shown = f" {text!r}" if isinstance(text, str) else ""
            raise PHHError(error.reason, where=f"actions[{i}]{shown}") from None
    return tuple(actions)


_NOT_FIELDS = frozenset({"user_fields", "source", "section"})
_AMOUNT_KEYS = frozenset(
    {"variant", "starting_stacks", "actions", "ante_trimming_status", "finishing_stacks"}
    | {*_BUTTON, *_STUD, *_LIMIT, *_BIG, "winnings", "time_limit", "time_banks"}
)
"""The keys of a hand with nothing but the game, its amounts and its actions."""
_FIELD_NAMES = frozenset(f.name for f in fields(HandHistory)) - _NOT_FIELDS
"""The hand's fields a file may set; any other key is a user field."""


_NO = object()
_FAST_KEYS = frozenset(
    ("variant", "actions", *VARIANT_FIELDS["NT"], *_STUD, *_LIMIT, *_OPTIONAL_FIELDS)
)
"""Keys known to be bare keys (others are checked with ``_BARE_KEY_RE``)."""
_FAST_HEADER = re.compile(r"\[([A-Za-z0-9_-]+)\]")
_FAST_ITEM = r"""'[^'\x00-\x08\x0a-\x1f\x7f]*'|"[^"\\\x00-\x08\x0a-\x1f\x7f]*"|[-+.\w]+"""
_FAST_ARRAY = re.compile(rf"\[\s*(?:(?:{_FAST_ITEM})\s*,\s*)*(?:(?:{_FAST_ITEM})\s*)?\]")
_FAST_TOKEN = re.compile(_FAST_ITEM)
_FAST_INTS = re.compile(r"\[(?:(?:0|[1-9]\d*), )*(?:0|[1-9]\d*)\]")
_FAST_STRS = re.compile(
    r"""\[(?:"[^"\\\x00-\x1f\x7f]*", )*"[^"\\\x00-\x1f\x7f]*"\]"""
    r"""|\[(?:'[^'\x00-\x1f\x7f]*', )*'[^'\x00-\x1f\x7f]*'\]"""
)
_FAST_INT = re.compile(r"-?(?:0|[1-9]\d*)")
_FAST_DEC = re.compile(r"-?(?:0|[1-9]\d*)\.\d+")
_FAST_WORDS: dict[str, Any] = {
    "true": True,
    "false": False,
    "inf": Decimal("inf"),
    "-inf": Decimal("-inf"),
}


def _fast_scalar(token: str) -> Any:
    first = token[0]
    if first in "'\"":
        return token[1:-1] if len(token) >= 2 and token[-1] == first else _NO
    if _FAST_INT.fullmatch(token):
        return int(token)
    if _FAST_DEC.fullmatch(token):
        return Decimal(token)
    return _FAST_WORDS.get(token, _NO)


def _fast_value(raw: str) -> Any:
    if raw.isdigit() and raw.isascii() and (raw[0] != "0" or raw == "0"):
        return int(raw)  # a plain whole number (as _fast_scalar reads it)
    word = _FAST_WORDS.get(raw)
    if word is not None:
        return word
    if raw.startswith('["') and raw.endswith('"]') and len(raw) > 3:
        inner = raw[2:-2]
        items = inner.split('", "')
        if inner.count('"') == 2 * len(items) - 2 and "\\" not in inner and inner.isprintable():
            return items  # strings without quotes, escapes or control characters (_FAST_STRS)
    if raw[0] == '"' and raw[-1] == '"' and len(raw) > 1:
        inner = raw[1:-1]
        if inner.isprintable() and '"' not in inner and "\\" not in inner:
            return inner  # a plain string (as _FAST_TOKEN and _fast_scalar read it)
    if _FAST_INTS.fullmatch(raw) is not None:
        return [int(v) for v in raw[1:-1].split(",")] if raw != "[]" else []
    if _FAST_STRS.fullmatch(raw) is not None:
        return raw[2:-2].split(raw[1] + ", " + raw[1])
    if raw[0] != "[":
        token = _FAST_TOKEN.fullmatch(raw)
        return _NO if token is None else _fast_scalar(raw)
    if _FAST_ARRAY.fullmatch(raw) is None:
        return _NO
    items = []
    for token in _FAST_TOKEN.findall(raw):
        value = _fast_scalar(token)
        if value is _NO:
            return _NO
        items.append(value)
    return items


def _fast_toml(text: str) -> dict[str, Any] | None:
    """Parse the plain subset of TOML that PHH writers produce; ``None`` means "use tomllib".

    Only ``key = value`` lines (bare keys; integers, decimals, ``inf``, booleans, strings
    without escapes, flat arrays of those) and ``[section]`` headers are accepted; anything
    else falls back to :mod:`tomllib`, which gives the same values (tested).
    """
    root: dict[str, Any] = {}
    table = root
    for line in text.splitlines():
        if not line or line.isspace():
            continue
        key, equals, raw = line.partition(" = ")  # ``key = value`` with a bare key
        if equals and raw and (key in _FAST_KEYS or _BARE_KEY_RE.fullmatch(key) is not None):
            if key in table:
                return None
            value = _fast_value(raw.rstrip())
            if value is _NO:
                return None
            table[key] = value
            continue
        match = _FAST_HEADER.fullmatch(line)
        if match is None or match.group(1) in root:
            return None
        table = root[match.group(1)] = {}
    return root


def parse_toml(text: str, *, source: str | None = None) -> dict[str, Any]:
    """Parse PHH/TOML text (floats as ``Decimal``); raise :class:`PHHError` naming ``source``.

    A fast path reads the plain layout PHH writers produce; anything else goes to
    :mod:`tomllib`.
    """
    fast = _fast_toml(text)
    if fast is not None:
        return fast
    import tomllib  # only for what the fast path does not read (loaded when needed)

    try:
        return tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as error:
        raise PHHError(f"not valid TOML: {error}", source=source) from None


def loads(text: str, *, source: str | None = None) -> HandHistory:
    """Read one hand from ``.phh`` text."""
    return from_dict(parse_toml(text, source=source), source=source)


def loads_all(text: str, *, source: str | None = None) -> list[HandHistory]:
    """Read every hand of ``.phhs`` text (tables ``[1]``, ``[2]``, ... in file order)."""
    data = parse_toml(text, source=source)
    hands = []
    for name, table in data.items():
        if not isinstance(table, dict):
            raise PHHError(
                f"a .phhs file holds only hand tables ([1], [2], ...); found field {name!r}",
                source=source,
            )
        hands.append(from_dict(table, source=source, section=name))
    return hands


def load(path: str | Path) -> list[HandHistory]:
    """Read a ``.phh`` (one hand) or ``.phhs`` (many hands) file by its suffix."""
    path = Path(path)
    source = str(path)
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as error:
        raise PHHError(f"cannot read the file: {error.strerror or error}", source=source) from None
    except UnicodeDecodeError:
        raise PHHError("not a UTF-8 text file", source=source) from None
    if path.suffix.lower() == ".phhs":
        return loads_all(text, source=source)
    return [loads(text, source=source)]


load_file = load


# --------------------------------------------------------------------------- writing


def _toml_key(key: str) -> str:
    if _BARE_KEY_RE.fullmatch(key):
        return key
    return _toml_string(key)


def _toml_string(value: str) -> str:
    out = ['"']
    for char in value:
        if char == '"':
            out.append('\\"')
        elif char == "\\":
            out.append("\\\\")
        elif char == "\n":
            out.append("\\n")
        elif char == "\t":
            out.append("\\t")
        elif char == "\r":
            out.append("\\r")
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    out.append('"')
    return "".join(out)


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | Decimal):
        return format_amount(value)
    if isinstance(value, float):
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        if math.isnan(value):
            return "nan"
        return repr(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, Action):
        return _toml_string(str(value))
    import datetime  # (loaded on first use)

    if isinstance(value, datetime.datetime | datetime.date | datetime.time):
        return value.isoformat()
    if isinstance(value, Mapping):
        pairs = (f"{_toml_key(str(k))} = {_toml_value(v)}" for k, v in value.items())
        return "{" + ", ".join(pairs) + "}"
    if isinstance(value, Sequence):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"cannot write {value!r} in a hand history")


def _card_texts(cards: Iterable[int | None]) -> tuple[str, ...]:
    return tuple("??" if c is None else _RANKS[c >> 2] + _SUITS[c & 3] for c in cards)


def actions_from_events(events: Iterable[Event]) -> tuple[Action, ...]:
    """The PHH actions of a hand's engine events (forced bets, burns, awards left out)."""
    from tournament.engine import events as ev

    _SILENT = (  # noqa: N806 -- not written in PHH (derived by the reader)
        ev.AntePosted,
        ev.BlindPosted,
        ev.CardsBurned,
        ev.StubReshuffled,
        ev.BetReturned,
        ev.PotAwarded,
        ev.HandEnded,
    )
    actions: list[Action] = []
    dealt: dict[int, list[int | None]] = {}
    replacing: set[int] = set()  # players owed a replacement for an exposed card

    def flush() -> None:
        for player, cards in dealt.items():
            actions.append(Action(player, "dh", _card_texts(cards)))
        dealt.clear()

    for event in events:
        if isinstance(event, ev.HoleDealt):
            if event.player in replacing and event.player in dealt:
                replacing.discard(event.player)
                dealt[event.player].extend(event.cards)
                continue
            if event.player in dealt:  # the next street (a run-out deals them back to back)
                flush()
            if event.cards:
                dealt[event.player] = list(event.cards)
            continue
        if isinstance(event, _SILENT):
            continue
        if isinstance(event, ev.CardExposed) and event.player in dealt:
            # written as finally dealt: without the burned card, or with the exposed
            # stud down card last (face up) and the 3rd card down
            cards = dealt[event.player]
            target = event.card if event.card in cards else None  # or an unknown card
            if target in cards:
                cards.remove(target)
                if event.remedy == "dealt down":
                    cards.append(event.card)
                elif event.remedy == "burn card":
                    replacing.add(event.player)
            continue
        flush()
        if isinstance(event, ev.BoardDealt):
            actions.append(Action(None, "db", _card_texts(event.cards)))
        elif isinstance(event, ev.CommonCardDealt):
            actions.append(Action(None, "db", _card_texts([event.card])))
        elif isinstance(event, ev.BroughtIn):
            actions.append(Action(event.player, "pb"))
        elif isinstance(event, ev.Folded):
            actions.append(Action(event.player, "f"))
        elif isinstance(event, ev.CheckedOrCalled):
            actions.append(Action(event.player, "cc"))
        elif isinstance(event, ev.BetOrRaised):
            actions.append(Action(event.player, "cbr", amount=event.to))
        elif isinstance(event, ev.Discarded):
            discarded = _card_texts(event.cards) if event.cards else None
            actions.append(Action(event.player, "sd", discarded))
        elif isinstance(event, ev.ShowedOrMucked):
            shown = None if event.cards is None else _card_texts(event.cards)
            actions.append(Action(event.player, "sm", shown))
    flush()
    return tuple(actions)


def from_hand(hand: HandState, **fields_: Any) -> HandHistory:
    """The PHH record of a hand the engine played (or is playing), ``_rules`` included.

    Forced bets, burns and awards are not written (PHH derives them); consecutive hole
    cards dealt to a player on one street are one ``d dh`` action. ``fields_`` adds
    optional fields (``event``, ``table``, ``players``, ``_anything``...).
    """
    variant = hand.variant
    n = hand.n
    antes = list(hand.antes)
    blinds = list(hand.blinds)
    if n == 2:  # the engine stores heads-up forced bets button-first; PHH lists them as given
        antes.reverse()
        blinds.reverse()
    actions = actions_from_events(hand.events)
    wanted = VARIANT_FIELDS.get(variant.code, ())
    amounts: dict[str, Any] = {
        "bring_in": hand.bring_in_amount,
        "small_bet": hand.small_bet,
        "big_bet": hand.big_bet,
        "min_bet": hand.min_bet,
    }
    kwargs: dict[str, Any] = {k: v for k, v in amounts.items() if k in wanted}
    user = {"_rules": hand.rules.to_dict()}
    extra = dict(fields_)
    user.update({k: extra.pop(k) for k in list(extra) if k.startswith("_")})
    finishing = hand.finishing_stacks
    return HandHistory(
        variant=variant.code,
        antes=tuple(antes),
        blinds_or_straddles=tuple(blinds) if "blinds_or_straddles" in wanted else None,
        starting_stacks=tuple(hand.starting_stacks),
        actions=actions,
        finishing_stacks=None if finishing is None else tuple(finishing),
        user_fields=user,
        **kwargs,
        **extra,
    )


def dumps(hand: HandHistory) -> str:
    """Write one hand as ``.phh`` text (required fields first, then optional, then user)."""
    lines = []
    present = [
        "variant",
        *(name for name in ("ante_trimming_status",) if hand.ante_trimming_status is not None),
        *VARIANT_FIELDS[hand.variant],
        "starting_stacks",
        "actions",
    ]
    for name in present:
        lines.append(f"{name} = {_toml_value(getattr(hand, name))}")
    for name in ("antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet"):
        if name not in present and getattr(hand, name) is not None:
            lines.append(f"{name} = {_toml_value(getattr(hand, name))}")
    for name in _OPTIONAL_FIELDS:
        value = getattr(hand, name)
        if value is not None and name not in present:
            lines.append(f"{name} = {_toml_value(value)}")
    for key, value in hand.user_fields.items():
        lines.append(f"{_toml_key(key)} = {_toml_value(value)}")
    return "\n".join(lines) + "\n"


def dumps_all(hands: Iterable[HandHistory]) -> str:
    """Write hands as ``.phhs`` text, tables ``[1]``, ``[2]``, ... (or their section names)."""
    chunks = []
    for i, hand in enumerate(hands, 1):
        name = hand.section if hand.section is not None else str(i)
        chunks.append(f"[{_toml_key(name)}]\n{dumps(hand)}")
    return "\n".join(chunks)


def write_file(path: str | Path, hands: Sequence[HandHistory]) -> None:
    """Write hands to ``path``: a ``.phhs`` file holds them all, a ``.phh`` file exactly one."""
    path = Path(path)
    if path.suffix.lower() == ".phhs":
        path.write_text(dumps_all(hands), encoding="utf-8")
    elif len(hands) == 1:
        path.write_text(dumps(hands[0]), encoding="utf-8")
    else:
        raise ValueError(f"{path}: a .phh file holds exactly one hand, got {len(hands)}")
