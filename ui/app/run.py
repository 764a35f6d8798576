"""``pokerfloor`` itself: run the console and the clock screen (or save screenshots)."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from db.errors import LockedError, StoreError, WriterBusyError
from ui import heap
from ui.app.settings import AppSettings, NoTournamentError, system_now
from ui.app.translations import resolve_language
from ui.app.wiring import AppParts, build_app, show_clock

__all__ = ["run_app", "take_over"]


def _quiet_offscreen_warnings() -> None:
    """Drop the offscreen plugin's notes about window hints it cannot honour (not the user's
    concern); every other Qt message is still printed."""
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message.startswith("This plugin does not support"):
            return
        print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


def run_app(options: argparse.Namespace) -> int:
    """Run the program; returns the exit status (2 when the database cannot be used)."""
    with heap.loading():  # Qt's modules: as the program's (ui.cli)
        from PySide6.QtWidgets import QApplication

    settings = AppSettings.from_options(options)
    if settings.screenshot is not None:
        _quiet_offscreen_warnings()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("pokerfloor")
    settings = replace(settings, lang=resolve_language(settings.lang))
    try:
        try:
            parts = build_app(settings, system_now, random.SystemRandom())
        except LockedError as exc:  # a second copy: who holds it, since when; display-only?
            from ui.app.second_copy import ask_station  # Qt: not for the CLI commands

            print(f"pokerfloor: {exc}", file=sys.stderr)
            can_take_over = isinstance(exc, WriterBusyError) and exc.can_take_over
            choice = "quit"
            if settings.screenshot is None:
                choice = ask_station(exc.where, str(exc), can_take_over=can_take_over)
            if choice == "quit":
                return 2
            if choice == "take_over":
                settings = replace(settings, take_over=True)
            else:
                settings = replace(settings, display_only=True)
            parts = build_app(settings, system_now, random.SystemRandom())
    except StoreError as exc:
        print(f"pokerfloor: {exc}", file=sys.stderr)
        return 2
    except NoTournamentError:
        print("pokerfloor: no tournament was created; nothing to open.", file=sys.stderr)
        return 0
    parts.console.show()
    show_clock(parts.clock_screen, settings.clock_screen)
    if settings.screenshot is not None:
        return _screenshots(parts, Path(settings.screenshot))
    while True:
        code = app.exec()
        if not parts.take_over:
            parts.close(system_now())
            return code
        try:  # "Take over as director's station": open again as the writer
            parts, settings = take_over(parts, settings, system_now, random.SystemRandom())
        except StoreError as exc:
            print(f"pokerfloor: {exc}", file=sys.stderr)
            return 2
        parts.console.show()
        show_clock(parts.clock_screen, settings.clock_screen)


def take_over(
    parts: AppParts, settings: AppSettings, now: Callable[[], int], rng: random.Random
) -> tuple[AppParts, AppSettings]:
    """Close this display station and open the database again as the director's station
    (the director confirmed: :mod:`ui.app.takeover`)."""
    parts.close(now())
    settings = replace(settings, display_only=False, take_over=True)
    return build_app(settings, now, rng), settings


def _screenshots(parts: AppParts, folder: Path) -> int:
    from PySide6.QtWidgets import QApplication

    folder.mkdir(parents=True, exist_ok=True)
    parts.console.resize(1400, 860)
    parts.clock_screen.resize(1600, 900)
    for _ in range(5):
        QApplication.processEvents()
    console_png = folder / "console.png"
    clock_png = folder / "clock.png"
    parts.console.grab().save(str(console_png))
    parts.clock_screen.grab().save(str(clock_png))
    print(f"pokerfloor: saved {console_png} and {clock_png}")
    parts.close(system_now())
    return 0
