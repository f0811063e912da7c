"""Final scoring of every card type, the breakdown, and the tie-break on coins."""

from __future__ import annotations

from engine.games.speicherstadt.data import CARD_BY_ID
from engine.games.speicherstadt.scoring import counting_house_points
from tests.engine.speicherstadt.helpers import from_bag, give, new_game


def test_counting_house_table():
    assert [counting_house_points(n) for n in range(5)] == [0, 2, 5, 9, 14]


def test_every_card_type_scores_as_printed():
    state = new_game(4)
    seat = 0
    give(state, seat, "contract_a1", delivered=("coffee", "carpet"))  # 2 goods, complete: 5
    give(state, seat, "contract_a3", delivered=("coffee", "carpet", "saffron"))  # 3 goods: 8
    give(state, seat, "contract_b3", delivered=("coffee", "tea", "rubber", "carpet"))  # 4 goods: 11
    give(state, seat, "contract_c1", delivered=("tea", "rubber"))  # incomplete: 0
    for card in ("counting_house_a", "counting_house_b", "counting_house_d1"):
        give(state, seat, card)  # 3 houses: 9
    give(state, seat, "warehouse")
    state.warehouse[seat] = from_bag(state, "tea", "tea", "saffron")  # 3
    give(state, seat, "port")
    give(state, seat, "ship_b1")
    give(state, seat, "ship_c1")  # port: 2
    give(state, seat, "chamber_of_commerce")
    state.coins[seat] = 7  # 7
    give(state, seat, "coffee_roaster")
    give(state, seat, "rubber_merchant")  # 2
    give(state, seat, "boatsmen_church")  # 3
    give(state, seat, "st_michaelis")  # 4
    give(state, seat, "bank")  # 0
    give(state, seat, "fireman_d5")  # 0
    state.market[seat] = from_bag(state, "coffee").index(1)  # 0
    state.fire_points[seat] = -3
    score = state.scores()[seat]
    assert dict(score.breakdown) == {
        "fires": -3, "contracts": 24, "counting_houses": 9, "warehouse": 3, "port": 2, "chamber": 7,
        "merchants": 2, "church": 3, "st_michaelis": 4, "market": 0,
    }
    assert score.total == sum(score.breakdown.values()) == 51
    assert score.tiebreak == (7,)
    give(state, 1, "counting_house_d2")
    assert state.scores()[1].breakdown["counting_houses"] == 2
    assert state.view(None)["scores"][seat]["total"] == 51


def test_four_counting_houses():
    state = new_game(4)
    for card in ("counting_house_a", "counting_house_b", "counting_house_d1", "counting_house_d2"):
        give(state, 2, card)
    assert state.scores()[2].breakdown["counting_houses"] == 14


def test_port_counts_ships_only_for_its_owner_and_ships_alone_score_nothing():
    state = new_game(3)
    give(state, 0, "ship_b1")
    give(state, 0, "ship_b2")
    give(state, 1, "port")
    assert state.scores()[0].total == 0 and state.scores()[1].total == 0


def test_tie_break_on_coins_then_shared_win():
    state = new_game(3)
    give(state, 0, "st_michaelis")
    give(state, 1, "coffee_roaster")
    state.fire_points[1] = CARD_BY_ID["st_michaelis"].points - CARD_BY_ID["coffee_roaster"].points
    state.coins = [4, 6, 9]  # seat 2 is richest but has no points
    assert [s.total for s in state.scores()] == [4, 4, 0]
    assert state.winners() == [1]
    state.coins[0] = 6
    assert sorted(state.winners()) == [0, 1]
