"""Salty actions (what a seat may decide). No rules here."""

from __future__ import annotations

from ...engine import Action, action
from .cards import ORDER


@action("pick_food")
class PickFood(Action):
    """Draft one food card from the middle of the table."""

    food: str


@action("choose_side")
class ChooseSide(Action):
    """Bet with the drafted food card's front (bet = its plates) or back (bet 0).
    Hidden from the other seats until everyone has chosen."""

    side: str


@action("discard")
class Discard(Action):
    """Discard two seasoning cards face down before the meal's first round.

    The cards are kept in deck order, so ``Discard(("mayo-1", "salt-2"))`` and
    ``Discard(("salt-2", "mayo-1"))`` are the same decision (a person picks two
    cards, not an ordered pair).
    """

    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        # Unknown strings sort after real cards; anything else is malformed
        # (the codec turns the TypeError into "malformed_action").
        ordered = tuple(sorted(self.cards, key=lambda c: (ORDER.get(c, len(ORDER)), c)))
        object.__setattr__(self, "cards", ordered)


@action("play")
class Play(Action):
    """Play a seasoning card from hand into the round."""

    card: str


ACTION_TYPES: list[type[Action]] = [PickFood, ChooseSide, Discard, Play]
