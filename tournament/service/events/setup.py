"""Setup events: the tournament created, its rotation, rules, structure and floor rules set
(applied in :mod:`tournament.service.handlers.setup`,
:mod:`~tournament.service.structure_change` and :mod:`~tournament.service.floor_rules`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.engine.rules import Rules
from tournament.service.records import FloorRules, Settings
from tournament.structure import RotationSettings, Structure

__all__ = [
    "FloorRulesSet",
    "RotationSet",
    "RulesSet",
    "StructureSet",
    "TournamentCreated",
]


@dataclass(frozen=True, slots=True)
class TournamentCreated:
    """The tournament was created with these settings, structure and tables."""

    settings: Settings
    structure: Structure


@dataclass(frozen=True, slots=True)
class RotationSet:
    """The mixed-game rotation was set."""

    rotation: RotationSettings


@dataclass(frozen=True, slots=True)
class RulesSet:
    """The event's hands are played under these rule settings from the next hand."""

    rules: Rules


@dataclass(frozen=True, slots=True)
class StructureSet:
    """The tournament plays another structure (before the start the clock waits at the start
    of its first level; after it the clock stays where it is)."""

    structure: Structure


@dataclass(frozen=True, slots=True)
class FloorRulesSet:
    """The balancing trigger, the 11D halt or the break order changed."""

    rules: FloorRules
