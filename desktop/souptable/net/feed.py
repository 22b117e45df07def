"""What the host tells each remote seat, and how it checks what a seat sends.

Shared by the headless host (:mod:`.host`) and the app's host (the remote seat
driver of ``ui/play/controller.py``): both own a :class:`~souptable.engine.Match`
and call these on the thread that owns it. A seat is told its observation
(``rules.observe(state, seat)``), the events redacted for it
(``rules.redact``), the first deal's events (``rules.opening_events``) redacted the
same way, the legal actions when it decides, and public facts (whose turn, the step
count, the standing told when a round was scored, the result at the end). Never the
state, the seed, the log or another seat's view. No Qt here.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from ..engine import Action, Event, IllegalAction, Match
from ..engine.rules import GameRules
from .protocol import ProtocolError


def jsonable(value: Any) -> Any:
    """``value`` as plain JSON (tuples become lists, anything odd its text)."""
    return json.loads(json.dumps(value, default=str))


def events_for(rules: GameRules[Any], events: Sequence[Event], seat: int) -> list[dict[str, Any]]:
    """The events as ``seat`` may see them, as JSON."""
    return [jsonable(rules.redact(e, seat).to_json()) for e in events]


def round_standing(rules: GameRules[Any], state: Any, events: Sequence[Event]) -> dict[str, Any] | None:
    """The standing to tell every seat after ``events`` when they scored a round (the
    rules' own, as a local round summary words it), else ``None``. Only the places:
    scores, ranks and winners, all laid open by the round's scoring."""
    if not any(e.kind == "round_ended" for e in events):
        return None
    res = rules.standing(state)
    if res is None:
        return None
    return jsonable({"scores": res.scores, "ranks": res.ranks, "winners": res.winners})


def last_round_standing(match: Match) -> dict[str, Any] | None:
    """The standing :func:`round_standing` told when ``match``'s last round was scored (a
    resumed game's), by replaying its log; ``None`` before any round was scored."""
    rules = match.rules
    scratch = rules.new_state(match.players, match.seed, match.options)
    told = None
    for _seat, act in match.log:
        events = rules.apply(scratch, act, trusted=True)  # each was checked when it was played
        told = round_standing(rules, scratch, events) or told
    return told


def state_for(
    rules: GameRules[Any],
    state: Any,
    seat: int,
    *,
    version: int,
    step: int,
    legal: Sequence[Action],
    started: bool,
    standing: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The ``state`` message for ``seat`` (its ``events`` are added by the server);
    ``standing``: the one told when the last round was scored (:func:`round_standing`)."""
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
    if standing is not None:
        msg["standing"] = standing
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
