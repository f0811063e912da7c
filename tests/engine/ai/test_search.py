"""ISMCTS behaviour: determinism, cancellation, strength, and the value functions it learns from."""

from __future__ import annotations

import random
import threading
import time

import pytest

from engine import games
from engine.ai.arena import run_arena
from engine.ai.base import make_player
from engine.ai.evaluation import Knowledge, margin_values, result_values, score_values
from engine.ai.ismcts import ISMCTSPlayer, MoveStats
from engine.ai.levels import humanlike_pick
from engine.core import Action, GameConfig
from tests import tinygame
from tests.engine.ai.helpers import choice_points

GAME_IDS = [ruleset.info.id for ruleset in games.all()]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_same_seed_gives_the_same_move(game_id):
    ruleset = games.get(game_id)
    players = max(2, ruleset.info.min_players)
    for index, (state, seat) in enumerate(choice_points(ruleset, players, 2, seed=5)):
        for spec in ("greedy", "easy", "normal"):
            first = make_player(spec, seed=index).choose(state, seat)
            again = make_player(spec, seed=index).choose(state.clone(), seat)
            assert first == again, f"{spec} is not reproducible in {game_id}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_cancelling_from_another_thread_stops_the_search_quickly(game_id):
    ruleset = games.get(game_id)
    players = max(2, ruleset.info.min_players)
    state, seat = choice_points(ruleset, players, 1, seed=3)[0]
    player = ISMCTSPlayer(seed=1, seconds=30.0, early_stop=False)
    answer: list[Action] = []
    worker = threading.Thread(target=lambda: answer.append(player.choose(state, seat)))
    worker.start()
    time.sleep(0.2)
    cancelled_at = time.perf_counter()
    player.cancel()
    worker.join(timeout=5)
    latency = time.perf_counter() - cancelled_at
    assert not worker.is_alive()
    assert latency < 0.1, f"the search took {latency:.3f} s to notice the cancel"
    assert answer and answer[0] in state.legal_actions(seat)
    assert not player.cancel_event.is_set(), "the player is ready to think again"


def test_a_cancel_before_the_search_answers_at_once():
    state = games.get("tiny").new_game(GameConfig(players=2, seed=1))
    player = ISMCTSPlayer(seed=1, seconds=30.0)
    player.cancel()
    start = time.perf_counter()
    result = player.search(state, 0)
    assert result.cancelled and result.iterations == 0
    assert time.perf_counter() - start < 1.0


def test_the_iteration_budget_is_kept_and_root_statistics_add_up():
    state = games.get("tiny").new_game(GameConfig(players=3, seed=8))
    result = ISMCTSPlayer(seed=2, iterations=50, early_stop=False).search(state, 1)
    assert result.iterations == 50
    assert sum(m.visits for m in result.moves) == 50
    assert {m.action for m in result.moves} <= set(state.legal_actions(1))
    assert all(0.0 <= m.mean <= 1.0 for m in result.moves)
    assert [m.visits for m in result.moves] == sorted((m.visits for m in result.moves), reverse=True)


def test_a_simultaneous_choice_is_searched_for_a_seat_that_is_not_first():
    state = games.get("tiny").new_game(GameConfig(players=3, seed=4))
    assert state.to_move() == [0, 1, 2]
    result = ISMCTSPlayer(seed=0, iterations=80, early_stop=False).search(state, 2)
    assert {m.action for m in result.moves} == set(state.legal_actions(2))


def test_greedy_clearly_beats_random_on_the_tiny_game():
    stats = run_arena(games.get("tiny"), ["greedy", "random"], players=2, games=300, seed=1)
    greedy, rnd = stats["greedy"], stats["random"]
    assert greedy.win_interval()[0] > 0.5
    assert greedy.mean_score() > rnd.mean_score() + 1


def test_the_search_finds_the_dominant_simultaneous_bid():
    # a lone highest bid scores 2, so bidding 1 is never worse than bidding 0; a shallow search
    # judged by the running score sees it without the noise of the card play that follows
    for seed in range(4):
        state = games.get("tiny").new_game(GameConfig(players=2, seed=seed))
        player = make_player("ismcts:iterations=200/depth=2", seed=seed)
        assert player.choose(state, seed % 2) == Action("bid", (1,))


