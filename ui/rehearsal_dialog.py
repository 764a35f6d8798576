"""Rehearse this event…: the dialog that plays the event many times and charts the answers.

The director sets the plan (players expected, late registration, re-entries, table size,
dealer speed) or chooses to carry on from the event as it stands (its seats, stacks and
clock), and optionally a second structure to compare. The runs play in worker processes
(:func:`tournament.rehearsal.run_many`) driven from a thread; progress and the result
come back by signal, so the console stays responsive, and Cancel stops the workers.
The director also chooses the field (elite / high roller, festival regular, local
re-entry crowd: :mod:`tournament.rehearsal.profiles`) and, for a multi-day event, the
days (each day's start and its last level or players left). The answers are a summary
table, the event by day and by level (bag counts), three charts (players left, tables
running, stack in big blinds per level) and a PDF report.
"""

from __future__ import annotations

import dataclasses
import threading
from pathlib import Path

from PySide6.QtCharts import QChart, QChartView
from PySide6.QtCore import QCoreApplication, QThread, QTime, Signal, Slot
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from tournament.errors import DomainError
from tournament.rehearsal import (
    DealerSpeed,
    EventPlan,
    RehearsalSettings,
)
from tournament.rehearsal.days import day_start_ms, parse_days
from tournament.rehearsal.flights import parse_flights
from tournament.rehearsal.profiles import PROFILES
from tournament.rehearsal.report import BAND_MEANING, day_lines, key_lines, level_lines
from tournament.rehearsal.runs import default_workers
from tournament.service import Tournament
from tournament.structure import Structure
from tournament.structure_io import load_preset, preset_names
from ui.domain_text import domain_text
from ui.printing import PdfWriteError, save_pdf
from ui.rehearsal_charts import (
    BAND_NOTE,
    chart_image,
    players_chart,
    report_html,
    stack_chart,
    tables_chart,
)
from ui.rehearsal_worker import Job, Outcome, RehearsalWorker

__all__ = ["RehearsalDialog"]

_CURRENT = "\x00current"


