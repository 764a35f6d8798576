"""What the table view shows, as plain values: the seats, the board and pots, whose turn
it is and what they may do, the log and the result (words translated here)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from tournament.cards import Card
from tournament.engine import HandState, events
from tournament.games import game as variant_of
from tournament.games import game_name
from tournament.service.hand_setup import HandSetup
from tournament.service.hand_words import award_lines, describe_hand, pot_lines
from tournament.service.table_hand import Need, TableHand
from ui.domain_text import domain_text
from ui.viewmodels import format_chips

__all__ = [
    "HIDDEN",
    "SeatPicture",
    "TablePicture",
    "card_words",
    "forced_words",
    "hand_picture",
    "prompt_words",
]

HIDDEN = "▮"
"""A card dealt face down that the viewer may not see."""
UNKNOWN = "?"
"""A card nobody typed (Record mode)."""
_SUITS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}


def card_words(card: int | None) -> str:
    """``A♠`` for a card, ``?`` for an unknown one."""
    if card is None:
        return UNKNOWN
    text = str(Card(card))
    return text[0] + _SUITS[text[1]]


@dataclass(frozen=True, slots=True)
class SeatPicture:
    """One seat: number, player, stack, chips bet this round, cards, marker and state
    (``actor``, ``folded``, ``all-in``, ``waiting`` for a player not dealt in, or empty)."""

    seat: int
    name: str
    stack: int
    bet: int = 0
    cards: str = ""
    marker: str = ""
    state: str = ""
    hand: str = ""


@dataclass(frozen=True, slots=True)
class TablePicture:
    """Everything the window draws at one moment."""

    title: str
    stakes: str
    seats: tuple[SeatPicture, ...]
    board: str = ""
    pots: tuple[str, ...] = ()
    prompt: str = ""
    keys: str = ""
    log: tuple[str, ...] = ()
    result: tuple[str, ...] = field(default_factory=tuple)


def forced_words(setup: HandSetup) -> str:
    """The hand's level, its forced bets and limits for the hand's game."""
    f: Mapping[str, Any] = setup.forced
    parts = [QCoreApplication.translate("TableView", "Level %1").replace("%1", str(setup.level))]
    blinds = [b for b in f.get("blinds_or_straddles", []) if b > 0]
    if blinds:
        parts.append(
            QCoreApplication.translate("TableView", "Blinds %1").replace(
                "%1", "/".join(f"{b:,}" for b in sorted(blinds))
            )
        )
    antes = [a for a in f.get("antes", []) if a > 0]
    if antes:
        if len(antes) == 1 and blinds:
            parts.append(
                QCoreApplication.translate("TableView", "big-blind ante %1").replace(
                    "%1", f"{antes[0]:,}"
                )
            )
        else:
            parts.append(
                QCoreApplication.translate("TableView", "ante %1").replace("%1", f"{antes[0]:,}")
            )
    if f.get("bring_in"):
        parts.append(
            QCoreApplication.translate("TableView", "bring-in %1").replace(
                "%1", f"{f['bring_in']:,}"
            )
        )
    betting = variant_of(setup.game).betting
    if betting == "fixed-limit":
        limits = f"{f.get('small_bet', 0):,}/{f.get('big_bet', 0):,}"
        parts.append(QCoreApplication.translate("TableView", "limit %1").replace("%1", limits))
    elif betting == "pot-limit":
        parts.append(QCoreApplication.translate("TableView", "pot limit"))
    else:
        parts.append(QCoreApplication.translate("TableView", "no limit"))
    return " · ".join(parts)


def _seat_cards(hand: HandState, p: int, show_down: bool) -> str:
    out = []
    for card, up in zip(hand.hole[p], hand.up[p], strict=True):
        if up or (show_down and card is not None):
            out.append(card_words(card))
        elif card is None:
            out.append(UNKNOWN)
        else:
            out.append(HIDDEN)
    return " ".join(out)


def prompt_words(table_hand: TableHand, need: Need) -> tuple[str, str]:
    """(what the hand waits for, the keys that answer it)."""
    h, setup = table_hand.hand, table_hand.setup
    who = ""
    if need.player is not None:
        p = need.player
        who = QCoreApplication.translate("TableView", "Seat %1 · %2")
        who = who.replace("%1", str(setup.seats[p])).replace("%2", setup.names[p])
    if need.kind == "act":
        legal = h.legal_actions()
        parts = [who + " " + QCoreApplication.translate("TableView", "to act")]
        if legal.call is not None:
            parts.append(
                QCoreApplication.translate("TableView", "call %1").replace("%1", f"{legal.call:,}")
            )
        elif legal.check:
            parts.append(QCoreApplication.translate("TableView", "check"))
        if legal.raise_to is not None:
            low, high = legal.raise_to
            if h.call_level == 0:
                word = QCoreApplication.translate("TableView", "bet")
            elif h.variant.kind == "stud" and h.street_index == 0 and h.call_level < h.small_bet:
                word = QCoreApplication.translate("TableView", "complete to")
            else:
                word = QCoreApplication.translate("TableView", "raise to")
            if low == high:
                span = f"{low:,}"
            elif h.variant.betting == "fixed-limit":  # only the two ends: the open pair
                span = QCoreApplication.translate("TableView", "%1 or %2")
                span = span.replace("%1", f"{low:,}").replace("%2", f"{high:,}")
            else:
                span = f"{low:,}–{high:,}"
            parts.append(f"{word} {span}")
        elif h.capped():
            parts.append(QCoreApplication.translate("TableView", "capped"))
        keys = QCoreApplication.translate(
            "TableView", "F fold · C check/call · B/R bet or raise: amount, Enter ('a' = all in)"
        )
        if table_hand.may_straddle():
            keys += " · " + QCoreApplication.translate("TableView", "S live straddle")
        return " · ".join(parts), keys
    if need.kind == "bring-in":
        legal = h.legal_actions()
        complete = legal.raise_to[0] if legal.raise_to else 0
        if legal.fold:  # the bring-in card is all in for the ante (French stud guide)
            text = QCoreApplication.translate(
                "TableView", "%1 may fold, bring it in: %2, or complete to %3"
            )
        else:
            text = QCoreApplication.translate(
                "TableView", "%1 brings it in: %2, or completes to %3"
            )
        text = text.replace("%1", who).replace("%2", f"{legal.bring_in or 0:,}")
        keys = QCoreApplication.translate("TableView", "C bring-in · R complete, Enter")
        return text.replace("%3", f"{complete:,}"), keys
    if need.kind == "draw":
        if table_hand.record:
            keys = QCoreApplication.translate(
                "TableView", "How many cards? 0-5, Enter (0: stands pat)"
            )
        else:
            keys = QCoreApplication.translate(
                "TableView", "Type the cards to discard, Enter (none: pat)"
            )
        return who + " " + QCoreApplication.translate("TableView", "draws"), keys
    if need.kind == "show":
        if table_hand.record:
            keys = QCoreApplication.translate(
                "TableView", "Type the cards shown ('Ah Kd'), Enter · M mucks"
            )
        else:
            keys = QCoreApplication.translate("TableView", "Enter shows · M mucks")
        text = who + " " + QCoreApplication.translate("TableView", "shows")
        after = [setup.names[p] for p in h.showdown_order()[1:]]
        if after:  # the rulebook's order of the hands still to show
            then = QCoreApplication.translate("TableView", "then %1").replace(
                "%1", ", ".join(after)
            )
            text += f" ({then})"
        return text, keys
    if need.kind == "up-cards":
        keys = QCoreApplication.translate(
            "TableView", "Type the up card as it is dealt ('Kh'), Enter"
        )
        return who + " " + QCoreApplication.translate("TableView", "up card"), keys
    if need.kind == "board":
        text = QCoreApplication.translate("TableView", "Board: %1 card(s)").replace(
            "%1", str(need.count)
        )
        return text, QCoreApplication.translate(
            "TableView", "Type them ('Ah Kd 7c'), Enter · Enter alone: not typed now"
        )
    if need.kind == "common":
        text = QCoreApplication.translate(
            "TableView", "The stub is short: one common card face up in the centre (WSOP 228)"
        )
        return text, QCoreApplication.translate(
            "TableView",
            "Type the common card as it is dealt ('Kd'), Enter: every player's 7th card",
        )
    if need.kind == "late-board":
        text = QCoreApplication.translate(
            "TableView", "The showdown needs the board: %1 card(s) not typed yet"
        )
        return text.replace("%1", str(need.count)), QCoreApplication.translate(
            "TableView", "Type them in order, Enter"
        )
    return QCoreApplication.translate("TableView", "The hand is over"), QCoreApplication.translate(
        "TableView", "Enter records it in the tournament"
    )


def _completions(hand: HandState) -> set[int]:
    """Stud: the event indexes of a completion (the first full bet of 3rd street)."""
    if hand.variant.kind != "stud":
        return set()
    acted = False
    for i, e in enumerate(hand.events):
        if isinstance(e, events.HoleDealt | events.CommonCardDealt) and acted:
            return set()  # 3rd street is over
        if isinstance(e, events.BetOrRaised):
            return {i} if e.to == hand.small_bet else set()
        acted = acted or isinstance(e, events.BroughtIn | events.CheckedOrCalled | events.Folded)
    return set()


def _log_line(
    hand: HandState, names: Sequence[str], e: events.Event, completion: bool = False
) -> str | None:
    if isinstance(e, events.Folded):
        return QCoreApplication.translate("TableView", "%1 folds").replace("%1", names[e.player])
    if isinstance(e, events.CheckedOrCalled):
        if e.amount == 0:
            return QCoreApplication.translate("TableView", "%1 checks").replace(
                "%1", names[e.player]
            )
        return (
            QCoreApplication.translate("TableView", "%1 calls %2")
            .replace("%1", names[e.player])
            .replace("%2", f"{e.amount:,}")
        )
    if isinstance(e, events.BetOrRaised):
        if completion:
            phrase = QCoreApplication.translate("TableView", "%1 completes to %2")
        else:
            phrase = QCoreApplication.translate("TableView", "%1 makes it %2")
        text = phrase.replace("%1", names[e.player]).replace("%2", f"{e.to:,}")
        return text + (
            " " + QCoreApplication.translate("TableView", "(all in)") if e.all_in else ""
        )
    if isinstance(e, events.BroughtIn):
        text = QCoreApplication.translate("TableView", "%1 brings it in for %2")
        return text.replace("%1", names[e.player]).replace("%2", f"{e.amount:,}")
    if isinstance(e, events.Discarded):
        if not e.cards:
            return QCoreApplication.translate("TableView", "%1 stands pat").replace(
                "%1", names[e.player]
            )
        text = QCoreApplication.translate("TableView", "%1 draws %2").replace("%1", names[e.player])
        return text.replace("%2", str(len(e.cards)))
    if isinstance(e, events.BoardDealt):
        return QCoreApplication.translate("TableView", "Board: %1").replace(
            "%1", " ".join(card_words(c) for c in e.cards)
        )
    if isinstance(e, events.StubReshuffled):
        if hand.variant.kind == "stud":
            return QCoreApplication.translate(
                "TableView", "The stub ran short: the stub and the burn cards are scrambled"
            )
        return QCoreApplication.translate(
            "TableView",
            "The stub ran short: deal it but its last card, then scramble the last card, "
            "the burns and the earlier draws' discards (not this draw's)",
        )
    if isinstance(e, events.CommonCardDealt):
        return QCoreApplication.translate(
            "TableView", "Common card: %1, every player's 7th card"
        ).replace("%1", card_words(e.card))
    if isinstance(e, events.CardExposed):
        text = QCoreApplication.translate("TableView", "Exposed card %1 of %2: %3")
        text = text.replace("%1", card_words(e.card)).replace("%2", names[e.player])
        return text.replace("%3", e.remedy)
    if isinstance(e, events.Misdealt):
        return QCoreApplication.translate(
            "TableView", "Misdeal: every chip goes back, the same button deals again"
        )
    if isinstance(e, events.ShowedOrMucked):
        if e.cards is None:
            return QCoreApplication.translate("TableView", "%1 mucks").replace(
                "%1", names[e.player]
            )
        shown = " ".join(card_words(c) for c in e.cards)
        return (
            QCoreApplication.translate("TableView", "%1 shows %2")
            .replace("%1", names[e.player])
            .replace("%2", shown)
        )
    return None


def hand_picture(
    table_hand: TableHand,
    markers: Mapping[int, str],
    revealed: set[int],
    waiting: Sequence[tuple[int, str]] = (),
) -> TablePicture:
    """The picture of a hand in play (or just over): ``markers`` by seat (D, SB, BB),
    ``revealed``: players (dealing order) who look at their own hole cards (Deal mode: shown
    only while that player is to act; at the end only the hands tabled are face up),
    ``waiting``: seats of players not dealt in."""
    h, setup = table_hand.hand, table_hand.setup
    need = table_hand.need()
    names = setup.names
    seats = []
    bring_in = next((e.player for e in h.events if isinstance(e, events.BroughtIn)), None)
    for p in range(h.n):
        state = ""
        if h.folded[p]:
            state = "folded"
        elif need.player == p and not h.is_over:
            state = "actor"
        elif h.stacks[p] == 0 and not h.is_over:
            state = "all-in"
        marker = markers.get(setup.seats[p], "")
        if bring_in == p and h.street_index == 0:
            marker = (marker + " " + QCoreApplication.translate("TableView", "bring-in")).strip()
        # Deal mode: a player's own look (V) while they are to act; tabled hands are up
        visible = table_hand.record or (p in revealed and state == "actor")
        seats.append(
            SeatPicture(
                setup.seats[p],
                names[p],
                h.stacks[p],
                h.bets[p],
                _seat_cards(h, p, visible),
                marker,
                state,
                describe_hand(h, p, domain_text) if all(h.up[p]) and not h.folded[p] else "",
            )
        )
    for seat, name in waiting:
        seats.append(SeatPicture(seat, name, 0, state="waiting"))
    seats.sort(key=lambda s: s.seat)
    board = " ".join(card_words(c) for c in (*h.board, *h.common))
    prompt, keys = prompt_words(table_hand, need)
    done = _completions(h)
    straddle: tuple[str, ...] = ()
    if table_hand.entries and table_hand.entries[0].kind == "straddle":
        top = max(h.blinds)
        text = QCoreApplication.translate("TableView", "%1 straddles %2")
        text = text.replace("%1", names[h.blinds.index(top)]).replace("%2", f"{top:,}")
        straddle = (text,)
    log = straddle + tuple(
        line
        for i, e in enumerate(h.events)
        if (line := _log_line(h, names, e, i in done)) is not None
    )
    title = QCoreApplication.translate("TableView", "Table %1 · hand %2 · %3")
    title = (
        title.replace("%1", str(setup.table))
        .replace("%2", str(setup.number))
        .replace("%3", domain_text(game_name(setup.game)))
    )
    return TablePicture(
        title,
        forced_words(setup),
        tuple(seats),
        board,
        tuple(pot_lines(h, names, domain_text, format_chips)) if not h.is_over else (),
        prompt,
        keys,
        log,
        tuple(award_lines(h, names, domain_text, format_chips)) if h.is_over else (),
    )
