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


# Events are built by the thousand in every search playout, where the frozen dataclass's
# ``__init__`` (one ``object.__setattr__`` per field) was a good share of the time. The
# slots' own descriptors store the same values without that detour.
_new_event = object.__new__
_set_kind = Event.__dict__["kind"].__set__
_set_params = Event.__dict__["params"].__set__
_set_visible = Event.__dict__["visible_to"].__set__
_set_secret = Event.__dict__["secret"].__set__
_CARD_SECRET = ("card",)
_ONLY = tuple(frozenset((s,)) for s in range(16))  # the usual visible_to: one seat


def make_event(
    kind: str,
    params: tuple[tuple[str, Any], ...],
    visible_to: frozenset[int] | None = None,
    secret: tuple[str, ...] = (),
) -> Event:
    """``Event(kind, params, visible_to, secret)``, built faster (for the rules' hot paths)."""
    ev = _new_event(Event)
    _set_kind(ev, kind)
    _set_params(ev, params)
    _set_visible(ev, visible_to)
    _set_secret(ev, secret)
    return ev


def _seats(visible_to: Iterable[int]) -> frozenset[int]:
    if type(visible_to) is list and len(visible_to) == 1:
        s = visible_to[0]
        if type(s) is int and 0 <= s < len(_ONLY):
            return _ONLY[s]
    return frozenset(visible_to)


def event(kind: str, *, visible_to: Iterable[int] | None = None, secret: Iterable[str] = (), **params: Any) -> Event:
    """Build an event; ``secret`` params are shown only to ``visible_to`` seats."""
    return make_event(
        kind,
        tuple(params.items()),
        None if visible_to is None else _seats(visible_to),
        secret if type(secret) is tuple else tuple(secret),
    )


def redact(ev: Event, seat: int | None) -> Event:
    """The event as ``seat`` may see it (``None``: a spectator who sees only public things)."""
    if ev.visible_to is None or (seat is not None and seat in ev.visible_to):
        return ev
    hidden = set(ev.secret)
    return Event(ev.kind, tuple((k, None if k in hidden else v) for k, v in ev.params), ev.visible_to, ev.secret)


def moved(card: Any, src: str, dst: str, *, face_up: bool, visible_to: Iterable[int] | None = None) -> Event:
    """A card changed zone; with ``visible_to`` only those seats learn which card."""
    params = (("card", card), ("src", src), ("dst", dst), ("face_up", face_up))
    if visible_to is None:
        return make_event("card_moved", params, None, ())
    return make_event("card_moved", params, _seats(visible_to), _CARD_SECRET)
