"""How levels, places and money are worded on screen.

Pure functions; the words go through Qt's translation system (context ``Wording``), so they
follow the language the program loaded (English when no translator is installed).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from tournament.engine.variants import VARIANTS
from tournament.games import short_name
from tournament.service.views import LevelView
from ui import locale_format
from ui.domain_text import domain_text
from ui.viewmodels import format_chips

CURRENCY_SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥", "CHF": "CHF"}


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``, ``11th``, ``21st``; the number grouped as the
    language groups numbers (``1,234th``; German ``1.234.``).

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 1234)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '1,234th']
    """
    if n == 1:
        text = QCoreApplication.translate("Wording", "%1st", "first place")
    elif 10 <= n % 100 <= 20 or n % 10 not in (1, 2, 3):
        text = QCoreApplication.translate("Wording", "%1th")
    elif n % 10 == 1:
        text = QCoreApplication.translate("Wording", "%1st", "21st, 31st...")
    elif n % 10 == 2:
        text = QCoreApplication.translate("Wording", "%1nd")
    else:
        text = QCoreApplication.translate("Wording", "%1rd")
    return text.replace("%1", format_chips(n))


def money(cents: int, currency: str = "EUR") -> str:
    """Money for the screen: whole units when exact, else with cents.

    >>> money(930_000, "EUR")
    '€ 9,300'
    >>> money(1_050, "USD")
    '$ 10.50'
    """
    return locale_format.money(cents, CURRENCY_SYMBOLS.get(currency, currency))


def stakes_lines(level: LevelView) -> tuple[str, ...]:
    """The blinds, antes, bring-in and limits of a level, one line each, as players say them.

    >>> lv = LevelView(0, 1, False, "F7S", "Seven Card Stud", 0, 0, 80, False, 120, 400, 800, 1)
    >>> stakes_lines(lv)
    ('Limits 400 / 800', 'Ante 80 · Bring-in 120')
    """
    if level.is_break:
        return (QCoreApplication.translate("Wording", "Break"),)
    variant = VARIANTS.get(level.game)
    stud = variant is not None and not variant.button_game
    limit = variant is not None and variant.betting == "fixed-limit"
    lines: list[str] = []
    if limit:
        lines.append(
            QCoreApplication.translate("Wording", "Limits %1 / %2")
            .replace("%1", format_chips(level.small_bet))
            .replace("%2", format_chips(level.big_bet))
        )
    if stud:
        parts = []
        if level.ante:
            ante = QCoreApplication.translate("Wording", "Ante %1")
            parts.append(ante.replace("%1", format_chips(level.ante)))
        if level.bring_in:
            bring_in = QCoreApplication.translate("Wording", "Bring-in %1")
            parts.append(bring_in.replace("%1", format_chips(level.bring_in)))
        if parts:
            lines.append(" · ".join(parts))
        return tuple(lines)
    lines.append(
        QCoreApplication.translate("Wording", "Blinds %1 / %2")
        .replace("%1", format_chips(level.small_blind))
        .replace("%2", format_chips(level.big_blind))
    )
    if level.ante:
        kind = (
            QCoreApplication.translate("Wording", "Big blind ante %1")
            if level.big_blind_ante
            else QCoreApplication.translate("Wording", "Ante %1")
        )
        lines.append(kind.replace("%1", format_chips(level.ante)))
    return tuple(lines)


def level_title(level: LevelView) -> str:
    """``Level 7`` or ``Break``."""
    if level.is_break:
        return QCoreApplication.translate("Wording", "Break")
    return QCoreApplication.translate("Wording", "Level %1").replace("%1", str(level.number))


def level_summary(level: LevelView) -> str:
    """One line: game and stakes (for the next-level line and the structure list)."""
    if level.is_break:
        text = QCoreApplication.translate("Wording", "Break · %1 min")
        return text.replace("%1", str(level.duration_ms // 60_000))
    if len(level.stakes) > 1:
        return " | ".join(mixed_stakes_lines(level))
    return " · ".join((domain_text(level.game_name), *stakes_lines(level)))


def mixed_stakes_lines(level: LevelView) -> tuple[str, ...]:
    """A mixed level: its games grouped by the forced bets they use, one line per group
    (``Hold'em, O8: Limits 200 / 400 · Blinds 100 / 200``, then the stud games with their
    ante and bring-in)."""
    groups: dict[tuple[str, ...], list[str]] = {}
    for g in level.stakes:
        groups.setdefault(stakes_lines(level_for_game(level, g.game)), []).append(
            domain_text(short_name(g.game))
        )
    return tuple(f"{', '.join(names)}: {' · '.join(lines)}" for lines, names in groups.items())


def level_for_game(level: LevelView, game: str) -> LevelView:
    """The level as ``game`` plays it (its own blinds or ante and bring-in, limits); the
    level itself when it does not list ``game``."""
    for g in level.stakes:
        if g.game == game:
            return replace(
                level,
                game=g.game,
                game_name=g.game_name,
                small_blind=g.small_blind,
                big_blind=g.big_blind,
                ante=g.ante,
                bring_in=g.bring_in,
                small_bet=g.small_bet,
                big_bet=g.big_bet,
                big_blind_ante=level.big_blind_ante and g.game == level.game,
                stakes=(g,),
            )
    return level


def next_level_line(nxt: LevelView, game_now: str) -> str:
    """The next level in one short line for the clock: its number, its game only when the
    game changes, and its stakes ("Next: Level 2 · Blinds 200 / 300 · Big blind ante 300")."""
    parts = [level_title(nxt)]
    if not nxt.is_break and nxt.game_name != game_now:
        parts.append(domain_text(nxt.game_name))
    parts += stakes_lines(nxt) if not nxt.is_break else ()
    return QCoreApplication.translate("Wording", "Next: %1").replace("%1", " · ".join(parts))


def break_end_line(level: LevelView, nxt: LevelView | None, done: Sequence[int] = ()) -> str:
    """On a break, its colour-up ("Colour-up: 25s race off", or once recorded "Colour-up
    done: 25s raced off"; ``done``: the chips already raced off), then the next level."""
    parts = []
    if level.colour_up:
        chips = ", ".join(format_chips(c) for c in level.colour_up)
        if all(c in done for c in level.colour_up):
            text = QCoreApplication.translate("Wording", "Colour-up done: %1s raced off")
        else:
            text = QCoreApplication.translate("Wording", "Colour-up: %1s race off")
        parts.append(text.replace("%1", chips))
    then = ""
    if nxt is not None:
        then = QCoreApplication.translate("Wording", "Then: %1").replace("%1", level_title(nxt))
    return " · ".join(part for part in (*parts, then) if part)
