"""The clock screen's lettering: colours, labels sized for a 1920×1080 screen, and the
measures that scale them to the window (a line too wide for its place is shrunk to fit).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextDocument
from PySide6.QtWidgets import QLabel, QSizePolicy

__all__ = [
    "ALARM",
    "BACKGROUND",
    "BREAK",
    "CENTRE",
    "FELT",
    "GOLD",
    "LEFT",
    "REFERENCE",
    "RIGHT",
    "SOFT",
    "WHITE",
    "fit",
    "ink_fits",
    "lettered",
    "line_height",
    "rich_text_width",
    "set_pixel_size",
    "split_stake",
    "text_width",
]

BACKGROUND = "#0b1d14"
FELT = "#12402a"
GOLD = "#f5c542"
WHITE = "#f4f4f4"
SOFT = "#b9d3c4"
BREAK = "#5ab0ff"
ALARM = "#ff5252"

REFERENCE = (1920, 1080)
"""The screen the pixel sizes are given for; other sizes scale them."""

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter


def lettered(
    colour: str, size: int, bold: bool = False, align: Qt.AlignmentFlag = CENTRE
) -> QLabel:
    """A label of ``size`` pixels at the reference screen (its ``reference_px`` property)."""
    label = QLabel()
    label.setAlignment(align)
    label.setStyleSheet(f"color: {colour}; background: transparent;")
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
    label.setFont(QFont("DejaVu Sans", 10, QFont.Weight.Bold if bold else QFont.Weight.Normal))
    label.setProperty("reference_px", size)
    return label


def split_stake(text: str) -> tuple[str, str]:
    """``"Blinds 100 / 200"`` → ``("Blinds", "100 / 200")``: the words before the first digit
    are the caption (in every language the amounts start with a digit).

    >>> split_stake("Big blind ante 1,000")
    ('Big blind ante', '1,000')
    """
    match = re.search(r"\d", text)
    if match is None:
        return text, ""
    return text[: match.start()].strip(), text[match.start() :].strip()


def text_width(label: QLabel, pixels: int, lines: list[str] | None = None) -> int:
    """The width of ``label``'s widest line (or of ``lines``) at ``pixels`` pixels."""
    font = QFont(label.font())
    font.setPixelSize(max(8, pixels))
    metrics = QFontMetrics(font)
    if lines is None:
        lines = label.text().split("\n")
    return max((metrics.horizontalAdvance(line) for line in lines), default=0)


def rich_text_width(label: QLabel, pixels: int) -> int:
    """The width ``label``'s rich text (the payouts' table) takes at ``pixels`` pixels, laid
    out unwrapped as the label draws it: its columns as wide as their widest cells."""
    font = QFont(label.font())
    font.setPixelSize(max(8, pixels))
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(font)
    document.setHtml(label.text())
    return math.ceil(document.idealWidth())


def line_height(label: QLabel, pixels: int) -> int:
    """The full height of one line of ``label``'s font at ``pixels`` pixels (ascent and
    descent: what a line needs so that no letter is cut)."""
    font = QFont(label.font())
    font.setPixelSize(max(8, pixels))
    return QFontMetrics(font).height()


def ink_fits(label: QLabel, pixels: int, lines: list[str]) -> bool:
    """Whether the ink of ``lines`` at ``pixels`` pixels stays inside ``label``'s height, the
    lines placed as the label aligns them (centred, or from the top): a line box taller than
    the label is fine as long as no letter reaches out of it (digits have no descenders)."""
    if not lines:
        return True
    font = QFont(label.font())
    font.setPixelSize(max(8, pixels))
    metrics = QFontMetrics(font)
    height = label.height()
    box = len(lines) * metrics.height()
    top = 0 if label.alignment() & Qt.AlignmentFlag.AlignTop else (height - box) // 2
    first, last = metrics.tightBoundingRect(lines[0]), metrics.tightBoundingRect(lines[-1])
    ink_top = top + metrics.ascent() + first.top()
    ink_bottom = top + (len(lines) - 1) * metrics.height() + metrics.ascent() + last.bottom()
    return ink_top >= 0 and ink_bottom <= height


def set_pixel_size(label: QLabel, pixels: int) -> None:
    """Give ``label`` a font of ``pixels`` pixels (8 at least; unchanged: nothing done)."""
    font = label.font()
    if font.pixelSize() != max(8, pixels):
        font.setPixelSize(max(8, pixels))
        label.setFont(font)


def fit(
    label: QLabel, pixels: int, width: int, rows: Sequence[tuple[str, str]] | None = None
) -> None:
    """Shrink ``label``'s font from ``pixels`` until its widest line fits ``width`` and its
    letters stay inside the label's height. ``rows``: the (place, amount) lines of a rich-text
    table (the payouts), measured as the table lays out."""
    lines = None
    if rows is not None:  # rich text: measure the table as it lays out
        lines = [f"{place}  {amount}" for place, amount in rows]
        widest = rich_text_width(label, pixels)
        while widest > width > 0 and pixels > 8:  # columns do not scale exactly
            pixels = min(pixels - 1, pixels * width // widest)
            widest = rich_text_width(label, pixels)
    if label.textFormat() != Qt.TextFormat.RichText or lines is not None:
        widest = text_width(label, pixels, lines)
        if widest > width > 0:
            pixels = pixels * width // widest
        shown = lines if lines is not None else label.text().split("\n")
        while label.height() > 0 and pixels > 8 and not ink_fits(label, pixels, shown):
            pixels = pixels * 19 // 20
    set_pixel_size(label, pixels)
