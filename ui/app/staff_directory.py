"""The staff links of the database, for the staff page and the console's dialog.

:class:`DbStaffDirectory` implements :class:`ui.live.staff.StaffDirectory` over
:mod:`db.staff_links`. The live-view server's threads never touch the database: the
directory keeps the links that are not revoked in memory (a tuple swapped whole, read
again on the Qt main thread after each issue and revocation) and answers
:meth:`~DbStaffDirectory.member` from it, in constant time, for the tournament on screen.
Issuing and revoking are station settings, not director actions (see :mod:`db.staff_links`
for why): no log entry, no undo step.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from db import staff_links
from db.errors import StoreError
from db.staff_links import ActiveLink, IssuedLink, StaffLink
from db.store import Store
from tournament.errors import DomainError
from ui.live.staff import StaffMember, StaffRole

__all__ = ["DbStaffDirectory"]


def _member(link: ActiveLink) -> StaffMember:
    role: StaffRole = "floor" if link.role == "floor" else "display"
    return StaffMember(link.id, link.name, role, link.write_secret, link.tables)


class DbStaffDirectory:
    """Staff links of ``store`` for the tournament ``tournament()`` names (the one on screen)."""

    def __init__(self, store: Store, now: Callable[[], int], tournament: Callable[[], str]):
        self.store = store
        self.now = now
        self.tournament = tournament
        self._active: tuple[ActiveLink, ...] = ()
        self.reload()

    def reload(self) -> None:
        """Read the links not revoked again (Qt main thread)."""
        try:
            self._active = staff_links.active(self.store)
        except StoreError as exc:
            raise DomainError(str(exc)) from exc

    def member(self, token: str) -> StaffMember | None:
        """The member a staff link's token belongs to; None when unknown or revoked (or of
        another tournament). Safe from the server's threads; compares in constant time."""
        link = staff_links.matches(self._active, self.tournament(), token)
        return None if link is None else _member(link)

    def links(self) -> list[StaffLink]:
        """Every link of the tournament on screen, revoked ones too, in the order issued."""
        try:
            return staff_links.links(self.store, self.tournament())
        except StoreError as exc:
            raise DomainError(str(exc)) from exc

    def issue(self, name: str, role: str, tables: Sequence[int]) -> IssuedLink:
        """A new link (``tables``: () = every table); its token is in the answer only."""
        try:
            issued = staff_links.issue(
                self.store, self.tournament(), name, role, tables, self.now()
            )
        except StoreError as exc:
            raise DomainError(str(exc)) from exc
        self.reload()
        return issued

    def revoke(self, link_id: int) -> None:
        """Revoke a link for good: its phone is refused from its next request on."""
        try:
            staff_links.revoke(self.store, self.tournament(), link_id, self.now())
        except StoreError as exc:
            raise DomainError(str(exc)) from exc
        self.reload()
