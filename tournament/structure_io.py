"""Structures as files: TOML and JSON import/export (lossless) and the bundled presets.

The file layout (TOML shown; JSON is the same mapping)::

    name = "No-limit hold'em -- regular"
    starting_stack = 20000

    [rotation]            # optional: unit = "level" | "hands" | "orbit", hands = 8
    [overtime]            # optional: mode = "raise" | "repeat", factor = "3/2"

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
naming the file, the level and the field.

>>> s = load_preset("nlhe-regular")
>>> structure_from_toml(structure_to_toml(s)) == s
True
>>> structure_from_json(structure_to_json(s)) == s
True
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Mapping
from fractions import Fraction
from importlib import resources
from pathlib import Path
from typing import Any

from tournament.chips import Chip, ChipSet
from tournament.errors import DomainError
from tournament.limits import MAX_CHIPS, MAX_HANDS, MAX_STEP_MS, MAX_STEPS
from tournament.nesting import too_deep
from tournament.structure import (
    AMOUNT_FIELDS,
    AnteKind,
    Break,
    Level,
    Overtime,
    OvertimeMode,
    RotationSettings,
    RotationUnit,
    Step,
    Structure,
)
from tournament.structure_check import Problem, validate
from tournament.toml_writer import dumps as toml_dumps

__all__ = [
    "InvalidStructureError",
    "StructureFileError",
    "load_preset",
    "load_structure",
    "preset_names",
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


class StructureFileError(DomainError):
    """A structure file that cannot be read: names the file, the level and the field."""

    def __init__(self, source: str, where: str, fld: str, message: str) -> None:
        place = ", ".join(p for p in (source, where, f"field {fld!r}" if fld else "") if p)
        super().__init__(f"{place}: {message}")
        self.source = source
        self.where = where
        self.field = fld


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


class _Reader:
    """Reads one mapping, reporting errors with the file, place and field."""

    def __init__(self, data: object, source: str, where: str) -> None:
        self.source = source
        self.where = where
        if not isinstance(data, Mapping):
            self.fail("", f"expected a table of fields, got {_show(data)}")
        assert isinstance(data, Mapping)
        self.data: Mapping[str, object] = data
        self.used: set[str] = set()

    def fail(self, fld: str, message: str) -> Any:
        raise StructureFileError(self.source, self.where, fld, message)

    def has(self, key: str) -> bool:
        return key in self.data

    def raw(self, key: str) -> object:
        self.used.add(key)
        return self.data[key]

    def integer(
        self, key: str, default: int | None = None, minimum: int = 0, maximum: int = MAX_CHIPS
    ) -> int:
        if key not in self.data:
            if default is None:
                return int(self.fail(key, "missing field"))
            return default
        value = self.raw(key)
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(key, f"must be a whole number, got {_show(value)}")
        assert isinstance(value, int)
        if value < minimum:
            self.fail(key, f"must be at least {minimum}, got {value}")
        if value > maximum:
            self.fail(key, f"must be at most {maximum:,}, got {_big(value)}")
        return value

    def text(self, key: str, default: str | None = None) -> str:
        if key not in self.data:
            if default is None:
                return str(self.fail(key, "missing field"))
            return default
        value = self.raw(key)
        if not isinstance(value, str):
            self.fail(key, f"must be text, got {_show(value)}")
        assert isinstance(value, str)
        return value

    def items(self, key: str) -> list[object]:
        value = self.raw(key)
        if not isinstance(value, list):
            self.fail(key, f"must be a list, got {_show(value)}")
        assert isinstance(value, list)
        return value

    def choice(self, key: str, options: tuple[str, ...], default: str) -> str:
        value = self.text(key, default)
        if value not in options:
            self.fail(key, f"must be one of {', '.join(options)}, got {value!r}")
        return value

    def length(self) -> int:
        if self.has("minutes") and self.has("length_ms"):
            self.fail("minutes", "give either minutes or length_ms, not both")
        if self.has("length_ms"):
            return self.integer("length_ms", minimum=1, maximum=MAX_STEP_MS)
        if not self.has("minutes"):
            self.fail("minutes", "missing field (the length in minutes, or length_ms)")
        return self.integer("minutes", minimum=1, maximum=MAX_STEP_MS // _MINUTE) * _MINUTE

    def finish(self) -> None:
        extra = sorted(set(self.data) - self.used)
        if extra:
            self.fail(extra[0], "unknown field")


def _show(value: object) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        return f"int {_big(value)}"
    text = repr(value)
    return f"{type(value).__name__} {text if len(text) <= 80 else text[:77] + '...'}"


def _big(value: int) -> str:
    """An integer for a message: in full up to 30 digits, else its size (10^40 is 41 digits)."""
    digits = len(str(abs(value)))
    return f"{value:,}" if digits <= 30 else f"a {digits}-digit number"


def _read_step(data: object, source: str, where: str) -> Step:
    r = _Reader(data, source, where)
    kind = r.choice("type", ("level", "break"), "level")
    if kind == "break":
        length = r.length()
        colour_up: tuple[int, ...] = ()
        if r.has("colour_up"):
            items = r.items("colour_up")
            if any(
                isinstance(v, bool) or not isinstance(v, int) or abs(v) > MAX_CHIPS for v in items
            ):
                r.fail(
                    "colour_up",
                    f"must list chip denominations (at most {MAX_CHIPS:,}), got {_show(items)}",
                )
            colour_up = tuple(int(v) for v in items)  # type: ignore[call-overload]
        r.finish()
        return Break(length, colour_up)
    if r.has("game") and r.has("games"):
        r.fail("game", "give either game or games, not both")
    if r.has("games"):
        items = r.items("games")
        if not items or not all(isinstance(g, str) for g in items):
            r.fail("games", f"must list game codes, got {items!r}")
        games = tuple(str(g) for g in items)
    else:
        games = (r.text("game"),)
    length = r.length()
    amounts = {name: r.integer(name, 0) for name in AMOUNT_FIELDS}
    ante_kind = AnteKind(r.choice("ante_kind", tuple(k.value for k in AnteKind), "none"))
    r.finish()
    return Level(games, length, ante_kind=ante_kind, **amounts)


def _read_factor(r: _Reader) -> Fraction:
    if not r.has("factor"):
        return Overtime().factor
    value = r.raw("factor")
    try:
        if isinstance(value, bool) or not isinstance(value, (int, float, str)):
            raise ValueError
        text = str(value)
        if len(text) > 32 or "e" in text.lower():  # "1e999999999" would be a huge Fraction
            raise ValueError
        factor = Fraction(text)
        if not 0 < factor <= 100 or factor.denominator > 1_000_000:
            raise ValueError
        return factor
    except (ValueError, ZeroDivisionError, OverflowError):
        message = f'must be a number like 1.5 or "3/2" (at most 100), got {_show(value)}'
        return Fraction(r.fail("factor", message))


def structure_from_dict(data: Mapping[str, object], source: str = "<structure>") -> Structure:
    """Build a structure from the file mapping; raises :class:`StructureFileError`."""
    r = _Reader(data, source, "")
    name = r.text("name")
    description = r.text("description", "")
    stack = r.integer("starting_stack", minimum=1)

    rotation = RotationSettings()
    if r.has("rotation"):
        rr = _Reader(r.raw("rotation"), source, "rotation")
        unit = RotationUnit(rr.choice("unit", tuple(u.value for u in RotationUnit), "level"))
        rotation = RotationSettings(unit, rr.integer("hands", 8, minimum=1, maximum=MAX_HANDS))
        rr.finish()
    overtime = Overtime()
    if r.has("overtime"):
        ro = _Reader(r.raw("overtime"), source, "overtime")
        mode = OvertimeMode(ro.choice("mode", tuple(m.value for m in OvertimeMode), "raise"))
        overtime = Overtime(mode, _read_factor(ro))
        ro.finish()

    if not r.has("chips"):
        r.fail("chips", "missing field (the chip set)")
    chips: list[Chip] = []
    for i, item in enumerate(r.items("chips"), start=1):
        rc = _Reader(item, source, f"chip {i}")
        denomination = rc.integer("denomination", minimum=1)
        chips.append(Chip(denomination, rc.text("colour"), rc.integer("count", minimum=0)))
        rc.finish()

    if not r.has("levels"):
        r.fail("levels", "missing field (the levels and breaks)")
    steps: list[Step] = []
    number = 0
    items = r.items("levels")
    if len(items) > MAX_STEPS:
        r.fail(
            "levels",
            f"the structure has {len(items):,} levels and breaks; at most {MAX_STEPS:,} "
            "are allowed",
        )
    for item in items:
        is_break = isinstance(item, Mapping) and item.get("type") == "break"
        where = f"break after level {number}" if is_break else f"level {number + 1}"
        step = _read_step(item, source, where)
        if isinstance(step, Level):
            number += 1
        steps.append(step)
    r.finish()
    return Structure(
        name, tuple(steps), ChipSet(tuple(chips)), stack, rotation, overtime, description
    )


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
