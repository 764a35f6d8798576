"""The event's floor rules (:class:`~tournament.service.commands.SetFloorRules`).

The director sets them in the New tournament dialog and changes them later (Tables → Floor
rules…): when tables are balanced (the trigger), when a short table halts (TDA 11D) and
the order tables break in (TDA 10). The floor hints and the balancing plan follow them
from the next question asked; seats already taken do not change. One command, one undo.
The rules check themselves (:meth:`FloorRules.check
<tournament.service.records.FloorRules.check>`) and give the seating module's settings
(:meth:`~tournament.service.records.FloorRules.balance_settings`).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service import events as e

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.state import TournamentState, TournamentWrites

__all__ = ["apply_floor_rules_set", "decide_set_floor_rules"]


def decide_set_floor_rules(
    t: TournamentState, cmd: c.SetFloorRules, now: int, rng: random.Random
) -> list[e.Event]:
    """The event of :class:`SetFloorRules`, or a :class:`DomainError` saying why not."""
    settings = t.settings
    if settings is None:
        raise DomainError("Create the tournament first")
    tables = max((r.number for r in t.table_records()), default=settings.table_count)
    cmd.rules.check(tables)
    if cmd.rules == settings.floor:
        raise DomainError("These are the floor rules already")
    return [e.FloorRulesSet(cmd.rules)]


def apply_floor_rules_set(t: TournamentWrites, ev: e.FloorRulesSet) -> None:
    """Play by ``ev.rules`` from now on."""
    assert t.settings is not None
    t.set_settings(replace(t.settings, floor=ev.rules))
