"""Words shared by every game: seats, levels, generic refusals, menus' nouns."""

from __future__ import annotations

from typing import Any

from . import arg, translate


def level_name(level: str | None) -> str:
    return {
        "random": translate("Common", "random"),
        "easy": translate("Common", "easy"),
        "normal": translate("Common", "normal"),
        "hard": translate("Common", "hard"),
        None: translate("Common", "person"),
    }.get(level, level or "")


def kind_name(kind: str) -> str:
    return translate("Common", "Person") if kind == "human" else translate("Common", "Computer player")


def default_name(seat: int, human: bool) -> str:
    if human:
        return arg(translate("Common", "Player %1"), seat + 1)
    return arg(translate("Common", "Computer %1"), seat + 1)


def game_name(game: str) -> str:
    """The game's name in the current language (each game's table package words it)."""
    from ..games import game_name as name_of

    return name_of(game)


def generic_refusal(code: str, params: dict[str, Any]) -> str | None:
    return {
        "not_your_turn": translate("Common", "It is not your turn."),
        "game_over": translate("Common", "The game is over."),
        "wrong_phase": translate("Common", "That is not possible at this point of the turn."),
        "not_legal": translate("Common", "The rules do not allow that now."),
        "unknown_action": translate("Common", "The rules do not allow that now."),
        "malformed_action": translate("Common", "The rules do not allow that now."),
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
    }.get(code, translate("Common", "The file cannot be opened."))
