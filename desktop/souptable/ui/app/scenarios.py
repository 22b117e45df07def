"""Mid-game (and finished) positions for screenshots, the self-test and UI tests.

A game between ``normal`` computer players is played to about a third of its
length, then on until seat 0 has a real choice: a position a person would
recognise as "in the middle of a game". Pure engine and bots; no widgets.
"""

from __future__ import annotations

from typing import Any

from ...ai import make_bot
from ...ai.play import bot_rng
from ...engine import Match, get
from ...engine.record import SeatInfo
from ..games import package
from ..text.common import default_name


def scene_players(game: str) -> int:
    """How many players the screenshots and the self-test seat at ``game``."""
    return int(getattr(package(game), "SCENE_PLAYERS", get(game).info.min_players))


def scene_options(game: str) -> dict[str, str]:
    return dict(getattr(package(game), "SCENE_OPTIONS", {}))


def _interesting(game: str, obs: dict[str, Any]) -> bool:
    """A moment that shows the board well (seat 0's view), as the game's table package says."""
    return bool(package(game).interesting(obs))


def _play(match: Match, upto: int | None) -> Match:
    bots = [make_bot(match.game, "normal") for _ in range(match.players)]
    rngs = [bot_rng(match.seed, s) for s in range(match.players)]
    while not match.is_over() and (upto is None or len(match.log) < upto):
        seat = match.to_move()
        assert seat is not None
        legal = match.legal_actions()
        act = legal[0] if len(legal) == 1 else bots[seat].choose(match.observe(seat), legal, rngs[seat])
        match.play(act)
    return match


def mid_game(game: str, players: int | None = None, seed: int = 3, fraction: float = 0.35) -> Match:
    """A mid-game position where seat 0 has a real choice (several seeds are
    tried until one shows the board well)."""
    n = players or scene_players(game)
    opts = scene_options(game)
    fallback: Match | None = None
    for s in range(seed, seed + 40):
        total = len(_play(Match(game, n, s, opts), None).log)
        match = _play(Match(game, n, s, opts), int(total * fraction))
        bots = [make_bot(game, "normal") for _ in range(n)]
        rngs = [bot_rng(s + 1, k) for k in range(n)]
        while not match.is_over():
            seat = match.to_move()
            assert seat is not None
            legal = match.legal_actions()
            if seat == 0 and len(legal) > 1:
                if _interesting(game, match.observe(0)):
                    return match
                if fallback is None:
                    fallback = _copy(match)
            act = legal[0] if len(legal) == 1 else bots[seat].choose(match.observe(seat), legal, rngs[seat])
            match.play(act)
    assert fallback is not None
    return fallback


def _copy(match: Match) -> Match:
    twin = Match(match.game, match.players, match.seed, match.options)
    for _seat, act in match.log:
        twin.play(act)
    return twin


def seats_for(n: int, humans: int = 1, level: str = "normal") -> list[SeatInfo]:
    return [
        SeatInfo(default_name(i, i < humans), "human" if i < humans else "bot", None if i < humans else level) for i in range(n)
    ]


def finished(game: str, players: int | None = None, seed: int = 3) -> Match:
    """A game between ``normal`` computer players, played to its end."""
    n = players or scene_players(game)
    return _play(Match(game, n, seed, scene_options(game)), None)
