"""The Coal module (German Railroads, S1 pages 6-9): set-up, the coal table, the free actions in a
player's own turn, foundries, stokers and Emil's coal card."""

from __future__ import annotations

import pytest

from engine.core import GameConfig
from engine.games.railroads import RULESET, coal, emil
from engine.games.railroads.data import catalogue
from engine.games.railroads.player import STOKER
from tests.engine.railroads.helpers import in_actions, keys, new_game, play, set_rails

CAT = catalogue()


def coal_game(players: int = 2, seat: int = 0, **options):
    state = in_actions(players, seat, coal=True, **options)
    assert state.coal is not None
    return state


def own(state, seat: int, foundry: str, coal_count: int = 2) -> None:
    state.coal.owned[seat].append(foundry)
    state.coal.coal[seat] = coal_count
    state._legal = {}


# --- set-up -------------------------------------------------------------------------
@pytest.mark.parametrize("players,rounds,coins,a,b", [(1, 5, 6, 2, 3), (2, 5, 3, 2, 3), (3, 5, 2, 2, 3),
                                                      (4, 6, 2, 3, 3)])
def test_setup_one_round_and_one_engineer_fewer_and_one_coal_and_coin_more(players, rounds, coins, a, b):
    state = new_game(players, coal=True)
    assert state.rounds == rounds
    assert [p.coins for p in state.seats] == [coins] * players
    assert state.coal.coal == [1] * players
    dealt = [CAT.engineers[n].letter for n in state.row if n]
    assert dealt == ["A"] * a + ["B"] * b  # one slot more stays empty: the cross
    assert len(state.coal.display) == 2 and len(state.coal.stack) == 10
    if players > 1:
        assert "start_coal" in state.start_left


def test_the_coal_starting_bonus_card_gives_one_coal():
    state = new_game(2, coal=True)
    chooser = state.to_move()[0]
    play(state, "start_bonus:start_coal")
    assert state.coal.coal[chooser] == 2


@pytest.mark.parametrize("players,spaces", [(1, ["coal_combined", "coal_combined_foundry"]),
                                            (2, ["coal_combined", "coal_combined_foundry"]),
                                            (3, ["coal_take", "coal_foundry"]), (4, ["coal_take", "coal_foundry"])])
def test_the_coal_table_side_follows_the_player_count(players, spaces):
    state = new_game(players, coal=True)
    assert [s for s in state.space_ids if CAT.spaces[s].group == "coal"] == spaces
    assert [s for s in new_game(players).space_ids if s.startswith("coal")] == []


def test_every_module_combination_is_a_valid_configuration():
    for players in (1, 2, 3, 4):
        for germany in (False, True):
            for with_coal in (False, True):
                for extras in (False, True):
                    options = {"germany": germany, "coal": with_coal, "extras": extras}
                    config = RULESET.normalize_config(GameConfig(players=players, seed=1, options=options))
                    assert config.options["coal"] is with_coal


# --- the coal table -----------------------------------------------------------------
def test_the_coal_space_gives_one_coal_for_a_worker():
    state = coal_game(3)
    play(state, "place:coal_take,0")
    assert state.coal.coal[0] == 2 and state.occupied["coal_take"] == 0


def test_the_foundry_space_needs_a_coin_gives_a_display_foundry_and_coal_and_refills():
    state = coal_game(3)
    shown = state.coal.display[:]
    top = state.coal.stack[-1]
    p = state.seats[0]
    p.coins = 0
    assert not any(k.startswith("place:coal_foundry") for k in keys(state))  # the coin is required
    p.coins = 1
    state._legal = {}
    play(state, "place:coal_foundry,0")
    assert keys(state) == [f"take_foundry:{f}" for f in shown]
    play(state, f"take_foundry:{shown[1]}")
    assert state.coal.owned[0] == [shown[1]] and state.coal.coal[0] == 2 and p.coins == 0
    assert state.coal.display == [shown[0], top]  # refilled from the top of the stack


