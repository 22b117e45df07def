"""Soup Meng Ramen actions (what a seat may decide). No rules here.

Bowls are addressed as (owner seat, bowl index); a bowl index alone means one
of the acting player's own bowls. Cards are named by id: copies of a card are
alike, so two equal cards never make two different actions.
"""

from __future__ import annotations

from ...engine import Action, action


@action("draw")
class Draw(Action):
    """Start a turn of 行動A/B: draw the top card of the draw pile (hand 4)."""


@action("finish")
class Finish(Action):
    """行動C: put a いっちょあがり！ card on own bowl ``bowl`` (no draw)."""

    bowl: int


@action("place")
class Place(Action):
    """After drawing: put ``card`` from hand into bowl (``seat``, ``bowl``),
    one's own or another player's."""

    card: str
    seat: int
    bowl: int


@action("swap")
class Swap(Action):
    """After drawing: play the swap card (入れ替えカード). ``card`` leaves own
    bowl ``bowl`` for bowl (``target_seat``, ``target_bowl``), where it takes
    the place of ``target_card``; ``target_card`` goes into own bowl ``dest``."""

    bowl: int
    card: str
    target_seat: int
    target_bowl: int
    target_card: str
    dest: int


@action("discard")
class Discard(Action):
    """After drawing, when no card fits anywhere: put ``card`` on the discard pile (捨て場)."""

    card: str


ACTION_TYPES: list[type[Action]] = [Draw, Finish, Place, Swap, Discard]
