"""The table view's type and buttons scale with the window, as the seats do: the sizes
below are those of a 1280×800 tablet window; a 1920×1080 screen or a TV gets them larger
(:func:`window_scale`), so the title, whose turn it is, what calling costs and the
buttons stay readable from across the table.

The title, the stakes, the prompt and the keys line are :class:`FitLabel` s (set smaller,
never cut, when a text is too long for the width); the other lines keep a fixed number of
lines' height at each scale (a new text repaints that line alone).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy

from ui.table_view.fit_label import FitLabel
from ui.table_view.window_port import ScaledView

__all__ = ["BASE_WINDOW", "POINTS", "apply_scale", "fit_line", "window_scale"]

BASE_WINDOW = (1280, 800)
"""The window size the points below are designed for (scale 1.0)."""

POINTS = {
    "title": 22,
    "stakes": 16,
    "prompt": 20,
    "keys": 14,
    "entry": 18,
    "button": 13,
    "mode": 13,
    "error": 14,
    "result": 14,
    "log": 12,
    "resume": 15,
}
"""Each part's type in points at scale 1.0."""

_LOG_WIDTH = 340
"""The hand log's widest at scale 1.0 (it grows with the type)."""


def window_scale(width: int, height: int) -> float:
    """How much larger than designed the type is in a window this size (the smaller of
    the two directions, between 0.8 and 1.8, in steps of 0.05 so a small resize keeps it).

    >>> window_scale(1280, 800), window_scale(1920, 1080), window_scale(3840, 2160)
    (1.0, 1.35, 1.8)
    >>> window_scale(1024, 700)
    0.8
    """
    scale = min(width / BASE_WINDOW[0], height / BASE_WINDOW[1])
    return round(min(1.8, max(0.8, scale)) * 20) / 20


def fit_line(points: int, colour: str, *, bold: bool = False, lines: int = 1) -> FitLabel:
    """A left-aligned line of the window that fits its width (set smaller, never cut)."""
    label = FitLabel(points, colour, bold=bold, lines=lines, shrink=0.6)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    return label


def _pt(part: str, scale: float) -> str:
    return f"font-size: {POINTS[part] * scale:.1f}pt;"


def apply_scale(window: ScaledView, scale: float) -> float:
    """Set the window's type (not the seats': the seats panel scales its own) for
    ``scale``, and the fixed heights of the lines that follow from it; ``scale`` is
    returned (the window keeps it)."""
    for label in (window.title, window.stakes, window.prompt, window.keys):
        label.set_scale(scale)
    pad = f"padding: {round(6 * scale)}px {round(10 * scale)}px;"
    button_style = _pt("button", scale) + pad
    for button in window.buttons.shown():
        button.setStyleSheet(button_style)
    for mode in (window.record_mode, window.deal_mode):
        mode.setStyleSheet(
            f"QRadioButton {{ color: #b9d3c4; {_pt('mode', scale)} }}"
            " QRadioButton:checked { color: #f5c542; font-weight: bold; }"
        )
    window.entry.setStyleSheet(_pt("entry", scale) + " padding: 2px;")
    window.error.setStyleSheet(_pt("error", scale) + " color: #ff8080; font-weight: bold;")
    window.result.setStyleSheet(_pt("result", scale) + " color: #d8f5d0;")
    window.log.setStyleSheet(_pt("log", scale) + " background: #12301f; color: #e8e8e8;")
    window.log.setMaximumWidth(round(_LOG_WIDTH * scale))
    window.picker.set_scale(scale)
    window.resume_panel.setStyleSheet(
        f"QLabel {{ {_pt('resume', scale)} color: #f4f4f4; }}"
        f" QPushButton {{ {_pt('resume', scale)} font-weight: bold; {pad} }}"
    )
    for wrapped, lines in ((window.error, 2), (window.result, 3)):
        _steady(wrapped, lines)
    for page in (window.result, window.picker, window.resume_panel, window.below):
        page.updateGeometry()  # the sizes they need at the new type, not the old one's
    layout = window.layout()
    if layout is not None:
        layout.invalidate()
    return scale


def _steady(label: QLabel, lines: int) -> None:
    """``label`` keeps the height of ``lines`` lines whatever it says."""
    label.setWordWrap(True)
    label.ensurePolished()
    label.setFixedHeight(lines * label.fontMetrics().height() + 4)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
