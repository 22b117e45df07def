"""The review of a finished game, "Could I have won?" (ai/review.py): one seat's decisions re-examined.

Small, fixed budgets (simulations, never seconds) and 3-player games keep these
fast and exactly reproducible.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from souptable import cli
from souptable.ai import review as R
from souptable.ai.play import play_game
from souptable.engine.record import Record, SeatInfo, replay, save
from souptable.games.soupmeng import RULES
from souptable.games.soupmeng.actions import Draw, Finish
from tests.games.test_soupmeng import bowl, make_state


def finished_record(game: str = "soupmeng", players: int = 3, seed: int = 4) -> Record:
    match = play_game(game, players, seed, ["normal"])
    return Record.of(match, [SeatInfo(f"Bot {s + 1}", "bot", "normal") for s in range(players)])


# -- one decision ------------------------------------------------------------------------------


def ahead_with_a_full_bowl() -> Any:
    """Seat 0 leads by one point and can end the game now by finishing its last bowl
    (a sure win); drawing instead leaves that bowl of four toppings open to a fifth
    (-10) from seat 1, who holds toppings and is one point behind."""
    return make_state(
        [
            [
                bowl("corn", "miso", "thin", "corn", "nori", "egg", finished=True),
                bowl("egg", "shio", "thin", "negi", "nori", "egg", "chashu"),
            ],
            [
                bowl("nori", "shoyu", "medium", "naruto", "nori", "chashu", finished=True),
                bowl("negi", "tonkotsu", "thick", "negi", "chashu"),
            ],
            [bowl("menma", "shio"), bowl("moyashi", "miso", "thick", "menma")],
        ],
        [["moyashi", "thick", "shoyu"], ["menma", "corn", "egg"], ["naruto", "moyashi", "tonkotsu"]],
    )


def test_giving_up_a_sure_win_is_flagged_costly_and_the_winning_move_is_not() -> None:
    st = ahead_with_a_full_bowl()
    end = RULES.clone(st)
    RULES.apply(end, Finish(1))
    res = RULES.result(end)
    assert res is not None and res.winners == [0]  # finishing now wins for certain
    obs, legal = RULES.observe(st, 0), RULES.legal_actions(st)
    searcher = R.make_searcher("soupmeng")

    best, mine, theirs, searched = R.examine(searcher, obs, legal, Draw(), random.Random(1), iterations=60)
    d = R.judge(7, Draw(), best, mine, theirs, len(legal), searched)
    assert d.best == Finish(1).to_json()
    assert d.verdict == "better" and d.cost in ("costly", "blunder")
    assert d.best_estimate is not None and d.best_estimate.chance == 1.0
    assert d.move_estimate.samples == d.best_estimate.samples > 0
    assert d.gap > d.gap_stderr * R.margin(d.move_estimate.samples)
    assert d.before == pytest.approx(1.0) and d.after < 0.95

    best, mine, theirs, searched = R.examine(searcher, obs, legal, Finish(1), random.Random(1), iterations=60)
    d = R.judge(7, Finish(1), best, mine, theirs, len(legal), searched)
    assert d.best == Draw().to_json() and d.verdict == "worse" and d.cost == "none"


def test_within_the_noise_is_about_equal_never_a_verdict() -> None:
    assert R.classify(0.04, 0.03, 200) == ("about_equal", "none")  # 1.3 standard errors
    assert R.classify(-0.04, 0.03, 200) == ("about_equal", "none")
    assert R.classify(0.03, 0.01, 1) == ("about_equal", "none")  # one world: no spread to judge by
    assert R.classify(0.5, 0.0, 3) == ("about_equal", "none")  # three worlds alike prove nothing
    assert R.classify(0.03, 0.015, 9) == ("about_equal", "none")  # Student's t: 2 errors are within 2.31 for 9 worlds
    assert R.classify(0.03, 0.015, 200) == ("better", "small")  # ... not within 1.96 for 200
    assert R.classify(0.03, 0.01, 30) == ("better", "small")
    assert R.classify(0.005, 0.001, 200) == ("better", "none")  # under one point
    assert R.classify(0.03, 0.01, 200) == ("better", "small")
    assert R.classify(0.10, 0.01, 200) == ("better", "costly")
    assert R.classify(0.30, 0.01, 200) == ("better", "blunder")
    assert R.classify(-0.10, 0.01, 200) == ("worse", "none")


def test_the_best_alternative_is_measured_on_other_worlds_than_it_was_chosen_on() -> None:
    # With many alternatives the returned samples come from the confirming half
    # only: fewer than the simulations spent, the two lists paired.
    rec = finished_record()
    match = replay(rec)
    points = [p for p in R.decision_points(match, 0) if len(p.legal) > 3]
    assert points
    p = points[0]
    searcher = R.make_searcher("soupmeng")
    best, mine, theirs, searched = R.examine(searcher, p.obs, p.legal, p.made, random.Random(2), iterations=80)
    assert best is not None and best != p.made and best in p.legal and searched > 2
    assert 0 < len(mine) == len(theirs) <= 40 + R.MIN_WORLDS * 2


def test_a_ranking_phase_past_its_time_plays_one_world_and_the_measurement_two() -> None:
    # A phase of the halving that only ranks needs one world; the paired measurement of the
    # move made and the best alternative keeps MIN_WORLDS (two) for its standard error. A
    # deadline already past (0.0) makes this a count, not a timing.
    from souptable.ai.review_search import MIN_RANKING_WORLDS, _Worlds

    rec = finished_record()
    p = next(p for p in R.decision_points(replay(rec), 0) if len(p.legal) > 2)
    searcher = R.make_searcher("soupmeng")
    rnd = random.Random(3)
    worlds = _Worlds(searcher, p.obs, rnd, list(p.legal), searcher.world(p.obs, rnd), None)
    ranked = worlds.play(list(p.legal), None, 0.0, MIN_RANKING_WORLDS)
    assert [len(r) for r in ranked] == [1] * len(p.legal)
    measured = worlds.play(list(p.legal[:2]), None, 0.0)
    assert [len(r) for r in measured] == [R.MIN_WORLDS] * 2 == [2, 2]


# -- a whole record --------------------------------------------------------------------------------


def test_a_review_covers_every_real_choice_of_the_seat_and_luck_plus_play_add_up() -> None:
    rec = finished_record()
    seen: list[tuple[int, int]] = []
    review = R.review_record(rec, 1, iterations=8, progress=lambda done, total, _d: seen.append((done, total)))
    match = replay(rec)
    steps = [i for i, (s, _a) in enumerate(match.log) if s == 1]
    assert review.decisions and {d.step for d in review.decisions} <= set(steps)
    assert seen[0] == (0, len(review.decisions)) and seen[-1] == (len(review.decisions), len(review.decisions))
    for d in review.decisions:
        assert match.log[d.step] == (1, RULES.codec.decode(d.move))
        assert d.options > 1
    s = review.summary
    assert s is not None and s.outcome is not None and s.luck is not None
    assert s.start == pytest.approx(1 / 3)  # the win alone in Soup Meng Ramen: the fair share is 1/N
    assert s.play + s.luck == pytest.approx(s.outcome - s.start)
    assert s.play <= 0 and s.decided_by in ("luck", "play", "both")
    assert len(s.costliest) <= 3 and sum(s.costs.values()) == s.decisions
    # the costliest first
    gaps = [review.decision(step).gap for step in s.costliest]  # type: ignore[union-attr]
    assert gaps == sorted(gaps, reverse=True)


def test_the_review_is_the_same_for_records_that_differ_only_in_cards_the_seat_never_saw(monkeypatch: pytest.MonkeyPatch) -> None:
    # The other players' lucky toppings stay face down until the game ends. Record B
    # has another seed and is dealt as record A with seat 1's and seat 2's first lucky
    # toppings swapped; every action of A is played again.
    rec_a = finished_record(seed=11)
    original = type(RULES)._new_state
    twin_seed = 99_011

    def dealer(self: Any, players: int, seed: int, options: dict[str, str]) -> Any:
        if seed != twin_seed:
            return original(self, players, seed, options)
        st = original(self, players, rec_a.seed, options)
        b1, b2 = st.bowls[1][0], st.bowls[2][0]
        assert b1.lucky != b2.lucky
        b1.lucky, b2.lucky = b2.lucky, b1.lucky
        return st

    monkeypatch.setattr(type(RULES), "_new_state", dealer)
    rec_b = Record(
        rec_a.game, rec_a.players, twin_seed, rec_a.options, rec_a.seats, rec_a.actions, rules_revision=rec_a.rules_revision
    )
    match_a, match_b = replay(rec_a), replay(rec_b)
    assert match_a.state.bowls[1][0].lucky != match_b.state.bowls[1][0].lucky  # the hidden cards differ
    points_a, points_b = R.decision_points(match_a, 0), R.decision_points(match_b, 0)
    assert [p.obs for p in points_a] == [p.obs for p in points_b]  # seat 0 saw the same at every decision
    a = R.review_record(rec_a, 0, iterations=10)
    b = R.review_record(rec_b, 0, iterations=10)
    assert a.record_id != b.record_id
    assert [d.to_json() for d in a.decisions] == [d.to_json() for d in b.decisions]
    assert a.decisions and any(d.best is not None for d in a.decisions)
    # ... and another seat, who did see those lucky toppings, is reviewed from what it saw
    assert [p.obs for p in R.decision_points(match_a, 1)] != [p.obs for p in R.decision_points(match_b, 1)]


def test_the_same_record_and_budget_give_the_same_review() -> None:
    rec = finished_record(seed=5)
    a = R.review_record(rec, 2, iterations=6)
    b = R.review_record(rec, 2, iterations=6)
    assert a.to_json() == b.to_json()


def test_a_time_budget_is_kept_per_decision() -> None:
    rec = finished_record(seed=6)
    review = R.review_record(rec, 0, seconds=0.02)
    assert review.budget == {"seconds": 0.02}
    assert all(d.move_estimate.samples >= R.MIN_WORLDS for d in review.decisions if d.best is not None)
    assert R.default_seconds(40) == R.DEFAULT_SECONDS
    assert R.default_seconds(400) == pytest.approx(R.TOTAL_SECONDS / 400)
    assert R.default_seconds(10_000) == R.MIN_SECONDS


# -- the review file ---------------------------------------------------------------------------------


def test_a_review_is_kept_next_to_its_record_and_found_again(tmp_path: Path) -> None:
    rec = finished_record()
    path = tmp_path / "game.souptable"
    save(path, rec)
    where = R.review_path(path)
    assert where == tmp_path / "game.souptable.review.json"
    assert R.review_path(tmp_path / "game.json") == tmp_path / "game.review.json"
    assert R.find_review(where, rec, 0) is None  # nothing yet
    review = R.review_record(rec, 0, iterations=4)
    R.save_review(where, review)
    R.save_review(where, R.review_record(rec, 1, iterations=4))
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []  # written atomically
    found = R.find_review(where, rec, 0)
    assert found is not None and found.to_json() == review.to_json()
    assert R.find_review(where, rec, 1) is not None
    data = json.loads(where.read_text())
    assert data["format"] == "souptable-reviews" and data["version"] == 1
    # a review of another game (the record changed since) is not shown for this one
    other = finished_record(seed=8)
    assert R.find_review(where, other, 0) is None
    # a damaged file is only a lost cache
    where.write_text("{not json")
    assert R.load_reviews(where) == [] and R.find_review(where, rec, 0) is None


@pytest.mark.parametrize(
    ("where", "value"),
    [
        (("decisions", 0, "step"), -4),  # was shown as "Move −4 of 49"
        (("decisions", 0, "step"), 10_000),  # past the record's end
        (("decisions", 0, "step"), 2.5),
        (("decisions", 0, "move_estimate", "chance"), "nan"),  # was shown as "nan%"
        (("decisions", 0, "move_estimate", "chance"), 7.0),
        (("decisions", 0, "move_estimate", "samples"), "12"),
        (("decisions", 0, "gap_stderr"), -0.5),
        (("decisions", 0, "verdict"), "splendid"),
        (("decisions", 0, "cost"), "ruinous"),
        (("decisions", 0, "move"), "draw"),
        (("seat",), 9),
        (("players",), True),
        (("measure",), "vibes"),
        (("budget",), {"seconds": "inf"}),
        (("summary", "costliest"), [99_999]),
        (("summary", "start"), "0.3"),
        (("summary", "play"), 0.5),
        (("summary", "decided_by"), "fate"),
        (("summary", "costs"), {"none": 1}),
    ],
    ids=lambda v: "/".join(map(str, v)) if isinstance(v, tuple) else None,
)
def test_a_saved_review_is_checked_when_read_not_converted(tmp_path: Path, where: tuple[Any, ...], value: Any) -> None:
    """A damaged or crafted review file shows nothing wrong: the review is left out, the
    record can be reviewed again."""
    rec = finished_record()
    path = tmp_path / "game.review.json"
    review = R.review_record(rec, 0, iterations=4)
    R.save_review(path, review)
    found = R.find_review(path, rec, 0)
    assert found is not None and found.to_json() == review.to_json()  # as written, it reads back
    data = json.loads(path.read_text())
    item: Any = data["reviews"][0]
    for key in where[:-1]:
        item = item[key]
    item[where[-1]] = value
    path.write_text(json.dumps(data))
    assert R.load_reviews(path) == [] and R.find_review(path, rec, 0) is None


# -- souptable-cli review -------------------------------------------------------------------------------


def test_cli_review_prints_every_decision_and_the_summary_as_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rec = finished_record()
    path = tmp_path / "game.souptable"
    save(path, rec)
    assert cli.main(["review", str(path), "--seat", "2", "--iterations", "6", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["format"] == "souptable-review" and out["game"] == "soupmeng" and out["seat"] == 2
    assert out["budget"] == {"iterations": 6} and out["measure"] == "win"
    assert out["decisions"]
    for d in out["decisions"]:
        for key in ("step", "move", "best", "move_estimate", "best_estimate", "cost", "verdict", "gap", "gap_stderr"):
            assert key in d
        assert d["cost"] in R.COSTS
        for est in (d["move_estimate"], d["best_estimate"]):
            assert est is None or set(est) == {"chance", "samples", "stderr"}
    for key in ("decisions", "costs", "costliest", "start", "outcome", "play", "luck", "decided_by"):
        assert key in out["summary"]
    assert not (tmp_path / "game.souptable.review.json").exists()  # the CLI only prints

    assert cli.main(["review", str(path), "--seat", "1", "--iterations", "4"]) == 0
    text = capsys.readouterr().out
    assert "step" in text and "best" in text and "cost" in text and "decided by" in text


@pytest.mark.parametrize(
    "args",
    [
        ["--seat", "0"],
        ["--seat", "4"],
        ["--seat", "one"],
        [],
        ["--seat", "1", "--budget", "-1"],
        ["--seat", "1", "--budget", "nan"],
        ["--seat", "1", "--iterations", "0"],
    ],
)
def test_cli_review_refuses_bad_arguments_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    path = tmp_path / "game.souptable"
    save(path, finished_record())
    assert cli.main(["review", str(path), *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_cli_review_refuses_bad_records_with_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "missing.souptable"
    not_json = tmp_path / "broken.souptable"
    not_json.write_text("{")
    tampered = tmp_path / "tampered.souptable"
    data = finished_record().to_json()
    data["actions"] = data["actions"][:5] + [data["actions"][0]] * 3
    tampered.write_text(json.dumps(data))
    for path in (missing, not_json, tampered):
        assert cli.main(["review", str(path), "--seat", "1", "--iterations", "2"]) == 2
        err = capsys.readouterr().err
        assert err.startswith("souptable-cli: error:") and err.count("\n") == 1 and "Traceback" not in err
