"""Count chips from the console: these players, a whole table, or everybody still in,
recorded as one director action (:class:`ui.chip_count.ChipCountDialog`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tournament.service import commands as c
from tournament.service.records import ChipCount
from ui.chip_count import ChipCountDialog
from ui.console.shell import ConsoleShell
from ui.viewmodels import CountRow

__all__ = ["CountReads", "count_chips"]


class CountReads(Protocol):
    """What counting chips reads: the stacks to count and the chips in play."""

    def count_rows(self, player_ids: Sequence[str] = ()) -> Sequence[CountRow]:
        """Every player still in with table, seat and stack (only ``player_ids``' rows)."""
        ...

    def chips_in_play(self) -> int:
        """The chips the event's entries put in play."""
        ...


def count_chips(
    shell: ConsoleShell,
    reads: CountReads,
    parent: QWidget,
    player_ids: Sequence[str] = (),
    table: int | None = None,
) -> bool:
    """Count these players (or table ``table``'s, or everybody still in) and record the
    counts typed as one director action; False when there is nothing to count or the
    director cancels."""
    everybody = list(reads.count_rows())
    if table is not None:
        rows = [r for r in everybody if r.table == table]
        title = QCoreApplication.translate("ChipCountDialog", "Chip counts: table %1")
        title = title.replace("%1", str(table))
    else:
        wanted = set(player_ids)
        rows = [r for r in everybody if not wanted or r.player_id in wanted]
        title = ""
    if not rows:
        shell.show_error(
            QCoreApplication.translate(
                "ChipCountDialog", "Nobody is playing there: there is no stack to count."
            )
        )
        return False
    counted = {r.player_id for r in rows}
    others = sum(r.stack for r in everybody if r.player_id not in counted)
    dialog = ChipCountDialog(rows, reads.chips_in_play(), others, title, parent)
    if not shell.run_dialog(dialog):
        return False
    counts = dialog.counts()
    batch = tuple(ChipCount(p, n) for p, n in counts.items())
    return bool(batch) and shell.send(c.RecordChipCounts(batch))
