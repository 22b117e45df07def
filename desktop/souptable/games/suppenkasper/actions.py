"""Suppenkasper actions (what a seat may decide). No rules here.

Card tuples are in canonical card order (:data:`.cards.ORDER`), so that each
dish has exactly one spelling and ``legal_actions`` can list them all.
"""

from __future__ import annotations

from ...engine import Action, action


@action("serve")
class Serve(Action):
    """Serve a dish to the left neighbour: one main course with matching side
    dishes and/or muesli, or fast food (+ fast food, muesli), or ready-made
    meals (+ muesli)."""

    cards: tuple[str, ...]


@action("eat")
class Eat(Action):
    """Eat the dish on the plate: plainly (``card`` is ``None``), with a
    reduction card (FdH, Nulldiät, Körnerkur, Abführpille), or putting a
    matching Freßsack / Mecker-Ziege / Naschkatze on it (variants)."""

    card: str | None


@action("pass_on")
class PassOn(Action):
    """Add allowed cards to the dish and pass it to the left neighbour."""

    cards: tuple[str, ...]


@action("refuse")
class Refuse(Action):
    """ "Nein, eß ich nicht": lose 1 and pass the dish to the left neighbour."""


@action("suppenkasper")
class PlaySuppenkasper(Action):
    """Variants: put the Suppenkasper card on the dish instead of eating it (lose 3)."""


@action("round_option")
class ChooseOption(Action):
    """Variant 2, round start: ``"none"``, or pay a chip for ``"lose"`` (lose 3),
    ``"give"`` (3 cards to 3 players) or ``"demand"`` (3 reduction cards)."""

    option: str


@action("give")
class Give(Action):
    """Variant 2, option b: give ``card`` from hand to seat ``to``."""

    card: str
    to: int


@action("demand")
class Demand(Action):
    """Variant 2, option c: demand a reduction card from seat ``target``."""

    target: int


@action("stop_demand")
class StopDemand(Action):
    """Variant 2, option c: the player just asked had no reduction card; instead
    of asking another player, stop demanding (keep the cards received so far)."""


@action("hand_over")
class HandOver(Action):
    """Variant 2, option c: the asked player hands over a reduction card of their choice."""

    card: str


@action("end_round")
class EndRound(Action):
    """The round's start player (Tischlein deck dich) was dealt nothing to serve:
    they say so, and the round ends at once (all hands are eaten)."""


@action("assign_sides")
class AssignSides(Action):
    """Round end: the main course that takes all side dishes of its colour."""

    main: str


@action("spread_cream")
class SpreadCream(Action):
    """Round end, Naschkatze holder: how many cream cards go on each cake
    (``counts`` follows the holder's cakes in canonical order)."""

    counts: tuple[int, ...]


ACTION_TYPES: list[type[Action]] = [
    Serve,
    Eat,
    PassOn,
    Refuse,
    PlaySuppenkasper,
    ChooseOption,
    Give,
    Demand,
    HandOver,
    AssignSides,
    SpreadCream,
    StopDemand,
    EndRound,
]
