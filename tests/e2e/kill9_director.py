"""The director's program that tests/e2e/test_kill9.py kills with SIGKILL: a module, not a
script string, so ruff and mypy --strict check it against today's API.

Run as ``python -c "from tests.e2e.kill9_director import main; main()" DB``: opens the demo
on DB, starts the clock, busts three players (two in one hand), records a chip count and
undoes it, prints ``ready`` and sleeps until killed.
"""

from __future__ import annotations

import random
import sys
import time

from PySide6.QtWidgets import QApplication

from tests.e2e.support import MINUTE, START
from tournament.service import commands as c
from ui.app import AppSettings, build_app


def main() -> None:
    """Do the night's first actions on ``sys.argv[1]``, say ``ready``, wait to be killed."""
    app = QApplication([])
    now = [START]
    parts = build_app(AppSettings(db=sys.argv[1], demo="nlhe"), lambda: now[0], random.Random(3))
    facade = parts.facade
    facade.toggle_clock()  # the clock runs from START
    now[0] += 7 * MINUTE
    players = [p.player_id for p in facade.players()]
    facade.send(c.EliminatePlayer(players[0]))
    facade.send(c.EliminatePlayers((players[1], players[2])))  # two busted in the same hand
    facade.send(c.RecordChipCount(players[3], 61_000))
    facade.undo()  # the chip count was a mistake
    print("ready", flush=True)
    time.sleep(600)  # killed long before this ends
    del app


DIRECTOR = "from tests.e2e.kill9_director import main; main()"
"""What ``python -c`` runs."""
