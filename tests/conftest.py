"""Test setup shared by every suite: Qt offscreen, settings and data in temp folders."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

# Before anything imports Qt: no display on CI machines.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
# Never touch the real user's data, settings or caches from a test.
_TMP_HOME = tempfile.mkdtemp(prefix="souptable-test-home-")
for _var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
    os.environ[_var] = os.path.join(_TMP_HOME, _var.lower())

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "desktop") not in sys.path:
    sys.path.insert(0, str(ROOT / "desktop"))


def pytest_addoption(parser):
    parser.addoption(
        "--fixture-game",
        action="store_true",
        help="register Pip, the tests' fixture game (tests/fixture_game), for the whole run: "
        "every test over the registry's games runs over it too",
    )


def pytest_configure(config):
    if config.getoption("--fixture-game"):  # before collection: parametrizations see it
        from tests.fixture_game import registered

        config._fixture_game = registered()
        config._fixture_game.__enter__()


def pytest_unconfigure(config):
    held = getattr(config, "_fixture_game", None)
    if held is not None:
        held.__exit__(None, None, None)
    shutil.rmtree(_TMP_HOME, ignore_errors=True)  # (each process of the run made its own)
