"""The rules framework shared by every game. Pure Python: never imports Qt.

See :mod:`souptable.engine.rules` for the contract a game implements.
"""

from .actions import Action, ActionCodec, action
from .errors import IllegalAction, RecordError, SetupError
from .events import Event, event, moved, redact
from .match import Match
from .registry import available, game_ids, get
from .rng import MatchRng, pick, shuffle
from .rules import GameInfo, GameRules, Observation, OptionSpec, Result, ranks_from_keys

__all__ = [
    "Action",
    "ActionCodec",
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
    "action",
    "available",
    "game_ids",
    "event",
    "get",
    "moved",
    "pick",
    "ranks_from_keys",
    "redact",
    "shuffle",
]
