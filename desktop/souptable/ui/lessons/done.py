"""Which lessons the person has played to their end (the start screen's done mark).

Kept in the settings (one key, ``LESSONS_DONE``: the game ids, comma-separated) and
nowhere else: a lesson never writes statistics, the autosave or a record. No Qt
widgets here; unknown ids in the value are ignored, never an error.
"""

from __future__ import annotations

from typing import Any

from ..base.settings import LESSONS_DONE


def games(settings: Any) -> set[str]:
    """The games whose lesson was finished."""
    from ..games import playable

    known = set(playable())
    return {g for g in str(settings.get(LESSONS_DONE)).split(",") if g in known}


def is_done(settings: Any, game: str) -> bool:
    return game in games(settings)


def mark(settings: Any, game: str) -> None:
    """``game``'s lesson reached its end (marking it again changes nothing)."""
    have = games(settings)
    if game not in have:
        settings.set(LESSONS_DONE, ",".join(sorted(have | {game})))
