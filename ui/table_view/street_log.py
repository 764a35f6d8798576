"""The stud streets in the table view's log: one line a street, naming it and each
player's up card in dealing order ("Fourth street: Ann 9♦, Bob 3♠, Cy 4♥"); seventh
street's down cards are one line too. Down cards are never named."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from tournament.engine import HandState, events

__all__ = ["log_with_streets"]


def _street_name(index: int) -> str:
    names = (
        QCoreApplication.translate("TableView", "Third street"),
        QCoreApplication.translate("TableView", "Fourth street"),
        QCoreApplication.translate("TableView", "Fifth street"),
        QCoreApplication.translate("TableView", "Sixth street"),
        QCoreApplication.translate("TableView", "Seventh street"),
    )
    return names[min(index, len(names) - 1)]


def _street_line(
    index: int, dealt: Sequence[events.HoleDealt], names: Sequence[str], card: Callable[[int], str]
) -> str:
    ups = []
    for e in dealt:
        shown = [card(c) for c, up in zip(e.cards, e.up, strict=True) if up and c is not None]
        if shown:
            ups.append(f"{names[e.player]} {' '.join(shown)}")
    if not ups:
        text = QCoreApplication.translate("TableView", "%1: a card down to each player")
        return text.replace("%1", _street_name(index))
    return f"{_street_name(index)}: {', '.join(ups)}"


def log_with_streets(
    h: HandState,
    names: Sequence[str],
    line_of: Callable[[events.Event], str | None],
    card: Callable[[int], str],
) -> tuple[str, ...]:
    """The hand's log (``line_of`` each event) with a line for each stud street dealt
    before the play on it (``card`` words a card)."""
    out: list[str] = []
    dealt: list[events.HoleDealt] = []
    street = 0
    for e in h.events:
        if isinstance(e, events.HoleDealt):
            dealt.append(e)
            continue
        if dealt:
            out.append(_street_line(street, dealt, names, card))
            street, dealt = street + 1, []
        line = line_of(e)
        if line is not None:
            out.append(line)
    if dealt:
        out.append(_street_line(street, dealt, names, card))
    return tuple(out)
