"""QR codes of the live view's address (segno) and the addresses phones can reach us at."""

from __future__ import annotations

import io
import ipaddress

from PySide6.QtGui import QImage

__all__ = ["lan_addresses", "qr_image"]

LOOPBACK = "127.0.0.1"


def qr_image(text: str, scale: int = 8) -> QImage:
    """``text`` as a QR code image (black on white, a quiet zone of 2 modules)."""
    import segno  # here: with its writers it took 0.1-0.3 s of the program's opening

    buffer = io.BytesIO()
    segno.make(text, error="m", micro=False).save(
        buffer, kind="png", scale=scale, border=2, dark="black", light="white"
    )
    return QImage.fromData(buffer.getvalue())


def lan_addresses() -> list[str]:
    """IPv4 addresses of this computer's network interfaces that are up: private (room
    network) addresses first, then other ones; this computer alone (loopback) last."""
    # here: QtNetwork took ~45 ms of the program's opening, which lists no address
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    found: list[str] = []
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if not flags & QNetworkInterface.InterfaceFlag.IsUp:
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            if ip.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            text = ip.toString()
            address = ipaddress.IPv4Address(text)
            if address.is_loopback or address.is_link_local or text in found:
                continue
            found.append(text)
    found.sort(key=lambda a: (not ipaddress.IPv4Address(a).is_private, a))
    return [*found, LOOPBACK]
