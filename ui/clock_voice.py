"""The clock's voice: spoken announcements through Qt's text to speech, where the system
has a voice.

:class:`Voice` takes the first text-to-speech engine of the system that starts and has a
voice (Qt's ``mock`` engine, which says nothing, is never taken unless asked for by
name); without one it says so in plain words (:meth:`Voice.description`) and
:meth:`Voice.say` speaks nothing. Every sentence asked for is kept in :attr:`Voice.said`
(what the room heard, or would have heard).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QObject
from PySide6.QtTextToSpeech import QTextToSpeech

__all__ = ["Voice"]

_LOCALES = {
    "en": QLocale(QLocale.Language.English, QLocale.Country.UnitedStates),
    "de": QLocale(QLocale.Language.German, QLocale.Country.Germany),
    "fr": QLocale(QLocale.Language.French, QLocale.Country.France),
    "ja": QLocale(QLocale.Language.Japanese, QLocale.Country.Japan),
}


class Voice(QObject):
    """A text-to-speech voice, or the plain statement that the system has none."""

    def __init__(self, engines: Sequence[str] | None = None, parent: QObject | None = None):
        super().__init__(parent)
        if engines is None:
            engines = [e for e in QTextToSpeech.availableEngines() if e != "mock"]
        self._speech: QTextToSpeech | None = None
        self.engine = ""
        for name in engines:
            speech = QTextToSpeech(name, self)
            if speech.state() != QTextToSpeech.State.Error and speech.availableVoices():
                self._speech, self.engine = speech, name
                break
            speech.deleteLater()
        self.said: list[tuple[str, str]] = []
        """(language, sentence) of every announcement asked for, in order."""

    @property
    def available(self) -> bool:
        """Whether announcements are spoken on this computer."""
        return self._speech is not None

    def description(self) -> str:
        """What the director reads about the voice in the sound settings."""
        if self._speech is None:
            return QCoreApplication.translate(
                "Voice",
                "No text-to-speech voice is installed on this computer: the clock shows "
                "its announcements but cannot speak them.",
            )
        return (
            QCoreApplication.translate("Voice", "Spoken by the voice %1 (%2).")
            .replace("%1", self._speech.voice().name())
            .replace("%2", self.engine)
        )

    def say(self, text: str, lang: str, volume: float = 1.0) -> bool:
        """Speak ``text`` in ``lang`` at ``volume`` (0 to 1); False when nothing is spoken
        (no voice on this computer, or nothing to say)."""
        if not text:
            return False
        self.said.append((lang, text))
        speech = self._speech
        if speech is None:
            return False
        locale = _LOCALES.get(lang)
        if locale is not None and locale in speech.availableLocales():
            speech.setLocale(locale)
        speech.setVolume(volume)
        speech.say(text)
        return True
