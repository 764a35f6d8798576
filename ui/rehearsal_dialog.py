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

import threading
from pathlib import Path

from PySide6.QtCharts import QChart, QChartView
from PySide6.QtCore import QCoreApplication, QThread, Signal, Slot
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tournament.errors import DomainError
from tournament.rehearsal.report import BAND_MEANING, day_lines, key_lines, level_lines
from tournament.rehearsal.runs import default_workers
from tournament.service import Tournament
from tournament.structure import Structure
from ui.domain_text import domain_text
from ui.locale_format import chips
from ui.printing import PdfWriteError, save_pdf
from ui.rehearsal_charts import (
    BAND_NOTE,
    chart_image,
    players_chart,
    report_html,
    stack_chart,
    tables_chart,
)
from ui.rehearsal_plan import RehearsalPlanForm
from ui.rehearsal_worker import Outcome, RehearsalWorker

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

        self.plan = form = RehearsalPlanForm(structure, live)
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

    # ----------------------------------------------------------------- running
    @Slot()
    def start(self) -> None:
        """Start rehearsing in a worker thread (its runs in worker processes)."""
        try:
            jobs = self.plan.jobs()
        except DomainError as error:
            self.status.setText(domain_text(str(error)))
            return
        live = self.plan.source.currentData() == "live" and self.live is not None
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
            self.summary.setItem(row, 0, QTableWidgetItem(domain_text(first.label)))
            for col, column in enumerate(lines, 1):  # in the reader's words and numbers
                text = f"{domain_text(column[row].median)}\n{domain_text(column[row].band)}"
                self.summary.setItem(row, col, QTableWidgetItem(text))
        self.summary.resizeColumnsToContents()
        self.summary.resizeRowsToContents()
        report: list[str] = []
        for name, settings, summary in outcome:  # in the reader's words and numbers
            report += [name, ""]
            days = day_lines(summary, settings, domain_text, chips)
            report += [*days, ""] if days else []
            report += [*level_lines(summary, domain_text, chips), ""]
        report.append(domain_text(BAND_MEANING))
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
