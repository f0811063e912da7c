"""Hints: a legal action, the statistics behind it, and a one-line reason."""

from __future__ import annotations

import pytest

from engine import games
from engine.ai.hint import Hint, analyse, hint
from engine.core import Action, ConfigError, GameConfig
from tests.engine.ai.helpers import choice_points

GAME_IDS = [ruleset.info.id for ruleset in games.all()]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hint_is_a_legal_action_with_a_reason(game_id):
    ruleset = games.get(game_id)
    players = max(2, ruleset.info.min_players)
    state, seat = choice_points(ruleset, players, 1, seed=2)[0]
    action, reason = hint(state, seat, seed=1)
    assert action in state.legal_actions(seat)
    assert reason.startswith("wins about ") and "%" in reason and "\n" not in reason
    assert hint(state, seat, seed=1) == (action, reason), "the same seed gives the same hint"


def test_the_hint_statistics_name_the_runner_up():
    state = games.get("tiny").new_game(GameConfig(players=2, seed=3))
    data = analyse(state, 0, seed=5)
    assert isinstance(data, Hint) and not data.forced
    assert data.runner_up is not None and data.runner_up != data.action
    assert {data.action, data.runner_up} == set(state.legal_actions(0))
    assert 0 < data.visits <= data.iterations and data.runner_up_visits <= data.visits
    assert 0.0 <= data.win_rate <= 1.0 and data.runner_up_rate is not None
    assert f"runner-up {data.runner_up.to_notation()} at {data.runner_up_rate:.0%}" in data.reason
    assert f"wins about {data.win_rate:.0%}" in data.reason


def test_a_forced_move_is_hinted_as_such():
    state = games.get("tiny").new_game(GameConfig(players=2, seed=0))
    state.bids = [0, 0]
    state.hands = [[3, 3], [1, 2]]
    state.deck = []
    state.turn = 0
    assert hint(state, 0) == (Action("play", (3,)), "the only legal move")
    assert analyse(state, 0).forced


def test_no_hint_for_a_seat_that_is_not_to_move():
    state = games.get("tiny").new_game(GameConfig(players=2, seed=0))
    state.apply(0, Action("bid", (1,)))
    with pytest.raises(ConfigError):
        hint(state, 0)


def test_a_cancelled_hint_still_names_a_legal_action():
    import threading

    state = games.get("tiny").new_game(GameConfig(players=2, seed=3))
    stop = threading.Event()
    stop.set()
    data = analyse(state, 1, cancel=stop)
    assert data.action in state.legal_actions(1) and data.iterations == 0
