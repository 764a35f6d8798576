"""The console's "Staff on phones" window used as a director would (issue 29, floor staff):
a new link for Marco at table 2 shows its code and address, the staff page answers on it,
the list names him; "Revoke…" asks first, then the phone is refused (403), also after a
restart. A staff link never shows on the players' page or the clock screen."""

from __future__ import annotations

import socket
import urllib.error
import urllib.request
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox, QToolBar
from pytestqt.qtbot import QtBot

from tests.e2e.support import START, FakeClock, open_app
from tests.live.conftest import cup
from tests.live.test_staff_actor import _seeded
from ui.app import AppParts
from ui.live.share import ShareSettings
from ui.live.staff_dialog import StaffLinksDialog


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status, response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as refused:
        refused.close()
        return refused.code, ""


class Answer:
    """Stands in for the confirmation's ``exec()``: reads the question, clicks a button."""

    def __init__(self, button_text: str) -> None:
        self.button_text = button_text
        self.asked = ""

    def __call__(self, box: QDialog) -> bool:
        assert isinstance(box, QMessageBox)
        self.asked = box.text()
        [button] = [b for b in box.buttons() if b.text() == self.button_text]
        button.click()
        return True


def _rows(dialog: StaffLinksDialog) -> list[tuple[str, ...]]:
    table = dialog.table
    return [
        tuple(table.item(r, c).text() for c in range(table.columnCount()))
        for r in range(table.rowCount())
    ]


def test_a_director_issues_a_staff_link_and_revokes_it(qtbot: QtBot, tmp_path: Path) -> None:
    clock, apps, db = FakeClock(START), list[AppParts](), tmp_path / "staff.db"
    parts = open_app(apps, qtbot, db, clock, ask_new=cup)
    try:
        _seeded(parts)
        live = parts.live
        assert live is not None
        toolbar = parts.console.findChildren(QToolBar)[0]
        assert live.staff_action in toolbar.actions()
        live.staff_action.trigger()
        dialog = live.staff_dialog
        assert dialog is not None
        assert dialog.isVisible()
        assert dialog.table.rowCount() == 0
        assert not dialog.new_button.isEnabled()  # served by the live view: share it first
        assert dialog.not_shared.isVisibleTo(dialog)

        port = _free_port()
        players = live.share.start(ShareSettings("127.0.0.1", port))
        assert dialog.new_button.isEnabled()
        assert [dialog.table_list.item(i).text() for i in range(2)] == ["Table 1", "Table 2"]
        qtbot.keyClicks(dialog.name, "Marco")
        dialog.role.setCurrentIndex(0)  # Floor
        dialog.table_list.item(1).setCheckState(Qt.CheckState.Checked)  # table 2
        qtbot.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)

        assert dialog.error.text() == ""
        assert dialog.issued is not None
        token = dialog.issued.token
        address = f"http://127.0.0.1:{port}/staff/{token}/"
        assert dialog.issued_url == address
        assert address in dialog.address.text()
        assert "Marco (Floor)" in dialog.address.text()
        assert not dialog.qr.pixmap().isNull()
        assert dialog.name.text() == ""  # ready for the next person
        issued_at = dialog.table.item(0, 3).text()
        assert _rows(dialog) == [("Marco", "Floor", "2", issued_at, "")]
        assert len(issued_at) == 5  # HH:MM

        assert _get(address)[0] == 200  # the staff page answers on the new link
        assert live.share.staff is not None
        member = live.share.staff.directory.member(token)
        assert member is not None
        assert (member.name, member.role, member.tables) == ("Marco", "floor", (2,))
        for name in ("", "status.json"):  # the players' page never carries a staff link
            code, body = _get(players + name)
            assert code == 200
            assert token not in body
            assert "/staff/" not in body
        assert live.share.url() == players  # the clock screen's code is the players' one

        qtbot.keyClicks(dialog.name, "Bar screen")
        dialog.role.setCurrentIndex(1)  # Display
        dialog.table_list.item(1).setCheckState(Qt.CheckState.Unchecked)
        qtbot.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)
        assert _rows(dialog)[1][:3] == ("Bar screen", "Display", "All")

        dialog.table.selectRow(0)
        assert dialog.revoke_button.isEnabled()
        keep = Answer("Keep it")
        dialog.run_dialog = keep
        qtbot.mouseClick(dialog.revoke_button, Qt.MouseButton.LeftButton)
        assert keep.asked == (
            "Revoke Marco's link? Their phone can do nothing more; this cannot be undone."
        )
        assert _rows(dialog)[0][4] == ""  # kept
        assert _get(address)[0] == 200

        dialog.run_dialog = Answer("Revoke")
        dialog.table.selectRow(0)
        qtbot.mouseClick(dialog.revoke_button, Qt.MouseButton.LeftButton)
        revoked = _rows(dialog)[0]
        assert revoked[0] == "Marco"
        assert len(revoked[4]) == 5  # revoked at HH:MM
        assert _get(address)[0] == 403  # his phone is refused from now on
        dialog.table.selectRow(0)
        assert not dialog.revoke_button.isEnabled()  # revoked for good
        assert "Bar screen (Display)" in dialog.address.text()  # the code shown is not his
        assert not dialog.qr.pixmap().isNull()
        dialog.table.selectRow(1)
        qtbot.mouseClick(dialog.revoke_button, Qt.MouseButton.LeftButton)
        assert dialog.qr.pixmap().isNull()  # a revoked link's code leaves the screen
        assert dialog.address.text() == ""

        parts.close(clock.now)
        clock.now += 60_000
        parts = open_app(apps, qtbot, db, clock)
        live = parts.live
        assert live is not None
        assert live.share.running  # sharing resumed at start-up
        again = live.open_staff_dialog()
        assert [r[:3] for r in _rows(again)] == [
            ("Marco", "Floor", "2"),
            ("Bar screen", "Display", "All"),
        ]
        assert all(len(row[4]) == 5 for row in _rows(again))  # both revoked
        assert _get(address)[0] == 403  # still refused after the restart
    finally:
        parts.close(clock.now)


def test_a_link_needs_a_name(qtbot: QtBot, tmp_path: Path) -> None:
    clock, apps = FakeClock(START), list[AppParts]()
    parts = open_app(apps, qtbot, tmp_path / "staff.db", clock, ask_new=cup)
    try:
        live = parts.live
        assert live is not None
        live.share.start(ShareSettings("127.0.0.1", 0))
        dialog = live.open_staff_dialog()
        qtbot.keyClicks(dialog.name, "   ")
        qtbot.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)
        assert dialog.error.text() == "Type the person's name first."
        assert dialog.table.rowCount() == 0
        assert dialog.issued is None
    finally:
        parts.close(clock.now)
