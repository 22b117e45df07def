"""Soup Meng Ramen computer players: legal, deterministic, sensible."""

from __future__ import annotations

import random

import pytest

from souptable.ai.heuristics import soupmeng as H
from souptable.ai.ismcts import IsmctsBot
from souptable.ai.play import play_game
from souptable.games.soupmeng import RULES
from souptable.games.soupmeng.actions import Draw, Finish, Place
from tests.games.test_soupmeng import bowl, make_state
from tests.states import decision_states


def decision_points(n: int, seed: int, every: int = 3):
    return [(st, RULES.legal_actions(st)) for st in decision_states("soupmeng", n, {}, [seed], every)]


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_bots_choose_legal_actions_deterministically_from_the_observation_alone(level):
    for n in (2, 5):
        for st, legal in decision_points(n, 3):
            seat = RULES.to_move(st)
            obs = RULES.observe(st, seat)
            a = H.choose(obs, legal, random.Random(1), level)
            assert a in legal
            assert H.choose(obs, legal, random.Random(1), level) == a
            # a world that differs only in hidden cards gives the same observation and choice
            twin = RULES.determinize(obs, random.Random(2))
            assert H.choose(RULES.observe(twin, seat), RULES.legal_actions(twin), random.Random(1), level) == a


def test_search_hooks_return_what_the_search_expects():
    for st, legal in decision_points(4, 5):
        rnd = random.Random(4)
        assert H.playout(RULES, st, legal, rnd) in legal
        pruned = H.prune(RULES, st, legal)
        assert pruned and set(pruned) <= set(legal)
        values = H.evaluate(RULES, st)
        assert len(values) == 4 and all(0.0 <= v <= 1.0 for v in values)
        assert isinstance(H.horizon(st), int)
        key = H.info_key(st)
        assert key is None or key == st.hands[st.current][-1]


def test_normal_puts_its_lucky_topping_into_its_own_bowl():
    st = make_state(
        [[bowl("corn", "miso", "thin", "negi")], [bowl("nori", "shio", "thick")]],
        [["corn", "menma", "nori", "medium"], []],
        phase="play",
    )
    obs = RULES.observe(st, 0)
    assert H.choose(obs, RULES.legal_actions(st), random.Random(0), "normal") == Place("corn", 0, 0)


def test_normal_spoils_a_rival_bowl_with_a_fifth_topping():
    st = make_state(
        [
            [bowl("corn", "miso", "thin", "negi", "nori", "egg", "corn")],
            [bowl("nori", "shio", "medium", "naruto", "menma", "chashu", "egg")],
        ],
        [["moyashi", "thick", "shoyu", "tonkotsu"], []],
        phase="play",
    )
    obs = RULES.observe(st, 0)
    assert H.choose(obs, RULES.legal_actions(st), random.Random(0), "normal") == Place("moyashi", 1, 0)


def test_normal_finishes_a_full_bowl_before_it_is_spoiled():
    st = make_state(
        [
            [bowl("corn", "miso", "thin", "negi", "negi", "egg", "corn"), bowl("egg")],
            [bowl("nori", "shio", "thick"), bowl("negi")],
        ],
        [["moyashi", "thick", "shoyu"], ["menma", "chashu", "egg"]],
    )
    obs = RULES.observe(st, 0)
    assert H.choose(obs, RULES.legal_actions(st), random.Random(0), "normal") == Finish(0)


def test_normal_does_not_end_the_game_when_behind():
    st = make_state(
        [
            [bowl("corn", "miso", "thin", "negi", "nori", finished=True), bowl("egg", "shio", "thin", "negi", "nori")],
            [
                bowl("nori", "shoyu", "medium", "naruto", "nori", "chashu", finished=True),
                bowl("negi", "tonkotsu", "thick", "negi", "chashu", "chashu"),
            ],
        ],
        [["moyashi", "thick", "shoyu"], ["menma", "chashu", "egg"]],
        bonus=[],
    )
    obs = RULES.observe(st, 0)
    legal = RULES.legal_actions(st)
    assert Finish(1) in legal
    assert H.choose(obs, legal, random.Random(0), "normal") == Draw()


