"""Whole games between bots: the loop behind ``souptable-cli play``/``arena``.

Each seat's bot gets a private rng derived from the game seed and the seat,
so a game between bots is reproducible from (game, players, options, seed,
levels). Pure Python: never imports Qt.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Mapping, Sequence

from ..engine import Match
from . import make_bot


def bot_rng(seed: int, seat: int) -> random.Random:
    digest = hashlib.sha256(f"souptable-bot:{seed}:{seat}".encode()).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


def fill_lineup(levels: Sequence[str], players: int) -> list[str]:
    """One level per seat, the last repeated to fill the table."""
    if not levels:
        raise ValueError("no bot levels given")
    if len(levels) > players:
        raise ValueError(f"{len(levels)} bot levels for {players} seats")
    return list(levels) + [levels[-1]] * (players - len(levels))


def play_game(
    game: str,
    players: int,
    seed: int,
    levels: Sequence[str],
    options: Mapping[str, str] | None = None,
    think_time: float = 1.0,
    max_actions: int = 100_000,
    iterations: int | None = None,
    after: Callable[[Match], None] | None = None,
) -> Match:
    """Play a game to the end with one bot level per seat (the last level fills
    the remaining seats); returns the finished match. ``after`` sees the
    match after every action (for tools that study games as they go)."""
    match = Match(game, players, seed, options)
    bots = [make_bot(game, lvl, think_time, iterations) for lvl in fill_lineup(levels, players)]
    rngs = [bot_rng(seed, s) for s in range(players)]
    for _ in range(max_actions):
        seat = match.to_move()
        if seat is None:
            return match
        legal = match.legal_actions()
        if len(legal) == 1:
            act = legal[0]
        else:
            act = bots[seat].choose(match.observe(seat), legal, rngs[seat])
        match.play(act)
        if after is not None:
            after(match)
    raise RuntimeError(f"{game}: no end after {max_actions} actions (seed {seed})")
