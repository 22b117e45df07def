"""The rules protocol every game implements, and the pieces they share.

A game is one stateless :class:`GameRules` object plus a mutable, cheaply
cloneable state. Everything that may happen comes from
:meth:`GameRules.legal_actions`; :meth:`GameRules.apply` refuses anything
else with :class:`IllegalAction` and leaves the state untouched. Each seat's
knowledge is :meth:`GameRules.observe`; bots search on
:meth:`GameRules.determinize` of an observation, never on the true state.

Observations are plain JSON values (dicts with str keys, lists, numbers,
strings, booleans, ``None``) so that they compare, serialise and hash-by-JSON
trivially. No Qt here, and no sentences: codes only.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from .actions import Action, ActionCodec
from .errors import IllegalAction, SetupError
from .events import Event, redact

if TYPE_CHECKING:
    from .rng import MatchRng  # (a type here: the random streams load with a match)

Observation = dict[str, Any]
S = TypeVar("S")


RANDOM_SEAT = "random"

# Who wants to see the state at the moment a round is scored (see ``GameRules.round_scored``):
# one per thread (a context variable), so computer players searching in other threads never
# call it.
_round_watcher: ContextVar[Callable[[Any], None] | None] = ContextVar("souptable_round_watcher", default=None)
# Where a game's first deal puts its events (see ``GameRules.opening_events``): a later
# round's deal returns them from ``apply``; the first one has no action to return them from.
_opening: ContextVar[list[Event] | None] = ContextVar("souptable_opening", default=None)


@contextmanager
def watch_rounds(watcher: Callable[[Any], None]) -> Iterator[None]:
    """While inside, every :meth:`GameRules.round_scored` in this thread hands ``watcher``
    a copy of the state as it is at that moment."""
    token = _round_watcher.set(watcher)
    try:
        yield
    finally:
        _round_watcher.reset(token)


def opening_sink() -> list[Event]:
    """The list a game's ``_new_state`` hands its first deal's events to: kept while
    :meth:`GameRules.opening_events` asks for them, a throwaway list otherwise."""
    sink = _opening.get()
    return sink if sink is not None else []


@dataclass(frozen=True)
class OptionSpec:
    """One game option: a key with a fixed set of string values.

    ``seats=True`` makes it a choice of seat (who starts): ``"random"`` (the
    match's seeded chance decides) or a seat number from ``"1"``. Which seat
    numbers exist depends on the table, so ``choices`` holds only the values
    every table size of the game accepts (``"random"`` and the seats up to the
    smallest table); :meth:`choices_for` gives all of them for ``players``.
    """

    key: str
    choices: tuple[str, ...]
    default: str
    seats: bool = False

    def choices_for(self, players: int) -> tuple[str, ...]:
        """The values a table of ``players`` accepts."""
        if not self.seats:
            return self.choices
        return (RANDOM_SEAT, *(str(s) for s in range(1, players + 1)))


def seat_option(key: str, min_players: int, default: str) -> OptionSpec:
    """A choice of seat (see :class:`OptionSpec`): ``"random"`` or a seat number."""
    return OptionSpec(key, (RANDOM_SEAT, *(str(s) for s in range(1, min_players + 1))), default, seats=True)


def chosen_seat(value: str, players: int, rng: MatchRng) -> int:
    """The 0-based seat a seat option names; ``"random"`` draws one with the
    match's seeded ``rng`` (one stream of it)."""
    if value == RANDOM_SEAT:
        return int(rng.stream().random() * players)
    return int(value) - 1


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()


@dataclass
class Result:
    """The outcome of a finished game.

    ``scores`` are the game's own final measure per seat (stars, points,
    distance to the Traumfigur...), ``ranks`` are 1-based places with equal
    numbers for shared places, ``winners`` the seats that won (several when
    shared). ``detail`` holds what explains the ranking (tie-breaks).
    """

    scores: list[float]
    ranks: list[int]
    winners: list[int]
    detail: dict[str, Any] = field(default_factory=dict)

    def win_shares(self) -> list[float]:
        """Each seat's share of the win: 1 for a sole winner, split when shared."""
        share = 1.0 / len(self.winners) if self.winners else 0.0
        return [share if s in self.winners else 0.0 for s in range(len(self.ranks))]

    def to_json(self) -> dict[str, Any]:
        return {"scores": self.scores, "ranks": self.ranks, "winners": self.winners, "detail": self.detail}


def ranks_from_keys(keys: list[Any]) -> list[int]:
    """Competition ranks (1 = best) from sort keys where larger is better."""
    return [1 + sum(1 for other in keys if other > k) for k in keys]


class GameRules(ABC, Generic[S]):
    """Base class of every game's rules. Stateless: all data lives in ``S``."""

    info: GameInfo
    action_types: list[type[Action]]
    # Raised whenever a rule change may refuse the actions of an older record, or
    # change its outcome; a record keeps the revision it was played under, so a
    # replay that fails can say that the rules changed since (see ``record``).
    revision: int = 1

    def __init__(self) -> None:
        self.codec = ActionCodec(self.action_types)

    # -- setup --------------------------------------------------------------
    def options(self, given: Mapping[str, str] | None, players: int | None = None) -> dict[str, str]:
        """Validated options with defaults filled in; raises :class:`SetupError`.
        Without ``players``, a seat option accepts any seat of the largest table."""
        given = dict(given or {})
        out: dict[str, str] = {}
        for spec in self.info.options:
            value = str(given.pop(spec.key, spec.default))
            allowed = spec.choices_for(self.info.max_players if players is None else players)
            if value not in allowed:
                raise SetupError(
                    "bad_option",
                    f"option {spec.key} must be one of {', '.join(allowed)} (got {value})",
                    key=spec.key,
                    value=value,
                )
            out[spec.key] = value
        if given:
            key = sorted(given)[0]
            raise SetupError("unknown_option", f"{self.info.id} has no option {key}", key=key)
        return out

    def new_state(self, players: int, seed: int, options: Mapping[str, str] | None = None) -> S:
        lo, hi = self.info.min_players, self.info.max_players
        if not isinstance(players, int) or not lo <= players <= hi:
            raise SetupError(
                "bad_player_count",
                f"{self.info.name} is for {lo} to {hi} players (got {players})",
                players=players,
                min=lo,
                max=hi,
            )
        return self._new_state(players, int(seed), self.options(options, players))

    @abstractmethod
    def _new_state(self, players: int, seed: int, options: dict[str, str]) -> S: ...

    def opening_events(self, players: int, seed: int, options: Mapping[str, str] | None = None) -> list[Event]:
        """The events of the first deal, as a later round's deal emits them from ``apply``
        (unredacted: ``redact`` them for a seat). Empty for a game whose ``_new_state``
        does not hand its deal's events to :func:`opening_sink`."""
        sink: list[Event] = []
        token = _opening.set(sink)
        try:
            self.new_state(players, seed, options)
        finally:
            _opening.reset(token)
        return sink

    # -- queries ------------------------------------------------------------
    @abstractmethod
    def players(self, state: S) -> int: ...

    @abstractmethod
    def to_move(self, state: S) -> int | None:
        """The seat that decides now, or ``None`` when the game is over."""

    def is_terminal(self, state: S) -> bool:
        return self.to_move(state) is None

    @abstractmethod
    def legal_actions(self, state: S) -> list[Action]: ...

    @abstractmethod
    def clone(self, state: S) -> S: ...

    @abstractmethod
    def census(self, state: S) -> list[Any]:
        """Every physical card of the match in every zone (hands, piles,
        table, set aside...). The conformance suite checks it never changes."""

    # -- change -------------------------------------------------------------
    def apply(self, state: S, action: Action, *, trusted: bool = False) -> list[Event]:
        """Play ``action`` for the seat to move and return what happened.

        Refuses anything not in :meth:`legal_actions` with ``IllegalAction``,
        leaving ``state`` untouched. ``trusted=True`` skips the check for
        callers that took the action from ``legal_actions`` themselves
        (search), never for input from people or files.
        """
        if not trusted:
            self.check(state, action)
        return self._apply(state, action)

    def apply_quiet(self, state: S, action: Action) -> None:
        """``apply(state, action, trusted=True)`` without building its events: the same
        resulting state, for search and playouts, which never read events.

        Trusted like ``trusted=True``: only for actions taken from :meth:`legal_actions`.
        This default builds the events and drops them; a game whose events cost much
        overrides it (the twin test ``tests/engine/test_quiet_apply.py`` checks that both
        paths leave identical states)."""
        self._apply(state, action)

    def check(self, state: S, action: Action) -> None:
        if self.to_move(state) is None:
            raise IllegalAction("game_over")
        if not isinstance(action, Action) or action not in self.legal_actions(state):
            raise self.explain(state, action)

    def explain(self, state: S, action: Action) -> IllegalAction:
        """Why ``action`` is not legal, in the rulebook's terms (override per game)."""
        kind = getattr(action, "kind", "?")
        if kind not in self.codec.types:
            return IllegalAction("unknown_action", type=kind)
        if all(a.kind != kind for a in self.legal_actions(state)):
            return IllegalAction("wrong_phase", type=kind)
        return IllegalAction("not_legal", type=kind)

    @abstractmethod
    def _apply(self, state: S, action: Action) -> list[Event]: ...

    def upgrade(self, state: S, revision: int) -> Action | None:
        """Replaying a record of an older ``revision`` of these rules: the action that
        those rules took by themselves in ``state`` (a step added since, one without a
        choice in it), so that the record still replays; ``None`` when there is none."""
        return None

    # -- knowledge ----------------------------------------------------------
    @abstractmethod
    def observe(self, state: S, seat: int | None) -> Observation:
        """Everything ``seat`` may know (``None``: only what is public)."""

    def redact(self, ev: Event, seat: int | None) -> Event:
        return redact(ev, seat)

    # What shows a seat something hidden from it until then (the UI's strict undo reads
    # it; the table never guesses from zone names). Zones are "<name>" or "<name>:<seat>".
    reveal_kinds: frozenset[str] = frozenset({"card_revealed", "round_ended"})  # public reveals
    hidden_zones: frozenset[str] = frozenset({"deck"})  # cards nobody sees
    private_zones: frozenset[str] = frozenset({"hand"})  # "<name>:<s>": cards only seat s sees

    # The private zones whose cards a round's scoring lays open to everyone (the table shows
    # them face up behind the round summary and at the game end).
    shown_at_round_end: frozenset[str] = frozenset({"hand"})

    def round_scored(self, state: S) -> None:
        """The rules call this the moment a round is scored, before anything of the next
        round is dealt. It changes nothing; a watcher (:func:`watch_rounds`) gets a copy of
        the state, so the table can keep the round's last picture in view."""
        watcher = _round_watcher.get()
        if watcher is not None:
            watcher(self.clone(state))

    def reveals(self, ev: Event, seat: int) -> bool:
        """Does ``ev`` show ``seat`` something that was hidden from it until now?

        A public reveal (``reveal_kinds``); a card that comes into the seat's sight from
        a zone it could not see (the deck, another seat's hand), whether only to it
        (a draw, a card handed over) or to everyone (a card played face up from another
        hand, a card turned up from the deck); another seat's secret shown to it."""
        if ev.kind in self.reveal_kinds:
            return True
        src = ev.get("src")
        if src is not None:  # a card (or a cube) changed zone
            base, _, owner = str(src).partition(":")
            unseen = base in self.hidden_zones or (base in self.private_zones and owner != str(seat))
            if ev.visible_to is not None:
                return seat in ev.visible_to and unseen
            return bool(ev.get("face_up", True)) and unseen
        if ev.visible_to is not None and ev.secret and seat in ev.visible_to:
            return ev.get("seat") != seat
        return False

    @abstractmethod
    def determinize(self, obs: Observation, rnd: random.Random) -> S:
        """A full state consistent with ``obs``: hidden cards resampled with ``rnd``."""

    # -- outcome ------------------------------------------------------------
    @abstractmethod
    def result(self, state: S) -> Result | None:
        """Final scores and winners, or ``None`` while the game goes on."""

    def standing(self, state: S) -> Result | None:
        """The places as they stand now, by the game's own ranking (what :meth:`result`
        gives once the game is over; a round summary says who leads with it), or
        ``None`` for a game that ranks only at its end."""
        return self.result(state)

    @abstractmethod
    def rounds(self, state: S) -> list[dict[str, Any]]:
        """Readable summaries of the rounds scored so far (for records and screens)."""

    def returns(self, state: S) -> list[float]:
        """Utility per seat in [0, 1] at the end, for search: a win counts most,
        a better place a little (shared wins split the win)."""
        res = self.result(state)
        if res is None:
            raise ValueError("the game is not over")
        n = len(res.ranks)
        wins = res.win_shares()
        return [0.75 * wins[s] + 0.25 * ((n - res.ranks[s]) / (n - 1) if n > 1 else 1.0) for s in range(n)]