@pytest.mark.parametrize("move,coal_after,foundries", [("place:coal_combined,0", 2, 0),
                                                        ("place:coal_combined_foundry,0", 2, 1)])
def test_the_two_player_combined_space_is_one_choice_and_occupied_for_both(move, coal_after, foundries):
    state = coal_game(2)
    play(state, move)
    if foundries:
        play(state, f"take_foundry:{state.coal.display[0]}")
    assert state.coal.coal[0] == coal_after and len(state.coal.owned[0]) == foundries
    assert state.occupied["coal_combined"] == 0 and state.occupied["coal_combined_foundry"] == 0
    while state.to_move() == [0]:
        play(state, "end_turn" if "end_turn" in keys(state) else keys(state)[0])
    assert not any(k.startswith("place:coal_combined") for k in keys(state, 1))  # neither choice is left


# --- free actions in the own turn ---------------------------------------------------
def test_a_coal_only_space_is_a_free_action_before_the_turns_action():
    state = coal_game(2)
    state.coal.coal[0] = 2
    state.seats[0].locos[0] = [3, 0]
    assert "coal_space:coal_stoker" in keys(state) and keys(state)[-1] == "pass"
    play(state, "coal_space:coal_stoker", "stoker:loco,trans_siberian,0")
    assert state.coal.coal[0] == 0 and state.occupied["coal_stoker"] == 0
    assert state.to_move() == [0] and state.turn_seat == -1  # still the same turn: the action comes now
    assert any(k.startswith("place:") for k in keys(state))
    play(state, "place:coins_2,0")
    assert state.to_move() == [1]  # nothing free left: the turn ends as in the base game


def test_free_actions_after_the_action_then_end_turn():
    state = coal_game(2)
    own(state, 0, "f12", coal_count=4)
    play(state, "place:coins_2,0")
    assert keys(state) == ["coal_space:coal_stoker", "foundry:f12", "end_turn"]
    play(state, "foundry:f12", "keep:f12")
    assert state.seats[0].coins == 3 + 2 + 2 and state.coal.coal[0] == 2
    assert keys(state) == ["coal_space:coal_stoker", "end_turn"]  # each foundry once a round
    play(state, "end_turn")
    assert state.to_move() == [1]


def test_several_free_actions_in_one_turn_and_coal_gained_this_turn_counts():
    state = coal_game(2)
    own(state, 0, "f12", coal_count=3)
    own(state, 0, "f10", coal_count=3)
    play(state, "place:coal_combined,0")  # 4 coal now
    assert keys(state) == ["coal_space:coal_stoker", "foundry:f12", "foundry:f10", "end_turn"]
    play(state, "foundry:f12", "keep:f12", "foundry:f10", "rail:trans_siberian,black", "rail:trans_siberian,black",
         "keep:f10")
    assert state.coal.coal[0] == 0 and state.to_move() == [1]  # nothing free is left: the turn ended


def test_no_free_action_after_passing_or_while_relocating():
    state = coal_game(3)
    own(state, 0, "f12", coal_count=4)
    play(state, "pass")
    assert state.passed[0]
    for seat in (1, 2):
        assert not any(k.startswith(("foundry:", "coal_space")) for k in keys(state, seat))
    # relocation: the turn-order worker moves, no foundry is offered
    state = coal_game(3)
    own(state, 0, "f12", coal_count=4)
    play(state, "place:turn_order_second,0", "end_turn")
    for seat in (1, 2):
        state.passed[seat] = True
    state.cur = 0
    state._legal = {}
    assert "foundry:f12" in keys(state, 0)
    play(state, "pass")
    assert state.phase == "relocate" and state.to_move() == [0]
    assert all(k.startswith(("relocate:", "stay")) for k in keys(state))


def test_the_stoker_space_takes_the_top_of_the_stack_not_a_display_foundry():
    state = coal_game(2)
    state.coal.coal[0] = 2
    shown = state.coal.display[:]
    top = state.coal.stack[-1]
    play(state, "coal_space:coal_stoker")
    assert state.coal.display == shown and top not in state.coal.stack
    assert keys(state)[0].startswith("stoker:")


