"""souptable-cli: the contract of DESIGN.md, and one clear line for bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from souptable.cli import main


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_games_lists_ids_and_player_counts(capsys):
    code, out, _ = run(capsys, "games", "--json")
    assert code == 0
    games = {g["id"]: g for g in json.loads(out)}
    assert games["susuru"]["min_players"] == 3 and games["susuru"]["max_players"] == 4


def test_play_and_replay(tmp_path, capsys):
    rec = tmp_path / "r.json"
    code, out, _ = run(
        capsys,
        "play",
        "susuru",
        "--players",
        "4",
        "--seats",
        "random,random,random,random",
        "--seed",
        "7",
        "--record",
        str(rec),
    )
    assert code == 0 and "final standings" in out and "winner" in out
    code, out, _ = run(capsys, "replay", str(rec))
    assert code == 0 and "stored result confirmed" in out


def test_replay_of_a_tampered_record_exits_1_with_the_index(tmp_path, capsys):
    rec = tmp_path / "r.json"
    run(capsys, "play", "susuru", "--players", "3", "--seats", "random", "--seed", "1", "--record", str(rec))
    d = json.loads(rec.read_text())
    d["actions"] = d["actions"][:3] + [d["actions"][0]] * 3
    rec.write_text(json.dumps(d))
    code, _, err = run(capsys, "replay", str(rec))
    assert code == 1 and "action 3" in err and "Traceback" not in err


def test_arena_json_contract(capsys):
    code, out, _ = run(capsys, "arena", "susuru", "--players", "3", "--bots", "random", "--games", "9", "--seed", "2", "--json")
    d = json.loads(out)
    assert code == 0 and d["game"] == "susuru" and d["players"] == 3 and d["games"] == 9
    (r,) = d["results"]
    assert r["bot"] == "random" and abs(r["win_share"] - 1 / 3) < 1e-3  # all seats random
    assert set(r) >= {"bot", "win_share", "win_share_ci95", "mean_score"}


def test_arena_with_fixed_iterations_is_reproducible(capsys):
    """``--iterations`` replaces hard's think time: the same arena twice gives the same numbers."""
    args = ["arena", "salty", "--players", "3", "--bots", "hard,random", "--games", "2", "--iterations", "8", "--json"]
    outs = [json.loads(run(capsys, *args)[1]) for _ in range(2)]
    assert outs[0] == outs[1]
    assert [r["bot"] for r in outs[0]["results"]] == ["hard", "random"]


def test_bench_json_contract(capsys):
    code, out, _ = run(capsys, "bench", "susuru", "--json", "--seconds", "0.05", "--decisions", "3")
    d = json.loads(out)
    assert code == 0 and {e["players"] for e in d["engine"]} == {3, 4}
    # the numbers' form, not their size: a fully busy machine may finish no game in 0.05 s
    assert all(isinstance(e["random_games_per_s"], (int, float)) and e["random_games_per_s"] >= 0 for e in d["engine"])
    assert {b["level"] for b in d["bots"]} >= {"random"}
    # OpenSpiel's oh_hell beside each figure when the bench extra is installed, else nulls
    ref = d["oh_hell"]["open_spiel"]
    for e in d["engine"]:
        assert set(e) >= {"oh_hell_players", "oh_hell_actions_per_s", "ratio_to_oh_hell"}
        assert (e["ratio_to_oh_hell"] is None) == (ref is None)


def test_bench_without_open_spiel_says_so(capsys, monkeypatch):
    import souptable.ai.bench as bench

    monkeypatch.setattr(bench, "reference", lambda: None)
    code, out, _ = run(capsys, "bench", "susuru", "--seconds", "0.01", "--decisions", "1", "--think-time", "0.01")
    assert code == 0 and "open_spiel is not installed" in out and " ratio " not in out


@pytest.mark.parametrize(
    "args",
    [
        ["play", "no-such-game", "--players", "3", "--seats", "random", "--seed", "1"],
        ["play", "susuru", "--players", "99", "--seats", "random", "--seed", "1"],
        ["play", "susuru", "--players", "3", "--seats", "random,genius", "--seed", "1"],
        ["play", "susuru", "--players", "3", "--seats", "random,random,random,random", "--seed", "1"],
        ["play", "susuru", "--players", "3", "--seats", "random", "--option", "variant=2"],
        ["play", "susuru", "--players", "three", "--seats", "random"],
        ["replay", "/nonexistent/r.json"],
        ["arena", "susuru", "--players", "3", "--bots", "random", "--games", "0"],
        ["arena", "susuru", "--players", "3", "--bots", "hard,random", "--iterations", "0"],
        ["frobnicate"],
        [],
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, args):
    code, _out, err = run(capsys, *args)
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_module_entry_point_runs():
    p = subprocess.run(
        [sys.executable, "-m", "souptable.cli", "games"],
        capture_output=True,
        text=True,
        env={
            **__import__("os").environ,
            "PYTHONPATH": str(__import__("pathlib").Path(__file__).resolve().parents[2] / "desktop"),
        },
    )
    assert p.returncode == 0 and "susuru" in p.stdout
