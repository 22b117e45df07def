"""The results of a review and what they mean: the estimates, the decisions, the summary.

A review (:class:`Review`) holds one :class:`Decision` per decision of the
seat, each with the :class:`Estimate` of the move made and of the best
alternative, their paired difference, the verdict and the cost class
(:func:`classify`, with the thresholds below), and a :class:`Summary`:
the costliest decisions and luck against play (:func:`summarize`). Each
knows its JSON (the format of the review file kept next to a record, see
:mod:`souptable.ai.review`). ``docs/review.md`` explains the method, the cost
classes and how luck and play are told apart. Pure Python: never imports Qt.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

FORMAT = "souptable-review"
VERSION = 1

# Cost classes, by how much better the best alternative is (in points of the
# chance to win, 0.01 = one point), when it is better beyond the noise.
COSTS = ("none", "small", "costly", "blunder")
NEGLIGIBLE = 0.01  # below one point: none
SMALL_BELOW = 0.05  # one to five points: small
COSTLY_BELOW = 0.15  # five to fifteen: costly; fifteen or more: blunder
Z = 1.96  # a difference within this many standard errors is noise (95%)
MIN_PAIRS = 8  # fewer worlds than this tell nothing: "about equal", whatever the numbers
MEASURES = ("win", "win_and_place")
VERDICTS = ("better", "about_equal", "worse")
DECIDED_BY = ("play", "luck", "both")


# -- reading: a review file is checked, not converted (a damaged or crafted one showed
# "Move −4 of 49" and "nan%"); every reader raises ValueError naming the field ----------------


def _whole(data: Any, key: str, lo: int, hi: int) -> int:
    v = data[key]
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise ValueError(f"{key} must be a whole number from {lo} to {hi} (got {v!r:.40})")
    return v


def _real(data: Any, key: str, lo: float, hi: float) -> float:
    v = data[key]
    if not isinstance(v, (int, float)) or isinstance(v, bool) or not math.isfinite(v) or not lo <= v <= hi:
        raise ValueError(f"{key} must be a number from {lo:g} to {hi:g} (got {v!r:.40})")
    return float(v)


def _one_of(data: Any, key: str, allowed: Sequence[str | None]) -> Any:
    v = data.get(key) if None in allowed else data[key]
    if v not in allowed:
        raise ValueError(f"{key} must be one of {', '.join(str(a) for a in allowed)} (got {v!r:.40})")
    return v


def _action(v: Any, key: str) -> dict[str, Any]:
    if not isinstance(v, dict) or not isinstance(v.get("type"), str):
        raise ValueError(f"{key} is not an action")
    return dict(v)


# -- results ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Estimate:
    """A move's estimated chance: the mean over ``samples`` simulations and its standard error."""

    chance: float
    samples: int
    stderr: float

    @staticmethod
    def of(values: Sequence[float]) -> Estimate:
        n = len(values)
        mean = sum(values) / n if n else 0.0
        var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
        return Estimate(mean, n, math.sqrt(var / n) if n > 1 else 0.0)

    def to_json(self) -> dict[str, Any]:
        return {"chance": round(self.chance, 6), "samples": self.samples, "stderr": round(self.stderr, 6)}

    @staticmethod
    def from_json(data: Any) -> Estimate:
        return Estimate(_real(data, "chance", 0.0, 1.0), _whole(data, "samples", 0, 10**9), _real(data, "stderr", 0.0, 1.0))


