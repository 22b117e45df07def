"""Every kind of decision of the base game comes up in its lesson (issue 44).

The kinds come from the engine: every action ``legal_actions`` offers in base games
played at random (3 and 4 players), named by ``kind`` and split where one action type
holds two decisions the rulebook tells apart (Suppenkasper's eating plainly or with a
reduction card; Soup Meng Ramen's second copy of a soup or noodles, スープ増量・麺増量).
The lesson's person must make each of them in the guided part of its script (not in a
part it plays out by itself). Where a lesson cannot yet, the gap is named below and
checked to be exactly that, so covering it makes this test ask for the line's removal.
Every lesson played to its end in en, ja and de: ``test_lesson_bubble.py``."""

from __future__ import annotations

import random
from typing import Any

import pytest

from souptable.engine import Action, Match
from souptable.games.soupmeng.cards import KIND, NOODLE, SOUP
from souptable.ui.games import playable
from souptable.ui.lessons.script import load

# decisions a lesson's person does not make yet, per game, each with the reason in a comment
# (none now: every lesson covers every kind)
KNOWN_GAPS: dict[str, set[str]] = {}
# lessons of several rounds that guide only the first one yet (none now)
ROUND_GAPS: set[str] = set()
BASE = {"suppenkasper": {"variant": "base"}}


def decision(m: Match, act: Action) -> str:
    """The kind of decision ``act`` is in the match as it stands (before it is played)."""
    if m.game == "suppenkasper" and act.kind == "eat":
        return "eat" if act.card is None else "eat_with_card"  # type: ignore[attr-defined]
    if m.game == "soupmeng" and act.kind == "place":
        bowl = m.state.bowls[act.seat][act.bowl]  # type: ignore[attr-defined]
        card = act.card  # type: ignore[attr-defined]
        same = (KIND[card] == SOUP and card in bowl.soups) or (KIND[card] == NOODLE and card in bowl.noodles)
        return "place_again" if same else "place"
    return act.kind


def engine_kinds(game: str, games: int = 12) -> set[str]:
    """The kinds of decision base games offer, from ``legal_actions`` of random play."""
    out: set[str] = set()
    for players in (3, 4):
        for seed in range(games):
            m = Match(game, players, seed, BASE.get(game, {}))
            rng = random.Random(seed)
            while not m.is_over():
                legal = m.legal_actions()
                out.update(decision(m, a) for a in legal)
                m.play(rng.choice(legal))
    return out


def lesson_kinds(game: str) -> set[str]:
    """The kinds of decision the lesson's person makes while the lesson guides them."""
    lesson = load(game)
    m = lesson.match(0)
    out: set[str] = set()
    for ply, (seat, act) in enumerate(lesson.script[: lesson.guided_end()]):
        if seat == lesson.you and lesson.play_out_end(ply) is None:
            assert lesson.guide_for(ply) is not None, (game, ply)
            out.add(decision(m, act))
        m.play(act)
    return out


@pytest.mark.parametrize("game", playable())
def test_the_lesson_has_the_person_make_every_kind_of_decision(game: str) -> None:
    kinds = engine_kinds(game)
    assert len(kinds) >= 3, kinds
    made = lesson_kinds(game)
    missing = kinds - made
    assert missing == (KNOWN_GAPS.get(game, set()) & kinds), (game, sorted(missing))


@pytest.mark.parametrize("game", playable())
def test_a_lesson_of_several_rounds_guides_the_second_rounds_start(game: str) -> None:
    """Where a game has several rounds, the lesson guides the person on into round 2."""
    lesson = load(game)
    m: Any = lesson.match(0)
    first_round_end = None
    for ply, (_seat, act) in enumerate(lesson.script):
        m.play(act)
        if m.rules.rounds(m.state) and first_round_end is None:
            first_round_end = ply + 1
    rounds = len(m.rules.rounds(m.state))
    if rounds < 2:
        pytest.skip(f"{game} is played in one round")
    assert first_round_end is not None
    second = [s for s in lesson.steps if not s.info and s.at > first_round_end]
    assert bool(second) != (game in ROUND_GAPS), f"{game}: round 2 guided: {bool(second)}"
