"""How far a director's action travels: the modules a bust clicked in the console and a
hand recorded in a table view pass through, from the click to the end of the repaint.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/hops.py

The whole program is opened offscreen on a demo event (``ui.app.build_app``: console and
clock screen shown), then each action runs under ``sys.setprofile``. The bust is the
director's click on the Players tab's Bust button (the victim's row selected); the hand is
recorded as the table view records it. Printed per action:

- **hops**: the pokerfloor modules entered, in the order first entered (each a module
  crossed), and how many of them are in ``ui``, ``db`` and ``tournament``; the distinct
  functions of ours called; and how many of each were on the way to the command's commit
  (the rest is the way back: the bridge, the presenters, the repaint);
- **chains**: the functions of ours on the call stack (outermost first) when the command's
  write transaction commits, and when the console's refresh (``ui.console.updates``) is
  first entered after it: the hops from the click to the commit and from the click to
  the screens, and the modules they cross;
- **what changed**: how many times "what changed" was worked out (the functions that
  did it: the outcome's ``touched_by``; before issue 23 also ``db.projection.touched``
  and ``ui.bridge.touches``);
- **clock models**: how many times the clock screen's model was asked for and built;
- **write transactions**: the database COMMITs that wrote something (a recorded hand
  through the table view: the command, and before issue 23 its PHH and the live hand's
  end apart).

Run it before and after a change to the spine (side by side, issue 23's closing note).
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402
from sqlalchemy import event  # noqa: E402

from tournament.service import commands as c  # noqa: E402
from tournament.service.live_hand import live_hand_of  # noqa: E402
from tournament.service.table_hand import HandEntry  # noqa: E402
from ui.app import AppSettings, build_app  # noqa: E402
from ui.table_view.play import TablePlay  # noqa: E402

T0 = 1_700_000_000_000
WHAT_CHANGED = {"touched_by", "touched", "touches", "change_of"}
PACKAGES = ("tournament", "db", "ui")


def chain(frame: FrameType | None) -> list[str]:
    """Our functions on the call stack from ``frame`` outwards, outermost first."""
    found: list[str] = []
    while frame is not None:
        module = frame.f_globals.get("__name__", "")
        if module.startswith(PACKAGES):
            found.append(f"{module}:{frame.f_code.co_qualname}")
        frame = frame.f_back
    return found[::-1]


def chain_line(name: str, hops: list[str]) -> str:
    """``hops`` as one line: how many functions, across how many modules, which."""
    modules = {hop.split(":")[0] for hop in hops}
    return f"   chain to {name}: {len(hops)} hops across {len(modules)} modules: " + " > ".join(
        hops
    )


class Trace:
    """The modules entered and the counted functions called while it is on."""

    def __init__(self) -> None:
        self.modules: list[str] = []
        self.seen: set[str] = set()
        self.what_changed = 0
        self.clock_asked = 0
        self.clock_built = 0
        self.memo = False
        self.writes = 0
        self.functions: set[str] = set()
        self.to_commit: tuple[int, int] | None = None
        """(modules, functions) entered before the first write transaction committed."""
        self.commit_chain: list[str] = []
        self.screen_chain: list[str] = []

    def committed(self) -> None:
        """A write transaction committed: the way to the commit ends here (the first)."""
        if self.to_commit is None:
            self.to_commit = (len(self.modules), len(self.functions))
            self.commit_chain = chain(sys._getframe(1))

    def __call__(self, frame: FrameType, event: str, _arg: Any) -> None:
        if event != "call":
            return
        module = frame.f_globals.get("__name__", "")
        if not module.startswith(PACKAGES):
            return
        if module not in self.seen:
            self.seen.add(module)
            self.modules.append(module)
        name = frame.f_code.co_name
        self.functions.add(f"{module}:{frame.f_code.co_qualname}")
        if module == "ui.console.updates" and self.to_commit and not self.screen_chain:
            self.screen_chain = chain(frame)
        counted = module in ("tournament.service.outcome", "db.projection", "ui.bridge")
        maps_only = module == "ui.bridge" and name == "change_of"  # maps, does not work out
        if name in WHAT_CHANGED and counted and not maps_only:
            self.what_changed += 1
        if module == "ui.director_clock_model" and name == "clock_model":
            self.clock_asked += 1
        if module == "ui.director_clock_model" and name == "_build_clock_model":
            self.clock_built += 1
            self.memo = True

    @property
    def clock_models(self) -> int:
        """How many times the clock model was built (asked = built without the memo)."""
        return self.clock_built if self.memo else self.clock_asked


def traced(app: QApplication, engine: Any, action: Callable[[], object]) -> Trace:
    """Run ``action`` and the repaint under the profiler, counting ``engine``'s writes."""
    trace = Trace()
    wrote = [False]

    def on_execute(_conn: Any, _cursor: Any, statement: str, *_rest: Any) -> None:
        if statement.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE")):
            wrote[0] = True

    def on_commit(_conn: Any) -> None:
        trace.writes += wrote[0]
        if wrote[0]:
            trace.committed()
        wrote[0] = False

    event.listen(engine, "before_cursor_execute", on_execute)
    event.listen(engine, "commit", on_commit)
    sys.setprofile(trace)
    try:
        action()
        app.processEvents()
    finally:
        sys.setprofile(None)
        event.remove(engine, "before_cursor_execute", on_execute)
        event.remove(engine, "commit", on_commit)
    return trace


