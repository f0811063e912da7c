"""German Railroads, Germany module: the branch at Munich's space 9, track tiles, the new special
spaces, colourless rails on two lines, at most two workers from the board, stars and the medal."""

from __future__ import annotations

import json

from engine.games.railroads import scoring
from engine.games.railroads.data import COLOUR_INDEX
from engine.games.railroads.germany_board import AREAS, TILES, germany_board
from engine.games.railroads.state import RailroadsState
from tests.engine.railroads.helpers import codes, in_actions, keys, play, set_rails, unlock

MUNICH, DRESDEN, NUREMBERG = 0, 1, 2
WHITE = COLOUR_INDEX["white"]
NATURAL = COLOUR_INDEX["natural"]


def game(players: int = 2, **options) -> RailroadsState:
    return in_actions(players, germany=True, **options)


def settle(state: RailroadsState, seat: int, line: int | None = None) -> None:
    """Mark every one-off special up to the rails as already paid out (a hand-set position)."""
    p = state.seats[seat]
    for sp in p.board.once:
        if (line is None or sp.line == line) and p.rails[sp.line][sp.rail] >= sp.space:
            p.fired |= 1 << sp.bit
    state._legal = {}


def lay(state: RailroadsState, seat: int, area_id: str, tile: str) -> None:
    """Put ``tile`` into the area by hand (as if laid earlier)."""
    p = state.seats[seat]
    area = next(a for a in AREAS if a.id == area_id)
    tiles = list(p.board.tiles)
    tiles[area.index] = tile
    state.germany.tiles.remove(tile)
    p.board = germany_board(p.board.branch, tuple(tiles))
    for sp in p.board.once:
        if sp.type == "station" and sp.area == area.index:
            p.fired |= 1 << sp.bit
    state._legal = {}


def spend(state: RailroadsState, seat: int, colour: str, count: int, mandatory: bool = True) -> None:
    """Give the seat a turn with ``count`` steps of ``colour`` to spend."""
    state.turn_seat = seat
    state.mode = "turn"
    state.locked = []
    state.pools = [("rail", mandatory, COLOUR_INDEX[colour], count, False, 0)]
    state._legal = {}


def test_without_the_module_the_russia_board_is_played():
    state = in_actions(2)
    assert state.germany is None and state.view(0)["germany"] is None
    assert [ld.id for ld in state.seats[0].board.lines] == ["trans_siberian", "st_petersburg", "kiev"]
    state = game()
    assert [ld.id for ld in state.seats[0].board.lines] == ["munich", "dresden", "nuremberg_fuerth"]
    assert state.seats[0].locos[MUNICH] == [1, 0]


def test_seed_example_black_from_6_makes_3_steps_to_9_and_chooses_hamburg():
    state = game()
    p = state.seats[0]
    set_rails(state, 0, "munich", black=6)
    settle(state, 0)
    play(state, "place:track_black_3,0", "rail:munich,black", "rail:munich,black")
    assert p.board.branch == ""
    play(state, "rail:munich,black")
    assert p.rails[MUNICH][0] == 9
    assert state.view(0)["prompt"] == {"code": "choose_branch", "params": {"branches": ["berlin", "hamburg"]}}
    assert sorted(keys(state)) == ["branch:berlin", "branch:hamburg"]  # no skipping: the choice is due
    events = play(state, "branch:hamburg")
    assert "branch_chosen" in codes(events)
    assert p.board.branch == "hamburg" and p.board.lines[MUNICH].length == 15
    view = state.view(0)["players"][0]["germany"]
    assert view["branch"] == "hamburg" and len(view["lines"]["munich"]["spaces"]) == 15
    assert view["lines"]["munich"]["spaces"][8]["source"] == "branch"


def test_the_branch_is_final_and_later_rails_follow_it():
    state = game()
    p = state.seats[0]
    set_rails(state, 0, "munich", black=8)
    settle(state, 0)
    spend(state, 0, "black", 1)
    play(state, "rail:munich,black", "branch:berlin")
    assert p.board.branch == "berlin" and p.board.lines[MUNICH].length == 12
    # later black steps run along Berlin and end at its space 12; no second choice ever comes
    set_rails(state, 0, "dresden", black=9)
    set_rails(state, 0, "nuremberg_fuerth", black=10)
    settle(state, 0)
    state.turn_seat = -1
    state.cur = 0
    spend(state, 0, "black", 3)
    play(state, "rail:munich,black", "rail:munich,black")
    assert p.rails[MUNICH][0] == 11 and state.locked == [("token", False)]  # Berlin 11: income, no new choice
    assert p.board.branch == "berlin"
    assert p.capacity(MUNICH, 0) == 1


