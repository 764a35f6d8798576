"""Composition root: the only module that wires ``db`` to the domain and the Qt UI."""

from __future__ import annotations

import db  # noqa: F401  (placeholder wiring; replaced by build_app)
