"""Round scoring by hand for constructed positions, final scoring with end cards and the engineer majority."""

from __future__ import annotations

from engine.games.railroads import scoring
from tests.engine.railroads.helpers import codes, in_actions, play, set_rails, unlock


def test_reference_example_trans_siberian():
    # black 9, grey 7, brown 4, locomotives #3 + #2 (reach 5), doublers over spaces 1 and 2:
    # spaces 1-4 are brown (2 each, doubled on 1 and 2) and space 5 is grey: 4 + 4 + 2 + 2 + 1 = 13
    state = in_actions(2)
    p = state.seats[0]
    unlock(state, 0, "grey", "brown")
    set_rails(state, 0, "trans_siberian", black=9, grey=7, brown=4)
    p.locos[0] = [3, 2]
    p.doublers = 2
    assert scoring.line_points(p, 0) == (13, 5, 1)


def test_revaluation_and_reach_beyond_the_rails():
    state = in_actions(2)
    p = state.seats[0]
    set_rails(state, 0, "trans_siberian", black=12, grey=10, brown=8, natural=6, white=2)
    p.locos[0] = [9, 8]  # reach 17, cut to the line's 15
    # white 2 x 7, natural 4 x 4, brown 2 x 2, grey 2 x 1, black 2 x 0
    assert scoring.line_points(p, 0) == (14 + 16 + 4 + 2, 15, 1)
    p.values = "revaluation"
    assert scoring.line_points(p, 0)[0] == 2 * 10 + 4 * 6 + 2 * 3 + 2 * 1


def test_round_scoring_of_a_constructed_position_by_hand():
    state = in_actions(2)
    p = state.seats[0]
    unlock(state, 0, "grey", "brown")
    set_rails(state, 0, "trans_siberian", black=7, grey=5, brown=2)
    set_rails(state, 0, "st_petersburg", black=8, grey=7)
    set_rails(state, 0, "kiev", black=5, grey=3, brown=1)
    p.locos = [[4, 2], [7], [3]]
    p.doublers = 1
    p.industry = [6, 3]
    p.medal = True
    # Trans-Siberian reach 6: brown 1-2 (2+2, space 1 doubled: +2), grey 3-5 (3), black 6: 9
    # St. Petersburg reach 7: grey 1-7 = 7, doubled by space 7 with grey: 14
    # Kiev reach 3: brown 1 (2), grey 2-3 (2) = 4; stars 1+2+3 = 6; medal: grey not on 6: 0
    # industry: 10 + 3
    rows = scoring.round_breakdown(p, "grey_and_reach")
    assert [(c, pts) for c, pts, _d in rows] == [
        ("trans_siberian", 9), ("st_petersburg", 14), ("kiev", 4), ("stars", 6), ("medal", 0),
        ("industry", 10), ("industry", 3)]
    before = p.score
    play(state, "pass", "pass")
    assert p.score == before + 46
    assert p.breakdown["st_petersburg"] == 14 and p.breakdown["industry"] == 13


def test_round_scoring_events_one_per_line_and_category():
    state = in_actions(2)
    events = play(state, "pass", "pass")
    scored = [e for e in events if e.code == "round_scored"]
    assert [(e.seat, e.params["category"]) for e in scored] == [
        (s, c) for s in (0, 1) for c in ("trans_siberian", "st_petersburg", "kiev", "stars", "industry")]


def test_scores_carry_the_categories_and_total_is_their_sum():
    state = in_actions(2)
    state.seats[0].industry = [4]
    play(state, "pass", "pass")
    for score in state.scores():
        assert score.total == sum(score.breakdown.values())
    assert state.scores()[0].breakdown["industry"] == 5


def test_end_cards():
    state = in_actions(2)
    p = state.seats[0]
    set_rails(state, 0, "trans_siberian", black=15, grey=4, brown=2)
    set_rails(state, 0, "kiev", black=9, grey=3)
    p.factories = [2, 3, 0, 0, 0]
    p.engineers = [3, 8]
    p.doublers = 7
    p.markers_used = ["bm_medal", "bm_rails"]
    p.locos = [[9, 8], [2], [5]]
    p.extra_workers = 4
    expected = {"ec_factories": 8, "ec_engineers": 12, "ec_line_ends": 20, "ec_grey_brown": 9,
                "ec_black": 15 + 1 + 9, "ec_doublers": 30, "ec_bonus_markers": 14, "ec_extra_engineer": 0,
                "ec_top_locos": 24, "ec_extra_workers": 30}
    for card, points in expected.items():
        assert scoring.end_card_points(p, card) == points, card
    p.doublers = 4
    assert scoring.end_card_points(p, "ec_doublers") == 20
    p.doublers = 3
    assert scoring.end_card_points(p, "ec_doublers") == 0


def test_engineer_majority_and_the_highest_number_tie():
    state = in_actions(3)
    a, b, c = state.seats
    a.engineers = [3, 5]
    b.engineers = [2, 14]
    c.engineers = [7]
    # a and b both have two: b holds the highest number
    assert scoring.majority(state.seats) == {1: (1, 40), 0: (2, 20)}
    c.end_cards = ["ec_extra_engineer"]  # counts as one more engineer, with no number
    assert scoring.majority(state.seats) == {1: (1, 40), 2: (2, 20)}


def test_the_extra_engineer_card_alone_counts_and_a_full_tie_shares():
    state = in_actions(3)
    a, b, c = state.seats
    a.end_cards = ["ec_extra_engineer"]
    assert scoring.majority(state.seats) == {0: (1, 40)}
    b.end_cards = ["ec_extra_engineer"]
    assert scoring.majority(state.seats) == {0: (1, 40), 1: (1, 40)}


def test_nobody_without_engineers_scores_the_majority():
    state = in_actions(2)
    state.seats[0].engineers = [4]
    assert scoring.majority(state.seats) == {0: (1, 40)}


def test_final_scoring_at_the_end_of_the_last_round():
    state = in_actions(2)
    state.round = state.rounds
    p = state.seats[1]
    p.end_cards = ["ec_factories"]
    p.factories = [2, 0, 0, 0, 0]
    state.seats[0].engineers = [6]
    events = play(state, "pass", "pass")
    assert state.is_over()
    assert p.breakdown["end_cards"] == 4 and state.seats[0].breakdown["engineers"] == 40
    assert [e.code for e in events][-1] == "game_over"
    reveal = [e for e in events if e.code == "end_card_scored"]
    assert reveal and all(e.reveals for e in reveal)
    assert "engineer_majority" in codes(events)
