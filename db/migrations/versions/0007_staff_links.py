"""staff links: floor staff on their phones, and who sent each logged action

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-27
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | Sequence[str] | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema: the staff links, and the log entry's actor (existing entries: the
    console's, no actor)."""
    op.create_table(
        "staff_link",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("tournament_id", sa.String(length=64), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("tables", sa.JSON(), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("write_secret", sa.String(length=64), nullable=False),
        sa.Column("issued_ms", sa.BigInteger(), nullable=False),
        sa.Column("revoked_ms", sa.BigInteger(), nullable=True),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournament.id"],
            name=op.f("fk_staff_link_tournament_id_tournament"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_staff_link")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_staff_link_token_hash")),
    )
    with op.batch_alter_table("staff_link", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_staff_link_tournament_id"), ["tournament_id"], unique=False
        )
    with op.batch_alter_table("log_entry", schema=None) as batch_op:
        batch_op.add_column(sa.Column("actor", sa.String(length=200), nullable=True))


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("log_entry", schema=None) as batch_op:
        batch_op.drop_column("actor")
    with op.batch_alter_table("staff_link", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_staff_link_tournament_id"))
    op.drop_table("staff_link")
