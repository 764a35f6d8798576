"""Test-wide setup: Qt runs offscreen, no test touches the user's real data directory."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
