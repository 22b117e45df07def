"""Game records: save atomically, load strictly, replay exactly, refuse bad files."""

from __future__ import annotations

import json

import pytest

from souptable.ai.play import play_game
from souptable.engine import Match, RecordError, get
from souptable.engine.record import MAX_BYTES, Record, SeatInfo, load, loads, save, verify


@pytest.fixture
def record() -> Record:
    match = play_game("susuru", 3, 4, ["random"] * 3)
    return Record.of(match, [SeatInfo(f"Bot {i}", "bot", "random") for i in range(3)])


def test_round_trip_and_replay(tmp_path, record):
    path = tmp_path / "game.json"
    save(path, record)
    back = load(path)
    assert back.to_json() == json.loads(json.dumps(record.to_json()))
    match = verify(back)
    assert match.rules.result(match.state).to_json() == record.result
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temp file left behind


def test_record_holds_the_scored_items_of_each_round(record):
    data = record.to_json()
    assert data["format"] == "souptable-record" and data["version"] == 1
    assert len(data["rounds"]) == 3
    row = data["rounds"][0]["players"][0]
    for key in ("hand", "scored", "discarded", "hand_points", "income", "income_points", "points", "rank", "chip"):
        assert key in row
    assert set(data["rounds"][0]["limits"]) == {"porkbone", "seafood", "chicken", "chemical"}


def test_save_replaces_atomically_and_keeps_the_old_file_on_failure(tmp_path, record, monkeypatch):
    path = tmp_path / "game.json"
    save(path, record)
    before = path.read_text()
    import souptable.engine.record as rec_mod

    def boom(*_a, **_k):
        raise OSError("disk full")

    monkeypatch.setattr(rec_mod.os, "replace", boom)
    with pytest.raises(OSError):
        save(path, Record("susuru", 3, 9, {}, record.seats))
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


@pytest.mark.parametrize(
    ("mutate", "code"),
    [
        (lambda d: json.dumps(d)[:-40], "not_json"),  # truncated
        (lambda d: "{not json", "not_json"),
        (lambda d: json.dumps([1, 2]), "wrong_format"),
        (lambda d: json.dumps({**d, "format": "chess-pgn"}), "wrong_format"),
        (lambda d: json.dumps({**d, "version": 2}), "newer_version"),
        (lambda d: json.dumps({**d, "version": "1"}), "malformed"),
        (lambda d: json.dumps({**d, "seats": d["seats"][:1]}), "malformed"),
        (lambda d: json.dumps({**d, "actions": [{"seat": 0}]}), "malformed"),
        (lambda d: json.dumps({**d, "seed": "x"}), "malformed"),
        (lambda d: " " * (MAX_BYTES + 1), "too_large"),
    ],
)
def test_bad_files_are_refused_with_a_code(record, mutate, code):
    text = mutate(record.to_json())
    with pytest.raises(RecordError) as e:
        verify(loads(text))
    assert e.value.code == code
    assert str(e.value)  # a readable one-line reason


def test_unknown_game_and_bad_setup(record):
    d = record.to_json()
    with pytest.raises(RecordError) as e:
        verify(loads(json.dumps({**d, "game": "poker"})))
    assert e.value.code == "bad_setup"
    with pytest.raises(RecordError) as e:
        verify(loads(json.dumps({**d, "players": 9, "seats": d["seats"] * 3})))
    assert e.value.code == "bad_setup"


def test_illegal_action_logs_name_the_first_bad_action(record):
    d = record.to_json()
    bad = dict(d)
    bad["actions"] = [*d["actions"][:5], d["actions"][0], *d["actions"][6:]]
    bad["actions"][5] = {"seat": d["actions"][5]["seat"], "action": {"type": "take", "card": "nonsense-99"}}
    with pytest.raises(RecordError) as e:
        verify(loads(json.dumps(bad)))
    assert e.value.code == "bad_action" and e.value.params["index"] == 5
    wrong_seat = dict(d)
    wrong_seat["actions"] = [{"seat": 2, "action": d["actions"][0]["action"]}, *d["actions"][1:]]
    with pytest.raises(RecordError) as e:
        verify(loads(json.dumps(wrong_seat)))
    assert e.value.params == {"index": 0, "reason": "not_your_turn"}
    unknown = dict(d)
    unknown["actions"] = [{"seat": 0, "action": {"type": "teleport"}}]
    with pytest.raises(RecordError) as e:
        verify(loads(json.dumps(unknown)))
    assert e.value.params["reason"] == "unknown_action"


