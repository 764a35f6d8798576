"""What the table view shows, as plain values: the seats, the board and pots, whose turn
it is and what they may do, the log and the result (words translated here)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from tournament.cards import Card
from tournament.engine import HandState, events
from tournament.games import game as variant_of
from tournament.games import game_name, is_stud
from tournament.service.hand_setup import HandSetup
from tournament.service.hand_words import award_lines, describe_hand, pot_lines
from tournament.service.table_hand import TableHand
from ui.domain_text import domain_text
from ui.table_view.prompts import prompt_words
from ui.table_view.street_log import log_with_streets
from ui.viewmodels import format_chips

__all__ = [
    "HIDDEN",
    "SeatPicture",
    "TablePicture",
    "card_words",
    "dead_buttons",
    "forced_words",
    "hand_picture",
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


EMPTY = "empty"
"""The state of an empty seat drawn for the dead button it holds."""


def dead_buttons(markers: Mapping[int, str], taken: set[int]) -> list[SeatPicture]:
    """The empty seats that hold the button (a dead button), drawn with its marker."""
    return [
        SeatPicture(seat, "—", 0, marker=marker, state=EMPTY)
        for seat, marker in markers.items()
        if seat not in taken and marker.startswith("D")
    ]


def forced_words(setup: HandSetup) -> str:
    """The hand's level, its forced bets and limits for the hand's game."""
    f: Mapping[str, Any] = setup.forced
    parts = [QCoreApplication.translate("TableView", "Level %1").replace("%1", str(setup.level))]
    blinds = [b for b in f.get("blinds_or_straddles", []) if b > 0]
    if blinds:
        parts.append(
            QCoreApplication.translate("TableView", "Blinds %1").replace(
                "%1", "/".join(format_chips(b) for b in sorted(blinds))
            )
        )
    antes = [a for a in f.get("antes", []) if a > 0]
    if antes:
        if len(antes) == 1 and blinds:
            parts.append(
                QCoreApplication.translate("TableView", "big-blind ante %1").replace(
                    "%1", format_chips(antes[0])
                )
            )
        else:
            parts.append(
                QCoreApplication.translate("TableView", "ante %1").replace(
                    "%1", format_chips(antes[0])
                )
            )
    if f.get("bring_in"):
        parts.append(
            QCoreApplication.translate("TableView", "bring-in %1").replace(
                "%1", format_chips(f["bring_in"])
            )
        )
    betting = variant_of(setup.game).betting
    if betting == "fixed-limit":
        limits = f"{format_chips(f.get('small_bet', 0))}/{format_chips(f.get('big_bet', 0))}"
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
            .replace("%2", format_chips(e.amount))
        )
    if isinstance(e, events.BetOrRaised):
        if completion:
            phrase = QCoreApplication.translate("TableView", "%1 completes to %2")
        else:
            phrase = QCoreApplication.translate("TableView", "%1 makes it %2")
        text = phrase.replace("%1", names[e.player]).replace("%2", format_chips(e.to))
        return text + (
            " " + QCoreApplication.translate("TableView", "(all in)") if e.all_in else ""
        )
    if isinstance(e, events.BroughtIn):
        text = QCoreApplication.translate("TableView", "%1 brings it in for %2")
        return text.replace("%1", names[e.player]).replace("%2", format_chips(e.amount))
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
    revealed: AbstractSet[int],
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
    taken = {s.seat for s in seats}
    seats.extend(dead_buttons(markers, taken))
    seats.sort(key=lambda s: s.seat)
    board = " ".join(card_words(c) for c in (*h.board, *h.common))
    prompt, keys = prompt_words(table_hand, need)
    done = {id(h.events[i]) for i in _completions(h)}

    def line_of(e: events.Event) -> str | None:
        return _log_line(h, names, e, id(e) in done)

    if is_stud(setup.game):
        log = log_with_streets(h, names, line_of, card_words)
    else:
        log = tuple(line for e in h.events if (line := line_of(e)) is not None)
    if table_hand.entries and table_hand.entries[0].kind == "straddle":
        top = max(h.blinds)
        text = QCoreApplication.translate("TableView", "%1 straddles %2")
        text = text.replace("%1", names[h.blinds.index(top)]).replace("%2", format_chips(top))
        log = (text, *log)
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
