"""The director's setup commands: the tournament created, and its rotation, rules,
structure and floor rules changed (decided in :mod:`tournament.service.handlers.setup`,
:mod:`~tournament.service.structure_change` and :mod:`~tournament.service.floor_rules`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tournament.engine.rules import Rules
from tournament.service.records import BuyInSettings, FloorRules
from tournament.structure import RotationSettings, Step, Structure

__all__ = [
    "CreateTournament",
    "SetFloorRules",
    "SetRotation",
    "SetRules",
    "SetStructure",
]


@dataclass(frozen=True, slots=True)
class CreateTournament:
    """Create the tournament: name, money settings, structure, tables.

    ``structure`` is a :class:`tournament.structure.Structure` (e.g. a preset from
    :func:`tournament.structure_io.load_preset`) or its bare levels and breaks (the chip set
    is then the one they imply: :meth:`~tournament.structure.Structure.of_steps`, named after
    the tournament). ``rules``: the rule settings the hands at its tables are played under
    (default: the TDA profile).
    """

    name: str
    buy_in: BuyInSettings
    structure: tuple[Step, ...] | Structure
    table_count: int
    table_size: int = 9
    floor: FloorRules = field(default_factory=FloorRules)
    rules: Rules = field(default_factory=Rules)


@dataclass(frozen=True, slots=True)
class SetRotation:
    """Set how mixed games rotate."""

    rotation: RotationSettings


@dataclass(frozen=True, slots=True)
class SetRules:
    """Play the event's hands under other rule settings (a profile with overrides)."""

    rules: Rules


@dataclass(frozen=True, slots=True)
class SetStructure:
    """Play another structure (e.g. one imported from a TOML/JSON file).

    Before the clock starts it replaces the structure and the clock waits at the start of
    its first level. Once the clock has started, the change takes effect from the next
    level: the levels and breaks already played and the one being played now must be the
    same in the new structure, and so must the chip set and the game rotation (see
    :mod:`tournament.service.structure_change`).
    """

    structure: Structure


@dataclass(frozen=True, slots=True)
class SetFloorRules:
    """Change when tables are balanced, when a short table halts and the break order."""

    rules: FloorRules
