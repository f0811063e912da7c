"""Set-up for 2 to 5 players, the season deck, and phase 1 (supply)."""

from __future__ import annotations

import pytest

from engine.core import GameConfig
from engine.core.errors import ConfigError
from engine.games.speicherstadt import RULESET
from engine.games.speicherstadt.data import CARD_BY_ID, CARDS
from tests.engine.speicherstadt.helpers import cube_total, new_game, pass_round

DECK_SIZES = {2: 51, 3: 51, 4: 53, 5: 51}
REMOVED = {2: {"port", "fireman_d3"}, 3: {"boatsmen_church", "fireman_d3"}, 4: set(),
           5: {"boatsmen_church", "fireman_d3"}}


def all_cards(state) -> list[str]:
    ids = [CARDS[c].id for pile in state.piles for c in pile]
    ids += [CARDS[c].id for c in state.display] + [CARDS[c].id for c in state.discards]
    return ids


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_per_player_count(players):
    state = new_game(players)
    assert state.coins == [5] * players
    assert state.workers_left == [3] * players
    assert len(state.display) == players + 1
    cards = all_cards(state)
    assert len(cards) == DECK_SIZES[players] + 1  # seasons A-D plus the fourth fire
    assert len(set(cards)) == len(cards)
    assert not REMOVED[players] & set(cards)
    assert state.piles[4] == [CARD_BY_ID["fire_e"].index]
    # the first display comes from winter (A), which holds no ship: the bag is full
    assert all(CARDS[c].season == "A" for c in state.display)
    assert sum(state.bag) == 45 and cube_total(state) == 45
    assert state.round == 1 and state.phase == "demand" and state.to_move() == [0]


def test_season_piles_are_used_in_order_and_fourth_fire_last():
    state = new_game(3, seed=8)
    seasons: list[str] = []
    while not state.is_over():
        for event in pass_round(state):
            if event.code == "card_revealed":
                seasons.append(event.params["season"])
                assert event.reveals
    assert seasons == sorted(seasons)
    assert seasons[-1] == "E" and seasons.count("E") == 1
    assert state.round == 13 or state.round == 12  # 12 rounds, plus a fire-only step when the 3rd fire is last


def test_ships_arrive_with_three_cubes_from_the_bag():
    state = new_game(4, seed=3)
    while not any(CARDS[c].kind == "ship" for c in state.display):
        events = pass_round(state)
    loaded = [e for e in events if e.code == "ship_loaded"]
    assert loaded and all(len(e.params["cubes"]) == 3 and e.reveals for e in loaded)
    for k, c in enumerate(state.display):
        if CARDS[c].kind == "ship":
            assert sum(state.ship_cubes[k]) == 3
    assert cube_total(state) == 45


def test_display_is_refilled_after_a_fire():
    state = new_game(2, seed=5)
    while True:
        events = pass_round(state)
        if any(e.code == "fire_resolved" for e in events):
            break
    assert len(state.display) == 3
    assert all(CARDS[c].kind != "fire" for c in state.display)
    fire = next(e for e in events if e.code == "fire_resolved")
    assert CARD_BY_ID[fire.params["card"]].index in state.discards


def test_random_start_player_and_options():
    seats = {RULESET.new_game(GameConfig(players=4, seed=s)).start for s in range(30)}
    assert seats == {0, 1, 2, 3}
    assert new_game(3, first_player=3).to_move() == [2]
    with pytest.raises(ConfigError):
        RULESET.new_game(GameConfig(players=2, options={"first_player": 4}))


def test_d_season_option_moves_one_card_to_autumn():
    default = new_game(4)
    assert CARD_BY_ID["st_michaelis"].index in default.piles[3]
    moved = new_game(4, d_season_card="warehouse")
    in_game = [c for pile in moved.piles for c in pile] + moved.display
    assert CARD_BY_ID["warehouse"].index in moved.piles[3]
    assert CARD_BY_ID["st_michaelis"].index in in_game
    assert CARD_BY_ID["st_michaelis"].index not in moved.piles[3]
