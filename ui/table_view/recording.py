"""Recording a table view's finished hand in the tournament: one command, one undo step
(:meth:`~ui.table_view.play.TablePlay.record`); a void hand (a misdeal) is put aside
without one. After it the view shows what the floor should do next (a table to break or
balance, a player to move) and the console's notice line the hand's summary."""

from __future__ import annotations

from tournament.errors import DomainError
from ui.table_view.state import ViewPhase
from ui.table_view.view_events import Kept, Recorded
from ui.table_view.window_port import RecordingView

__all__ = ["record"]


def record(window: RecordingView) -> bool:
    """Record ``window``'s finished hand (False: nothing to record, or refused with the
    floor's reason shown)."""
    hand = window.hand
    if hand is None or window.state.phase is not ViewPhase.OVER or window.display_only:
        return False
    if hand.void:
        window.send(Recorded())
        window.refresh()
        return True
    try:
        played_hand = window.play.record(hand)
    except DomainError as exc:
        window.refused(str(exc))
        return False
    window.send(Recorded())
    window.send(Kept(None))  # the command's transaction ended the table's live hand
    hint = window.play.hint()
    if window.after_record is not None:
        hint = " ".join(x for x in (window.after_record(window.number), hint) if x)
    if window.notice is not None:
        window.notice(played_hand.summary())
    window.error.setText(hint)
    window.refresh()
    return True
