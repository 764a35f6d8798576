"""The PHH record of a hand the engine played: :func:`from_hand` and :func:`actions_from_events`.

Forced bets, burns, reshuffles, returned bets and pot awards are not written (a PHH
reader derives them from the variant and the settings); the rules the hand was played
under go in the ``_rules`` user field.  PHH has no action for a card the dealer exposed:
the cards are written as finally dealt and a comment-only action (``# the dealer exposed
p2's Kd: burn card``, ``# turned too early: Tc, set aside``) records what happened.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from tournament.cards.card import card_text
from tournament.hh.actions import Action
from tournament.hh.history import VARIANT_FIELDS, HandHistory

if TYPE_CHECKING:
    from tournament.engine import HandState
    from tournament.engine.events import Event

__all__ = ["actions_from_events", "from_hand"]


def _card_texts(cards: Iterable[int | None]) -> tuple[str, ...]:
    return tuple(card_text(c) for c in cards)


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
    notes: list[Action] = []  # what the dealer exposed, after the cards it concerns

    def flush() -> None:
        for player, cards in dealt.items():
            if cards:
                actions.append(Action(player, "dh", _card_texts(cards)))
        dealt.clear()
        actions.extend(notes)
        notes.clear()

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
        if isinstance(event, ev.CardExposed):
            # a comment names the card; the cards are written as finally dealt: without
            # the burned or dead card, or with the exposed stud down card last (face up)
            # and the 3rd card down
            (card,) = _card_texts([event.card])
            who = f"p{event.player + 1}"
            notes.append(
                Action(None, "note", comment=f"the dealer exposed {who}'s {card}: {event.remedy}")
            )
            cards = dealt.get(event.player, [])
            target = event.card if event.card in cards else None  # or an unknown card
            if event.remedy != "face up" and target in cards:
                cards.remove(target)
                if event.remedy == "dealt down":
                    cards.append(event.card)
                elif event.remedy != "misdeal":  # burn card, replaced after the draw
                    replacing.add(event.player)
            continue
        if isinstance(event, ev.BoardCardsExposed):
            turned = "".join(_card_texts(event.cards))
            notes.append(
                Action(None, "note", comment=f"turned too early: {turned}, {event.remedy}")
            )
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
