"""Games saved under earlier rules: what they are, in words, and the player's choice.

A record the current rules refuse because a rule changed since it was saved is not
damaged (:mod:`souptable.engine.oldrules`). Open, Review → Open, the autosave and the
kept games on the start screen name it for what it is ("saved under earlier rules of
Salty (revision 1)"), say how much of it the current rules keep, and offer what can
be done with it: resume it from its last allowed move, watch it as a replay as far as
it goes, or set it aside. The question is a window-modal box that never blocks
(:func:`.oldsavebox.ask_about_old_save` opens it and calls back with the choice), so a
test clicks its buttons. Nothing here touches a file: the caller does what was chosen.
"""

from __future__ import annotations

from ...engine.oldrules import Salvage
from ..games import game_name
from ..text import arg, sentences, translate

RESUME, REPLAY, SET_ASIDE, CANCEL = "resume", "replay", "set_aside", "cancel"


def earlier_rules_text(s: Salvage) -> str:
    """The whole story: saved under which rules, and how much of it the current ones keep."""
    #: %1 is the game's name, %2 the rules revision it was saved under, %3 the revision this app plays
    first = translate(
        "OldSaves", "This game was saved under earlier rules of %1 (revision %2); Soup Table now plays revision %3."
    )
    return sentences(arg(first, game_name(s.game), s.revision, s.current), how_far_text(s))


def how_far_text(s: Salvage) -> str:
    """How much of the game the current rules keep."""
    count = s.total
    if s.kept == 0:
        return translate("OldSaves", "The current rules do not allow even its first move, so it cannot be resumed.")
    if s.kept == s.total:
        text = translate(
            "OldSaves",
            "All of its %n move(s) are still allowed, but under the current rules they score differently.",
            None,
            count,
        )
        return text if s.resumable else sentences(text, translate("OldSaves", "The game is over, so it cannot be resumed."))
    #: %1 is how many of the game's moves the current rules allow (from the first one on); %n is all of its moves
    text = translate("OldSaves", "The current rules allow its moves up to move %1: resuming keeps %1 of %n move(s).", None, count)
    return arg(text, s.kept)


def short_text(s: Salvage) -> str:
    """One line for the start screen's row of the game."""
    count = s.total
    if s.resumable:
        #: on the start screen: %1 is the game's name, %2 the rules revision it was saved under,
        #: %3 how many of its moves the current rules allow, %n all of its moves
        text = translate(
            "OldSaves", "Saved under earlier rules of %1 (revision %2): resuming keeps %3 of %n move(s).", None, count
        )
        return arg(text, game_name(s.game), s.revision, s.kept)
    #: on the start screen: %1 is the game's name, %2 the rules revision it was saved under
    text = translate("OldSaves", "Saved under earlier rules of %1 (revision %2): it can be watched as a replay, not resumed.")
    return arg(text, game_name(s.game), s.revision)


def choice_label(choice: str) -> str:
    """The button of a choice (the dialog's and the start screen's)."""
    return {
        #: resume a game saved under earlier rules from its last move the current rules allow
        RESUME: translate("OldSaves", "Res&ume from there"),
        #: watch a game saved under earlier rules as a replay, as far as the current rules go
        REPLAY: translate("OldSaves", "&Watch the replay"),
        #: rename the file out of the way (it is kept, not deleted), as damaged files are
        SET_ASIDE: translate("OldSaves", "Set &aside"),
    }.get(choice, translate("OldSaves", "Cancel"))


__all__ = [
    "CANCEL",
    "REPLAY",
    "RESUME",
    "SET_ASIDE",
    "choice_label",
    "earlier_rules_text",
    "how_far_text",
    "short_text",
]
