"""Clock → Sounds → Sound settings…: a sound file per alert, a Test button for each, one
volume, and spoken announcements in the event's language where the system has a voice
(the dialog says so plainly where it has none).

Every choice takes effect at once and is kept on this machine (:class:`AlertPlayer`'s
settings, shared with the clock screen); a file that is not a WAV sound is refused with
its name and the old sound kept.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ui.clock_alerts import Alert, AlertPlayer, default_sound

__all__ = ["SoundsDialog"]

ERROR_STYLE = "color: #a01818; font-weight: bold;"


class SoundsDialog(QDialog):
    """The sound settings of the clock (see the module docstring).

    ``choose_file(title, filters)`` asks for a sound file ("" when cancelled).
    """

    def __init__(
        self,
        player: AlertPlayer,
        choose_file: Callable[[str, str], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.player = player
        self.choose_file = choose_file
        self.setWindowTitle(self.tr("Sounds and announcements"))
        names = {
            Alert.ONE_MINUTE: self.tr("One minute left"),
            Alert.LEVEL_UP: self.tr("New level"),
            Alert.BREAK_START: self.tr("Break starts"),
            Alert.BREAK_END: self.tr("Break is over"),
            Alert.FINAL_SECONDS: self.tr("Last ten seconds"),
        }
        grid = QGridLayout()
        self.on: dict[Alert, QCheckBox] = {}
        self.files: dict[Alert, QLabel] = {}
        self.choose: dict[Alert, QPushButton] = {}
        self.shipped: dict[Alert, QPushButton] = {}
        self.test: dict[Alert, QPushButton] = {}
        for row, (alert, name) in enumerate(names.items()):
            box = QCheckBox(name)
            box.setChecked(player.enabled(alert))
            box.toggled.connect(lambda on, a=alert: player.set_enabled(a, on))
            self.on[alert] = box
            self.files[alert] = QLabel()
            self.choose[alert] = QPushButton(self.tr("Choose…"))
            self.choose[alert].clicked.connect(lambda _=False, a=alert: self.choose_sound(a))
            self.shipped[alert] = QPushButton(self.tr("Shipped sound"))
            self.shipped[alert].clicked.connect(lambda _=False, a=alert: self.use_shipped(a))
            self.test[alert] = QPushButton(self.tr("Test"))
            self.test[alert].clicked.connect(lambda _=False, a=alert: player.test(a))
            for col, widget in enumerate(
                (box, self.files[alert], self.choose[alert], self.shipped[alert], self.test[alert])
            ):
                grid.addWidget(widget, row, col)
            self._show_file(alert)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setValue(player.volume())
        self.volume_text = QLabel()
        self.volume.valueChanged.connect(self._volume_changed)
        self._volume_changed(player.volume())
        volume_row = QHBoxLayout()
        volume_row.addWidget(QLabel(self.tr("Volume")))
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_text)

        self.speech = QCheckBox(self.tr("Speak the announcements in the event's language"))
        self.speech.setChecked(player.speech_on())
        self.speech.toggled.connect(player.set_speech_on)
        self.voice_text = QLabel(player.voice.description())
        self.voice_text.setWordWrap(True)
        if not player.voice.available:
            self.voice_text.setStyleSheet(ERROR_STYLE)
        self.test_voice = QPushButton(self.tr("Test the announcement"))
        self.test_voice.clicked.connect(self.say_level)
        self.heard = QLabel()
        self.heard.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.accept)

        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.message)
        layout.addLayout(volume_row)
        layout.addWidget(self.speech)
        layout.addWidget(self.voice_text)
        voice_row = QHBoxLayout()
        voice_row.addWidget(self.test_voice)
        voice_row.addWidget(self.heard, 1)
        layout.addLayout(voice_row)
        layout.addWidget(buttons)

    def _show_file(self, alert: Alert) -> None:
        path = self.player.sound_file(alert)
        shipped = path == default_sound(alert)
        text = self.tr("%1 (shipped)").replace("%1", path.name) if shipped else path.name
        self.files[alert].setText(text)
        self.files[alert].setToolTip(str(path))
        self.shipped[alert].setEnabled(not shipped)

    def _volume_changed(self, value: int) -> None:
        self.player.set_volume(value)
        self.volume_text.setText(self.tr("%1 %").replace("%1", str(value)))

    def choose_sound(self, alert: Alert) -> bool:
        """Ask for a WAV file for ``alert``; a file that is not one is refused by name."""
        name = self.choose_file(self.tr("Sound file"), self.tr("WAV sound (*.wav)"))
        if not name:
            return False
        problem = self.player.set_sound_file(alert, Path(name))
        self.message.setText(problem)
        self._show_file(alert)
        return not problem

    def use_shipped(self, alert: Alert) -> None:
        """Play the shipped sound for ``alert`` again."""
        self.player.set_sound_file(alert, None)
        self.message.setText("")
        self._show_file(alert)

    def say_level(self) -> str:
        """Say the announcement of the level on the clock (shown, and spoken where the
        system has a voice)."""
        text = self.player.announcement(Alert.LEVEL_UP)
        if not text:
            self.heard.setText(self.tr("No level to announce yet."))
            return ""
        spoken = self.player.voice.say(text, self.player.language, self.player.volume() / 100)
        shown = self.tr("Spoken: %1") if spoken else self.tr("Not spoken (no voice): %1")
        self.heard.setText(shown.replace("%1", text))
        return text
