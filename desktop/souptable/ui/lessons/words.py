"""The words every lesson shares: buttons, headings, the off-script explanation, names.

Each game's own step texts live in ``ui/lessons/<game>.py`` (context
``Lesson<Game>``); these are in the context ``LessonCommon``. Literal strings
only, so ``pyside6-lupdate`` finds them.
"""

from __future__ import annotations

from ...engine import Action
from ..text import translate


def menu_title() -> str:
    return translate("LessonCommon", "L&earn to play")


def seat_name(code: str) -> str:
    """A computer seat's name in the lesson (the person's seat takes the person's name)."""
    names = {
        "aiko": translate("LessonCommon", "Aiko"),
        "bruno": translate("LessonCommon", "Bruno"),
        "chiara": translate("LessonCommon", "Chiara"),
    }
    return names.get(code, code)


def head(game: str, step: int, steps: int) -> str:
    from ..text import arg, nobreak

    text = arg(translate("LessonCommon", "Learn to play: %1 · step %2 of %3"), game, step, steps)
    # the step counter stays whole on one line ("step 1 of / 17" never): after the last "·"
    name, dot, counter = text.rpartition("·")
    return name + dot + nobreak(counter) if dot else text


def next_label() -> str:
    return translate("LessonCommon", "Next")


def play_out_label() -> str:
    return translate("LessonCommon", "Play it out")


def leave_label() -> str:
    return translate("LessonCommon", "Leave the lesson")


def take_back_label() -> str:
    return translate("LessonCommon", "Take it back")


def play_on_label() -> str:
    return translate("LessonCommon", "Play on without the lesson")


def back_to_lesson_label() -> str:
    return translate("LessonCommon", "Back to the lesson")


def new_game_label() -> str:
    return translate("LessonCommon", "Start a real game")


def rules_link(heading: str) -> str:
    from ..text import arg

    return arg(translate("LessonCommon", "In the rulebook: %1"), heading)


def your_move() -> str:
    return translate("LessonCommon", "Your move. The lesson suggests the highlighted choice.")


def off_script(mine: str, theirs: str, why: str) -> str:
    """The person made another legal move than the lesson's."""
    from ..text import arg, sentences

    said = arg(
        translate(
            "LessonCommon",
            "You chose this: %1. The rules allow it too; the lesson had suggested this: %2.",
        ),
        theirs,
        mine,
    )
    follow = translate(
        "LessonCommon",
        "Take your move back to follow the lesson, or play on without it: the computer players then play as in a real game.",
    )
    return sentences(said, why, follow)


def free_play() -> str:
    return translate(
        "LessonCommon",
        "You are playing on without the lesson. Nothing of this game counts: no statistics, no autosave.",
    )


def finished() -> str:
    return translate(
        "LessonCommon",
        "That is the whole game. You can start a real game now, or leave the lesson. The rulebook is always under Help → Rules.",
    )


def generic_why() -> str:
    return translate("LessonCommon", "The lesson's move shows the next rule it wants to explain.")


def action_words(board: object, action: Action) -> str:
    """A decision in a few words (the board's own hint text)."""
    text = getattr(board, "action_text", None)
    return str(text(action)) if callable(text) else action.kind


def read_on(button: str) -> str:
    """The prompt line while the bubble waits for one of its buttons (``button``: the main one)."""
    from ..text import arg

    return arg(translate("LessonCommon", "The lesson is explaining: read its note, then press %1 (or Enter)."), button)
