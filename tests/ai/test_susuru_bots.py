"""Super Susuru Soup computer players: what the hard player judges differently."""

from __future__ import annotations

import random

from souptable.ai import heuristics_for
from souptable.ai.heuristics import susuru as H
from souptable.ai.ismcts import IsmctsBot
from souptable.games.susuru import RULES
from souptable.games.susuru.actions import Draw, OpenShop
from tests.games.test_susuru import make_state


def _lone_ten():
    """Our one card a Seafood 10, no trend decided, 28 cards in the pile."""
    return make_state(hands=[["seafood-10"], ["porkbone-3"], ["porkbone-4"], ["porkbone-5"]])


def test_normal_opens_early_where_the_hard_judgement_still_draws():
    st = _lone_ten()
    obs, legal = RULES.observe(st, 0), RULES.legal_actions(st)
    assert obs["deck"] == 28
    # normal: a blind draw is worth less than the 3-point income per turn
    assert H.choose(obs, legal, random.Random(0), "normal") == OpenShop(3, "seafood-10")
    # hard's own judgement counts a little more on others marking our cards
    assert H.choose(obs, legal, random.Random(0), "hard") == Draw()


def test_the_search_models_the_others_as_normal_and_plays_itself_by_the_hard_judgement():
    st = _lone_ten()
    legal = RULES.legal_actions(st)
    assert H.playout(RULES, st, legal, random.Random(0)) == OpenShop(3, "seafood-10")
    assert H.own_playout(RULES, st, legal, random.Random(0)) == Draw()
    bot = IsmctsBot("susuru", 1.0, heuristics_for("susuru"), max_iterations=40)
    assert bot.policy is H.playout and bot.own_policy is H.own_playout
    assert bot.choose(RULES.observe(st, 0), legal, random.Random(0)) in legal
    assert bot.last_default == Draw()  # the judgement the search may overrule
