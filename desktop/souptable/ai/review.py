"""The review of a finished game, "Could I have won?": the hard player re-examines one seat's decisions.

For every decision of the seat (a moment where it had more than one legal
action), the review takes the seat's observation *at that moment* — never the
record's true state, so never a card the seat could not see — and runs the
hard player's search (:class:`~souptable.ai.ismcts.IsmctsBot`: its deals of
the hidden cards, its playout policy, its tree over the seat's later
decisions, its horizon and its scoring) with a fixed budget per decision. The
search is the hard player's sequential halving with common random numbers,
with one change: the move that was made is never dropped, so that at the end
the move made and the best alternative have been played out in exactly the
same sampled worlds. Their paired difference measures what the choice cost
without the luck of the deal; its standard error says whether the two are
told apart at all (within 1.96 standard errors: "about equal", never a
verdict).

What is estimated is the search's own value of a move: the seat's chance to
win (a shared win split), or, in games whose search also counts the place
(``measure == "win_and_place"``: the search scores positions on the scale of
``rules.returns``, where a win is worth 3/4 and finishing ahead of each other
player the other 1/4), that mixture. ``docs/review.md`` explains the method,
the cost classes and how luck and play are told apart.

Determinism: each decision's search is seeded from the game, the seat, the
step and the seat's observation — from what the seat knew, never from the
clock or the hidden cards — so with an iteration budget two records that
differ only in cards the seat never saw by then get identical reviews.

Also here: the review file kept next to a record (versioned JSON, written
atomically), the ``souptable-cli review`` command and the entry point of the
app's review process. Pure Python: never imports Qt.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import random
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import Action, GameRules, Match, Observation, RecordError
from ..engine.record import Record
from .base import Cancelled

FORMAT = "souptable-review"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024

# Cost classes, by how much better the best alternative is (in points of the
# chance to win, 0.01 = one point), when it is better beyond the noise.
COSTS = ("none", "small", "costly", "blunder")
NEGLIGIBLE = 0.01  # below one point: none
SMALL_BELOW = 0.05  # one to five points: small
COSTLY_BELOW = 0.15  # five to fifteen: costly; fifteen or more: blunder
Z = 1.96  # a difference within this many standard errors is noise (95%)
MIN_PAIRS = 8  # fewer worlds than this tell nothing: "about equal", whatever the numbers

# The default budget: one second per decision (the hard player's own think
# time), less in long games so that the search of a whole review stays
# within TOTAL_SECONDS; never less than MIN_SECONDS.
DEFAULT_SECONDS = 1.0
TOTAL_SECONDS = 90.0
MIN_SECONDS = 0.1
MIN_WORLDS = 2  # sampled worlds per phase, however small the budget

Progress = Callable[[int, int, "Decision | None"], None]


class ReviewInputError(ValueError):
    """Bad input for a review (no such seat, a bad budget, an unreadable file)."""


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
        return Estimate(float(data["chance"]), int(data["samples"]), float(data["stderr"]))


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
    def from_json(data: Any) -> Decision:
        best_est = data.get("best_estimate")
        return Decision(
            step=int(data["step"]),
            move=dict(data["move"]),
            best=None if data.get("best") is None else dict(data["best"]),
            move_estimate=Estimate.from_json(data["move_estimate"]),
            best_estimate=None if best_est is None else Estimate.from_json(best_est),
            gap=float(data["gap"]),
            gap_stderr=float(data["gap_stderr"]),
            verdict=str(data["verdict"]),
            cost=str(data["cost"]),
            options=int(data["options"]),
            searched=int(data["searched"]),
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
    def from_json(data: Any) -> Summary:
        return Summary(
            decisions=int(data["decisions"]),
            costs={str(k): int(v) for k, v in data["costs"].items()},
            costliest=[int(s) for s in data["costliest"]],
            start=float(data["start"]),
            outcome=None if data.get("outcome") is None else float(data["outcome"]),
            play=float(data["play"]),
            luck=None if data.get("luck") is None else float(data["luck"]),
            decided_by=data.get("decided_by"),
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
            summary = data.get("summary")
            return Review(
                game=str(data["game"]),
                players=int(data["players"]),
                seat=int(data["seat"]) - 1,
                record_id=str(data["record"]),
                budget={str(k): int(v) if k == "iterations" else float(v) for k, v in data["budget"].items()},
                measure=str(data["measure"]),
                decisions=[Decision.from_json(d) for d in data["decisions"]],
                summary=None if summary is None else Summary.from_json(summary),
                actions=int(data.get("actions", 0)),
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


def decision_seed(game: str, seat: int, step: int, obs: Observation) -> int:
    """The search's seed for one decision: from what the seat knew then, never the clock."""
    text = json.dumps(obs, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    d = hashlib.sha256(f"souptable-review:{game}:{seat}:{step}:{text}".encode()).digest()
    return int.from_bytes(d[:8], "big")


def make_searcher(game: str) -> Any:
    """The hard player of ``game`` (its hooks are the review's search)."""
    from . import heuristics_for
    from .ismcts import IsmctsBot

    return IsmctsBot(game, heuristics=heuristics_for(game))


def measure_of(searcher: Any) -> str:
    """What the search's numbers measure: the win alone, or the win and the place (``returns``)."""
    return "win" if getattr(searcher, "final", None) is not None else "win_and_place"


def examine(
    searcher: Any,
    obs: Observation,
    legal: list[Action],
    made: Action,
    rnd: random.Random,
    *,
    seconds: float | None = None,
    iterations: int | None = None,
    cancel: Any = None,
) -> tuple[Action | None, list[float], list[float], int]:
    """Search one decision: (best alternative, the move's results, the
    alternative's results, moves searched).

    With more than one alternative, the first half of the budget picks the
    best of them by sequential halving (every world shared by every
    surviving alternative *and* the move made, so that the move's subtree
    grows as fast as theirs); the second half plays the move made and that
    alternative in fresh worlds, and only those results are returned: the
    alternative was chosen on other samples than the ones that measure it,
    so picking the luckiest of several does not inflate its estimate. The
    two lists are paired: entry i of each was played in the same world with
    the same random stream. Raises :class:`Cancelled` when ``cancel`` is set."""
    from .ismcts import Edge

    if (seconds is None) == (iterations is None):
        raise ValueError("give either seconds or iterations")
    rules = searcher.rules
    me = obs["seat"]
    start = time.perf_counter()
    first = searcher.world(obs, rnd)
    prune = searcher.prune
    moves = prune(rules, first, legal) if prune is not None else list(legal)
    moves = [a for a in moves if a in legal] or list(legal)
    if made not in moves:
        moves.append(made)
    if len(moves) == 1:
        return None, [], [], 1
    edges = {a: Edge(a, me) for a in moves}
    pending: list[Any] = [first]

    def play(arms: list[Action], sims: int | None, until: float | None) -> list[list[float]]:
        """Worlds one after another, every arm in each, until the budget; results per arm."""
        out: list[list[float]] = [[] for _ in arms]
        worlds = 0
        per_world = 0.0
        while True:
            t0 = time.perf_counter()
            world = pending.pop() if pending else searcher.world(obs, rnd)
            seed = rnd.getrandbits(63)
            for k, a in enumerate(arms):
                if cancel is not None and cancel.is_set():
                    raise Cancelled()
                st = world if k == len(arms) - 1 else rules.clone(world)
                r = searcher.simulate(st, edges[a], random.Random(seed), me)
                out[k].append(r)
                edges[a].total += r
                edges[a].visits += 1
            worlds += 1
            now = time.perf_counter()
            per_world = now - t0 if worlds == 1 else 0.8 * per_world + 0.2 * (now - t0)
            if worlds < MIN_WORLDS:
                continue
            if sims is not None:
                if worlds * len(arms) >= sims:
                    return out
            elif until is not None and now + per_world > until:
                return out

    def mean(a: Action) -> float:
        return edges[a].total / edges[a].visits

    alternatives = [a for a in moves if a != made]
    if len(alternatives) > 1:
        phases = max(1, math.ceil(math.log2(len(alternatives))))
        for phase in range(phases):
            left = phases - phase
            if iterations is not None:
                spent = sum(e.visits for e in edges.values())
                phase_sims = max(1, (iterations // 2 - spent) // left)
                play([*alternatives, made], phase_sims, None)
            else:
                assert seconds is not None
                until = time.perf_counter() + (start + seconds / 2 - time.perf_counter()) / left
                play([*alternatives, made], None, until)
            ranked = sorted(alternatives, key=lambda a: -mean(a))
            keep = set(ranked[: math.ceil(len(alternatives) / 2)])
            alternatives = [a for a in alternatives if a in keep]
        alternatives = [max(alternatives, key=mean)]
    best = alternatives[0]
    if iterations is not None:
        spent = sum(e.visits for e in edges.values())
        mine, theirs = play([made, best], max(1, iterations - spent), None)
    else:
        assert seconds is not None
        mine, theirs = play([made, best], None, start + seconds)
    return best, mine, theirs, len(moves)


def judge(
    step: int,
    made: Action,
    best: Action | None,
    made_results: list[float],
    best_results: list[float],
    options: int,
    searched: int,
) -> Decision:
    """A :class:`Decision` from the paired results of :func:`examine`."""
    if best is None:
        return Decision(step, made.to_json(), None, Estimate(0.0, 0, 0.0), None, 0.0, 0.0, "about_equal", "none", options, 1)
    assert len(made_results) == len(best_results)
    diff = Estimate.of([b - m for b, m in zip(best_results, made_results, strict=True)])
    verdict, cost = classify(diff.chance, diff.stderr, diff.samples)
    return Decision(
        step=step,
        move=made.to_json(),
        best=best.to_json(),
        move_estimate=Estimate.of(made_results),
        best_estimate=Estimate.of(best_results),
        gap=diff.chance,
        gap_stderr=diff.stderr,
        verdict=verdict,
        cost=cost,
        options=options,
        searched=searched,
    )


# -- a whole record ------------------------------------------------------------------------


@dataclass(frozen=True)
class Point:
    """A decision of the seat as it stood: the step, what the seat saw, what it could do, what it did."""

    step: int
    obs: Observation
    legal: list[Action]
    made: Action


def decision_points(match: Match, seat: int) -> list[Point]:
    """Every moment of ``match``'s log where ``seat`` chose among more than one legal action,
    with the seat's observation then (replayed from the start: never a later state)."""
    rules = match.rules
    st = rules.new_state(match.players, match.seed, match.options)
    out: list[Point] = []
    for step, (who, act) in enumerate(match.log):
        if who == seat:
            legal = rules.legal_actions(st)
            if len(legal) > 1:
                out.append(Point(step, rules.observe(st, seat), legal, act))
        rules.apply(st, act)
    return out


def record_id(rec: Record) -> str:
    """A fingerprint of what a record plays (not its names or summary): a review belongs to it."""
    body = {
        "game": rec.game,
        "players": rec.players,
        "seed": rec.seed,
        "options": rec.options,
        "rules_revision": rec.rules_revision,
        "actions": rec.actions,
    }
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def default_seconds(decisions: int) -> float:
    """Seconds per decision when none are given: see ``DEFAULT_SECONDS``."""
    if decisions <= 0:
        return DEFAULT_SECONDS
    return max(MIN_SECONDS, min(DEFAULT_SECONDS, TOTAL_SECONDS / decisions))


def outcome_of(searcher: Any, state: Any) -> list[float]:
    """Each seat's measure at the end of the game, on the search's scale."""
    rules: GameRules[Any] = searcher.rules
    final = searcher.final
    values: list[float] = final(rules, state) if final is not None else rules.returns(state)
    return [float(v) for v in values]


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


def review_match(
    match: Match,
    seat: int,
    rec_id: str,
    *,
    seconds: float | None = None,
    iterations: int | None = None,
    progress: Progress | None = None,
    cancel: Any = None,
) -> Review:
    """Review ``seat``'s decisions in ``match`` (a replayed record)."""
    if not 0 <= seat < match.players:
        raise ReviewInputError(f"there is no seat {seat + 1} at a table of {match.players}")
    if iterations is not None and iterations < 1:
        raise ReviewInputError("the iteration budget must be at least 1")
    if seconds is not None and not (seconds > 0 and math.isfinite(seconds)):
        raise ReviewInputError("the budget must be a positive number of seconds")
    searcher = make_searcher(match.game)
    points = decision_points(match, seat)
    if iterations is None and seconds is None:
        seconds = default_seconds(len(points))
    budget: dict[str, float] = {"iterations": iterations} if iterations is not None else {"seconds": float(seconds or 0)}
    review = Review(match.game, match.players, seat, rec_id, budget, measure_of(searcher), actions=len(match.log))
    if progress is not None:
        progress(0, len(points), None)
    for i, p in enumerate(points):
        rnd = random.Random(decision_seed(match.game, seat, p.step, p.obs))
        best, mine, theirs, searched = examine(
            searcher, p.obs, p.legal, p.made, rnd, seconds=seconds, iterations=iterations, cancel=cancel
        )
        d = judge(p.step, p.made, best, mine, theirs, len(p.legal), searched)
        review.decisions.append(d)
        if progress is not None:
            progress(i + 1, len(points), d)
    rules = match.rules
    outcome: float | None = None
    values: list[float] | None = None
    if rules.to_move(match.state) is None:
        values = outcome_of(searcher, match.state)
        outcome = values[seat]
    start = sum(values) / len(values) if values else 1.0 / match.players
    review.summary = summarize([d for d in review.decisions if d.best is not None], start, outcome)
    return review


def review_record(
    rec: Record,
    seat: int,
    *,
    seconds: float | None = None,
    iterations: int | None = None,
    progress: Progress | None = None,
    cancel: Any = None,
) -> Review:
    """Replay ``rec`` (refusing a bad one with ``RecordError``) and review ``seat`` (0-based)."""
    from ..engine.record import replay

    match = replay(rec)
    return review_match(match, seat, record_id(rec), seconds=seconds, iterations=iterations, progress=progress, cancel=cancel)


# -- the review file next to a record ---------------------------------------------------------


def review_path(record_path: str | os.PathLike[str]) -> Path:
    """Where a record's reviews are kept, next to it: ``game.souptable`` ->
    ``game.souptable.review.json``, ``game.json`` -> ``game.review.json``."""
    p = Path(record_path)
    stem = p.name[: -len(".json")] if p.name.endswith(".json") else p.name
    return p.with_name(stem + ".review.json")


def load_reviews(path: str | os.PathLike[str]) -> list[Review]:
    """The reviews in a review file ([] when there is none or it cannot be read: it is only a cache)."""
    p = Path(path)
    try:
        if p.stat().st_size > MAX_BYTES:
            return []
        data = json.loads(p.read_bytes())
    except (OSError, ValueError):
        return []
    if not isinstance(data, dict) or data.get("format") != FORMAT + "s" or not isinstance(data.get("reviews"), list):
        return []
    out: list[Review] = []
    for item in data["reviews"]:
        with contextlib.suppress(ValueError):
            out.append(Review.from_json(item))
    return out


def find_review(path: str | os.PathLike[str], rec: Record, seat: int) -> Review | None:
    """The saved review of ``seat`` for exactly this record, if there is one."""
    rid = record_id(rec)
    return next((r for r in load_reviews(path) if r.record_id == rid and r.seat == seat and r.summary is not None), None)


def save_review(path: str | os.PathLike[str], review: Review) -> None:
    """Keep ``review`` in the file at ``path`` (replacing an older one of the same
    seat; reviews of other records are dropped). Written atomically."""
    p = Path(path)
    kept = [r for r in load_reviews(p) if r.record_id == review.record_id and r.seat != review.seat]
    kept.append(review)
    kept.sort(key=lambda r: r.seat)
    text = json.dumps(
        {"format": FORMAT + "s", "version": VERSION, "reviews": [r.to_json() for r in kept]}, ensure_ascii=False, indent=1
    )
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=p.name + ".", suffix=".tmp", dir=p.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, p)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


# -- souptable-cli review ---------------------------------------------------------------------


def action_text(act: dict[str, Any] | None) -> str:
    """A short, language-neutral description of an action's JSON: ``place card=corn bowl=1``."""
    if act is None:
        return "-"
    parts = [str(act.get("type", "?"))]
    for k, v in act.items():
        if k == "type":
            continue
        if isinstance(v, list):
            v = ",".join(str(x) for x in v) or "-"
        parts.append(f"{k}={v}")
    return " ".join(parts)


def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def _spread(est: Estimate) -> str:
    """The 95% margin of an estimate in points ("?" for a single sample)."""
    m = margin(est.samples)
    return "  ?" if math.isinf(m) else f"{100 * m * est.stderr:4.1f}"


def to_text(review: Review) -> str:
    """The review as the CLI prints it: one line per decision, then the summary."""
    what = "chance to win" if review.measure == "win" else "chance (win 3/4, place 1/4)"
    budget = (
        f"{int(review.budget['iterations'])} simulations"
        if "iterations" in review.budget
        else f"{review.budget['seconds']:.2f} s"
    )
    lines = [
        f"review of seat {review.seat + 1}: {len(review.decisions)} decisions, {budget} per decision;"
        f" estimates: {what} ± 95% (simulations)",
        f"cost: none = within the noise or under {NEGLIGIBLE:.0%}; small under {SMALL_BELOW:.0%};"
        f" costly under {COSTLY_BELOW:.0%}; blunder {COSTLY_BELOW:.0%} or more",
    ]
    for d in review.decisions:
        if d.best is None or d.best_estimate is None:
            lines.append(f"step {d.step:>4}  move {action_text(d.move)}  (no other move plays differently)")
            continue
        m, b = d.move_estimate, d.best_estimate
        verdict = {"better": "best is better", "about_equal": "about equal", "worse": "move was best"}[d.verdict]
        lines.append(
            f"step {d.step:>4}  move {action_text(d.move):<28} {_pct(m.chance)} ±{_spread(m)} (n={m.samples})"
            f"  best {action_text(d.best):<28} {_pct(b.chance)} ±{_spread(b)} (n={b.samples})"
            f"  {verdict:<14} cost {d.cost}"
        )
    s = review.summary
    if s is not None:
        lines.append("summary:")
        counts = ", ".join(f"{s.costs[c]} {c}" for c in COSTS)
        lines.append(f"  {s.decisions} decisions weighed: {counts}")
        worst = [review.decision(step) for step in s.costliest]
        if worst:
            lines.append("  costliest: " + "; ".join(f"step {d.step} ({100 * d.gap:.1f} points)" for d in worst if d))
        else:
            lines.append("  costliest: none (no decision cost anything beyond the noise)")
        lines.append(f"  play: {100 * s.play:+.1f} points (what the decisions cost)")
        if s.outcome is None or s.luck is None:
            lines.append("  the game is not finished: no outcome to weigh luck against")
        else:
            lines.append(
                f"  luck: {100 * s.luck:+.1f} points (deals, draws and the others' moves; from the fair share"
                f" {_pct(s.start).strip()} to the outcome {_pct(s.outcome).strip()})"
            )
            lines.append(f"  decided by: {s.decided_by}")
    return "\n".join(lines)


def command(file: str, seat: int, budget: float | None, iterations: int | None, as_json: bool) -> int:
    """``souptable-cli review FILE --seat N [--budget S] [--iterations K] [--json]``
    (``seat`` 1-based). Bad input raises :class:`ReviewInputError`."""
    from ..engine.record import load

    if budget is not None and not (budget > 0 and math.isfinite(budget)):
        raise ReviewInputError("--budget must be a positive number of seconds")
    if iterations is not None and iterations < 1:
        raise ReviewInputError("--iterations must be at least 1")
    try:
        rec = load(file)
        from ..engine.record import replay

        match = replay(rec)
    except RecordError as exc:
        raise ReviewInputError(f"{file}: {exc}") from exc
    if not 1 <= seat <= rec.players:
        raise ReviewInputError(f"--seat must be 1 to {rec.players} for this record (got {seat})")
    review = review_match(match, seat - 1, record_id(rec), seconds=budget, iterations=iterations)
    print(json.dumps(review.to_json(), ensure_ascii=False) if as_json else to_text(review))
    return 0


# -- the app's review process -------------------------------------------------------------------


def serve(conn: Any, cancel: Any, request: dict[str, Any]) -> None:
    """Entry point of the app's review process (multiprocessing, spawn): review
    ``request["record"]`` (record JSON) for ``request["seat"]`` (0-based) and
    send ("progress", done, total, decision JSON | None) as it goes, then
    ("done", review JSON), ("cancelled",) or ("error", text). Sees only the
    record, like the CLI; never imports Qt."""
    from ..engine.record import from_json

    def progress(done: int, total: int, d: Decision | None) -> None:
        conn.send(("progress", done, total, None if d is None else d.to_json()))

    try:
        rec = from_json(request["record"])
        review = review_record(
            rec,
            int(request["seat"]),
            seconds=request.get("seconds"),
            iterations=request.get("iterations"),
            progress=progress,
            cancel=cancel,
        )
        conn.send(("done", review.to_json()))
    except Cancelled:
        with contextlib.suppress(OSError, BrokenPipeError):
            conn.send(("cancelled",))
    except Exception:  # report to the app, which logs it and tells the player
        with contextlib.suppress(OSError, BrokenPipeError):
            conn.send(("error", traceback.format_exc()))
    finally:
        with contextlib.suppress(OSError):
            conn.close()


__all__ = [
    "COSTS",
    "Decision",
    "Estimate",
    "Review",
    "ReviewInputError",
    "Summary",
    "classify",
    "command",
    "decision_points",
    "find_review",
    "load_reviews",
    "record_id",
    "review_match",
    "review_path",
    "review_record",
    "save_review",
    "serve",
    "summarize",
]
