"""A hint with its reason: the hard player's choice and what its search says about it.

:func:`suggest` runs the hard player's search (:class:`~souptable.ai.ismcts.IsmctsBot`
with the game's hooks, as the review does) on the person's observation and returns
the move it would make with the search's estimate of the seat's chance for that move
and for the next best move (the other root action that stayed longest in the
sequential halving: both were played in the same sampled worlds, so the two numbers
compare like with like). :func:`serve` is the entry point of the app's hint process
(multiprocessing, spawn), so the search never holds the table's GIL. Sees only an
observation and the legal actions, never a state. Pure Python: never imports Qt.
"""

from __future__ import annotations

import contextlib
import random
import traceback
from dataclasses import dataclass
from typing import Any

from ..engine import Action, Observation, get
from .base import Cancelled
from .review_search import make_searcher, measure_of


@dataclass(frozen=True)
class Suggestion:
    """The suggested move, the search's estimate for it and for the next best move."""

    action: Action
    chance: float | None  # the seat's estimated chance with this move (None: nothing to compare)
    next_action: Action | None
    next_chance: float | None
    measure: str  # "win", or "win_and_place" when the search also counts the place
    worlds: int  # simulations of the suggested move

    def to_json(self) -> dict[str, Any]:
        return {
            "action": self.action.to_json(),
            "chance": self.chance,
            "next_action": None if self.next_action is None else self.next_action.to_json(),
            "next_chance": self.next_chance,
            "measure": self.measure,
            "worlds": self.worlds,
        }

    @staticmethod
    def from_json(game: str, data: dict[str, Any]) -> Suggestion:
        codec = get(game).codec
        nxt = data.get("next_action")
        return Suggestion(
            action=codec.decode(data["action"]),
            chance=data.get("chance"),
            next_action=None if nxt is None else codec.decode(nxt),
            next_chance=data.get("next_chance"),
            measure=str(data.get("measure", "win")),
            worlds=int(data.get("worlds", 0)),
        )


def suggest(game: str, obs: Observation, legal: list[Action], seed: int, think_time: float, cancel: Any = None) -> Suggestion:
    """The hard player's move for ``obs`` and the search's numbers for it and the next best."""
    bot = make_searcher(game)
    bot.think_time = think_time
    measure = measure_of(bot)
    action = bot.choose(obs, legal, random.Random(seed), cancel)
    root = bot.root
    if len(legal) == 1 or root is None or action not in root.edges or len(root.edges) < 2:
        return Suggestion(action, None, None, None, measure, 0)
    mine = root.edges[action]
    others = [e for e in root.edges.values() if e.action != action and e.visits > 0]
    if not others or mine.visits == 0:
        return Suggestion(action, None, None, None, measure, mine.visits)
    # the rival that survived the halving longest (most worlds), the best of those
    most = max(e.visits for e in others)
    rival = max((e for e in others if e.visits == most), key=lambda e: e.total / e.visits)
    return Suggestion(action, mine.total / mine.visits, rival.action, rival.total / rival.visits, measure, mine.visits)


def serve(conn: Any, cancel: Any, request: dict[str, Any]) -> None:
    """Entry point of the hint process: send ("done", suggestion JSON), ("cancelled",) or
    ("error", text), then end."""
    try:
        rules = get(request["game"])
        legal = [rules.codec.decode(a) for a in request["legal"]]
        found = suggest(request["game"], request["obs"], legal, int(request["seed"]), float(request["think_time"]), cancel)
        conn.send(("done", found.to_json()))
    except Cancelled:
        with contextlib.suppress(OSError, BrokenPipeError):
            conn.send(("cancelled",))
    except Exception:  # report to the app, which logs it
        with contextlib.suppress(OSError, BrokenPipeError):
            conn.send(("error", traceback.format_exc()))
    finally:
        with contextlib.suppress(OSError):
            conn.close()