@dataclass(frozen=True)
class Decision:
    """One reviewed decision of the seat.

    ``step`` is the index of the move in the record's action list (0-based);
    ``move`` the action made, ``best`` the best alternative the search found
    (another action; ``None`` when the search had no other to weigh: every
    other legal move plays the same). ``gap`` is the paired mean of best minus
    move over the same worlds, ``gap_stderr`` its standard error; ``verdict``
    says how the alternative compares (``better``, ``about_equal``, ``worse``)
    and ``cost`` the class. ``before`` and ``after`` are the seat's chance just
    before and just after the decision as the review counts them (see
    :func:`summarize`)."""

    step: int
    move: dict[str, Any]
    best: dict[str, Any] | None
    move_estimate: Estimate
    best_estimate: Estimate | None
    gap: float
    gap_stderr: float
    verdict: str
    cost: str
    options: int
    searched: int

    @property
    def lost(self) -> float:
        """What the choice cost as the review counts it: the gap when it is outside the noise, else 0."""
        return self.gap if self.verdict == "better" else 0.0

    @property
    def after(self) -> float:
        return self.move_estimate.chance

    @property
    def before(self) -> float:
        return self.move_estimate.chance + self.lost

    def to_json(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "move": self.move,
            "best": self.best,
            "move_estimate": self.move_estimate.to_json(),
            "best_estimate": None if self.best_estimate is None else self.best_estimate.to_json(),
            "gap": round(self.gap, 6),
            "gap_stderr": round(self.gap_stderr, 6),
            "verdict": self.verdict,
            "cost": self.cost,
            "options": self.options,
            "searched": self.searched,
            "before": round(self.before, 6),
            "after": round(self.after, 6),
        }

    @staticmethod
    def from_json(data: Any, actions: int = 10**9) -> Decision:
        """``actions``: the record's length (a decision's step is an index into it)."""
        best_est = data.get("best_estimate")
        best = data.get("best")
        return Decision(
            step=_whole(data, "step", 0, max(0, actions - 1)),
            move=_action(data["move"], "move"),
            best=None if best is None else _action(best, "best"),
            move_estimate=Estimate.from_json(data["move_estimate"]),
            best_estimate=None if best_est is None else Estimate.from_json(best_est),
            gap=_real(data, "gap", -1.0, 1.0),
            gap_stderr=_real(data, "gap_stderr", 0.0, 1.0),
            verdict=_one_of(data, "verdict", VERDICTS),
            cost=_one_of(data, "cost", COSTS),
            options=_whole(data, "options", 1, 10**6),
            searched=_whole(data, "searched", 0, 10**6),
        )


@dataclass(frozen=True)
class Summary:
    """The game at a glance: the costliest decisions and what moved the seat's chance.

    ``start`` is the fair share (the mean of the measure over the seats at the
    end: 1/N for a chance to win), ``outcome`` the seat's measure at the end
    (``None`` for an unfinished game). ``play`` is the sum of what the
    decisions cost (≤ 0), ``luck`` everything else that moved the chance: the
    deal, the cards drawn and the other players' moves. ``play + luck ==
    outcome - start``. ``decided_by`` is ``play``, ``luck`` or ``both``."""

    decisions: int
    costs: dict[str, int]
    costliest: list[int]
    start: float
    outcome: float | None
    play: float
    luck: float | None
    decided_by: str | None

    def to_json(self) -> dict[str, Any]:
        return {
            "decisions": self.decisions,
            "costs": dict(self.costs),
            "costliest": list(self.costliest),
            "start": round(self.start, 6),
            "outcome": None if self.outcome is None else round(self.outcome, 6),
            "play": round(self.play, 6),
            "luck": None if self.luck is None else round(self.luck, 6),
            "decided_by": self.decided_by,
        }

    @staticmethod
    def from_json(data: Any, steps: Sequence[int] = ()) -> Summary:
        """``steps``: the steps of the review's decisions (the costliest must be among them)."""
        costs = data["costs"]
        if not isinstance(costs, dict) or sorted(costs) != sorted(COSTS):
            raise ValueError(f"costs must count {', '.join(COSTS)}")
        costliest = data["costliest"]
        if not isinstance(costliest, list) or len(costliest) > 3 or any(s not in steps for s in costliest):
            raise ValueError("costliest must name up to three of the review's decisions")
        decisions = _whole(data, "decisions", 0, len(steps))
        if sum(_whole(costs, c, 0, decisions) for c in COSTS) != decisions:
            raise ValueError("costs must add up to the decisions weighed")
        return Summary(
            decisions=decisions,
            costs={c: _whole(costs, c, 0, decisions) for c in COSTS},
            costliest=list(costliest),
            start=_real(data, "start", 0.0, 1.0),
            outcome=None if data.get("outcome") is None else _real(data, "outcome", 0.0, 1.0),
            play=_real(data, "play", -float(decisions), 0.0),
            luck=None if data.get("luck") is None else _real(data, "luck", -1.0 - decisions, 1.0 + decisions),
            decided_by=_one_of(data, "decided_by", (*DECIDED_BY, None)),
        )


