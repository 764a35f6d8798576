"""A staff phone's write, run on the Qt main thread through the console's one command path.

The live-view server's threads call :meth:`StaffDesk.perform`; it hands the request to the
Qt main thread (a queued signal) and waits for the answer. There the action runs through
``facade.acting(actor_of(member)).send(command)`` (the console's one write path, each
command logged with who sent it), one command, one transaction, one undo step; the bridge then tells
every screen, as for a click on the console. A refusal is the domain's message in the
event's language. Calling the director is not an action on the event: it shows a notice
on the console (:attr:`StaffDesk.called`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from concurrent.futures import CancelledError, Future
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.aggregate import Tournament
from tournament.service.records import ChipCount
from ui.domain_text import domain_text
from ui.live.staff import StaffMember, actor_of
from ui.live.staff_actions import (
    BadActionError,
    CallDirector,
    ChipCounts,
    HandDone,
    StaffAction,
    StaffBust,
    StaffRebuy,
    parse_action,
)
from ui.live.staff_http import StaffAnswer

__all__ = ["StaffDesk", "StaffFacade"]


class CommandSender(Protocol):
    """The console's one write path, as a staff member (each command logged as theirs)."""

    def send(self, command: c.Command) -> None: ...


class StaffFacade(Protocol):
    """The console's facade as the staff desk uses it: reads, and acting as someone."""

    @property
    def t(self) -> Tournament: ...
    def can_rebuy_on_bust(self, player_id: str) -> bool: ...
    def acting(self, actor: str) -> CommandSender: ...


class StaffDesk(QObject):
    """Runs staff phones' writes on the thread it lives on (the Qt main thread).

    ``after`` runs once an action is applied, before the phone gets its answer (the live
    view publishes the new state, so the phone's next poll already shows it).
    """

    called = Signal(str)  # "Floor: Marco calls the director to table 3"
    _job = Signal(object)

    def __init__(
        self,
        facade: StaffFacade,
        now: Callable[[], int],
        after: Callable[[], None] = lambda: None,
        timeout_s: float = 10.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.facade = facade
        self.now = now
        self.after = after
        self.timeout_s = timeout_s
        self._job.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def perform(self, member: StaffMember, request: Mapping[str, Any]) -> StaffAnswer:
        """From a server thread: run ``request`` on the Qt thread and wait for the answer.
        An action the console could not take in time is cancelled (never applied late)."""
        future: Future[StaffAnswer] = Future()
        self._job.emit((member, dict(request), future))
        try:
            return future.result(self.timeout_s)
        except (FutureTimeout, CancelledError):
            if future.cancel():
                return StaffAnswer(
                    503,
                    {
                        "error": QCoreApplication.translate(
                            "StaffPage", "The console is busy: try again."
                        )
                    },
                )
            return future.result()

    def _run(self, job: tuple[StaffMember, dict[str, Any], Future[StaffAnswer]]) -> None:
        member, request, future = job
        if not future.set_running_or_notify_cancel():
            return
        try:
            future.set_result(self.decide(member, request))
        except BaseException as exc:  # the server thread reports it; the console goes on
            future.set_exception(exc)

    def decide(self, member: StaffMember, request: Mapping[str, Any]) -> StaffAnswer:
        """Run ``request`` for ``member`` now (on the Qt main thread)."""
        try:
            action = parse_action(request)
        except BadActionError as exc:
            return StaffAnswer(400, {"error": str(exc)})
        try:
            self._allowed(member, action)
            if isinstance(action, CallDirector):
                text = (
                    QCoreApplication.translate("StaffPage", "%1 calls the director to table %2")
                    .replace("%1", actor_of(member))
                    .replace("%2", str(action.table))
                )
                self.called.emit(text)
                return StaffAnswer(
                    200,
                    {
                        "ok": True,
                        "message": QCoreApplication.translate(
                            "StaffPage", "The director is called."
                        ),
                    },
                )
            asking = isinstance(action, StaffBust) and action.choice is None
            if asking and self.facade.can_rebuy_on_bust(request["player"]):
                question = QCoreApplication.translate(
                    "StaffPage", "Rebuys are open: does the player rebuy, or is he out?"
                )
                return StaffAnswer(409, {"question": "rebuy_or_bust", "text": question})
            message = self._apply(self.facade.acting(actor_of(member)), action)
        except DomainError as exc:
            return StaffAnswer(409, {"error": domain_text(str(exc))})
        self.after()
        return StaffAnswer(200, {"ok": True, "message": message})

    def _allowed(self, member: StaffMember, action: StaffAction) -> None:
        """Refuses an action on a table the member does not look after (or a count of a
        player who does not sit at the counted table)."""
        t = self.facade.t
        if isinstance(action, StaffBust | StaffRebuy):
            where = t.location(action.player)
            if where is None:
                raise DomainError(
                    QCoreApplication.translate("StaffPage", "That player has no seat.")
                )
            table = where[0]
        else:
            table = action.table
        if member.tables and table not in member.tables:
            raise DomainError(
                QCoreApplication.translate(
                    "StaffPage", "Table %1 is not one of your tables."
                ).replace("%1", str(table))
            )
        if isinstance(action, ChipCounts):
            for player, _ in action.counts:
                where = t.location(player)
                if where is None or where[0] != table:
                    raise DomainError(
                        QCoreApplication.translate(
                            "StaffPage", "A counted player does not sit at table %1."
                        ).replace("%1", str(table))
                    )

    def _apply(self, acting: CommandSender, action: StaffAction) -> str:
        name = self._name(action.player) if isinstance(action, StaffBust | StaffRebuy) else ""
        if isinstance(action, StaffBust):
            if action.choice == "rebuy":
                acting.send(c.Rebuy(action.player, busted=True))
                return QCoreApplication.translate("StaffPage", "%1 rebuys.").replace("%1", name)
            acting.send(c.EliminatePlayer(action.player, action.busted_by))
            return QCoreApplication.translate("StaffPage", "%1 is out.").replace("%1", name)
        if isinstance(action, StaffRebuy):
            acting.send(c.Rebuy(action.player))
            return QCoreApplication.translate("StaffPage", "%1 rebuys.").replace("%1", name)
        if isinstance(action, ChipCounts):
            acting.send(c.RecordChipCounts(tuple(ChipCount(p, n) for p, n in action.counts)))
            return QCoreApplication.translate(
                "StaffPage", "Chip counts of table %1 recorded."
            ).replace("%1", str(action.table))
        assert isinstance(action, HandDone)
        if not self.facade.t.clock_view(self.now()).hand_for_hand:
            raise DomainError("Hand-for-hand is not on")  # outside it a hand moves the button
        acting.send(c.RecordHand(action.table))
        return QCoreApplication.translate("StaffPage", "Table %1 finished the hand.").replace(
            "%1", str(action.table)
        )

    def _name(self, player_id: str) -> str:
        try:
            return self.facade.t.player(player_id).name
        except (DomainError, KeyError):
            return player_id
