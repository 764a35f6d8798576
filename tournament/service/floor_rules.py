"""The event's floor rules (:class:`~tournament.service.commands.SetFloorRules`).

The director sets them in the New tournament dialog and changes them later (Tables → Floor
rules…): when tables are balanced (the trigger), when a short table halts (TDA 11D) and
the order tables break in (TDA 10). The floor hints and the balancing plan follow them
from the next question asked; seats already taken do not change. One command, one undo.

>>> check_floor_rules(FloorRules(balance_trigger=0), 4)
Traceback (most recent call last):
...
tournament.errors.DomainError: Balance when tables differ by at least 1 player (got 0)
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from tournament import seating
from tournament.errors import DomainError
from tournament.service import commands as c
from tournament.service import events as e
from tournament.service.records import FloorRules

if TYPE_CHECKING:  # pragma: no cover
    from tournament.service.aggregate import Tournament

__all__ = [
    "apply_floor_rules_set",
    "balance_settings",
    "check_floor_rules",
    "decide_set_floor_rules",
]


def check_floor_rules(rules: FloorRules, table_count: int) -> None:
    """Refuse rules that cannot work, naming the setting."""
    if not 1 <= rules.balance_trigger <= 9:
        raise DomainError(
            f"Balance when tables differ by at least 1 player (got {rules.balance_trigger})"
        )
    if not 2 <= rules.halt_short_by <= 9:
        raise DomainError(
            f"A table halts when it is at least 2 players short (got {rules.halt_short_by})"
        )
    if rules.halt_short_by <= rules.balance_trigger:
        raise DomainError(
            f"A table {rules.halt_short_by} players short would halt before the tables are "
            f"balanced (trigger: more than {rules.balance_trigger}): halt at "
            f"{rules.balance_trigger + 1} or more players short"
        )
    seen: set[int] = set()
    for table in rules.break_order:
        if not 1 <= table <= table_count:
            raise DomainError(
                f"The break order names table {table}; the tables are 1 to {table_count}"
            )
        if table in seen:
            raise DomainError(f"The break order names table {table} twice")
        seen.add(table)


def balance_settings(rules: FloorRules, method: seating.BalanceMethod) -> seating.BalanceSettings:
    """The seating module's settings for these rules."""
    return seating.BalanceSettings(
        max_difference=rules.balance_trigger,
        halt_short_by=rules.halt_short_by,
        halt_only_when_blinds_affected=rules.halt_only_at_big_blind,
        method=method,
    )


def decide_set_floor_rules(
    t: Tournament, cmd: c.SetFloorRules, now: int, rng: random.Random
) -> list[e.Event]:
    """The event of :class:`SetFloorRules`, or a :class:`DomainError` saying why not."""
    settings = t.settings
    if settings is None:
        raise DomainError("Create the tournament first")
    tables = max((r.number for r in t.table_records()), default=settings.table_count)
    check_floor_rules(cmd.rules, tables)
    if cmd.rules == settings.floor:
        raise DomainError("These are the floor rules already")
    return [e.FloorRulesSet(cmd.rules)]


def apply_floor_rules_set(t: Tournament, ev: e.FloorRulesSet) -> None:
    """Play by ``ev.rules`` from now on."""
    assert t._settings is not None
    t._settings = replace(t._settings, floor=ev.rules)
