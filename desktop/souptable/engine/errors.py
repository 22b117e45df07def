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


class DataError(Exception):
    """A JSON file or message that cannot be used: missing, not a regular file,
    too large, not UTF-8, not JSON, nested too deep, too long, a number out of
    range, a repeated key, or a value of the wrong shape or type.

    ``code`` is stable (one per kind of damage, see :mod:`.jsonio`); ``params``
    carry details (``field``, ``line``, ``limit``...). ``str(err)`` is a one-line
    English explanation for the CLI and logs; the UI translates from ``code``.
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(message)


class RecordError(DataError):
    """A game record that cannot be used: any :class:`DataError` of its file, or
    another format, a newer version, a setup the rules refuse, an action log the
    rules refuse (``bad_action`` with the index of the first bad action), or a
    stored summary that differs from the replayed game.
    """


class WriteError(OSError):
    """A file that could not be written (completely). The old file, if any, is
    unchanged and no temporary file is left behind.

    ``code``: ``"not_a_file"`` (the target is a folder, a device, a pipe...)
    or ``"write_failed"`` (the system refused: no space, no permission...;
    ``strerror`` says which). An ``OSError``, so ``except OSError`` catches it.
    """

    def __init__(self, code: str, message: str, path: str, **params: Any) -> None:
        super().__init__(params.pop("errno", None), message, path)
        self.code = code
        self.params = {"path": path, **params}

    def __str__(self) -> str:
        return f"cannot write {self.filename}: {self.strerror}"


class SetupError(ValueError):
    """A game cannot be set up as asked: wrong player count, unknown option value.

    ``code`` is stable (``"bad_player_count"``, ``"bad_option"``); params carry
    the offending values. ``str(err)`` is a one-line English explanation.
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(message)
