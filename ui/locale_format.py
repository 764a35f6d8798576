"""Numbers and money as the program's locale writes them.

``--lang de`` (or a German system) makes the program's default :class:`QLocale` German:
chips read ``362.500`` and money ``3.330 €``; French ``362 500`` and ``3 330 €``; English
and Japanese ``362,500`` and ``€ 3,330``. The C locale (no locale set, as on a bare
server) reads as English.

>>> chips(1_234_567)
'1,234,567'
>>> money(930_000, "€")
'€ 9,300'
>>> money(1_050, "$", QLocale(QLocale.Language.German, QLocale.Country.Germany))
'10,50 $'
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

__all__ = ["chips", "money", "program_locale", "set_program_locale", "with_decimals"]

_ENGLISH = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
_LANGUAGES = {
    "en": _ENGLISH,
    "de": QLocale(QLocale.Language.German, QLocale.Country.Germany),
    "fr": QLocale(QLocale.Language.French, QLocale.Country.France),
    "ja": QLocale(QLocale.Language.Japanese, QLocale.Country.Japan),
}


def set_program_locale(lang: str | None) -> None:
    """Numbers follow the system's locale when it speaks ``lang`` (Swiss German keeps its
    own separators), else ``lang``'s usual country (None: the system's locale)."""
    system = QLocale.system()
    if lang is None or system.name().split("_")[0] == lang:
        QLocale.setDefault(system)
    else:
        QLocale.setDefault(_LANGUAGES.get(lang, system))


def program_locale() -> QLocale:
    """The locale numbers are written in (English for the C locale)."""
    locale = QLocale()
    return _ENGLISH if locale.language() == QLocale.Language.C else locale


def chips(amount: int, locale: QLocale | None = None) -> str:
    """A chip amount with the locale's thousands separator."""
    return (locale or program_locale()).toString(amount)


def with_decimals(value: float, digits: int, locale: QLocale | None = None) -> str:
    """``value`` with ``digits`` after the locale's decimal sign, grouped as the locale
    groups numbers (``1,234.50`` in English, ``1.234,50`` in German)."""
    return (locale or program_locale()).toString(value, "f", digits)


def money(cents: int, symbol: str, locale: QLocale | None = None) -> str:
    """Money in whole units when exact, else with cents; the symbol where the locale puts
    it (before the amount in English and Japanese, after it in German and French)."""
    loc = locale or program_locale()
    units, rest = divmod(cents, 100)
    text = loc.toString(units)
    if rest:
        text += loc.decimalPoint() + f"{rest:02d}"
    if not symbol:
        return text
    after = loc.toCurrencyString(1.0, "¤").rstrip().endswith("¤")
    return f"{text} {symbol}" if after else f"{symbol} {text}"
