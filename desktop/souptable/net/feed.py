"""What the host tells each remote seat, and how it checks what a seat sends.

Shared by the headless host (:mod:`.host`) and the app's host (the remote seat
driver of ``ui/play/controller.py``): both own a :class:`~souptable.engine.Match`
and call these on the thread that owns it. A seat is told its observation
(``rules.observe(state, seat)``), the events redacted for it
(``rules.redact``), the legal actions when it decides, and public facts (whose
turn, the step count, the result at the end). Never the state, the seed, the
log or another seat's view. No Qt here.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from ..engine import Action, Event, IllegalAction
from ..engine.rules import GameRules
from .protocol import ProtocolError


def jsonable(value: Any) -> Any:
    """``value`` as plain JSON (tuples become lists, anything odd its text)."""
    return json.loads(json.dumps(value, default=str))


def events_for(rules: GameRules[Any], events: Sequence[Event], seat: int) -> list[dict[str, Any]]:
    """The events as ``seat`` may see them, as JSON."""
    return [jsonable(rules.redact(e, seat).to_json()) for e in events]


def state_for(
    rules: GameRules[Any],
    state: Any,
    seat: int,
    *,
    version: int,
    step: int,
    legal: Sequence[Action],
    started: bool,
) -> dict[str, Any]:
    """The ``state`` message for ``seat`` (its ``events`` are added by the server)."""
    to_move = rules.to_move(state)
    msg: dict[str, Any] = {
        "type": "state",
        "version": version,
        "step": step,
        "started": started,
        "to_move": to_move,
        "obs": rules.observe(state, seat),
        "legal": [a.to_json() for a in legal],
    }
    if to_move is None:
        res = rules.result(state)
        msg["result"] = None if res is None else jsonable(res.to_json())
    return msg


def check_action(
    rules: GameRules[Any], state: Any, seat: int, msg: dict[str, Any], *, awaiting: bool, started: bool, version: int
) -> Action:
    """The action ``seat`` sent in ``msg``, checked by the engine; raises :class:`ProtocolError`.

    ``awaiting``: the host waits for this seat's decision now (it is to move and
    no computer stands in for it). ``version``: the view the seat must answer.
    """
    if "seat" in msg and msg["seat"] != seat:
        raise ProtocolError("forged", seat=seat)
    given = msg.get("version")
    data = msg.get("action")
    if not isinstance(given, int) or isinstance(given, bool) or not isinstance(data, dict):
        raise ProtocolError("malformed")
    if not started:
        raise ProtocolError("not_started")
    if rules.to_move(state) is None:
        raise ProtocolError("illegal", reason="game_over", params={})
    if not awaiting:
        raise ProtocolError("not_your_turn")
    if given != version:
        raise ProtocolError("stale", version=version)
    try:
        act = rules.codec.decode(data)
        rules.check(state, act)
    except IllegalAction as exc:
        raise ProtocolError("illegal", reason=exc.code, params=jsonable(exc.params)) from exc
    return act
