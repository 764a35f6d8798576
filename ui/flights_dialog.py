"""**Tables → Flights and Day 2…**: the starting flights of an event and its Day 2.

Before anyone buys in, the director types the flights, one a line ("1A  2026-05-04  1-10":
code, date, tables) and the rule across flights, and saves them. Then the dialog lists the
flights (date, tables, to play / playing / bagged, entries, bags), starts the next flight
(its tables open, its clock at level 1) and, once every flight is bagged (Clock → Days →
Bag the stacks, in the flight playing), forms Day 2 from every bag: on how many tables, the
seats drawn at random or the stacks spread, the flights' busts given places or not. Each
button is one director action (one undo step); a refusal stays in the dialog with the
reason.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament.service.flight_records import CrossFlightRule, SeatDraw
from ui.flight_words import FlightsView, parse_tables

__all__ = ["FlightsDesk", "FlightsDialog"]

PlanRows = list[tuple[str, str, tuple[int, ...]]]


class FlightsDesk:
    """What the dialog asks of the event: its view, and the three actions (each returns
    "" when done, else the reason it was refused)."""

    def __init__(
        self,
        view: Callable[[], FlightsView],
        plan: Callable[[PlanRows, CrossFlightRule], str],
        start: Callable[[str], str],
        merge: Callable[[int, SeatDraw, bool], str],
    ) -> None:
        self.view, self.plan, self.start, self.merge = view, plan, start, merge


class FlightsDialog(QDialog):
    """The flights and Day 2 (see the module docstring)."""

    def __init__(self, desk: FlightsDesk, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.desk = desk
        self.setWindowTitle(self.tr("Flights and Day 2"))
        layout = QVBoxLayout(self)
        self.list = QTableWidget(0, 6)
        self.list.setHorizontalHeaderLabels(
            [
                self.tr("Flight"),
                self.tr("Date"),
                self.tr("Tables"),
                self.tr("Status"),
                self.tr("Entries"),
                self.tr("Bags"),
            ]
        )
        self.list.verticalHeader().setVisible(False)
        self.list.horizontalHeader().setStretchLastSection(True)
        self.list.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.list)

        self.plan_box = QGroupBox(self.tr("The flights, one a line: code, date, tables"))
        plan_layout = QVBoxLayout(self.plan_box)
        self.plan_text = QPlainTextEdit()
        self.plan_text.setPlaceholderText("1A  2026-05-04  1-10\n1B  2026-05-05  1-10")
        plan_layout.addWidget(self.plan_text)
        self.rule = QComboBox()
        self.rule.addItem(
            self.tr("A player who bags in one flight may not play another"), "one_bag"
        )
        self.rule.addItem(
            self.tr("A player may play several flights: the largest bag goes on"), "largest_bag"
        )
        plan_layout.addWidget(self.rule)
        self.save_button = QPushButton(self.tr("Save the flights"))
        self.save_button.clicked.connect(self.save_plan)
        plan_layout.addWidget(self.save_button)
        layout.addWidget(self.plan_box)

        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.start_next)
        layout.addWidget(self.start_button)

        self.day2_box = QGroupBox(self.tr("Day 2"))
        form = QFormLayout(self.day2_box)
        self.field = QLabel()
        form.addRow(self.field)
        self.tables = QSpinBox()
        self.tables.setRange(1, 999)
        form.addRow(self.tr("Tables"), self.tables)
        self.draw = QComboBox()
        self.draw.addItem(self.tr("Seats drawn at random"), "random")
        self.draw.addItem(self.tr("Stacks spread evenly over the tables"), "by_stack")
        form.addRow(self.tr("Seats"), self.draw)
        self.places = QCheckBox(self.tr("Give the flights' busts places below Day 2's field"))
        self.places.setChecked(True)
        form.addRow(self.places)
        self.merge_button = QPushButton(self.tr("Form Day 2"))
        self.merge_button.clicked.connect(self.form_day2)
        form.addRow(self.merge_button)
        layout.addWidget(self.day2_box)

        self.day2_line = QLabel()
        layout.addWidget(self.day2_line)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c0392b;")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(buttons)
        layout.addLayout(row)
        self.resize(720, 560)
        self.refresh()

    def refresh(self) -> None:
        """Show the event's flights as they are now."""
        v = self.desk.view()
        self.list.setRowCount(len(v.flights))
        for r, f in enumerate(v.flights):
            cells = (f.code, f.date, f.tables, f.status, str(f.entries), str(f.bags))
            for col, text in enumerate(cells):
                self.list.setItem(r, col, QTableWidgetItem(text))
        self.list.resizeColumnsToContents()
        self.list.setVisible(bool(v.flights))
        self.plan_box.setVisible(v.editable)
        if v.editable and v.flights and not self.plan_text.toPlainText().strip():
            self.plan_text.setPlainText(
                "\n".join(f"{f.code}  {f.date}  {f.tables}" for f in v.flights)
            )
        self.rule.setCurrentIndex(max(0, self.rule.findData(v.rule)))
        self.start_button.setVisible(bool(v.next_flight))
        self.start_button.setText(self.tr("Start Day %1").replace("%1", v.next_flight))
        self.day2_box.setVisible(v.day2_field > 0)
        if v.day2_field:
            need = -(-v.day2_field // v.table_size)
            self.field.setText(
                self.tr("%1 players go on to Day 2 · tables of %3 needed: %2")
                .replace("%1", str(v.day2_field))
                .replace("%2", str(need))
                .replace("%3", str(v.table_size))
            )
            if self.tables.value() < need:
                self.tables.setValue(need)
        self.day2_line.setText(v.day2)
        self.day2_line.setVisible(bool(v.day2))

    def _answer(self, refusal: str) -> bool:
        self.error.setText(refusal)
        self.refresh()
        return not refusal

    def plan_rows(self) -> PlanRows:
        """The typed flights (ValueError naming the line that cannot be read)."""
        rows: PlanRows = []
        for line in self.plan_text.toPlainText().splitlines():
            if not line.strip():
                continue
            parts = line.split(None, 2)
            if len(parts) < 3:
                raise ValueError(line)
            try:
                tables = parse_tables(parts[2])
            except ValueError:
                raise ValueError(line) from None
            rows.append((parts[0], parts[1], tables))
        return rows

    def save_plan(self) -> bool:
        """Save the typed flights and rule (one action)."""
        try:
            rows = self.plan_rows()
        except ValueError as error:
            text = self.tr(
                "Cannot read the line “%1”: type a code, a date (YYYY-MM-DD) and tables (1-10)"
            )
            return self._answer(text.replace("%1", str(error)))
        return self._answer(self.desk.plan(rows, self.rule.currentData()))

    def start_next(self) -> bool:
        """Start the next flight (one action)."""
        return self._answer(self.desk.start(self.desk.view().next_flight))

    def form_day2(self) -> bool:
        """Form Day 2 as chosen (one action)."""
        refusal = self.desk.merge(
            self.tables.value(), self.draw.currentData(), self.places.isChecked()
        )
        return self._answer(refusal)
