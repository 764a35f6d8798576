"""The console's Share window and the clock screen's QR code."""

from __future__ import annotations

import http.client
import socket
import urllib.error
import urllib.request

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock
from ui.app import AppParts
from ui.live.dialog import ShareDialog
from ui.live.qr import LOOPBACK, lan_addresses, qr_image
from ui.live.share import ShareSettings


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_share_window_starts_and_stops(app: tuple[AppParts, FakeClock], qtbot: QtBot) -> None:
    parts, _ = app
    assert parts.live is not None
    toolbar = parts.console.findChildren(QToolBar)[0]
    assert parts.live.action in toolbar.actions()
    dialog = ShareDialog(parts.live.share, addresses=lambda: ["192.0.2.7", LOOPBACK])
    qtbot.addWidget(dialog)
    assert dialog.network.itemText(0) == "192.0.2.7 (room network)"
    assert dialog.network.itemText(1) == "127.0.0.1 (this computer only)"
    assert dialog.toggle.text() == "Start sharing"
    assert parts.live.badge.isHidden()
    dialog.network.setCurrentIndex(1)
    port = free_port()
    dialog.port.setValue(port)
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    url = parts.live.share.url()
    assert url.startswith(f"http://127.0.0.1:{port}/live/")
    assert dialog.address.text() == url
    assert dialog.toggle.text() == "Stop sharing"
    assert not dialog.network.isEnabled()
    assert not dialog.qr.pixmap().isNull()
    assert parts.live.status.text() == f"Live view: {url}"
    assert not parts.live.badge.isHidden()
    screen = parts.clock_screen
    screen.resize(1600, 900)
    qtbot.wait(50)
    corner = parts.live.badge.geometry()
    assert corner.width() > 200
    assert corner.height() > 200  # the code is big enough to scan from a few metres
    for label in [value for _, value in screen.stake_boxes] + [screen.next, screen.message]:
        if label.text():
            assert not label.geometry().intersects(corner), label.text()
    with urllib.request.urlopen(url + "status.json", timeout=5) as response:
        assert response.status == 200
    assert dialog.renew.isEnabled()
    qtbot.mouseClick(dialog.renew, Qt.MouseButton.LeftButton)  # revoke the address
    renewed = parts.live.share.url()
    assert renewed != url
    assert renewed.startswith(f"http://127.0.0.1:{port}/live/")
    assert dialog.address.text() == renewed
    assert parts.live.status.text() == f"Live view: {renewed}"
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(url + "status.json", timeout=5)
    assert refused.value.code == 403
    refused.value.close()
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    assert not dialog.renew.isEnabled()
    assert not parts.live.share.running
    assert dialog.address.text() == "Not shared"
    assert parts.live.badge.isHidden()
    assert parts.live.status.text() == ""


def test_port_in_use_is_named(app: tuple[AppParts, FakeClock], qtbot: QtBot) -> None:
    parts, _ = app
    assert parts.live is not None
    dialog = ShareDialog(parts.live.share, addresses=lambda: [LOOPBACK])
    qtbot.addWidget(dialog)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        dialog.port.setValue(int(taken.getsockname()[1]))
        qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    assert not parts.live.share.running
    assert dialog.error.text().startswith(f"Cannot share on 127.0.0.1 port {dialog.port.value()}:")
    assert dialog.toggle.text() == "Start sharing"


def test_qr_and_addresses(qtbot: QtBot) -> None:
    image = qr_image("http://192.168.1.20:8088/live/abc/", scale=4)
    assert not image.isNull()
    assert image.width() == image.height()
    assert image.pixelColor(0, 0).name() == "#ffffff"  # the quiet zone
    addresses = lan_addresses()
    assert addresses[-1] == LOOPBACK
    assert LOOPBACK not in addresses[:-1]


def test_requests_never_reach_the_database(app: tuple[AppParts, FakeClock], qtbot: QtBot) -> None:
    parts, _ = app
    assert parts.live is not None
    url = parts.live.share.start(ShareSettings("127.0.0.1", 0))
    before = (parts.store.log.last_seq, parts.facade.t.summary(), len(parts.facade.log()))
    host, rest = url.removeprefix("http://").split("/", 1)
    for method, path in (
        ("POST", "/" + rest + "status.json"),
        ("PUT", "/" + rest + "status.json"),
        ("DELETE", "/" + rest),
        ("GET", "/" + rest + "status.json?bust=P03&undo=1"),
        ("GET", "/" + rest + "../../../etc/passwd"),
        ("GET", "/" + rest + "%00"),
    ):
        conn = http.client.HTTPConnection(host, timeout=5)
        conn.request(method, path, body=b'{"EliminatePlayer": "P03"}', headers={"X-Cmd": "undo"})
        response = conn.getresponse()
        response.read()
        conn.close()
        assert response.status in (200, 404, 405), (method, path, response.status)
    qtbot.wait(50)
    assert (parts.store.log.last_seq, parts.facade.t.summary(), len(parts.facade.log())) == before
