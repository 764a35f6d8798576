"""The console's ports over the one facade: every part of the console gets the same object,
each typed with its own narrow port (:class:`ui.console.ports.ConsolePorts`)."""

from __future__ import annotations

from ui.console.ports import ConsolePorts
from ui.director_service import ServiceFacade

__all__ = ["console_ports"]


def console_ports(facade: ServiceFacade) -> ConsolePorts:
    """Hand ``facade`` to every part of the console as that part's port."""
    return ConsolePorts(
        window=facade,
        clock=facade,
        players=facade,
        tables=facade,
        structure=facade,
        payouts=facade,
        updates=facade,
        files=facade,
        history=facade,
        printing=facade,
        days=facade,
        flights=facade,
        message=facade,
        floor_rules=facade,
        table_size=facade,
        colour_up=facade,
        rules=facade,
    )