def test_coal_only_spaces_are_free_again_after_scoring():
    state = coal_game(2)
    state.coal.coal[0] = 2
    play(state, "coal_space:coal_stoker", "stoker:loco,trans_siberian,0")
    coal.end_round(state)
    state.occupied = {}
    state.seats[0].locos[1] = [2]
    state.coal.coal[0] = 2
    state._legal = {}
    assert "coal_space:coal_stoker" in keys(state)


# --- foundries --------------------------------------------------------------------
def test_the_seeds_foundry_example_any_step_doubler_then_closed_into_a_stoker_on_a_level_3_locomotive():
    """S1 p.9: after a normal action Yellow puts 2 coal on the foundry, takes 1 step with any rail
    and places a doubler, then closes it and puts it as a stoker on the locomotive of level 3."""
    state = coal_game(2)
    p = state.seats[0]
    p.locos[0] = [1, 3]
    own(state, 0, "f11")
    line = state.line_of("trans_siberian")
    assert p.reach(line) == 4
    play(state, "place:industry_1,0", "foundry:f11")
    assert p.doublers == 1
    play(state, "rail:trans_siberian,black")
    assert p.rails[line][0] == 2
    assert keys(state) == ["close:f11", "keep:f11"]
    assert state.view(0)["prompt"]["code"] == "close_foundry"
    play(state, "close:f11")
    assert state.view(0)["prompt"]["code"] == "place_stoker"
    play(state, "stoker:loco,trans_siberian,1")
    assert p.locos[line] == [1, 3 + STOKER] and p.reach(line) == 5  # the 3 became a 4
    assert state.coal.owned[0] == [] and state.coal.coal[0] == 0
    view = state.view(0)
    assert view["players"][0]["lines"]["trans_siberian"]["locomotives"] == [1, 3]
    assert view["players"][0]["lines"]["trans_siberian"]["stokers"] == [False, True]
    assert view["coal"]["players"][0]["stokers"]["locomotives"] == [{"line": "trans_siberian", "slot": 1,
                                                                    "locomotive": 3}]


def _run(state, *moves):
    play(state, *moves)
    return state


FOUNDRY_CASES = {
    # foundry: (moves after using it, expected changes: coins, points, doublers, industry, black steps on TS,
    #           locomotives or factories taken)
    "f01": (["rail:trans_siberian,black", "rail:trans_siberian,black"], dict(industry=1, black=2)),
    "f02": (["rail:trans_siberian,black", "rail:trans_siberian,black", "factory:2,supply"],
            dict(black=2, factories=[2, 0, 0, 0, 0])),
    "f03": (["reuse:track_black_3", "rail:trans_siberian,black", "rail:trans_siberian,black",
             "rail:trans_siberian,black"], dict(black=3)),
    "f04": (["choose:1", "rail:trans_siberian,black", "factory:2,supply"], dict(black=1, factories=[2, 0, 0, 0, 0])),
    "f05": (["rail:trans_siberian,black", "rail:trans_siberian,black"], dict(coins=1, black=2)),
    "f06": (["rail:trans_siberian,black"], dict(points=5, black=1)),
    "f07": ([], dict(points=5, industry=1)),
    "f08": ([], dict(industry=2, doublers=1)),
    "f09": (["rail:trans_siberian,black"], dict(black=1, industry=1, doublers=1)),
    "f10": (["rail:trans_siberian,black", "rail:trans_siberian,black"], dict(black=2)),
    "f11": (["rail:trans_siberian,black"], dict(black=1, doublers=1)),
    "f12": ([], dict(coins=2)),
}


