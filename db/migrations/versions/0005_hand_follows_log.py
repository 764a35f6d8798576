"""hand rows follow the log: each names the log entry that recorded it and whether it is undone

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-27

A hand's row is now written by the transaction of the ``RecordHandPlayed`` command that
carries its PHH text (``log_seq``), and an undo or redo of that command sets ``undone``
in its own transaction. The rows an earlier pokerfloor wrote (in a transaction of their
own, after the command) are tied here to the command whose PHH text they hold, oldest
first; a command whose row never got written (the program was killed between the two)
gets it now, from the command; ``undone`` is what the log's undo and redo entries say.
"""

from __future__ import annotations

import tomllib
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_LOG = sa.table(
    "log_entry",
    sa.column("seq", sa.Integer),
    sa.column("tournament_id", sa.String),
    sa.column("kind", sa.String),
    sa.column("target_seq", sa.Integer),
    sa.column("command", sa.JSON),
    sa.column("at_ms", sa.BigInteger),
)
_HAND = sa.table(
    "hand",
    sa.column("id", sa.Integer),
    sa.column("tournament_id", sa.String),
    sa.column("table_number", sa.Integer),
    sa.column("number", sa.Integer),
    sa.column("game", sa.String),
    sa.column("rules", sa.JSON),
    sa.column("phh", sa.Text),
    sa.column("at_ms", sa.BigInteger),
    sa.column("log_seq", sa.Integer),
    sa.column("undone", sa.Boolean),
)


def upgrade() -> None:
    """Upgrade schema, then tie the stored hands to the log."""
    with op.batch_alter_table("hand", schema=None) as batch_op:
        batch_op.add_column(sa.Column("log_seq", sa.Integer(), nullable=True))
        batch_op.add_column(
            sa.Column("undone", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch_op.create_index(batch_op.f("ix_hand_log_seq"), ["log_seq"], unique=False)
        batch_op.create_foreign_key(
            batch_op.f("fk_hand_log_seq_log_entry"), "log_entry", ["log_seq"], ["seq"]
        )
    _tie_hands_to_the_log(op.get_bind())


def _tie_hands_to_the_log(conn: sa.Connection) -> None:
    recorded: dict[tuple[str, int, str], list[tuple[int, dict[str, Any], int]]] = defaultdict(list)
    flips: dict[int, int] = defaultdict(int)
    rows = conn.execute(
        sa.select(
            _LOG.c.seq,
            _LOG.c.tournament_id,
            _LOG.c.kind,
            _LOG.c.target_seq,
            _LOG.c.command,
            _LOG.c.at_ms,
        ).order_by(_LOG.c.seq)
    )
    for seq, tid, kind, target, command, at_ms in rows:
        if kind in ("undo", "redo") and target is not None:
            flips[int(target)] += 1
        elif (
            kind == "command"
            and isinstance(command, dict)
            and command.get("type") == "RecordHandPlayed"
            and command.get("phh")
        ):
            key = (str(tid), int(command.get("table", 0)), str(command["phh"]))
            recorded[key].append((int(seq), command, int(at_ms)))
    hands = conn.execute(
        sa.select(_HAND.c.id, _HAND.c.tournament_id, _HAND.c.table_number, _HAND.c.phh)
        .where(_HAND.c.log_seq.is_(None))
        .order_by(_HAND.c.at_ms, _HAND.c.id)
    ).all()
    for hand_id, tid, table, phh in hands:
        waiting = recorded.get((str(tid), int(table), str(phh)))
        if not waiting:
            continue  # no command carries this text: the row stays as it was
        seq, _, _ = waiting.pop(0)
        conn.execute(
            sa.update(_HAND)
            .where(_HAND.c.id == hand_id)
            .values(log_seq=seq, undone=flips[seq] % 2 == 1)
        )
    for (tid, table, phh), left in recorded.items():
        for seq, command, at_ms in left:  # the hand's row was lost after its command
            conn.execute(
                sa.insert(_HAND).values(
                    tournament_id=tid,
                    table_number=table,
                    number=_field(phh, "hand", 0),
                    game=str(command.get("game", "")),
                    rules=_field(phh, "_rules", {}),
                    phh=phh,
                    at_ms=at_ms,
                    log_seq=seq,
                    undone=flips[seq] % 2 == 1,
                )
            )


def _field(phh: str, name: str, default: Any) -> Any:
    try:
        value = tomllib.loads(phh).get(name, default)
    except tomllib.TOMLDecodeError:
        return default
    return value if isinstance(value, type(default)) else default


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("hand", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("fk_hand_log_seq_log_entry"), type_="foreignkey")
        batch_op.drop_index(batch_op.f("ix_hand_log_seq"))
        batch_op.drop_column("undone")
        batch_op.drop_column("log_seq")
