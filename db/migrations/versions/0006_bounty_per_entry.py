"""bounty per entry: a player who re-entered is knocked out once per entry

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-27
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema: the victim's entry joins the key (existing knock-outs are entry 1)."""
    with op.batch_alter_table("bounty", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("victim_entry", sa.Integer(), nullable=False, server_default="1")
        )
        batch_op.drop_constraint("pk_bounty", type_="primary")
        batch_op.create_primary_key("pk_bounty", ["tournament_id", "victim_id", "victim_entry"])


def downgrade() -> None:
    """Downgrade schema: one knock-out per victim (the latest entry's is kept)."""
    op.execute(
        "DELETE FROM bounty WHERE victim_entry < "
        "(SELECT MAX(b.victim_entry) FROM bounty b "
        "WHERE b.tournament_id = bounty.tournament_id AND b.victim_id = bounty.victim_id)"
    )
    with op.batch_alter_table("bounty", schema=None) as batch_op:
        batch_op.drop_constraint("pk_bounty", type_="primary")
        batch_op.create_primary_key("pk_bounty", ["tournament_id", "victim_id"])
        batch_op.drop_column("victim_entry")
