"""Players' names as the player database matches them, and players read from a CSV file.

:func:`name_key` is the one rule for "the same person": case, accents, full-width letters
and extra spaces are ignored, nothing else ("Zoë  MÜLLER" and "zoe muller" are one person;
Japanese kana keep their voicing marks, so カ and ガ stay apart).  :func:`did_you_mean`
finds the names close to a new one (a typo, the names the other way round) so that the
director picks the existing person instead of creating a second.

:func:`read_players_csv` reads a player list exported from a spreadsheet or another
program: a header row naming the columns (``name`` at least), any of ``,`` ``;`` or tab
between fields, UTF-8 or Windows-1252 text.  Every row is checked; each problem names its
line, and rows already in the database are marked rather than refused.

>>> name_key("  Zoë   MÜLLER ") == name_key("zoe muller")
True
>>> did_you_mean("Alise Moreau", ["Alice Moreau", "Bob Stone"])
['Alice Moreau']
>>> did_you_mean("Moreau Alice", ["Alice Moreau"])
['Alice Moreau']
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from difflib import SequenceMatcher

__all__ = [
    "MAX_NAME_LENGTH",
    "CsvPlayer",
    "CsvPlayers",
    "decode_csv",
    "did_you_mean",
    "name_key",
    "read_players_csv",
]

MAX_NAME_LENGTH = 200
"""The longest name the player database keeps."""

_COMBINING_LATIN = range(0x0300, 0x0370)
"""Combining diacritical marks (accents on Latin letters); other marks (kana voicing) stay."""

_COLUMNS = {
    "name": ("name", "player", "player name", "nom", "joueur", "spieler", "名前", "氏名"),
    "country": ("country", "pays", "land", "国"),
    "email": ("email", "e-mail", "mail", "courriel"),
    "notes": ("notes", "note", "remarks", "bemerkung", "メモ"),
}
"""Header words understood for each column (compared after :func:`name_key`)."""


def name_key(name: str) -> str:
    """The matching key of a name: case-folded, accents and full-width forms removed,
    runs of white space made one space, trimmed."""
    decomposed = unicodedata.normalize("NFKD", name)
    kept = "".join(ch for ch in decomposed if ord(ch) not in _COMBINING_LATIN)
    return " ".join(unicodedata.normalize("NFC", kept).casefold().split())


def _similarity(a: str, b: str) -> float:
    """How alike two keys are (0..1), also with their words sorted (names the other way)."""
    plain = SequenceMatcher(None, a, b).ratio()
    swapped = SequenceMatcher(None, " ".join(sorted(a.split())), " ".join(sorted(b.split())))
    return max(plain, swapped.ratio())


def did_you_mean(
    name: str, known: Iterable[str], cutoff: float = 0.85, limit: int = 5
) -> list[str]:
    """Known names that are probably ``name``: the same key first, then the closest ones
    (equally close ones in the order given)."""
    key = name_key(name)
    if not key:
        return []
    scored: list[tuple[float, str]] = []
    for candidate in known:
        other = name_key(candidate)
        score = 2.0 if other == key else _similarity(key, other)
        if score >= cutoff:
            scored.append((score, candidate))
    scored.sort(key=lambda pair: -pair[0])
    return [candidate for _, candidate in scored[:limit]]


@dataclass(frozen=True, slots=True)
class CsvPlayer:
    """One player read from a CSV file; ``existing`` is the database's name when known."""

    line: int
    name: str
    country: str = ""
    email: str = ""
    notes: str = ""
    existing: str = ""


@dataclass(frozen=True, slots=True)
class CsvPlayers:
    """What a CSV file holds: the good rows, and each bad row's line and problem."""

    players: tuple[CsvPlayer, ...]
    problems: tuple[str, ...]
    encoding: str

    @property
    def new_players(self) -> tuple[CsvPlayer, ...]:
        """The rows that are not in the player database yet."""
        return tuple(p for p in self.players if not p.existing)


def decode_csv(data: bytes) -> tuple[str, str]:
    """The text of a CSV file and its encoding: UTF-8 (with or without a BOM), else the
    Windows-1252 that older spreadsheets write."""
    try:
        return data.decode("utf-8-sig"), "UTF-8"
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace"), "Windows-1252"


def _header(row: list[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for index, cell in enumerate(row):
        key = name_key(cell)
        for column, words in _COLUMNS.items():
            if key in words and column not in found:
                found[column] = index
    return found


def read_players_csv(data: bytes, known: Iterable[str] = ()) -> CsvPlayers:
    """Read a player list (see the module doc); ``known``: names already in the database.

    Never raises for a bad file: a file without a usable header gives no players and one
    problem saying what the header must hold.
    """
    text, encoding = decode_csv(data)
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(text[:4096], ",;\t")
    except csv.Error:
        dialect = csv.excel
    rows = list(csv.reader(io.StringIO(text), dialect))
    if not rows:
        return CsvPlayers((), ("the file is empty",), encoding)
    columns = _header(rows[0])
    if "name" not in columns:
        heading = ", ".join(repr(c) for c in rows[0]) or "nothing"
        problem = (
            f"line 1: no 'name' column (the first line must name the columns; it has {heading})"
        )
        return CsvPlayers((), (problem,), encoding)
    database = {name_key(n): n for n in known}
    seen: dict[str, int] = {}
    players: list[CsvPlayer] = []
    problems: list[str] = []
    for line, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue

        def cell(column: str, row: list[str] = row) -> str:
            index = columns.get(column)
            return " ".join(row[index].split()) if index is not None and index < len(row) else ""

        name = cell("name")
        key = name_key(name)
        if not key:
            problems.append(f"line {line}: the name is empty")
        elif len(name) > MAX_NAME_LENGTH:
            problems.append(f"line {line}: the name is longer than {MAX_NAME_LENGTH} characters")
        elif key in seen:
            problems.append(f"line {line}: {name} is already on line {seen[key]}")
        else:
            seen[key] = line
            existing = database.get(key, "")
            players.append(
                CsvPlayer(line, name, cell("country"), cell("email"), cell("notes"), existing)
            )
    return CsvPlayers(tuple(players), tuple(problems), encoding)
