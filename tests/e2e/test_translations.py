"""The program speaks German, French and Japanese: ``--lang`` loads the Qt translation."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.e2e.support import FakeClock, open_app
from ui.app import AppParts, AppSettings, resolve_language
from ui.cli import build_parser

REPO = Path(__file__).resolve().parents[2]


def test_lang_de_shows_german_captions_on_the_clock_screen_and_console(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe", lang="de")
    screen = parts.clock_screen
    screen.refresh()
    side = screen.side_labels
    assert side["players_caption"].text() == "Spieler"
    assert side["average_caption"].text() == "Durchschnittsstack"
    assert side["pool_caption"].text() == "Preisgeld"
    assert side["break_caption"].text() == "Nächste Pause"
    assert screen.level.text().startswith("Level 1 · ")
    stakes = [(caption.text(), value.text()) for caption, value in screen.stake_boxes]
    assert stakes == [("BLINDS", "100 / 200"), ("BIG-BLIND-ANTE", "200"), ("", "")]
    assert screen.next.text() == "Nächstes: Level 2 · Blinds 200 / 300 · Big-Blind-Ante 300"
    assert screen.money_line.text() == "Rebuys 0 · Add-ons 0"
    # The demo registers through level 6: six 30-minute levels and the 15-minute break after.
    assert screen.message.text() == "Uhr nicht gestartet · Späte Anmeldung endet in 3:15:00"
    console = parts.console
    assert console.clock_bar.start_button.text() == "Uhr starten"
    assert console.tabs.tabText(0) == "Spieler"
    assert {r.status for r in parts.facade.players()} == {"Spielt"}
    parts.close(FakeClock().now)
    assert QApplication.translate("ClockScreen", "Players") == "Players"  # translator removed


@pytest.mark.parametrize(
    ("lang", "caption"), [("fr", "Tapis moyen"), ("ja", "平均スタック"), ("en", "Average stack")]
)
def test_each_language_translates_the_average_stack_caption(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts], lang: str, caption: str
) -> None:
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe", lang=lang)
    parts.clock_screen.refresh()
    assert parts.clock_screen.side_labels["average_caption"].text() == caption


def test_in_french_the_payouts_tab_names_the_prize_pool_as_the_summary_line_does(
    qtbot: QtBot, tmp_path: Path, opened: list[AppParts]
) -> None:
    """Issue 23: the French Payouts tab said "Prize pool 2 700 €" under a summary line that
    says "Cagnotte 2 700 €". The demo: 27 players, 100 € each: 2 700 €, 4 places paid."""
    parts = open_app(opened, qtbot, tmp_path / "demo.sqlite", FakeClock(), demo="nlhe", lang="fr")
    parts.console.refresh()
    info = parts.console.payouts_tab.payouts_info.text()
    assert info.startswith("Cagnotte 2\u202f700 € · 4 places payées.")
    assert "Prize pool" not in info
    assert "Cagnotte 2\u202f700 €" in parts.console.banner.quiet()  # the summary line


def test_lang_option_reaches_the_settings_and_defaults_to_the_system_language() -> None:
    options = build_parser().parse_args(["--lang", "ja"])
    assert AppSettings.from_options(options).lang == "ja"
    assert resolve_language("fr") == "fr"
    assert resolve_language(None) in ("en", "de", "fr", "ja")


@pytest.mark.parametrize("lang", ["de", "fr", "ja"])
def test_every_message_of_each_translation_is_finished(lang: str) -> None:
    ts = (REPO / "resources" / "translations" / f"pokerfloor_{lang}.ts").read_text("utf-8")
    assert 'type="unfinished"' not in ts
    assert (REPO / "resources" / "translations" / f"pokerfloor_{lang}.qm").stat().st_size > 10_000


def test_every_string_in_the_source_is_in_each_translation(tmp_path: Path) -> None:
    """lupdate run on the code now finds nothing the committed files lack: every string the
    program shows is translated, each under a literal context lupdate can read."""
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    if lupdate is None:
        pytest.fail("pyside6-lupdate is not installed beside the interpreter")
    sources = sorted(str(p) for p in (REPO / "ui").rglob("*.py"))
    for lang in ("de", "fr", "ja"):
        ts = tmp_path / f"pokerfloor_{lang}.ts"
        shutil.copy(REPO / "resources" / "translations" / ts.name, ts)
        subprocess.run(
            [lupdate, *sources, "-locations", "none", "-no-obsolete", "-ts", str(ts)],
            check=True,
            capture_output=True,
        )
        root = ElementTree.parse(ts).getroot()
        untranslated = [
            f"{(ctx.findtext('name') or '?')}: {m.findtext('source')}"
            for ctx in root.iter("context")
            for m in ctx.iter("message")
            if m.find("translation") is not None
            and m.find("translation").get("type") == "unfinished"  # type: ignore[union-attr]
        ]
        assert untranslated == [], f"{lang}: run lupdate and translate these"
