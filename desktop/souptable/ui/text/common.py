"""Words shared by every game: seats, levels, generic refusals, menus' nouns,
and why a file could not be opened or saved (one sentence per error code of
:mod:`souptable.engine.jsonio` and :mod:`souptable.engine.record`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from . import arg, decimal, translate


def level_name(level: str | None) -> str:
    return {
        #: a computer player's level (plays at random; shown after its name)
        "random": translate("Common", "random"),
        #: a computer player's level
        "easy": translate("Common", "easy"),
        "normal": translate("Common", "normal"),
        "hard": translate("Common", "hard"),
        #: a seat played by a person at the screen (instead of a computer player's level)
        None: translate("Common", "person"),
    }.get(level, level or "")


def kind_name(kind: str) -> str:
    return translate("Common", "Person") if kind == "human" else translate("Common", "Computer player")


def default_name(seat: int, human: bool) -> str:
    if human:
        #: the default name of a seat played by a person: %1 is the seat number
        return arg(translate("Common", "Player %1"), seat + 1)
    #: the default name of a seat played by the computer: %1 is the seat number
    return arg(translate("Common", "Computer %1"), seat + 1)


def levels_text() -> str:
    """What each computer level is, in one line (New Game dialog, start screen)."""
    return QCoreApplication.translate(
        "NewGame",
        "Computer players — Random: any move the rules allow. Easy: sensible, with a weaker choice now "
        "and then. Normal: the game's good habits, every move. Hard: tries each move out on many possible "
        "deals (about a second per move). None of them ever sees a hidden card.",
    )


def generic_refusal(code: str, params: dict[str, Any]) -> str | None:
    return {
        "not_your_turn": translate("Common", "It is not your turn."),
        "game_over": translate("Common", "The game is over."),
        "wrong_phase": translate("Common", "That is not possible at this point of the turn."),
        "not_legal": translate("Common", "The rules do not allow that now."),
        "unknown_action": translate("Common", "The rules do not allow that now."),
        "malformed_action": translate("Common", "The rules do not allow that now."),
        "keeps_choice": translate(
            "Common",
            "Your choice so far is kept. To do this instead (and drop that choice), press it once more; "
            "Escape puts the choice away.",
        ),
    }.get(code)


def record_error(code: str) -> str:
    return {
        "not_json": translate("Common", "The file is damaged or incomplete (it is not valid JSON)."),
        "wrong_format": translate("Common", "This is not a Soup Table game file."),
        "newer_version": translate(
            "Common", "This game was saved by a newer version of Soup Table. Please update the app to open it."
        ),
        "too_large": translate("Common", "The file is too large to be a Soup Table game."),
        "malformed": translate("Common", "The game file is damaged: some of its contents are missing or invalid."),
        "bad_setup": translate("Common", "The game file describes a game this version cannot set up."),
        "bad_action": translate("Common", "The game file is damaged: one of its moves is not legal."),
        "result_mismatch": translate("Common", "The game file is damaged: its result does not match its moves."),
        "rounds_mismatch": translate("Common", "The game file is damaged: its scores do not match its moves."),
        "not_found": translate("Common", "The file does not exist."),
        "unreadable": translate("Common", "The file cannot be read."),
        "not_a_file": translate("Common", "This is not a file that can be opened (it is a folder, a device or a pipe)."),
        "not_text": translate("Common", "The file is damaged: it is not text."),
        "too_deep": translate("Common", "The file is damaged: it is nested far too deeply to be a Soup Table game."),
        "too_long": translate("Common", "The file is damaged: it holds far more than a Soup Table game does."),
        "bad_number": translate("Common", "The file is damaged: it holds a number that is not allowed."),
        "duplicate_key": translate("Common", "The file is damaged: it names the same entry twice."),
    }.get(code, translate("Common", "The file cannot be opened."))


def save_error(exc: OSError) -> str:
    """Why a game could not be saved, for a person (the old file is always unchanged)."""
    if getattr(exc, "code", None) == "not_a_file":
        return translate(
            "Common", "The game cannot be saved there: that is not a regular file (it is a folder, a device or a pipe)."
        )
    reason = exc.strerror or str(exc)
    return arg(translate("Common", "The game could not be saved (%1). A file that was there before is unchanged."), reason)


def pct(x: float) -> str:
    """A chance in percent, as the review shows it ("41%", German "41 %")."""
    return arg(QCoreApplication.translate("Review", "%1%"), decimal(round(100 * x)))
