"""Structure templates kept per club: one TOML file per template, in a folder per club.

A club's director saves the structures they play ("Friday turbo", "Sunday deepstack") and
starts the next event's structure from one. Files are written with the structure file
format (:func:`tournament.structure_io.save_structure`), so a template can also be shared
or edited as a file. The root folder is the program's data folder unless one is given.

>>> import tempfile
>>> from tournament.structure_io import load_preset
>>> store = TemplateStore(Path(tempfile.mkdtemp()))
>>> path = store.save("Club Lyon", "Friday turbo", load_preset("nlhe-turbo"))
>>> store.clubs(), store.names("Club Lyon")
(['Club Lyon'], ['Friday turbo'])
>>> store.load("Club Lyon", "Friday turbo").name
'Friday turbo'
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from tournament.errors import DomainError
from tournament.structure import Structure
from tournament.structure_io import load_structure, save_structure

__all__ = ["TemplateStore"]

_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f]')


def _folder_name(name: str) -> str:
    cleaned = _UNSAFE.sub("_", name.strip()).strip(". ")
    if not cleaned:
        raise DomainError("Give the template a name")
    return cleaned


class TemplateStore:
    """Templates under ``root``: ``root/<club>/<template>.toml``."""

    def __init__(self, root: Path | None = None) -> None:
        if root is None:
            data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
            root = Path(data) / "structure-templates"
        self.root = root

    def clubs(self) -> list[str]:
        """The clubs with at least one template, sorted."""
        if not self.root.is_dir():
            return []
        return sorted(p.name for p in self.root.iterdir() if p.is_dir() and any(p.glob("*.toml")))

    def names(self, club: str) -> list[str]:
        """The templates of ``club``, sorted by name."""
        folder = self.root / _folder_name(club)
        return sorted(p.stem for p in folder.glob("*.toml")) if folder.is_dir() else []

    def path(self, club: str, name: str) -> Path:
        """Where template ``name`` of ``club`` is kept."""
        return self.root / _folder_name(club) / f"{_folder_name(name)}.toml"

    def save(self, club: str, name: str, structure: Structure) -> Path:
        """Keep ``structure`` as template ``name`` of ``club`` (it replaces one so named)."""
        target = self.path(club, name)
        target.parent.mkdir(parents=True, exist_ok=True)
        save_structure(replace(structure, name=name.strip()), target)
        return target

    def load(self, club: str, name: str) -> Structure:
        """Template ``name`` of ``club`` (a :class:`DomainError` names a damaged file)."""
        return load_structure(self.path(club, name))
