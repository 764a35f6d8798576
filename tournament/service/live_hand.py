"""A hand in progress as a display station sees it: what everyone at the table may see.

The operator's table view keeps the hand it is playing as a :class:`LiveHand` (through
:meth:`tournament.service.ports.UnitOfWork.save_live_hand`, a scratch record, not a
director action); a display station reads it and replays it (:meth:`LiveHand.replay`)
to show whose turn it is, the bets, the pots, the board and the up cards.

Only what is public is kept. A Record-mode hand's entries are public already (the
operator types only the cards everybody sees: up cards, the board, the hands shown). A
Deal-mode hand knows every card of the deck; :func:`public_entries` turns it into the
Record-mode entries a floor person watching would write down -- the actions, the up
cards, the board, the cards tabled at showdown, the number of cards drawn -- so a hidden
hole card never leaves the operator's screen.

>>> import random
>>> from tournament.engine import Rules
>>> from tournament.service.hand_setup import HandSetup
>>> from tournament.service.table_hand import HandEntry, TableHand
>>> setup = HandSetup(1, 4, "NT", 1, ("a", "b", "c"), ("Ann", "Bob", "Cy"), (2, 3, 1),
...     (1000, 1000, 1000), 9, False, None,
...     {"blinds_or_straddles": [50, 100, 0], "antes": [0, 0, 0], "min_bet": 100})
>>> dealt = TableHand(setup, Rules(), "deal", random.Random(1))
>>> dealt.enter(HandEntry("raise", 300))
>>> live = live_hand_of(dealt)
>>> live.entries
(HandEntry(kind='raise', amount=300, cards=(), player=None),)
>>> seen = live.replay().hand
>>> seen.actor, seen.bets, seen.hole[0]
(0, [50, 100, 300], [None, None])
>>> LiveHand.from_json(live.to_json()) == live
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, get_args

from tournament.engine import HandState, IllegalAction, Rules, events
from tournament.errors import DomainError
from tournament.service.hand_setup import HandSetup
from tournament.service.table_hand import EntryKind, HandEntry, Mode, TableHand

__all__ = ["LiveHand", "LiveHandError", "live_hand_of", "public_entries"]

_ENTRY_KINDS = frozenset(get_args(EntryKind))
_SETUP_FIELDS = tuple(f.name for f in fields(HandSetup))


class LiveHandError(DomainError):
    """A stored live hand that cannot be read (damaged or from a newer program)."""


@dataclass(frozen=True, slots=True)
class LiveHand:
    """A hand in progress at a table, public part only (see the module doc).

    ``mode`` is the mode the operator plays it in; ``entries`` replay it in Record mode
    (:meth:`replay`), unknown cards staying unknown; ``rules`` are the hand's own.
    ``interrupted``: kept by a program that stopped mid-hand (a crash); the operator's
    view offers to resume it (Record mode) or starts a new hand.
    """

    setup: HandSetup
    rules: Rules
    mode: Mode
    entries: tuple[HandEntry, ...]
    interrupted: bool = False

    @property
    def table(self) -> int:
        """The table the hand is played at."""
        return self.setup.table

    def replay(self) -> TableHand:
        """The hand as far as it went, rebuilt in Record mode (the cards nobody sees are
        unknown). Raises :class:`LiveHandError` when the entries do not replay."""
        hand = TableHand(self.setup, self.rules, "record", random.Random(0))
        for entry in self.entries:
            try:
                hand.enter(entry)
            except IllegalAction as exc:
                raise LiveHandError(
                    f"The hand at table {self.table} cannot be followed: {exc}"
                ) from exc
        return hand

    def to_json(self) -> dict[str, Any]:
        """The hand as JSON data (``json.dumps`` writes it)."""
        setup = {name: getattr(self.setup, name) for name in _SETUP_FIELDS}
        setup["forced"] = dict(self.setup.forced)
        return {
            "setup": setup,
            "rules": self.rules.to_dict(),
            "mode": self.mode,
            "entries": [
                {"kind": e.kind, "amount": e.amount, "cards": list(e.cards), "player": e.player}
                for e in self.entries
            ],
            "interrupted": self.interrupted,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> LiveHand:
        """Read :meth:`to_json` data back; :class:`LiveHandError` names what is wrong."""
        try:
            raw = dict(data["setup"])
            missing = [name for name in _SETUP_FIELDS if name not in raw]
            if missing:
                raise LiveHandError(f"the live hand's set-up lacks {', '.join(missing)}")
            for name in ("players", "names", "seats", "stacks"):
                raw[name] = tuple(raw[name])
            raw["forced"] = dict(raw["forced"])
            setup = HandSetup(**{name: raw[name] for name in _SETUP_FIELDS})
            mode = data["mode"]
            if mode not in ("record", "deal"):
                raise LiveHandError(f"a live hand is played in record or deal mode, not {mode!r}")
            entries = tuple(_entry(e) for e in data["entries"])
            interrupted = data.get("interrupted", False)
            if not isinstance(interrupted, bool):
                raise LiveHandError(f"a live hand is interrupted or not, not {interrupted!r}")
            rules = Rules.from_dict(dict(data["rules"]))
            return cls(setup, rules, mode, entries, interrupted)
        except LiveHandError:
            raise
        except (KeyError, TypeError, ValueError, DomainError) as exc:
            raise LiveHandError(f"the live hand cannot be read ({exc!s})") from exc


def _entry(data: Mapping[str, Any]) -> HandEntry:
    kind = data["kind"]
    if kind not in _ENTRY_KINDS:
        raise LiveHandError(f"unknown entry {kind!r} in the live hand")
    cards = tuple(None if c is None else int(c) for c in data["cards"])
    player = data["player"]
    return HandEntry(kind, int(data["amount"]), cards, None if player is None else int(player))


def live_hand_of(hand: TableHand) -> LiveHand:
    """The public part of ``hand`` (Record mode: its entries; Deal mode: see
    :func:`public_entries`)."""
    entries = tuple(hand.entries) if hand.record else public_entries(hand)
    return LiveHand(hand.setup, hand.rules, hand.mode, entries)


def public_entries(hand: TableHand) -> tuple[HandEntry, ...]:
    """The Record-mode entries of a Deal-mode hand: what a watcher sees happen, in order.

    The dealt hand's events are walked; each action becomes the entry the Record-mode
    replay waits for (a draw: how many cards; a showdown: the cards tabled), and the up
    cards and board cards are entered when the replay asks for them. Hidden cards (down
    cards, discards, burns) stay unknown. An event the replay cannot follow ends the
    walk (the station shows the hand as far as it could follow).
    """
    seen = TableHand(hand.setup, hand.rules, "record", random.Random(0))
    out: list[HandEntry] = []
    if hand.entries and hand.entries[0].kind == "straddle":
        seen.enter(hand.entries[0])
        out.append(hand.entries[0])
    for event in hand.hand.events:
        entry = _public(seen, event, hand.hand)
        if entry is None:
            continue
        try:
            seen.enter(entry)
        except IllegalAction:
            break
        out.append(entry)
    return tuple(out)


def _card_number(dealt: HandState, event: events.CardExposed) -> int:
    """Which of the player's cards the exposed one was (1: the first dealt; 0: unknown)."""
    cards: list[int | None] = []
    for e in dealt.events:
        if isinstance(e, events.HoleDealt) and e.player == event.player:
            cards.extend(e.cards)
        if e is event:
            break
    return cards.index(event.card) + 1 if event.card in cards else 0


