"""Salty computer players: legal, deterministic, and sensible where it is plain to see."""

from __future__ import annotations

import random

import pytest

from souptable.ai import make_bot
from souptable.ai.arena import run_arena
from souptable.ai.heuristics import salty as H
from souptable.ai.play import play_game
from souptable.engine import get
from souptable.games.salty.actions import ChooseSide, Play
from souptable.games.salty.cards import FOODS, SEASONINGS
from souptable.games.salty.state import SaltyState
from tests.states import decision_states as random_decision_states

RULES = get("salty")


def decision_states(n, seeds, every=3):
    """States from random games where the seat to move has a real choice."""
    return random_decision_states("salty", n, {}, seeds, every)


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("n", [3, 4])
def test_bots_choose_legal_actions_deterministically_from_the_observation_alone(level, n):
    bot = make_bot("salty", level)
    for st in decision_states(n, range(3)):
        seat = RULES.to_move(st)
        obs = RULES.observe(st, seat)
        legal = RULES.legal_actions(st)
        act = bot.choose(obs, legal, random.Random(7))
        assert act in legal
        assert bot.choose(obs, legal, random.Random(7)) == act
        # a world that looks the same to the seat gets the same choice
        twin = RULES.determinize(obs, random.Random(1))
        assert bot.choose(RULES.observe(twin, seat), RULES.legal_actions(twin), random.Random(7)) == act


@pytest.mark.parametrize("n", [3, 4])
def test_playout_policy_gives_legal_actions_in_every_phase(n):
    phases = set()
    for st in decision_states(n, range(3), every=1):
        legal = RULES.legal_actions(st)
        act = H.playout(RULES, st, legal, random.Random(3))
        assert act in legal
        phases.add(st.phase)
    assert phases == {"draft", "side", "discard", "play"}


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_whole_games_between_bots_finish(level):
    for n in (3, 4):
        match = play_game("salty", n, 3, [level, "random"])
        assert match.is_over()


def _last_to_play(hand, trick, sides, food, plates, shelf):
    """A round where seat 3 plays last (4 players, seat 0 led)."""
    st = SaltyState(n=4, rng=RULES.new_state(4, 1).rng)
    st.phase = "play"
    st.last = 3
    st.leader = 0
    st.current = 3
    st.shelf = [shelf.get(s, 0) for s in SEASONINGS]
    st.hands = [["salt-0"], ["salt-0.5"], ["salt-1"], list(hand)]
    st.discards = [[] for _ in range(4)]
    st.food_pool = [f for f in FOODS if f not in food]
    st.food = list(food)
    st.sides = list(sides)
    st.revealed = True
    st.trick = list(trick)
    st.won = [[] for _ in range(4)]
    st.plates = [list(p) for p in plates]
    st.outside = [[] for _ in range(4)]
    st.voids = [0] * 4
    st.totals = [0] * 4
    return st


@pytest.mark.parametrize("policy", ["normal", "playout"])
def test_last_to_play_takes_a_cube_when_it_needs_one_and_dodges_when_it_bet_zero(policy):
    # Salt 3 on the shelf: mayo 3 wins the round, mayo 5.5 loses it.
    trick = ["mayo-1", "mayo-0", "mayo-5"]
    hand = ["mayo-3", "mayo-5.5"]
    food = ["tomato", "fried_egg", "karaage", "french_fries"]
    shelf = {"salt": 3, "mayo": 2}
    for side, want in (("front", "mayo-3"), ("back", "mayo-5.5")):
        st = _last_to_play(hand, trick, ["front", "front", "front", side], food, [[], [], [], []], shelf)
        legal = RULES.legal_actions(st)
        if policy == "normal":
            act = H.choose(RULES.observe(st, 3), legal, random.Random(1), "normal")
        else:
            act = H.playout(RULES, st, legal, random.Random(1))
        assert act == Play(want), side
    # plates full: dodge the cube that would land outside
    st = _last_to_play(hand, trick, ["front"] * 4, food, [[], [], [], ["salt"] * 4], shelf)
    assert H.choose(RULES.observe(st, 3), RULES.legal_actions(st), random.Random(1), "normal") == Play("mayo-5.5")


def test_a_hopeless_hand_bets_zero_and_a_strong_one_bets_the_front():
    st = RULES.new_state(4, 2)
    while st.phase == "draft":
        RULES.apply(st, RULES.legal_actions(st)[0])
    seat = st.current
    st.shelf = [2, 3, 3, 2]
    # far from 2 salt cubes in every seasoning: hardly a round to win
    st.hands[seat] = [f"{s}-{v}" for s in SEASONINGS for v in ("5", "5.5", "4.5")]
    obs = RULES.observe(st, seat)
    assert H.choose(obs, RULES.legal_actions(st), random.Random(1), "normal") == ChooseSide("back")
    # close to 2 in every seasoning: cubes to take
    st.hands[seat] = [f"{s}-{v}" for s in SEASONINGS for v in ("2", "1.5", "2.5")]
    obs = RULES.observe(st, seat)
    assert H.choose(obs, RULES.legal_actions(st), random.Random(1), "normal") == ChooseSide("front")


def test_normal_beats_random_and_easy_sits_between():
    normal = run_arena("salty", 3, ["normal", "random"], 60, seed=1)["results"][0]
    easy = run_arena("salty", 3, ["easy", "random"], 60, seed=1)["results"][0]
    assert normal["win_share"] >= 0.67
    assert easy["win_share"] > 1 / 3
    head = run_arena("salty", 3, ["normal", "easy"], 60, seed=1)["results"][0]
    assert head["win_share"] > 1 / 3


def test_search_hooks_prune_discards_and_score_meal_ends():
    st = RULES.new_state(3, 4)
    while st.phase != "discard":
        RULES.apply(st, RULES.legal_actions(st)[0])
    legal = RULES.legal_actions(st)
    kept = H.prune(RULES, st, legal)
    assert 0 < len(kept) <= 12 < len(legal) and set(kept) <= set(legal)
    assert H.horizon(st) == 0
    play = next(x for x in decision_states(3, [4]) if x.phase == "play")
    assert H.prune(RULES, play, RULES.legal_actions(play)) == RULES.legal_actions(play)
    st.totals = [120, 40, 40]
    values = H.evaluate(RULES, st)
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[0] > values[1] == pytest.approx(values[2])


def test_hard_searches_with_the_playout_policy():
    from souptable.ai.ismcts import IsmctsBot

    bot = IsmctsBot("salty", heuristics=H, max_iterations=40)
    for st in decision_states(4, [5], every=25):
        seat = RULES.to_move(st)
        legal = RULES.legal_actions(st)
        assert bot.choose(RULES.observe(st, seat), legal, random.Random(2)) in legal
