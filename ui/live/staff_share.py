"""The staff page on the live-view server: its gate, its files, its state after each change.

:class:`StaffShare` lives on the Qt side beside :class:`~ui.live.share.LiveShare`: when
the live view is shared it puts a :class:`~ui.live.staff_http.StaffGate` on the server
(the staff page's files and words, the staff directory, the desk that runs writes) and
publishes the staff state with every players' snapshot.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication, QObject

from ui.live.server import Asset, LiveServer, load_assets, refusal_page
from ui.live.staff import StaffDirectory
from ui.live.staff_desk import StaffDesk, StaffFacade
from ui.live.staff_http import StaffGate
from ui.live.staff_state import build_staff_state, staff_input
from ui.locale_format import program_locale

__all__ = ["StaffShare", "staff_labels"]


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


class StaffShare:
    """Puts the staff page on the live view's server (``facade``: the console's, for the
    desk and the bounties setting; ``clock``: the program's injected clock)."""

    def __init__(
        self,
        directory: StaffDirectory,
        facade: StaffFacade,
        bounties: Callable[[], bool],
        clock: Callable[[], int],
        parent: QObject | None = None,
    ) -> None:
        self.directory = directory
        self.facade = facade
        self.bounties = bounties
        self.clock = clock
        self.desk = StaffDesk(facade, clock, parent=parent)
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
            clock=server.clock,
        )
        parts = urlsplit(url)
        gate.origins = frozenset({f"{parts.scheme}://{parts.netloc}"})
        server.staff = gate
        self.gate = gate

    def detach(self) -> None:
        """The server stopped."""
        self.gate = None

    def publish(self, version: int) -> None:
        """Serve the staff state of now (read now, made into JSON when a phone asks)."""
        if self.gate is None:
            return
        data = staff_input(
            self.facade.t, self.clock(), self.bounties(), program_locale().bcp47Name()
        )

        def make() -> bytes:  # on the server's thread, once, when a staff phone asks
            return json.dumps(build_staff_state(data), ensure_ascii=False).encode("utf-8")

        self.gate.publish(make, version)