def report(name: str, trace: Trace) -> None:
    """Print one action's figures."""
    by = {p: sum(1 for m in trace.modules if m.split(".")[0] == p) for p in PACKAGES}
    print(
        f"{name}: {len(trace.modules)} modules crossed ({by['ui']} ui, {by['db']} db, "
        f"{by['tournament']} tournament); what changed worked out "
        f"{trace.what_changed}x; clock model asked {trace.clock_asked}x, built "
        f"{trace.clock_models}x; {trace.writes} write transaction(s)"
    )
    modules, functions = trace.to_commit or (len(trace.modules), len(trace.functions))
    print(
        f"   {len(trace.functions)} functions of ours called; to the commit {modules} "
        f"modules / {functions} functions, back to the screens "
        f"{len(trace.modules) - modules} more modules / {len(trace.functions) - functions} "
        "more functions"
    )
    print(chain_line("the commit", trace.commit_chain))
    print(chain_line("the console's refresh", trace.screen_chain))
    print("   " + " > ".join(trace.modules))


def main() -> None:
    """Open a demo event, bust a player, record a hand, print the figures."""
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    now = [T0]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hops.sqlite"
        parts = build_app(AppSettings(db=str(path), demo="nlhe"), lambda: now[0], random.Random(3))
        try:
            parts.console.show()
            parts.clock_screen.show()
            app.processEvents()
            # the repaint timers (clock strip, clock screen, heartbeat) are stopped: only what
            # the action itself sets off is traced (the profiler slows it past a tick)
            for timer in (parts.console._tick, parts.clock_screen._timer, *parts.timers):
                timer.stop()
            facade = parts.facade
            seated = list(facade.count_rows())
            victim = seated[0].player_id
            now[0] += 1_000
            engine = parts.store.engine
            tab = parts.console.players_tab
            row = next(n for n, r in enumerate(facade.players()) if r.player_id == victim)
            tab.players_view.selectRow(row)
            bust = traced(app, engine, tab.bust_button.click)
            if facade.t.player(victim).status == "active":  # the click did not bust: say so
                print(f"the Bust button did not bust {victim}; sent the command instead")
                bust = traced(
                    app,
                    engine,
                    lambda: parts.console.do(lambda: facade.send(c.EliminatePlayer(victim))),
                )
            report("bust", bust)
            play = TablePlay(facade)
            table = next(r.table for r in facade.count_rows() if r.table is not None)
            now[0] += 1_000
            hand = play.start(table, "deal")
            while not hand.over:
                shows = hand.need().kind == "show"
                hand.enter(HandEntry("show") if shows else HandEntry("fold"))
            play.publish(table, live_hand_of(hand))  # the stations show it in progress

            def record() -> None:  # as the table view does: record, then tell the stations
                parts.console.do(lambda: play.record(hand))
                play.publish(table, None)

            report("recorded hand", traced(app, engine, record))
        finally:
            parts.close(now[0])


if __name__ == "__main__":
    main()
