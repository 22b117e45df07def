"""What a click, a drop or a key means at Salty's table.

Every target answers: a legal action, a new selection (the two cards to
discard), or the reason in the rulebook's words. A card the rules forbid now
(a dimmed card while you must follow) is still offered to the engine as the
attempted play, so the status line shows the engine's own reason. No rules
here: legality comes from the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import Action, Observation
from ....games.salty.actions import ChooseSide, Discard, PickFood, Play
from ...table.board import Button, ChoosePart, Pick

if TYPE_CHECKING:
    from .board import SaltyBoard


class SaltyChoose(ChoosePart):
    board: SaltyBoard

    def pick(self, target: Any, legal: list[Action], obs: Observation) -> Pick:
        if target == "cancel":
            if self.board.selection:
                self.board.selection = None
                return Pick(reselect=True)
            return Pick()  # Escape with nothing chosen: nothing to undo
        if target == "discard_now":
            return self._discard_now(legal)
        if target == "trick":
            return Pick(why=("play_from_hand", {}))
        if not isinstance(target, tuple) or len(target) != 2:
            return Pick(why=("not_legal", {}))
        kind, value = target
        if kind == "food":
            return Pick(PickFood(value))
        if kind == "side":
            return Pick(ChooseSide(value))
        if kind == "play":
            return Pick(Play(value))  # the engine explains a refusal (must follow...)
        if kind == "discard":
            return self._toggle(value, legal)
        return Pick(why=("not_legal", {}))

    def _toggle(self, card: str, legal: list[Action]) -> Pick:
        """Choose (or un-choose) a card to discard; a third choice replaces the oldest."""
        if not any(isinstance(a, Discard) for a in legal):
            return Pick(Discard((card,)))  # not the time to discard: the engine says why
        chosen = list(self.board.selection or [])
        if card in chosen:
            chosen.remove(card)
        elif len(chosen) < 2:
            chosen.append(card)
        else:
            chosen = [chosen[1], card]
        self.board.selection = chosen
        return Pick(reselect=True)

    def _discard_now(self, legal: list[Action]) -> Pick:
        chosen = tuple(self.board.selection or ())
        if not any(isinstance(a, Discard) for a in legal):
            return Pick(Discard(chosen))  # the engine says what to do first
        if len(chosen) != 2:
            return Pick(why=("choose_two", {}))
        return Pick(Discard(chosen))

    def drop(self, dragged: Any, onto: Any, legal: list[Action], obs: Observation) -> Pick:
        kind = dragged[0] if isinstance(dragged, tuple) and len(dragged) == 2 else None
        if kind == "play":
            if onto == "trick":
                return Pick(Play(dragged[1]))
            return Pick(why=("drag_to_round", {}))
        if kind == "discard":
            if onto != "discard_now":
                return Pick(why=("drag_to_discard", {}))
            chosen = list(self.board.selection or [])
            if dragged[1] not in chosen:
                self._toggle(dragged[1], legal)
            return self._discard_now(legal) if len(self.board.selection or []) == 2 else Pick(reselect=True)
        if kind == "food":
            if isinstance(onto, tuple) and onto[0] == "food":
                return Pick(why=("drag_to_take", {}))
            return Pick(PickFood(dragged[1]))
        return super().drop(dragged, onto, legal, obs)

    def hint_destinations(self, action: Action, obs: Observation) -> list[str]:
        if isinstance(action, Play):
            return ["trick"]
        if isinstance(action, Discard):
            return ["discard-pile"]
        return []

    def buttons(self, obs: Observation, legal: list[Action]) -> list[Button]:
        if any(isinstance(a, ChooseSide) for a in legal):
            return [
                Button(self.board.words.front_button(obs), action=ChooseSide("front"), shortcut="F"),
                Button(self.board.words.back_button(), action=ChooseSide("back"), shortcut="B"),
            ]
        if any(isinstance(a, Discard) for a in legal):
            n = len(self.board.selection or [])
            return [Button(self.board.words.discard_button(n), target="discard_now", enabled=n == 2, shortcut="D")]
        return []