def test_normal_beats_random_at_three_players():
    wins = 0.0
    games = 24
    for seed in range(games):
        levels = ["random"] * 3
        levels[seed % 3] = "normal"
        m = play_game("soupmeng", 3, seed, levels)
        res = m.rules.result(m.state)
        assert res is not None
        if seed % 3 in res.winners:
            wins += 1 / len(res.winners)
    assert wins / games > 0.6


def test_hard_scores_the_end_of_the_game_as_its_horizon_does_the_win_alone():
    # Seat 0 may end the game by finishing its last bowl, and would be second
    # of three for certain: worth nothing to a player who plays to win (with
    # returns' place term it would be worth 0.125, more than a small chance
    # to win by playing on).
    st = make_state(
        [
            [bowl("corn", "miso", "thin", "negi", "nori", finished=True), bowl("egg", "shio", "thin", "negi", "nori")],
            [
                bowl("nori", "shoyu", "medium", "naruto", "nori", "chashu", finished=True),
                bowl("negi", "tonkotsu", "thick", "negi", "chashu", "chashu", finished=True),
            ],
            [bowl("menma"), bowl("moyashi")],
        ],
        [["moyashi", "thick", "shoyu"], ["menma", "chashu", "egg"], ["naruto", "medium", "tonkotsu"]],
        bonus=[],
    )
    end = RULES.clone(st)
    RULES.apply(end, Finish(1))
    assert RULES.result(end).ranks == [2, 1, 3]
    assert H.final(RULES, end) == [0.0, 1.0, 0.0]
    assert RULES.returns(end)[0] == pytest.approx(0.125)

    bot = IsmctsBot("soupmeng", heuristics=H, max_iterations=40, trust=0.0)
    bot.choose(RULES.observe(st, 0), RULES.legal_actions(st), random.Random(3))
    assert bot.root is not None
    finish = bot.root.edges[Finish(1)]
    assert finish.visits > 0 and finish.total == 0.0


def test_hard_deals_the_others_lucky_toppings_into_their_bowls_when_it_could_end_the_game():
    # Seat 0 has one bowl left; seat 1's bowls hold negi and nori, chashu and egg.
    others = [bowl("nori", "shoyu", "medium", "negi", "nori"), bowl("menma", "tonkotsu", "thick", "chashu", "egg")]
    st = make_state(
        [[bowl("corn", "miso", "thin", "negi", "nori", finished=True), bowl("egg", "shio", "thin", "naruto", "corn")], others],
        [["moyashi", "thick", "shoyu"], ["menma", "chashu", "egg"]],
    )
    obs = RULES.observe(st, 0)
    held = {"plain": 0, "deal": 0}
    rnd = random.Random(7)
    for _ in range(400):
        plain = RULES.determinize(obs, rnd)
        world = H.deal(RULES, obs, rnd)
        # every card seen stays where it is; the bowl cards stay the same ten
        assert RULES.observe(world, 0) == obs
        dealt = [b.lucky for row in world.bowls for b in row] + world.spare_bowls
        assert sorted(dealt) == sorted([b.lucky for row in st.bowls for b in row] + st.spare_bowls)
        for name, w in (("plain", plain), ("deal", world)):
            held[name] += sum(b.lucky in b.toppings for b in w.bowls[1])
    # Seat 0 cannot see 8 bowl cards; 2 of them match the first bowl's
    # toppings and 3 the second's, so an even deal puts 2/8 + 3/8 = 0.625 of
    # the two lucky toppings in their bowls a world; ``deal`` about 1.46.
    assert held["plain"] < 300
    assert held["deal"] > 500


def test_hard_deals_evenly_while_it_cannot_end_the_game():
    st = make_state(
        [[bowl("corn", "miso", "thin", "negi"), bowl("egg", "shio")], [bowl("nori", "shoyu", "nori"), bowl("menma", "chashu")]],
        [["moyashi", "thick", "shoyu"], ["menma", "chashu", "egg"]],
    )
    obs = RULES.observe(st, 0)
    plain = RULES.determinize(obs, random.Random(5))
    world = H.deal(RULES, obs, random.Random(5))
    assert [[b.lucky for b in row] for row in world.bowls] == [[b.lucky for b in row] for row in plain.bowls]
    assert world.hands == plain.hands and world.deck == plain.deck
