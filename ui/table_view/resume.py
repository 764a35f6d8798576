"""A hand that was in progress when pokerfloor closed (a crash, a killed process): the
operator's table view finds it kept for the display stations
(:class:`~tournament.service.live_hand.LiveHand`) and asks what to do before anything
else (:func:`interrupted_at`; the panel under the table is
:class:`~ui.table_view.resume_panel.ResumePanel`).

A Record-mode hand kept is everything the operator entered, so it can be resumed: it is
replayed entry by entry on its own set-up (the level, game, button, seats and stacks of
its start) and play goes on from where it stood. It is offered only while the table is
as the hand began (no hand recorded since, the same players in the same seats with the
same stacks); otherwise the recording would not add up, and the view says why.

A Deal-mode hand cannot be resumed: the engine's deck is never stored (the stations must
not see a hidden card), so its hole cards are gone. The view says so: the hand is void,
nothing of it was recorded in the tournament, and a new hand starts.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from tournament.errors import DomainError
from tournament.games import game as variant_of
from tournament.games import is_stud
from tournament.service.live_hand import LiveHand
from tournament.service.table_hand import TableHand
from ui.domain_text import domain_text
from ui.table_view.picture import TablePicture, hand_picture
from ui.table_view.play import TablePlay
from ui.table_view.view_events import Asked, Interrupted, StillAsked
from ui.table_view.window_port import AskedView, DrawnView

__all__ = [
    "answer_key",
    "ask_on_opening",
    "drop",
    "interrupted_at",
    "interrupted_picture",
    "resume",
    "street_words",
]

_ACTIONS = frozenset({"fold", "call", "raise", "bring_in", "draw", "discard", "show", "muck"})


def interrupted_at(play: TablePlay, number: int) -> Interrupted | None:
    """The hand left in progress at table ``number`` (None: none, or the tournament
    recorded it already: nothing to ask)."""
    try:
        live = play.live(number)
    except DomainError as exc:
        return Interrupted(None, None, domain_text(str(exc)))
    if live is None or live.setup.number <= play.hands_dealt(number):
        return None
    try:
        hand = live.replay()
    except DomainError as exc:
        return Interrupted(live, None, domain_text(str(exc)))
    if live.mode == "deal":
        return Interrupted(
            live,
            hand,
            QCoreApplication.translate(
                "TableView", "A hand the engine dealt cannot be resumed: its deck is never stored."
            ),
        )
    return Interrupted(live, hand, _changed(play, live))


def _changed(play: TablePlay, live: LiveHand) -> str:
    """Why the table no longer is as the hand began (empty: it is)."""
    setup, t = live.setup, play.facade.t
    if play.hands_dealt(setup.table) != setup.number - 1:
        return QCoreApplication.translate(
            "TableView",
            "The table's hands changed since it began (a hand undone): it cannot be resumed.",
        )
    try:
        table = t.table_value(setup.table)
        for seat, player, stack in zip(setup.seats, setup.players, setup.stacks, strict=True):
            if table.player_at(seat) != player or t.player(player).stack != stack:
                return QCoreApplication.translate(
                    "TableView",
                    "A seat or a chip count at the table changed since it began: "
                    "it cannot be resumed.",
                )
    except DomainError as exc:
        return domain_text(str(exc))
    return ""


def street_words(hand: TableHand) -> str:
    """Where the hand stands: "before the flop", "the turn", "5th street", "after the
    second draw", "the showdown", "over"."""
    h = hand.hand
    if hand.over:
        return QCoreApplication.translate("TableView", "over, not recorded yet")
    if hand.need().kind in ("show", "late-board"):
        return QCoreApplication.translate("TableView", "the showdown")
    index = h.street_index
    if is_stud(hand.setup.game):
        return (
            QCoreApplication.translate("TableView", "%1th street").replace("%1", str(index + 3))
            if index
            else QCoreApplication.translate("TableView", "3rd street")
        )
    if any(street.draw for street in variant_of(hand.setup.game).streets):
        draws = (
            QCoreApplication.translate("TableView", "before the first draw"),
            QCoreApplication.translate("TableView", "after the first draw"),
            QCoreApplication.translate("TableView", "after the second draw"),
            QCoreApplication.translate("TableView", "after the third draw"),
        )
        return draws[min(index, len(draws) - 1)]
    boards = (
        QCoreApplication.translate("TableView", "before the flop"),
        QCoreApplication.translate("TableView", "the flop"),
        QCoreApplication.translate("TableView", "the turn"),
        QCoreApplication.translate("TableView", "the river"),
    )
    return boards[min(index, len(boards) - 1)]


