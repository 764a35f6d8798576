"""the revision of the domain's decisions each logged command was decided by

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-27
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | Sequence[str] | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema: the log entry's decision revision (existing entries: none recorded,
    decided before revisions were kept)."""
    with op.batch_alter_table("log_entry", schema=None) as batch_op:
        batch_op.add_column(sa.Column("decision_revision", sa.Integer(), nullable=True))


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("log_entry", schema=None) as batch_op:
        batch_op.drop_column("decision_revision")
