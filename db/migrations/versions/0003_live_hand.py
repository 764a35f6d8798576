"""live hand: the hand in progress at each table, for display stations to follow

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-24
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema."""
    op.create_table(
        "live_hand",
        sa.Column("tournament_id", sa.String(length=64), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("hand", sa.JSON(), nullable=True),
        sa.Column("at_ms", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournament.id"],
            name=op.f("fk_live_hand_tournament_id_tournament"),
        ),
        sa.PrimaryKeyConstraint("tournament_id", "table_number", name=op.f("pk_live_hand")),
    )
    with op.batch_alter_table("live_hand", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_live_hand_revision"), ["revision"], unique=False)


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("live_hand", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_live_hand_revision"))
    op.drop_table("live_hand")
