"""Test-wide setup: Qt runs offscreen, no test touches the user's real data directory or
settings (``XDG_CONFIG_HOME`` points at a folder of this test run, so ``QSettings`` such as
the clock window's placement and alert choices start empty)."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="pokerfloor-test-config-")
