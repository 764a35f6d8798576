"""What the clock says aloud at an alert, in the event's language (English, German, French
or Japanese): "Level 7: blinds 300 and 600, big blind ante 600".

Pure: a level's figures in, one sentence out, for a text-to-speech voice. Amounts are
plain digits (``1000``, never ``1,000`` or ``1.000``, which voices read differently from
one language to the next).

>>> from tournament.service.clock_views import LevelView
>>> level = LevelView(6, 7, False, "NT", "No-limit Texas hold'em", 300, 600, 600, True,
...                   0, 0, 0, 1_800_000)
>>> spoken("level_up", level, "en")
'Level 7: blinds 300 and 600, big blind ante 600.'
>>> spoken("level_up", level, "de")
'Level 7: Blinds 300 und 600, Big-Blind-Ante 600.'
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.service.clock_views import LevelView

__all__ = ["LANGUAGES", "spoken"]


@dataclass(frozen=True, slots=True)
class _Words:
    level: str
    blinds: str
    ante: str
    big_blind_ante: str
    bring_in: str
    limits: str
    join: str
    end: str
    one_minute: str
    one_minute_break: str
    break_starts: str
    colour_up: str
    break_over: str


_WORDS = {
    "en": _Words(
        level="Level {n}: ",
        blinds="blinds {a} and {b}",
        ante="ante {a}",
        big_blind_ante="big blind ante {a}",
        bring_in="bring-in {a}",
        limits="limits {a} and {b}",
        join=", ",
        end=".",
        one_minute="One minute left in level {n}.",
        one_minute_break="One minute left in the break.",
        break_starts="Break: {m} minutes.",
        colour_up=" We colour up the {chips} chips.",
        break_over="The break is over. ",
    ),
    "de": _Words(
        level="Level {n}: ",
        blinds="Blinds {a} und {b}",
        ante="Ante {a}",
        big_blind_ante="Big-Blind-Ante {a}",
        bring_in="Bring-in {a}",
        limits="Limits {a} und {b}",
        join=", ",
        end=".",
        one_minute="Noch eine Minute in Level {n}.",
        one_minute_break="Noch eine Minute Pause.",
        break_starts="Pause: {m} Minuten.",
        colour_up=" Die Chips zu {chips} werden eingewechselt.",
        break_over="Die Pause ist vorbei. ",
    ),
    "fr": _Words(
        level="Niveau {n} : ",
        blinds="blinds {a} et {b}",
        ante="ante {a}",
        big_blind_ante="ante de grosse blind {a}",
        bring_in="bring-in {a}",
        limits="limites {a} et {b}",
        join=", ",
        end=".",
        one_minute="Plus qu'une minute au niveau {n}.",
        one_minute_break="Plus qu'une minute de pause.",
        break_starts="Pause : {m} minutes.",
        colour_up=" Les jetons de {chips} sont retirés.",
        break_over="La pause est terminée. ",
    ),
    "ja": _Words(
        level="レベル{n}：",
        blinds="ブラインド {a} と {b}",
        ante="アンティ {a}",
        big_blind_ante="ビッグブラインドアンティ {a}",
        bring_in="ブリングイン {a}",
        limits="リミット {a} と {b}",
        join="、",
        end="。",
        one_minute="レベル{n}、残り1分です。",
        one_minute_break="休憩、残り1分です。",
        break_starts="休憩：{m}分です。",
        colour_up="{chips}のチップをカラーアップします。",
        break_over="休憩終了です。",
    ),
}

LANGUAGES = tuple(_WORDS)
"""The languages the clock speaks; any other is spoken in English."""


def _level(level: LevelView, w: _Words) -> str:
    parts: list[str] = []
    if level.big_blind:
        parts.append(w.blinds.format(a=level.small_blind, b=level.big_blind))
    if level.ante:
        ante = w.big_blind_ante if level.big_blind_ante else w.ante
        parts.append(ante.format(a=level.ante))
    if level.bring_in:
        parts.append(w.bring_in.format(a=level.bring_in))
    if level.small_bet:
        parts.append(w.limits.format(a=level.small_bet, b=level.big_bet))
    return w.level.format(n=level.number) + w.join.join(parts) + w.end


def spoken(alert: str, level: LevelView, lang: str) -> str:
    """The sentence for ``alert`` (an :class:`ui.clock_alerts.Alert` value: ``level_up``,
    ``one_minute``, ``break_start``, ``break_end``; "" for the others) given the step on
    the clock now (the new level, the break, the level after the break) in ``lang``."""
    w = _WORDS.get(lang, _WORDS["en"])
    if alert == "level_up":
        return _level(level, w)
    if alert == "one_minute":
        return w.one_minute_break if level.is_break else w.one_minute.format(n=level.number)
    if alert == "break_start":
        minutes = w.break_starts.format(m=level.duration_ms // 60_000)
        if not level.colour_up:
            return minutes
        chips = w.join.join(str(c) for c in level.colour_up)
        return minutes + w.colour_up.format(chips=chips)
    if alert == "break_end":
        return w.break_over + _level(level, w)
    return ""
