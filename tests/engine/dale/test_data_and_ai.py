"""The card data (90 animal cards, junk, die) and the AI hooks."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.ai.base import make_player
from engine.ai.hint import analyse
from engine.core import Action, GameConfig
from engine.games.dale import RULESET
from engine.games.dale.ai import STACKS_TO_WIN, best_partial, evaluate_fitted, exact_subset, future_stacks
from engine.games.dale.cards import DATA, DECK_IDS, TYPES
from engine.games.dale.effects import TECHNIQUES
from tests.engine.dale.helpers import blank, deck, hand, market, stall

# the game's own estimate and the one fitted to how search games end (data/estimate.json)
ESTIMATES = [RULESET.evaluate, RULESET.named_estimate("fitted")]
ESTIMATE_NAMES = ["own", "fitted"]


def test_ninety_animal_cards_fifteen_per_deck_with_the_value_spread():
    animals = [t for t in TYPES if not t.is_junk]
    assert sum(t.copies for t in animals) == 90
    for animal in DECK_IDS:
        values = Counter()
        for t in animals:
            if t.deck == animal:
                values[t.value] += t.copies
        assert values == {1: 4, 2: 3, 3: 3, 4: 3, 5: 2}
    assert TYPES[-1].is_junk and TYPES[-1].copies == 20 and TYPES[-1].value == 1


def test_every_technique_has_an_effect_and_every_card_has_three_names():
    for t in TYPES:
        if t.kind == "technique":
            assert t.key in TECHNIQUES
    for card in [*DATA["cards"], DATA["junk"]]:
        assert set(card["names"]) == {"en", "cs", "de"}
        assert card["provenance"]
    assert set(TECHNIQUES) == {t.key for t in TYPES if t.kind == "technique"}


@pytest.mark.parametrize("estimate", ESTIMATES, ids=ESTIMATE_NAMES)
def test_evaluate_prefers_the_seat_closer_to_eight_stacks(estimate):
    st = blank()
    stall(st, 0, *[["junk"]] * 6)
    hand(st, 0, "spyglass")
    chances = estimate(st)
    assert chances is not None and chances[0] > chances[1]
    assert abs(sum(chances) - 1) < 1e-9


def test_the_fitted_estimate_counts_junk_against_the_seat():
    st = blank()
    for seat in (0, 1):
        stall(st, seat, ["junk"], ["junk", "junk"])
        hand(st, seat, "nuisance", "prepaid_good")
        deck(st, seat, "rotten_food", "loyal_partner")
    deck(st, 1, "junk", "junk", "junk")
    st.active = 1  # the turn order favours seat 1
    chances = evaluate_fitted(st)
    assert chances[0] > chances[1]


def test_the_fitted_estimate_favours_the_seat_whose_turn_it_is():
    st = blank(players=4, decks=["macaws", "pandas", "raccoons", "squirrels", "ocelots"])
    for seat in range(4):
        stall(st, seat, ["junk"], ["junk", "junk"])
        hand(st, seat, "junk", "junk")
    st.active = 2
    chances = evaluate_fitted(st)
    # the seat to move first, then the seats in the order their turns come
    assert chances[2] > chances[3] > chances[0] > chances[1]
    assert abs(sum(chances) - 1) < 1e-9


def test_the_fitted_estimate_gives_a_seat_with_every_stack_the_game():
    st = blank()
    stall(st, 0, *[["junk"]] * STACKS_TO_WIN)
    assert evaluate_fitted(st) == [1.0, 0.0]


def test_exact_subsets_use_few_cards_and_at_most_a_hand():
    assert exact_subset([1, 3, 4, 5], 8) == [5, 3]
    assert exact_subset([4, 4], 5) is None
    assert exact_subset([1] * 6, 6) is None  # six cards never fit in a hand of five
    assert best_partial([4, 4], 5) == 4
    assert best_partial([2, 2, 5], 3) == 2


def test_future_stacks_count_the_stacks_in_a_row_each_card_used_once():
    assert future_stacks({"macaws": [1, 2, 3, 4, 5]}, 1) == 4
    # 6 = 5 + 1, 7 = 4 + 3, and nothing is left for 8
    assert future_stacks({"macaws": [1, 2, 3, 4, 5]}, 6) == 2
    # two animals: stack 4 from the pandas, stack 5 from the raccoons
    assert future_stacks({"pandas": [4], "raccoons": [5]}, 4) == 2
    assert future_stacks({"pandas": [2], "raccoons": [2]}, 4) == 0


@pytest.mark.parametrize("estimate", ESTIMATES, ids=ESTIMATE_NAMES)
def test_evaluate_prefers_the_hand_that_holds_the_next_stack(estimate):
    st = blank()
    for seat in (0, 1):
        stall(st, seat, ["junk"], ["junk", "junk"])
    hand(st, 0, "rotten_food", "junk")  # raccoon 3: stack three now
    hand(st, 1, "nuisance", "loyal_partner")  # also 3, but a raccoon and a panda
    chances = estimate(st)
    assert chances is not None and chances[0] > chances[1] + 0.1


@pytest.mark.parametrize("estimate", ESTIMATES, ids=ESTIMATE_NAMES)
def test_evaluate_sees_the_next_stacks_in_the_deck(estimate):
    st = blank()
    for seat in (0, 1):
        stall(st, seat, ["junk"], ["junk", "junk"], ["junk"] * 3)
        hand(st, seat, "junk", "junk")
    deck(st, 0, "nuisance", "nuisance")  # raccoons 2 + 2: stack four
    deck(st, 1, "nuisance", "prepaid_good")  # 2 + 2, but two animals
    chances = estimate(st)
    assert chances is not None and chances[0] > chances[1]


class _Always:
    """A stand-in for the rollout's random source: every coin comes up 'yes'."""

    def random(self) -> float:
        return 0.0


