"""Engineer actions that reach other parts of the game, the "?" cards and the bonus-marker kinds."""

from __future__ import annotations

from engine.games.railroads import modules
from engine.games.railroads.data import catalogue
from tests.engine.railroads.helpers import codes, in_actions, keys, play, set_rails

CAT = catalogue()


def question_space(state, seat=0):
    """Put the seat one black step before the first "?" space of St. Petersburg, with reach for it."""
    state.seats[seat].locos[1] = [4]
    set_rails(state, seat, "st_petersburg", black=3)


def test_reuse_a_one_worker_space_occupied_this_round():
    state = in_actions(2)
    p = state.seats[0]
    p.engineers = [12]
    play(state, "place:coins_2,0", "pass")
    coins = p.coins
    play(state, "place:eng_12,0")
    assert keys(state) == ["reuse:coins_2", "skip"]
    events = play(state, "reuse:coins_2")
    assert p.coins == coins + 2 and "space_reused" in codes(events)


def test_reuse_leaves_out_spaces_of_two_workers_or_a_required_coin():
    state = in_actions(2)
    p = state.seats[0]
    p.engineers = [12]
    play(state, "place:track_black_3,0", "rail:kiev,black", "rail:kiev,black", "rail:kiev,black", "pass")
    assert "place:eng_12,0" in keys(state)
    play(state, "place:eng_12,0")  # nothing may be reused: the action is spent without effect
    assert state.turn_seat < 0 and state.seats[0].placed == 3  # seat 1 has passed: seat 0 goes on


def test_public_engineer_end_card_or_points():
    state = in_actions(2)
    state.row[1] = 14
    state._legal = {}
    play(state, "place:engineer_public_1,0")
    assert keys(state) == ["choose:0", "choose:1"]
    play(state, "choose:0")
    assert state.view(0)["prompt"]["code"] == "choose_end_card"
    assert "skip" not in keys(state)  # a contested action is carried out in full
    card = state.deck[3]
    play(state, f"endcard:{card}")
    assert state.seats[0].end_cards == [card] and card not in state.deck


def test_question_cards():
    state = in_actions(2)
    p = state.seats[0]
    question_space(state)
    play(state, "place:track_black_or_grey,0", "rail:st_petersburg,black", "marker:bm_question_card")
    assert keys(state) == [f"qcard:{c}" for c in CAT.question_cards if modules.allowed(c, {})] + ["skip"]
    coins = p.coins
    events = play(state, "qcard:qc_engineer")
    assert p.engineers == [15] and p.coins == coins + 1 and "engineer_gained" in codes(events)
    assert "qc_engineer" not in state.qcards
    play(state, "pass")
    assert "place:eng_15,0" in keys(state)


def test_black_worker_card_and_extra_workers():
    state = in_actions(2)
    p = state.seats[0]
    question_space(state)
    play(state, "place:track_black_or_grey,0", "rail:st_petersburg,black", "marker:bm_question_card",
         "qcard:qc_black_worker")
    assert p.workers == 7 and p.free == 6 and p.extra_workers == 1


def test_factory_card_must_be_done_in_full():
    state = in_actions(2)
    question_space(state)
    play(state, "place:track_black_or_grey,0", "rail:st_petersburg,black", "marker:bm_question_card",
         "qcard:qc_factory")
    assert keys(state) == ["factory:2,supply"]
    play(state, "factory:2,supply")
    assert state.seats[0].factories[0] == 2


def test_marker_kinds_doublers_and_rails():
    state = in_actions(2)
    p = state.seats[0]
    question_space(state)
    play(state, "place:track_black_or_grey,0", "rail:st_petersburg,black", "marker:bm_two_doublers")
    assert p.doublers == 2
    state.cur = 0
    p.locos[1] = [6]
    set_rails(state, 0, "st_petersburg", black=5)
    play(state, "place:track_black_3,0", "rail:st_petersburg,black")
    assert "marker:bm_two_doublers" not in keys(state)  # each marker once a game
    play(state, "marker:bm_rails")
    assert {p_.get("kind") for p_ in state.view(0)["pending"]["pools"]} == {"rail"}
    assert "done" not in keys(state)  # the board action's two black steps are still due


def test_end_card_from_a_marker_is_chosen_at_the_end_of_the_turn():
    state = in_actions(2)
    question_space(state)
    play(state, "place:track_black_3,0", "rail:st_petersburg,black", "marker:bm_end_card")
    assert [k.split(":")[0] for k in keys(state)] == ["rail"] * 3  # the steps come first
    play(state, "rail:kiev,black", "rail:kiev,black")
    assert state.view(0)["prompt"]["code"] == "choose_end_card" and "skip" in keys(state)