def test_a_branch_that_cannot_take_the_mandatory_steps_is_not_offered():
    state = game()
    set_rails(state, 0, "munich", black=8)
    set_rails(state, 0, "dresden", black=9)
    set_rails(state, 0, "nuremberg_fuerth", black=10)
    settle(state, 0)
    spend(state, 0, "black", 5)  # Berlin ends at 12: only Hamburg takes black from 9 on to 13
    play(state, "rail:munich,black")
    assert keys(state) == ["branch:hamburg"]


def test_white_rails_only_on_hamburg():
    for branch, room in (("berlin", 0), ("hamburg", 1)):
        state = game()
        p = state.seats[0]
        p.board = germany_board(branch)
        unlock(state, 0, "grey", "brown", "natural", "white")
        set_rails(state, 0, "munich", black=13, grey=12, brown=11, natural=10)
        assert p.capacity(MUNICH, WHITE) == 9 * room
        assert p.capacity(DRESDEN, WHITE) == 0 and p.capacity(NUREMBERG, WHITE) == 0
    assert not germany_board("").lines[MUNICH].allowed[WHITE]  # before the choice either


def test_hamburg_end_unlocks_white_with_two_steps_at_once():
    state = game()
    p = state.seats[0]
    p.board = germany_board("hamburg")
    unlock(state, 0, "grey", "brown", "natural")
    set_rails(state, 0, "munich", black=14, grey=6, brown=4, natural=3)
    settle(state, 0)
    spend(state, 0, "black", 1)
    play(state, "rail:munich,black")
    assert p.unlocked[WHITE]
    assert state.view(0)["prompt"]["code"] == "spend"
    play(state, "rail:munich,white", "rail:munich,white")
    assert p.rails[MUNICH][WHITE] == 2


def test_seed_example_wuerzburg_takes_a_four_space_tile_and_black_steps_on():
    state = game()
    p = state.seats[0]
    set_rails(state, 0, "nuremberg_fuerth", black=3)
    settle(state, 0)
    play(state, "place:track_black_3,0", "rail:nuremberg_fuerth,black")
    assert p.rails[NUREMBERG][0] == 4  # Würzburg, the area's first space
    prompt = state.view(0)["prompt"]
    assert prompt["code"] == "choose_tile" and prompt["params"]["area"] == "wuerzburg"
    assert prompt["params"]["size"] == 4
    offered = [k.split(":")[1] for k in keys(state)]
    assert len(offered) == 6 and all(TILES[t]["size"] == 4 for t in offered)
    play(state, "tile:t4b")  # its first space gives an income token: paid out at once
    assert p.board.tiles[1] == "t4b" and p.rails[NUREMBERG][0] == 4
    assert state.view(0)["prompt"]["code"] == "choose_income_token"
    play(state, "take_token:coin")
    assert p.tokens == ["coin"]
    # the turn's two other black steps continue on the tile
    assert "rail:nuremberg_fuerth,black" in keys(state)
    play(state, "rail:nuremberg_fuerth,black", "rail:nuremberg_fuerth,black")
    assert p.rails[NUREMBERG][0] == 6
    view = state.view(0)
    assert view["players"][0]["germany"]["areas"]["wuerzburg"] == "t4b"
    assert "t4b" not in view["germany"]["tile_offer"]["4"]
    space5 = view["players"][0]["germany"]["lines"]["nuremberg_fuerth"]["spaces"][4]
    assert space5["source"] == "tile" and space5["tile"] == "t4b" and space5["tile_space"] == 2


def test_tiles_are_first_come_first_served_and_of_the_areas_size():
    state = game()
    for seat in (0, 1):
        set_rails(state, seat, "dresden", black=4)
        settle(state, seat)
    spend(state, 0, "black", 1)
    play(state, "rail:dresden,black")
    offered = sorted(k.split(":")[1] for k in keys(state))
    assert offered == sorted(t for t, d in TILES.items() if d["size"] == 3)
    play(state, "tile:t3c")
    state.turn_seat = -1
    spend(state, 1, "black", 1)
    play(state, "rail:dresden,black")
    later = sorted(k.split(":")[1] for k in keys(state))
    assert later == [t for t in offered if t != "t3c"]
    assert all(TILES[t]["size"] == 3 for t in later)
    assert state.seats[0].board.tiles[0] == "t3c"


