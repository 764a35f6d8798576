"""Numbers, money and game names in the program's language and locale.

- :func:`use_locale` makes the language chosen with ``--lang`` the locale of the program
  (``de``: German numbers, ``362.500`` chips and ``3.330 €``); :func:`restore_locale` puts
  the previous one back. English (or the neutral "C" locale of a bare system) keeps the
  English forms ``362,500`` and ``€ 3,330``.
- :func:`chips` and :func:`money` write amounts in that locale.
- :func:`game_title` translates a game's name (the engine's English name) through Qt's
  translations (context ``Games``); the names are listed here so that lupdate finds them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

__all__ = ["GAME_NAMES", "chips", "game_title", "money", "restore_locale", "use_locale"]

CURRENCY_SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥", "CHF": "CHF"}

_LOCALES = {
    "de": (QLocale.Language.German, QLocale.Country.Germany),
    "fr": (QLocale.Language.French, QLocale.Country.France),
    "ja": (QLocale.Language.Japanese, QLocale.Country.Japan),
}
_saved: list[QLocale] = []


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate finds
    """Mark ``text`` for translation in ``context`` (it is translated where it is shown)."""
    return text


GAME_NAMES = (
    QT_TRANSLATE_NOOP("Games", "No-limit Texas hold'em"),
    QT_TRANSLATE_NOOP("Games", "No-limit Omaha"),
    QT_TRANSLATE_NOOP("Games", "No-limit Omaha hi-lo 8 or better"),
    QT_TRANSLATE_NOOP("Games", "Pot-limit Texas hold'em"),
    QT_TRANSLATE_NOOP("Games", "Pot-limit Omaha"),
    QT_TRANSLATE_NOOP("Games", "Pot-limit Omaha hi-lo 8 or better"),
    QT_TRANSLATE_NOOP("Games", "Limit Texas hold'em"),
    QT_TRANSLATE_NOOP("Games", "Limit Omaha"),
    QT_TRANSLATE_NOOP("Games", "Limit Omaha hi-lo 8 or better"),
    QT_TRANSLATE_NOOP("Games", "Seven card stud"),
    QT_TRANSLATE_NOOP("Games", "Seven card stud hi-lo 8 or better"),
    QT_TRANSLATE_NOOP("Games", "Razz"),
    QT_TRANSLATE_NOOP("Games", "2-7 lowball triple draw"),
    QT_TRANSLATE_NOOP("Games", "No-limit 2-7 lowball single draw"),
    QT_TRANSLATE_NOOP("Games", "Badugi"),
)
"""The engine's game names, marked for translation (a test checks none is missing)."""


def use_locale(lang: str) -> None:
    """Make ``lang``'s locale the program's (numbers, money, times); English keeps it."""
    found = _LOCALES.get(lang)
    if found is not None:
        _saved.append(QLocale())
        QLocale.setDefault(QLocale(*found))


def restore_locale() -> None:
    """Put back the locale :func:`use_locale` replaced."""
    if _saved:
        QLocale.setDefault(_saved.pop())


def _english(locale: QLocale) -> bool:
    return locale.language() in (QLocale.Language.C, QLocale.Language.English)


def chips(amount: int) -> str:
    """An amount of chips: ``362,500`` (English), ``362.500`` (German)."""
    locale = QLocale()
    if _english(locale):
        return f"{amount:,}"
    return locale.toString(amount)


def money(cents: int, currency: str = "EUR") -> str:
    """Money for the screen, whole units when exact, else with cents: ``€ 3,330``
    (English), ``3.330 €`` (German), ``3 330 €`` (French), ``€3,330`` (Japanese)."""
    symbol = CURRENCY_SYMBOLS.get(currency, currency)
    units, rest = divmod(cents, 100)
    locale = QLocale()
    if _english(locale):
        text = f"{units:,}" if rest == 0 else f"{units:,}.{rest:02d}"
        return f"{symbol} {text}".strip()
    return locale.toCurrencyString(cents / 100, symbol, 0 if rest == 0 else 2)


def game_title(name: str) -> str:
    """A game's name in the program's language (``name``: the engine's English name)."""
    return QCoreApplication.translate("Games", name)
