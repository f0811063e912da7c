"""Every vote card at every count (the action-card table), the order of resolution and the Masquerade Mask."""

from __future__ import annotations

import pytest

from tests.engine.jantaris.helpers import arrange, codes, keys, on, opening, play, vote_in

# Likaran lies between Azarin and Dorakan on the ring
BOARD = {"likaran": [2, 1, 0, 0], "azarin": [1, 0, 3, 0], "dorakan": [0, 2, 0, 0], "square": [3, 1, 0, 2]}


def table(players: int = 4, tokens: tuple[str, str] = ("taira", "square"), **kw):
    state = opening(players)
    return arrange(state, merchants=BOARD, tokens=tokens, **kw)


def others(card: str, count: int, filler: str = "recruitment", other: str = "influence") -> list[str]:
    """Seat 0 plays ``card``; ``count`` seats in all play it, the rest split over two other cards."""
    votes = [card] * count
    spare = [filler, other, filler if filler != card else other]
    while len(votes) < 4:
        votes.append(spare.pop(0))
    return votes


def test_deal_alone_gives_two_goods_of_the_token_colour():
    state = table()
    vote_in(state, "likaran", ["deal", "recruitment", "influence", "black_market"], token="red")
    assert state.goods[0] == [2, 0]


@pytest.mark.parametrize("count", [2])
def test_deal_by_two_gives_a_good_per_merchant_in_the_active_district(count):
    state = table()
    vote_in(state, "likaran", ["deal", "deal", "influence", "recruitment"])
    assert state.goods[0] == [0, 2] and state.goods[1] == [0, 1]


@pytest.mark.parametrize("count", [3, 4])
def test_deal_by_three_or_four_gives_a_good_per_merchant_on_the_square(count):
    state = table()
    votes = ["deal"] * count + ["recruitment"] * (4 - count)
    vote_in(state, "likaran", votes)
    assert state.goods[0] == [0, 3] and state.goods[1] == [0, 1] and state.goods[2] == [0, 0]
    if count == 4:
        assert state.goods[3] == [0, 2]


def test_goods_stop_at_six_of_a_colour():
    state = table(goods={0: (0, 5)})
    vote_in(state, "likaran", ["deal", "recruitment", "influence", "black_market"])
    assert state.goods[0] == [0, 6]


def test_black_market_alone_takes_one_good_from_a_chosen_opponent():
    state = table(goods={1: (1, 0), 2: (2, 2), 3: (0, 1)})
    vote_in(state, "likaran", ["black_market", "deal", "deal", "influence"])
    # the deals of seats 1 and 2 come after seat 0 took its good
    assert state.decision[0] == "black_market"
    assert keys(state) == ["steal:1,red", "steal:2,red", "steal:2,black", "steal:3,black"]
    play(state, "steal:2,black")
    assert state.goods[0] == [0, 1] and state.goods[2][0] == 2


def test_black_market_alone_cannot_take_from_an_iron_strongbox():
    state = table(goods={1: (1, 0), 2: (0, 0), 3: (0, 0)}, items={1: ["iron_strongbox"]})
    events = vote_in(state, "likaran", ["black_market", "deal", "influence", "influence"])
    assert state.goods[1][0] == 1
    lost = [e for e in events if e.code == "effect_lost" and e.params["seat"] == 0]
    assert lost and lost[0].params["reason"] == "nothing_to_take"


def test_black_market_by_two_gives_two_goods_of_any_colours():
    state = table(goods={0: (5, 0)})
    vote_in(state, "likaran", ["black_market", "black_market", "deal", "influence"])
    assert state.decision[0] == "goods" and keys(state) == ["goods:0,2", "goods:1,1"]
    play(state, "goods:1,1")
    assert state.goods[0] == [6, 1]
    assert state.decision[0] == "goods" and state.to_move() == [1]
    play(state, "goods:2,0")
    assert state.goods[1] == [2, 0]


@pytest.mark.parametrize("count", [3, 4])
def test_black_market_by_three_loses_all_goods_and_expels(count):
    state = table(goods={0: (3, 2), 1: (1, 1), 2: (4, 0), 3: (1, 0)})
    votes = ["black_market"] * count + ["deal"] * (4 - count)
    vote_in(state, "likaran", votes)
    # seat 0 has two merchants in Likaran: one to each neighbour; seat 1 its single one chooses a side
    assert on(state, "likaran")[0] == 0 and on(state, "azarin")[0] == 2 and on(state, "dorakan")[0] == 1
    assert state.goods[0] == [0, 0]
    assert state.decision[0] == "expel_side" and state.to_move() == [1]
    play(state, "send:dorakan")
    assert on(state, "dorakan")[1] == 3 and state.goods[1] == [0, 0] and state.goods[2] == [0, 0]
    if count == 3:
        assert state.goods[3] == [1, 2]  # a lone Deal: two goods of the token colour


