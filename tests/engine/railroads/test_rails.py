"""The colour order on a line, entering a new colour, locked colours and splitting steps over lines."""

from __future__ import annotations

import random

from engine import games
from engine.core import GameConfig
from engine.games.railroads import effects
from tests.engine.railroads.helpers import in_actions, keys, play, rails, set_rails, unlock


def steps(state):
    return [k for k in keys(state) if k.startswith("rail:")]


def test_black_alone_until_grey_is_unlocked():
    state = in_actions(2)
    play(state, "place:track_black_3,0")
    assert steps(state) == ["rail:trans_siberian,black", "rail:st_petersburg,black", "rail:kiev,black"]
    events = play(state, "rail:trans_siberian,black")
    assert rails(state, 0, "trans_siberian") == {"black": 2}
    assert [e.params["colour"] for e in events if e.code == "colour_unlocked"] == ["grey"]
    # grey may now enter space 1 of the line where black stands on 2 or further
    assert "rail:trans_siberian,grey" not in steps(state)  # the pool is black only


def test_a_new_colour_enters_on_space_1_behind_the_lower_colour():
    state = in_actions(3)
    unlock(state, 0, "grey")
    set_rails(state, 0, "trans_siberian", black=3)
    play(state, "place:track_grey_2,0")
    assert steps(state) == ["rail:trans_siberian,grey"]  # only there is black beyond space 1
    play(state, "rail:trans_siberian,grey")
    assert rails(state, 0, "trans_siberian") == {"black": 3, "grey": 1}
    play(state, "rail:trans_siberian,grey")
    assert rails(state, 0, "trans_siberian") == {"black": 3, "grey": 2}


def test_a_colour_never_reaches_the_colour_before_it():
    state = in_actions(2)
    unlock(state, 0, "grey", "brown")
    set_rails(state, 0, "trans_siberian", black=5, grey=3, brown=1)
    set_rails(state, 0, "kiev", black=4, grey=3)
    play(state, "place:track_brown_2,0")
    # brown may go to space 2 on the Trans-Siberian (grey is on 3), and enter Kiev at 1
    assert steps(state) == ["rail:trans_siberian,brown", "rail:kiev,brown"]
    play(state, "rail:trans_siberian,brown")
    assert steps(state) == ["rail:kiev,brown"]
    play(state, "rail:kiev,brown")
    assert rails(state, 0, "trans_siberian") == {"black": 5, "grey": 3, "brown": 2}
    assert rails(state, 0, "kiev") == {"black": 4, "grey": 3, "brown": 1}


def test_grey_3_needs_room_for_all_three_steps():
    state = in_actions(2)
    unlock(state, 0, "grey")
    set_rails(state, 0, "trans_siberian", black=3)
    assert not any(k.startswith("place:track_grey_3") for k in keys(state))  # room for 2 grey only
    set_rails(state, 0, "kiev", black=2)
    assert "place:track_grey_3,0" in keys(state)


def test_colours_a_line_does_not_allow():
    state = in_actions(2)
    unlock(state, 0, "grey", "brown", "natural", "white")
    set_rails(state, 0, "kiev", black=9, grey=8, brown=7)
    set_rails(state, 0, "st_petersburg", black=9, grey=8, brown=7, natural=6)
    set_rails(state, 0, "trans_siberian", black=15, grey=14, brown=13, natural=12, white=0)
    play(state, "place:track_white_1,0")
    assert steps(state) == ["rail:trans_siberian,white"]  # white only runs on the Trans-Siberian
    play(state, "rail:trans_siberian,white")


def test_black_stops_at_the_end_of_the_line():
    state = in_actions(2)
    set_rails(state, 0, "kiev", black=9)
    set_rails(state, 0, "st_petersburg", black=9)
    set_rails(state, 0, "trans_siberian", black=14)
    state.seats[0].fired = (1 << 64) - 1
    assert not any(k.startswith("place:track_black_3") for k in keys(state))
    assert "place:track_black_or_grey,0" in keys(state)


def test_any_two_steps_may_split_over_colours_and_lines():
    state = in_actions(2)
    unlock(state, 0, "grey")
    set_rails(state, 0, "st_petersburg", black=3)
    play(state, "place:track_any_2,0")
    assert "rail:st_petersburg,grey" in steps(state) and "rail:kiev,black" in steps(state)
    play(state, "rail:st_petersburg,grey", "rail:kiev,black")
    assert rails(state, 0, "st_petersburg") == {"black": 3, "grey": 1}
    assert rails(state, 0, "kiev") == {"black": 2}


def test_the_remembered_room_of_every_colour_is_the_room_counted_afresh():
    """The rooms are kept by board, rails and unlocked colours; along seeded random games with
    every module, each seat's remembered rooms equal the ones counted on its board now."""
    ruleset = games.get("railroads")
    checked = 0
    for seed, options in enumerate([{}, {"germany": True}, {"germany": True, "coal": True, "extras": True}] * 2):
        state = ruleset.new_game(GameConfig(players=2 + seed % 3, seed=seed, options=options))
        rng = random.Random(seed)
        while not state.is_over():
            for p in state.seats:
                assert effects.rooms(p) == tuple(effects._rooms(p))
                checked += 1
            seat = state.to_move()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked > 1000
