"""Structures as files: TOML and JSON import/export (lossless) and the bundled presets.

The file layout (TOML shown; JSON is the same mapping)::

    name = "No-limit hold'em -- regular"
    starting_stack = 20000

    [rotation]            # optional: unit = "level" | "hands" | "orbit", hands = 8
    [overtime]            # optional: mode = "raise" | "repeat", factor = "3/2"

    [[days]]              # optional, a multi-day event: each day's start and end
    start = "12:00"       # (to_level = N: after level N; to_players = N: once N are
    to_level = 10         # left, finish = "hand" | "level"); the last day has no end

    [[chips]]
    denomination = 25
    colour = "green"
    count = 600

    [[levels]]            # a level: game = "NT" (or games = [...]), minutes = 20
    game = "NT"           # (or length_ms = ...), then the amounts it uses
    minutes = 20
    small_blind = 25
    big_blind = 50

    [[levels]]
    type = "break"
    minutes = 15
    colour_up = [25]

Amounts left out are 0; ``ante_kind`` left out is ``none``.  Unknown fields are errors
(a typo never silently drops a value).  A bad file raises :class:`StructureFileError`
naming the file, the level and the field; the mapping is read by
:mod:`tournament.structure_reader`.

>>> s = load_preset("nlhe-regular")
>>> structure_from_toml(structure_to_toml(s)) == s
True
>>> structure_from_json(structure_to_json(s)) == s
True
"""

from __future__ import annotations

import json
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

from tournament.days import Day
from tournament.errors import DomainError
from tournament.nesting import too_deep
from tournament.structure import (
    AnteKind,
    Break,
    Step,
    Structure,
)
from tournament.structure_check import FIELD_NAMES, Problem, validate
from tournament.structure_reader import StructureFileError, structure_from_dict
from tournament.toml_writer import dumps as toml_dumps

__all__ = [
    "InvalidStructureError",
    "StructureFileError",
    "load_preset",
    "load_structure",
    "preset_names",
    "require_storable",
    "require_valid",
    "save_structure",
    "structure_from_dict",
    "structure_from_json",
    "structure_from_toml",
    "structure_to_dict",
    "structure_to_json",
    "structure_to_toml",
]

_MINUTE = 60_000
PRESET_PACKAGE = "resources.structures"


class InvalidStructureError(DomainError):
    """A structure that reads fine but breaks the rules; ``problems`` lists them all."""

    def __init__(self, name: str, problems: list[Problem]) -> None:
        lines = "\n".join(f"  - {p}" for p in problems)
        super().__init__(f"structure {name!r} has {len(problems)} problem(s):\n{lines}")
        self.problems = problems


def require_valid(structure: Structure) -> Structure:
    """Return ``structure`` unchanged, or raise :class:`InvalidStructureError` listing it all."""
    problems = validate(structure)
    if problems:
        raise InvalidStructureError(structure.name, problems)
    return structure


def require_storable(structure: Structure) -> Structure:
    """Return ``structure`` unchanged if the log can store it and read it back: it is
    written and read again exactly as the log does, so its bounds (:mod:`tournament.limits`)
    are the reader's own. Else a :class:`DomainError` naming the level and the field."""
    try:
        structure_from_dict(structure_to_dict(structure), "structure")
    except StructureFileError as error:
        field = FIELD_NAMES.get(error.field, error.field.replace("_", " "))
        place = ", ".join(p for p in (error.where, field) if p and p != "structure")
        detail = str(error).split(": ", 1)[-1]
        raise DomainError(
            f"The structure cannot be kept: {place} {detail}. Lower it (or start from a "
            "smaller chip unit)"
        ) from None
    return structure


# --------------------------------------------------------------------------- export


