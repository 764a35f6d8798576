"""Reading a structure file's mapping (from TOML or JSON) into a :class:`Structure`, field
by field: unknown fields are errors, every value is checked against the limits, and a bad
value raises :class:`StructureFileError` naming the file, the level and the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tournament.chip_set import Chip, ChipSet
from tournament.days import Day, DayFinish, DayPlan, parse_days
from tournament.errors import DomainError
from tournament.limits import MAX_CHIPS, MAX_HANDS, MAX_STEP_MS, MAX_STEPS
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

__all__ = ["StructureFileError", "structure_from_dict"]

_MINUTE = 60_000


class StructureFileError(DomainError):
    """A structure file that cannot be read: names the file, the level and the field."""

    def __init__(self, source: str, where: str, fld: str, message: str) -> None:
        place = ", ".join(p for p in (source, where, f"field {fld!r}" if fld else "") if p)
        super().__init__(f"{place}: {message}")
        self.source = source
        self.where = where
        self.field = fld


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
    days = _read_days(r, source) if r.has("days") else DayPlan()
    r.finish()
    return Structure(
        name, tuple(steps), ChipSet(tuple(chips)), stack, rotation, overtime, description, days
    )


def _read_days(r: _Reader, source: str) -> DayPlan:
    """The ``[[days]]`` tables (see :mod:`tournament.structure_io`): a day that cannot be
    played names itself and its field."""
    days: list[Day] = []
    for i, item in enumerate(r.items("days"), start=1):
        rd = _Reader(item, source, f"day {i}")
        start = rd.text("start")
        to_level = rd.integer("to_level", 0, minimum=0, maximum=MAX_STEPS)
        to_players = rd.integer("to_players", 0, minimum=0, maximum=MAX_CHIPS)
        finish = rd.choice("finish", tuple(f.value for f in DayFinish), "hand")
        rd.finish()
        try:
            at = parse_days(start).days
        except DomainError:
            at = ()
        if len(at) != 1 or at[0].to_level or at[0].to_players:
            rd.fail("start", f'must be a time of day like "12:00", got {_show(start)}')
        try:
            days.append(Day(at[0].start_h, to_level, to_players, DayFinish(finish)))
        except DomainError as error:
            rd.fail("start", str(error))
    try:
        return DayPlan(tuple(days))
    except DomainError as error:
        return DayPlan(r.fail("days", str(error)))
