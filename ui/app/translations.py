"""The program's languages: which one to speak and loading its Qt translations."""

from __future__ import annotations

from importlib import resources
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt is imported only where windows are built: the export commands run without
    from PySide6.QtCore import QTranslator


__all__ = ["LANGUAGES", "install_translators", "remove_translators", "resolve_language"]


LANGUAGES = ("en", "de", "fr", "ja")
"""Languages the program is translated into (English is the source language)."""
TRANSLATIONS_PACKAGE = "resources.translations"


def resolve_language(lang: str | None) -> str:
    """``--lang``, else the system locale's language when the program speaks it, else English."""
    from PySide6.QtCore import QLocale

    if lang:
        return lang
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else "en"


def install_translators(lang: str) -> list[QTranslator]:
    """Load and install the program's translation (and Qt's own, for standard buttons)."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

    from ui.domain_text import set_language
    from ui.locale_format import set_program_locale

    app = QCoreApplication.instance()
    set_language(lang if app is not None else "en")
    set_program_locale(lang)
    if app is None or lang == "en":
        return []
    installed: list[QTranslator] = []
    ours = QTranslator(app)
    qm = resources.files(TRANSLATIONS_PACKAGE).joinpath(f"pokerfloor_{lang}.qm")
    if ours.load(str(qm)):
        app.installTranslator(ours)
        installed.append(ours)
    qt = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(f"qtbase_{lang}", folder):
        app.installTranslator(qt)
        installed.append(qt)
    return installed


def remove_translators(translators: list[QTranslator]) -> None:
    from PySide6.QtCore import QCoreApplication

    from ui.domain_text import set_language
    from ui.locale_format import set_program_locale

    set_language("en")
    set_program_locale(None)
    app = QCoreApplication.instance()
    if app is not None:
        for translator in translators:
            app.removeTranslator(translator)
