"""Super Susuru Soup actions (what a seat may decide). No rules here."""

from __future__ import annotations

from ...engine import Action, action


@action("draw")
class Draw(Action):
    """Procure: draw the top card of the draw pile and look at it."""


@action("keep")
class Keep(Action):
    """Keep the drawn card in hand."""


@action("to_market")
class ToMarket(Action):
    """Put the drawn card face up into the market."""


@action("take")
class Take(Action):
    """Procure: take one market card into hand."""

    card: str


@action("open_shop")
class OpenShop(Action):
    """Open shop (開店), deciding a trend order with ``marker`` and ``card``
    (both ``None`` when the opener cannot decide one)."""

    marker: int | None
    card: str | None


@action("claim")
class Claim(Action):
    """At round end, a player who has not opened decides a remaining trend order."""

    marker: int
    card: str


ACTION_TYPES: list[type[Action]] = [Draw, Keep, ToMarket, Take, OpenShop, Claim]
