"""The table view between hands: the seats, stacks, button and blinds of the next hand
from the tournament, the game the rotation deals next and the level's forced bets."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournament.errors import DomainError
from tournament.games import game_name
from tournament.service.table_hand import TableHand
from ui.domain_text import domain_text
from ui.table_view.picture import SeatPicture, TablePicture, dead_buttons, forced_words
from ui.table_view.play import TablePlay
from ui.viewmodels import format_chips

__all__ = ["idle_picture"]


def idle_picture(
    play: TablePlay, number: int, last: TableHand | None, recorded: bool
) -> TablePicture:
    """The next hand's table as the tournament has it now (``last``: the hand just
    recorded, whose result stays on screen)."""
    view = play.seats(number)
    seats = view.seats if view is not None else ()
    title = QCoreApplication.translate("TableView", "Table %1").replace("%1", str(number))
    stakes = ""
    prompt = QCoreApplication.translate("TableView", "N or Enter deals the next hand")
    keys = QCoreApplication.translate(
        "TableView", "Choose Record (live cards) or Deal (the engine deals) first"
    )
    stacks: dict[int, int] = {}
    try:
        setup = play.setup(number)
    except DomainError as exc:
        prompt = domain_text(str(exc))
        keys = ""
        game = play.next_game(number)
        if game is not None:
            title = QCoreApplication.translate("TableView", "Table %1 · hand %2 · %3")
            title = (
                title.replace("%1", str(number))
                .replace("%2", str(play.hands_dealt(number) + 1))
                .replace("%3", domain_text(game_name(game)))
            )
        if play.needs_button(number):
            prompt = QCoreApplication.translate(
                "TableView", "Draw for the button first: D draws it at random"
            )
            keys = QCoreApplication.translate(
                "TableView", "The first hand of a button game here: then N or Enter deals it"
            )
    else:
        stacks = dict(zip(setup.seats, setup.stacks, strict=True))
        title = QCoreApplication.translate("TableView", "Table %1 · hand %2 · %3")
        title = (
            title.replace("%1", str(number))
            .replace("%2", str(setup.number))
            .replace("%3", domain_text(game_name(setup.game)))
        )
        stakes = forced_words(setup)
    t = play.facade.t
    pictures = []
    for seat in seats:
        if not seat.player:
            pictures.extend(dead_buttons({seat.seat: seat.marker}, set()))
            continue
        stack = stacks.get(seat.seat)
        if stack is None:
            at = t.table_value(number).player_at(seat.seat)
            stack = t.player(at).stack if at is not None else 0
        pictures.append(SeatPicture(seat.seat, seat.player, stack, marker=seat.marker))
    result: tuple[str, ...] = ()
    if last is not None and recorded:
        from tournament.service.hand_words import award_lines

        result = tuple(award_lines(last.hand, last.setup.names, domain_text, format_chips))
        if last.void:
            result = (
                QCoreApplication.translate(
                    "TableView", "Misdeal: the hand is void, the same button deals again"
                ),
            )
    return TablePicture(title, stakes, tuple(pictures), prompt=prompt, keys=keys, result=result)
