"""What the table view asks for: the prompt line (whose turn, what they may do, what is
due) and the keys that answer it, in the director's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournament.service.table_hand import Need, TableHand
from ui.table_view.pace import only_amount, street_players
from ui.viewmodels import format_chips

__all__ = ["prompt_words"]


def _act_keys(table_hand: TableHand) -> str:
    """The keys of a player to act: B or R alone in limit, X while nobody has bet."""
    only = only_amount(table_hand)
    if only is None:
        keys = QCoreApplication.translate(
            "TableView", "F fold · C check/call · B/R bet or raise: amount, Enter ('a' = all in)"
        )
    else:
        keys = QCoreApplication.translate(
            "TableView", "F fold · C check/call · B/R bets or raises (%1)"
        ).replace("%1", format_chips(only))
    if table_hand.hand.legal_actions().check:
        keys += " · " + QCoreApplication.translate("TableView", "X checks around")
    return keys


def prompt_words(table_hand: TableHand, need: Need) -> tuple[str, str]:
    """(what the hand waits for, the keys that answer it)."""
    h, setup = table_hand.hand, table_hand.setup
    who = ""
    if need.player is not None:
        p = need.player
        who = QCoreApplication.translate("TableView", "Seat %1 · %2")
        who = who.replace("%1", str(setup.seats[p])).replace("%2", setup.names[p])
    if need.kind == "act":
        legal = h.legal_actions()
        parts = [who + " " + QCoreApplication.translate("TableView", "to act")]
        if legal.call is not None:
            parts.append(
                QCoreApplication.translate("TableView", "call %1").replace(
                    "%1", format_chips(legal.call)
                )
            )
        elif legal.check:
            parts.append(QCoreApplication.translate("TableView", "check"))
        if legal.raise_to is not None:
            low, high = legal.raise_to
            if h.call_level == 0:
                word = QCoreApplication.translate("TableView", "bet")
            elif h.variant.kind == "stud" and h.street_index == 0 and h.call_level < h.small_bet:
                word = QCoreApplication.translate("TableView", "complete to")
            else:
                word = QCoreApplication.translate("TableView", "raise to")
            if low == high:
                span = format_chips(low)
            elif h.variant.betting == "fixed-limit":  # only the two ends: the open pair
                span = QCoreApplication.translate("TableView", "%1 or %2")
                span = span.replace("%1", format_chips(low)).replace("%2", format_chips(high))
            else:
                span = f"{format_chips(low)}–{format_chips(high)}"
            parts.append(f"{word} {span}")
        elif h.capped():
            parts.append(QCoreApplication.translate("TableView", "capped"))
        keys = _act_keys(table_hand)
        if table_hand.may_straddle():
            keys += " · " + QCoreApplication.translate("TableView", "S live straddle")
        return " · ".join(parts), keys
    if need.kind == "bring-in":
        legal = h.legal_actions()
        complete = legal.raise_to[0] if legal.raise_to else 0
        if legal.fold:  # the bring-in card is all in for the ante (French stud guide)
            text = QCoreApplication.translate(
                "TableView", "%1 may fold, bring it in: %2, or complete to %3"
            )
        else:
            text = QCoreApplication.translate(
                "TableView", "%1 brings it in: %2, or completes to %3"
            )
        text = text.replace("%1", who).replace("%2", format_chips(legal.bring_in or 0))
        keys = QCoreApplication.translate("TableView", "C bring-in · R complete, Enter")
        return text.replace("%3", format_chips(complete)), keys
    if need.kind == "draw":
        if table_hand.record:
            keys = QCoreApplication.translate(
                "TableView", "How many cards? 0-5, in as typed (0: stands pat)"
            )
        else:
            keys = QCoreApplication.translate(
                "TableView", "Type the cards to discard, Enter (none: pat)"
            )
        return who + " " + QCoreApplication.translate("TableView", "draws"), keys
    if need.kind == "show":
        if table_hand.record:
            keys = QCoreApplication.translate(
                "TableView", "Type the cards shown ('Ah Kd'), Enter · M mucks"
            )
        else:
            keys = QCoreApplication.translate("TableView", "Enter shows · M mucks")
        text = who + " " + QCoreApplication.translate("TableView", "shows")
        after = [setup.names[p] for p in h.showdown_order()[1:]]
        if after:  # the rulebook's order of the hands still to show
            then = QCoreApplication.translate("TableView", "then %1").replace(
                "%1", ", ".join(after)
            )
            text += f" ({then})"
        return text, keys
    if need.kind == "up-cards":
        keys = QCoreApplication.translate(
            "TableView",
            "Type the up cards in this order ('5c ac kd'): in once all are typed; one card: Enter",
        )
        text = who + " " + QCoreApplication.translate("TableView", "up card")
        after = [setup.names[p] for p in street_players(table_hand)[1:]]
        if after:  # the street's line, in dealing order
            then = QCoreApplication.translate("TableView", "then %1").replace(
                "%1", ", ".join(after)
            )
            text += f" ({then})"
        return text, keys
    if need.kind == "board":
        text = QCoreApplication.translate("TableView", "Board: %1 card(s)").replace(
            "%1", str(need.count)
        )
        return text, QCoreApplication.translate(
            "TableView",
            "Type them ('Ah Kd 7c'): in once all are typed · Enter alone: not typed now",
        )
    if need.kind == "common":
        text = QCoreApplication.translate(
            "TableView", "The stub is short: one common card face up in the centre (WSOP 228)"
        )
        return text, QCoreApplication.translate(
            "TableView",
            "Type the common card as it is dealt ('Kd'), Enter: every player's 7th card",
        )
    if need.kind == "late-board":
        text = QCoreApplication.translate(
            "TableView", "The showdown needs the board: %1 card(s) not typed yet"
        )
        return text.replace("%1", str(need.count)), QCoreApplication.translate(
            "TableView", "Type them in order: in once all are typed"
        )
    if table_hand.void:  # nothing is recorded: the hand did not happen
        return QCoreApplication.translate(
            "TableView", "Misdeal: the hand is void"
        ), QCoreApplication.translate(
            "TableView",
            "Enter: nothing is recorded in the tournament; the same button deals again",
        )
    return QCoreApplication.translate("TableView", "The hand is over"), QCoreApplication.translate(
        "TableView", "Enter records it in the tournament"
    )
