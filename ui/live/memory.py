"""What this computer remembers of sharing an event's live view (``QSettings``).

Each tournament of each database keeps ONE address token here, so the links and QR codes
the players have keep working across restarts, until the director asks for a new address
(:meth:`ShareMemory.renew`, which revokes the old one). Whether the event was being shared
when the program closed is kept too, with the network, port and names setting, so the
next start resumes sharing where it was. The network is this computer's, which is why
this lives in the computer's settings and not in the event's database.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from ui.live.served import new_token

__all__ = ["ShareMemory", "Shared"]

Shared = tuple[str, int, bool]
"""The network address, the port and whether names are hidden."""


class ShareMemory:
    """The tokens and sharing state of the events of the database at ``place``."""

    def __init__(self, place: str, settings: QSettings | None = None) -> None:
        self.place = place
        self._settings = settings if settings is not None else QSettings("pokerfloor", "live")

    def _key(self, tournament_id: str, what: str) -> str:
        # QSettings treats "/" as a group separator: keep the place as one key part
        place = self.place.replace("\\", "\\\\").replace("/", "\\|")
        return f"{what}/{place}#{tournament_id}"

    def token(self, tournament_id: str) -> str:
        """The event's token (made and kept the first time it is asked for)."""
        value = self._settings.value(self._key(tournament_id, "token"), "")
        if isinstance(value, str) and value:
            return value
        return self.renew(tournament_id)

    def renew(self, tournament_id: str) -> str:
        """A new token for the event: the old address stops working from now on."""
        token = new_token()
        self._settings.setValue(self._key(tournament_id, "token"), token)
        self._settings.sync()
        return token

    def shared(self, tournament_id: str) -> Shared | None:
        """How the event was being shared when the program last closed (None: it was not)."""
        value = self._settings.value(self._key(tournament_id, "shared"), "")
        if not isinstance(value, str) or value.count("|") != 2:
            return None
        host, port, hide = value.rsplit("|", 2)
        if not port.isdigit():
            return None
        return host, int(port), hide == "1"

    def remember(self, tournament_id: str, shared: Shared | None) -> None:
        """Note that the event is now shared like this (None: the director stopped it)."""
        key = self._key(tournament_id, "shared")
        if shared is None:
            self._settings.remove(key)
        else:
            host, port, hide = shared
            self._settings.setValue(key, f"{host}|{port}|{'1' if hide else '0'}")
        self._settings.sync()
