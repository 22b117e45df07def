"""A match: rules, the live state and the log of what was decided.

The CLI, the app's controller and replays all drive a game through this one
class, so the action log (the heart of a game record) is kept the same way
everywhere. No Qt here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .actions import Action
from .events import Event
from .registry import get
from .rules import GameRules, Observation, watch_rounds


class Match:
    def __init__(self, game: str, players: int, seed: int, options: Mapping[str, str] | None = None) -> None:
        self.rules: GameRules[Any] = get(game)
        self.game = game
        self.players = players
        self.seed = seed
        self.options = self.rules.options(options, players)
        self.state = self.rules.new_state(players, seed, self.options)
        self.log: list[tuple[int, Action]] = []

    def to_move(self) -> int | None:
        return self.rules.to_move(self.state)

    def legal_actions(self) -> list[Action]:
        return self.rules.legal_actions(self.state)

    def observe(self, seat: int | None) -> Observation:
        return self.rules.observe(self.state, seat)

    def play(self, action: Action) -> list[Event]:
        """Apply ``action`` for the seat to move (checked); logs it on success."""
        seat = self.rules.to_move(self.state)
        events = self.rules.apply(self.state, action)
        assert seat is not None  # apply refuses actions once the game is over
        self.log.append((seat, action))
        return events

    def is_over(self) -> bool:
        return self.rules.is_terminal(self.state)

    def scored_round_state(self) -> Any | None:
        """The state at the moment the last action scored a round, before the next round
        was dealt (``None`` if it scored none): the last action replayed on a copy while
        :meth:`GameRules.round_scored` is watched."""
        if not self.log:
            return None
        state = self.rules.new_state(self.players, self.seed, self.options)
        for _seat, act in self.log[:-1]:
            self.rules.apply(state, act, trusted=True)  # each was checked when it was played
        seen: list[Any] = []
        with watch_rounds(seen.append):
            self.rules.apply(state, self.log[-1][1], trusted=True)
        return seen[-1] if seen else None

    def rebuild(self, upto: int) -> None:
        """Reset to the state after the first ``upto`` logged actions (undo)."""
        log = self.log[:upto]
        self.state = self.rules.new_state(self.players, self.seed, self.options)
        self.log = []
        for _seat, act in log:
            self.play(act)
