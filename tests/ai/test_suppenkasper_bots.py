"""Suppenkasper computer players: legal, deterministic, and sensible where it is plain to see."""

from __future__ import annotations

import random

import pytest

from souptable.ai import make_bot
from souptable.ai.arena import run_arena
from souptable.ai.heuristics import suppenkasper as H
from souptable.ai.play import play_game
from souptable.engine import MatchRng, get
from souptable.games.suppenkasper.actions import AssignSides, ChooseOption, Eat, HandOver, PassOn, Refuse, Serve
from souptable.games.suppenkasper.state import SuppenkasperState
from tests.states import decision_states as random_decision_states

RULES = get("suppenkasper")


def decision_states(n, seeds, every=3, variant="base"):
    """States from random games where the seat to move has a real choice."""
    return random_decision_states("suppenkasper", n, {"variant": variant}, seeds, every)


def served(n, dish, hands, positions, server=0, variant="base"):
    st = SuppenkasperState(n=n, rng=MatchRng(1), variant=variant)
    st.round = 1
    st.phase = "respond"
    st.current = (server + 1) % n
    st.server = server
    st.plate = list(dish)
    st.dish = [{"seat": server, "did": "served", "cards": list(dish)}]
    st.hands = [list(h) for h in hands]
    st.positions = list(positions)
    st.chips = [3 if variant == "2" else 0] * n
    return st


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize(("n", "variant"), [(3, "base"), (4, "1"), (5, "2"), (6, "2")])
def test_bots_choose_legal_actions_deterministically_from_the_observation_alone(level, n, variant):
    bot = make_bot("suppenkasper", level)
    for st in decision_states(n, range(2), variant=variant):
        seat = RULES.to_move(st)
        obs = RULES.observe(st, seat)
        legal = RULES.legal_actions(st)
        act = bot.choose(obs, legal, random.Random(7))
        assert act in legal
        assert bot.choose(obs, legal, random.Random(7)) == act
        # a world that looks the same to the seat gets the same choice
        twin = RULES.determinize(obs, random.Random(1))
        assert bot.choose(RULES.observe(twin, seat), RULES.legal_actions(twin), random.Random(7)) == act


@pytest.mark.parametrize("variant", ["base", "2"])
def test_playout_policy_and_search_hooks_give_legal_actions_in_every_phase(variant):
    phases = set()
    for st in decision_states(4, range(4), every=1, variant=variant):
        legal = RULES.legal_actions(st)
        act = H.playout(RULES, st, legal, random.Random(3))
        assert act in legal
        kept = H.prune(RULES, st, legal)
        assert kept and set(kept) <= set(legal)
        phases.add(st.phase)
    assert {"serve", "respond"} <= phases
    if variant == "2":
        assert {"option", "give", "demand", "hand_over"} <= phases


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_whole_games_between_bots_finish(level):
    for n, variant in ((3, "base"), (4, "1"), (6, "2")):
        match = play_game("suppenkasper", n, 3, [level, "random"], {"variant": variant})
        assert match.is_over()


def test_a_big_dish_is_defused_and_a_small_one_eaten():
    big = ["meat-1600", "dumplings", "dumplings", "dumplings"]  # 4,800 kcal: +3
    hand = ["fish-900", "nulldiaet", "nein"]
    st = served(4, big, [[], hand, [], []], [0, 2, 0, 0])
    act = H.choose(RULES.observe(st, 1), RULES.legal_actions(st), random.Random(1), "normal")
    assert act in (Eat("nulldiaet"), Refuse())
    assert H.playout(RULES, st, RULES.legal_actions(st), random.Random(1)) != Eat(None)
    small = ["fish-700"]  # 0 steps: keep the reduction cards
    st = served(4, small, [[], hand, [], []], [0, 2, 0, 0])
    assert H.choose(RULES.observe(st, 1), RULES.legal_actions(st), random.Random(1), "normal") == Eat(None)


def test_a_thin_player_eats_a_big_dish():
    big = ["meat-1600", "dumplings", "dumplings", "dumplings"]
    st = served(4, big, [[], ["fish-900", "nulldiaet"], [], []], [0, -4, 0, 0])
    assert H.choose(RULES.observe(st, 1), RULES.legal_actions(st), random.Random(1), "normal") == Eat(None)


