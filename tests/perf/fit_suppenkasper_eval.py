"""Refit ``WIN_MODEL`` in ``ai/heuristics/suppenkasper.py``: how the positions at
a round start predict the winner of a game between ``normal`` players.

    PYTHONPATH=desktop python tests/perf/fit_suppenkasper_eval.py --players 4 --games 3000

Plays whole base games with ``normal`` at every seat, keeps every round-start
position (after the settlement, while the game goes on) with the game's
winners, and fits a multinomial logit (a softmax over the seats) with the
four features of ``WIN_MODEL`` by gradient ascent on 70% of the positions;
prints the weights and the mean log-likelihood on the other 30% next to a
coin toss's. Needs numpy (the ``bench`` extra). A benchmark-side tool, not a
test: never part of the default run.
"""

from __future__ import annotations

import argparse
import sys

import numpy as np

from souptable.ai.play import play_game
from souptable.engine import Match


def round_starts(players: int, seed: int) -> tuple[list[list[int]], list[float]]:
    """One game of normal players: the positions at each later round start,
    and each seat's share of the win."""
    starts: list[list[int]] = []
    last = [1]  # the round of the previous action

    def watch(match: Match) -> None:
        if match.state.round != last[0] and match.to_move() is not None:
            last[0] = match.state.round
            starts.append(list(match.state.positions))

    match = play_game("suppenkasper", players, seed, ["normal"], after=watch)
    res = match.rules.result(match.state)
    assert res is not None
    return starts, res.win_shares()


def collect(players: int, games: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """(positions per round start, winner weights per seat) over ``games`` games."""
    positions: list[list[int]] = []
    winners: list[list[float]] = []
    for g in range(games):
        starts, share = round_starts(players, seed + g)
        positions += starts
        winners += [share] * len(starts)
    return np.array(positions, float), np.array(winners)


def features(p: np.ndarray) -> np.ndarray:
    far = np.abs(p).max(axis=1, keepdims=True)
    late = (far >= 8).astype(float)
    return np.stack([np.abs(p) * far / 10, p * far / 10, np.abs(p) * late, p * late], axis=-1)


def log_likelihood(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> float:
    s = x @ w
    s -= s.max(axis=1, keepdims=True)
    logp = s - np.log(np.exp(s).sum(axis=1, keepdims=True))
    return float((y * logp).sum() / len(x))


def fit(x: np.ndarray, y: np.ndarray, steps: int = 8000, rate: float = 0.05) -> np.ndarray:
    w = np.zeros(x.shape[-1])
    for _ in range(steps):
        s = x @ w
        s -= s.max(axis=1, keepdims=True)
        e = np.exp(s)
        p = e / e.sum(axis=1, keepdims=True)
        w += rate * ((y - p)[..., None] * x).sum(axis=(0, 1)) / len(x)
    return w


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=20000)
    a = ap.parse_args()
    pos, win = collect(a.players, a.games, a.seed)
    x = features(pos)
    cut = int(len(x) * 0.7)
    w = fit(x[:cut], win[:cut])
    print(f"{len(x)} round starts from {a.games} games at {a.players} players")
    print("weights (a, b, c, d):", tuple(round(float(v), 3) for v in w))
    print(f"held-out log-likelihood {log_likelihood(w, x[cut:], win[cut:]):.4f}, coin toss {-np.log(a.players):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
