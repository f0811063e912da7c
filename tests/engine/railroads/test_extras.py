"""The additional material of German Railroads (S1 page 12): five engineers, the bonus tokens,
the two new "?" cards and the coal factory; the items needing coal only with the Coal module."""

from __future__ import annotations

import pytest

from engine.games.railroads import extras, modules, scoring
from engine.games.railroads.data import catalogue
from engine.games.railroads.effects import formula
from tests.engine.railroads.helpers import in_actions, keys, new_game, play, set_rails, unlock

CAT = catalogue()
GREY, THREE, MINER, FACTORY, START = 101, 102, 103, 104, 105


def game(players: int = 2, **options):
    return in_actions(players, extras=True, **options)


def test_the_new_engineers_join_the_stacks_only_with_the_module_and_the_miner_only_with_coal():
    def dealt(**options):
        found = set()
        for seed in range(60):
            found.update(new_game(2, seed, **options).row)
        return found
    assert not dealt() & {GREY, THREE, MINER, FACTORY, START}
    assert dealt(extras=True) & {GREY, THREE, MINER, FACTORY, START} == {GREY, THREE, FACTORY, START}
    assert MINER in dealt(extras=True, coal=True)


def test_no_two_engineers_with_the_same_number_in_a_game():
    for seed in range(80):
        for players in (2, 4):
            state = new_game(players, seed, extras=True, coal=True)
            numbers = [modules.engineer_number(n) for n in state.row if n]
            assert len(numbers) == len(set(numbers))
            assert len(numbers) == sum(state.setup["engineers"].values())


def hire(state, key: int):
    state.seats[0].engineers.append(key)
    state._legal = {}


def test_grey_engineer_three_grey_steps():
    state = game()
    set_rails(state, 0, "trans_siberian", black=6)
    unlock(state, 0, "grey")
    hire(state, GREY)
    play(state, "place:eng_gr_grey,0")
    assert [(item[2], item[3]) for item in state.pools] == [(1, 3)]


def test_three_colour_engineer_needs_a_coin():
    state = game()
    set_rails(state, 0, "trans_siberian", black=6, grey=3)
    unlock(state, 0, "grey", "brown")
    hire(state, THREE)
    p = state.seats[0]
    p.coins = 0
    state._legal = {}
    assert not any(k.startswith("place:eng_gr_three") for k in keys(state))
    p.coins = 1
    state._legal = {}
    play(state, "place:eng_gr_three,0")
    assert p.coins == 0 and p.free == p.workers  # a rouble, no worker
    assert sorted((item[2], item[3]) for item in state.pools) == [(0, 1), (1, 1), (2, 1)]


def test_the_miner_gives_two_coal():
    state = game(coal=True)
    hire(state, MINER)
    play(state, "place:eng_gr_miner,0")
    assert state.coal.coal[0] == 1 + 2


def test_the_factory_engineer_fires_a_factory_again_for_two_workers():
    state = game()
    p = state.seats[0]
    p.factories = [9, 6, 0, 0, 0]  # 10 points; 1 rouble
    p.industry = [0]  # the marker's real position does not matter
    hire(state, FACTORY)
    workers = p.free
    play(state, "place:eng_gr_factory,0")
    assert keys(state) == ["refire:1", "refire:2", "skip"]
    play(state, "refire:1")
    assert p.free == workers - 2 and p.breakdown["bonuses"] == 10


def test_the_factory_engineers_negative_number_subtracts_from_the_engineer_sum_never_below_zero():
    state = game()
    p = state.seats[0]
    assert modules.engineer_number(FACTORY) == -10
    p.engineers = [FACTORY, 3]
    assert formula(p, "engineer_numbers") == 0  # 3 - 10 counts 0
    p.engineers = [FACTORY, 12, 14]
    assert formula(p, "engineer_numbers") == 16


def test_the_engineer_majority_tie_breaks_on_printed_numbers():
    state = game()
    a, b = state.seats
    a.engineers = [FACTORY]  # printed -10
    b.engineers = [3]
    assert scoring.majority([a, b]) == {1: (1, 40), 0: (2, 20)}


def test_the_start_bonus_engineer_draws_two_cards_and_carries_out_both():
    for seed in range(12):
        state = in_actions(2, seed=seed, extras=True, coal=True)
        p = state.seats[0]
        hire(state, START)
        coins, coal, doublers = p.coins, state.coal.coal[0], p.doublers
        events = play(state, "place:eng_gr_start,0")
        drawn = next(e.params["cards"] for e in events if e.code == "start_bonus_drawn")
        assert len(set(drawn)) == 2 and set(drawn) <= {"start_coin", "start_black", "start_industry",
                                                       "start_doubler", "start_coal"}
        assert p.coins - coins == ("start_coin" in drawn)
        assert state.coal.coal[0] - coal == ("start_coal" in drawn)
        assert p.doublers - doublers == ("start_doubler" in drawn)
        assert any(item[0] == "rail" for item in state.pools) == ("start_black" in drawn)


def test_without_coal_the_start_bonus_engineer_never_draws_the_coal_card():
    for seed in range(20):
        state = in_actions(2, seed=seed, extras=True)
        hire(state, START)
        events = play(state, "place:eng_gr_start,0")
        assert "start_coal" not in next(e.params["cards"] for e in events if e.code == "start_bonus_drawn")


