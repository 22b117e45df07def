"""Super Susuru Soup: every rule and every worked example, from hand-built states."""

from __future__ import annotations

import random

import pytest

from souptable.engine import IllegalAction, MatchRng, SetupError
from souptable.games.susuru import RULES
from souptable.games.susuru.actions import Claim, Draw, Keep, OpenShop, Take, ToMarket
from souptable.games.susuru.cards import DECK
from souptable.games.susuru.scoring import hand_points, limits, rank_order, score_round
from souptable.games.susuru.state import SusuruState


def make_state(n=4, *, hands=None, deck=None, market=(), opened=(), trend=None, current=0, start=0, income=None, taken=None):
    """A mid-round state; cards not placed anywhere else form the draw pile
    (unless ``deck`` is given, in which case the rest is dropped from play)."""
    hands = [list(h) for h in (hands or [[] for _ in range(n)])]
    trend = {3: None, 2: None, 1: None, **(trend or {})}
    income = [list(i) for i in (income or [[] for _ in range(n)])]
    used = {c for h in hands for c in h} | set(market) | {c[1] for c in trend.values() if c} | {c for i in income for c in i}
    st = SusuruState(n=n, rng=MatchRng(1))
    st.deck = list(deck) if deck is not None else [c for c in DECK if c not in used]
    st.market = list(market)
    st.hands = hands
    st.income = income
    st.taken = [list(t) for t in (taken or [[] for _ in range(n)])]
    st.trend = trend
    st.opened = [i in opened for i in range(n)]
    st.open_order = list(opened)
    st.current = current
    st.start = start
    st.chips = [[0, 0, 0] for _ in range(n)]
    return st


# -- scoring ---------------------------------------------------------------


def test_worked_example_27_points():
    trend = {3: (0, "chicken-3"), 2: (1, "seafood-4"), 1: (2, "chemical-9")}
    hand = ["chicken-3", "chicken-5", "chicken-6", "seafood-4", "seafood-9", "chemical-9", "chemical-10"]
    pts, _scored, discarded = hand_points(hand, limits(trend))
    assert pts == 27
    assert sorted(discarded) == ["chemical-10", "chemical-9"]


def test_unmarked_ingredient_scores_nothing():
    trend = {3: (0, "chicken-3"), 2: None, 1: None}
    assert hand_points(["chicken-10", "porkbone-10"], limits(trend))[0] == 10


def test_four_cards_of_one_ingredient_never_score():
    lim = {"porkbone": 4, "seafood": 0, "chicken": 0, "chemical": 0}  # even a limit of 4 would not help
    cards = ["porkbone-3", "porkbone-4", "porkbone-5", "porkbone-6"]
    assert hand_points(cards, lim)[0] == 0
    trend = {3: (0, "porkbone-3"), 2: None, 1: None}
    assert hand_points(cards, limits(trend))[0] == 0


def test_over_the_limit_loses_every_card_of_that_ingredient():
    trend = {3: None, 2: (0, "seafood-3"), 1: None}
    assert hand_points(["seafood-3", "seafood-10", "seafood-9"], limits(trend))[0] == 0


def test_tie_goes_to_the_player_further_from_the_start_player():
    # start player 1 in 4 players: turn order 1, 2, 3, 0; seat 0 is furthest
    assert rank_order([10, 10, 5, 10], start=1) == [0, 3, 1, 2]
    assert rank_order([7, 7, 7], start=0) == [2, 1, 0]


def test_round_summary_holds_hand_trend_income_points_rank_and_chip():
    trend = {3: (0, "chicken-10"), 2: (1, "seafood-9"), 1: None}
    s = score_round(
        hands=[["chicken-3"], ["seafood-3"], ["porkbone-10"]],
        placed={0: ["chicken-10"], 1: ["seafood-9"]},
        income=[[], ["chemical-3", "chemical-4"], []],
        trend=trend,
        start=0,
    )
    rows = s["players"]
    assert s["trend"] == {"3": "chicken", "2": "seafood", "1": None}
    assert rows[0]["points"] == 13 and rows[0]["rank"] == 2 and rows[0]["chip"] == "silver"
    assert rows[1]["hand_points"] == 12 and rows[1]["income_points"] == 6 and rows[1]["points"] == 18
    assert rows[1]["chip"] == "gold" and rows[1]["stars"] == 3
    assert rows[2]["points"] == 0 and rows[2]["discarded"] == ["porkbone-10"] and rows[2]["chip"] == "bronze"


# -- turns -------------------------------------------------------------------


