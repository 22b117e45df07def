"""Pip, the tests' fixture game: the engine half. No Qt here.

Twelve cards ``pip1`` ... ``pip12`` (worth 1 to 12); two to four players get three each, the
rest stay in the deck. In turn from a random seat, each plays one card of their hand
face up; when all have played, the highest card wins (one decision per player, one round). Registered only
by the tests (``tests.fixture_game.registered``), never shipped.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from souptable.engine import (
    Action,
    Event,
    GameInfo,
    GameRules,
    IllegalAction,
    MatchRng,
    Observation,
    Result,
    action,
    event,
    moved,
    ranks_from_keys,
)
from souptable.engine.rng import shuffle

GAME_ID = "pip"
DECK = tuple(f"pip{v}" for v in range(1, 13))
HAND = 3


def value(card: str) -> int:
    return int(card.removeprefix("pip"))


@action("play")
class Play(Action):
    card: str


ACTION_TYPES: list[type[Action]] = [Play]


@dataclass
class PipState:
    rng: MatchRng
    hands: list[list[str]]
    deck: list[str]
    table: list[str | None]  # the card each seat played, None until it has
    turn: int = 0
    first: int = 0  # the seat that played first
    over: bool = False
    summary: list[dict[str, Any]] = field(default_factory=list)


class PipRules(GameRules[PipState]):
    info = GameInfo(GAME_ID, "Pip", 2, 4)
    action_types = ACTION_TYPES

    def _new_state(self, players: int, seed: int, options: dict[str, str]) -> PipState:
        rng = MatchRng(seed)
        deck = rng.shuffled(DECK)
        hands = [sorted(deck[s * HAND : (s + 1) * HAND], key=value) for s in range(players)]
        first = int(rng.stream().random() * players)
        return PipState(rng, hands, deck[players * HAND :], [None] * players, first, first)

    def players(self, state: PipState) -> int:
        return len(state.hands)

    def to_move(self, state: PipState) -> int | None:
        return None if state.over else state.turn

    def legal_actions(self, state: PipState) -> list[Action]:
        return [] if state.over else [Play(c) for c in state.hands[state.turn]]

    def explain(self, state: PipState, action: Action) -> IllegalAction:
        """The reasons the table words (``refusal``); ``_apply`` never sees a refused action."""
        card = getattr(action, "card", None)
        if isinstance(action, Play) and card in DECK:
            return IllegalAction("not_in_your_hand", card=card)
        return super().explain(state, action)

    def clone(self, state: PipState) -> PipState:
        return PipState(
            state.rng.clone(),
            [list(h) for h in state.hands],
            list(state.deck),
            list(state.table),
            state.turn,
            state.first,
            state.over,
            list(state.summary),
        )

    def census(self, state: PipState) -> list[Any]:
        return sorted([*(c for h in state.hands for c in h), *state.deck, *(c for c in state.table if c)])

    def _apply(self, state: PipState, action: Action) -> list[Event]:
        assert isinstance(action, Play)
        seat = state.turn
        state.hands[seat].remove(action.card)
        state.table[seat] = action.card
        events = [moved(action.card, f"hand:{seat}", "table", face_up=True)]
        if all(c is not None for c in state.table):
            state.over = True
            state.summary = [{"round": 1, "played": list(state.table), "kept": [list(h) for h in state.hands]}]
            self.round_scored(state)  # the table keeps this picture behind the round summary
            events.append(event("round_ended", round=1, summary=state.summary[0]))
        else:
            state.turn = (seat + 1) % len(state.hands)
        return events

    def observe(self, state: PipState, seat: int | None) -> Observation:
        return {
            "seat": seat,
            "players": len(state.hands),
            "to_move": self.to_move(state),
            "hand": list(state.hands[seat]) if seat is not None else None,
            "hands": [list(h) for h in state.hands] if state.over else None,
            "hand_sizes": [len(h) for h in state.hands],
            "table": list(state.table),
            "first": state.first,
            "deck": len(state.deck),
            "over": state.over,
        }

    def determinize(self, obs: Observation, rnd: random.Random) -> PipState:
        seat = obs["seat"]
        known = {c for c in obs["table"] if c} | set(obs["hand"] or [])
        unseen = [c for c in DECK if c not in known]
        shuffle(unseen, rnd)
        hands = []
        for s, size in enumerate(obs["hand_sizes"]):
            if obs["hands"] is not None:
                hands.append(list(obs["hands"][s]))
            elif s == seat:
                hands.append(list(obs["hand"]))
            else:
                hands.append(sorted(unseen[:size], key=value))
                unseen = unseen[size:]
        deck = [c for c in unseen if all(c not in h for h in hands)]
        first = obs["first"]
        turn = obs["to_move"] if obs["to_move"] is not None else (first - 1) % len(hands)
        return PipState(MatchRng(rnd.getrandbits(62)), hands, deck, list(obs["table"]), turn, first, obs["over"])

    def result(self, state: PipState) -> Result | None:
        if not state.over:
            return None
        scores: list[float] = [float(value(c)) if c else 0.0 for c in state.table]
        ranks = ranks_from_keys(scores)
        return Result(scores, ranks, [s for s, r in enumerate(ranks) if r == 1])

    def rounds(self, state: PipState) -> list[dict[str, Any]]:
        return list(state.summary)


RULES = PipRules()
MENU_ORDER = 50
