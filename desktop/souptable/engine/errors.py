"""Errors the engine raises: codes and parameters, never sentences.

The UI turns a code into words in the player's language; the CLI prints the
code with its parameters. Nothing here may import Qt.
"""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action the rules do not allow in this state. The state is unchanged.

    ``code`` is a stable identifier (``"must_follow_seasoning"``); ``params``
    hold what a message needs (``{"seasoning": "ketchup"}``).
    """

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        detail = ", ".join(f"{k}={v!r}" for k, v in sorted(params.items()))
        super().__init__(f"{code}({detail})" if detail else code)


class RecordError(Exception):
    """A game record that cannot be used: unreadable, wrong format, newer
    version, too large, or an action log the rules refuse.

    ``code`` is stable; ``params`` carry details such as the index of the
    first bad action. ``str(err)`` is a one-line English explanation for the
    CLI and logs; the UI translates from ``code``.
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(message)


class SetupError(ValueError):
    """A game cannot be set up as asked: wrong player count, unknown option value.

    ``code`` is stable (``"bad_player_count"``, ``"bad_option"``); params carry
    the offending values. ``str(err)`` is a one-line English explanation.
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(message)
