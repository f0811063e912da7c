"""The data files hold every number and mark; the view is the same for every seat and JSON-ready."""

from __future__ import annotations

import json
from collections import Counter

from engine.games.speicherstadt.data import CARD_MARKS, CARDS, CHOICES, TOTAL_CUBES, catalog
from tests.engine.speicherstadt.helpers import new_game, pass_round


def test_card_data_matches_the_rulebook_counts():
    assert len(CARDS) == 54 and TOTAL_CUBES == 45
    assert Counter(c.season for c in CARDS) == {"A": 12, "B": 13, "C": 13, "D": 15, "E": 1}
    kinds = Counter(c.kind for c in CARDS)
    assert kinds["contract"] == 10 and kinds["ship"] == 15 and kinds["fire"] == 4
    assert kinds["fireman"] == 10 and kinds["counting_house"] == 4 and kinds["merchant"] == 5
    for card in CARDS:
        assert set(card.names) == {"en", "cs", "de"}
        if card.kind == "contract":
            assert card.points == {2: 5, 3: 8, 4: 11}[card.size]
        if card.kind == "fireman":
            assert 1 <= card.strength <= 5
    assert sorted(c.order for c in CARDS if c.kind == "fire") == [1, 2, 3, 4]


def test_reconstructed_and_assumed_values_keep_their_marks():
    for card in CARDS:
        marks = CARD_MARKS[card.id]
        if card.kind == "fire":
            assert marks["points"] == "reconstructed"
        if card.kind == "contract":
            assert marks["goods"] == "reconstructed"
        if card.kind == "fireman":
            assert marks["strength"] == ("verified" if card.id == "fireman_d3" else "reconstructed")
    assert CARD_MARKS["rubber_merchant"]["names_unverified"] == ["en", "de"]
    assert CHOICES["d_season_card"] == "st_michaelis"
    entry = catalog()["contract_b3"]
    assert entry["needs"] == {"coffee": 1, "tea": 1, "rubber": 1, "carpet": 1} and entry["points"] == 11


def test_view_is_public_complete_and_json_ready():
    state = new_game(3, seed=4)
    for _ in range(4):
        pass_round(state)
    views = [state.view(seat) for seat in (None, 0, 1, 2)]
    assert all(v == views[0] for v in views)
    view = views[0]
    json.dumps(view)
    for key in ("to_move", "round", "over", "prompt", "phase", "start_player", "last_round", "piles",
                "remaining", "discards", "bag", "supply", "display", "purchase_column", "players",
                "loading", "scores"):
        assert key in view
    assert sum(view["bag"].values()) + sum(view["supply"].values()) <= 45
    assert sum(view["piles"].values()) == sum(len(v) for v in view["remaining"].values())
    column = view["display"][0]
    assert set(column) == {"card", "kind", "workers", "price", "full", "cubes"}
    player = view["players"][0]
    assert {"coins", "fire_points", "firemen", "cards", "contracts", "warehouse", "market",
            "ships_to_unload", "workers_home"} <= set(player)
