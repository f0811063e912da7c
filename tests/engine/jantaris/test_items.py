"""Every item's effect at its moment: start of turn (with crowns), on purchase, and the triggered ones not covered elsewhere."""

from __future__ import annotations

from engine.games.jantaris.data import ITEM_INDEX, ITEMS
from tests.engine.jantaris.helpers import arrange, codes, keys, on, opening, play, run_steps


def start_of_turn(items: dict, **kw):
    state = arrange(opening(4), items=items, tokens=("taira", "square"), **kw)
    state.active = 0
    run_steps(state, ("start_items",), rest=(("city",),))
    return state


def buy(name: str, **kw):
    """Seat 0 buys the item uncontested (the others hold no goods)."""
    state = arrange(opening(4), goods={0: (6, 6), 1: (0, 0), 2: (0, 0), 3: (0, 0)}, **kw)
    index = ITEM_INDEX[name]
    for pile in (state.bazaar_unseen, state.bazaar_under):
        if index in pile:
            pile.remove(index)
    state.bazaar_unseen += state.display
    state.display = [index]
    price = ITEMS[index].price
    # the only affordable item is put up for auction without a choice
    events = play(state, "visit:bazaar", f"bid:{sum(price)}")
    assert state.items[0][-1] == index
    return state, events


def test_royal_cloak_lets_every_crown_owner_remove_a_merchant():
    state = start_of_turn({0: ["royal_cloak"], 2: ["sceptre"]}, merchants={"azarin": [1, 1, 1], "taira": [2]})
    # the owner first: Taira holds a guild token, so only Azarin
    assert state.to_move() == [0] and keys(state) == ["remove:azarin", "skip"]
    play(state, "remove:azarin")
    # seat 1 owns no crown item; seat 2 does
    assert state.to_move() == [2] and keys(state) == ["remove:azarin", "skip"]
    play(state, "skip")
    assert on(state, "azarin") == [0, 1, 1, 0] and state.decision[0] == "city"


def test_signet_ring_gives_each_crown_owner_a_good_of_its_colour():
    state = start_of_turn({0: ["signet_ring"], 1: ["coronation_goblet"]}, goods={1: (6, 0)})
    assert keys(state) == ["goods:0,1", "goods:1,0"]
    play(state, "goods:0,1")
    # seat 1 has no room for red: its black good needs no choice
    assert state.goods[0] == [0, 1] and state.goods[1] == [6, 1] and state.decision[0] == "city"


def test_sceptre_moves_a_merchant_to_a_neighbouring_district():
    state = start_of_turn({0: ["sceptre"]}, merchants={"melvara": [1], "azarin": [1]})
    # Taira holds a token: Melvara's merchant may only go to Dorakan
    assert keys(state) == ["move:azarin,shakara", "move:azarin,likaran", "move:melvara,dorakan", "skip"]
    play(state, "move:melvara,dorakan")
    assert on(state, "dorakan")[0] == 1 and on(state, "melvara")[0] == 0


def test_bale_of_silk_gives_a_red_good_and_several_start_items_are_ordered():
    state = start_of_turn({0: ["bale_of_silk", "signet_ring"]})
    assert state.decision[0] == "start_order" and keys(state) == ["use:bale_of_silk", "use:signet_ring"]
    play(state, "use:bale_of_silk")
    assert state.goods[0] == [1, 0]
    play(state, "goods:1,0")
    assert state.goods[0] == [2, 0] and state.decision[0] == "city"


def test_picklocks_reveal_and_order():
    state = arrange(opening(4), goods={0: (6, 6), 1: (0, 0), 2: (0, 0), 3: (0, 0)})
    pick = ITEM_INDEX["picklocks"]
    state.display = [pick]
    state.bazaar_unseen = [ITEM_INDEX[n] for n in ("golden_statue", "dagger", "sceptre")]
    state.bazaar_under = [ITEM_INDEX["rare_spices"]]
    events = play(state, "visit:bazaar", "bid:5")
    revealed = [e for e in events if e.code == "items_revealed"][0]
    assert sorted(revealed.params["items"]) == ["dagger", "golden_statue", "sceptre"]
    assert revealed.params["prestige"] == 4 and state.pp[0][3] == 4
    assert state.decision[0] == "picklocks" and len(keys(state)) == 3
    play(state, "bottom:sceptre", "bottom:dagger")
    # under the deck in the chosen order, below the card that was there; the refill takes from the top
    assert state.display == [ITEM_INDEX[n] for n in ("rare_spices", "sceptre")]
    assert state.bazaar_under == [ITEM_INDEX[n] for n in ("dagger", "golden_statue")]


def test_picklocks_three_equal_give_nothing():
    state = arrange(opening(4), goods={0: (6, 6), 1: (0, 0), 2: (0, 0), 3: (0, 0)})
    state.display = [ITEM_INDEX["picklocks"]]
    state.bazaar_unseen = [ITEM_INDEX[n] for n in ("dagger", "old_coins", "guild_seal")]  # 1 prestige each
    state.bazaar_under = []
    events = play(state, "visit:bazaar", "bid:5")
    assert [e.params["prestige"] for e in events if e.code == "items_revealed"] == [0]
    assert state.pp[0][3] == 0


def test_royal_charter_places_for_every_crown_owner():
    state, _ = buy("royal_charter", items={3: ["sceptre"]})
    assert state.to_move() == [0] and "skip" in keys(state)
    play(state, "place:zafira")
    assert state.to_move() == [3]
    play(state, "place:nuhal")
    assert on(state, "zafira")[0] == 1 and on(state, "nuhal")[3] == 1


def test_coronation_goblet_gives_every_crown_owner_a_prestige():
    state, _ = buy("coronation_goblet", items={2: ["royal_cloak"]})
    assert state.pp[0][0] == ITEMS[ITEM_INDEX["coronation_goblet"]].prestige
    assert state.pp[0][3] == 1 and state.pp[2][3] == 1 and state.pp[1][3] == 0


def test_rare_spices_and_golden_statue_give_goods_of_any_colours():
    state, _ = buy("rare_spices")  # a bid of exactly the starting price leaves no colour to choose
    # after paying three red and two black, black has room for two only
    assert state.decision[0] == "goods" and keys(state) == ["goods:1,2", "goods:2,1", "goods:3,0"]
    play(state, "goods:2,1")
    assert state.goods[0] == [5, 5]
    state, _ = buy("golden_statue")
    play(state, "goods:1,0")
    assert state.goods[0] == [4, 3]


def test_dagger_takes_up_to_two_goods_from_one_opponent():
    state, events = buy("dagger")
    assert "item_bought" in codes(events)
    state.goods[2] = [1, 1]
    state.goods[3] = [2, 0]
    state.decision = None
    run_steps(state, ("dagger", 0, -1, 2), rest=())
    assert keys(state) == ["steal:2,red", "steal:2,black", "steal:3,red"]
    play(state, "steal:2,black")
    assert keys(state) == ["steal:2,red", "done"]
    play(state, "steal:2,red")
    assert state.goods[2] == [0, 0] and state.goods[0] == [4, 6]
