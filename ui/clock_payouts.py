"""The clock screen's payouts as they are shown: the places and amounts that fit, in a
two-column table, and under it how many more places are paid."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["payout_table"]


def payout_table(
    payouts: tuple[tuple[str, str], ...], rows: int
) -> tuple[str, tuple[tuple[str, str], ...]]:
    """The payouts' rich text for a place of ``rows`` lines, and the lines it shows (the
    last one "+ N more" when not every place fits)."""
    shown = len(payouts) if len(payouts) <= rows else max(1, rows - 1)
    lines = payouts[:shown]
    table = "".join(
        f"<tr><td>{place}</td><td align='right'>{amount}</td></tr>" for place, amount in lines
    )
    more, below = len(payouts) - shown, ""
    if more > 0:  # the list is cut: its last line says how many places are not shown
        # under the table, not a row of it: a cell spanning both columns would widen them
        below = QCoreApplication.translate("ClockScreen", "+ %1 more").replace("%1", str(more))
        lines += ((below, ""),)
    return f"<table width='100%' cellspacing='0'>{table}</table>{below}", lines