# --- bonus tokens ----------------------------------------------------------------------
def test_every_player_has_one_more_bonus_marker_for_a_shared_token():
    state = game(coal=True)
    p = state.seats[0]
    assert extras.MARKER in p.unused_markers()
    assert state.tokens == {"token_coins": 4, "token_coal": 4}
    assert extras.MARKER not in new_game(2).seats[0].unused_markers()
    state.turn_seat, state.mode = 0, "turn"
    state.locked = [("marker", False)]
    state._legal = {}
    play(state, f"marker:{extras.MARKER}")
    assert keys(state) == ["bonus_token:token_coins", "bonus_token:token_coal", "skip"]
    coins = p.coins
    play(state, "bonus_token:token_coins")
    assert p.coins == coins + 4 and state.tokens["token_coins"] == 3


def test_without_coal_there_is_no_coal_token():
    assert game().tokens == {"token_coins": 4}


def test_no_token_left_no_token_marker():
    state = game()
    state.tokens["token_coins"] = 0
    state.turn_seat, state.mode = 0, "turn"
    state.locked = [("marker", False)]
    state._legal = {}
    assert f"marker:{extras.MARKER}" not in keys(state)


# --- the new "?" cards --------------------------------------------------------------
def test_the_new_question_cards_and_the_coal_factory_card_only_with_coal():
    assert "qc_gr_revaluation" in game().qcards and "qc_gr_coal_factory" not in game().qcards
    assert {"qc_gr_revaluation", "qc_gr_coal_factory"} <= set(game(coal=True).qcards)
    assert not {"qc_gr_revaluation", "qc_gr_coal_factory"} & set(new_game(2).qcards)


def take_card(state, card: str):
    state.turn_seat, state.mode = 0, "turn"
    state.locked = [("qcard", False)]
    state._legal = {}
    play(state, f"qcard:{card}")


def test_the_german_revaluation_does_not_combine_with_the_revaluation_marker():
    state = game()
    p = state.seats[0]
    take_card(state, "qc_gr_revaluation")
    assert p.values == "german_revaluation" and CAT.value_tables["german_revaluation"] == (0, 2, 3, 7, 8)
    state.locked = [("marker", False)]
    state._legal = {}
    assert "marker:bm_revaluation" not in keys(state)
    other = game()
    other.seats[0].values = "revaluation"
    other.turn_seat, other.mode = 0, "turn"
    other.locked = [("qcard", False)]
    other._legal = {}
    assert "qcard:qc_gr_revaluation" not in keys(other)


def test_the_coal_factory_card_gives_two_coal_and_builds_the_factory():
    state = game(coal=True)
    p = state.seats[0]
    take_card(state, "qc_gr_coal_factory")
    assert state.coal.coal[0] == 3 and p.factories[0] == extras.COAL_FACTORY


def test_the_coal_factory_replaces_one_when_every_slot_is_full_and_leaves_the_game_when_replaced():
    state = game(coal=True)
    p = state.seats[0]
    p.factories = [2, 3, 4, 5, 6]
    take_card(state, "qc_gr_coal_factory")
    assert keys(state) == [f"build:20,{slot}" for slot in range(1, 6)]
    play(state, "build:20,2")
    assert p.factories == [2, 20, 4, 5, 6] and state.returned == [3]
    state.pools = [("factory", True)]
    state._legal = {}
    play(state, "factory:2,supply,2")
    assert 20 not in state.returned and p.factories[1] == 2


@pytest.mark.parametrize("paid,steps", [(0, 2), (1, 4), (2, 6), (3, 8)])
def test_the_coal_factory_gives_two_four_six_or_eight_black_steps(paid, steps):
    state = game(coal=True)
    p = state.seats[0]
    p.factories = [extras.COAL_FACTORY, 0, 0, 0, 0]
    p.industry = [4]
    state.coal.coal[0] = 5
    state._legal = {}
    play(state, "place:industry_1,0")
    assert keys(state) == [f"coal_buy:{k}" for k in range(4)]  # at most 3 coal
    play(state, f"coal_buy:{paid}")
    assert sum(item[3] for item in state.pools if item[0] == "rail" and item[2] == 0) == steps
    assert state.coal.coal[0] == 5 - paid


def test_the_coal_factory_fires_again_through_the_factory_engineer():
    state = game(coal=True)
    p = state.seats[0]
    p.factories = [extras.COAL_FACTORY, 0, 0, 0, 0]
    state.coal.coal[0] = 1
    hire(state, FACTORY)
    play(state, "place:eng_gr_factory,0", "refire:1", "coal_buy:1")
    assert sum(item[3] for item in state.pools if item[0] == "rail") == 4 and state.coal.coal[0] == 0


def test_with_little_coal_the_coal_factory_offers_only_what_can_be_paid():
    state = game(coal=True)
    p = state.seats[0]
    p.factories = [extras.COAL_FACTORY, 0, 0, 0, 0]
    p.industry = [4]
    state.coal.coal[0] = 1
    state._legal = {}
    play(state, "place:industry_1,0")
    assert keys(state) == ["coal_buy:0", "coal_buy:1"]
