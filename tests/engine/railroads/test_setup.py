"""Set-up per player count (RULES 3) and the starting bonus cards."""

from __future__ import annotations

import pytest

from engine.games.railroads import modules
from engine.games.railroads.data import catalogue
from tests.engine.railroads.helpers import codes, keys, new_game, play, rails

CAT = catalogue()


@pytest.mark.parametrize(
    "players,side,workers,coins,rounds,a,b,slots,copies",
    [(2, "2p", 6, 2, 6, 3, 3, 6, 2), (3, "3-4p", 6, 1, 6, 3, 3, 7, 3), (4, "3-4p", 5, 1, 7, 3, 4, 7, 4)],
)
def test_setup_per_player_count(players, side, workers, coins, rounds, a, b, slots, copies):
    state = new_game(players)
    assert state.side == side and state.rounds == rounds
    for p in state.seats:
        assert (p.workers, p.free, p.coins) == (workers, workers, coins)
        assert p.rails == [[1, 0, 0, 0, 0]] * 3  # black on space 1 of every line
        assert p.locos[state.line_of("trans_siberian")] == [1, 0]
        assert p.unlocked == [True, False, False, False, False]
        assert p.industry == [0]
    letters = [CAT.engineers[n].letter if n else None for n in state.row]
    assert len(state.row) == slots
    assert letters[:a] == ["A"] * a and letters[a:a + b] == ["B"] * b
    assert letters[a + b:] == [None] * (slots - a - b)  # 3 players: the left-most slot stays empty
    assert state.supply[2:] == [copies] * 8 and state.supply[:2] == [0, 0]
    assert len(state.deck) == 8 and len(state.removed_cards) == 2
    assert sorted(state.qcards) == sorted(c for c in CAT.question_cards if modules.allowed(c, {}))  # no module cards
    assert sorted(state.seats[s].turn_card for s in range(players)) == list(range(1, players + 1))
    for position, seat in enumerate(state.order):
        assert state.seats[seat].turn_card == position + 1


def test_side_spaces():
    two = set(new_game(2).space_ids)
    four = set(new_game(4).space_ids)
    assert four - two == {"track_black_2", "track_grey_2", "loco_or_factory_2", "industry_1_black_1",
                          "temp_workers", "engineer_public_2", "turn_order_second"}
    assert two <= four


def test_options_remove_the_unverified_spaces():
    state = new_game(4, industry_1_black_1=False, loco_or_factory_2=False)
    assert "industry_1_black_1" not in state.space_ids and "loco_or_factory_2" not in state.space_ids


def test_starting_bonus_chosen_from_the_last_player_up_to_the_second():
    state = new_game(4, seed=3)
    order = state.order
    seen = []
    assert keys(state) == ["start_bonus:start_coin", "start_bonus:start_black", "start_bonus:start_industry",
                           "start_bonus:start_doubler"]
    seen.append(state.to_move()[0])
    coins = state.seats[order[3]].coins
    play(state, "start_bonus:start_coin")
    assert state.seats[order[3]].coins == coins + 1
    seen.append(state.to_move()[0])
    assert "start_bonus:start_coin" not in keys(state)
    events = play(state, "start_bonus:start_black")
    assert state.view(None)["prompt"]["code"] == "spend"
    assert keys(state) == ["rail:trans_siberian,black", "rail:st_petersburg,black", "rail:kiev,black"]
    play(state, "rail:kiev,black")
    assert rails(state, order[2], "kiev") == {"black": 2}
    seen.append(state.to_move()[0])
    events = play(state, "start_bonus:start_doubler")
    assert state.seats[order[1]].doublers == 1 and "doubler_placed" in codes(events)
    assert seen == [order[3], order[2], order[1]]
    assert state.phase == "actions" and state.to_move() == [order[0]]
    assert "round_started" in codes(events)
    assert state.seats[order[0]].coins == 1 and state.seats[order[0]].doublers == 0


def test_two_players_only_the_second_chooses():
    state = new_game(2, seed=5)
    assert state.to_move() == [state.order[1]]
    play(state, "start_bonus:start_industry")
    assert state.seats[state.order[1]].industry == [1]
    assert state.phase == "actions" and state.to_move() == [state.order[0]]
