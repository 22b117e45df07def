"""Fixtures for the computer-player tests."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

PERF = Path(__file__).resolve().parents[1] / "perf"


@pytest.fixture
def perf_script(monkeypatch: pytest.MonkeyPatch) -> Callable[[str], ModuleType]:
    """Imports a benchmark script of tests/perf by name. Imported from sys.path,
    which spawned workers inherit: they unpickle the script's functions by
    importing it again."""
    monkeypatch.syspath_prepend(str(PERF))
    return importlib.import_module
