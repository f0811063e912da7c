"""The test game's own rules, so the conformance tests exercise a game known to be right."""

from engine.core import Action, GameConfig, IllegalAction
from tests.tinygame import RULESET


def test_bids_are_simultaneous_and_hidden_until_all_bid():
    state = RULESET.new_game(GameConfig(players=3, seed=1))
    assert state.to_move() == [0, 1, 2]
    state.apply(1, Action("bid", (1,)))
    assert state.to_move() == [0, 2]
    assert state.view(0)["bids"][1] == "hidden"
    assert state.view(1)["bids"][1] == 1
    state.apply(0, Action("bid", (0,)))
    state.apply(2, Action("bid", (0,)))
    assert state.view(0)["bids"] == [0, 1, 0]
    assert state.points[1] == 2


def test_other_hands_are_counts_only():
    state = RULESET.new_game(GameConfig(players=2, seed=4))
    view = state.view(0)
    assert isinstance(view["hands"][0], list) and view["hands"][1] == 2


def test_illegal_play_names_the_problem():
    state = RULESET.new_game(GameConfig(players=2, seed=4))
    for seat in (0, 1):
        state.apply(seat, Action("bid", (0,)))
    missing = next(c for c in range(1, 6) if c not in state.hands[0])
    try:
        state.apply(0, Action("play", (missing,)))
    except IllegalAction as exc:
        assert "play:" in str(exc)
    else:
        raise AssertionError("playing a card not in hand must be refused")
