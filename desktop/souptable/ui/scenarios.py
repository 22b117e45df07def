"""Mid-game positions for screenshots, the self-test and UI tests.

A game between ``normal`` computer players is played to about a third of its
length, then on until seat 0 has a real choice: a position a person would
recognise as "in the middle of a game". Pure engine and bots; no widgets.
"""

from __future__ import annotations

from ..ai import make_bot
from ..ai.play import bot_rng
from ..engine import Match, get
from ..engine.record import SeatInfo
from .text.common import default_name

DEFAULT_PLAYERS = {"susuru": 4, "salty": 4, "suppenkasper": 4, "soupmeng": 3}
DEFAULT_OPTIONS = {"suppenkasper": {"variant": "2"}}


def _interesting(game: str, obs: dict) -> bool:
    """A moment that shows the board well (seat 0's view)."""
    if game == "susuru":
        return len(obs["hand"]) >= 3 and len(obs["market"]) >= 2 and any(obs["trend"].values())
    if game == "salty":
        return obs.get("phase") == "play" and bool(obs.get("trick")) and obs.get("last_trick") is not None
    if game == "suppenkasper":
        # a dish of a few cards served to seat 0, the tokens spread over the track
        return obs["phase"] == "respond" and len(obs["plate"]) >= 2 and len(obs["hand"]) >= 5 and len(set(obs["positions"])) >= 2
    if game == "soupmeng":
        # after the draw (hand of 4), with bowls well filled and a bonus card claimed
        cards = sum(len(b["soups"]) + len(b["noodles"]) + len(b["toppings"]) for row in obs["bowls"] for b in row)
        return obs["phase"] == "play" and cards >= 12 and any(obs["claimed"]) and bool(obs["discard"])
    return True


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
    n = players or DEFAULT_PLAYERS.get(game, get(game).info.min_players)
    opts = DEFAULT_OPTIONS.get(game, {})
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
