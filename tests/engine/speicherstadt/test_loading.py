"""Phase 4: unloading ships cube by cube, the warehouse, merchants, contracts and the market hall."""

from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction
from engine.games.speicherstadt.state import SpeicherstadtState
from tests.engine.speicherstadt.helpers import (
    codes,
    counts,
    cube_total,
    from_bag,
    give,
    new_game,
    play,
    set_display,
)

BLUE, RED = 0, 1


def blue_buys_two_ships():
    """The rulebook's loading example: Blue (seat 0) buys two ships in one round.

    Blue owns a small contract (coffee + carpet, the coffee already delivered), a large
    contract (coffee, tea, rubber, carpet) and the Tea Taster.
    """
    state = new_game(2)
    give(state, BLUE, "contract_a1", delivered=("coffee",))
    give(state, BLUE, "contract_b3")
    give(state, BLUE, "tea_taster")
    set_display(state, [("ship_b1", ["rubber", "tea", "carpet"]), ("ship_b2", ["rubber", "tea", "saffron"]),
                        "fireman_a1"])
    for seat, column in [(0, 0), (1, 2), (0, 1), (1, 2), (0, 2), (1, 2)]:
        play(state, seat, f"place:{column}")
    play(state, BLUE, "buy")
    events = play(state, BLUE, "buy")
    assert state.coins[BLUE] == 3
    # column 2 holds red, red, blue, red: all decline and the fireman is discarded
    assert codes(events)[-1] != "loading_started"
    for seat in (RED, RED, BLUE):
        play(state, seat, "decline")
    events = play(state, RED, "decline")
    assert "card_discarded" in codes(events)
    assert [e.code for e in events if e.code == "ship_unloaded"] == ["ship_unloaded"] * 2
    assert state.phase == "loading" and state.to_move() == [BLUE]
    assert state.loose == counts("rubber", "rubber", "tea", "tea", "carpet", "saffron")
    assert cube_total(state) == 45
    return state


def test_rulebook_loading_example():
    state = blue_buys_two_ships()
    legal = state.legal_actions(BLUE)
    # the carpet could complete the small contract (5 points) ...
    assert Action("deliver", ("loose", "carpet", "contract_a1")) in legal
    play(state, BLUE, "deliver:loose,rubber,contract_b3")
    play(state, BLUE, "deliver:loose,tea,contract_b3")
    # ... but Blue keeps it in the market hall for the large contract
    play(state, BLUE, "keep:loose,carpet")
    assert state.view(None)["players"][BLUE]["market"] == "carpet"
    # the market hall keeps one cube only; Kontor lets one cube into it per loading turn (undo to choose again)
    assert not [a for a in state.legal_actions(BLUE) if a.kind == "keep"]
    events = play(state, BLUE, "sell:loose,tea")
    assert events[0].params["card"] == "tea_taster" and state.coins[BLUE] == 4
    play(state, BLUE, "market_sell:loose,rubber")
    events = play(state, BLUE, "market_sell:loose,saffron")
    assert codes(events) == ["cube_to_market_sell", "market_sold"]
    assert state.coins[BLUE] == 5
    # both ships are empty; Blue still may use the kept carpet, and says done
    assert state.to_move() == [BLUE]
    play(state, BLUE, "done")
    blue = state.view(None)["players"][BLUE]
    assert blue["market"] == "carpet"
    large = next(c for c in blue["contracts"] if c["card"] == "contract_b3")
    assert large["delivered"] == {"coffee": 0, "tea": 1, "saffron": 0, "rubber": 1, "carpet": 0}
    assert not large["complete"]
    assert state.round == 2 and state.coins[BLUE] == 6  # income 1 after buying
    assert cube_total(state) == 45