def test_a_tile_area_is_entered_only_with_a_tile():
    state = game()
    set_rails(state, 0, "nuremberg_fuerth", black=3)
    settle(state, 0)
    spend(state, 0, "black", 2)
    play(state, "rail:nuremberg_fuerth,black")
    assert all(k.startswith("tile:") for k in keys(state))  # no step on before the tile lies


def test_immediate_specials_pay_out_at_once():
    # Dresden 3: industry +2 once black and the locomotive reach it
    state = game()
    p = state.seats[0]
    p.locos[DRESDEN] = [4]
    set_rails(state, 0, "dresden", black=2)
    settle(state, 0)
    spend(state, 0, "black", 1)
    play(state, "rail:dresden,black")
    assert p.industry == [2]
    # Hamburg 12: 2 coins
    state = game()
    p = state.seats[0]
    p.board = germany_board("hamburg")
    set_rails(state, 0, "munich", black=11)
    settle(state, 0)
    coins = p.coins
    spend(state, 0, "black", 1)
    play(state, "rail:munich,black")
    assert p.coins == coins + 2
    # Berlin 9: a locomotive or a factory
    state = game()
    p = state.seats[0]
    set_rails(state, 0, "munich", black=8)
    settle(state, 0)
    spend(state, 0, "black", 1)
    play(state, "rail:munich,black", "branch:berlin")
    assert state.view(0)["prompt"]["code"] == "choose_option"
    play(state, "choose:0", "loco:dresden,0")
    assert p.locos[DRESDEN] == [2]


def test_extra_industry_marker_only_if_space_0_is_free_and_at_most_three():
    def reach_dresden_9(markers: list[int]) -> RailroadsState:
        state = game()
        p = state.seats[0]
        p.industry = markers[:]
        lay(state, 0, "hannover", "t3a")
        set_rails(state, 0, "dresden", black=8)
        settle(state, 0)
        spend(state, 0, "black", 1)
        play(state, "rail:dresden,black")
        return state

    assert reach_dresden_9([0]).seats[0].industry == [0]  # space 0 taken: no marker
    state = reach_dresden_9([1])
    assert state.seats[0].industry == [1, 0]
    assert reach_dresden_9([2, 1]).seats[0].industry == [2, 1, 0]  # the third marker
    assert reach_dresden_9([3, 2, 1]).seats[0].industry == [3, 2, 1]  # never a fourth


def test_the_bonus_marker_gives_the_third_marker_on_the_germany_board():
    state = game()
    p = state.seats[0]
    p.industry = [3, 1]
    from engine.games.railroads import effects

    effects.push(state, 0, {"type": "extra_industry_marker"}, False)
    assert p.industry == [3, 1, 0]


def test_colourless_rails_go_on_only_two_lines_of_the_players_choice():
    state = game()
    p = state.seats[0]
    p.board = germany_board("berlin")
    unlock(state, 0, "grey", "brown", "natural")
    for line in ("munich", "dresden", "nuremberg_fuerth"):
        set_rails(state, 0, line, black=9, grey=8, brown=7)
    settle(state, 0)
    spend(state, 0, "natural", 3, mandatory=False)
    assert sorted(k for k in keys(state) if k.startswith("rail:")) == [
        "rail:dresden,natural", "rail:munich,natural", "rail:nuremberg_fuerth,natural"]
    play(state, "rail:nuremberg_fuerth,natural", "rail:munich,natural")
    assert [k for k in keys(state) if k.startswith("rail:")] == [
        "rail:munich,natural", "rail:nuremberg_fuerth,natural"]  # Dresden would be a third line
    assert p.capacity(DRESDEN, NATURAL) == 0
    view = state.view(0)["players"][0]["germany"]
    assert view["natural_lines"] == ["munich", "nuremberg_fuerth"] and view["natural_left"] == 0


def test_at_most_two_extra_workers_from_the_germany_board():
    state = game()
    p = state.seats[0]
    p.locos[MUNICH] = [3, 0]
    unlock(state, 0, "grey", "brown")
    lay(state, 0, "hannover", "t3c")  # new worker once brown reaches Dresden 6
    lay(state, 0, "wuerzburg", "t4c")  # new worker once grey reaches Nuremberg-Fürth 5
    set_rails(state, 0, "munich", black=2)
    set_rails(state, 0, "dresden", black=8, grey=7, brown=5)
    set_rails(state, 0, "nuremberg_fuerth", black=7, grey=4)
    settle(state, 0)
    workers = p.workers
    spend(state, 0, "black", 1)
    play(state, "rail:munich,black")  # Munich 3 with the locomotive: the first
    assert p.workers == workers + 1
    state.turn_seat = -1
    spend(state, 0, "grey", 1)
    play(state, "rail:nuremberg_fuerth,grey")  # the second
    assert p.workers == workers + 2
    state.turn_seat = -1
    spend(state, 0, "brown", 1)
    events = play(state, "rail:dresden,brown")  # a third space: nothing
    assert p.workers == workers + 2 and p.line_workers == 2
    assert "worker_cap_reached" in codes(events)


