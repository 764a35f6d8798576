"""A table view and the display stations: the operator's view keeps the hand it plays for
the stations (:func:`publish`), a station's view shows that hand, read-only
(:func:`follow`, :func:`station_picture`).

The operator's view saves the public part of its hand after every change it draws
(:class:`~tournament.service.live_hand.LiveHand`: in Deal mode the hidden cards are not
in it); a recorded or void hand clears it, and so does quitting the program mid-hand
(:func:`withdraw`). A program that stops without quitting (a crash, a killed process)
leaves it: the writer that starts next marks it interrupted (stations say so) and the
table's view offers to resume it (:mod:`ui.table_view.resume`). A station reads it again when its
follow timer sees it changed, replays it, and shows whose turn it is, the bets, the pots,
the board and the up cards; every card the table cannot see is face down (``▮``).
Between hands it shows the table as the tournament has it, the last hand's awards while
they still count.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QSizePolicy

from tournament.errors import DomainError
from tournament.service.live_hand import LiveHand, live_hand_of
from ui.domain_text import domain_text
from ui.table_view.picture import HIDDEN, UNKNOWN, TablePicture
from ui.table_view.state import NOT_YET, ViewPhase
from ui.table_view.view_events import Ended, Forgotten, Heard, Kept
from ui.table_view.window_port import DrawnView, ScaledView, ViewBase
from ui.viewmodels import format_clock

__all__ = ["follow", "hear", "publish", "station_look", "station_picture", "withdraw"]


def publish(window: ViewBase) -> None:
    """Operator: keep the hand's public part for the display stations when it changed
    (not while a hand left when pokerfloor closed is asked about: it stays kept)."""
    state = window.state
    if state.phase is ViewPhase.ASKING:
        return
    hand = state.hand
    live = None if hand is None or state.between_hands else live_hand_of(hand)
    if state.published is not NOT_YET and state.published == live:
        return
    try:
        window.play.publish(window.number, live)
    except DomainError as exc:
        text = QCoreApplication.translate("TableView", "The display stations were not updated: %1")
        window.error.setText(text.replace("%1", domain_text(str(exc))))
        return
    window.send(Kept(live))


def withdraw(window: ViewBase) -> None:
    """Operator: the view closes with the program, its hand is lost: the stations stop
    showing it."""
    published = window.state.published
    if window.display_only or published is NOT_YET or published is None:
        return
    try:
        window.play.publish(window.number, None)
    except DomainError:
        return  # the database is going away too: nothing more to tell
    window.send(Kept(None))


def follow(window: DrawnView) -> None:
    """Station: take the hand the table's operator plays now (between hands: none).

    A hand the tournament has recorded already is over for the station too, even before
    the operator's view clears it."""
    play, number = window.play, window.number
    try:
        live = play.live(number)
    except DomainError as exc:
        window.error.setText(domain_text(str(exc)))
        live = None
    dealt = play.hands_dealt(number)
    if live is not None and live.setup.number <= dealt:
        live = None
    if live is None:
        last = window.state.hand
        if last is not None and last.over and last.setup.number <= dealt:
            window.send(Ended())  # over and counted: its awards stay on screen
        else:
            window.send(Forgotten())  # abandoned, or its recording undone: no awards
        return
    if live != window.state.published:
        window.send(Kept(live))
        _show_live(window, live)


def hear(window: ViewBase, silent_ms: int) -> None:
    """Station: the writer has not been heard from for ``silent_ms`` (0: it is again)."""
    window.send(Heard(silent_ms))


def _show_live(window: DrawnView, live: LiveHand) -> None:
    try:
        hand = live.replay()
    except DomainError as exc:
        window.error.setText(domain_text(str(exc)))
        return
    window.take_hand(hand, live.mode)
    window.error.clear()


def station_picture(window: ViewBase, picture: TablePicture) -> TablePicture:
    """What a station shows of ``picture``: the cards nobody sees face down, the words
    for a watcher (no keys to press)."""
    seats = tuple(replace(s, cards=s.cards.replace(UNKNOWN, HIDDEN)) for s in picture.seats)
    state = window.state
    hand = state.hand
    prompt = picture.prompt
    left = state.published
    if hand is None or state.between_hands:
        prompt = QCoreApplication.translate("TableView", "Waiting for the next hand")
    elif isinstance(left, LiveHand) and left.interrupted:
        prompt = QCoreApplication.translate(
            "TableView",
            "Interrupted: pokerfloor closed during this hand. Waiting for the operator to "
            "resume it or start a new hand",
        )
    elif hand.over:
        prompt = QCoreApplication.translate("TableView", "The hand is over")
    elif state.silent_ms:
        prompt = QCoreApplication.translate(
            "TableView",
            "Nothing heard from the operator's pokerfloor for %1: this hand may have been "
            "interrupted",
        ).replace("%1", format_clock(state.silent_ms))
    keys = QCoreApplication.translate(
        "TableView", "Display station (read-only): the table's operator enters the hand"
    )
    return replace(picture, seats=seats, prompt=prompt, keys=keys)


def station_look(window: ScaledView) -> None:
    """A station's view: no entry line, no buttons, the mode shown but not chosen."""
    window.entry.hide()
    for button in window.buttons.changing():
        button.hide()
    if window.buttons.hands is not None:  # reading the hands played stays offered, at its size
        window.buttons.hands.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
    for mode in (window.record_mode, window.deal_mode):
        mode.setEnabled(False)
