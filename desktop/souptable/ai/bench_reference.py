"""The yardstick of ``souptable-cli bench``: OpenSpiel's C++ ``oh_hell`` played at random from Python.

A trick-taking game of about our size, driven through the same kind of loop as
our playouts (ask for the legal actions, pick one with ``random()``, apply it),
so that the ratio of the two says how far our pure-Python engine is from a
compiled one on the same machine at the same moment. Dealing is part of a game
(our ``new_state`` shuffles too): ``oh_hell``'s chance nodes are sampled and
timed, but only the seats' decisions are counted as actions, as ours are.

Needs the ``bench`` extra (``open-spiel``); without it :func:`reference` is
``None`` and the bench prints our numbers alone. Never imports Qt.
"""

from __future__ import annotations

import importlib
import random
import time
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as dist_version
from typing import Any

GAME = "oh_hell"
MIN_PLAYERS, MAX_PLAYERS = 3, 7


class Playouts:
    """Counts of games and decisions played so far, and the time they took."""

    __slots__ = ("actions", "cpu_seconds", "games", "seconds")

    def __init__(self) -> None:
        self.games = 0
        self.actions = 0
        self.seconds = 0.0
        self.cpu_seconds = 0.0  # of this process: what other jobs on the machine do not take

    def actions_per_s(self) -> float:
        return self.actions / self.seconds if self.seconds > 0 else 0.0

    def games_per_s(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    def actions_per_cpu_s(self) -> float:
        return self.actions / self.cpu_seconds if self.cpu_seconds > 0 else 0.0

    def timed(self, t0: float, c0: float) -> None:
        """Add the wall and CPU time since ``t0`` (``perf_counter``) and ``c0`` (``process_time``)."""
        self.seconds += time.perf_counter() - t0
        self.cpu_seconds += time.process_time() - c0


class OhHell:
    """Random ``oh_hell`` games at one table size, played in slices of time."""

    def __init__(self, pyspiel: Any, players: int) -> None:
        self.players = min(MAX_PLAYERS, max(MIN_PLAYERS, players))  # the nearest table it has
        self.game = pyspiel.load_game(GAME, {"players": self.players})
        self.rnd = random.Random(12345)
        self.done = Playouts()

    def run(self, seconds: float) -> None:
        """Whole games until ``seconds`` have passed (at least one game)."""
        rnd, done = self.rnd, self.done
        t0, c0 = time.perf_counter(), time.process_time()
        while True:
            st = self.game.new_initial_state()
            while not st.is_terminal():
                if st.is_chance_node():
                    st.apply_action(_sample(st.chance_outcomes(), rnd))
                else:
                    legal = st.legal_actions()
                    st.apply_action(legal[int(rnd.random() * len(legal))])
                    done.actions += 1
            done.games += 1
            if time.perf_counter() - t0 >= seconds:
                break
        done.timed(t0, c0)


def _sample(outcomes: list[tuple[int, float]], rnd: random.Random) -> int:
    x = rnd.random()
    for action, p in outcomes:
        x -= p
        if x < 0.0:
            return action
    return outcomes[-1][0]  # rounding at the top end


def reference() -> Any | None:
    """The ``pyspiel`` module, or ``None`` when the ``bench`` extra is not installed."""
    try:
        return importlib.import_module("pyspiel")
    except ImportError:
        return None


def version() -> str | None:
    """The installed ``open-spiel`` version, if any."""
    try:
        return dist_version("open-spiel")
    except PackageNotFoundError:
        return None
