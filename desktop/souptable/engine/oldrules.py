"""Records made under earlier rules of their game: how far they still go.

A game's rules carry a revision (:attr:`GameRules.revision`), and a record the one
it was played under. When a rule changed since, the current rules may refuse one
of an older record's moves (or the outcome they reach differs). Such a record is
not damaged: every move up to the refused one is still a game of the current
rules. :func:`salvage` replays it as far as it goes and says so (a
:class:`Salvage`): how many of its moves are kept, why it stopped, and the
game up to there as a record of the current rules, to resume or to watch.

It only reads: nothing here writes, renames or removes a file (the UI does that
when the player chose). No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import RecordError
from .match import Match
from .record import Record, replay_prefix, verify

# the refusals a changed rule causes: a move no longer legal, a different outcome
REFUSED_BY_RULES = ("bad_action", "result_mismatch", "rounds_mismatch")


@dataclass(frozen=True)
class Salvage:
    """What the current rules make of a record of earlier rules."""

    game: str
    revision: int  # the rules revision the record was made under
    current: int  # the one this Soup Table plays
    total: int  # the record's moves (its actions)
    kept: int  # how many of them the current rules allow, from the first on
    refusal: str  # the record's refusal code ("bad_action", "result_mismatch", ...)
    reason: str  # for a refused move, the rules' code ("not_in_hand", ...); else ""
    record: Record  # the game up to there, a record of the current rules
    match: Match  # the same game, replayed

    @property
    def resumable(self) -> bool:
        """Can the game go on from there (it is not over, something of it is kept)?"""
        return self.kept > 0 and not self.match.is_over()


def earlier_rules(exc: RecordError) -> bool:
    """Is ``exc`` a refusal of a record made under earlier rules of its game (not damage)?"""
    revision, current = exc.params.get("rules_revision"), exc.params.get("current_revision")
    return exc.code in REFUSED_BY_RULES and isinstance(revision, int) and isinstance(current, int) and revision < current


def salvage(rec: Record) -> Salvage | None:
    """The longest start of ``rec`` the current rules allow, if ``rec`` was made under
    earlier rules and the current ones refuse it; ``None`` when it replays as it is
    (or is of the current rules). Raises :class:`RecordError` when it cannot be set up."""
    try:
        verify(rec)
    except RecordError as exc:
        if not earlier_rules(exc):
            return None
        refused = exc
    else:
        return None
    match, stopped = replay_prefix(rec)
    kept = len(rec.actions) if stopped is None else int(stopped.params["index"])
    reason = str(stopped.params.get("reason", "")) if stopped is not None else ""
    return Salvage(
        game=rec.game,
        revision=rec.rules_revision,
        current=match.rules.revision,
        total=len(rec.actions),
        kept=kept,
        refusal=refused.code,
        reason=reason,
        record=Record.of(match, rec.seats),  # (with any step the rules added since)
        match=match,
    )


__all__ = ["REFUSED_BY_RULES", "Salvage", "earlier_rules", "salvage"]
