"""satellites: a satellite's seat value and target, and the seats entered from one

Revision ID: 0011
Revises: 0008
Create Date: 2026-11-27
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | Sequence[str] | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema: the tournament's seat value and target event (existing tournaments:
    no satellite), and the seats entered in an event from a satellite."""
    with op.batch_alter_table("tournament", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("seat_cents", sa.BigInteger(), server_default="0", nullable=False)
        )
        batch_op.add_column(
            sa.Column("seat_target", sa.String(length=200), server_default="", nullable=False)
        )
    op.create_table(
        "seat_entry",
        sa.Column("tournament_id", sa.String(length=64), nullable=False),
        sa.Column("player_id", sa.String(length=64), nullable=False),
        sa.Column("satellite_id", sa.String(length=64), nullable=False),
        sa.Column("satellite_name", sa.String(length=200), nullable=False),
        sa.Column("satellite_player_id", sa.String(length=64), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournament.id"],
            name=op.f("fk_seat_entry_tournament_id_tournament"),
        ),
        sa.PrimaryKeyConstraint("tournament_id", "player_id", name=op.f("pk_seat_entry")),
    )
    with op.batch_alter_table("seat_entry", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_seat_entry_satellite_id"), ["satellite_id"], unique=False
        )


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("seat_entry", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_seat_entry_satellite_id"))
    op.drop_table("seat_entry")
    with op.batch_alter_table("tournament", schema=None) as batch_op:
        batch_op.drop_column("seat_target")
        batch_op.drop_column("seat_cents")
