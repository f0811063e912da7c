"""Expulsion from the active district: one merchant to each neighbour without a guild token, the rest home."""

from __future__ import annotations

from tests.engine.jantaris.helpers import arrange, keys, on, opening, play, vote_in


def expel_seat_one(merchants: int, tokens: tuple[str, str], items: dict | None = None):
    state = arrange(opening(4), merchants={"taira": [0, merchants]}, tokens=tokens, items=items or {})
    vote_in(state, "taira", ["influence", "deal", "deal", "recruitment"])
    play(state, "expel:1")
    return state


def test_four_merchants_one_to_each_neighbour_two_to_the_supply():
    # the seed's illustration: four merchants expelled from Taira
    state = expel_seat_one(4, ("square", "square"))
    assert on(state, "taira")[1] == 0
    assert on(state, "melvara")[1] == 1 and on(state, "kesrit")[1] == 1
    assert state.supply[1] == 14 - 2


def test_next_to_a_guild_token_only_one_merchant_moves():
    state = expel_seat_one(4, ("kesrit", "square"))
    assert on(state, "melvara")[1] == 1 and on(state, "kesrit")[1] == 0
    assert on(state, "taira")[1] == 0 and state.supply[1] == 14 - 1


def test_a_lone_merchant_chooses_its_side():
    state = arrange(opening(4), merchants={"taira": [0, 1]}, tokens=("square", "square"))
    vote_in(state, "taira", ["influence", "deal", "deal", "recruitment"])
    play(state, "expel:1")
    assert state.to_move() == [1] and keys(state) == ["send:melvara", "send:kesrit"]
    play(state, "send:kesrit")
    assert on(state, "kesrit")[1] == 1 and on(state, "taira")[1] == 0


def test_a_lone_merchant_next_to_a_token_goes_to_the_other_side():
    state = expel_seat_one(1, ("melvara", "square"))
    assert on(state, "kesrit")[1] == 1 and on(state, "melvara")[1] == 0


def test_travel_map_keeps_the_rest_in_the_neighbourhood():
    state = expel_seat_one(4, ("square", "square"), items={1: ["travel_map"]})
    assert state.to_move() == [1] and keys(state) == ["send:melvara", "send:kesrit", "send:supply"]
    play(state, "send:kesrit")
    assert keys(state) == ["send:melvara", "send:kesrit", "send:supply"]
    play(state, "send:supply")
    assert on(state, "kesrit")[1] == 2 and on(state, "melvara")[1] == 1 and state.supply[1] == 14 - 3
