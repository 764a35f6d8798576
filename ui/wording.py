"""How levels, places and money are worded on screen (pure functions, no Qt)."""

from __future__ import annotations

from tournament.engine.variants import VARIANTS
from tournament.service.views import LevelView
from ui.viewmodels import format_chips

CURRENCY_SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥", "CHF": "CHF"}


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``, ``11th``, ``21st``.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']
    """
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def money(cents: int, currency: str = "EUR") -> str:
    """Money for the screen: whole units when exact, else with cents.

    >>> money(930_000, "EUR")
    '€ 9,300'
    >>> money(1_050, "USD")
    '$ 10.50'
    """
    symbol = CURRENCY_SYMBOLS.get(currency, currency)
    units, rest = divmod(cents, 100)
    text = f"{units:,}" if rest == 0 else f"{units:,}.{rest:02d}"
    return f"{symbol} {text}".strip()


def stakes_lines(level: LevelView) -> tuple[str, ...]:
    """The blinds, antes, bring-in and limits of a level, one line each, as players say them.

    >>> lv = LevelView(0, 1, False, "F7S", "Seven Card Stud", 0, 0, 80, False, 120, 400, 800, 1)
    >>> stakes_lines(lv)
    ('Limits 400 / 800', 'Ante 80 · Bring-in 120')
    """
    if level.is_break:
        return ("Break",)
    variant = VARIANTS.get(level.game)
    stud = variant is not None and not variant.button_game
    limit = variant is not None and variant.betting == "fixed-limit"
    lines: list[str] = []
    if limit:
        lines.append(f"Limits {format_chips(level.small_bet)} / {format_chips(level.big_bet)}")
    if stud:
        parts = []
        if level.ante:
            parts.append(f"Ante {format_chips(level.ante)}")
        if level.bring_in:
            parts.append(f"Bring-in {format_chips(level.bring_in)}")
        if parts:
            lines.append(" · ".join(parts))
        return tuple(lines)
    lines.append(f"Blinds {format_chips(level.small_blind)} / {format_chips(level.big_blind)}")
    if level.ante:
        kind = "Big blind ante" if level.big_blind_ante else "Ante"
        lines.append(f"{kind} {format_chips(level.ante)}")
    return tuple(lines)


def level_title(level: LevelView) -> str:
    """``Level 7`` or ``Break``."""
    return "Break" if level.is_break else f"Level {level.number}"


def level_summary(level: LevelView) -> str:
    """One line: game and stakes (for the next-level line and the structure list)."""
    if level.is_break:
        return f"Break · {level.duration_ms // 60_000} min"
    return " · ".join((level.game_name, *stakes_lines(level)))
