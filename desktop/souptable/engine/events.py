"""Events: what physically changed, for animation, logs and replays.

One generic, frozen :class:`Event` serves every game. ``kind`` is a stable code
(``"card_moved"``, ``"trend_decided"``, ``"trick_won"``...), ``params`` hold its
data as JSON values. Who may see the secret parts is part of the event:
``visible_to`` lists the seats that may (``None``: everyone) and ``secret``
names the params hidden from everyone else. :func:`redact` therefore works the
same way for all games and the UI never needs a rule to hide a card.

Generic kinds the UI knows how to animate (games may add their own):

``card_moved``   card, src, dst, face_up  -- a card changed zone
``card_revealed`` card, zone               -- a face-down card was turned up
``score_changed`` seat, delta, total
``round_ended``  round, summary
``game_ended``   result

Zones are strings: ``"deck"``, ``"market"``, ``"hand:2"`` (seat 2), ...
No Qt here; events carry codes, never sentences.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

JsonDict = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    params: tuple[tuple[str, Any], ...] = ()
    visible_to: frozenset[int] | None = None
    secret: tuple[str, ...] = ()

    def __getitem__(self, key: str) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        return default

    @property
    def data(self) -> JsonDict:
        return dict(self.params)

    def to_json(self) -> JsonDict:
        out: JsonDict = {"kind": self.kind, **dict(self.params)}
        if self.visible_to is not None:
            out["visible_to"] = sorted(self.visible_to)
            out["secret"] = list(self.secret)
        return out

    @staticmethod
    def from_json(data: JsonDict) -> Event:
        d = dict(data)
        kind = d.pop("kind")
        vis = d.pop("visible_to", None)
        secret = tuple(d.pop("secret", ()))
        return Event(kind, tuple(d.items()), None if vis is None else frozenset(vis), secret)


def event(kind: str, *, visible_to: Iterable[int] | None = None, secret: Iterable[str] = (), **params: Any) -> Event:
    """Build an event; ``secret`` params are shown only to ``visible_to`` seats."""
    return Event(
        kind,
        tuple(params.items()),
        None if visible_to is None else frozenset(visible_to),
        tuple(secret),
    )


def redact(ev: Event, seat: int | None) -> Event:
    """The event as ``seat`` may see it (``None``: a spectator who sees only public things)."""
    if ev.visible_to is None or (seat is not None and seat in ev.visible_to):
        return ev
    hidden = set(ev.secret)
    return Event(ev.kind, tuple((k, None if k in hidden else v) for k, v in ev.params), ev.visible_to, ev.secret)


def moved(card: Any, src: str, dst: str, *, face_up: bool, visible_to: Iterable[int] | None = None) -> Event:
    """A card changed zone; with ``visible_to`` only those seats learn which card."""
    return event(
        "card_moved",
        visible_to=visible_to,
        secret=("card",) if visible_to is not None else (),
        card=card,
        src=src,
        dst=dst,
        face_up=face_up,
    )
