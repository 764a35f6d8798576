"""The structure editor's own undo and redo (Ctrl+Z / Ctrl+Shift+Z inside the dialog).

Each step back is the structure before an edit and the step that was selected then.
Typing in one field is one step: an edit named like the one before it (the same step and
field) adds nothing to go back to. Nothing here reaches the event: the dialog's edits
become ONE command when the director plays the structure.

>>> from tournament.structure_io import load_preset
>>> first = load_preset("nlhe-turbo")
>>> edits = StructureEdits()
>>> edits.record(first, 0, (0, "minutes"))
>>> edits.record(first, 0, (0, "minutes"))  # still typing in the same field
>>> edits.back(first, 0) == (first, 0), edits.back(first, 0)
(True, None)
"""

from __future__ import annotations

from tournament.structure import Structure

__all__ = ["StructureEdits"]

Edit = tuple[int, str]
"""Which step (or -1 name, -2 rotation, -3 days) and which field an edit typed into."""


class StructureEdits:
    """The dialog's steps back and forward (see the module docstring)."""

    def __init__(self) -> None:
        self._back: list[tuple[Structure, int]] = []
        self._forward: list[tuple[Structure, int]] = []
        self._typing: Edit | None = None

    @property
    def can_undo(self) -> bool:
        """True when there is an edit to go back from."""
        return bool(self._back)

    @property
    def can_redo(self) -> bool:
        """True when there is an undone edit to do again."""
        return bool(self._forward)

    def record(self, before: Structure, row: int, edit: Edit | None = None) -> None:
        """An edit is made to ``before`` (step ``row`` selected); ``edit`` names the field
        typed into, so that typing on in it stays one step."""
        if edit is None or edit != self._typing:
            self._back.append((before, row))
        self._forward.clear()
        self._typing = edit

    def end_typing(self) -> None:
        """Another step was selected: the next keystroke is a new edit."""
        self._typing = None

    def back(self, current: Structure, row: int) -> tuple[Structure, int] | None:
        """Undo: the structure and selected step before the last edit (None: nothing)."""
        return self._move(self._back, self._forward, current, row)

    def again(self, current: Structure, row: int) -> tuple[Structure, int] | None:
        """Redo: the structure and selected step of the edit last undone (None: nothing)."""
        return self._move(self._forward, self._back, current, row)

    def _move(
        self,
        source: list[tuple[Structure, int]],
        target: list[tuple[Structure, int]],
        current: Structure,
        row: int,
    ) -> tuple[Structure, int] | None:
        if not source:
            return None
        target.append((current, row))
        self._typing = None
        return source.pop()
