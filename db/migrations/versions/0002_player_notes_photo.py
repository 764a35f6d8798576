"""player notes and photo: the player database keeps optional notes and a photo per person

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-24
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema."""
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.add_column(sa.Column("notes", sa.Text(), nullable=False, server_default=""))
        batch_op.add_column(sa.Column("photo", sa.LargeBinary(), nullable=True))


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.drop_column("photo")
        batch_op.drop_column("notes")
