"""The live view: a read-only web page and JSON status feed for phones in the room.

:class:`LiveShare` (Qt side) publishes snapshots built by :func:`build_snapshot` to a
:class:`LiveServer` (standard-library HTTP server in its own thread);
:func:`install_live_share` adds "Share live view" to the console and the QR code to the
clock screen.
"""

from ui.live.server import LiveServer
from ui.live.share import LiveShare, ShareSettings
from ui.live.snapshot import SCHEMA, LiveInput, RecentMove, build_snapshot

__all__ = [
    "SCHEMA",
    "LiveInput",
    "LiveServer",
    "LiveShare",
    "RecentMove",
    "ShareSettings",
    "build_snapshot",
]
