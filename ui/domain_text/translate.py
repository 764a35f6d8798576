"""The domain's words in the program's language: refusals, undo labels, game names.

The domain raises and labels in English (``tournament/`` knows no Qt). Each text it can
produce is a template of :mod:`ui.domain_text.catalog` (``%1`` where a name or a number
goes); ``resources/translations/domain_<lang>.json`` gives each template's translation.
A text is translated by finding the template it was made from (the one with the most
fixed words, when several fit) and putting its parts into the translation; the parts are
translated too when they are domain words themselves (a game's name, a wrapped refusal),
and a number the domain grouped the English way ("2,500") is grouped as the language
groups numbers ("2.500" in German: "2,500" would read as two and a half there), and a
decimal the domain wrote the English way ("7.5") takes the language's decimal sign ("7,5"
in German and French), and a share ("70%") is written as the language writes one ("70 %"
in German and French). A text no template fits is shown as it is.

>>> words = DomainWords({"%1 is not playing and cannot rebuy": "%1 spielt nicht und kann "
...     "keinen Rebuy nehmen", "Razz": "Razz"})
>>> words("Ana Silva is not playing and cannot rebuy")
'Ana Silva spielt nicht und kann keinen Rebuy nehmen'
>>> words("something new")
'something new'
>>> german = DomainWords({"the small blind (%1) is larger than the big blind":
...     "der Small Blind (%1) ist größer als der Big Blind"}, lambda n: f"{n:,}".replace(",", "."))
>>> german("the small blind (12,500) is larger than the big blind")
'der Small Blind (12.500) ist größer als der Big Blind'
>>> hours = DomainWords({"%1 (%2 h)": "%1 (%2 h)"}, decimal=lambda text: text.replace(".", ","))
>>> hours("01:00 +1 (7.5 h)")
'01:00 +1 (7,5 h)'
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from importlib import resources

__all__ = ["DomainWords", "domain_text", "set_language"]

_HOLE = re.compile(r"%(\d)")
_GROUPED = re.compile(r"-?\d{1,3}(?:,\d{3})+")
"""A number as the domain writes it (``f"{n:,}"``), grouped."""
_DECIMAL = re.compile(r"-?\d{1,3}(?:,\d{3})*\.\d+|-?\d+\.\d+")
"""A decimal as the domain writes it (``f"{x:.1f}"``, ``f"{x:,.2f}"``)."""
_PERCENT = re.compile(r"-?\d+(?:\.\d+)?%")
"""A share as the domain writes it (``f"{x:.0%}"``)."""


class DomainWords:
    """Translates domain texts with a table ``{template: translation}``; ``number`` writes
    a grouped number of a hole as the language does, ``decimal`` a decimal of a hole
    (given as the domain wrote it, e.g. ``"1,234.5"``; None: as the domain wrote it)."""

    def __init__(
        self,
        table: Mapping[str, str],
        number: Callable[[int], str] | None = None,
        decimal: Callable[[str], str] | None = None,
    ) -> None:
        self._number = number
        self._decimal = decimal
        self._exact = dict(table)  # a text, or a template asked for as it is (a phrase)
        patterns = []
        for template, translation in table.items():
            if not _HOLE.search(template):
                continue
            pieces = _HOLE.split(template)  # text, digit, text, digit, ...
            regex = "".join(
                re.escape(p) if i % 2 == 0 else f"(?P<h{p}>.+?)" for i, p in enumerate(pieces)
            )
            fixed = sum(len(p) for p in pieces[::2])
            patterns.append((fixed, re.compile(f"^{regex}$", re.S), translation))
        patterns.sort(key=lambda x: -x[0])  # the most fixed words first
        self._patterns = patterns

    def __call__(self, text: str, depth: int = 0) -> str:
        """``text`` in the table's language (as it is when no template fits)."""
        exact = self._exact.get(text)
        if exact is not None:
            return exact
        if self._number is not None and _GROUPED.fullmatch(text):  # a count, or a hole's
            return self._number(int(text.replace(",", "")))
        if self._decimal is not None and _DECIMAL.fullmatch(text):
            return self._decimal(text)
        if self._decimal is not None and _PERCENT.fullmatch(text):
            return _percent(self(text[:-1], depth + 1))
        if depth > 2:
            return text
        for _, regex, translation in self._patterns:
            m = regex.match(text)
            if m is None:
                continue
            parts = {k[1:]: self(v, depth + 1) for k, v in m.groupdict().items()}
            return _fill(translation, parts)
        return text


def _fill(translation: str, parts: Mapping[str, str]) -> str:
    return _HOLE.sub(lambda h: parts.get(h.group(1), h.group(0)), translation)


_current: DomainWords | None = None


def set_language(lang: str) -> None:
    """Speak ``lang`` from now on (``en``, or a language without a table: English)."""
    global _current
    _current = None
    if lang == "en":
        return
    path = resources.files("resources.translations").joinpath(f"domain_{lang}.json")
    if path.is_file():
        _current = DomainWords(json.loads(path.read_text("utf-8")), _grouped, _decimal)


def _grouped(n: int) -> str:
    """``n`` as the program's language groups numbers (Qt: only once a language is set)."""
    from ui.locale_format import chips

    return chips(n)


def _percent(number: str) -> str:
    """A share of ``number`` percent as the program's language writes it: a space before
    the sign in German and French ("70 %", as the translations write "15 %")."""
    from PySide6.QtCore import QLocale

    from ui.locale_format import program_locale

    spaced = (QLocale.Language.German, QLocale.Language.French)
    return f"{number} %" if program_locale().language() in spaced else f"{number}%"


def _decimal(text: str) -> str:
    """The English decimal ``text`` as the program's language writes it, as many digits
    after the point."""
    from ui.locale_format import with_decimals

    return with_decimals(float(text.replace(",", "")), len(text.partition(".")[2]))


def domain_text(text: str) -> str:
    """A refusal, label or game name of the domain in the program's language."""
    return text if _current is None else _current(text)
