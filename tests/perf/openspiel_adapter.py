"""A Soup Table game seen through OpenSpiel's Python game API (the ``bench`` extra).

``load(game_id, players, seed)`` registers ``souptable_<game_id>`` with
pyspiel (once) and returns the pyspiel game; its states wrap one of our
states. Our engine shuffles inside its own state, so the OpenSpiel game has
no explicit chance nodes (``SAMPLED_STOCHASTIC``). Actions are numbered as
they are first met (one table per game, shared by every state of the
process). The information state string of a seat is its observation
(``rules.observe``) as canonical JSON, so OpenSpiel's search keys its nodes by
exactly what that seat may know.

``resampler(rnd)`` is what OpenSpiel's ``ISMCTSBot`` needs to sample worlds:
built from ``rules.determinize`` of the seat's observation, like our own
search. Not part of the app and not imported by it; needs ``open-spiel``.
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
import pyspiel

from souptable.engine import Action, GameRules, get

MAX_ACTIONS = 1 << 20
MAX_LENGTH = 5000


class ActionTable:
    """Our actions <-> OpenSpiel's integers, numbered as first met."""

    def __init__(self) -> None:
        self.ids: dict[Action, int] = {}
        self.actions: list[Action] = []

    def id(self, action: Action) -> int:
        i = self.ids.get(action)
        if i is None:
            i = self.ids[action] = len(self.actions)
            self.actions.append(action)
        return i

    def action(self, i: int) -> Action:
        return self.actions[i]


_TABLES: dict[str, ActionTable] = {}
_CLASSES: dict[str, type] = {}


class _Inner:
    """Holds our state; OpenSpiel clones a state by deep-copying its attributes."""

    __slots__ = ("rules", "st")

    def __init__(self, rules: GameRules[Any], st: Any) -> None:
        self.rules = rules
        self.st = st

    def __deepcopy__(self, memo: dict[int, Any]) -> _Inner:
        return _Inner(self.rules, self.rules.clone(self.st))


def _game_type(game_id: str, rules: GameRules[Any]) -> Any:
    info = rules.info
    return pyspiel.GameType(
        short_name=f"souptable_{game_id}",
        long_name=f"Soup Table {info.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info.max_players,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={"players": info.min_players, "seed": 0, "options": ""},
    )


def _register(game_id: str) -> None:
    if game_id in _CLASSES:
        return
    rules = get(game_id)
    table = _TABLES.setdefault(game_id, ActionTable())
    gtype = _game_type(game_id, rules)

    class SoupState(pyspiel.State):  # type: ignore[misc]
        def __init__(self, game: Any, st: Any) -> None:
            super().__init__(game)
            self.inner = _Inner(rules, st)

        @property
        def st(self) -> Any:
            return self.inner.st

        def current_player(self) -> int:
            p = rules.to_move(self.inner.st)
            return pyspiel.PlayerId.TERMINAL if p is None else p

        def _legal_actions(self, player: int) -> list[int]:
            if rules.to_move(self.inner.st) != player:
                return []
            return sorted(table.id(a) for a in rules.legal_actions(self.inner.st))

        def _apply_action(self, action: int) -> None:
            rules.apply(self.inner.st, table.action(action), trusted=True)

        def _action_to_string(self, player: int, action: int) -> str:
            return json.dumps(table.action(action).to_json())

        def is_terminal(self) -> bool:
            return rules.to_move(self.inner.st) is None

        def returns(self) -> list[float]:
            if rules.to_move(self.inner.st) is not None:
                return [0.0] * rules.players(self.inner.st)
            return list(rules.returns(self.inner.st))

        def __str__(self) -> str:
            return json.dumps(rules.observe(self.inner.st, None), sort_keys=True)

    class Observer:
        """Information state = the seat's observation (it holds the public history)."""

        def __init__(self, iig_obs_type: Any, params: Any) -> None:
            self.tensor = np.zeros(0, np.float32)
            self.dict: dict[str, Any] = {}

        def set_from(self, state: Any, player: int) -> None:
            pass

        def string_from(self, state: Any, player: int) -> str:
            return json.dumps(rules.observe(state.inner.st, player), sort_keys=True, separators=(",", ":"))

    class SoupGame(pyspiel.Game):  # type: ignore[misc]
        def __init__(self, params: dict[str, Any] | None = None) -> None:
            params = dict(params or {})
            self.n = int(params.get("players", rules.info.min_players))
            self.seed = int(params.get("seed", 0))
            opts = str(params.get("options", ""))
            self.options = dict(kv.split("=", 1) for kv in opts.split(",") if kv)
            ginfo = pyspiel.GameInfo(
                num_distinct_actions=MAX_ACTIONS,
                max_chance_outcomes=0,
                num_players=self.n,
                min_utility=0.0,
                max_utility=1.0,
                utility_sum=None,
                max_game_length=MAX_LENGTH,
            )
            super().__init__(gtype, ginfo, params)

        def new_initial_state(self) -> SoupState:
            return SoupState(self, rules.new_state(self.n, self.seed, self.options))

        def wrap(self, st: Any) -> SoupState:
            return SoupState(self, st)

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
            return Observer(iig_obs_type, params)

    pyspiel.register_game(gtype, SoupGame)
    _CLASSES[game_id] = SoupGame


def load(game_id: str, players: int, seed: int = 0, options: dict[str, str] | None = None) -> Any:
    """The pyspiel game for ``game_id`` at ``players`` seats, dealt from ``seed``."""
    _register(game_id)
    opts = ",".join(f"{k}={v}" for k, v in sorted((options or {}).items()))
    return pyspiel.load_game(f"souptable_{game_id}", {"players": players, "seed": seed, "options": opts})


def resampler(rnd: random.Random) -> Any:
    """OpenSpiel ISMCTS's world sampler: the seat's observation, determinized."""

    def resample(state: Any, player: int) -> Any:
        rules = state.inner.rules
        world = rules.determinize(rules.observe(state.inner.st, player), rnd)
        return state.get_game().wrap(world)

    return resample


def action_id(game_id: str, action: Action) -> int:
    _register(game_id)
    return _TABLES[game_id].id(action)


def action_of(game_id: str, i: int) -> Action:
    return _TABLES[game_id].action(i)
