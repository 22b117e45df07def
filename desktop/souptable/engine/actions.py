"""Actions: small frozen dataclasses that say what a seat decided.

Each game declares its action types with :func:`action`, which makes a frozen,
slotted dataclass and gives it a stable ``kind`` used in JSON. Field values are
JSON scalars (``int``, ``str``, ``bool``, ``None``) or tuples of them, so that
an action is hashable (search trees key on it) and round-trips through JSON
exactly (lists come back as tuples).

No rules here and no Qt: what is legal is the business of each game's rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, ClassVar, TypeVar, dataclass_transform

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


def _to_json_value(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_json_value(v) for v in value]
    return value


def _from_json_value(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_json_value(v) for v in value)
    if isinstance(value, dict):
        raise ValueError("nested objects are not allowed in actions")
    return value


class ActionCodec:
    """Turns one game's actions into JSON and back, refusing what it does not know."""

    def __init__(self, types: list[type[Action]]) -> None:
        self.types = {t.kind: t for t in types}
        if len(self.types) != len(types):
            raise ValueError("two action types share a kind")

    def decode(self, data: Any) -> Action:
        """Build an action from JSON; raises ``IllegalAction("malformed_action")``."""
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise IllegalAction("malformed_action")
        cls = self.types.get(data["type"])
        if cls is None:
            raise IllegalAction("unknown_action", type=data["type"])
        names = {f.name for f in fields(cls)}  # type: ignore[arg-type]
        given = set(data) - {"type"}
        if given != names:
            raise IllegalAction("malformed_action", type=data["type"])
        try:
            kwargs = {k: _from_json_value(data[k]) for k in names}
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise IllegalAction("malformed_action", type=data["type"]) from exc
