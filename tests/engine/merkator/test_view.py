"""The view the board draws from, its prompt codes, and the static board data."""

from __future__ import annotations

import json

from engine.games.merkator.view import board_data
from tests.engine.merkator.helpers import act, new, quiet, set_contracts

TOP_KEYS = {"game", "to_move", "round", "over", "prompt", "turn", "regions", "figure", "chart", "token_supply",
            "decks", "discard", "bonus_display", "bonus_deck", "building_display", "building_deck", "players",
            "join_queue", "pending_controls", "scores", "options"}


def test_view_layout_is_json_ready_and_complete():
    state = new(3)
    view = state.view(1)
    assert set(view) == TOP_KEYS
    json.dumps(view)
    assert view == state.view(None), "Merkator has no hidden information"
    assert view["prompt"]["code"] == "invest" and view["to_move"] == [0]
    assert view["regions"] == {r: 1 for r in ("hamburg", "danzig", "sweden", "russia", "dutch_republic",
                                              "england", "france", "spain")}
    assert view["decks"]["14"]["count"] == 1 and view["chart"]["tokens"] == 25
    player = view["players"][2]
    assert set(player) == {"seat", "name", "coins", "credit", "tokens", "storage", "supply_card", "contracts",
                           "fulfilled_now", "bonus_cards", "buildings", "hand"}
    assert player["tokens"] == 2 and len(player["supply_card"]) == 8


def test_prompts_follow_the_steps_of_a_turn():
    state = new(2)
    quiet(state)
    state.cubes[2] = 3
    act(state, "travel:sweden")
    assert state.view(None)["prompt"] == {"code": "take_goods", "params": {"region": "sweden", "left": 3}}


def test_scores_in_the_view_keep_halves_and_add_up():
    state = new(2)
    quiet(state)
    set_contracts(state, 0, "C09", "C10", "C11", "C12", "C13", "C14", "C15")  # 2..8
    entry = state.view(None)["scores"][0]
    assert entry["exact"] == 8 + 7 + 6 + 5 + 4 + 2.5
    assert entry["total"] == sum(entry["breakdown"].values()) == 32.5


def test_solo_view_reports_the_rulebook_scale():
    view = new(1).view(0)
    assert view["solo"]["deck_left"] == 17 and view["solo"]["deck_by_value"] == {"8": 7, "9": 5, "10": 4, "14": 1}
    assert view["solo"]["rating"] == "below_beginner"


def test_board_data_holds_the_map_and_the_cards():
    data = board_data()
    json.dumps(data)
    assert len(data["regions"]) == 12 and ["russia", "sweden"] in data["roads"]
    assert len(data["contracts"]) == 78 and len(data["buildings"]) == 26 and len(data["bonus_cards"]) == 16