def test_draw_then_keep_or_market():
    st = make_state(3)
    top = st.deck[-1]
    RULES.apply(st, Draw())
    assert st.phase == "keep" and RULES.legal_actions(st) == [Keep(), ToMarket()]
    assert RULES.observe(st, 0)["drawn"] == top and RULES.observe(st, 1)["drawn"] is None
    RULES.apply(st, ToMarket())
    assert st.market == [top] and st.current == 1
    RULES.apply(st, Take(top))
    assert st.hands[1] == [top] and st.market == [] and st.current == 2
    RULES.apply(st, Draw())
    drawn = st.drawn
    RULES.apply(st, Keep())
    assert st.hands[2] == [drawn]


def test_a_card_taken_from_the_market_is_public_until_it_goes_under_a_marker():
    """Everyone sees a market card go into a hand: every seat's observation
    names it, a resampled world keeps it in that hand, and it stops being
    named once it is laid under a marker (then the marker shows it)."""
    st = make_state(3, hands=[[], ["porkbone-9"], []], market=["seafood-5"], current=1)
    RULES.apply(st, Take("seafood-5"))
    for seat in (None, 0, 1, 2):
        assert RULES.observe(st, seat)["taken"] == [[], ["seafood-5"], []]
    assert RULES.observe(st, 0)["hand_counts"][1] == 2
    twin = RULES.determinize(RULES.observe(st, 0), random.Random(4))
    assert "seafood-5" in twin.hands[1] and len(twin.hands[1]) == 2
    assert all("seafood-5" not in h for h in twin.hands[:1] + twin.hands[2:])
    st.current = 1
    RULES.apply(st, OpenShop(2, "seafood-5"))
    assert RULES.observe(st, 0)["taken"] == [[], [], []]
    assert st.trend[2] == (1, "seafood-5") and st.hands[1] == ["porkbone-9"]


def test_open_shop_decides_a_trend_with_a_card_that_stays_scored():
    st = make_state(3, hands=[["porkbone-9", "seafood-5"], [], []])
    legal = RULES.legal_actions(st)
    assert OpenShop(3, "porkbone-9") in legal and OpenShop(1, "seafood-5") in legal
    assert OpenShop(None, None) not in legal  # a player who can decide must
    RULES.apply(st, OpenShop(3, "porkbone-9"))
    assert st.trend[3] == (0, "porkbone-9") and st.opened[0]
    # the decided ingredient cannot be decided again
    st.current = 1
    st.hands[1] = ["porkbone-3"]
    assert RULES.legal_actions(st)[-1] == OpenShop(None, None)


def test_opener_with_no_eligible_card_opens_without_deciding():
    st = make_state(4, hands=[["porkbone-9"], [], [], []], trend={3: (1, "porkbone-3")}, opened=[1])
    acts = [a for a in RULES.legal_actions(st) if isinstance(a, OpenShop)]
    assert acts == [OpenShop(None, None)]
    with pytest.raises(IllegalAction) as e:
        RULES.apply(st, OpenShop(2, "porkbone-9"))
    assert e.value.code == "ingredient_decided"


def test_income_is_drawn_by_opened_players_on_their_turn():
    st = make_state(3, opened=[1])
    st.trend[3] = (1, "seafood-3")
    n_deck = len(st.deck)
    top = st.deck[-1]
    RULES.apply(st, Draw())
    RULES.apply(st, Keep())  # seat 0 done; seat 1 has opened: income, then seat 2
    assert len(st.income[1]) == 1 and st.income[1][0] != top  # top went to seat 0's hand
    assert st.hands[0] == [top]
    assert st.current == 2 and len(st.deck) == n_deck - 2
    obs0 = RULES.observe(st, 0)
    assert obs0["income"] == [] and obs0["income_counts"] == [0, 1, 0]
    assert RULES.observe(st, 1)["income"] == st.income[1]


# -- round end: all but one opened -------------------------------------------


def test_all_but_one_opened_four_players():
    # seats 1 and 2 opened; seat 0 opens -> all but one; seat 3 (C) has one normal turn
    st = make_state(4, hands=[["chicken-5"], [], [], ["seafood-7"]], opened=[1, 2])
    st.trend[3] = (1, "porkbone-3")
    st.trend[2] = (2, "chemical-3")
    RULES.apply(st, OpenShop(1, "chicken-5"))
    assert st.ending == "last_turn" and st.last_seat == 3
    # seats 1 and 2 draw income on the way to seat 3
    assert st.current == 3 and len(st.income[1]) == 1 and len(st.income[2]) == 1
    RULES.apply(st, Draw())
    RULES.apply(st, Keep())
    # all markers are claimed: the round ends and scores at once
    assert st.round == 1 and len(st.history) == 1


