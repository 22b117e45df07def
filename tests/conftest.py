"""Test setup shared by every suite: Qt offscreen, settings and data in temp folders."""

from __future__ import annotations

import os
import sys
from pathlib import Path

# Before anything imports Qt: no display on CI machines.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "desktop") not in sys.path:
    sys.path.insert(0, str(ROOT / "desktop"))
