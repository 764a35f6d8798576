"""Drawing the table view: the picture of the hand (or, between hands, of the tournament's
table) put on the window's labels, seats, log, buttons and the card picker; the operator's
view keeps the hand for the display stations, a station's view follows it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui.table_view.card_picker import dealt_cards, wants_cards
from ui.table_view.idle import idle_picture
from ui.table_view.live import follow, publish, station_picture
from ui.table_view.picture import TablePicture, hand_picture
from ui.table_view.resume import interrupted_picture
from ui.table_view.state import ViewPhase
from ui.table_view.window_port import DrawnView
from ui.viewmodels import format_chips

__all__ = ["redraw", "still_recorded"]


def still_recorded(window: DrawnView) -> bool:
    """The hand recorded is the table's last in the tournament (not undone, no hand
    recorded after it; a misdeal: no hand since), so its award line stays on screen."""
    hand = window.state.hand
    if hand is None or window.state.phase is not ViewPhase.RECORDED:
        return False
    counted = window.play.hands_dealt(window.number) + (1 if hand.void else 0)
    return hand.setup.number == counted


def redraw(window: DrawnView) -> TablePicture:
    """Redraw ``window`` from its state, the hand or the table (see the module doc); the
    picture drawn is returned."""
    if window.display_only:
        follow(window)
    state = window.state
    hand = state.hand
    asking = state.phase is ViewPhase.ASKING
    if hand is None or state.between_hands:
        picture = idle_picture(window.play, window.number, hand, still_recorded(window))
    else:
        picture = hand_picture(hand, state.marker_map, state.revealed, state.waiting)
    if window.display_only:
        picture = station_picture(window, picture)
    elif asking:
        picture = interrupted_picture(window, picture)
    for label, text in ((window.title, picture.title), (window.stakes, picture.stakes)):
        label.show_text(text)
    window.seats.show_picture(picture)
    prompt, keys = picture.prompt, picture.keys
    if state.phase is ViewPhase.AMOUNT and hand is not None and not hand.over:
        legal = hand.hand.legal_actions()
        if legal.raise_to is not None:
            low, high = legal.raise_to
            keys = QCoreApplication.translate(
                "TableViewWindow", "Amount: min %1, max %2 ('a' = all in), Enter · Esc cancels"
            )
            keys = keys.replace("%1", format_chips(low)).replace("%2", format_chips(high))
    window.prompt.show_text(prompt)
    window.keys.show_text(keys)
    window.log.show_lines(picture.log)
    result = "\n".join(picture.result)
    if window.result.text() != result:
        window.result.setText(result)
    editable = not window.display_only
    row = window.buttons
    for widget in (window.entry, row.take_back, row.misdeal, row.expose, row.wrong):
        widget.setEnabled(editable and (widget is window.entry or not asking))
    deal = hand is not None and not hand.record and not hand.over
    row.random.setVisible(deal and editable and window.demo_event)
    row.draw.setVisible(window.wants_button() and not asking)
    picking = editable and (state.phase is ViewPhase.EXPOSED or wants_cards(hand))
    if picking:
        window.picker.show_dealt(dealt_cards(hand))
    below = window.picker if picking else window.result
    window.below.setCurrentWidget(window.resume_panel if asking else below)
    if editable:
        publish(window)
    return picture