def test_rollout_buys_for_the_animal_the_seat_collects():
    st = blank()
    deck(st, 0, "nuisance", "rotten_food")
    hand(st, 0, "treasure_hunter")
    # the macaw is cheaper, the raccoon joins the seat's raccoons
    market(st, None, None, None, "dirty_exchange", "spyglass")
    actions = st.legal_actions(0)
    assert {a.key for a in actions} >= {"buy:3", "buy:4"}
    choice = RULESET.rollout_action(st, 0, actions, _Always())  # type: ignore[arg-type]
    assert choice.key == "buy:3"


def test_rollout_builds_when_it_can():
    st = blank()
    hand(st, 0, "swift_broker", "junk")
    actions = st.legal_actions(0)
    assert RULESET.rollout_action(st, 0, actions, random.Random(1)).key == "build"


def test_determinize_keeps_the_own_hand_and_counts():
    st = RULESET.new_game(GameConfig(players=3, seed=4))
    twin = st.determinize(0, random.Random(2))
    assert twin.view(0) == st.view(0)
    assert [len(h) for h in twin.hands] == [len(h) for h in st.hands]
    assert sorted(twin.hands[1] + twin.deck_rest[1]) == sorted(st.hands[1] + st.deck_rest[1])


def test_rule_choices_are_data_and_cards_point_at_them():
    known = {c["key"] for c in DATA["rule_choices"]}
    assert {"round_cap", "market_discovery_price", "chameleon_targets"} <= known
    for card in DATA["cards"]:
        assert set(card["rule_choices"]) <= known
        assert card["reconstructed"] is False
    assert {c["key"] for c in DATA["cards"] if c["unverified"]} == {
        "market_discovery",
        "wily_fellow",
        "accordion",
        "blindfold",
    }
    assert DATA["rules"]["max_rounds_default"] == RULESET.info.option("max_rounds").default


def _paying(st):
    """Seat 0 has started buying the market's cheapest card and paid nothing yet."""
    deck(st, 0, "nuisance", "rotten_food")
    hand(st, 0, "treasure_hunter", "dirty_exchange")
    market(st, None, None, None, "dirty_exchange", "spyglass")
    st.apply(0, Action("buy", (4,)))
    assert st.phase == "pay" and Action("cancel") in st.legal_actions(0)
    return st


def test_the_ai_never_weighs_cancel_which_only_steps_back():
    st = _paying(blank())
    assert Action("cancel") not in RULESET.search_actions(st, 0)
    assert RULESET.search_actions(st, 0)
    for spec in ("greedy", "easy:iterations=30", "normal:iterations=40"):
        assert make_player(spec, seed=3).choose(st, 0).kind != "cancel"
    assert analyse(st, 0, seed=1).action.kind != "cancel"


def test_cancel_stays_when_it_is_the_only_move():
    st = blank()
    hand(st, 0, "junk")
    st.phase, st.buy_slot, st.back = "pay", 4, "main"
    market(st, None, None, None, None, "spyglass")
    assert [a.kind for a in st.legal_actions(0)] == ["cancel"]
    assert RULESET.search_actions(st, 0) == st.legal_actions(0)


