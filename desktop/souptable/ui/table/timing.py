"""Every animation duration in one table, scaled by one speed factor (0 snaps)."""

from __future__ import annotations

DURATIONS_MS: dict[str, int] = {
    "move": 320,  # a card travelling between zones
    "shift": 180,  # cards re-spacing within a zone
    "flip": 220,  # turning a card over (half out, half in)
    "fade": 160,  # appearing or vanishing in place
    "bot_pause": 450,  # a computer player's move is shown before the next one
}


def duration(kind: str, speed: float) -> int:
    """Milliseconds for ``kind`` at ``speed`` (1 normal, 0.5 fast, 2 slow, 0 off)."""
    if speed <= 0:
        return 0
    return max(1, int(DURATIONS_MS[kind] * speed))
