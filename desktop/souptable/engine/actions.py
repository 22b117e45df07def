"""Actions: small frozen dataclasses that say what a seat decided.

Each game declares its action types with :func:`action`, which makes a frozen,
slotted dataclass and gives it a stable ``kind`` used in JSON. Field values are
JSON scalars (``int``, ``str``, ``bool``, ``None``) or tuples of them, so that
an action is hashable (search trees key on it) and round-trips through JSON
exactly (lists come back as tuples).

The codec decodes strictly, from the fields' annotations, before any rule sees
the action: an ``int`` field takes an integer, never a float (``3.0``) or a
bool, and only a small count or index (``0`` to :data:`MAX_INT`); a ``str``
field takes text of at most :data:`MAX_STR` characters; a ``tuple[X, ...]``
field a list of at most :data:`MAX_ITEMS` such values; ``X | None`` also
``null``. Anything else is ``IllegalAction("malformed_action")``.

No rules here and no Qt: what is legal is the business of each game's rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from functools import lru_cache
from types import UnionType
from typing import Any, ClassVar, ParamSpec, TypeVar, Union, cast, dataclass_transform, get_args, get_origin, get_type_hints

from .errors import IllegalAction

JsonDict = dict[str, Any]


class Action:
    """Base of every game's actions. Subclasses are made with :func:`action`."""

    __slots__ = ()
    kind: ClassVar[str] = ""

    def to_json(self) -> JsonDict:
        out: JsonDict = {"type": self.kind}
        for f in fields(self):  # type: ignore[arg-type]
            out[f.name] = _to_json_value(getattr(self, f.name))
        return out


A = TypeVar("A", bound=type)


@dataclass_transform(frozen_default=True)
def action(kind: str) -> Callable[[A], A]:
    """Class decorator: a frozen, slotted dataclass action with JSON ``kind``."""

    def wrap(cls: A) -> A:
        made: Any = dataclass(frozen=True, slots=True)(cls)
        made.kind = kind
        return made

    return wrap


P = ParamSpec("P")
T = TypeVar("T")


def interned(cls: Callable[P, T]) -> Callable[P, T]:
    """A constructor of the action type ``cls`` that makes each distinct action once.

    For ``legal_actions``, which lists the same few actions at every step of every
    playout: a lookup costs less than building a frozen dataclass, and an action is
    immutable, so one instance serves everyone. Keyed by the values and their types
    (``1`` and ``True`` stay apart). Only for values that come from the rules (a
    game has finitely many actions), never for input from people or files.
    """
    return cast(Callable[P, T], lru_cache(maxsize=None, typed=True)(cls))


def _to_json_value(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_json_value(v) for v in value]
    return value


MAX_INT = 999  # every integer in an action is a seat, an index or a count
MAX_STR = 64  # card ids, option names
MAX_ITEMS = 64  # cards in one action


# a field's check: the decoded value, or ValueError
_Check = Callable[[Any], Any]


def _check_for(annotation: Any) -> _Check:
    """The strict decoder of one field, from its (resolved) annotation."""
    origin = get_origin(annotation)
    if annotation is int:
        return _int
    if annotation is str:
        return _str
    if annotation is bool:
        return _bool
    if annotation is type(None) or annotation is None:
        return _none
    if origin is tuple:
        args = get_args(annotation)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _check_for(args[0])
            return lambda v: _tuple(v, item)
        raise TypeError(f"action fields take tuple[X, ...], not {annotation}")
    if origin in (Union, UnionType):
        options = [_check_for(a) for a in get_args(annotation)]
        return lambda v: _first(v, options)
    raise TypeError(f"an action field cannot be {annotation!r}")


def _int(v: Any) -> int:
    if type(v) is not int or not 0 <= v <= MAX_INT:
        raise ValueError("not a small whole number")
    return v


def _str(v: Any) -> str:
    if type(v) is not str or len(v) > MAX_STR:
        raise ValueError("not a short text")
    return v


def _bool(v: Any) -> bool:
    if type(v) is not bool:
        raise ValueError("not true or false")
    return v


def _none(v: Any) -> None:
    if v is not None:
        raise ValueError("not null")
    return None


def _tuple(v: Any, item: _Check) -> tuple[Any, ...]:
    if type(v) not in (list, tuple) or len(v) > MAX_ITEMS:
        raise ValueError("not a short list")
    return tuple(item(x) for x in v)


def _first(v: Any, options: list[_Check]) -> Any:
    for check in options:
        try:
            return check(v)
        except ValueError:
            continue
    raise ValueError("none of the allowed types")


class ActionCodec:
    """Turns one game's actions into JSON and back, refusing what it does not know."""

    def __init__(self, types: list[type[Action]]) -> None:
        self.types = {t.kind: t for t in types}
        if len(self.types) != len(types):
            raise ValueError("two action types share a kind")
        self._fields: dict[str, dict[str, _Check]] = {}

    def _checks(self, cls: type[Action]) -> dict[str, _Check]:
        checks = self._fields.get(cls.kind)
        if checks is None:
            hints = get_type_hints(cls)
            names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
            checks = self._fields[cls.kind] = {n: _check_for(hints[n]) for n in names}
        return checks

    def decode(self, data: Any) -> Action:
        """Build an action from JSON; raises ``IllegalAction("malformed_action")``
        (or ``"unknown_action"``) for anything but an exact, well-typed action."""
        if type(data) is not dict or type(data.get("type")) is not str:
            raise IllegalAction("malformed_action")
        kind: str = data["type"]
        cls = self.types.get(kind)
        if cls is None:
            raise IllegalAction("unknown_action", type=kind[:MAX_STR])
        checks = self._checks(cls)
        if len(data) != len(checks) + 1 or any(k not in data for k in checks):
            raise IllegalAction("malformed_action", type=kind)
        try:
            return cls(**{name: check(data[name]) for name, check in checks.items()})
        except (TypeError, ValueError) as exc:
            raise IllegalAction("malformed_action", type=kind) from exc