@dataclass
class Review:
    """The review of one seat of one record (``seat`` is 0-based here, 1-based in JSON)."""

    game: str
    players: int
    seat: int
    record_id: str
    budget: dict[str, float]
    measure: str
    decisions: list[Decision] = field(default_factory=list)
    summary: Summary | None = None
    actions: int = 0

    def decision(self, step: int) -> Decision | None:
        return next((d for d in self.decisions if d.step == step), None)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "players": self.players,
            "seat": self.seat + 1,
            "record": self.record_id,
            "actions": self.actions,
            "budget": dict(self.budget),
            "measure": self.measure,
            "thresholds": {"negligible": NEGLIGIBLE, "small_below": SMALL_BELOW, "costly_below": COSTLY_BELOW, "z": Z},
            "decisions": [d.to_json() for d in self.decisions],
            "summary": None if self.summary is None else self.summary.to_json(),
        }

    @staticmethod
    def from_json(data: Any) -> Review:
        """Read a review written by :meth:`to_json`; raises ``ValueError`` when it is not one."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a Soup Table review")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= VERSION:
            raise ValueError("a review of another format version")
        try:
            players = _whole(data, "players", 1, 64)
            actions = _whole(data, "actions", 0, 10**7) if "actions" in data else 10**7
            budget = data["budget"]
            if not isinstance(budget, dict) or len(budget) != 1:
                raise ValueError("budget must be seconds or iterations")
            if "iterations" in budget:
                budget = {"iterations": _whole(budget, "iterations", 1, 10**6)}
            else:
                budget = {"seconds": _real(budget, "seconds", 0.001, 3600.0)}
            record = data["record"]
            if not isinstance(record, str) or not record or not all(c in "0123456789abcdef" for c in record):
                raise ValueError("record must be a record's fingerprint")
            items = data["decisions"]
            if not isinstance(items, list):
                raise ValueError("decisions must be a list")
            decisions = [Decision.from_json(d, actions) for d in items]
            steps = [d.step for d in decisions]
            if steps != sorted(set(steps)):
                raise ValueError("decisions must come once each, in the order of the game")
            summary = data.get("summary")
            game = data["game"]
            if not isinstance(game, str) or not game:
                raise ValueError("game must be a game's id")
            return Review(
                game=game,
                players=players,
                seat=_whole(data, "seat", 1, players) - 1,
                record_id=record,
                budget=budget,
                measure=_one_of(data, "measure", MEASURES),
                decisions=decisions,
                summary=None if summary is None else Summary.from_json(summary, steps),
                actions=actions if "actions" in data else 0,
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ValueError(f"a malformed review ({exc})") from exc


# -- judging one decision -------------------------------------------------------------------------


# Student's t at 97.5% for 1..30 degrees of freedom: few samples need a wider margin.
_T975 = (
    12.706,
    4.303,
    3.182,
    2.776,
    2.571,
    2.447,
    2.365,
    2.306,
    2.262,
    2.228,
    2.201,
    2.179,
    2.160,
    2.145,
    2.131,
    2.120,
    2.110,
    2.101,
    2.093,
    2.086,
    2.080,
    2.074,
    2.069,
    2.064,
    2.060,
    2.056,
    2.052,
    2.048,
    2.045,
    2.042,
)


def margin(samples: int) -> float:
    """Standard errors to either side of a mean of ``samples`` for 95%: Student's t, 1.96 from 31 on."""
    if samples < 2:
        return math.inf
    return _T975[samples - 2] if samples - 1 <= len(_T975) else Z


def classify(gap: float, stderr: float, pairs: int) -> tuple[str, str]:
    """(verdict, cost) of a paired difference best − move with its standard error over ``pairs`` worlds."""
    if pairs < MIN_PAIRS or abs(gap) <= margin(pairs) * stderr:
        return "about_equal", "none"
    if gap < 0:
        return "worse", "none"
    if gap < NEGLIGIBLE:
        return "better", "none"
    if gap < SMALL_BELOW:
        return "better", "small"
    if gap < COSTLY_BELOW:
        return "better", "costly"
    return "better", "blunder"


# -- luck against play ---------------------------------------------------------------------


def summarize(decisions: Sequence[Decision], start: float, outcome: float | None) -> Summary:
    """Luck against play, from the decisions' estimates (see ``docs/review.md``).

    Before each decision the seat's chance is the move made plus what the
    choice lost (``Decision.before``); after it, the move's estimate. What a
    decision lost counts only when the better move is outside the noise.
    ``play`` sums the losses; ``luck`` the moves of the chance between two
    decisions of the seat (cards dealt and drawn, the others' moves), from the
    fair share to the first decision and from the last one to the outcome."""
    costs = {c: 0 for c in COSTS}
    for d in decisions:
        costs[d.cost] += 1
    worst = sorted((d for d in decisions if d.cost != "none"), key=lambda d: (-d.lost, d.step))[:3]
    play = -sum(d.lost for d in decisions)
    luck: float | None
    decided: str | None
    if outcome is None:
        luck, decided = None, None
    else:
        luck = outcome - start - play
        decided = decided_by(play, luck)
    return Summary(len(decisions), costs, [d.step for d in worst], start, outcome, play, luck, decided)


def decided_by(play: float, luck: float) -> str:
    """``play`` when the choices moved the chance at least half as much again as
    everything else did (their share of the two is over 0.6), ``luck`` when under 0.4, else ``both``."""
    total = abs(play) + abs(luck)
    if total <= 0.0:
        return "luck"
    share = abs(play) / total
    if share > 0.6:
        return "play"
    if share < 0.4:
        return "luck"
    return "both"