@pytest.mark.parametrize("foundry", sorted(FOUNDRY_CASES))
def test_each_foundry_carries_out_its_action_for_two_coal(foundry):
    moves, expected = FOUNDRY_CASES[foundry]
    state = coal_game(2)
    p = state.seats[0]
    p.locos[0] = [5, 0]  # highest locomotive 5
    p.placements = ["track_black_3"]  # f03 reuses a space occupied this round for 2 workers
    state.occupied["track_black_3"] = 0
    own(state, 0, foundry)
    before = (p.coins, p.score, p.doublers, p.industry[0], p.rails[0][0])
    play(state, f"foundry:{foundry}", *moves)
    assert keys(state) == [f"close:{foundry}", f"keep:{foundry}"]  # closing is offered right after the use
    play(state, f"keep:{foundry}")
    after = (p.coins, p.score, p.doublers, p.industry[0], p.rails[0][0])
    names = ("coins", "points", "doublers", "industry", "black")
    assert {n: a - b for n, a, b in zip(names, after, before, strict=True) if a != b} == \
        {k: v for k, v in expected.items() if k in names}
    assert p.factories == expected.get("factories", [0] * 5)
    assert state.coal.coal[0] == 0 and foundry in state.coal.used[0]


def test_a_foundry_may_be_used_in_part():
    state = coal_game(2)
    own(state, 0, "f10")
    play(state, "foundry:f10", "rail:trans_siberian,black")
    assert "done" in keys(state)  # the second step may be given up
    play(state, "done")
    assert keys(state) == ["close:f10", "keep:f10"]


def test_a_display_foundry_cannot_be_used():
    state = coal_game(2)
    state.coal.coal[0] = 4
    state._legal = {}
    assert not any(k.startswith("foundry:") for k in keys(state))


def test_closing_is_only_offered_right_after_the_use():
    state = coal_game(2)
    own(state, 0, "f12")
    play(state, "foundry:f12", "keep:f12")
    assert not any(k.startswith("close:") for k in keys(state))
    assert state.coal.owned[0] == ["f12"]


# --- stokers ----------------------------------------------------------------------
def test_a_stoker_on_a_locomotive_pays_a_newly_reached_space_at_once():
    state = coal_game(2)
    p = state.seats[0]
    set_rails(state, 0, "trans_siberian", black=3)  # space 3: a new worker once the reach gets there
    p.locos[0] = [2, 0]
    state.coal.coal[0] = 2
    workers = p.workers
    play(state, "coal_space:coal_stoker", "stoker:loco,trans_siberian,0")
    assert p.reach(0) == 3 and p.workers == workers + 1


def test_a_stoker_counts_for_every_purpose_of_the_locomotive():
    state = coal_game(2)
    p = state.seats[0]
    p.locos[0] = [3 + STOKER, 0]
    p.locos[1] = [4]
    p.locos[2] = [0]
    from engine.games.railroads.effects import formula
    assert formula(p, "highest_locomotive") == 4 and formula(p, "two_highest_locomotives") == 8
    # a new #4 is no better than a stoked #3: it cannot replace it
    state.held = 4
    actions = [a.key for a in state._loco_actions(p, 4, True)]
    assert "loco:trans_siberian,0" not in actions and "loco:kiev,0" in actions


def test_a_stoker_moves_with_its_locomotive_and_leaves_the_game_with_it():
    state = coal_game(2)
    p = state.seats[0]
    p.locos = [[1, 2 + STOKER], [9], [9]]
    state.turn_seat = 0
    state.mode = "turn"
    state.held = 5
    state._legal = {}
    play(state, "loco:trans_siberian,1")
    assert state.held == 2 + STOKER  # the displaced #2 keeps its stoker in hand
    play(state, "loco_discard")
    assert 2 in state.returned and state.coal.removed == 1  # back as a plain factory; the stoker is out


def test_one_stoker_per_tile():
    state = coal_game(2)
    p = state.seats[0]
    p.locos = [[1 + STOKER, 0], [0], [0]]
    p.factories = [2, 0, 0, 0, 0]
    state.coal.fstoked[0] = 1
    state.coal.coal[0] = 2
    state._legal = {}
    assert "coal_space:coal_stoker" not in keys(state)  # nowhere to put one


