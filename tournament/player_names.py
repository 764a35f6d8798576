"""Players' names as the player database matches them, and players read from a CSV file.

:func:`name_key` is the one rule for "the same person": case, accents, full-width letters
and extra spaces are ignored, nothing else ("Zoë  MÜLLER" and "zoe muller" are one person;
Japanese kana keep their voicing marks, so カ and ガ stay apart).  :func:`did_you_mean`
finds the names close to a new one (a typo, the names the other way round) so that the
director picks the existing person instead of creating a second.

:func:`read_players_csv` reads a player list exported from a spreadsheet or another
program: a header row naming the columns (``name`` at least), the one of ``,`` ``;`` or tab
its header line uses most between fields, UTF-16 with its byte order mark (Excel's "Unicode
text"), UTF-8 or Windows-1252 text, any line endings.  Every row is checked; each problem
names its line (a bad row: a byte that is not text, a control character such as NUL, more
cells than the header, a quote never closed, a field over 128 KiB), and rows already in the
database are marked rather than refused.  Nothing is merged, cut or replaced silently.

>>> name_key("  Zoë   MÜLLER ") == name_key("zoe muller")
True
>>> did_you_mean("Alise Moreau", ["Alice Moreau", "Bob Stone"])
['Alice Moreau']
>>> did_you_mean("Moreau Alice", ["Alice Moreau"])
['Alice Moreau']
"""

from __future__ import annotations

import codecs
import csv
import io
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from difflib import SequenceMatcher

from tournament.errors import DomainError

__all__ = [
    "MAX_NAME_LENGTH",
    "CsvPlayer",
    "CsvPlayers",
    "check_name",
    "decode_csv",
    "did_you_mean",
    "name_key",
    "read_players_csv",
]

MAX_NAME_LENGTH = 200
"""The longest name a player may have: checked where a name is entered (registration, the
player database, a CSV import), so every list, card and export shows it whole."""

_INVISIBLE = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Fillers that draw nothing although Unicode calls them letters (Hangul, Braille blank)."""


def check_name(name: str) -> str:
    """``name`` trimmed, or a :class:`DomainError` when it has no visible character (only
    spaces, zero-width or other invisible characters) or is longer than
    :data:`MAX_NAME_LENGTH`.

    >>> check_name("  Anna Berg ")
    'Anna Berg'
    """
    text = name.strip()
    visible = [
        ch for ch in text if ch not in _INVISIBLE and unicodedata.category(ch)[0] not in "ZC"
    ]
    if not visible:
        raise DomainError("The name has no visible letters (only spaces or invisible characters)")
    if len(text) > MAX_NAME_LENGTH:
        raise DomainError(
            f"The name is {len(text):,} characters long; a name has at most "
            f"{MAX_NAME_LENGTH} characters"
        )
    return text


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
    if name.isascii():  # nothing to decompose (most names; 10,000 of them at each opening)
        return " ".join(name.casefold().split())
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
    """The text of a CSV file and its encoding: UTF-16 with its byte order mark (Excel's
    "Unicode text"), UTF-8 (with or without a BOM), else the Windows-1252 that older
    spreadsheets write. Bytes that are not text in that encoding are kept as lone
    surrogates (``\udc81`` for byte 0x81), never replaced: :func:`read_players_csv`
    refuses the rows that hold them."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="surrogatepass"), "UTF-16"
    try:
        return data.decode("utf-8-sig"), "UTF-8"
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="surrogateescape"), "Windows-1252"


def _records(lines: list[str], dialect: type[csv.Dialect]) -> Iterator[_Record]:
    """Each record of the file: its first line and its cells, or its first line and why it
    cannot be read. After a record that cannot be read (an unterminated quote, a field too
    large), reading starts again on the next line, so one bad record costs only itself."""
    pos = 0
    while pos < len(lines):
        reader = csv.reader(lines[pos:], dialect, strict=True)
        start = pos + 1
        try:
            for row in reader:
                yield start, row, ""
                start = pos + reader.line_num + 1
            return
        except csv.Error as error:
            yield start, None, _csv_reason(str(error))
            pos = start


_Record = tuple[int, list[str] | None, str]


class _Semicolon(csv.excel):
    """The CSV of spreadsheets set to a language whose decimal separator is a comma."""

    delimiter = ";"


def _csv_reason(error: str) -> str:
    if "field limit" in error:
        return f"a field is longer than {csv.field_size_limit():,} characters"
    if "end of data" in error:
        return 'a quote (") opened on this line is never closed'
    return f"the line cannot be read as CSV ({error})"


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_UNDECODED = re.compile(r"[\udc80-\udcff]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")


def _row_problem(row: list[str], columns: int, encoding: str) -> str:
    """Why a row read from the file cannot be a player (empty when it can)."""
    text = "".join(row)
    undecoded = _UNDECODED.search(text) if encoding == "Windows-1252" else None
    if undecoded is not None:
        byte = ord(undecoded.group()) - 0xDC00
        return f"byte 0x{byte:02X} is not a character in {encoding}; save the file as UTF-8"
    if _SURROGATE.search(text):
        return f"the row holds bytes that are not {encoding} text; save the file as UTF-8"
    control = _CONTROL.search(text)
    if control is not None:
        code = ord(control.group())
        what = "NUL" if code == 0 else f"U+{code:04X}"
        return f"the row holds a control character ({what})"
    extra = [cell for cell in row[columns:] if cell.strip()]
    if extra:
        return (
            f"{len(row)} cells but the first line names {columns} column(s); a name with "
            "a comma or a semicolon must be in quotes"
        )
    return ""


def _visible(name: str) -> bool:
    try:
        check_name(name[:MAX_NAME_LENGTH])
    except DomainError:
        return False
    return True


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
    lines = list(io.StringIO(text, newline=""))
    heading = lines[0] if lines else ""
    dialect = csv.excel_tab if heading.count("\t") else csv.excel
    if heading.count(";") > max(heading.count(","), heading.count("\t")):
        dialect = _Semicolon
    records = _records(lines, dialect)
    first = next(records, None)
    if first is None:
        return CsvPlayers((), ("the file is empty",), encoding)
    if first[1] is None:
        return CsvPlayers((), (f"line {first[0]}: {first[2]}",), encoding)
    header = first[1]
    columns = _header(header)
    if "name" not in columns:
        heading = ", ".join(repr(c) for c in header) or "nothing"
        problem = (
            f"line 1: no 'name' column (the first line must name the columns; it has {heading})"
        )
        return CsvPlayers((), (problem,), encoding)
    database = {name_key(n): n for n in known}
    seen: dict[str, int] = {}
    players: list[CsvPlayer] = []
    problems: list[str] = []
    for line, cells, reason in records:
        if cells is None:
            problems.append(f"line {line}: {reason}")
            continue
        row = cells
        if not any(cell.strip() for cell in row):
            continue
        bad = _row_problem(row, len(header), encoding)
        if bad:
            problems.append(f"line {line}: {bad}")
            continue

        def cell(column: str, row: list[str] = row) -> str:
            index = columns.get(column)
            return " ".join(row[index].split()) if index is not None and index < len(row) else ""

        name = cell("name")
        key = name_key(name)
        if not key:
            problems.append(f"line {line}: the name is empty")
        elif not _visible(name):
            problems.append(
                f"line {line}: the name has no visible letters (only invisible characters)"
            )
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