def _public(seen: TableHand, event: events.Event, dealt: HandState) -> HandEntry | None:
    """The entry that shows ``event`` of the hand ``dealt`` to the Record-mode replay
    ``seen`` (None: nothing to enter, the replay did it by itself or it is not public)."""
    need = seen.need()
    h: HandState = seen.hand
    if isinstance(event, events.BoardDealt):
        return HandEntry("board", cards=event.cards) if need.kind == "board" else None
    if isinstance(event, events.HoleDealt):
        if need.kind != "up-cards" or need.player != event.player:
            return None
        up = tuple(c for c, shown in zip(event.cards, event.up, strict=True) if shown)
        return HandEntry("cards", cards=up)
    if isinstance(event, events.CardExposed):
        return HandEntry("expose", _card_number(dealt, event), (event.card,), event.player)
    if isinstance(event, events.Misdealt):
        return None if h.is_over else HandEntry("misdeal")
    player = getattr(event, "player", None)
    if player is None or need.player != player:
        return None  # the replay posted it itself (forced bets) or it is not an action
    if isinstance(event, events.Folded) and need.kind == "act":
        return HandEntry("fold")
    if isinstance(event, events.CheckedOrCalled) and need.kind == "act":
        return HandEntry("call")
    if isinstance(event, events.BetOrRaised) and need.kind in ("act", "bring-in"):
        return HandEntry("raise", event.to)
    if isinstance(event, events.BroughtIn) and need.kind == "bring-in":
        return HandEntry("bring_in")
    if isinstance(event, events.Discarded) and need.kind == "draw":
        return HandEntry("draw", len(event.cards))
    if isinstance(event, events.ShowedOrMucked) and need.kind == "show":
        return HandEntry("muck") if event.cards is None else HandEntry("show", cards=event.cards)
    return None
