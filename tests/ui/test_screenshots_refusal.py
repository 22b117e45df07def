"""``take_screenshots`` with a game that has no board says so and exits 2, writing nothing
(the app's arguments refuse it first; this is the same rule for any other caller)."""

from __future__ import annotations

from souptable.ui.app.screenshots import take_screenshots


def test_a_game_without_a_board_is_refused_and_nothing_is_written(qapp, tmp_path, capsys):
    out = tmp_path / "shots"
    assert take_screenshots(None, str(out), "en", (1024, 700), "nosuch") == 2  # type: ignore[arg-type]
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nosuch" in err and "susuru" in err
    assert not out.exists() or not any(out.iterdir())
