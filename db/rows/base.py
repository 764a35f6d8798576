"""The declarative base of every row class: one metadata with a constraint naming
convention (stable names for migrations), and the JSON column type (:data:`Json`).
"""

from __future__ import annotations

from typing import Any, ClassVar

from sqlalchemy import JSON, MetaData
from sqlalchemy.orm import DeclarativeBase

__all__ = [
    "NAMING_CONVENTION",
    "Base",
    "Json",
]


NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_N_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


Json = dict[str, Any]


class Base(DeclarativeBase):
    """Declarative base with a constraint naming convention (stable names for migrations)."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map: ClassVar[dict[Any, Any]] = {Json: JSON, list[Json]: JSON}
