"""Phase 1: the marketplace, the guild house, and the bazaar's auctions with the active player's privilege."""

from __future__ import annotations

from engine.games.jantaris.data import ITEM_INDEX
from tests.engine.jantaris.helpers import arrange, codes, keys, on, opening, play


def city(players: int = 4, **kw):
    state = opening(players)
    arrange(state, **kw)
    assert state.decision[0] == "city" and state.active == 0
    return state


def display(state, *names: str) -> None:
    for name in names:
        index = ITEM_INDEX[name]
        for pile in (state.bazaar_unseen, state.bazaar_under):
            if index in pile:
                pile.remove(index)
    for index in state.display:
        state.bazaar_unseen.append(index)
    state.display = [ITEM_INDEX[n] for n in names]


def test_the_marketplace_gives_up_to_two_goods_of_one_colour():
    state = city(goods={0: (5, 1)})
    play(state, "visit:market")
    assert keys(state) == ["take:red,1", "take:black,1", "take:black,2"]
    play(state, "take:black,2")
    assert state.goods[0] == [5, 3] and state.phase == "diplomacy"


def test_a_full_player_gains_nothing_at_the_marketplace():
    state = city(goods={0: (6, 6)})
    events = play(state, "visit:market")
    assert "effect_lost" in codes(events) and state.decision[0] == "token"


def test_merchants_scales_allow_three():
    state = city(items={0: ["merchants_scales"]})
    play(state, "visit:market")
    assert "take:red,3" in keys(state)


def test_the_guild_house_places_one_merchant_where_no_token_stands():
    state = city(tokens=("square", "taira"))
    play(state, "visit:guild")
    options = keys(state)
    assert "place:square" not in options and "place:taira" not in options
    assert "remove:azarin" in options and "remove:taira" not in options
    play(state, "place:zafira")
    assert on(state, "zafira")[0] == 1 and state.decision[0] == "token"


def test_the_guild_house_removes_up_to_two():
    state = city(merchants={"azarin": [2], "melvara": [1], "taira": [3]}, tokens=("taira", "square"))
    play(state, "visit:guild", "remove:azarin")
    assert keys(state) == ["remove:azarin", "remove:melvara", "done"]
    play(state, "remove:melvara")
    assert on(state, "azarin")[0] == 1 and on(state, "melvara")[0] == 0 and state.supply[0] == 14 - 4
    assert state.decision[0] == "token"


def test_guild_seal_places_two():
    state = city(items={0: ["guild_seal"]})
    play(state, "visit:guild", "place:zafira")
    assert "done" in keys(state)
    play(state, "place:nuhal")
    assert on(state, "zafira")[0] == 1 and on(state, "nuhal")[0] == 1


def test_the_bazaar_needs_the_colour_mix_of_the_starting_price():
    state = city(goods={0: (0, 5)})
    display(state, "royal_cloak", "bale_of_silk")  # 2 red + 1 black; 3 black
    play(state, "visit:bazaar")
    assert keys(state) == ["bid:3", "bid:4", "bid:5"]  # only the silk is affordable, so it is chosen
    assert state.decision[0] == "opening_bid"


def test_nothing_affordable_ends_the_phase():
    state = city(goods={0: (0, 0)})
    events = play(state, "visit:bazaar")
    assert "effect_lost" in codes(events) and state.decision[0] == "token"


def test_an_auction_with_raises_the_active_player_matching_and_dropping_out():
    state = city(goods={0: (3, 3), 1: (2, 4), 2: (1, 0), 3: (3, 2)})
    display(state, "royal_cloak", "golden_statue")  # 2R+1B for 2 prestige
    play(state, "visit:bazaar", "auction:royal_cloak")
    assert keys(state) == ["bid:3", "bid:4", "bid:5", "bid:6"]
    events = play(state, "bid:3")
    # seat 2 cannot hold the colour mix and drops out by itself; seat 1 is first to act
    assert state.to_move() == [1]
    assert keys(state) == ["bid:4", "bid:5", "bid:6", "drop"]
    events = play(state, "bid:4")
    assert [e.params["seat"] for e in events if e.code == "bid_dropped" and e.params["forced"]] == [2]
    play(state, "bid:5", seat=3)
    # back at the active player: matching is all it may do
    assert state.to_move() == [0] and keys(state) == ["bid:5", "drop"]
    play(state, "bid:5")
    assert state.view(None)["auction"]["leader"] == 0
    events = play(state, "bid:6", seat=1)
    # seat 3 holds only five goods and cannot go higher: it drops out by itself
    assert [e.params["seat"] for e in events if e.code == "bid_dropped"] == [3]
    assert state.to_move() == [0] and keys(state) == ["bid:6", "drop"]
    events = play(state, "bid:6")  # seat 1 has six goods, cannot raise, and drops out
    assert state.items[0] == [ITEM_INDEX["royal_cloak"]]
    assert state.goods[0] == [0, 0] and sum(state.pp[0]) == 2
    # bought: no second auction, the display is refilled to two at the end
    assert "display_refilled" in codes(events) and len(state.display) == 2
    assert state.decision[0] == "token"


def test_a_lost_first_auction_allows_a_second_and_refill_waits_for_the_end():
    state = city(goods={0: (3, 3), 1: (6, 6), 2: (0, 0), 3: (0, 0)})
    display(state, "royal_cloak", "bale_of_silk")
    play(state, "visit:bazaar", "auction:royal_cloak", "bid:3")
    play(state, "bid:4", seat=1)
    events = play(state, "drop", seat=0)
    assert state.decision[0] == "pay" and state.to_move() == [1]
    events += play(state, "pay:3,1")
    assert state.items[1] == [ITEM_INDEX["royal_cloak"]] and state.goods[1][0] + state.goods[1][1] == 8
    assert "display_refilled" not in codes(events)
    assert state.decision[0] == "auction_choose" and keys(state) == ["auction:bale_of_silk", "pass"]
    play(state, "pass")
    assert len(state.display) == 2 and state.decision[0] == "token"


def test_the_winner_chooses_the_colours_above_the_starting_price():
    state = city(goods={0: (4, 4), 1: (0, 0), 2: (0, 0), 3: (0, 0)})
    display(state, "royal_cloak", "bale_of_silk")
    play(state, "visit:bazaar", "auction:royal_cloak", "bid:5")
    assert state.decision[0] == "pay" and keys(state) == ["pay:2,3", "pay:3,2", "pay:4,1"]
    play(state, "pay:2,3")
    assert state.goods[0] == [2, 1]


def test_historical_book_swaps_before_the_auction():
    state = city(goods={0: (0, 0)}, items={0: ["historical_book"]})
    old = state.display[0]
    play(state, "visit:bazaar")
    assert state.decision[0] == "book"
    assert keys(state)[-1] == "keep"
    events = play(state, keys(state)[0])
    assert "display_swapped" in codes(events) and old not in state.display and state.bazaar_under == [old]


def test_merchants_purse_gives_back_a_good():
    state = city(goods={0: (3, 3), 1: (0, 0), 2: (0, 0), 3: (0, 0)}, items={0: ["merchants_purse"]})
    display(state, "royal_cloak", "bale_of_silk")
    play(state, "visit:bazaar", "auction:royal_cloak", "bid:3")
    assert keys(state) == ["refund:red", "refund:black"]
    play(state, "refund:black")
    assert state.goods[0] == [1, 3]
