"""The review of a finished game, "Could I have won?": the hard player re-examines one seat's decisions.

For every decision of the seat the review runs the hard player's search again
from the seat's observation at that moment (never a card the seat could not
see) with a fixed budget per decision, and compares the move made with the
best alternative over the same sampled worlds: what the choice cost without
the luck of the deal, "about equal" within the noise, never a verdict.
``docs/review.md`` explains the method, the cost classes and how luck and
play are told apart.

This module is the review's public API: reviewing a record
(:func:`review_record`, :func:`review_match`), the review file kept next to a
record (versioned JSON, written atomically), the ``souptable-cli review``
command and the entry point of the app's review process. Its parts, whose
names are importable from here too: :mod:`souptable.ai.review_search`
searches one decision (the method, the budget, the seeds that make a review
deterministic); :mod:`souptable.ai.review_results` holds the results, their
JSON, the cost classes and the summary (luck against play). Pure Python:
never imports Qt.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import random
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine import Match, RecordError
from ..engine.record import Record
from .base import Cancelled
from .review_results import (
    COSTLY_BELOW,
    COSTS,
    FORMAT,
    NEGLIGIBLE,
    SMALL_BELOW,
    VERSION,
    Decision,
    Estimate,
    Review,
    Summary,
    classify,
    margin,
    summarize,
)

# re-exported for importers (`X as X`): names of the parts that this module does not use itself
from .review_results import MIN_PAIRS as MIN_PAIRS
from .review_results import Z as Z
from .review_results import decided_by as decided_by
from .review_search import DEFAULT_SECONDS as DEFAULT_SECONDS
from .review_search import (
    LATE_SECONDS,
    decision_points,
    decision_seed,
    default_seconds,
    examine,
    judge,
    make_searcher,
    measure_of,
    outcome_of,
)
from .review_search import MIN_SECONDS as MIN_SECONDS
from .review_search import MIN_WORLDS as MIN_WORLDS
from .review_search import TOTAL_SECONDS as TOTAL_SECONDS
from .review_search import Point as Point

MAX_BYTES = 8 * 1024 * 1024

Progress = Callable[[int, int, "Decision | None"], None]


class ReviewInputError(ValueError):
    """Bad input for a review (no such seat, a bad budget, an unreadable file)."""


# -- a whole record ------------------------------------------------------------------------


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
    if iterations is not None and seconds is not None:
        raise ReviewInputError("a review takes a budget in seconds or in simulations, not both")
    if iterations is not None and iterations < 1:
        raise ReviewInputError("the iteration budget must be at least 1")
    if seconds is not None and not (seconds > 0 and math.isfinite(seconds)):
        raise ReviewInputError("the budget must be a positive number of seconds")
    searcher = make_searcher(match.game)
    points = decision_points(match, seat)
    deadline: float | None = None
    if iterations is None and seconds is None:
        seconds = default_seconds(len(points))
        # The default budget is one sum for the whole review, split evenly; a decision
        # that took longer than its share (a search plays a few worlds, however small
        # the share) is taken back from the later ones, split evenly again.
        deadline = time.perf_counter() + seconds * len(points)
    budget: dict[str, float] = {"iterations": iterations} if iterations is not None else {"seconds": float(seconds or 0)}
    review = Review(match.game, match.players, seat, rec_id, budget, measure_of(searcher), actions=len(match.log))
    if progress is not None:
        progress(0, len(points), None)
    for i, p in enumerate(points):
        rnd = random.Random(decision_seed(match.game, seat, p.step, p.obs))
        share = seconds
        if deadline is not None and seconds is not None:
            share = min(seconds, max(LATE_SECONDS, (deadline - time.perf_counter()) / (len(points) - i)))
        best, mine, theirs, searched = examine(
            searcher, p.obs, p.legal, p.made, rnd, seconds=share, iterations=iterations, cancel=cancel
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
    from ..engine.errors import DataError
    from ..engine.jsonio import Limits, read_json

    try:  # the strict reader: regular files only, bounded size and depth
        data = read_json(path, Limits(max_bytes=MAX_BYTES))
    except (OSError, DataError):
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
    from ..engine.jsonio import write_json

    p = Path(path)
    kept = [r for r in load_reviews(p) if r.record_id == review.record_id and r.seat != review.seat]
    kept.append(review)
    kept.sort(key=lambda r: r.seat)
    p.parent.mkdir(parents=True, exist_ok=True)
    # the app's one atomic writer: temp file, fsync, rename, fsync of the folder
    write_json(p, {"format": FORMAT + "s", "version": VERSION, "reviews": [r.to_json() for r in kept]})


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
    if iterations is not None and budget is not None:
        raise ReviewInputError("--budget and --iterations: give one of them, not both")
    try:
        rec = load(file)
        from ..engine.record import verify

        match = verify(rec)  # as `replay` does: every action, and the stored result and rounds
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