def test_nuremberg_stars_and_a_frankfurt_tile_add_up_in_every_scoring():
    state = game()
    p = state.seats[0]
    p.locos[NUREMBERG] = [3]
    set_rails(state, 0, "nuremberg_fuerth", black=3)
    assert scoring.star_points(p, NUREMBERG) == 1 + 2 + 3
    lay(state, 0, "wuerzburg", "t4a")  # 4 stars on its second space
    lay(state, 0, "frankfurt", "t2a")  # 3 stars on its first space (space 9)
    set_rails(state, 0, "nuremberg_fuerth", black=9)
    assert scoring.star_points(p, NUREMBERG) == 6  # the #3 reaches space 3 only
    p.locos[NUREMBERG] = [9]
    assert scoring.star_points(p, NUREMBERG) == 1 + 2 + 3 + 4 + 3
    before = p.breakdown.get("stars", 0)
    scoring.score_round(state)
    scoring.score_round(state)
    assert p.breakdown["stars"] - before == 2 * 13  # counted again in every scoring


def test_kiev_medal_scores_on_dresden():
    state = game()
    p = state.seats[0]
    p.medal = True
    p.locos[DRESDEN] = [8]
    set_rails(state, 0, "dresden", black=9, grey=7)
    assert scoring.medal_points(p, "grey_and_reach") == (0, "dresden")
    set_rails(state, 0, "dresden", grey=8)
    assert scoring.medal_points(p, "grey_and_reach") == (20, "dresden")
    rows = scoring.round_breakdown(p, "grey_and_reach")
    assert ("medal", 20, {"line": "dresden"}) in rows


def test_the_view_shows_the_offer_the_display_and_the_layout():
    state = game()
    view = state.view(0)
    json.dumps(view)
    g = view["germany"]
    assert {k: len(v) for k, v in g["tile_offer"].items()} == {"2": 6, "3": 6, "4": 6}
    assert len(g["income_display"]) == 8 and set(g["income_display"]) == set(g["income_tokens"])
    assert set(g["layout"]["branch"]["options"]) == {"berlin", "hamburg"}
    mine = view["players"][0]["germany"]
    assert mine["branch"] is None and mine["areas"] == {"hannover": None, "wuerzburg": None, "frankfurt": None}
    munich = mine["lines"]["munich"]
    assert munich["branch_open"] and len(munich["spaces"]) == 8
    dresden = mine["lines"]["dresden"]["spaces"]
    assert [s["source"] for s in dresden[4:7]] == ["area"] * 3
    assert "medal_space" in [sp["type"] for sp in dresden[7]["specials"]]
    assert mine["income_tokens"] == [] and mine["line_workers_max"] == 2 and mine["industry_markers_max"] == 3


def test_a_contested_colourless_step_count_keeps_a_line_that_can_take_it_all():
    state = game()
    p = state.seats[0]
    p.board = germany_board("berlin")
    unlock(state, 0, "grey", "brown", "natural")
    set_rails(state, 0, "munich", black=12, grey=11, brown=3)  # room for 2 beige steps
    set_rails(state, 0, "dresden", black=9, grey=8, brown=2)  # room for 1
    set_rails(state, 0, "nuremberg_fuerth", black=10, grey=9, brown=2)  # room for 1
    lay(state, 0, "hannover", "t3a")
    lay(state, 0, "wuerzburg", "t4a")
    lay(state, 0, "frankfurt", "t2a")
    settle(state, 0)
    spend(state, 0, "natural", 3)
    # beige goes on two lines only: the 3 steps need Munich (2) and one side line
    assert sorted(keys(state)) == ["rail:dresden,natural", "rail:munich,natural", "rail:nuremberg_fuerth,natural"]
    play(state, "rail:dresden,natural")
    assert keys(state) == ["rail:munich,natural"]  # Nuremberg-Fürth would be a third line
    play(state, "rail:munich,natural", "rail:munich,natural")
    assert p.rails[MUNICH][NATURAL] == 2 and p.rails[DRESDEN][NATURAL] == 1 and state.pools == []
