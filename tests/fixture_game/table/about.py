"""Pip on the start screen."""

from __future__ import annotations

from souptable.ui.text import translate

PLAYING_TIME: tuple[int, int | None] = (1, 2)


def description() -> str:
    return translate(
        "PipBoard",
        "The tests' own game: every player gets three numbered cards and plays one of them face up. "
        "When everyone has played, the highest card wins. It has one decision per player and exists "
        "only to check that a new game needs nothing but its own files: no shared list, no count.",
    )
