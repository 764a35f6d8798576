"""lease fence: the writer's fencing number, bumped by every station that takes the lease

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-27
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema."""
    with op.batch_alter_table("lease", schema=None) as batch_op:
        batch_op.add_column(sa.Column("fence", sa.BigInteger(), server_default="0", nullable=False))


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("lease", schema=None) as batch_op:
        batch_op.drop_column("fence")
