"""What the table view's parts need of their window, as small protocols: its state and
table, the lines it draws, its actions.

The keys (:mod:`~ui.table_view.keys`), the drawing (:mod:`~ui.table_view.redraw`), the
display stations' side (:mod:`~ui.table_view.live`), the hand left in progress
(:mod:`~ui.table_view.resume`), recording (:mod:`~ui.table_view.recording`), the
irregularities (:mod:`~ui.table_view.irregular`), the quick entries
(:mod:`~ui.table_view.quick_entry`) and the type's scale (:mod:`~ui.table_view.sizes`)
each act on the protocol here that names what they use (:class:`ViewBase` and the ones
built on it); :class:`~ui.table_view.window.TableViewWindow` is the one window that has
all of it. They import this module, never the window's: the window imports them.
The widgets typed here come from modules that import no part acting on the window (an
import-linter contract in ``pyproject.toml`` keeps it so: no import circle through the
window).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtWidgets import QLabel, QLayout, QLineEdit, QRadioButton, QStackedWidget

from tournament.service.table_hand import HandEntry, Mode, TableHand
from ui.table_view.action_row import ActionRow
from ui.table_view.card_picker import CardPicker
from ui.table_view.fit_label import FitLabel
from ui.table_view.hand_log import HandLog
from ui.table_view.play import TablePlay
from ui.table_view.resume_panel import ResumePanel
from ui.table_view.seats import SeatsPanel
from ui.table_view.state import ViewState
from ui.table_view.view_events import Event, Interrupted

__all__ = [
    "AskedView",
    "DrawnView",
    "EntryLine",
    "EntryView",
    "IrregularView",
    "KeyedView",
    "RecordingView",
    "ScaledView",
    "ViewBase",
    "ViewLines",
]


class EntryLine(Protocol):
    """The entry line's lines of cards that go in by themselves
    (:class:`~ui.table_view.quick_entry.CardLine`)."""

    def take_went_in(self) -> bool:
        """Whether a line just went in by itself (asked once: then forgotten)."""
        ...


class ViewBase(Protocol):
    """A table view: its state, table, entry line and error line, and the state's one
    way of changing."""

    state: ViewState
    play: TablePlay
    number: int
    display_only: bool
    entry: QLineEdit
    error: QLabel

    @property
    def hand(self) -> TableHand | None:
        """The hand on screen (played, followed, or the last one recorded), None: none."""
        ...

    def send(self, event: Event) -> None:
        """Move the view's state through its transition table."""
        ...

    def refresh(self) -> None:
        """Redraw from the state."""
        ...

    def refused(self, reason: str) -> None:
        """Show a refusal (the floor's reason); nothing changed."""
        ...


class EntryView(ViewBase, Protocol):
    """A table view taking entries."""

    def enter(self, entry: HandEntry) -> bool:
        """Apply an entry to the hand (a refusal is shown)."""
        ...

    def submit(self) -> None:
        """Enter pressed: the typed entry, or record / start a hand."""
        ...


class ViewLines(Protocol):
    """What a table view draws on: its lines, seats, log, buttons and the pages below."""

    title: FitLabel
    stakes: FitLabel
    prompt: FitLabel
    keys: FitLabel
    seats: SeatsPanel
    log: HandLog
    buttons: ActionRow
    result: QLabel
    picker: CardPicker
    resume_panel: ResumePanel
    below: QStackedWidget


class ScaledView(ViewLines, Protocol):
    """A table view whose type is scaled (:mod:`~ui.table_view.sizes`) or dressed as a
    display station's."""

    record_mode: QRadioButton
    deal_mode: QRadioButton
    entry: QLineEdit
    error: QLabel

    def layout(self) -> QLayout | None:
        """The window's layout (Qt's)."""
        ...


class DrawnView(ViewBase, ViewLines, Protocol):
    """A table view being drawn (:mod:`~ui.table_view.redraw`), a station's following the
    operator's hand."""

    demo_event: bool

    def wants_button(self) -> bool:
        """Between hands, the next hand is the table's first button game."""
        ...

    def take_hand(self, hand: TableHand, mode: Mode, *, resumed: bool = False) -> None:
        """Play (a station: show) ``hand``, dealt in ``mode``."""
        ...


class AskedView(ViewBase, Protocol):
    """A table view asking about a hand left in progress (:mod:`~ui.table_view.resume`)."""

    record_mode: QRadioButton
    deal_mode: QRadioButton

    @property
    def interrupted(self) -> Interrupted | None:
        """A hand left in progress when pokerfloor closed, while it is asked about."""
        ...

    def take_hand(self, hand: TableHand, mode: Mode, *, resumed: bool = False) -> None:
        """Play (a station: show) ``hand``, dealt in ``mode``."""
        ...

    def new_hand(self, mode: Mode | None = None) -> bool:
        """Start the next hand at this table (refused: the reason is shown)."""
        ...


class KeyedView(EntryView, AskedView, Protocol):
    """A table view taking single keys (:mod:`~ui.table_view.keys`)."""

    @property
    def line(self) -> EntryLine:
        """The entry line's lines of cards that go in by themselves."""
        ...

    def wants_button(self) -> bool:
        """Between hands, the next hand is the table's first button game."""
        ...

    def next_or_record(self) -> bool:
        """N pressed: record the finished hand first, else deal the next one."""
        ...

    def take_back(self) -> None:
        """Take back the last entry of the hand."""
        ...

    def draw_button(self) -> None:
        """Draw for the button at this table."""
        ...

    def reveal(self) -> None:
        """Deal mode: the player to act sees (or hides again) their hole cards."""
        ...

    def wrong_amount_prompt(self) -> None:
        """A player put out a wrong amount: ask for it."""
        ...


class IrregularView(EntryView, Protocol):
    """A table view asking for an exposed card or a wrong amount
    (:mod:`~ui.table_view.irregular`)."""

    prompt: FitLabel


class RecordingView(ViewBase, Protocol):
    """A table view recording its finished hand (:mod:`~ui.table_view.recording`)."""

    notice: Callable[[str], None] | None
    after_record: Callable[[int], str] | None
