"""The binding of the store to ``tournament.service`` (aggregate, codec, labels, projection)."""

from __future__ import annotations

import random
from typing import Any

from db.binding import Binding, Handled
from db.projection import project_service

__all__ = ["describe_command", "service_binding"]


def _name(t: Any, player_id: str | None) -> str:
    if not player_id:
        return "?"
    try:
        return str(t.player(player_id).name)
    except Exception:  # unknown player: fall back to the id
        return player_id


def _names(t: Any, player_ids: tuple[str, ...]) -> str:
    return ", ".join(_name(t, p) for p in player_ids) or "no one"


def describe_command(t: Any, command: Any) -> str:
    """A short label for the undo menu: ``"bust-out of Anna"``, ``"move of Bo to 2/5"``."""
    kind = type(command).__name__
    pid = getattr(command, "player_id", None)
    who = _name(t, pid) if isinstance(pid, str) else ""
    labels: dict[str, str] = {
        "CreateTournament": f"creation of {getattr(command, 'name', '')}",
        "RegisterPlayer": f"registration of {getattr(command, 'name', '')}",
        "BuyIn": f"buy-in of {who}",
        "ReEnter": f"re-entry of {who}",
        "Rebuy": f"rebuy of {who}",
        "AddOn": f"add-on of {who}",
        "DrawSeats": "seat draw",
        "SeatLateEntry": f"seating of {who}",
        "MovePlayer": f"move of {who} to table {getattr(command, 'to_table', '?')} "
        f"seat {getattr(command, 'to_seat', '?')}",
        "ApplyBalancePlan": "balancing of tables",
        "BreakTable": f"break of table {getattr(command, 'table', '?')}",
        "RedrawFinalTable": "final table redraw",
        "EliminatePlayer": f"bust-out of {who}",
        "EliminatePlayers": f"bust-out of {_names(t, getattr(command, 'players', ()))}",
        "RecordChipCount": f"chip count of {who}",
        "RecordChipCounts": "chip counts",
        "PayOut": f"payment to {who}",
        "MakeDeal": "deal",
        "RecordHand": f"hand at table {getattr(command, 'table', '?')}",
        "RecordHandPlayed": f"{getattr(command, 'game', '')} hand at table "
        f"{getattr(command, 'table', '?')}".strip(),
        "AddTable": "new table",
        "SetStructure": "structure change",
        "GeneratePayouts": "payouts",
        "SetPayouts": "payouts",
        "DrawButton": (
            f"button draw at table {command.table}"
            if getattr(command, "table", 0)
            else "button draw at every table"
        ),
    }
    if kind in labels:
        return labels[kind]
    words = "".join(f" {c.lower()}" if c.isupper() else c for c in kind).strip()
    return words


def _handle(t: Any, command: Any, now: int, rng: random.Random) -> Handled:
    result = t.handle(command, now, rng)
    return Handled(tuple(result.events), tuple(result.inverse))


def _apply(t: Any, event: Any) -> Any:
    t.apply(event)
    return t


def _name_of(t: Any) -> str:
    settings = t.settings
    return "" if settings is None else str(settings.name)


def service_binding() -> Binding:
    """The binding used by :func:`db.open_store` by default."""
    from tournament.service import codec
    from tournament.service.aggregate import Tournament

    return Binding(
        new=Tournament,
        handle=_handle,
        apply=_apply,
        snapshot=lambda t: t.snapshot(),
        restore=Tournament.restore,
        to_dict=codec.to_dict,
        from_dict=codec.from_dict,
        describe=describe_command,
        name_of=_name_of,
        project=project_service,
    )
