"""The end of the game at the start player's turn, the winner, the goods tie-break and the score breakdown."""

from __future__ import annotations

from tests.engine.jantaris.helpers import arrange, codes, opening, run_steps


def next_turn(state) -> list:
    state.events = []
    run_steps(state, ("end_turn",), rest=())
    return state.events


def test_twelve_prestige_ends_the_game_only_at_the_start_players_turn():
    state = arrange(opening(4), prestige={2: 12})
    assert state.start == 0 and state.round == 1
    for seat in (1, 2, 3):
        next_turn(state)
        assert not state.is_over() and state.active == seat and state.decision[0] == "city"
    next_turn(state)
    assert state.is_over() and state.to_move() == [] and state.round == 2
    assert state.winners() == [2]
    assert state.view(None)["prompt"] == {"code": "game_over", "params": {"winners": [2]}}


def test_the_end_check_comes_before_start_of_turn_items():
    state = arrange(opening(4), prestige={1: 13}, items={0: ["bale_of_silk"]})
    state.active = 3
    events = next_turn(state)
    assert state.is_over() and state.goods[0] == [0, 0]
    assert "game_over" in codes(events) and "item_used" not in codes(events)


def test_below_twelve_the_game_goes_on():
    state = arrange(opening(3), prestige={0: 11, 1: 11, 2: 11})
    state.active = 2
    next_turn(state)
    assert not state.is_over() and state.round == 2


def test_a_prestige_tie_is_broken_by_goods_and_then_shared():
    state = arrange(opening(4), prestige={0: 12, 1: 12, 2: 9, 3: 12}, goods={0: (2, 1), 1: (0, 4), 3: (1, 3)})
    state.active = 3
    next_turn(state)
    assert state.winners() == [1, 3]
    state.goods[1] = [6, 0]
    assert state.winners() == [1]


def test_the_breakdown_adds_up_to_the_total():
    state = arrange(opening(3))
    state.pp[0] = [4, 3, 6, 1]
    score = state.scores()[0]
    assert score.total == 14 == sum(score.breakdown.values())
    assert score.breakdown == {"items": 4, "great_market": 3, "control_cards": 6, "item_effects": 1}
    assert score.tiebreak == (0,)