def _length(length_ms: int) -> dict[str, int]:
    if length_ms % _MINUTE == 0:
        return {"minutes": length_ms // _MINUTE}
    return {"length_ms": length_ms}


def _step_to_dict(step: Step) -> dict[str, object]:
    if isinstance(step, Break):
        out: dict[str, object] = {"type": "break", **_length(step.length_ms)}
        if step.colour_up:
            out["colour_up"] = list(step.colour_up)
        return out
    out = {}
    if len(step.games) == 1:
        out["game"] = step.games[0]
    else:
        out["games"] = list(step.games)
    out.update(_length(step.length_ms))
    for name, value in step.amounts().items():
        if value:
            out[name] = value
    if step.ante_kind != AnteKind.NONE:
        out["ante_kind"] = step.ante_kind.value
    return out


def structure_to_dict(structure: Structure) -> dict[str, Any]:
    """The structure as a plain mapping (the file layout of the module doc)."""
    out: dict[str, Any] = {"name": structure.name}
    if structure.description:
        out["description"] = structure.description
    out["starting_stack"] = structure.starting_stack
    out["rotation"] = {"unit": structure.rotation.unit.value, "hands": structure.rotation.hands}
    factor = structure.overtime.factor
    out["overtime"] = {
        "mode": structure.overtime.mode.value,
        "factor": str(factor.numerator) if factor.denominator == 1 else str(factor),
    }
    out["chips"] = [
        {"denomination": c.denomination, "colour": c.colour, "count": c.count}
        for c in structure.chips.chips
    ]
    out["levels"] = [_step_to_dict(step) for step in structure.steps]
    if structure.days.days:
        out["days"] = [_day_to_dict(day) for day in structure.days.days]
    return out


def _day_to_dict(day: Day) -> dict[str, object]:
    out: dict[str, object] = {"start": day.text()[:5]}
    if day.to_level:
        out["to_level"] = day.to_level
    if day.to_players:
        out["to_players"] = day.to_players
        out["finish"] = day.finish.value
    return out


def structure_to_toml(structure: Structure) -> str:
    """The structure as TOML text."""
    return toml_dumps(structure_to_dict(structure))


def structure_to_json(structure: Structure) -> str:
    """The structure as JSON text (indented, UTF-8 characters kept)."""
    return json.dumps(structure_to_dict(structure), indent=2, ensure_ascii=False) + "\n"


def save_structure(structure: Structure, path: str | Path) -> None:
    """Write the structure to ``path``: JSON for ``.json``, otherwise TOML."""
    p = Path(path)
    text = (
        structure_to_json(structure)
        if p.suffix.lower() == ".json"
        else structure_to_toml(structure)
    )
    p.write_text(text, encoding="utf-8")


# --------------------------------------------------------------------------- import


def structure_from_toml(text: str, source: str = "<structure>") -> Structure:
    """Read a structure from TOML text; ``source`` names the file in errors."""
    try:
        data = tomllib.loads(text)
    except RecursionError:
        raise StructureFileError(source, "", "", too_deep(text)) from None
    except ValueError as error:  # TOMLDecodeError, or an integer past Python's digit limit
        raise StructureFileError(source, "", "", f"not valid TOML ({error})") from None
    return structure_from_dict(data, source)


def structure_from_json(text: str, source: str = "<structure>") -> Structure:
    """Read a structure from JSON text; ``source`` names the file in errors."""
    try:
        data = json.loads(text)
    except RecursionError:
        raise StructureFileError(source, "", "", too_deep(text)) from None
    except ValueError as error:  # JSONDecodeError, or an integer past Python's digit limit
        raise StructureFileError(source, "", "", f"not valid JSON ({error})") from None
    if not isinstance(data, dict):
        raise StructureFileError(source, "", "", "the file must hold one JSON object")
    return structure_from_dict(data, source)


def load_structure(path: str | Path) -> Structure:
    """Read a structure file: JSON for ``.json``, otherwise TOML."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise StructureFileError(str(p), "", "", f"cannot be read ({error})") from None
    if p.suffix.lower() == ".json":
        return structure_from_json(text, str(p))
    return structure_from_toml(text, str(p))


# --------------------------------------------------------------------------- presets


def preset_names() -> list[str]:
    """The names of the bundled structures (file names without ``.toml``), sorted."""
    folder = resources.files(PRESET_PACKAGE)
    return sorted(
        entry.name.removesuffix(".toml")
        for entry in folder.iterdir()
        if entry.name.endswith(".toml")
    )


def load_preset(name: str) -> Structure:
    """Load a bundled structure by name (see :func:`preset_names`)."""
    entry = resources.files(PRESET_PACKAGE).joinpath(f"{name}.toml")
    if not entry.is_file():
        known = ", ".join(preset_names())
        raise DomainError(f"there is no preset structure {name!r} (presets: {known})")
    return structure_from_toml(entry.read_text(encoding="utf-8"), f"structures/{name}.toml")
