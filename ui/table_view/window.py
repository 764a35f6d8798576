"""The Table view window: one table, its seats and the hand being played, keyboard first.

Keys (in the entry line, which keeps the focus): **F** fold, **C** check / call / post
the bring-in, **B** or **R** then the amount and **Enter** (``a`` or ``all in``: the
most allowed), **M** muck at showdown, **V** (Deal mode) shows the cards of the player
to act to that player; cards and counts are typed, then **Enter**. **Enter** on a
finished hand records it in the tournament (:mod:`ui.table_view.recording`), then starts
the next one. **Ctrl+Z** takes back the last entry of the hand (the tournament's own undo
is the console's). A hand left in progress when pokerfloor closed is asked about first:
**R** resumes it, **N** starts a new hand (:mod:`ui.table_view.resume`). The type scales
with the window (:mod:`ui.table_view.sizes`); the buttons beside the entry line are
:class:`ui.table_view.action_row.ActionRow`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QPalette, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QRadioButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tournament.errors import DomainError
from tournament.service.random_play import play_out
from tournament.service.table_hand import HandEntry, Mode, TableHand
from ui.domain_text import domain_text
from ui.table_view.action_row import ActionRow
from ui.table_view.card_picker import CardPicker
from ui.table_view.hand_log import HandLog
from ui.table_view.irregular import ask_exposed, ask_wrong, expose_typed, wrong_typed
from ui.table_view.keys import window_key
from ui.table_view.live import station_look
from ui.table_view.picture import TablePicture
from ui.table_view.play import TablePlay
from ui.table_view.quick_entry import CardLine, enter_up_cards
from ui.table_view.recording import record
from ui.table_view.redraw import redraw
from ui.table_view.resume import ask_on_opening, drop, resume
from ui.table_view.resume_panel import ResumePanel
from ui.table_view.seats import SeatsPanel
from ui.table_view.sizes import POINTS, apply_scale, fit_line, window_scale
from ui.table_view.state import ViewPhase, ViewState, step
from ui.table_view.typed_entry import read_entry
from ui.table_view.view_events import (
    Dealt,
    Dropped,
    Event,
    Finished,
    Interrupted,
    Resumed,
    Revealed,
    TookBack,
    played,
)

__all__ = ["TableViewWindow"]


class TableViewWindow(QWidget):
    """The table view of table ``number`` (see the module doc)."""

    def __init__(
        self,
        play: TablePlay,
        number: int,
        *,
        display_only: bool = False,
        demo_event: bool = False,
        notice: Callable[[str], None] | None = None,
        after_record: Callable[[int], str] | None = None,
        show_hands: Callable[[int], object] | None = None,
    ) -> None:
        super().__init__()
        self.show_hands = show_hands
        self.play = play
        self.number = number
        self.display_only = display_only
        self.demo_event = demo_event
        """A ``--demo`` event: Deal mode offers the random play-out (never in a real one)."""
        self.notice = notice
        self.after_record = after_record
        settings = play.facade.t.settings  # the event the view belongs to, named
        event = settings.name if settings is not None else ""
        self.state = ViewState(event=event)
        """What the view shows (:mod:`ui.table_view.state`); changed only by :meth:`send`."""
        self.picture: TablePicture | None = None
        """The picture last drawn (:meth:`refresh`)."""
        self.text_scale = 1.0
        """The window's type, 1.0 at 1280×800 (:mod:`ui.table_view.sizes`)."""
        title = self.tr("Table %1 · %2") if event else self.tr("Table %1")
        self.setWindowTitle(title.replace("%1", str(number)).replace("%2", event))
        self.setObjectName("tableView")
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#0b2618"))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#f4f4f4"))
        self.setPalette(palette)
        self.resize(1280, 800)
        self._build()
        if display_only:
            station_look(self)
        else:
            ask_on_opening(self)
        self.refresh()

    # ------------------------------------------------------------------ state

    def send(self, event: Event) -> None:
        """Move the view's state through the transition table
        (:func:`~ui.table_view.state.step`): an event the phase does not allow is refused
        (:class:`~ui.table_view.state.ViewTransitionError`)."""
        self.state = step(self.state, event)

    @property
    def hand(self) -> TableHand | None:
        """The hand on screen (played, followed, or the last one recorded), None: none."""
        return self.state.hand

    @property
    def recorded(self) -> bool:
        """The hand on screen is recorded in the tournament (or put aside, void)."""
        return self.state.phase is ViewPhase.RECORDED

    @property
    def interrupted(self) -> Interrupted | None:
        """A hand left in progress when pokerfloor closed, while it is asked about."""
        return self.state.asked if self.state.phase is ViewPhase.ASKING else None

    def wants_button(self) -> bool:
        """Between hands, the next hand is the table's first button game and has no button."""
        return (
            self.state.between_hands
            and not self.display_only
            and self.play.needs_button(self.number)
        )

    # ------------------------------------------------------------------ layout

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        # The type follows the window, not the window the type: enlarged for a TV, the
        # window still goes back to a tablet's size (and the type with it).
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.title = fit_line(POINTS["title"], "#f5c542", bold=True)
        top.addWidget(self.title, 1)
        self.record_mode = QRadioButton(self.tr("Record (live cards)"))
        self.deal_mode = QRadioButton(self.tr("Deal (the engine deals)"))
        self.record_mode.setChecked(True)
        self.modes = QButtonGroup(self)
        for button in (self.record_mode, self.deal_mode):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.modes.addButton(button)
            top.addWidget(button)
        layout.addLayout(top)
        self.stakes = fit_line(POINTS["stakes"], "#b9d3c4")
        layout.addWidget(self.stakes)
        middle = QHBoxLayout()
        self.seats = SeatsPanel()
        middle.addWidget(self.seats, 4)
        self.log = HandLog()
        middle.addWidget(self.log, 1)
        layout.addLayout(middle, 1)
        self.prompt = fit_line(POINTS["prompt"], "#ffffff", bold=True, lines=2)
        layout.addWidget(self.prompt)
        self.keys = fit_line(POINTS["keys"], "#f5c542")
        layout.addWidget(self.keys)
        row = QHBoxLayout()
        self.entry = QLineEdit()
        self.entry.installEventFilter(self)
        self.line = CardLine(self)
        """The entry line's lines of cards that go in by themselves (:mod:`.quick_entry`)."""
        self.entry.textChanged.connect(self.line.typed)
        row.addWidget(self.entry, 1)
        hands, number = self.show_hands, self.number
        self.buttons = ActionRow(self, None if hands is None else (lambda: hands(number)))
        """The buttons beside the entry line (:mod:`ui.table_view.action_row`)."""
        for pushed in self.buttons.shown():
            row.addWidget(pushed)
        layout.addLayout(row)
        self.error = QLabel()
        layout.addWidget(self.error)
        self.result = QLabel()
        self.picker = CardPicker(self.entry)  # in the result's place while cards are due
        # in the result's place while a hand left in progress is asked about
        self.resume_panel = ResumePanel(lambda: resume(self), lambda: drop(self))
        self.below = QStackedWidget()
        for page in (self.result, self.picker, self.resume_panel):
            self.below.addWidget(page)
        layout.addWidget(self.below)
        undo = QShortcut(QKeySequence.StandardKey.Undo, self)
        undo.activated.connect(self.take_back)
        self.entry.setFocus()
        self.text_scale = apply_scale(self, 1.0)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """The window was resized: its type follows (only when the scale changes)."""
        super().resizeEvent(event)
        scale = window_scale(event.size().width(), event.size().height())
        if scale != self.text_scale:
            self.text_scale = apply_scale(self, scale)

    # ------------------------------------------------------------------ keys

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Single keys act at once while the entry line is empty (F, C, B/R, M, N, V)."""
        if watched is self.entry and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            return window_key(self, event)
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------------ actions

    @property
    def mode(self) -> Mode:
        """Record or Deal, as chosen for the next hand."""
        return "deal" if self.deal_mode.isChecked() else "record"

    def new_hand(self, mode: Mode | None = None) -> bool:
        """Start the next hand at this table (refused: the reason is shown)."""
        if self.display_only or self.state.phase is ViewPhase.CLOSED:
            return False
        if mode is not None:
            (self.deal_mode if mode == "deal" else self.record_mode).setChecked(True)
        if self.state.phase is ViewPhase.ASKING:
            self.send(Dropped())  # a hand left in progress is dropped (void)
        try:
            hand = self.play.start(self.number, self.mode)
        except DomainError as exc:
            self.refused(str(exc))
            return False
        self.take_hand(hand, self.mode)
        self.error.clear()
        self.refresh()
        return True

    def take_hand(self, hand: TableHand, mode: Mode, *, resumed: bool = False) -> None:
        """Play (a station: show) ``hand``, dealt in ``mode``: nothing revealed yet."""
        (self.deal_mode if mode == "deal" else self.record_mode).setChecked(True)
        markers, waiting = self.play.marks(self.number, hand)
        self.send(Resumed(hand, markers, waiting) if resumed else Dealt(hand, markers, waiting))
        if hand.over:  # a station shows the operator's finished hand, not recorded yet
            self.send(Finished())

    def next_or_record(self) -> bool:
        """N pressed: record the finished hand first, else deal the next one."""
        if self.state.phase is ViewPhase.OVER:
            return self.record()
        self.new_hand()
        return True

    def enter(self, entry: HandEntry) -> bool:
        """Apply an entry to the hand; a refusal shows the floor's reason and changes nothing."""
        hand = self.hand
        if hand is None or self.display_only:
            return True
        try:
            hand.enter(entry)  # a finished hand refuses it: the floor's reason is shown
        except DomainError as exc:
            self.refused(str(exc))
            return True
        self.send(played(hand))  # the player who looked has acted: their cards go down again
        self.entry.clear()
        self.error.clear()
        self.refresh()
        return True

    def submit(self) -> None:
        """Enter pressed: the typed entry, or record / start a hand."""
        text = self.entry.text()
        phase, hand = self.state.phase, self.hand
        if phase is ViewPhase.OVER:
            self.record()
            return
        if hand is None or not self.state.in_hand:
            self.new_hand()
            return
        if phase is ViewPhase.EXPOSED:
            expose_typed(self, text)
            return
        if phase is ViewPhase.WRONG:
            wrong_typed(self, text)
            return
        try:
            entry = read_entry(hand, text)
        except DomainError as exc:
            self.refused(str(exc))
            return
        if entry.kind == "cards":  # a street's up cards, one player's or the whole line
            if enter_up_cards(self, entry.cards):
                self.send(played(hand))
                self.entry.clear()
                self.error.clear()
                self.refresh()
            return
        self.enter(entry)

    def record(self) -> bool:
        """Record the finished hand in the tournament (one undoable action;
        :func:`ui.table_view.recording.record`)."""
        return record(self)

    def draw_button(self) -> None:
        """Draw for the button at this table (its first button game): one command, one
        undo step in the tournament."""
        if self.display_only or not self.wants_button():
            return
        try:
            self.play.draw_button(self.number)
        except DomainError as exc:
            self.refused(str(exc))
            return
        self.error.clear()
        self.refresh()

    def take_back(self) -> None:
        """Take back the last entry of the hand (not once it is recorded)."""
        hand = self.hand
        if self.display_only or hand is None or not self.state.allows(TookBack()):
            return
        if hand.take_back() is None:
            return
        self.send(TookBack())
        self.error.clear()
        self.refresh()

    def misdeal(self) -> None:
        """Declare a misdeal (refused after substantial action, with the reason)."""
        self.enter(HandEntry("misdeal"))

    def expose_prompt(self) -> None:
        """Record a card the dealer exposed (:func:`~ui.table_view.irregular.ask_exposed`)."""
        ask_exposed(self)

    def wrong_amount_prompt(self) -> None:
        """A player put out a wrong amount (:func:`~ui.table_view.irregular.ask_wrong`)."""
        ask_wrong(self)

    def play_out(self) -> None:
        """Deal mode: the engine plays the rest of the hand at random (a demo aid)."""
        hand = self.hand
        if hand is None or hand.record or not self.state.in_hand:
            return
        if self.display_only or not self.demo_event:
            return  # a real event's hand is never played at random
        try:
            play_out(hand, self.play.facade.rng)
        except DomainError as exc:
            self.refused(str(exc))
        self.send(played(hand))
        self.refresh()

    def reveal(self) -> None:
        """Deal mode: the player to act sees (or hides again) their hole cards."""
        hand = self.hand
        if hand is None or hand.record:
            return
        p = hand.need().player
        if p is not None and self.state.allows(Revealed(p)):
            self.send(Revealed(p))
        self.refresh()

    def refused(self, reason: str) -> None:
        """Show a refusal (the floor's reason); nothing changed."""
        self.error.setText(domain_text(reason))

    # ------------------------------------------------------------------ drawing

    def refresh(self) -> None:
        """Redraw from the state: the hand (or, between hands, the tournament's table); the
        operator's view keeps the hand for the display stations, a station's view follows
        it."""
        if self.state.phase is not ViewPhase.CLOSED:
            self.picture = redraw(self)