def test_a_heavy_player_does_not_hand_the_game_to_a_rival():
    # The neighbour at +8 would burst with this dish; we stand at +9, seat 3 at 0 would win.
    dish = ["fastfood", "fastfood", "fastfood"]
    st = served(4, dish, [[], ["fastfood", "nulldiaet"], [], []], [0, 9, 8, 0])
    act = H.choose(RULES.observe(st, 1), RULES.legal_actions(st), random.Random(1), "normal")
    assert act == Eat("nulldiaet") and PassOn(("fastfood",)) in RULES.legal_actions(st)


def test_serving_sheds_a_heavy_main_course_with_its_side_dishes():
    st = served(4, [], [["meat-1600", "dumplings", "dumplings", "fish-700", "nein"], [], [], []], [0, 3, 0, 0])
    st.phase, st.current, st.plate, st.dish = "serve", 0, [], []
    act = H.choose(RULES.observe(st, 0), RULES.legal_actions(st), random.Random(1), "normal")
    assert act == Serve(("meat-1600", "dumplings", "dumplings"))


def test_round_end_assignment_keeps_closest_to_the_traumfigur():
    hand = ["cake-600", "cake-1200", "cream", "cream", "cream"]
    for pos, want in ((0, "cake-600"), (-3, "cake-1200")):  # 3,000 kcal (+2) or 4,200 (+3)
        st = served(3, ["fish-900"], [hand, [], ["meat-1200"]], [pos, 0, 0], server=0)
        RULES.apply(st, Eat(None))  # seat 1 has nothing to serve: the round ends
        assert st.phase == "settle" and st.current == 0
        act = H.choose(RULES.observe(st, 0), RULES.legal_actions(st), random.Random(1), "normal")
        assert act == AssignSides(want)


def test_variant_2_a_heavy_player_pays_to_lose_and_hands_over_the_cheapest_card():
    st = RULES.new_state(4, 3, {"variant": "2"})
    seat = st.current
    st.positions[seat] = 4
    obs = RULES.observe(st, seat)
    assert H.choose(obs, RULES.legal_actions(st), random.Random(1), "normal") == ChooseOption("lose")
    legal = [HandOver("nulldiaet"), HandOver("nein")]
    obs["positions"][obs["seat"]] = 0
    assert H.choose(obs | {"phase": "hand_over"}, legal, random.Random(1), "normal") == HandOver("nein")


def test_search_hooks_stop_at_round_end_and_score_closeness():
    st = RULES.new_state(4, 2)
    assert H.horizon(st) == 1
    st.positions = [0, 3, -5, 1]
    values = H.evaluate(RULES, st)
    assert all(0.0 <= v <= 1.0 for v in values)
    # as in ``returns``: the win chances sum to 0.75, the place terms to 0.25 * n / 2
    assert abs(sum(values) - (0.75 + 0.25 * 4 / 2)) < 1e-9
    # closest is best; being heavy (the game ends at Dicker Brocken) costs more than being thin
    assert values[0] > values[3] > values[2] > values[1]
    st.positions = [0, 3, -5, 9]  # near the end the positions count for much more
    late = H.evaluate(RULES, st)
    assert late[0] - late[1] > values[0] - values[1]
    assert late[3] == min(late)


def test_normal_beats_random_and_easy_sits_between():
    normal = run_arena("suppenkasper", 3, ["normal", "random"], 30, seed=1)["results"][0]
    easy = run_arena("suppenkasper", 3, ["easy", "random"], 30, seed=1)["results"][0]
    assert normal["win_share"] >= 2 / 3  # twice the fair share
    assert easy["win_share"] > 1 / 3
    head = run_arena("suppenkasper", 4, ["normal", "easy"], 30, seed=1)["results"][0]
    assert head["win_share"] > 0.25


def test_hard_searches_with_the_heuristic_hooks():
    from souptable.ai.ismcts import IsmctsBot

    bot = IsmctsBot("suppenkasper", heuristics=H, max_iterations=30)
    for st in decision_states(4, [5], every=20):
        seat = RULES.to_move(st)
        legal = RULES.legal_actions(st)
        assert bot.choose(RULES.observe(st, seat), legal, random.Random(2)) in legal
