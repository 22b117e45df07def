"""A token bucket: the rate limit the table server and the relay put on each connection."""

from __future__ import annotations

import time


class TokenBucket:
    """``rate`` tokens a second, at most ``burst`` saved up; a message takes one."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.level = float(burst)
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1.0:
            return False
        self.level -= 1.0
        return True
