"""The live view: a read-only web page and JSON status feed for phones in the room.

:class:`LiveShare` (Qt side) publishes snapshots built by :func:`build_snapshot` to a
:class:`LiveServer` (standard-library HTTP server in its own thread);
:func:`install_live_share` adds "Share live view" to the console and the QR code to the
clock screen. The package imports none of them: the HTTP server's modules are imported
when the event is first shared (``LiveShare.start``), not at the program's opening.
"""