def test_rulebook_alternative_convert_three_cubes_into_coffee():
    state = blue_buys_two_ships()
    for notation in ["deliver:loose,rubber,contract_b3", "deliver:loose,tea,contract_b3", "keep:loose,carpet",
                     "convert:loose,rubber", "convert:loose,tea"]:
        play(state, BLUE, notation)
    bare = state.clone()
    play(bare, BLUE, "convert:loose,saffron")
    # the new cube comes from the supply only (never the bag): here it holds just the three returned
    assert [a.key for a in bare.legal_actions(BLUE)] == ["take:tea", "take:saffron", "take:rubber"]
    state.supply[0] += from_bag(state, "coffee")[0]  # a coffee spent earlier in the game
    events = play(state, BLUE, "convert:loose,saffron")
    assert codes(events) == ["cube_to_convert", "market_converted"]
    assert state.view(None)["prompt"]["code"] == "choose_converted_good"
    assert {a.kind for a in state.legal_actions(BLUE)} == {"take"}
    play(state, BLUE, "take:coffee")
    play(state, BLUE, "deliver:loose,coffee,contract_b3")
    events = play(state, BLUE, "deliver:market,carpet,contract_b3")
    assert events[0].params["complete"] is True
    assert state.scores()[BLUE].breakdown["contracts"] == 11
    # nothing is left: the turn ends by itself
    assert "loading_done" in codes(events)
    assert cube_total(state) == 45


def test_contract_cubes_stay_and_only_matching_goods_fit():
    state = blue_buys_two_ships()
    play(state, BLUE, "deliver:loose,rubber,contract_b3")
    legal = state.legal_actions(BLUE)
    assert Action("deliver", ("loose", "rubber", "contract_b3")) not in legal  # its rubber slot is full
    assert Action("deliver", ("loose", "saffron", "contract_b3")) not in legal  # no saffron on it
    assert not [a for a in legal if a.kind == "deliver" and a.args[0] != "loose"]  # nothing comes off
    with pytest.raises(IllegalAction, match="needs no more saffron"):
        play(state, BLUE, "deliver:loose,saffron,contract_a1")
    with pytest.raises(IllegalAction, match="no merchant"):
        play(state, BLUE, "sell:loose,saffron")


def test_warehouse_holds_four_and_stored_cubes_are_used_later():
    state = new_game(2)
    give(state, BLUE, "warehouse")
    give(state, BLUE, "contract_a2")
    set_display(state, [("ship_b1", ["coffee", "coffee", "coffee"]), ("ship_b2", ["tea", "rubber", "carpet"]),
                        "fireman_a1"])
    for seat, column in [(0, 0), (1, 2), (0, 1), (1, 2), (0, 2), (1, 2)]:
        play(state, seat, f"place:{column}")
    play(state, BLUE, "buy")
    play(state, BLUE, "buy")
    while state.phase != "loading":
        play(state, state.to_move()[0], "decline")
    for good in ["coffee", "coffee", "coffee", "rubber"]:
        play(state, BLUE, f"store:loose,{good}")
    assert sum(state.warehouse[BLUE]) == 4
    assert not [a for a in state.legal_actions(BLUE) if a.kind == "store"]
    with pytest.raises(IllegalAction, match="already holds 4 cubes"):
        play(state, BLUE, "store:loose,tea")
    play(state, BLUE, "keep:loose,carpet")
    with pytest.raises(IllegalAction, match="keep space already"):
        play(state, BLUE, "keep:warehouse,coffee")
    # a stored cube may go to the market's sell space, freeing room for the tea
    play(state, BLUE, "market_sell:warehouse,rubber")
    play(state, BLUE, "store:loose,tea")
    assert state.view(None)["players"][BLUE]["warehouse"]["tea"] == 1
    # the keep space took its cube this turn: no further keep (no move can loop)
    assert not [a for a in state.legal_actions(BLUE) if a.kind == "keep"]
    play(state, BLUE, "done")  # the lone rubber in the sell space is lost
    assert state.supply[3] == 1
    # next round: no ship, but the stored tea can go onto the contract
    while state.phase != "loading":
        seat = state.to_move()[0]
        names = [a.kind for a in state.legal_actions(seat)]
        play(state, seat, "decline" if "decline" in names else state.legal_actions(seat)[0].key)
    assert state.to_move() == [BLUE]
    legal = state.legal_actions(BLUE)
    assert Action("deliver", ("warehouse", "tea", "contract_a2")) in legal
    assert Action("store", ("market", "carpet")) not in legal  # the warehouse is full
    play(state, BLUE, "deliver:warehouse,tea,contract_a2")
    assert Action("store", ("market", "carpet")) in state.legal_actions(BLUE)
    play(state, BLUE, "store:market,carpet")
    assert state.market[BLUE] == -1 and sum(state.warehouse[BLUE]) == 4
    assert cube_total(state) == 45


