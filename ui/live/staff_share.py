"""The staff page on the live-view server: its gate, its files, its state after each change.

:class:`StaffShare` lives on the Qt side beside :class:`~ui.live.share.LiveShare`: when
the live view is shared it puts a :class:`~ui.live.staff_http.StaffGate` on the server
(the staff page's files and words, the staff directory, the desk that runs writes) and
serves the staff state with every players' snapshot. The state is read when a staff
phone first asks for a version (:class:`StaffReads`: the server's thread asks the Qt
thread to read the domain's values, once per version, and makes the JSON itself), so a
change costs the console nothing for the staff page while no staff phone is looking.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from concurrent.futures import CancelledError, Future
from concurrent.futures import TimeoutError as FutureTimeout
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from ui.live.served import Asset, load_assets, refusal_page
from ui.live.staff import StaffDirectory
from ui.live.staff_desk import StaffDesk, StaffFacade
from ui.live.staff_http import StaffGate
from ui.live.staff_state import StaffInput, build_staff_state, staff_input
from ui.locale_format import program_locale

if TYPE_CHECKING:  # pragma: no cover
    from ui.live.server import LiveServer

__all__ = ["StaffReads", "StaffShare", "staff_labels"]


def staff_labels() -> dict[str, str]:
    """The staff page's words in the program's language (served as ``labels.json``)."""
    return {
        "title": QCoreApplication.translate("StaffPage", "Floor"),
        "table": QCoreApplication.translate("StaffPage", "Table %1"),
        "seat": QCoreApplication.translate("StaffPage", "Seat %1"),
        "bust": QCoreApplication.translate("StaffPage", "Bust"),
        "rebuy": QCoreApplication.translate("StaffPage", "Rebuy"),
        "chips": QCoreApplication.translate("StaffPage", "Chip counts"),
        "save_counts": QCoreApplication.translate("StaffPage", "Record the counts"),
        "hand_done": QCoreApplication.translate("StaffPage", "Hand done"),
        "waiting": QCoreApplication.translate("StaffPage", "Done: waiting for the other tables"),
        "call": QCoreApplication.translate("StaffPage", "Call the director"),
        "who_busted": QCoreApplication.translate("StaffPage", "Who busted %1?"),
        "not_known": QCoreApplication.translate("StaffPage", "Not known"),
        "other_table": QCoreApplication.translate("StaffPage", "At another table…"),
        "rebuy_or_bust": QCoreApplication.translate(
            "StaffPage", "Rebuys are open: does %1 rebuy, or is he out?"
        ),
        "choose_rebuy": QCoreApplication.translate("StaffPage", "Rebuy (a new stack)"),
        "choose_bust": QCoreApplication.translate("StaffPage", "Bust (out of the event)"),
        "cancel": QCoreApplication.translate("StaffPage", "Cancel"),
        "find": QCoreApplication.translate("StaffPage", "Find a player's seat"),
        "your_name": QCoreApplication.translate("StaffPage", "Name"),
        "not_seated": QCoreApplication.translate("StaffPage", "No seated player by that name"),
        "hand_for_hand": QCoreApplication.translate("StaffPage", "HAND FOR HAND"),
        "rebuys_open": QCoreApplication.translate("StaffPage", "Rebuy period"),
        "paused": QCoreApplication.translate("StaffPage", "PAUSED"),
        "read_only": QCoreApplication.translate(
            "StaffPage", "Display only: this link shows the tables and changes nothing."
        ),
        "no_tables": QCoreApplication.translate("StaffPage", "None of your tables is playing."),
        "offline": QCoreApplication.translate("StaffPage", "Reconnecting…"),
        "expired": QCoreApplication.translate(
            "StaffPage", "This staff link was revoked: ask the director for a new one."
        ),
        "sending": QCoreApplication.translate("StaffPage", "Sending…"),
        "locale": program_locale().bcp47Name(),
    }


class StaffReads(QObject):
    """Reads the staff page's values on the thread it lives on (the Qt main thread) for a
    server thread that asks (``read``: the function reading them there)."""

    _job = Signal(object)

    def __init__(
        self,
        read: Callable[[], StaffInput],
        timeout_s: float = 5.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.read = read
        self.timeout_s = timeout_s
        self._job.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def ask(self) -> StaffInput:
        """From a server thread: the values read on the Qt thread now. Raises
        :class:`TimeoutError` when the console did not get to it in time (the phone is
        told to ask again)."""
        future: Future[StaffInput] = Future()
        self._job.emit(future)
        try:
            return future.result(self.timeout_s)
        except (FutureTimeout, CancelledError):
            if future.cancel():
                raise TimeoutError("the console is busy") from None
            return future.result()

    def _run(self, future: Future[StaffInput]) -> None:
        if not future.set_running_or_notify_cancel():
            return
        try:
            future.set_result(self.read())
        except BaseException as exc:  # the server thread reports it; the console goes on
            future.set_exception(exc)


class StaffShare:
    """Puts the staff page on the live view's server (``facade``: the console's, for the
    desk and the bounties setting; ``now``: the program's injected time source)."""

    def __init__(
        self,
        directory: StaffDirectory,
        facade: StaffFacade,
        bounties: Callable[[], bool],
        now: Callable[[], int],
        parent: QObject | None = None,
    ) -> None:
        self.directory = directory
        self.facade = facade
        self.bounties = bounties
        self.now = now
        self.desk = StaffDesk(facade, now, parent=parent)
        self.reads = StaffReads(self.read, parent=parent)
        self.gate: StaffGate | None = None

    def attach(self, server: LiveServer, url: str) -> None:
        """Serve the staff page on ``server`` (``url``: the address phones use; writes must
        come from its origin)."""
        words = staff_labels()
        lang = words["locale"]
        assets = load_assets("resources.live.staff")
        players = load_assets()  # the players' page's stylesheet and words, shared
        assets["style.css"], assets["words.js"] = players["style.css"], players["words.js"]
        assets["labels.json"] = Asset(
            json.dumps(words, ensure_ascii=False).encode("utf-8"),
            "application/json; charset=utf-8",
        )
        page = assets["index.html"]
        assets["index.html"] = Asset(
            page.body.replace(b'<html lang="en">', f'<html lang="{lang}">'.encode()),
            page.content_type,
        )
        gate = StaffGate(
            self.directory,
            self.desk,
            assets,
            refusal=refusal_page(words["expired"], lang),
            expired=words["expired"],
            now=server.now,
        )
        parts = urlsplit(url)
        gate.origins = frozenset({f"{parts.scheme}://{parts.netloc}"})
        server.staff = gate
        self.gate = gate

    def detach(self) -> None:
        """The server stopped."""
        self.gate = None

    def read(self) -> StaffInput:
        """The staff page's values as they are now (on the Qt main thread)."""
        return staff_input(self.facade.t, self.now(), self.bounties(), program_locale().bcp47Name())

    def publish(self, version: int) -> None:
        """Serve the staff state of ``version`` from now on: nothing is read now; the first
        staff phone asking for it has the Qt thread read the values (:class:`StaffReads`)
        and its server thread makes the JSON, once; the other phones get the same bytes."""
        if self.gate is None:
            return
        reads = self.reads

        def make() -> bytes:  # on a server thread, once per version, when a phone asks
            return json.dumps(build_staff_state(reads.ask()), ensure_ascii=False).encode("utf-8")

        self.gate.publish(make, version)
