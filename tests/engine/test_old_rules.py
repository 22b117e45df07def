"""Records of earlier rules: replayed as far as the current rules allow (engine/oldrules.py)."""

from __future__ import annotations

import pytest

from souptable.engine import RecordError, get
from souptable.engine.oldrules import earlier_rules, salvage
from souptable.engine.record import Record, dumps, loads, recover, verify
from tests.old_rules import GAMES, KEPT, moves, old_record


@pytest.mark.parametrize("game", GAMES)
def test_an_old_record_is_refused_as_one_of_earlier_rules(game):
    rec = old_record(game)
    assert rec.rules_revision == 1 < get(game).revision
    with pytest.raises(RecordError) as caught:
        verify(rec)
    assert caught.value.code == "bad_action" and caught.value.params["index"] == KEPT[game]
    assert earlier_rules(caught.value)
    assert "earlier rules" in str(caught.value)


@pytest.mark.parametrize("game", GAMES)
def test_salvage_keeps_every_move_up_to_the_refused_one(game):
    rec = old_record(game)
    got = salvage(rec)
    assert got is not None
    assert (got.kept, got.total) == (KEPT[game], len(moves(game)["actions"]))
    assert (got.revision, got.current, got.refusal) == (1, get(game).revision, "bad_action")
    assert got.reason  # the rules' own code for the refused move
    assert got.resumable and not got.match.is_over()
    # the kept game is a record of the current rules that replays, whose moves are the old ones
    head = loads(dumps(got.record))
    assert head.rules_revision == get(game).revision
    verify(head)
    original = [a for a in rec.actions[: got.kept]]
    assert [a for a in head.actions if a in original] == original  # (plus any step the rules added since)
    assert rec.actions == moves(game)["actions"]  # nothing of the old record was changed


def test_salvage_of_a_current_record_or_a_damaged_one_is_none():
    rec = old_record("salty")
    rec.rules_revision = get("salty").revision  # the same moves claiming today's rules: damaged, not old
    assert salvage(rec) is None
    head = salvage(old_record("salty"))
    assert head is not None and salvage(head.record) is None  # it replays as it is


def test_a_record_whose_every_move_replays_but_whose_result_differs_is_of_earlier_rules():
    got = salvage(old_record("soupmeng"))
    assert got is not None
    whole = Record.of(got.match, got.record.seats)
    whole.rules_revision, whole.result = 1, {"ranks": [2, 1], "scores": [0, 0]}
    with pytest.raises(RecordError) as caught:
        verify(whole)
    assert caught.value.code == "result_mismatch" and earlier_rules(caught.value)
    again = salvage(whole)
    assert again is not None and again.kept == again.total == len(whole.actions)


def test_recover_still_gives_the_readable_start_of_a_damaged_file():
    rec = old_record("suppenkasper")
    raw = dumps(rec).encode()
    cut = raw[: raw.index(b'"rounds"') - 200]  # cut short inside the action list
    got = recover(cut)
    assert got is not None and 0 < len(got.actions) <= KEPT["suppenkasper"] + 2


def test_the_command_line_says_how_much_of_an_old_record_replays(tmp_path, capsys):
    from souptable.cli import main
    from tests.old_rules import write_old

    path = tmp_path / "old.souptable"
    write_old(path, "salty")
    code = main(["replay", str(path)])
    err = capsys.readouterr().err
    assert code == 1
    assert "made under earlier rules of Salty, revision 1" in err
    assert f"the first {KEPT['salty']} of its {len(moves('salty')['actions'])} actions replay" in err