def _what(hand: TableHand | None) -> str:
    """ "12 actions, the turn" (empty: nothing known)."""
    if hand is None:
        return ""
    count = sum(1 for e in hand.entries if e.kind in _ACTIONS)
    actions = (
        QCoreApplication.translate("TableView", "1 action")
        if count == 1
        else QCoreApplication.translate("TableView", "%1 actions").replace("%1", str(count))
    )
    return f"{actions}, {street_words(hand)}"


def _question(number: int, asked: Interrupted) -> tuple[str, str, str]:
    """(the prompt, the keys line, the panel's words) of the question."""
    what = _what(asked.hand)
    if asked.live is not None and asked.live.interrupted:
        prompt = QCoreApplication.translate(
            "TableView", "A hand was in progress at Table %1 when pokerfloor closed (%2)."
        )
    else:
        prompt = QCoreApplication.translate("TableView", "A hand was in progress at Table %1 (%2).")
    prompt = prompt.replace("%1", str(number)).replace("%2", what).replace(" ().", ".")
    if asked.resumable:
        assert asked.hand is not None
        setup = asked.hand.setup
        details = QCoreApplication.translate(
            "TableView",
            "Resuming replays everything entered, with the level, game and button the hand "
            "began with (level %1). Check the seats against the table.",
        ).replace("%1", str(setup.level))
        prompt += " " + QCoreApplication.translate("TableView", "Resume it, or start a new hand?")
        keys = QCoreApplication.translate(
            "TableView", "R or Enter: resume it · N: start a new hand (this one is dropped)"
        )
        return prompt, keys, details
    details = (
        asked.problem
        + " "
        + QCoreApplication.translate(
            "TableView",
            "The hand is void: nothing of it was recorded in the tournament, every stack is "
            "as before it.",
        )
    )
    prompt += " " + QCoreApplication.translate("TableView", "It cannot be resumed: it is void.")
    return prompt, QCoreApplication.translate("TableView", "N or Enter: start a new hand"), details


def ask_on_opening(window: AskedView) -> None:
    """A hand left in progress at the window's table when pokerfloor closed: asked about
    before anything else (the mode it was played in chosen again)."""
    asked = interrupted_at(window.play, window.number)
    if asked is None:
        return
    if asked.live is not None:
        mode = window.deal_mode if asked.live.mode == "deal" else window.record_mode
        mode.setChecked(True)
    if asked.hand is None or asked.live is None:
        window.send(Asked(asked))
        return
    window.send(Asked(asked, *window.play.marks(window.number, asked.hand)))


def interrupted_picture(window: DrawnView, picture: TablePicture) -> TablePicture:
    """``picture`` (the table between hands, as the tournament has it) while the question
    is asked: the hand left as it stood when it can be resumed, the question in the
    prompt."""
    state = window.state
    asked = state.asked
    assert asked is not None
    if asked.resumable and asked.hand is not None:  # to check against the table
        picture = hand_picture(asked.hand, state.marker_map, set(), state.waiting)
    prompt, keys, details = _question(window.number, asked)
    window.resume_panel.show_question(details, asked.resumable)
    return replace(picture, prompt=prompt, keys=keys, result=())


def resume(window: AskedView) -> bool:
    """Go on with the hand left in progress (refused when it cannot be resumed)."""
    asked = window.interrupted
    if asked is None or not asked.resumable or asked.hand is None or asked.live is None:
        return False
    problem = _changed(window.play, asked.live)  # the tournament may have changed meanwhile
    if problem:
        window.send(StillAsked(replace(asked, problem=problem)))
        window.refresh()
        return False
    window.take_hand(asked.hand, "record", resumed=True)  # only a Record-mode hand resumes
    window.error.setText(
        QCoreApplication.translate("TableView", "Hand %1 resumed where it stood.").replace(
            "%1", str(asked.hand.setup.number)
        )
    )
    window.refresh()
    return True


def drop(window: AskedView) -> bool:
    """Leave the hand left in progress (void, nothing recorded) and deal a new one."""
    if not window.new_hand():  # the question is dropped first
        window.refresh()  # no hand may be dealt now: the stations stop showing the old one
    return True


def answer_key(window: AskedView, event: QKeyEvent) -> bool:
    """The question's keys: R resumes, N starts a new hand, Enter the first offered."""
    asked = window.interrupted
    assert asked is not None
    letter = event.text().lower()
    if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        return resume(window) if asked.resumable else drop(window)
    if letter == "r":
        resume(window)
    elif letter == "n":
        drop(window)
    return True  # nothing is typed while the question is open