class RehearsalDialog(QDialog):
    """Rehearse this event… (see the module doc).

    ``structure`` is the event's structure; ``live`` the event as it stands and the
    instant now (None when there is nothing running to carry on from).
    """

    done_rehearsing = Signal()

    def __init__(
        self,
        structure: Structure,
        live: tuple[Tournament, int] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rehearse this event"))
        self.resize(1280, 820)
        self.structure = structure
        self.live = live
        self.workers = default_workers()
        self.outcome: Outcome = []
        self._stop = threading.Event()
        self._thread: QThread | None = None
        self._worker: RehearsalWorker | None = None
        big = QFont(self.font())
        big.setPointSize(max(big.pointSize(), 11))
        self.setFont(big)

        form = QFormLayout()
        self.source = QComboBox()
        self.source.addItem(self.tr("The event as planned"), "plan")
        if live is not None:
            self.source.addItem(self.tr("From now: real seats, stacks, clock"), "live")
        form.addRow(self.tr("Rehearse"), self.source)
        self.compare = QComboBox()
        self.compare.addItem(self.tr("(nothing)"), "")
        for name in preset_names():
            self.compare.addItem(load_preset(name).name, name)
        form.addRow(self.tr("Compare with"), self.compare)
        self.low = self._spin(2, 100_000, 100)
        self.high = self._spin(2, 100_000, 120)
        players = QHBoxLayout()
        players.addWidget(self.low)
        players.addWidget(QLabel(self.tr("to")))
        players.addWidget(self.high)
        form.addRow(self.tr("Players expected"), players)
        self.counted = QCheckBox(self.tr("re-entries included"))
        form.addRow(self.tr("Counted"), self.counted)
        self.field = QComboBox()
        for key, label in (
            ("elite", self.tr("Elite / high roller")),
            ("regular", self.tr("Festival regulars")),
            ("reentry", self.tr("Local re-entry crowd")),
        ):
            self.field.addItem(label, key)
        self.field.setCurrentIndex(1)
        form.addRow(self.tr("Field"), self.field)
        self.late = self._spin(0, len(structure.levels), min(6, len(structure.levels)))
        form.addRow(self.tr("Late registration until level"), self.late)
        self.re_entry = self._spin(0, 100, 30, " %")
        form.addRow(self.tr("Busted players who re-enter"), self.re_entry)
        self.max_entries = self._spin(1, 20, 2)
        form.addRow(self.tr("Entries per player at most"), self.max_entries)
        self.table_size = self._spin(2, 10, 9)
        form.addRow(self.tr("Seats per table"), self.table_size)
        self.paid = self._spin(1, 100, 15, " %")
        form.addRow(self.tr("Entries paid"), self.paid)
        self.holdem = self._spin(5, 80, 30)
        form.addRow(self.tr("Hold'em hands per hour"), self.holdem)
        self.stud = self._spin(5, 80, 22)
        form.addRow(self.tr("Stud, razz and draw hands per hour"), self.stud)
        self.hand_for_hand = QCheckBox(self.tr("hand for hand"))
        self.hand_for_hand.setChecked(True)
        form.addRow(self.tr("Bubble played"), self.hand_for_hand)
        self.start_time = QTimeEdit(QTime(18, 0))
        self.start_time.setDisplayFormat("HH:mm")
        form.addRow(self.tr("Start"), self.start_time)
        self.days = QLineEdit()
        self.days.setPlaceholderText(self.tr("straight through; e.g. 12:00 L10, 12:00 L20, 14:00"))
        self.days.setToolTip(
            self.tr(
                "Each day: its start, then L and the last level of the day or P and the "
                "players left to stop at; the last day plays to the end. The first day's "
                "start replaces Start."
            )
        )
        form.addRow(self.tr("Days"), self.days)
        self.flights = QLineEdit()
        self.flights.setPlaceholderText(self.tr("one field; e.g. 1A 12:00 180, 1B +1 12:00 150"))
        self.flights.setToolTip(
            self.tr(
                "Starting flights, each its own field bagged at the end of Day 1 and brought "
                "together on Day 2: the code, +N dates after the first flight, the start and "
                "the entries (a range: 150-170). The entries above are then not used; the "
                "days are needed."
            )
        )
        form.addRow(self.tr("Flights"), self.flights)
        self.runs = self._spin(1, 1000, 20)
        form.addRow(self.tr("Runs"), self.runs)
        self.seed = self._spin(1, 1_000_000, 1)
        form.addRow(self.tr("First seed"), self.seed)

        self.go = QPushButton(self.tr("Rehearse"))
        self.go.setDefault(True)
        self.go.clicked.connect(self.start)
        self.cancel = QPushButton(self.tr("Cancel"))
        self.cancel.setEnabled(False)
        self.cancel.clicked.connect(self.stop)
        self.pdf = QPushButton(self.tr("Save PDF report…"))
        self.pdf.setEnabled(False)
        self.pdf.clicked.connect(lambda: self.save_pdf())
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%v of %m runs"))
        self.status = QLabel(self.tr("Set the plan and press Rehearse."))
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        for button in (self.go, self.cancel, self.pdf):
            buttons.addWidget(button)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addLayout(buttons)
        left.addWidget(self.progress)
        left.addWidget(self.status)
        left.addStretch(1)

        self.tabs = QTabWidget()
        self.summary = QTableWidget(0, 1)
        self.summary.verticalHeader().setVisible(False)
        table_font = QFont(self.summary.font())
        table_font.setPointSize(table_font.pointSize() + 2)
        self.summary.setFont(table_font)
        self.summary.horizontalHeader().setStretchLastSection(True)
        self.tabs.addTab(self.summary, self.tr("Summary"))
        self.by_day = QPlainTextEdit()
        self.by_day.setReadOnly(True)
        mono = QFont("DejaVu Sans Mono")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        mono.setPointSize(table_font.pointSize() - 1)
        self.by_day.setFont(mono)
        self.tabs.addTab(self.by_day, self.tr("By day and level"))
        self.views: dict[str, QChartView] = {}
        for key, title in (
            ("players", self.tr("Players left")),
            ("tables", self.tr("Dealers")),
            ("stack", self.tr("Stack per level")),
        ):
            view = QChartView()
            view.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.views[key] = view
            self.tabs.addTab(view, title)
        note = QLabel(QCoreApplication.translate("Rehearsal", BAND_NOTE))
        right = QVBoxLayout()
        right.addWidget(self.tabs, 1)
        right.addWidget(note)
        layout = QHBoxLayout(self)
        side = QWidget()
        side.setLayout(left)
        side.setFixedWidth(520)
        layout.addWidget(side)
        layout.addLayout(right, 1)

    def _spin(self, low: int, high: int, value: int, suffix: str = "") -> QSpinBox:
        box = QSpinBox()
        box.setRange(low, high)
        box.setValue(value)
        box.setSuffix(suffix)
        return box

    # ----------------------------------------------------------------- the plan
    def jobs(self) -> list[Job]:
        """The rehearsals the form describes (raises DomainError naming a bad setting)."""
        time_of_day = self.start_time.time()
        start_ms = 1_767_225_600_000 + (time_of_day.hour() * 60 + time_of_day.minute()) * 60_000
        days = parse_days(self.days.text())
        flights = parse_flights(self.flights.text())
        if days.days:
            start_ms = day_start_ms(start_ms, 0, days.days[0].start_h)
        rates = dict(DealerSpeed().per_hour)
        slow = float(self.stud.value())
        rates.update({"hold'em": float(self.holdem.value()), "stud": slow, "razz": slow})
        rates["draw"] = slow
        rates["omaha"] = float(self.holdem.value()) * 0.9
        structures = [(self.structure.name, self.structure)]
        other = self.compare.currentData()
        live = self.source.currentData() == "live"
        if other and not live:
            second = load_preset(str(other))
            structures.append((second.name, second))
        out: list[Job] = []
        for name, structure in structures:
            entries = (self.low.value(), self.high.value())
            if live and self.live is not None:
                count = max(2, self.live[0].players_left())
                entries = (count, count)
            plan = EventPlan(
                structure,
                entries=entries,
                table_size=self.table_size.value(),
                late_registration_level=min(self.late.value(), len(structure.levels)),
                max_entries=self.max_entries.value(),
                re_entry_rate=self.re_entry.value() / 100,
                paid_percent=self.paid.value(),
                name=name,
                entries_include_re_entries=self.counted.isChecked() and not live,
                flights=flights if not live else (),
            )
            settings = RehearsalSettings(
                plan,
                speed=dataclasses.replace(DealerSpeed(), per_hour=tuple(rates.items())),
                runs=self.runs.value(),
                seed=self.seed.value(),
                start_ms=start_ms if not live or self.live is None else self.live[1],
                hand_for_hand=self.hand_for_hand.isChecked(),
                bots=PROFILES[str(self.field.currentData())],
                days=days if not live else type(days)(),
            )
            out.append((name, settings))
        return out

    # ----------------------------------------------------------------- running
    @Slot()
    def start(self) -> None:
        """Start rehearsing in a worker thread (its runs in worker processes)."""
        try:
            jobs = self.jobs()
        except DomainError as error:
            self.status.setText(domain_text(str(error)))
            return
        live = self.source.currentData() == "live" and self.live is not None
        start, now = (
            (self.live[0], self.live[1]) if live and self.live is not None else (None, None)
        )
        self._stop.clear()
        total = sum(s.runs for _n, s in jobs)
        self.progress.setRange(0, total)
        self.progress.setValue(0)
        self.status.setText(self.tr("Rehearsing… the console stays usable meanwhile."))
        self.go.setEnabled(False)
        self.cancel.setEnabled(True)
        self.pdf.setEnabled(False)
        thread = QThread(self)
        worker = RehearsalWorker(jobs, self.workers, self._stop, start, now)
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        worker.progress.connect(self._progress)
        worker.finished.connect(self._finished)
        worker.failed.connect(self._failed)
        worker.finished.connect(thread.quit)
        worker.failed.connect(thread.quit)
        self._thread, self._worker = thread, worker
        thread.start()

    @Slot()
    def stop(self) -> None:
        """Ask the runs to stop (the workers stop within a few hundred hands)."""
        self._stop.set()
        self.status.setText(self.tr("Stopping…"))
        self.cancel.setEnabled(False)

    def is_running(self) -> bool:
        """True while a rehearsal is under way."""
        return self._thread is not None and self._thread.isRunning()

    @Slot(int, int)
    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    @Slot(str)
    def _failed(self, message: str) -> None:
        self.status.setText(message)
        self._idle()

    @Slot(object)
    def _finished(self, outcome: Outcome) -> None:
        self.show_outcome(outcome)
        self.status.setText(self.tr("Done: %1 runs.").replace("%1", str(self.progress.maximum())))
        self._idle()

    def _idle(self) -> None:
        self.go.setEnabled(True)
        self.cancel.setEnabled(False)
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
        self._thread = None
        self._worker = None
        self.done_rehearsing.emit()

    # ----------------------------------------------------------------- results
    def charts(self) -> dict[str, QChart]:
        """New charts of the outcome shown (players, tables, stack)."""
        named = [(name, summary) for name, _s, summary in self.outcome]
        return {
            "players": players_chart(named),
            "tables": tables_chart(named),
            "stack": stack_chart(named),
        }

    def show_outcome(self, outcome: Outcome) -> None:
        """Show a rehearsal's summaries: the table and the charts."""
        self.outcome = outcome
        lines = [key_lines(summary, settings) for _n, settings, summary in outcome]
        self.summary.clear()
        self.summary.setColumnCount(1 + len(outcome))
        self.summary.setRowCount(len(lines[0]))
        self.summary.setHorizontalHeaderLabels(["", *(name for name, _s, _r in outcome)])
        for row, first in enumerate(lines[0]):
            self.summary.setItem(row, 0, QTableWidgetItem(first.label))
            for col, column in enumerate(lines, 1):
                text = f"{column[row].median}\n{column[row].band}"
                self.summary.setItem(row, col, QTableWidgetItem(text))
        self.summary.resizeColumnsToContents()
        self.summary.resizeRowsToContents()
        report: list[str] = []
        for name, settings, summary in outcome:
            report += [name, ""]
            days = day_lines(summary, settings)
            report += [*days, ""] if days else []
            report += [*level_lines(summary), ""]
        report.append(BAND_MEANING)
        self.by_day.setPlainText("\n".join(report))
        for key, chart in self.charts().items():
            self.views[key].setChart(chart)
        self.pdf.setEnabled(True)

    def save_pdf(self, path: str | None = None) -> Path | None:
        """Write the report with its charts to a PDF (asks where when ``path`` is None)."""
        if not self.outcome:
            return None
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save the rehearsal report"), "rehearsal.pdf", "PDF (*.pdf)"
            )
            if not path:
                return None
        images = {key: chart_image(chart) for key, chart in self.charts().items()}
        try:
            return save_pdf(report_html(self.outcome, list(images)), path, images)
        except PdfWriteError as error:
            self.status.setText(str(error))
            return None

    def closeEvent(self, event: object) -> None:  # noqa: N802 - Qt override
        """Closing stops a rehearsal under way."""
        if self.is_running():
            self._stop.set()
            if self._thread is not None:
                self._thread.quit()
                self._thread.wait()
        super().closeEvent(event)  # type: ignore[arg-type]