def test_influence_alone_expels_any_chosen_player():
    state = table()
    vote_in(state, "likaran", ["influence", "deal", "recruitment", "deal"])
    assert keys(state) == ["expel:0", "expel:1", "expel:2", "expel:3"]
    play(state, "expel:0")
    assert on(state, "likaran") == [0, 1, 0, 0]
    assert on(state, "azarin")[0] == 2 and on(state, "dorakan")[0] == 1


def test_influence_alone_may_target_a_player_with_nobody_there():
    state = table()
    events = vote_in(state, "likaran", ["influence", "deal", "recruitment", "deal"])
    events += play(state, "expel:2")
    assert [e.params["count"] for e in events if e.code == "expelled"] == [0]
    assert on(state, "likaran") == [2, 1, 0, 0]


def test_influence_by_two_moves_up_to_two_in_from_one_neighbour():
    state = table()
    vote_in(state, "likaran", ["influence", "influence", "deal", "recruitment"])
    assert keys(state) == ["move_in:azarin,1", "skip"]
    play(state, "move_in:azarin,1")
    assert keys(state) == ["move_in:dorakan,1", "move_in:dorakan,2", "skip"]
    play(state, "move_in:dorakan,2")
    assert on(state, "likaran") == [3, 3, 0, 0] and on(state, "dorakan")[1] == 0


def test_influence_by_three_moves_up_to_two_out_to_one_neighbour():
    state = table(tokens=("dorakan", "square"))
    vote_in(state, "likaran", ["influence", "influence", "influence", "deal"])
    # Dorakan holds the red token: only Azarin can receive
    assert keys(state) == ["move_out:azarin,1", "move_out:azarin,2", "skip"]
    play(state, "move_out:azarin,2")
    assert on(state, "likaran")[0] == 0 and on(state, "azarin")[0] == 3


def test_recruitment_alone_places_in_any_district_without_a_token():
    state = table()
    vote_in(state, "likaran", ["recruitment", "deal", "deal", "influence"])
    options = keys(state)
    assert "place:likaran" not in options and "place:taira" not in options and len(options) == 8
    play(state, "place:zafira")
    assert on(state, "zafira")[0] == 1


def test_recruitment_by_two_places_on_the_square_when_it_is_open():
    state = table()
    vote_in(state, "likaran", ["recruitment", "recruitment", "deal", "influence"])
    assert on(state, "square")[:2] == [4, 2]


def test_recruitment_by_two_is_wasted_while_a_token_stands_on_the_square():
    state = table(tokens=("square", "square"))
    events = vote_in(state, "likaran", ["recruitment", "recruitment", "deal", "influence"])
    assert on(state, "square") == [3, 1, 0, 2]
    assert [e.params["reason"] for e in events if e.code == "effect_lost"][:2] == ["square_blocked"] * 2


def test_recruitment_by_three_places_up_to_two_in_one_neighbour():
    state = table()
    vote_in(state, "likaran", ["recruitment", "recruitment", "recruitment", "deal"])
    assert keys(state) == [
        "recruit:azarin,1", "recruit:azarin,2", "recruit:dorakan,1", "recruit:dorakan,2", "skip",
    ]
    play(state, "recruit:dorakan,2")
    assert on(state, "dorakan")[0] == 2


def test_votes_resolve_from_the_active_player_clockwise():
    state = table()
    state.active = 2
    events = vote_in(state, "likaran", ["deal", "deal", "influence", "recruitment"])
    resolved = [e.params["seat"] for e in events if e.code == "vote_resolved"]
    assert resolved[:1] == [2]
    assert codes(events).count("votes_revealed") == 1


def test_masquerade_mask_counts_one_card_fewer():
    state = table(items={0: ["masquerade_mask"]})
    vote_in(state, "likaran", ["deal", "deal", "influence", "recruitment"], token="red")
    assert state.decision[0] == "mask" and keys(state) == ["count:2", "count:1"]
    play(state, "count:1")
    assert state.goods[0] == [2, 0] and state.goods[1] == [1, 0]  # seat 1 still counts two
