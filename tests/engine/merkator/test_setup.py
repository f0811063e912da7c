"""Set-up per player count (R-SET), the long game's set-up and the solo set-up."""

from __future__ import annotations

import pytest

from tests.engine.merkator.helpers import CAT, new


@pytest.mark.parametrize("players,chart,tokens", [(2, 20, [0, 2]), (3, 25, [0, 1, 2]), (4, 30, [0, 1, 1, 2])])
def test_time_chart_and_starting_tokens_by_player_count(players, chart, tokens):
    state = new(players)
    assert state.chart_side == "ultimo"
    assert state.chart_tokens() == chart
    empty_top_rows = 4 - players  # the calibrated ULTIMO side: 6 rows of 5, the top row(s) left empty
    assert state.chart_rows == [0] * empty_top_rows + [5] * (6 - empty_top_rows)
    assert state.tokens == tokens
    assert state.token_supply == 42 - chart - sum(tokens)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_players_start_with_contracts_2_to_5_bonus_cards_and_a_full_supply_card(players):
    state = new(players, seed=3)
    for seat in range(players):
        assert sorted(CAT.contracts[c].value for c in state.contracts[seat]) == [2, 3, 4, 5]
        assert sorted(CAT.bonus[b].cost for b in state.bonus[seat]) == [3, 4]
        assert state.tile[seat] == [1] * 8
        assert state.coins[seat] == 0 and sum(state.storage[seat]) == 0
    assert state.cubes == [1] * 8
    assert len(state.bonus_display) == 4 and len(state.building_display) == 4
    # the spare 2s are discarded; decks 3-10 and the Peace lie face up
    assert all(CAT.contracts[c].value == 2 for c in state.discard)
    assert len(state.discard) == 5 - players
    for value in (3, 4, 5, 6, 7, 8, 9, 10, 14):
        assert state.stacks[value], f"deck {value} shows no top card"
    assert state.stacks[14] == [CAT.peace_id]
    assert state.to_move() == [0] and state.step == "invest"


def test_long_game_set_up():
    four = new(4, long_game=True)
    assert four.chart_side == "back" and four.chart_rows == [5, 5, 5, 5]
    three = new(3, long_game=True)
    assert three.chart_side == "back" and three.chart_rows == [0, 0, 5, 0]
    two = new(2, long_game=True)
    assert two.chart_side == "ultimo" and two.chart_rows == [0, 5, 5, 5, 5, 5]
    for state in (four, three, two):
        for seat in range(state.n):
            assert sorted(CAT.contracts[c].value for c in state.contracts[seat]) == [2, 3]
            assert state.tile[seat] == [0] * 8 and state.bonus[seat] == [] and state.tokens[seat] == 0


def test_solo_set_up_uses_the_solo_deck_and_no_chart():
    state = new(1)
    assert state.no_coins and state.chart_rows == [] and state.token_supply == 15
    assert {v: len(p) for v, p in state.solo_deck.items()} == {8: 7, 9: 5, 10: 4, 14: 1}
    for value in (8, 9, 10, 14):
        assert state.stacks[value] == [] and state.pools[value] == []
    assert sorted(CAT.bonus[b].cost for b in state.bonus[0]) == [3, 4]
    shown = set(state.building_display) | set(state.building_pool)
    assert shown == {b for b, card in CAT.buildings.items() if not card.multiplayer_only}
    assert len(shown) == 21
    view = state.view(0)
    assert view["solo"]["scale"] == {"beginner": 55, "experienced": 60, "mega": 80}
    assert view["solo"]["turns_total"] == 17 and view["chart"] is None