def test_the_search_sees_beyond_the_immediate_points():
    # deck empty, seat 1 leads 3:0 and holds 2 and 3 over a pile topped by 1. Playing 4 scores
    # more now, but only playing 2 first wins the game (found by exhaustive search).
    state = games.get("tiny").new_game(GameConfig(players=2, seed=0))
    state.bids = [0, 0]
    state.hands = [[2, 4], [2, 3]]
    state.deck = []
    state.pile = [1]
    state.points = [0, 3]
    state.turn = 0
    assert make_player("greedy", seed=0).choose(state, 0) == Action("play", (4,))
    for seed in range(3):
        assert make_player("normal", seed=seed).choose(state, 0) == Action("play", (2,))


def test_easy_picks_among_the_good_moves_with_some_noise():
    moves = (
        MoveStats(Action("a"), 40, 0.60),
        MoveStats(Action("b"), 30, 0.58),
        MoveStats(Action("c"), 20, 0.56),
        MoveStats(Action("blunder"), 5, 0.20),
        MoveStats(Action("d"), 4, 0.59),
    )
    rng = random.Random(0)
    picks = [humanlike_pick(moves, rng).kind for _ in range(300)]
    assert set(picks) == {"a", "b", "c"}, "only the three most searched moves, and all of them sometimes"
    assert picks.count("a") > picks.count("c")
    weak_third = (moves[0], moves[1], MoveStats(Action("bad"), 25, 0.30))
    assert "bad" not in {humanlike_pick(weak_third, rng).kind for _ in range(100)}


def test_the_result_value_is_the_win_share_blended_with_the_margin():
    state = games.get("tiny").new_game(GameConfig(players=3, seed=1))
    state.bids = [0, 0, 0]
    state.hands = [[], [], []]
    state.points = [5, 9, 9]
    assert state.is_over()
    # a full tie on points: tiny breaks it towards the lower seat
    assert result_values(state, 0.0) == [0.0, 1.0, 0.0]
    blended = result_values(state, 0.2)
    assert blended[1] > blended[2] > blended[0]
    assert abs(blended[2] - 0.2 * 0.5) < 1e-9, "a tied seat has margin 0, i.e. a half"


def test_the_fallback_values_follow_the_running_score():
    assert margin_values([10, 10]) == [0.5, 0.5]
    low, high = margin_values([2, 12])
    assert 0 < low < 0.5 < high < 1 and abs(low + high - 1) < 1e-9
    assert margin_values([7])[0] > margin_values([3])[0] > 0.5, "alone, more points are better"
    state = games.get("tiny").new_game(GameConfig(players=2, seed=1))
    state.points = [6, 2]
    values = score_values(state)
    assert values[0] > 0.5 > values[1]
    assert Knowledge.of(state).values(state) == values, "the tiny game has no evaluate hook"


def test_a_game_nobody_registered_is_played_with_the_fallbacks():
    class Stray(tinygame.TinyState):
        game_id = "stray"

    state = Stray(GameConfig(players=2, seed=1))
    knowledge = Knowledge.of(state)
    assert not knowledge.has_rollout and not knowledge.has_evaluate
    assert make_player("normal", seed=1).choose(state, 0) in state.legal_actions(0)


def test_the_search_mutes_every_sample_it_plays_and_nothing_else(monkeypatch):
    """A search's samples make no events worth their cost (``mute_events``); the real game, which
    the search only copies, still makes them."""
    muted: list[object] = []
    kind = type(tinygame.RULESET.new_game(GameConfig(players=2, seed=1)))
    monkeypatch.setattr(kind, "mute_events", lambda self: muted.append(self), raising=False)
    state = tinygame.RULESET.new_game(GameConfig(players=2, seed=3))
    ISMCTSPlayer(0, iterations=40, early_stop=False).search(state, state.to_move()[0])
    assert len(muted) == 40 and state not in muted and len({id(s) for s in muted}) == 40
