"""The rules framework shared by every game. Pure Python: never imports Qt.

See :mod:`souptable.engine.rules` for the contract a game implements.

Its names load with the module that holds them, on first use (a module ``__getattr__``):
the app's start screen needs a game's facts (:func:`info`), not the match, the records
or the random streams (docs/performance.md, "Cold start").
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import Action, ActionCodec, action, interned
    from .errors import DataError, IllegalAction, RecordError, SetupError, WriteError
    from .events import Event, event, make_event, moved, redact
    from .match import Match
    from .registry import available, game_ids, get, info, register
    from .rng import MatchRng, pick, shuffle
    from .rules import (
        RANDOM_SEAT,
        GameInfo,
        GameRules,
        Observation,
        OptionSpec,
        Result,
        chosen_seat,
        ranks_from_keys,
        seat_option,
    )

_HOME = {  # each name's module
    "Action": "actions",
    "ActionCodec": "actions",
    "action": "actions",
    "interned": "actions",
    "DataError": "errors",
    "IllegalAction": "errors",
    "RecordError": "errors",
    "SetupError": "errors",
    "WriteError": "errors",
    "Event": "events",
    "event": "events",
    "make_event": "events",
    "moved": "events",
    "redact": "events",
    "Match": "match",
    "available": "registry",
    "game_ids": "registry",
    "get": "registry",
    "info": "registry",
    "register": "registry",
    "MatchRng": "rng",
    "pick": "rng",
    "shuffle": "rng",
    "RANDOM_SEAT": "rules",
    "GameInfo": "rules",
    "GameRules": "rules",
    "Observation": "rules",
    "OptionSpec": "rules",
    "Result": "rules",
    "chosen_seat": "rules",
    "ranks_from_keys": "rules",
    "seat_option": "rules",
}


def __getattr__(name: str) -> object:
    """A name of the engine, from its module (imported now, then kept here)."""
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "RANDOM_SEAT",
    "Action",
    "ActionCodec",
    "DataError",
    "Event",
    "GameInfo",
    "GameRules",
    "IllegalAction",
    "Match",
    "MatchRng",
    "Observation",
    "OptionSpec",
    "RecordError",
    "Result",
    "SetupError",
    "WriteError",
    "action",
    "available",
    "chosen_seat",
    "event",
    "game_ids",
    "get",
    "info",
    "interned",
    "make_event",
    "moved",
    "pick",
    "ranks_from_keys",
    "redact",
    "register",
    "seat_option",
    "shuffle",
]
