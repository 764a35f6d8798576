"""What a command is called in the undo menu and the action log: ``"bust-out of Anna"``.

>>> import random
>>> from tournament.service.aggregate import Tournament
>>> from tournament.service import commands as c
>>> from tournament.service.records import BuyInSettings
>>> from tournament.structure import Level
>>> t = Tournament()
>>> create = c.CreateTournament("Friday", BuyInSettings(), (Level(("NT",), 1_200_000),), 2)
>>> _ = t.handle(create, 0, random.Random(1))
>>> _ = t.handle(c.RegisterPlayer("Anna", player_id="P1"), 0, random.Random(1))
>>> describe(t, c.EliminatePlayer("P1"))
'bust-out of Anna'
>>> describe(t, c.MovePlayer("P1", 2, 5))
'move of Anna to table 2 seat 5'
>>> describe(t, c.StartClock())
'start clock'
"""

from __future__ import annotations

from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service.aggregate import Tournament

__all__ = ["command_words", "describe"]


def _name(t: Tournament, player_id: str | None) -> str:
    if not player_id:
        return "?"
    try:
        return t.player(player_id).name
    except DomainError:  # unknown player: fall back to the id
        return player_id


def _names(t: Tournament, player_ids: tuple[str, ...]) -> str:
    return ", ".join(_name(t, p) for p in player_ids) or "no one"


def command_words(kind: str) -> str:
    """A command's label from its type's name: ``"StartClock"`` → ``"start clock"``."""
    return "".join(f" {ch.lower()}" if ch.isupper() else ch for ch in kind).strip()


_ONE_PLAYER: dict[type, str] = {
    c.BuyIn: "buy-in of {}",
    c.ReEnter: "re-entry of {}",
    c.Rebuy: "rebuy of {}",
    c.AddOn: "add-on of {}",
    c.DoubleAddOn: "double add-on of {}",
    c.SeatLateEntry: "seating of {}",
    c.EliminatePlayer: "bust-out of {}",
    c.RecordChipCount: "chip count of {}",
    c.PayOut: "payment to {}",
}
"""Commands about one player (a ``player_id`` field): the label around their name."""

_FIXED: dict[type, str] = {
    c.DrawSeats: "seat draw",
    c.ApplyBalancePlan: "balancing of tables",
    c.RedrawFinalTable: "final table redraw",
    c.RecordChipCounts: "chip counts",
    c.MakeDeal: "deal",
    c.AddTable: "new table",
    c.SetStructure: "structure change",
    c.SetClockMessage: "clock message",
    c.SetFloorRules: "floor rules",
    c.SetRules: "rules settings",
    c.GeneratePayouts: "payouts",
    c.SetPayouts: "payouts",
    c.ChoosePayoutTable: "payouts",
}


def describe(t: Tournament, command: c.Command) -> str:
    """A short label of ``command`` as ``t`` (the tournament before it) names its players."""
    template = _ONE_PLAYER.get(type(command))
    if template is not None:
        return template.format(_name(t, getattr(command, "player_id", None)))
    fixed = _FIXED.get(type(command))
    if fixed is not None:
        return fixed
    match command:
        case c.CreateTournament(name=name):
            return f"creation of {name}"
        case c.RegisterPlayer(name=name) | c.RegisterAndBuyIn(name=name):
            return f"registration of {name}"
        case c.RenamePlayer(player_id=pid, name=name):
            return f"renaming of {_name(t, pid)} to {name}"
        case c.RegisterAndBuyInMany(players=players):
            return f"registration of {len(players)} players"
        case c.AddOnMany(player_ids=ids) if len(ids) <= 3:
            return f"add-ons of {_names(t, ids)}"
        case c.AddOnMany(player_ids=ids):
            return f"{len(ids)} add-ons"
        case c.MovePlayer(player_id=pid, to_table=table, to_seat=seat):
            return f"move of {_name(t, pid)} to table {table} seat {seat}"
        case c.BreakTable(table=table):
            return f"break of table {table}"
        case c.EliminatePlayers(players=players):
            return f"bust-out of {_names(t, players)}"
        case c.RecordHand(table=table):
            return f"hand at table {table}"
        case c.RecordBags(day=day):
            return f"bags of day {day}"
        case c.StartDay(day=day):
            return f"start of day {day}"
        case c.RecordHandPlayed(table=table, game=game):
            return f"{game} hand at table {table}".strip()
        case c.SetTableSize(size=size, tables=()):
            return f"{size} seats at every table"
        case c.SetTableSize(size=size, tables=tables):
            return f"{size} seats at table(s) {', '.join(str(n) for n in tables)}"
        case c.DrawButton(table=table):
            return f"button draw at table {table}" if table else "button draw at every table"
    return command_words(type(command).__name__)
