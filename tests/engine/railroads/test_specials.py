"""Every kind of special space: unlocks, new workers, "?" markers, line doubling, stars, the medal, line ends."""

from __future__ import annotations

from engine.games.railroads import scoring
from tests.engine.railroads.helpers import codes, in_actions, keys, play, set_rails, unlock


def test_unlock_thresholds_on_the_trans_siberian():
    state = in_actions(2)
    p = state.seats[0]
    for space, colour in ((2, 1), (6, 2), (10, 3), (15, 4)):
        set_rails(state, 0, "trans_siberian", black=space - 1)
        play(state, "place:track_black_or_grey,0", "rail:trans_siberian,black")
        assert p.unlocked[colour]
        assert not any(p.unlocked[colour + 1:])
        state.cur = 0
        state._legal = {}


def test_new_worker_needs_rail_and_locomotive_on_the_trans_siberian():
    state = in_actions(2)
    p = state.seats[0]
    set_rails(state, 0, "trans_siberian", black=2)
    play(state, "place:track_black_or_grey,0", "rail:trans_siberian,black")
    assert p.workers == 6  # black on 3, but the #1 reaches space 1 only
    state.cur = 0
    state._legal = {}
    events = play(state, "place:loco_or_factory_1,0", "choose:0", "loco:trans_siberian,1")
    assert p.locos[0] == [1, 2] and p.reach(0) == 3
    assert p.workers == 7 and p.free == 5 and p.extra_workers == 1  # 6 - 2 placed + 1 new
    assert "worker_gained" in codes(events)


def test_new_worker_from_next_round_with_the_option():
    state = in_actions(2, new_worker_at_once=False)
    p = state.seats[0]
    set_rails(state, 0, "kiev", black=6)
    play(state, "place:track_black_or_grey,0", "rail:kiev,black")  # Kiev 7: no locomotive needed
    assert p.workers == 7 and p.free == 5


def test_bonus_marker_space_lets_the_player_choose_a_marker():
    state = in_actions(2)
    p = state.seats[0]
    p.locos[1] = [4]
    set_rails(state, 0, "st_petersburg", black=3)
    play(state, "place:track_black_or_grey,0", "rail:st_petersburg,black")
    assert state.view(0)["prompt"]["code"] == "choose_bonus_marker"
    assert "skip" in keys(state) and "marker:bm_medal" in keys(state)
    events = play(state, "marker:bm_revaluation")
    assert p.values == "revaluation" and p.markers_used == ["bm_revaluation"]
    assert "revaluation_taken" in codes(events)
    assert state.to_move() == [1]


def test_line_doubling_and_kiev_stars_score_every_round():
    state = in_actions(2)
    p = state.seats[0]
    unlock(state, 0, "grey")
    p.locos[1] = [7]
    set_rails(state, 0, "st_petersburg", black=8, grey=7)
    points, reach, multiplier = scoring.line_points(p, 1)
    assert (points, reach, multiplier) == (14, 7, 2)
    set_rails(state, 0, "st_petersburg", grey=6)
    assert scoring.line_points(p, 1) == (6, 7, 1)
    p.locos[2] = [3]
    set_rails(state, 0, "kiev", black=4)
    assert scoring.star_points(p, 2) == 1 + 2 + 3  # space 3 is as far as the #3 reaches


def test_kiev_medal_condition_and_option():
    state = in_actions(2)
    p = state.seats[0]
    p.medal = True
    p.locos[2] = [6]
    set_rails(state, 0, "kiev", black=7, grey=5)
    assert scoring.medal_points(p, "grey_and_reach") == (0, "kiev")
    assert scoring.medal_points(p, "always") == (20, "kiev")
    set_rails(state, 0, "kiev", grey=6)
    assert scoring.medal_points(p, "grey_and_reach") == (20, "kiev")
    p.locos[2] = [5]
    assert scoring.medal_points(p, "grey_and_reach") == (0, "kiev")


def test_medal_marker_places_the_medal():
    state = in_actions(2)
    p = state.seats[0]
    p.locos[1] = [4]
    set_rails(state, 0, "st_petersburg", black=3)
    play(state, "place:track_black_or_grey,0", "rail:st_petersburg,black", "marker:bm_medal")
    assert p.medal


def test_second_industry_marker_and_split_steps():
    state = in_actions(2)
    p = state.seats[0]
    p.locos[1] = [4]
    p.industry = [2]
    set_rails(state, 0, "st_petersburg", black=3)
    play(state, "place:track_black_or_grey,0", "rail:st_petersburg,black", "marker:bm_industry_marker")
    assert p.industry == [2, 0]
    play(state, "pass")
    play(state, "place:industry_2,0")
    assert keys(state) == ["industry:0", "industry:1"]
    play(state, "industry:1", "industry:0")
    assert p.industry == [3, 1]


def test_industry_steps_all_to_one_marker_with_the_option():
    state = in_actions(2, industry_split=False)
    p = state.seats[0]
    p.industry = [3, 0]
    play(state, "place:industry_2,0", "industry:1")
    assert keys(state) == ["industry:1"]
    play(state, "industry:1")
    assert p.industry == [3, 2]


def test_markers_never_share_a_space():
    state = in_actions(2)
    p = state.seats[0]
    p.industry = [2, 1]
    play(state, "place:industry_1,0")
    assert keys(state) == ["industry:0"]


def test_line_end_counts_for_the_end_card():
    state = in_actions(2)
    p = state.seats[0]
    set_rails(state, 0, "kiev", black=8)
    events = play(state, "place:track_black_or_grey,0", "rail:kiev,black")
    assert {"type": "line_end", "line": "kiev", "space": 9} in [e.params for e in events if e.code == "special_reached"]
    assert scoring.metric(p, "line_ends") == 1


def test_industry_question_space_gives_a_marker_once():
    state = in_actions(2)
    p = state.seats[0]
    p.factories = [2, 2, 2, 0, 0]
    p.industry = [9]
    play(state, "place:industry_1,0")
    assert state.view(0)["prompt"]["code"] == "choose_bonus_marker"
    play(state, "skip")
    assert p.lane_bonus


def test_without_splitting_one_marker_must_take_every_step():
    state = in_actions(2, industry_split=False)
    p = state.seats[0]
    p.industry = [2, 0]  # the front marker has 2 steps of room before the empty gap
    assert "place:industry_2,0" in keys(state)
    p.industry = [3, 1]  # 1 step each: a marker moving alone stops behind the one ahead
    state._legal = {}
    assert "place:industry_2,0" not in keys(state)
    p.industry = [4, 2]  # the front marker cannot move, the back one only 1 step: 2 steps do not fit
    state._legal = {}
    assert "place:industry_2,0" not in keys(state)
    split = in_actions(2)
    split.seats[0].industry = [4, 2]
    assert "place:industry_2,0" not in keys(split)  # 1 step in all, either way
    split.seats[0].industry = [4, 1]
    split._legal = {}
    assert "place:industry_2,0" in keys(split)
