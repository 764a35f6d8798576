"""The plan a rehearsal plays (the left of :class:`ui.rehearsal_dialog.RehearsalDialog`): the
players expected, late registration, re-entries, table size, dealer speed, the field, the
days and flights, or the event as it stands; and the rehearsals it describes
(:meth:`RehearsalPlanForm.jobs`). Its words are the dialog's (translated in its context).
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QTime
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTimeEdit,
)

from tournament.rehearsal import DealerSpeed, EventPlan, RehearsalSettings
from tournament.rehearsal.days import day_start_ms, parse_days
from tournament.rehearsal.flights import parse_flights
from tournament.rehearsal.profiles import PROFILES
from tournament.service import Tournament
from tournament.structure import Structure
from tournament.structure_io import load_preset, preset_names
from ui.rehearsal_worker import Job

__all__ = ["RehearsalPlanForm"]


class RehearsalPlanForm(QFormLayout):
    """The plan's fields (see the module doc). ``structure`` is the event's structure;
    ``live`` the event as it stands and the instant now (None: nothing to carry on from)."""

    def __init__(self, structure: Structure, live: tuple[Tournament, int] | None) -> None:
        super().__init__()
        self.structure = structure
        self.live = live
        self.source = QComboBox()
        self.source.addItem(
            QCoreApplication.translate("RehearsalDialog", "The event as planned"), "plan"
        )
        if live is not None:
            self.source.addItem(
                QCoreApplication.translate(
                    "RehearsalDialog", "From now: real seats, stacks, clock"
                ),
                "live",
            )
        self.addRow(QCoreApplication.translate("RehearsalDialog", "Rehearse"), self.source)
        self.compare = QComboBox()
        self.compare.addItem(QCoreApplication.translate("RehearsalDialog", "(nothing)"), "")
        for name in preset_names():
            self.compare.addItem(load_preset(name).name, name)
        self.addRow(QCoreApplication.translate("RehearsalDialog", "Compare with"), self.compare)
        self.low = self._spin(2, 100_000, 100)
        self.high = self._spin(2, 100_000, 120)
        players = QHBoxLayout()
        players.addWidget(self.low)
        players.addWidget(QLabel(QCoreApplication.translate("RehearsalDialog", "to")))
        players.addWidget(self.high)
        self.addRow(QCoreApplication.translate("RehearsalDialog", "Players expected"), players)
        self.counted = QCheckBox(
            QCoreApplication.translate("RehearsalDialog", "re-entries included")
        )
        self.addRow(QCoreApplication.translate("RehearsalDialog", "Counted"), self.counted)
        self.field = QComboBox()
        for key, label in (
            ("elite", QCoreApplication.translate("RehearsalDialog", "Elite / high roller")),
            ("regular", QCoreApplication.translate("RehearsalDialog", "Festival regulars")),
            ("reentry", QCoreApplication.translate("RehearsalDialog", "Local re-entry crowd")),
        ):
            self.field.addItem(label, key)
        self.field.setCurrentIndex(1)
        self.addRow(QCoreApplication.translate("RehearsalDialog", "Field"), self.field)
        self.late = self._spin(0, len(structure.levels), min(6, len(structure.levels)))
        self.addRow(
            QCoreApplication.translate("RehearsalDialog", "Late registration until level"),
            self.late,
        )
        self.re_entry = self._spin(0, 100, 30, " %")
        self.addRow(
            QCoreApplication.translate("RehearsalDialog", "Busted players who re-enter"),
            self.re_entry,
        )
        self.max_entries = self._spin(1, 20, 2)
        self.addRow(
            QCoreApplication.translate("RehearsalDialog", "Entries per player at most"),
            self.max_entries,
        )
        self.table_size = self._spin(2, 10, 9)
        self.addRow(
            QCoreApplication.translate("RehearsalDialog", "Seats per table"), self.table_size
        )
        self.paid = self._spin(1, 100, 15, " %")
        self.addRow(QCoreApplication.translate("RehearsalDialog", "Entries paid"), self.paid)
        self.holdem = self._spin(5, 80, 30)
        self.addRow(
            QCoreApplication.translate("RehearsalDialog", "Hold'em hands per hour"), self.holdem
        )
        self.stud = self._spin(5, 80, 22)
        self.addRow(
            QCoreApplication.translate("RehearsalDialog", "Stud, razz and draw hands per hour"),
            self.stud,
        )
        self.hand_for_hand = QCheckBox(
            QCoreApplication.translate("RehearsalDialog", "hand for hand")
        )
        self.hand_for_hand.setChecked(True)
        self.addRow(
            QCoreApplication.translate("RehearsalDialog", "Bubble played"), self.hand_for_hand
        )
        self.start_time = QTimeEdit(QTime(18, 0))
        self.start_time.setDisplayFormat("HH:mm")
        self.addRow(QCoreApplication.translate("RehearsalDialog", "Start"), self.start_time)
        self.days = QLineEdit()
        self.days.setPlaceholderText(
            QCoreApplication.translate(
                "RehearsalDialog", "straight through; e.g. 12:00 L10, 12:00 L20, 14:00"
            )
        )
        self.days.setToolTip(
            QCoreApplication.translate(
                "RehearsalDialog",
                "Each day: its start, then L and the last level of the day or P and the "
                "players left to stop at; the last day plays to the end. The first day's "
                "start replaces Start.",
            )
        )
        self.addRow(QCoreApplication.translate("RehearsalDialog", "Days"), self.days)
        self.flights = QLineEdit()
        self.flights.setPlaceholderText(
            QCoreApplication.translate(
                "RehearsalDialog", "one field; e.g. 1A 12:00 180, 1B +1 12:00 150"
            )
        )
        self.flights.setToolTip(
            QCoreApplication.translate(
                "RehearsalDialog",
                "Starting flights, each its own field bagged at the end of Day 1 and brought "
                "together on Day 2: the code, +N dates after the first flight, the start and "
                "the entries (a range: 150-170). The entries above are then not used; the "
                "days are needed.",
            )
        )
        self.addRow(QCoreApplication.translate("RehearsalDialog", "Flights"), self.flights)
        self.runs = self._spin(1, 1000, 20)
        self.addRow(QCoreApplication.translate("RehearsalDialog", "Runs"), self.runs)
        self.seed = self._spin(1, 1_000_000, 1)
        self.addRow(QCoreApplication.translate("RehearsalDialog", "First seed"), self.seed)

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