def test_a_ship_whose_cubes_fit_nowhere():
    state = new_game(2)
    state.market[BLUE] = from_bag(state, "tea").index(1)
    set_display(state, [("ship_b1", ["coffee", "saffron", "carpet"]), "fireman_a1", "fireman_a2"])
    for seat, column in [(0, 0), (1, 1), (0, 2), (1, 1), (0, 2), (1, 1)]:
        play(state, seat, f"place:{column}")
    play(state, BLUE, "buy")
    while state.phase != "loading":
        play(state, state.to_move()[0], "decline")
    kinds = {a.kind for a in state.legal_actions(BLUE) if a.args and a.args[0] == "loose"}
    assert kinds == {"convert", "market_sell", "keep"}  # a keep swaps the kept tea
    supply_before = sum(state.supply)
    bag_before = list(state.bag)
    events = play(state, BLUE, "done")
    done = next(e for e in events if e.code == "loading_done")
    assert sorted(done.params["discarded"]) == ["carpet", "coffee", "saffron"]
    assert sum(state.supply) == supply_before + 3 and state.bag == bag_before
    assert state.view(None)["players"][BLUE]["ships_to_unload"] == []
    assert cube_total(state) == 45


def test_discard_and_merchant_sale_from_the_market_hall():
    state = new_game(2)
    give(state, BLUE, "coffee_roaster")
    state.market[BLUE] = from_bag(state, "coffee").index(1)
    set_display(state, [("ship_b1", ["tea", "tea", "tea"]), "fireman_a1", "fireman_a2"])
    for seat, column in [(0, 0), (1, 1), (0, 2), (1, 1), (0, 2), (1, 1)]:
        play(state, seat, f"place:{column}")
    play(state, BLUE, "buy")
    while state.phase != "loading":
        play(state, state.to_move()[0], "decline")
    play(state, BLUE, "sell:market,coffee")
    assert state.coins[BLUE] == 5 - 1 + 1
    play(state, BLUE, "discard:tea")
    play(state, BLUE, "keep:loose,tea")
    events = play(state, BLUE, "discard:tea")
    assert codes(events)[:2] == ["cube_discarded", "loading_done"]  # a lone tea with no use ends the turn
    assert cube_total(state) == 45


def warehouse_loading(kept: str | None = None) -> SpeicherstadtState:
    """Blue owns the warehouse with coffee and tea stored and unloads a ship of rubber, saffron and carpet."""
    state = new_game(2)
    give(state, BLUE, "warehouse")
    for good in ("coffee", "tea"):
        state.warehouse[BLUE][from_bag(state, good).index(1)] += 1
    if kept:
        state.market[BLUE] = from_bag(state, kept).index(1)
    set_display(state, [("ship_b1", ["rubber", "saffron", "carpet"]), "fireman_a1", "fireman_a2"])
    for seat, column in [(0, 0), (1, 1), (0, 2), (1, 1), (0, 2), (1, 1)]:
        play(state, seat, f"place:{column}")
    play(state, BLUE, "buy")
    while state.phase != "loading":
        play(state, state.to_move()[0], "decline")
    assert state.to_move() == [BLUE]
    return state


def test_a_stored_cube_may_be_thrown_away():
    state = warehouse_loading()
    supply = list(state.supply)
    events = play(state, BLUE, "discard:warehouse,coffee")
    assert events[0].code == "cube_discarded" and events[0].params == {"good": "coffee", "source": "warehouse"}
    assert state.warehouse[BLUE][0] == 0 and state.supply[0] == supply[0] + 1
    assert cube_total(state) == 45


def test_a_stored_cube_moves_to_the_keep_space():
    state = warehouse_loading()
    play(state, BLUE, "keep:warehouse,tea")
    assert state.view(None)["players"][BLUE]["market"] == "tea" and state.warehouse[BLUE][1] == 0
    assert not [a for a in state.legal_actions(BLUE) if a.kind == "keep"]  # once a loading turn
    assert cube_total(state) == 45


def test_the_kept_cube_is_swapped_for_a_new_one():
    state = warehouse_loading(kept="coffee")
    supply = list(state.supply)
    assert Action("keep", ("loose", "carpet")) in state.legal_actions(BLUE)
    events = play(state, BLUE, "keep:loose,carpet")
    assert events[0].params == {"source": "loose", "good": "carpet", "replaced": "coffee"}
    assert state.market[BLUE] == 4 and state.supply[0] == supply[0] + 1
    # the turn goes on, and the next loading turn may keep again
    play(state, BLUE, "done")
    assert not state.kept_now
    assert cube_total(state) == 45