def test_tampered_result_is_detected(record):
    d = record.to_json()
    d["result"] = {**d["result"], "winners": [9]}
    with pytest.raises(RecordError) as e:
        verify(loads(json.dumps(d)))
    assert e.value.code == "result_mismatch"


def test_missing_and_directory_paths(tmp_path):
    with pytest.raises(RecordError) as e:
        load(tmp_path / "nope.json")
    assert e.value.code == "not_found"
    with pytest.raises(RecordError) as e:
        load(tmp_path)
    assert e.value.code == "not_a_file"


def test_records_keep_the_rules_revision_and_the_start_option():
    match = play_game("soupmeng", 3, 5, ["random"] * 3, options={"start": "2"})
    data = Record.of(match, [SeatInfo(f"Bot {i}") for i in range(3)]).to_json()
    assert data["rules_revision"] == match.rules.revision == 2
    assert data["options"] == {"start": "2"}
    back = verify(loads(json.dumps(data)))
    assert back.state.start == 1 and back.state == match.state


@pytest.mark.parametrize(("game", "players"), [("susuru", 3), ("soupmeng", 4), ("salty", 4)])
def test_records_made_before_the_start_option_replay_as_before(game, players):
    match = play_game(game, players, 11, ["random"] * players)
    data = Record.of(match, [SeatInfo(f"Bot {i}") for i in range(players)]).to_json()
    old = {k: v for k, v in data.items() if k != "rules_revision"}
    old["options"] = {k: v for k, v in data["options"].items() if k != "start"}
    rec = loads(json.dumps(old))
    assert rec.rules_revision == 1 and rec.options == {}
    again = verify(rec)
    assert again.state == match.state and again.options == match.options
    assert match.options["start"] == get(game).info.options[0].default


def test_a_record_refused_after_a_rule_change_says_so():
    match = play_game("soupmeng", 2, 3, ["random"] * 2)
    d = Record.of(match, [SeatInfo("A"), SeatInfo("B")]).to_json()
    first = d["actions"][1]  # after the first draw: a place, swap or discard
    bad = {"seat": first["seat"], "action": {"type": "discard", "card": "no-such-card"}}
    old = {k: v for k, v in d.items() if k != "rules_revision"}
    old["actions"] = [d["actions"][0], bad, *d["actions"][2:]]
    with pytest.raises(RecordError) as e:
        verify(loads(json.dumps(old)))
    assert e.value.code == "bad_action" and e.value.params["index"] == 1
    assert e.value.params["rules_revision"] == 1 and e.value.params["current_revision"] == 2
    assert "earlier rules of Soup Meng Ramen" in str(e.value)
    # the same bad action in a record of these rules: no word about other rules
    new = dict(d)
    new["actions"] = old["actions"]
    with pytest.raises(RecordError) as e:
        verify(loads(json.dumps(new)))
    assert "rules" not in str(e.value) and "rules_revision" not in e.value.params


@pytest.mark.parametrize("revision", ["2", 0, True, None])
def test_a_bad_rules_revision_is_refused(record, revision):
    with pytest.raises(RecordError) as e:
        loads(json.dumps({**record.to_json(), "rules_revision": revision}))
    assert e.value.code == "malformed"


def test_a_start_seat_beyond_the_table_is_a_bad_setup(record):
    with pytest.raises(RecordError) as e:
        verify(loads(json.dumps({**record.to_json(), "options": {"start": "4"}})))
    assert e.value.code == "bad_setup"


@pytest.mark.parametrize("game", ["susuru", "soupmeng", "suppenkasper", "salty"])
def test_a_record_of_newer_rules_is_refused_as_made_by_a_newer_soup_table(game, tmp_path):
    """Replayed under older rules it might resume and be saved again as the older revision."""
    rules = get(game)
    data = Record.of(Match(game, rules.info.min_players, 4), [SeatInfo(f"P{i}") for i in range(rules.info.min_players)]).to_json()
    assert data["rules_revision"] == rules.revision
    newer = {**data, "rules_revision": rules.revision + 1}
    for read in (lambda: loads(json.dumps(newer)), lambda: load(_written(tmp_path, newer))):
        with pytest.raises(RecordError) as e:
            read()
        assert e.value.code == "newer_version"
        assert "made by a newer Soup Table" in str(e.value)
        assert e.value.params == {"rules_revision": rules.revision + 1, "current_revision": rules.revision}
    assert loads(json.dumps(data)).rules_revision == rules.revision  # its own revision still reads


def _written(folder, data):  # type: ignore[no-untyped-def]
    path = folder / "newer.souptable"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path
