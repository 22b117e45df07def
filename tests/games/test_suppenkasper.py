"""Suppenkasper: every rule, the rulebook's worked example and both variants,
from hand-built states; plus long random runs and hidden-knowledge checks."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from souptable.engine import IllegalAction, Match, MatchRng, RecordError
from souptable.engine.record import Record, SeatInfo, dumps, loads, verify
from souptable.engine.rng import pick
from souptable.games.suppenkasper import RULES
from souptable.games.suppenkasper.actions import (
    AssignSides,
    ChooseOption,
    Demand,
    Eat,
    EndRound,
    Give,
    HandOver,
    PassOn,
    PlaySuppenkasper,
    Refuse,
    Serve,
    SpreadCream,
    StopDemand,
)
from souptable.games.suppenkasper.cards import COUNT, KIND, REDUCTIONS, deck, steps_for
from souptable.games.suppenkasper.scoring import dish_kcal, eat_effect, settle_round
from souptable.games.suppenkasper.state import SuppenkasperState


def make_state(
    n=4,
    *,
    hands,
    variant="base",
    phase="serve",
    current=0,
    plate=(),
    server=None,
    positions=None,
    chips=None,
    dealer=None,
):
    """A mid-round state with the given hands; the rest of the deck counts as
    already eaten this round (so the state adds up, as determinize needs,
    unless a test uses a card the 3-player deck leaves out)."""
    st = SuppenkasperState(n=n, rng=MatchRng(1), variant=variant)
    st.round = 1
    st.dealer = (n - 1) if dealer is None else dealer
    st.phase = phase
    st.current = current
    st.positions = list(positions or [0] * n)
    st.chips = list(chips if chips is not None else ([3] * n if variant == "2" else [0] * n))
    st.hands = [list(h) for h in hands]
    st.plate = list(plate)
    st.server = server
    st.starter = 0
    if plate:
        st.dish = [{"seat": server, "did": "served", "cards": list(plate)}]
    rest = Counter(deck(n, variant))
    rest.subtract(st.plate)
    for h in st.hands:
        rest.subtract(h)
    st.eaten = list(rest.elements())
    return st


def served(n=4, *, dish, hands, server=0, **kw):
    """Seat ``server`` has just served ``dish`` to its left neighbour."""
    return make_state(n, hands=hands, phase="respond", current=(server + 1) % n, plate=dish, server=server, **kw)


def code_of(st, act):
    before = RULES.clone(st)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(st, act)
    assert st == before, "a refused action changed the state"
    return info.value.code


# -- cards and deal -------------------------------------------------------------


def test_component_counts_are_the_rulebooks():
    kinds = Counter()
    for card, count in COUNT.items():
        kinds[KIND[card]] += count
    assert kinds == {
        "main": 12,
        "side": 21,
        "ready": 6,
        "fastfood": 6,
        "muesli": 5,
        "reduction": 17,
        "special": 4,
        "start": 1,
    }
    assert sum(COUNT.values()) == 72
    assert COUNT["nein"] == 7 and COUNT["fdh"] == 3 and COUNT["koernerkur"] == 3
    assert COUNT["nulldiaet"] == 2 and COUNT["abfuehrpille"] == 2


def test_base_deck_is_68_and_three_players_remove_18():
    assert len(deck(4, "base")) == 68 and "tischlein" in deck(4, "base")
    assert not {"fresssack", "meckerziege", "naschkatze", "suppenkasper"} & set(deck(4, "base"))
    three = Counter(deck(3, "base"))
    assert sum(three.values()) == 50
    removed = Counter(deck(4, "base")) - three
    assert removed == Counter(
        {
            "muesli": 1,
            "fastfood": 2,
            "ready": 2,
            "cake-600": 1,
            "fish-700": 1,
            "meat-1000": 1,
            "cream": 1,
            "dumplings": 1,
            "potatoes": 1,
            "nulldiaet": 1,
            "fdh": 1,
            "koernerkur": 2,
            "abfuehrpille": 1,
            "nein": 2,
        }
    )
    assert len(deck(4, "1")) == 72 and len(deck(3, "2")) == 54


@pytest.mark.parametrize(("n", "sizes"), [(3, [16, 17, 17]), (6, [11, 12, 12, 11, 11, 11])])
def test_three_and_six_player_deals_give_out_every_card(n, sizes):
    st = RULES.new_state(n, 1)
    # the dealer (seat 0) deals from the left: the extra cards go to seats 1, 2, ...
    dealt = [len(h) for h in st.hands]
    dealt[st.starter] += 1  # Tischlein deck dich is already on the plate
    assert dealt == sizes
    assert st.plate == ["tischlein"] and st.phase == "serve" and st.current == st.starter
    assert sorted(RULES.census(st)) == sorted(deck(n, "base"))


def test_golden_deal_of_seed_4():
    st = RULES.new_state(4, 4)
    assert st.starter == 0 and st.hands[0][:4] == ["meat-1400", "fish-1300", "cake-1200", "dumplings"]
    assert st.hands[3][-3:] == ["abfuehrpille", "nein", "nein"]


def test_a_round_that_ends_at_the_deal_is_a_step_of_its_own():
    # Variant 2: the last round-start option is taken; Tischlein deck dich's holder
    # (seat 1) holds nothing to serve, so the round ends before its first dish.
    hands = [
        ["meat-1000", "dumplings", "dumplings"],
        ["tischlein", "potatoes", "cream", "muesli", "nein"],
        ["fish-700", "potatoes"],
        ["cake-800", "fdh"],
    ]
    st = options_state(4, hands, chips=[0, 0, 0, 3], order=[3])
    events = RULES.apply(st, ChooseOption("none"))
    assert [e.kind for e in events][-2:] == ["card_moved", "tischlein_played"]
    assert st.phase == "cannot_serve" and st.current == 1 and st.plate == ["tischlein"] and not st.history
    assert RULES.legal_actions(st) == [EndRound()]
    assert RULES.observe(st, 0)["phase"] == "cannot_serve" and RULES.observe(st, 0)["hands"] is None
    assert code_of(st, Serve(("potatoes",))) == "wrong_phase"
    for k in range(5):  # everyone saw it: resampled hands leave the holder nothing to serve either
        twin = RULES.determinize(RULES.observe(st, 0), random.Random(k))
        assert not [c for c in twin.hands[1] if KIND[c] in ("main", "fastfood", "ready")]
    events = RULES.apply(st, EndRound())
    kinds = [e.kind for e in events]
    assert kinds.index("cannot_serve") < kinds.index("hands_revealed") < kinds.index("round_ended")
    summary = next(e for e in events if e.kind == "round_ended")["summary"]
    assert summary["round"] == 1 and summary["cannot_serve"] == 1 and summary["dishes"] == []
    assert st.history[0] is summary and st.round == 2
    # 1000 x 2 (meat with 2 dumplings) = 2000 kcal: +1; 700 fish: 0; 800 cake: 0
    assert [r["steps"] for r in summary["settlement"]["players"]] == [1, 0, 0, 0]


def test_the_first_round_ending_at_the_deal_is_played_logged_and_recorded():
    # seed 513 with 6 players (base game): the first deal leaves the start player nothing to serve
    m = Match("suppenkasper", 6, 513)
    assert m.state.round == 1 and m.state.phase == "cannot_serve" and m.rules.rounds(m.state) == []
    seat = m.to_move()
    assert m.legal_actions() == [EndRound()] and "tischlein" not in m.state.hands[seat]
    events = m.play(EndRound())
    assert [e.kind for e in events][1:3] == ["cannot_serve", "hands_revealed"]
    assert [e["round"] for e in events if e.kind == "round_ended"] == [1]
    assert m.state.round == 2 and [r["round"] for r in m.rules.rounds(m.state)] == [1]
    rec = Record.of(m, [SeatInfo(f"P{s}") for s in range(6)])
    assert rec.actions[0] == {"seat": seat, "action": {"type": "end_round"}}
    again = verify(loads(dumps(rec)))
    assert again.state == m.state
    # a record of the earlier rules has no such step (the round ended inside the set-up):
    # it replays as it was, the step taken for it
    old = rec.to_json()
    del old["rules_revision"]
    old["actions"] = old["actions"][1:]
    again = verify(loads(json.dumps(old)))
    assert again.state == m.state and again.log == m.log


def test_tischlein_holder_starts_and_the_card_goes_with_the_first_dish():
    st = make_state(3, hands=[["fish-700", "potatoes"], ["cake-600"], ["meat-1000"]], plate=["tischlein"])
    RULES.apply(st, Serve(("fish-700", "potatoes")))
    assert st.plate == ["tischlein", "fish-700", "potatoes"] and st.current == 1
    RULES.apply(st, Eat(None))
    assert "tischlein" in st.eaten and st.positions[1] == 0  # 700 kcal: no step


# -- serving ------------------------------------------------------------------------


def test_serving_lists_every_allowed_dish():
    hand = ["meat-1200", "dumplings", "potatoes", "muesli", "fastfood", "fastfood", "nein"]
    st = make_state(3, hands=[hand, [], []])
    dishes = {a.cards for a in RULES.legal_actions(st)}
    assert dishes == {
        ("meat-1200",),
        ("meat-1200", "muesli"),
        ("meat-1200", "dumplings"),
        ("meat-1200", "dumplings", "muesli"),
        ("fastfood",),
        ("fastfood", "muesli"),
        ("fastfood", "fastfood"),
        ("fastfood", "fastfood", "muesli"),
    }


def test_serving_refuses_what_does_not_go_together():
    hand = ["meat-1200", "fish-900", "dumplings", "potatoes", "cream", "muesli", "fastfood", "ready", "fdh"]
    st = make_state(3, hands=[hand, [], []])
    assert code_of(st, Serve(("meat-1200", "potatoes"))) == "side_dish_does_not_match"
    assert code_of(st, Serve(("meat-1200", "fish-900"))) == "one_main_course_only"
    assert code_of(st, Serve(("dumplings",))) == "must_serve_main_fastfood_or_ready"
    assert code_of(st, Serve(("muesli",))) == "must_serve_main_fastfood_or_ready"
    assert code_of(st, Serve(("fastfood", "ready"))) == "fastfood_only_with_fastfood"
    assert code_of(st, Serve(("ready", "fastfood"))) == "ready_only_with_ready"
    assert code_of(st, Serve(("fastfood", "cream"))) == "fastfood_only_with_fastfood"
    assert code_of(st, Serve(("meat-1200", "fastfood"))) == "main_course_only_with_sides_and_muesli"
    assert code_of(st, Serve(("meat-1200", "fdh"))) == "not_a_dish_card"
    assert code_of(st, Serve(("cake-600",))) == "not_in_hand"
    assert code_of(st, Serve(("meat-1200", "dumplings", "dumplings"))) == "not_in_hand"
    assert code_of(st, Serve(("muesli", "meat-1200"))) == "cards_not_in_order"
    assert code_of(st, Eat(None)) == "wrong_phase"


def test_kcal_main_times_side_dishes_plus_the_rest():
    assert dish_kcal(["meat-1400"]) == 1400
    assert dish_kcal(["meat-1400", "dumplings"]) == 1400  # one side dish: ×1
    assert dish_kcal(["meat-1400", "dumplings", "dumplings", "dumplings"]) == 4200
    assert dish_kcal(["tischlein", "cake-800", "cream", "cream", "muesli", "nein"]) == 1900
    assert dish_kcal(["fastfood", "fastfood", "muesli"]) == 2300
    assert dish_kcal(["ready", "ready", "ready"]) == 2100


def test_weight_table():
    assert [steps_for(k) for k in (0, 999, 1000, 2499, 2500, 3999, 4000, 5999, 6000, 8999, 9000, 20000)] == [
        0,
        0,
        1,
        1,
        2,
        2,
        3,
        3,
        4,
        4,
        5,
        5,
    ]


# -- the served player ------------------------------------------------------------------


def test_eating_plainly_moves_by_the_weight_table_and_the_eater_serves_next():
    st = served(dish=["meat-1600", "dumplings", "dumplings"], hands=[["fish-700"], ["cake-600"], [], []])
    RULES.apply(st, Eat(None))  # 3,200 kcal
    assert st.positions[1] == 2 and st.phase == "serve" and st.current == 1
    assert st.dishes[-1]["kcal"] == 3200 and st.dishes[-1]["steps"] == 2 and st.dishes[-1]["eater"] == 1
    assert st.dishes[-1]["cards"] == ["meat-1600", "dumplings", "dumplings"] and st.plate == []
    assert Counter(st.eaten)["meat-1600"] == 1


@pytest.mark.parametrize(
    ("card", "dish", "kcal", "counted", "steps"),
    [
        ("fdh", ["meat-1400", "dumplings", "dumplings"], 2800, 1400, 1),  # halved
        ("fdh", ["fish-700", "muesli"], 1000, 500, 0),
        ("nulldiaet", ["meat-1600", "dumplings", "dumplings", "dumplings"], 4800, 0, 0),
        ("koernerkur", ["fastfood", "muesli", "muesli", "muesli", "muesli"], 2200, 1200, 1),  # only muesli
        ("koernerkur", ["cake-1200", "cream", "cream"], 2400, 0, 0),  # no muesli: a Nulldiät
        ("abfuehrpille", ["meat-1600", "dumplings", "dumplings", "dumplings"], 4800, None, -2),
    ],
)
def test_each_reduction_card(card, dish, kcal, counted, steps):
    assert eat_effect([*dish, card], card) == {"kcal": kcal, "counted": counted, "steps": steps}
    st = served(dish=dish, hands=[[], [card, "cake-600"], [], []], positions=[0, 3, 0, 0])
    assert Eat(card) in RULES.legal_actions(st)
    RULES.apply(st, Eat(card))
    assert st.positions[1] == 3 + steps and card in st.eaten and st.hands[1] == ["cake-600"]
    assert st.dishes[-1]["how"] == card and st.current == 1 and st.phase == "serve"


def test_pass_on_with_allowed_cards_only():
    hand = ["dumplings", "dumplings", "potatoes", "muesli", "fdh"]
    st = served(dish=["meat-1000"], hands=[[], hand, ["cake-600"], []])
    passes = {a.cards for a in RULES.legal_actions(st) if isinstance(a, PassOn)}
    assert passes == {
        ("dumplings",),
        ("dumplings", "dumplings"),
        ("muesli",),
        ("dumplings", "muesli"),
        ("dumplings", "dumplings", "muesli"),
    }
    assert code_of(st, PassOn(("potatoes",))) == "side_dish_does_not_match"
    assert code_of(st, PassOn(())) == "nothing_added"
    assert code_of(st, PassOn(("fdh",))) == "not_a_dish_card"
    RULES.apply(st, PassOn(("dumplings", "dumplings")))
    assert st.current == 2 and st.phase == "respond" and st.plate == ["meat-1000", "dumplings", "dumplings"]
    RULES.apply(st, Eat(None))  # 2,000 kcal
    assert st.positions[2] == 1 and st.current == 2 and st.phase == "serve"
    chain = st.dishes[-1]["chain"]
    assert [c["did"] for c in chain] == ["served", "passed"] and chain[1]["seat"] == 1


def test_fast_food_and_ready_made_grow_with_their_own_kind():
    st = served(dish=["fastfood"], hands=[[], ["fastfood", "ready", "muesli"], [], []])
    passes = {a.cards for a in RULES.legal_actions(st) if isinstance(a, PassOn)}
    assert passes == {("fastfood",), ("muesli",), ("fastfood", "muesli")}
    assert code_of(st, PassOn(("ready",))) == "fastfood_only_with_fastfood"
    st = served(dish=["ready"], hands=[[], ["fastfood", "ready", "cream"], [], []])
    assert code_of(st, PassOn(("cream",))) == "ready_only_with_ready"
    assert code_of(st, PassOn(("cake-600",))) == "not_in_hand"


def test_nein_loses_one_passes_on_and_then_only_reduction_cards():
    st = served(dish=["cake-1200", "cream"], hands=[[], ["nein", "cream"], ["cream", "fdh", "nein"], ["ready"]])
    RULES.apply(st, Refuse())
    assert st.positions[1] == -1 and st.current == 2 and "nein" in st.plate
    assert RULES.observe(st, 3)["nein_on_plate"] is True
    legal = RULES.legal_actions(st)
    assert not any(isinstance(a, PassOn) for a in legal)
    assert set(legal) == {Eat(None), Eat("fdh"), Refuse()}
    assert code_of(st, PassOn(("cream",))) == "nein_on_plate_only_reduction"
    assert code_of(st, Eat("nein")) == "nein_passes_on"
    RULES.apply(st, Refuse())  # a second Nein is a reduction card: allowed
    assert st.positions[2] == -1 and st.current == 3
    RULES.apply(st, Eat(None))  # 1,200 kcal, the Nein cards count nothing
    assert st.positions[3] == 1
    chain = st.dishes[-1]["chain"]
    assert [c["did"] for c in chain] == ["served", "refused", "refused"] and chain[1]["to"] == -1


def test_a_dish_passed_all_the_way_round_comes_back_to_a_player_with_no_cards():
    # Seat 1 passes with its last card; seats 2 and 0 add and pass; seat 1 must eat it.
    hands = [["muesli", "fish-900"], ["potatoes"], ["potatoes"]]
    st = served(3, dish=["fish-1300", "potatoes"], hands=hands, server=0)
    RULES.apply(st, PassOn(("potatoes",)))
    assert st.hands[1] == [] and st.phase == "respond" and st.current == 2
    RULES.apply(st, PassOn(("potatoes",)))
    RULES.apply(st, PassOn(("muesli",)))
    assert st.current == 1 and RULES.legal_actions(st) == [Eat(None)]
    RULES.apply(st, Eat(None))  # 1,300 × 3 + 300 = 4,200 kcal: +3
    assert st.positions[1] == 3
    # seat 1 has nothing left to serve: the round ends and hands are eaten
    assert st.round == 2 and st.history[0]["cannot_serve"] == 1
    settle = st.history[0]["settlement"]["players"]
    assert settle[0]["eats"] == ["fish-900"] and settle[0]["steps"] == 0
    assert st.dealer == 0  # make_state's dealer was seat 2


def test_the_round_ends_when_the_server_holds_only_side_dishes():
    hands = [["cream", "cream", "muesli", "nein"], ["cake-800", "cake-1200", "cream", "cream"], ["fastfood"]]
    st = served(3, dish=["fish-700"], hands=hands, server=2, dealer=2)
    RULES.apply(st, Eat(None))
    # seat 0 must serve but holds only side dishes, muesli and a reduction card
    assert st.cannot_serve == 0 and st.phase == "settle"
    assert st.current == 1  # two cakes and two cream: seat 1 decides
    RULES.apply(st, AssignSides("cake-1200"))
    assert st.history[-1]["cannot_serve"] == 0 and st.round == 2 and st.dealer == 0
    rows = st.history[-1]["settlement"]["players"]
    assert rows[0]["kcal"] == 300 and rows[0]["steps"] == 0  # cream without cake counts nothing
    assert rows[1]["kcal"] == 2400 + 800 and rows[1]["to"] == 2
    assert rows[2]["kcal"] == 1000 and rows[2]["to"] == 1


def test_round_end_side_dish_choice_is_a_decision_in_turn_order():
    hands = [["meat-1000", "meat-1600", "dumplings", "dumplings"], [], ["fish-700", "fish-900", "potatoes"]]
    st = served(3, dish=["cake-600"], hands=hands, server=0, dealer=2)
    RULES.apply(st, Eat(None))  # seat 1 ate and has nothing to serve
    assert st.phase == "settle" and st.current == 0  # seat 2's one potato is no choice
    assert RULES.legal_actions(st) == [AssignSides("meat-1000"), AssignSides("meat-1600")]
    assert RULES.observe(st, 1)["hands"][0] == hands[0]  # hands are laid open
    assert code_of(st, AssignSides("fish-700")) == "main_not_in_meal"
    RULES.apply(st, AssignSides("meat-1000"))
    row = st.history[-1]["settlement"]["players"][0]
    assert row["kcal"] == 1000 * 2 + 1600 and row["assigned"] == {"meat": "meat-1000"} and row["to"] == 2


def test_rulebook_example_cake_600_and_1200_with_three_cream():
    hand = ["cake-600", "cake-1200", "cream", "cream", "cream", "abfuehrpille", "koernerkur"]
    low = settle_round([hand], [{"cake": "cake-600"}], [0])["players"][0]
    assert low["kcal"] == 3000 and low["steps"] == 2
    high = settle_round([hand], [{"cake": "cake-1200"}], [0])["players"][0]
    assert high["kcal"] == 4200 and high["steps"] == 3
    # and through the rules: the player chooses, Abführpille and Körnerkur mean nothing
    st = served(3, dish=["meat-1000"], hands=[hand, [], []], server=0)
    RULES.apply(st, Eat(None))
    assert st.phase == "settle" and st.current == 0
    RULES.apply(st, AssignSides("cake-600"))
    assert st.history[-1]["settlement"]["players"][0]["kcal"] == 3000 and st.positions[0] == 2


# -- game end ------------------------------------------------------------------------------


def test_reaching_an_end_of_the_track_ends_the_game_at_once():
    st = served(dish=["meat-1600", "dumplings", "dumplings", "dumplings"], hands=[[], ["meat-1000"], [], []])
    st.positions = [0, 8, -3, 3]
    RULES.apply(st, Eat(None))  # 4,800 kcal: +3, stops at +10
    assert st.positions[1] == 10 and st.phase == "over" and st.ended_by == "dicker_brocken"
    res = RULES.result(st)
    assert res is not None and res.winners == [0] and res.scores == [0.0, 10.0, 3.0, 3.0]
    assert res.ranks == [1, 4, 2, 2]
    assert st.history[-1]["settlement"] is None  # cards in hand are not counted


def test_several_winners_share_and_variant_2_breaks_ties_by_chips():
    st = served(dish=["cake-600"], hands=[[], ["nein"], [], []], positions=[2, -9, -2, 2], chips=[3, 3, 1, 2])
    RULES.apply(st, Refuse())
    assert st.ended_by == "suppenkasper"
    assert RULES.result(st).winners == [0, 2, 3]
    st = served(dish=["cake-600"], hands=[[], ["nein"], [], []], positions=[2, -9, -2, 2], chips=[1, 0, 1, 2], variant="2")
    RULES.apply(st, Refuse())
    assert RULES.result(st).winners == [3]


# -- variant 1 -------------------------------------------------------------------------------


def test_glutton_cards_go_on_a_matching_dish_and_it_is_eaten_normally():
    hand = ["fresssack", "meckerziege", "naschkatze", "fdh", "meat-1200"]
    st = served(dish=["ready", "ready", "muesli"], hands=[[], hand, [], []], variant="1")
    legal = RULES.legal_actions(st)
    assert Eat("fresssack") in legal and Eat("meckerziege") not in legal and Eat("naschkatze") not in legal
    assert code_of(st, Eat("meckerziege")) == "special_card_does_not_match"
    RULES.apply(st, Eat("fresssack"))  # 1,700 kcal counted in full
    assert st.positions[1] == 1 and "fresssack" in st.eaten
    st = served(dish=["fastfood"], hands=[[], ["meckerziege"], [], []], variant="1")
    assert Eat("meckerziege") in RULES.legal_actions(st)


def test_after_a_nein_no_special_card_and_no_suppenkasper_card_only_reduction_cards():
    # "If 'Nein, eß ich nicht' has been served, only reduction cards may still be played."
    hand = ["naschkatze", "suppenkasper", "cream", "fdh", "nein"]
    st = served(dish=["cake-1000", "cream", "nein"], hands=[[], hand, [], []], variant="1")
    assert set(RULES.legal_actions(st)) == {Eat(None), Eat("fdh"), Refuse()}
    assert code_of(st, Eat("naschkatze")) == "nein_on_plate_only_reduction"
    assert code_of(st, PlaySuppenkasper()) == "nein_on_plate_only_reduction"
    assert code_of(st, PassOn(("cream",))) == "nein_on_plate_only_reduction"
    # the same hand on the same dish before any Nein: the special cards may go on it
    st = served(dish=["cake-1000", "cream"], hands=[[], hand, [], []], variant="1")
    assert {Eat("naschkatze"), PlaySuppenkasper(), PassOn(("cream",))} <= set(RULES.legal_actions(st))


def test_glutton_holders_eat_the_others_cards_at_round_end():
    hands = [
        ["fresssack", "meckerziege"],
        ["ready", "ready", "fastfood", "muesli"],
        ["naschkatze", "cake-600"],
        ["cake-1200", "cream", "cream", "cream", "ready"],
    ]
    rows = settle_round(hands, [{}, {}, {"cream": [3, 0]}, {}], [0, 0, 0, 0])["players"]
    assert rows[0]["eats"] == ["ready", "ready", "ready", "fastfood", "fresssack", "meckerziege"]
    assert rows[0]["kcal"] == 3100 and rows[0]["steps"] == 2
    assert rows[1]["eats"] == ["muesli"] and rows[1]["lost"] == ["ready", "ready", "fastfood"]
    assert rows[2]["kcal"] == 600 * 3 + 1200 and rows[2]["cream"] == {"cake-600": 3, "cake-1200": 0}
    assert rows[3]["eats"] == [] and rows[3]["kcal"] == 0


def test_naschkatze_holder_spreads_cream_freely_as_a_decision():
    hands = [["naschkatze", "cake-800", "cream"], [], ["cake-1000", "cream", "cream", "cream"]]
    st = served(3, dish=["meat-1000"], hands=hands, server=0, variant="1", dealer=2)
    RULES.apply(st, Eat(None))
    assert st.phase == "settle" and st.current == 0
    legal = RULES.legal_actions(st)
    assert all(isinstance(a, SpreadCream) for a in legal) and len(legal) == 5  # 4 cream over 2 cakes
    assert code_of(st, SpreadCream((1, 1))) == "cream_spread_invalid"
    assert code_of(st, AssignSides("cake-800")) == "must_spread_cream"
    RULES.apply(st, SpreadCream((2, 2)))
    row = st.history[-1]["settlement"]["players"][0]
    assert row["kcal"] == 800 * 2 + 1000 * 2 and row["taken"] == ["cake-1000", "cream", "cream", "cream"]


def test_suppenkasper_card_loses_three_and_clears_the_dish():
    st = served(dish=["meat-1600", "dumplings"], hands=[[], ["suppenkasper", "fish-900"], [], []], variant="1")
    assert PlaySuppenkasper() in RULES.legal_actions(st)
    RULES.apply(st, PlaySuppenkasper())
    assert st.positions[1] == -3 and st.plate == [] and st.current == 1 and st.phase == "serve"
    assert st.dishes[-1]["how"] == "suppenkasper" and st.dishes[-1]["counted"] is None


def test_suppenkasper_card_left_in_hand_means_only_nein_and_abfuehrpille_count():
    hands = [
        ["suppenkasper", "meat-1600", "dumplings", "dumplings"],
        ["nein", "nein", "ready"],
        ["abfuehrpille", "nein"],
    ]
    rows = settle_round(hands, [{}, {}, {}], [0, 0, 0])
    assert rows["mode"] == "suppenkasper_card" and rows["suppenkasper_holder"] == 0
    assert [r["steps"] for r in rows["players"]] == [0, -2, -3]
    # through the rules: seat 0 eats and has nothing to serve, so the round ends
    hands = [["nein"], ["suppenkasper", "meat-1600", "dumplings", "dumplings"], ["abfuehrpille", "nein", "ready"]]
    st = served(3, dish=["fish-700"], hands=hands, server=2, variant="1")
    RULES.apply(st, Eat(None))
    assert st.history[-1]["settlement"]["mode"] == "suppenkasper_card"
    assert st.positions == [-1, 0, -3]


# -- variant 2 -----------------------------------------------------------------------------------


def options_state(n, hands, chips=None, order=None):
    st = make_state(n, hands=hands, variant="2", phase="option", chips=chips)
    order = list(range(n)) if order is None else order
    st.current = order[0]
    st.option_seat = order[0]
    st.option_queue = order[1:]
    return st


def test_variant_2_option_a_loses_three_for_a_chip():
    hands = [["tischlein", "meat-1000"], ["cake-600"], ["fish-700"]]
    st = options_state(3, hands, chips=[3, 0, 3])
    assert RULES.legal_actions(st) == [ChooseOption(o) for o in ("none", "lose", "demand")]  # 2 cards: no gift
    assert code_of(st, ChooseOption("give")) == "not_enough_cards"
    RULES.apply(st, ChooseOption("lose"))
    assert st.positions[0] == -3 and st.chips[0] == 2
    assert st.current == 2 and st.phase == "option"  # seat 1 has no chip left: skipped
    RULES.apply(st, ChooseOption("none"))
    assert st.phase == "serve" and st.current == 0 and st.plate == ["tischlein"]
    assert st.option_log == [{"seat": 0, "option": "lose", "steps": -3, "from": 0, "to": -3}]


def test_variant_2_option_b_gives_three_cards_to_three_players():
    hands = [["tischlein", "meat-1000", "cream", "nein", "ready"], ["cake-600"], ["fish-700"], ["fastfood"]]
    st = options_state(4, hands, chips=[1, 0, 0, 0])
    RULES.apply(st, ChooseOption("give"))
    assert st.phase == "give" and st.chips[0] == 0
    assert {a.to for a in RULES.legal_actions(st)} == {1, 2, 3}
    events = RULES.apply(st, Give("cream", 2))
    gift = next(e for e in events if e.kind == "card_moved")
    assert RULES.redact(gift, 1)["card"] is None and RULES.redact(gift, 2)["card"] == "cream"
    assert {a.to for a in RULES.legal_actions(st)} == {1, 3}  # three different players
    assert code_of(st, Give("nein", 2)) == "recipient_not_allowed"
    RULES.apply(st, Give("tischlein", 3))  # any card, even the start card
    RULES.apply(st, Give("nein", 1))
    assert st.option_log[-1] == {"seat": 0, "option": "give", "to": [2, 3, 1]}
    assert st.phase == "serve" and st.starter == 3 and st.current == 3
    # what the giver knows of the others' hands is respected by determinize
    obs = RULES.observe(st, 0)
    assert obs["known"] == {
        "1": {"cards": ["nein"], "reductions": 0, "no_reduction": False},
        "2": {"cards": ["cream"], "reductions": 0, "no_reduction": False},
    }
    for k in range(10):
        twin = RULES.determinize(obs, random.Random(k))
        assert "nein" in twin.hands[1] and "cream" in twin.hands[2]


def test_variant_2_three_players_give_the_third_card_to_either():
    hands = [["meat-1000", "cream", "nein", "ready"], ["cake-600", "tischlein"], ["fish-700"]]
    st = options_state(3, hands, chips=[1, 0, 0])
    RULES.apply(st, ChooseOption("give"))
    RULES.apply(st, Give("cream", 1))
    assert {a.to for a in RULES.legal_actions(st)} == {2}
    RULES.apply(st, Give("nein", 2))
    assert {a.to for a in RULES.legal_actions(st)} == {1, 2}


def test_variant_2_option_c_demands_reduction_cards_the_asked_player_chooses():
    hands = [
        ["tischlein", "meat-1000"],
        ["cake-600", "fdh", "nein"],
        ["fish-700", "potatoes"],  # no reduction card
        ["fastfood", "abfuehrpille", "nein"],
        ["ready", "nulldiaet"],
    ]
    st = options_state(5, hands, chips=[1, 0, 0, 0, 0])
    RULES.apply(st, ChooseOption("demand"))
    assert RULES.legal_actions(st) == [Demand(1), Demand(2), Demand(3), Demand(4)]
    RULES.apply(st, Demand(2))
    assert st.option_none == [2] and st.current == 0  # seat 2 had none: ask another
    assert RULES.observe(st, 4)["known"]["2"] == {"cards": [], "reductions": 0, "no_reduction": True}
    assert code_of(st, Demand(2)) == "target_not_allowed"
    RULES.apply(st, Demand(1))
    assert st.phase == "hand_over" and st.current == 1
    assert RULES.legal_actions(st) == [HandOver("fdh"), HandOver("nein")]
    assert code_of(st, HandOver("cake-600")) == "must_hand_over_reduction"
    RULES.apply(st, HandOver("nein"))
    assert "nein" in st.hands[0] and st.hands[1] == ["cake-600", "fdh"]
    # a third seat knows seat 0 now holds one more reduction card, not which
    assert RULES.observe(st, 4)["known"]["0"]["reductions"] == 1
    RULES.apply(st, Demand(3))
    RULES.apply(st, HandOver("abfuehrpille"))
    RULES.apply(st, Demand(4))
    assert st.phase == "hand_over" and RULES.legal_actions(st) == [HandOver("nulldiaet")]
    RULES.apply(st, HandOver("nulldiaet"))
    assert st.option_log[-1] == {"seat": 0, "option": "demand", "from": [1, 3, 4], "none": [2]}
    assert st.phase == "serve" and Counter(st.hands[0]) == Counter(["meat-1000", "nein", "abfuehrpille", "nulldiaet"])


def test_variant_2_demand_ends_when_nobody_has_a_reduction_card_left():
    hands = [["tischlein", "meat-1000"], ["cake-600", "fdh"], ["fish-700"]]
    st = options_state(3, hands, chips=[1, 0, 0])
    RULES.apply(st, ChooseOption("demand"))
    RULES.apply(st, Demand(1))
    RULES.apply(st, HandOver("fdh"))
    assert RULES.legal_actions(st) == [Demand(2)]
    RULES.apply(st, Demand(2))  # none: seat 1 may be asked again (3 players), or stop
    assert RULES.legal_actions(st) == [Demand(1), StopDemand()]
    RULES.apply(st, Demand(1))  # seat 1 has none now either
    assert st.phase == "serve" and st.option_log[-1] == {"seat": 0, "option": "demand", "from": [1], "none": [2, 1]}


def test_variant_2_option_c_a_refusal_lets_the_demander_ask_another_or_stop():
    hands = [
        ["tischlein", "meat-1000"],
        ["cake-600"],  # no reduction card
        ["fish-700", "fdh"],
        ["fastfood", "nein"],
        ["ready", "nulldiaet"],
    ]
    st = options_state(5, hands, chips=[1, 0, 0, 0, 0])
    RULES.apply(st, ChooseOption("demand"))
    assert StopDemand() not in RULES.legal_actions(st)  # the option is taken: at least one seat is asked
    assert code_of(st, StopDemand()) == "stop_only_after_no_reduction_card"
    RULES.apply(st, Demand(2))
    RULES.apply(st, HandOver("fdh"))
    assert RULES.legal_actions(st) == [Demand(1), Demand(3), Demand(4)]  # after a card: ask on
    events = RULES.apply(st, Demand(1))
    assert [e.kind for e in events] == ["reduction_demanded", "no_reduction_card"]
    assert RULES.legal_actions(st) == [Demand(3), Demand(4), StopDemand()]
    assert RULES.observe(st, 3)["option_declined"] is True
    events = RULES.apply(st, StopDemand())
    assert [e.kind for e in events][:1] == ["demand_stopped"]
    assert st.option_log[-1] == {"seat": 0, "option": "demand", "from": [2], "none": [1]}
    assert st.phase == "serve" and Counter(st.hands[0]) == Counter(["meat-1000", "fdh"])
    assert st.hands[3] == ["fastfood", "nein"] and st.hands[4] == ["ready", "nulldiaet"]


def test_variant_2_option_c_four_players_never_ask_a_seat_twice():
    hands = [["tischlein", "meat-1000"], ["cake-600", "fdh", "nein"], ["fish-700", "nein", "nein"], ["fastfood"]]
    st = options_state(4, hands, chips=[1, 0, 0, 0])
    RULES.apply(st, ChooseOption("demand"))
    RULES.apply(st, Demand(1))
    RULES.apply(st, HandOver("fdh"))
    RULES.apply(st, Demand(2))
    RULES.apply(st, HandOver("nein"))
    assert RULES.legal_actions(st) == [Demand(3)]
    RULES.apply(st, Demand(3))  # none, and every other seat has been asked: the option ends
    assert st.phase == "serve" and st.option_log[-1] == {"seat": 0, "option": "demand", "from": [1, 2], "none": [3]}
    assert Counter(st.hands[0]) == Counter(["meat-1000", "fdh", "nein"])
    assert st.hands[1] == ["cake-600", "nein"] and st.hands[2] == ["fish-700", "nein"]


def test_variant_2_option_c_three_players_take_at_most_two_cards_from_one_player():
    # 3 players: the third card comes from either of the two others, never more.
    hands = [["tischlein", "meat-1000"], ["cake-600", "fdh", "nein", "nein"], ["fish-700"]]
    st = options_state(3, hands, chips=[1, 0, 0])
    RULES.apply(st, ChooseOption("demand"))
    RULES.apply(st, Demand(2))  # none: ask seat 1 instead, or stop
    assert RULES.legal_actions(st) == [Demand(1), StopDemand()]
    RULES.apply(st, Demand(1))
    RULES.apply(st, HandOver("nein"))
    assert RULES.legal_actions(st) == [Demand(1)]  # the third card, from either: only seat 1 is left
    RULES.apply(st, Demand(1))
    RULES.apply(st, HandOver("nein"))
    assert st.phase == "serve" and st.option_log[-1] == {"seat": 0, "option": "demand", "from": [1, 1], "none": [2]}
    assert st.hands[1] == ["cake-600", "fdh"]  # a third card would have been more than the ruling
    # with both others holding reduction cards: two different seats, then either one once more
    hands = [["tischlein", "meat-1000"], ["cake-600", "fdh", "nein"], ["fish-700", "nein", "nein"]]
    st = options_state(3, hands, chips=[1, 0, 0])
    RULES.apply(st, ChooseOption("demand"))
    RULES.apply(st, Demand(1))
    RULES.apply(st, HandOver("fdh"))
    assert RULES.legal_actions(st) == [Demand(2)]
    RULES.apply(st, Demand(2))
    RULES.apply(st, HandOver("nein"))
    assert RULES.legal_actions(st) == [Demand(1), Demand(2)]
    RULES.apply(st, Demand(2))
    RULES.apply(st, HandOver("nein"))
    assert st.phase == "serve" and st.option_log[-1]["from"] == [1, 2, 2]


def test_variant_2_chips_are_three_and_options_come_in_turn_order_from_the_dealers_left():
    st = RULES.new_state(4, 3, {"variant": "2"})
    assert st.chips == [3, 3, 3, 3] and st.phase == "option" and st.current == 1 and st.option_queue == [2, 3, 0]


# -- summaries and observations -----------------------------------------------------------------


def test_round_summary_holds_dishes_and_settlement_for_pencil_and_paper():
    m = Match("suppenkasper", 4, 2)
    rnd = random.Random(2)
    while m.rules.to_move(m.state) is not None and not m.rules.rounds(m.state):
        m.play(pick(m.legal_actions(), rnd))
    summary = m.rules.rounds(m.state)[0]
    assert json.loads(json.dumps(summary)) == summary
    assert {"round", "dealer", "starter", "options", "dishes", "cannot_serve", "settlement", "positions"} <= set(summary)
    pos = [0] * 4
    for d in summary["dishes"]:
        for step in d["chain"]:
            if step["did"] == "refused":
                assert pos[step["seat"]] == step["from"]
                pos[step["seat"]] = step["to"]
        assert pos[d["eater"]] == d["from"]
        assert {"server", "chain", "eater", "how", "cards", "kcal", "counted", "steps"} <= set(d)
        pos[d["eater"]] = d["to"]
    if summary["settlement"] is not None:
        for row in summary["settlement"]["players"]:
            assert row["from"] == pos[row["seat"]]
            pos[row["seat"]] = row["to"]
    assert pos == summary["positions"]


def test_observation_shows_the_plate_and_hides_other_hands():
    st = served(dish=["cake-600"], hands=[["fish-700"], ["cream"], ["nein"], []])
    obs = RULES.observe(st, 0)
    assert obs["plate"] == ["cake-600"] and obs["server"] == 0 and obs["served"] == 1
    assert obs["hand"] == ["fish-700"] and obs["hand_counts"] == [1, 1, 1, 0] and obs["hands"] is None
    swapped = RULES.clone(st)
    swapped.hands[1], swapped.hands[2] = ["nein"], ["cream"]
    assert RULES.observe(swapped, 0) == obs and RULES.observe(swapped, 1) != RULES.observe(st, 1)


# -- hidden knowledge (variant 2) is always true, and determinize respects it -----------------------------


def knowledge_holds(st):
    for (observer, holder), (cards, reds, no_red) in st.knowledge.items():
        hand = Counter(st.hands[holder])
        assert not (Counter(cards) - hand), f"seat {observer} wrongly believes seat {holder} holds {cards}"
        have = sum(v for c, v in hand.items() if c in REDUCTIONS)
        need = reds + sum(1 for c in cards if c in REDUCTIONS)
        assert have >= need and (not no_red or have == need), (observer, holder, st.hands[holder], reds, no_red)


@pytest.mark.parametrize("n", [3, 4, 6])
def test_knowledge_is_sound_and_determinized_states_are_playable(n):
    rnd = random.Random(n)
    for seed in range(25):
        st = RULES.new_state(n, seed, {"variant": "2"})
        while RULES.to_move(st) is not None:
            knowledge_holds(st)
            if st.phase in ("option", "give", "demand", "hand_over") or rnd.random() < 0.05:
                for seat in range(n):
                    twin = RULES.determinize(RULES.observe(st, seat), rnd)
                    twin.knowledge = {k: v for k, v in st.knowledge.items() if k[0] == seat}
                    knowledge_holds(twin)
                    assert RULES.legal_actions(twin), "a resampled state has no legal action"
            RULES.apply(st, pick(RULES.legal_actions(st), rnd))


# -- long random runs ---------------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("n", [3, 4, 5, 6])
@pytest.mark.parametrize("variant", ["base", "1", "2"])
def test_random_games_finish(n, variant):
    """1,000 random games per player count, 200 per variant (about 15 s in all)."""
    games = 1000 if variant == "base" else 200
    rnd = random.Random(n)
    for seed in range(games):
        st = RULES.new_state(n, seed, {"variant": variant})
        for _ in range(20_000):
            if RULES.to_move(st) is None:
                break
            RULES.apply(st, pick(RULES.legal_actions(st), rnd), trusted=True)
        res = RULES.result(st)
        assert res is not None and res.winners


# -- records from before the rule changes -------------------------------------------------------------------


def test_an_older_record_with_the_suppenkasper_card_after_a_nein_is_refused_with_a_clear_message():
    # A record of the earlier rules (no rules revision): seed 0, Variant 1, the 83rd action
    # put the Suppenkasper card on a dish that already had a "Nein" on it.
    m = Match("suppenkasper", 4, 0, {"variant": "1"})
    rnd = random.Random(0)
    for _ in range(82):
        m.play(pick(m.legal_actions(), rnd))
    st = m.state
    assert st.phase == "respond" and "nein" in st.plate and "suppenkasper" in st.hands[st.current]
    data = Record.of(m, [SeatInfo(f"P{s}") for s in range(4)]).to_json()
    del data["rules_revision"]
    data["actions"].append({"seat": st.current, "action": {"type": "suppenkasper"}})
    data["result"], data["rounds"] = None, []
    with pytest.raises(RecordError) as e:
        verify(loads(json.dumps(data)))
    assert e.value.code == "bad_action" and e.value.params["index"] == 82
    assert e.value.params["reason"] == "nein_on_plate_only_reduction"
    assert "earlier rules of Suppenkasper" in str(e.value)


# -- what reveals: the strict undo's source (rules.reveals) misses nothing -----------------------------------


def _twins(st, seat, act, rnd, want=2, tries=20):
    """Other deals of what ``seat`` cannot see, in which ``act`` is legal as well."""
    out = []
    for _ in range(tries):
        twin = RULES.determinize(RULES.observe(st, seat), rnd)
        if act in RULES.legal_actions(twin):
            out.append(twin)
            if len(out) == want:
                break
    return out


@pytest.mark.slow
@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_every_revealing_event_of_variant_2_is_counted_by_reveals(n):
    """The same action played in twins (states a seat cannot tell apart): when an event the
    seat is told comes out differently in a twin, the action showed it something hidden, and
    so does the answer to a demand (whether the asked seat must hand over); one of the
    action's events must then be marked by ``rules.reveals``, or a person could see the
    answer, undo and decide again."""
    uncounted: Counter[str] = Counter()
    revealing = 0
    demands_answered = 0
    for seed in range(8):
        rnd = random.Random(seed)
        st = RULES.new_state(n, seed, {"variant": "2"})
        while RULES.to_move(st) is not None:
            act = pick(RULES.legal_actions(st), rnd)
            twins = [_twins(st, seat, act, rnd) for seat in range(n)]
            events = RULES.apply(st, act)
            for seat in range(n):
                told = [RULES.redact(e, seat) for e in events]
                for twin in twins[seat]:
                    twin_events = RULES.apply(twin, act)
                    other = [RULES.redact(e, seat) for e in twin_events]
                    # the first event told differently; a twin's extra events (a round that
                    # ends there) are not something this seat was shown
                    pairs = enumerate(zip(told, other, strict=False))
                    first = next((i for i, (a, b) in pairs if a != b), min(len(told), len(other)))
                    answered = isinstance(act, Demand) and (RULES.to_move(twin), twin.phase) != (RULES.to_move(st), st.phase)
                    if first < len(told) or answered:
                        revealing += 1
                        demands_answered += answered
                        if not any(RULES.reveals(e, seat) for e in events):  # as the strict undo asks
                            uncounted[(events[first] if first < len(told) else events[0]).kind] += 1
                        break
    assert revealing > 100 and demands_answered > 0, "too few reveals seen: the check would prove little"
    assert not uncounted, f"{sum(uncounted.values())} of {revealing} revealing actions not counted: {dict(uncounted)}"


def test_a_demand_between_computers_is_news_to_every_seat_but_the_one_asked():
    """Seat 2 (a person, say) watches seat 0 demand from seat 3, then from seat 1."""
    hands = [["tischlein", "meat-1000"], ["cake-600", "fdh"], ["fish-700"], ["potatoes"]]
    st = options_state(4, hands, chips=[1, 0, 0, 0])
    RULES.apply(st, ChooseOption("demand"))
    refused = RULES.apply(st, Demand(3))  # "seat 3 has no reduction card"
    assert [e.kind for e in refused] == ["reduction_demanded", "no_reduction_card"]
    asked = RULES.apply(st, Demand(1))  # seat 1 must hand one over: everyone sees it
    handed = RULES.apply(st, HandOver("fdh"))  # "seat 1 hands seat 0 a reduction card"
    for events in (refused, asked, handed):
        assert any(RULES.reveals(e, 2) for e in events), [e.kind for e in events]
    # the seat asked knows its own hand: its answer tells it nothing
    assert not any(RULES.reveals(e, 3) for e in refused)
    assert not any(RULES.reveals(e, 1) for e in asked + handed)
