"""The tournament service: commands in, events out, the ``Tournament`` aggregate, the codec.

The console, the database layer and the simulator all drive a tournament through
:class:`Tournament`: ``verify``/``can``/``handle`` commands, ``apply`` events (redo, undo
with the inverse events, log replay), ``snapshot``/``restore``, and read-only queries.
"""

from __future__ import annotations

from tournament.service.aggregate import CommandResult, Tournament

__all__ = ["CommandResult", "Tournament"]