def test_the_search_weighs_the_cheapest_cards_to_pay_with_not_every_order():
    st = blank()
    hand(st, 0, "junk", "junk", "cookies", "shattered_relic", "spyglass", "flashy_show")
    market(st, None, None, None, None, "sabotage")
    st.apply(0, Action("buy", (4,)))
    paid = [a for a in st.legal_actions(0) if a.kind == "pay"]
    weighed = [a for a in RULESET.search_actions(st, 0) if a.kind == "pay"]
    assert len(paid) == 5  # the junk once, and each animal card
    names = [TYPES[st.ctype(int(a.args[0]))].key for a in weighed]
    assert sorted(names) == ["cookies", "junk"]  # the 5 alone would pay too, but costs the most to give up


def test_the_search_builds_a_stack_from_its_highest_cards():
    st = blank()
    stall(st, 0, ["swift_broker"], ["loyal_partner", "swift_broker"], ["shattered_relic"],
          ["market_discovery"], ["special_offer"])
    hand(st, 0, "flashy_show", "swift_broker", "spyglass", "cookies", "nuisance")
    st.apply(0, Action("build"))
    assert st.phase == "build"
    stacked = [a for a in st.legal_actions(0) if a.kind == "stack"]
    weighed = [a for a in RULESET.search_actions(st, 0) if a.kind == "stack"]
    assert len(stacked) > 2
    assert sorted(st.value(int(a.args[0])) for a in weighed) == [4, 5]


def test_the_search_weighs_every_discard_of_the_inventory():
    # which cards stay in hand for the next stack is the point of the inventory: weighing only
    # the cheapest discards (as for a payment) lost games (docs/ai.md)
    st = blank()
    hand(st, 0, "junk", "junk", "flashy_show", "swift_broker", "spyglass")
    st.apply(0, Action("inventory"))
    assert RULESET.search_actions(st, 0) == st.legal_actions(0)
    assert len([a for a in st.legal_actions(0) if a.kind == "discard"]) == 4


def _ready_with_techniques(decks=("macaws", "pandas", "raccoons", "ocelots")):
    """Seat 0 holds stack 1 (a Swift Broker), a bonus technique (Nuisance) and one without (Prepaid Good)."""
    st = blank(len(decks) - 1, list(decks))
    hand(st, 0, "swift_broker", "nuisance", "prepaid_good", "junk")
    market(st, None, None, None, None, "cookies")
    return st


def test_focus_keeps_building_a_ready_stack_and_the_bonus_techniques_before_it():
    st = _ready_with_techniques()
    actions = RULESET.search_actions(st, 0)
    assert {a.kind for a in actions} >= {"build", "buy", "inventory"}
    kept = RULESET.focus_actions(st, 0, actions)
    assert Action("build") in kept
    played = sorted(TYPES[st.ctype(int(a.args[0]))].key for a in kept if a.kind == "play")
    assert played == ["nuisance", "swift_broker"]  # Prepaid Good would end the turn with the stack in hand
    assert not [a for a in kept if a.kind in ("buy", "inventory")]
    st.phase = "bonus"  # after a bonus technique: building, not ending the turn
    bonus = RULESET.focus_actions(st, 0, RULESET.search_actions(st, 0))
    assert Action("build") in bonus and Action("end") not in bonus


def test_focus_leaves_every_move_without_the_ocelots_attacks():
    st = _ready_with_techniques(("macaws", "pandas", "raccoons"))
    actions = RULESET.search_actions(st, 0)
    assert Action("build") in actions and "buy" in {a.kind for a in actions}
    assert RULESET.focus_actions(st, 0, actions) == actions


def test_focus_leaves_every_move_when_no_stack_is_ready():
    st = blank(3, ["macaws", "pandas", "raccoons", "ocelots"])
    stall(st, 0, ["swift_broker"])
    hand(st, 0, "wily_fellow", "treasure_hunter", "spyglass")  # stack 2 needs a 2 of one animal
    market(st, None, None, None, None, "cookies")
    actions = RULESET.search_actions(st, 0)
    assert Action("build") not in actions
    assert RULESET.focus_actions(st, 0, actions) == actions


def test_a_focused_search_weighs_only_the_focus_moves_on_its_own_turns(monkeypatch):
    st = _ready_with_techniques()
    asked = []
    original = RULESET.focus_actions

    def spy(state, seat, actions):
        asked.append(seat)
        return original(state, seat, actions)

    monkeypatch.setattr(RULESET, "focus_actions", spy)
    player = make_player("ismcts:iterations=60/depth=6/focus=1", seed=2)
    result = player.search(st, 0)
    assert {m.action.kind for m in result.moves} <= {"build", "play"}
    assert asked and set(asked) == {0}  # never asked of the other seat's moves
    plain = make_player("ismcts:iterations=60/depth=6", seed=2).search(st, 0)
    assert "buy" in {m.action.kind for m in plain.moves}
