"""The rules framework shared by every game. Pure Python: never imports Qt.

See :mod:`souptable.engine.rules` for the contract a game implements.
"""

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