def fire(state, factory: int, stoked: bool):
    p = state.seats[0]
    p.factories = [factory, 0, 0, 0, 0]
    p.industry = [4]
    if stoked:
        state.coal.fstoked[0] = 1
    state._legal = {}
    play(state, "place:industry_1,0")
    return p


def test_a_stoker_on_a_single_function_factory_fires_it_twice():
    state = coal_game(2)
    fire(state, 2, stoked=True)  # 2 black steps
    assert sum(item[3] for item in state.pools if item[0] == "rail") == 4
    plain_state = coal_game(2)
    fire(plain_state, 2, stoked=False)
    assert sum(item[3] for item in plain_state.pools if item[0] == "rail") == 2


def test_a_stoker_on_a_multi_function_factory_repeats_one_function():
    state = coal_game(2)
    fire(state, 3, stoked=True)  # 1 grey and 1 brown step
    assert state.locked[0][0] == "choice"
    assert [o["colour"] for o in state.locked[0][2]] == ["grey", "brown"]
    assert sorted(item[2] for item in state.pools if item[0] == "rail") == [1, 2]


def test_a_stoker_on_a_points_factory_gives_one_point_more():
    state = coal_game(2)
    p = fire(state, 9, stoked=True)  # 10 points
    assert p.breakdown["bonuses"] == 11
    other = coal_game(2)
    assert fire(other, 9, stoked=False).breakdown["bonuses"] == 10


def test_a_factory_replaced_takes_its_stoker_out_of_the_game():
    state = coal_game(2)
    p = state.seats[0]
    p.factories = [2, 3, 4, 5, 6]
    state.coal.fstoked[0] = 0b00001
    state.turn_seat = 0
    state.mode = "turn"
    state.pools = [("factory", True)]
    state._legal = {}
    play(state, "factory:2,supply,1")
    assert state.coal.fstoked[0] == 0 and state.coal.removed == 1


# --- Emil -------------------------------------------------------------------------
def test_solo_with_coal_five_rounds_six_coins_and_emils_coal_card():
    state = new_game(1, coal=True)
    assert state.rounds == 5 and state.seats[0].coins == 6
    assert "emil_16" in emil.deck_for(state.opts) and "emil_16" not in emil.deck_for({})
    e = state.emil
    # Emil's coal card: his worker on the combined space, no coal for him, both choices blocked
    state.occupied = {}
    e.free, e.deck, e.passed, e.spaces = 6, ["emil_16"], False, {}
    emil.turn(state)
    assert state.occupied["coal_combined"] == emil.EMIL and state.occupied["coal_combined_foundry"] == emil.EMIL
    assert e.spaces == {"coal_combined": 1} and state.coal.coal == [1]


def test_a_solo_game_with_coal_ends_after_five_rounds():
    import random
    state = RULESET.new_game(GameConfig(players=1, seed=7, options={"coal": True}))
    rng = random.Random(7)
    rounds = set()
    while not state.is_over():
        seat = state.to_move()[0]
        rounds.add(state.round)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert rounds == {1, 2, 3, 4, 5}


def test_a_module_option_must_be_true_or_false():
    from engine.core.errors import ConfigError
    with pytest.raises(ConfigError, match="'coal' must be true or false"):
        RULESET.normalize_config(GameConfig(players=2, seed=1, options={"coal": "yes"}))


def test_the_foundry_stack_is_hidden_and_the_view_shows_the_module():
    import random
    state = new_game(2, coal=True)
    twin = state.clone()
    twin.resample_hidden(0, random.Random(5))
    assert sorted(twin.coal.stack) == sorted(state.coal.stack) and twin.coal.display == state.coal.display
    view = state.view(0)["coal"]
    assert view["display"] == state.coal.display and view["stack"] == 10
    assert [p["coal"] for p in view["players"]] == [1, 1]
    assert [s["id"] for s in view["coal_spaces"]] == ["coal_stoker"]
    assert new_game(2).view(0)["coal"] is None and new_game(2).view(0)["extras"] is None