def test_all_but_one_opened_three_players_last_player_decides_the_last_trend():
    st = make_state(3, hands=[["chicken-5"], [], ["seafood-7", "seafood-8"]], opened=[1])
    st.trend[3] = (1, "porkbone-3")
    RULES.apply(st, OpenShop(2, "chicken-5"))
    assert st.ending == "last_turn" and st.last_seat == 2
    # seat 1 draws income; seat 2 takes a normal turn
    assert st.current == 2 and len(st.income[1]) == 1
    RULES.apply(st, Draw())
    RULES.apply(st, ToMarket())
    # then seat 2 decides the remaining trend as an opener would
    assert st.phase == "claim" and st.current == 2
    assert set(RULES.legal_actions(st)) == {Claim(1, "seafood-7"), Claim(1, "seafood-8")}
    RULES.apply(st, Claim(1, "seafood-8"))
    summary = st.history[-1]
    assert summary["trend"] == {"3": "porkbone", "2": "chicken", "1": "seafood"}
    # seafood limit 1 but seat 2 holds two seafood cards: no points for them
    assert summary["players"][2]["hand_points"] == 0


# -- round end: draw pile runs out ---------------------------------------------


def test_draw_pile_runs_out_final_turns_then_unclaimed_markers_go_round():
    st = make_state(
        4,
        hands=[["chicken-5"], ["seafood-7", "chicken-9"], ["porkbone-4"], ["chemical-8"]],
        deck=["seafood-10"],
        market=["seafood-3"],
        opened=[2],
    )
    st.trend[3] = (2, "porkbone-9")
    # seat 0 draws the last card (A): seats 1 and 3 have one more turn each, seat 2 opened: skipped
    RULES.apply(st, Draw())
    assert st.ending == "final" and st.final_queue == [1, 3]
    RULES.apply(st, Keep())
    assert st.current == 1 and Draw() not in RULES.legal_actions(st)
    assert RULES.legal_actions(st) == [Take("seafood-3")] + [a for a in RULES.legal_actions(st) if isinstance(a, OpenShop)]
    RULES.apply(st, Take("seafood-3"))
    assert st.current == 3
    RULES.apply(st, OpenShop(2, "chemical-8"))
    # claims: non-openers in turn order after A (seat 0): seat 1, then seat 0, round again
    assert st.phase == "claim" and st.current == 1
    assert Claim(1, "chicken-9") in RULES.legal_actions(st)
    RULES.apply(st, Claim(1, "chicken-9"))
    # all markers are decided; the round is scored
    assert st.round == 1 and st.history[0]["trend"] == {"3": "porkbone", "2": "chemical", "1": "chicken"}


def test_income_draw_of_the_last_card_and_skipped_opened_turns():
    # seat 1 opened and will draw the last card as income: then seats 2 and 0 get final turns
    st = make_state(3, hands=[["seafood-4"], [], ["chicken-6"]], deck=["porkbone-5"], opened=[1])
    st.trend[3] = (1, "porkbone-10")
    RULES.apply(st, OpenShop(2, "seafood-4"))
    # seat 0 opening made it all-but-one; seat 1's income empties the pile
    assert len(st.income[1]) == 1 and not st.deck
    assert st.ending == "final" and st.current == 2
    RULES.apply(st, OpenShop(1, "chicken-6"))
    assert st.round == 1  # nobody left to act, all markers decided: scored


def test_claims_go_round_while_markers_and_eligible_players_remain():
    st = make_state(3, hands=[["seafood-4", "chicken-3"], ["porkbone-3"], []], deck=["porkbone-5"])
    # seat 0 draws the last card; 1 and 2 get final turns; nobody claims before the end
    RULES.apply(st, Draw())
    RULES.apply(st, ToMarket())
    RULES.apply(st, Take("porkbone-5"))  # seat 1
    RULES.apply(st, OpenShop(None, None))  # seat 2 has no card
    # claim order after A=0: seat 1, seat 2 (opened: out), seat 0, then round again
    assert st.phase == "claim" and st.current == 1
    RULES.apply(st, Claim(3, "porkbone-3"))
    assert st.current == 0
    RULES.apply(st, Claim(2, "seafood-4"))
    # seat 1 has no eligible card left; seat 0 claims again
    assert st.current == 0
    RULES.apply(st, Claim(1, "chicken-3"))
    assert st.round == 1


# -- rounds, chips, game end ------------------------------------------------------


def test_start_player_rotates_and_rounds_equal_players_and_tie_breaks_by_chips():
    st = RULES.new_state(3, 1)
    assert st.start == 0
    st.hands = [[], [], []]
    RULES._end_round(st, [])
    assert st.round == 1 and st.start == 1 and st.current == 1
    # finish: force the last round's end with equal stars; more gold wins
    st.round = 2
    st.start = 2
    st.chips = [[1, 0, 1], [0, 2, 0], [0, 0, 0]]
    st.hands = [[], [], []]
    st.trend = {3: None, 2: None, 1: None}
    RULES._end_round(st, [])
    res = RULES.result(st)
    assert res is not None and st.phase == "over"
    # round 3: all score 0; ties -> further from start player 2: seat 1, then 0, then 2
    assert st.history[-1]["players"][1]["chip"] == "gold"
    assert res.scores == [6.0, 7.0, 1.0]
    assert res.winners == [1]


def test_the_table_chooses_the_first_start_player_who_then_moves_left():
    # "The first start player is the player who most recently ate ramen": the table's choice.
    st = RULES.new_state(4, 7, {"start": "3"})
    assert st.start == st.current == 2 and RULES.observe(st, 0)["start"] == 2
    assert st.deck == RULES.new_state(4, 7).deck  # the same deal as with seat 1
    rnd = random.Random(3)
    while RULES.to_move(st) is not None:
        RULES.apply(st, rnd.choice(RULES.legal_actions(st)))
    assert [r["start"] for r in st.history] == [2, 3, 0, 1]
    # without the option (every record made before it): seat 1 starts, as before
    assert RULES.new_state(4, 7).start == 0 and RULES.new_state(4, 7) == RULES.new_state(4, 7, {"start": "1"})


def test_a_random_first_start_player_is_drawn_with_the_seeded_chance():
    starts = set()
    for seed in range(20):
        st = RULES.new_state(3, seed, {"start": "random"})
        assert st == RULES.new_state(3, seed, {"start": "random"})
        assert st.current == st.start and st.history == []
        starts.add(st.start)
    assert starts == {0, 1, 2}
    with pytest.raises(SetupError):
        RULES.new_state(3, 1, {"start": "4"})


def test_shared_win_when_stars_gold_and_silver_are_equal():
    st = RULES.new_state(3, 1)
    st.phase = "over"
    st.chips = [[1, 1, 0], [1, 1, 0], [1, 1, 0]]
    res = RULES.result(st)
    assert res is not None and res.winners == [0, 1, 2]


# -- golden deals -----------------------------------------------------------------

# The first cards of the draw pile for fixed seeds. If these change, every saved
# game and replay changes: never update them casually.
GOLDEN = {
    (3, 1): ["chicken-5", "porkbone-7", "porkbone-3", "seafood-9", "chemical-9", "chemical-4"],
    (3, 2): ["chicken-7", "porkbone-9", "chemical-3", "chicken-9", "porkbone-7", "chicken-8"],
    (4, 7): ["chicken-4", "chemical-6", "chemical-10", "porkbone-10", "seafood-5", "chemical-5"],
}


@pytest.mark.parametrize(("players", "seed"), list(GOLDEN))
def test_golden_deals(players, seed):
    st = RULES.new_state(players, seed)
    assert st.deck[::-1][:6] == GOLDEN[(players, seed)]
    assert sorted(st.deck) == sorted(DECK)


# -- bad input ----------------------------------------------------------------------


def test_every_kind_of_illegal_action_is_refused_with_a_code_and_changes_nothing():
    st = make_state(3, hands=[["porkbone-9"], [], []], market=["seafood-3"], trend={3: (1, "chicken-3")})
    cases = [
        (Take("seafood-4"), "not_in_market"),
        (Keep(), "wrong_phase"),
        (Claim(2, "porkbone-9"), "wrong_phase"),
        (OpenShop(3, "porkbone-9"), "marker_taken"),
        (OpenShop(2, "porkbone-3"), "not_in_hand"),
        (OpenShop(None, None), "must_decide_trend"),
        (OpenShop(7, "porkbone-9"), "no_such_marker"),
    ]
    for act, code in cases:
        before = st.clone()
        with pytest.raises(IllegalAction) as e:
            RULES.apply(st, act)
        assert e.value.code == code, act
        assert st == before
    RULES.apply(st, Draw())
    before = st.clone()
    for act in (Draw(), Take("seafood-3"), OpenShop(2, "porkbone-9")):
        with pytest.raises(IllegalAction) as e:
            RULES.apply(st, act)
        assert e.value.code == "must_keep_or_market"
        assert st == before
    st2 = make_state(3, deck=[])
    st2.ending = "final"
    with pytest.raises(IllegalAction) as e:
        RULES.apply(st2, Draw())
    assert e.value.code == "draw_pile_empty"


def test_thousand_random_games_each_for_three_and_four_players():
    import random

    from souptable.engine.rng import pick

    for n in (3, 4):
        for seed in range(1000):
            st = RULES.new_state(n, seed)
            rnd = random.Random(seed)
            while RULES.to_move(st) is not None:
                RULES.apply(st, pick(RULES.legal_actions(st), rnd), trusted=True)
                assert len(RULES.census(st)) == 32
            assert sorted(RULES.census(st)) == sorted(DECK)
            assert RULES.result(st) is not None
